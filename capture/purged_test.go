package capture

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
)

// A damaged record of purged lines must not be read as empty, which would
// let capture store purged lines again: capture refuses and stores nothing.
// Control: a missing record, and a valid one, let capture run; the valid one
// skips its line only.
func TestCaptureWithPurgedRecord(t *testing.T) {
	lines := []string{userLine("u1", "We always use pnpm test to run the test suite."), userLine("u2", "The frontend is built with vite 5.")}
	for _, tt := range []struct {
		name, record string
		wantErr      bool
		wantStored   int
	}{
		{"missing", "", false, 2},
		{"valid", `[{"session":"sess-1","line":"u1"}]`, false, 1},
		{"damaged", `[{"session":"sess-1","li`, true, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, data := teststore.Open(t)
			if tt.record != "" {
				if err := os.MkdirAll(filepath.Join(data, "capture"), 0o700); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(data, PurgedLinesFile), []byte(tt.record), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			_, err := Capture(context.Background(), s, data, writeTranscript(t, t.TempDir(), lines, ""), Options{})
			if (err != nil) != tt.wantErr {
				t.Fatalf("Capture: %v, want error %v", err, tt.wantErr)
			}
			got := memTexts(t, s)
			if len(got) != tt.wantStored || (tt.wantStored == 1 && !strings.Contains(got[0], "vite 5")) {
				t.Errorf("stored %q, want %d (never the purged u1)", got, tt.wantStored)
			}
		})
	}
}

// The record keeps every line recorded before (a second purge must not
// drop the first one's lines), holds ids only and writes mode 0600.
func TestRecordPurgedMerges(t *testing.T) {
	data := t.TempDir()
	mem := func(session, line string) store.Memory {
		return store.Memory{Text: "the secret words of " + line, SessionID: session, LineUUID: line}
	}
	for _, batch := range [][]store.Memory{{mem("s1", "u1"), mem("", "")}, {mem("s2", "u9"), mem("s1", "u1")}} {
		recordPurged(t, data, batch)
	}
	path := filepath.Join(data, PurgedLinesFile)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `[{"session":"s1","line":"u1"},{"session":"s2","line":"u9"}]`; got != want {
		t.Errorf("record = %s, want %s", got, want)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("record mode: %v, %v", fi, err)
	}
}

// A purge also records the lines that reinforced a purged memory, and
// must not record a line that reinforced another memory, or a line whose
// decision was not a reinforcement of it.
func TestRecordPurgedReinforcingLines(t *testing.T) {
	data := t.TempDir()
	log := decisionLog{path: decisionLogPath(data)}
	if err := os.MkdirAll(filepath.Dir(log.path), 0o700); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	log.append(now, "s1", Decision{Decision: DecisionReinforce, Line: "u2", Target: "M1"})
	log.append(now, "s1", Decision{Decision: DecisionReinforce, Line: "u3", Target: "M2"})
	log.append(now, "s1", Decision{Decision: DecisionSupersede, Line: "u4", Target: "M1"})
	recordPurged(t, data, []store.Memory{{ID: "M1", SessionID: "s1", LineUUID: "u1"}})
	b, err := os.ReadFile(filepath.Join(data, PurgedLinesFile))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `[{"session":"s1","line":"u1"},{"session":"s1","line":"u2"}]`; got != want {
		t.Errorf("record = %s, want %s", got, want)
	}
}

// recordPurged records mems' lines as a purge that committed does.
func recordPurged(t *testing.T, data string, mems []store.Memory) {
	t.Helper()
	r, err := PreparePurged(data, mems)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Begin(); err != nil {
		t.Fatal(err)
	}
	if err := r.Confirm(); err != nil {
		t.Fatal(err)
	}
}

// A purge stops at each of its steps as a crash would stop it: whatever the
// point, a capture that lost its state afterwards must not store the purged
// text again once the store's purge committed, and must treat a line whose
// purge never committed as never purged (its memory is still there). Before
// the record was written pending, a crash between the commit and the record
// lost the line, and the text came back.
func TestPurgeCrashAtEachStep(t *testing.T) {
	ctx := context.Background()
	const purgedText = "We always use pnpm test to run the test suite."
	steps := []string{"prepared", "pending", "committed", "confirmed"}
	for stop := range steps {
		t.Run("crash after "+steps[stop], func(t *testing.T) {
			s, data := teststore.Open(t)
			path := writeTranscript(t, t.TempDir(), []string{userLine("u1", purgedText), userLine("u2", "The frontend is built with vite 5.")}, "")
			if _, err := Capture(ctx, s, data, path, Options{}); err != nil {
				t.Fatal(err)
			}
			victim := capturedFrom(t, s, "u1")
			r, err := PreparePurged(data, []store.Memory{victim})
			if err != nil {
				t.Fatal(err)
			}
			run := []func() error{r.Begin, func() error {
				_, err := s.Purge(ctx, []string{victim.ID}, store.PurgeOptions{})
				return err
			}, r.Confirm}
			for _, step := range run[:stop] {
				if err := step(); err != nil {
					t.Fatal(err)
				}
			}
			committed := stop >= 2
			set, err := loadPurged(ctx, s, data)
			if err != nil || set.has("sess-1", "u1") != committed || set.has("sess-1", "u2") {
				t.Fatalf("record %v, %v: want u1 skipped %v, u2 never", set, err, committed)
			}
			if err := os.RemoveAll(stateDir(data)); err != nil { // the state is lost: capture reads from the start
				t.Fatal(err)
			}
			if _, err := Capture(ctx, s, data, path, Options{}); err != nil {
				t.Fatal(err)
			}
			var n int
			for _, m := range memTexts(t, s) {
				if strings.Contains(m, "pnpm test") {
					n++
				}
			}
			if want := map[bool]int{true: 0, false: 1}[committed]; n != want {
				t.Errorf("%d memories hold the purged text after a crash after %s, want %d", n, steps[stop], want)
			}
		})
	}
}

// A purge that failed withdraws its pending lines; another purge's pending
// and confirmed lines stay.
func TestPurgedRecordAbandon(t *testing.T) {
	data := t.TempDir()
	recordPurged(t, data, []store.Memory{{ID: "M1", SessionID: "s1", LineUUID: "u1"}})
	other, err := PreparePurged(data, []store.Memory{{ID: "M2", SessionID: "s1", LineUUID: "u2"}})
	if err != nil || other.Begin() != nil {
		t.Fatal(err)
	}
	failed, err := PreparePurged(data, []store.Memory{{ID: "M3", SessionID: "s2", LineUUID: "u3"}})
	if err != nil || failed.Begin() != nil || failed.Abandon() != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(data, PurgedLinesFile))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `[{"session":"s1","line":"u1"},{"session":"s1","line":"u2","pending":"M2"}]`; got != want {
		t.Errorf("record = %s, want %s", got, want)
	}
}

// capturedFrom is the memory captured from the transcript line uuid.
func capturedFrom(t *testing.T, s *store.Store, uuid string) store.Memory {
	t.Helper()
	mems, err := s.List(context.Background(), store.ListOptions{IncludeArchived: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range mems {
		if m.LineUUID == uuid {
			return m
		}
	}
	t.Fatalf("no memory captured from %s", uuid)
	return store.Memory{}
}
