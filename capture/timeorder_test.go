package capture

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/project"
	"github.com/hippo-mem/hippo/store"
)

// captureSaid captures a one-line transcript of session in which the user
// said text at ts, and returns the gate's decision on it.
func captureSaid(t *testing.T, s *store.Store, data, session, ts, text string) Decision {
	t.Helper()
	b, _ := json.Marshal(map[string]any{"type": "user", "uuid": session + "-u1", "sessionId": session, "cwd": "/tmp/app",
		"timestamp": ts, "message": map[string]any{"role": "user", "content": text}})
	path := filepath.Join(t.TempDir(), session+".jsonl")
	if err := os.WriteFile(path, append(b, '\n'), 0o600); err != nil {
		t.Fatal(err)
	}
	rep, err := Capture(context.Background(), s, data, path, Options{})
	if err != nil || len(rep.Decisions) != 1 {
		t.Fatalf("capture %s: %+v, %v", session, rep.Decisions, err)
	}
	return rep.Decisions[0]
}

// memoryByText finds the one memory holding text, superseded or not.
func memoryByText(t *testing.T, s *store.Store, text string) store.Memory {
	t.Helper()
	mems, err := s.List(context.Background(), store.ListOptions{IncludeArchived: true, IncludeSuperseded: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range mems {
		if m.Text == text {
			return m
		}
	}
	t.Fatalf("no memory %q", text)
	return store.Memory{}
}

// Check (the reproduction): a transcript saying the TTL is 300 s, then an
// older transcript saying 60 s. The stale 60 s must not become the current
// fact: 300 s stays active and 60 s is stored as history superseded by it.
// Control: captured the other way round, the newer 300 s supersedes 60 s.
func TestOlderStatementNeverSupersedesNewer(t *testing.T) {
	const newer, older = "The cache TTL is 300 s.", "The cache TTL is 60 s."
	const newTime, oldTime = "2026-11-20T10:00:00Z", "2026-11-10T10:00:00Z"
	for _, tt := range []struct {
		name           string
		first, second  [2]string // text, timestamp
		secondDecision Action
	}{
		{"older transcript captured last", [2]string{newer, newTime}, [2]string{older, oldTime}, DecisionHistory},
		{"control: newer transcript captured last", [2]string{older, oldTime}, [2]string{newer, newTime}, DecisionSupersede},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, data := teststore.Open(t)
			if d := captureSaid(t, s, data, "first", tt.first[1], tt.first[0]); d.Decision != DecisionStore {
				t.Fatalf("first capture: %+v", d)
			}
			if d := captureSaid(t, s, data, "second", tt.second[1], tt.second[0]); d.Decision != tt.secondDecision {
				t.Fatalf("second capture: %s (%s), want %s", d.Decision, d.Rule, tt.secondDecision)
			}
			cur, old := memoryByText(t, s, newer), memoryByText(t, s, older)
			if !cur.Active() || old.Active() || old.SupersededBy != cur.ID || cur.Supersedes != old.ID {
				t.Errorf("300 s active %v, 60 s active %v superseded by %q (want %s), 300 s supersedes %q (want %s)",
					cur.Active(), old.Active(), old.SupersededBy, cur.ID, cur.Supersedes, old.ID)
			}
			if got := cur.StatedAt.Format("2006-01-02"); got != "2026-11-20" {
				t.Errorf("300 s stated_at %s, want the line's 2026-11-20", got)
			}
		})
	}
}

// Check: two events are never a correction of each other: "deployed v3 of
// checkout" after "deployed v2 of checkout" keeps both. Control: a fact about
// the same subject with a changed value still supersedes.
func TestEventsNeverSupersedeEachOther(t *testing.T) {
	ctx := context.Background()
	for _, tt := range []struct {
		name          string
		kind          decay.Kind
		first, second string
		supersedes    bool
	}{
		{"two events", decay.KindEvent, "deployed v2 of checkout", "deployed v3 of checkout", false},
		{"control: a fact with a new value", decay.KindFact, "the checkout service timeout is 30 s", "the checkout service timeout is 45 s", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := teststore.Open(t)
			d1, m1, err := Note(ctx, s, tt.first, tt.kind, "", project.Identity{})
			if err != nil || d1.Decision != DecisionStore {
				t.Fatalf("first note: %+v, %v", d1, err)
			}
			d2, m2, err := Note(ctx, s, tt.second, tt.kind, "", project.Identity{})
			if err != nil {
				t.Fatal(err)
			}
			old, _ := s.Get(ctx, m1.ID)
			if got := d2.Decision == DecisionSupersede; got != tt.supersedes || old.Active() == tt.supersedes || m2.ID == "" {
				t.Errorf("second note: %s (%s); first still active %v; want supersede %v", d2.Decision, d2.Rule, old.Active(), tt.supersedes)
			}
		})
	}
}
