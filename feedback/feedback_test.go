package feedback_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
)

type turn struct{ role, text string }

// session writes a transcript in which the assistant proposes and the user
// corrects, as in a real Claude Code session.
func session(t *testing.T, dir, id string, turns ...turn) string {
	t.Helper()
	var lines []string
	for i, tr := range turns {
		var b []byte
		if tr.role == "user" {
			b, _ = json.Marshal(map[string]any{"type": "user", "uuid": id + "-" + string(rune('a'+i)), "sessionId": id, "cwd": dir,
				"timestamp": "2026-11-30T10:00:00Z", "message": map[string]any{"role": "user", "content": tr.text}})
		} else {
			b, _ = json.Marshal(map[string]any{"type": "assistant", "uuid": id + "-" + string(rune('a'+i)), "sessionId": id,
				"message": map[string]any{"id": id + "-m" + string(rune('a'+i)), "role": "assistant", "content": []any{map[string]any{"type": "text", "text": tr.text}}}})
		}
		lines = append(lines, string(b))
	}
	p := filepath.Join(dir, id+".jsonl")
	if err := os.WriteFile(p, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func setup(t *testing.T) (*store.Store, string, string) {
	t.Helper()
	data := filepath.Join(t.TempDir(), "data")
	if err := config.EnsureDataDir(data); err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(context.Background(), data, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, data, t.TempDir()
}

func captureAll(t *testing.T, s *store.Store, data string, paths ...string) {
	t.Helper()
	for _, p := range paths {
		if _, err := capture.Capture(context.Background(), s, data, p, capture.Options{}); err != nil {
			t.Fatal(err)
		}
	}
}

func TestRecurringCorrectionBecomesOneDraft(t *testing.T) {
	s, data, dir := setup(t)
	ctx := context.Background()
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	a := session(t, dir, "sess-a",
		turn{"assistant", "I'll run npm test to check the change."},
		turn{"user", "No, run tests with pnpm test."},
		turn{"assistant", "Running npm test again after the fix."},
		turn{"user", "That's wrong, run the tests with pnpm test."},
		turn{"assistant", "I'll format the file with four spaces."},
		turn{"user", "No, use tabs for indentation in Go files."})
	b := session(t, dir, "sess-b",
		turn{"assistant", "Let me run npm test."},
		turn{"user", "No, always run tests with pnpm test."})
	captureAll(t, s, data, a, b)

	drafts, err := feedback.Find(ctx, s, data, now, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(drafts) != 1 {
		t.Fatalf("drafts: %+v", drafts)
	}
	d := drafts[0]
	if !strings.Contains(strings.ToLower(d.Rule), "pnpm test") || strings.HasPrefix(d.Rule, "No") || len(d.Evidence) != 3 || d.Sessions != 2 {
		t.Fatalf("draft: %+v", d)
	}
	pendingFile, _ := os.ReadFile(filepath.Join(data, feedback.PendingFile))
	if !strings.Contains(string(pendingFile), d.Rule) || !strings.Contains(string(pendingFile), d.Evidence[0].ID) || strings.Contains(string(pendingFile), "That's wrong") {
		t.Errorf("pending_rules.md:\n%s", pendingFile)
	}
	// Never drafted twice.
	if again, _ := feedback.Find(ctx, s, data, now, nil); len(again) != 1 || again[0].N != d.N {
		t.Fatalf("second Find: %+v", again)
	}
	// Rejected: remembered, not drafted again...
	if _, err := feedback.Reject(data, d.N, "one-off habit", now); err != nil {
		t.Fatal(err)
	}
	if again, _ := feedback.Find(ctx, s, data, now, nil); len(again) != 0 {
		t.Fatalf("a rejected cluster was drafted again: %+v", again)
	}
	// ...unless new evidence arrives, and then the draft says so.
	c := session(t, dir, "sess-c", turn{"assistant", "Running npm test."}, turn{"user", "No, run tests with pnpm test, not npm."})
	captureAll(t, s, data, c)
	again, err := feedback.Find(ctx, s, data, now.Add(time.Hour), nil)
	if err != nil || len(again) != 1 || len(again[0].Evidence) != 4 || !strings.Contains(again[0].Note, "since it was rejected") {
		t.Fatalf("after new evidence: %+v, %v", again, err)
	}
}

func TestOneOffCorrectionsDraftNothing(t *testing.T) {
	s, data, dir := setup(t)
	a := session(t, dir, "sess-a",
		turn{"assistant", "I'll use a float for money."}, turn{"user", "No, money is always integer cents."},
		turn{"assistant", "I'll name it userAccounts."}, turn{"user", "No, table names are snake_case."})
	b := session(t, dir, "sess-b", turn{"assistant", "I'll push to main."}, turn{"user", "No, never push to main, open a pull request."})
	captureAll(t, s, data, a, b)
	drafts, err := feedback.Find(context.Background(), s, data, time.Now(), nil)
	if err != nil || len(drafts) != 0 {
		t.Fatalf("drafts from one-offs: %+v, %v", drafts, err)
	}
	mems, _ := s.List(context.Background(), store.ListOptions{Kind: "feedback"})
	if len(mems) != 3 {
		t.Fatalf("control: %d feedback memories captured, want 3", len(mems))
	}
}

func TestAcceptAppendsWithBackupAndLog(t *testing.T) {
	s, data, dir := setup(t)
	ctx := context.Background()
	for i, id := range []string{"s1", "s1", "s2"} {
		p := session(t, dir, id+string(rune('x'+i)), turn{"assistant", "I'll run npm test."}, turn{"user", "No, run tests with pnpm test."})
		_ = id
		captureAll(t, s, data, p)
	}
	drafts, err := feedback.Find(ctx, s, data, time.Now(), nil)
	if err != nil || len(drafts) != 1 {
		t.Fatalf("drafts: %+v %v", drafts, err)
	}
	md := filepath.Join(dir, "proj", "CLAUDE.md")
	if err := os.MkdirAll(filepath.Dir(md), 0o755); err != nil {
		t.Fatal(err)
	}
	orig := "# Project\n\nSome notes."
	if err := os.WriteFile(md, []byte(orig), 0o644); err != nil {
		t.Fatal(err)
	}
	a, err := feedback.PlanAccept(data, drafts[0].N, md)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(md); string(b) != orig {
		t.Fatal("planning wrote the file")
	}
	if !strings.Contains(a.Diff(), "+"+feedback.Heading) || !strings.Contains(a.Diff(), "+- "+drafts[0].Rule) {
		t.Errorf("diff:\n%s", a.Diff())
	}
	backup, err := feedback.Accept(data, a, activity.Open(data, nil), "cli", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(md)
	if !strings.HasPrefix(string(got), orig+"\n") || !strings.HasSuffix(string(got), "- "+drafts[0].Rule+"\n") {
		t.Errorf("CLAUDE.md:\n%s", got)
	}
	if b, _ := os.ReadFile(backup); string(b) != orig {
		t.Error("backup differs from the original")
	}
	if entries, _ := activity.Open(data, nil).Read(activity.Filter{Op: activity.OpRuleAccept}); len(entries) != 1 {
		t.Errorf("acceptance not logged: %+v", entries)
	}
	if left, _ := feedback.Pending(data); len(left) != 0 {
		t.Errorf("accepted draft still pending")
	}
}

func TestContradictions(t *testing.T) {
	s, data, _ := setup(t)
	ctx := context.Background()
	add := func(text string) store.Memory { return mustAddFact(t, s, text) }
	five := add("the retry limit for webhooks is 5")
	twelve := add("the retry limit for webhooks is 12")
	squash := add("we squash merge feature branches")
	noSquash := add("we do not squash merge feature branches")
	add("deploys go out on tuesdays")
	add("deploys go out on tuesdays every week") // a near-duplicate: must not be flagged
	pairs, err := feedback.Contradictions(ctx, s, data)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	key := func(a, b string) string {
		if a > b {
			a, b = b, a
		}
		return a + "+" + b
	}
	for _, p := range pairs {
		got[key(p.A.ID, p.B.ID)] = p.Why
	}
	if len(pairs) != 2 || got[key(five.ID, twelve.ID)] != "value" || got[key(squash.ID, noSquash.ID)] != "negation" {
		t.Fatalf("pairs: %+v", got)
	}
	if err := s.Supersede(ctx, five.ID, twelve.ID); err != nil {
		t.Fatal(err)
	}
	if err := feedback.MarkFine(data, squash.ID, noSquash.ID); err != nil {
		t.Fatal(err)
	}
	if pairs, _ := feedback.Contradictions(ctx, s, data); len(pairs) != 0 {
		t.Fatalf("after resolving: %+v", pairs)
	}
	old, _ := s.Get(ctx, five.ID)
	if old.SupersededBy != twelve.ID || old.Text != five.Text {
		t.Errorf("resolution: %+v", old)
	}
}

func TestPurgeDropsDraftsWordedFromIt(t *testing.T) {
	s, data, dir := setup(t)
	ctx := context.Background()
	for i, id := range []string{"s1", "s1", "s2"} {
		captureAll(t, s, data, session(t, dir, id+string(rune('x'+i)), turn{"assistant", "I'll run npm test."}, turn{"user", "No, run tests with pnpm test."}))
	}
	drafts, _ := feedback.Find(ctx, s, data, time.Now(), nil)
	if len(drafts) != 1 {
		t.Fatalf("control: %d drafts", len(drafts))
	}
	if n, err := feedback.ForgetEvidence(data, []string{drafts[0].Evidence[1].ID}); err != nil || n != 1 {
		t.Fatalf("ForgetEvidence = %d, %v", n, err)
	}
	b, _ := os.ReadFile(filepath.Join(data, feedback.PendingFile))
	if strings.Contains(string(b), "pnpm") {
		t.Errorf("pending_rules.md still holds the purged wording:\n%s", b)
	}
}

// Check: Find counts every occurrence of a correction, not the memories: one
// memory said in three sessions is drafted, with three pieces of evidence.
// Control: the same three occurrences in one session draft nothing (a rule
// needs two sessions).
func TestFindCountsOccurrences(t *testing.T) {
	for _, tt := range []struct {
		name      string
		sessions  []string // of the two restatements; the memory itself is said in s1
		wantDraft bool
	}{
		{"three sessions", []string{"s2", "s3"}, true},
		{"control: one session", []string{"s1", "s1"}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, data, _ := setup(t)
			ctx := context.Background()
			m, err := s.Add(ctx, store.NewMemory{Text: "No, run tests with pnpm test.", Kind: "feedback", Origin: store.OriginCapture,
				Speaker: store.SpeakerUser, SessionID: "s1", LineUUID: "u0"})
			if err != nil {
				t.Fatal(err)
			}
			for i, session := range tt.sessions {
				if _, err := s.Restate(ctx, m.Memory.ID, store.Restatement{SessionID: session, LineUUID: "u" + string(rune('1'+i)), Origin: store.OriginCapture}); err != nil {
					t.Fatal(err)
				}
			}
			drafts, err := feedback.Find(ctx, s, data, time.Now(), nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := len(drafts) == 1 && len(drafts[0].Evidence) == 3; got != tt.wantDraft || (!tt.wantDraft && len(drafts) != 0) {
				t.Errorf("drafts %+v, want a draft with three pieces of evidence: %v", drafts, tt.wantDraft)
			}
		})
	}
}

// TestContradictionsWithoutASharedWord: two wordings of one choice that share
// no word are still judged against each other, through the job of the tools
// they name; the same pair in two projects is not, nor are two tools of
// different jobs.
func TestContradictionsWithoutASharedWord(t *testing.T) {
	ctx := context.Background()
	for _, tt := range []struct {
		a, b, projectB string
		want           int
	}{
		{"Outgoing mail is sent through Postmark.", "We use Mailgun.", "shop", 1},
		{"Outgoing mail is sent through Postmark.", "We use Mailgun.", "blog", 0},
		{"Outgoing mail is sent through Postmark.", "We use Kafka.", "shop", 0},
	} {
		s, dir := teststore.Open(t)
		teststore.Jot(t, s, tt.a, decay.KindFact, "shop")
		teststore.Jot(t, s, tt.b, decay.KindFact, tt.projectB)
		pairs, err := feedback.Contradictions(ctx, s, dir)
		if err != nil {
			t.Fatal(err)
		}
		if len(pairs) != tt.want {
			t.Errorf("%q / %q in %s: %d pairs, want %d", tt.a, tt.b, tt.projectB, len(pairs), tt.want)
		}
	}
}
