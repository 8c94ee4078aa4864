package capture

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
)

func userLine(uuid, text string) string {
	b, _ := json.Marshal(map[string]any{"type": "user", "uuid": uuid, "sessionId": "sess-1", "cwd": "/tmp/app",
		"timestamp": "2026-11-30T10:00:00Z", "message": map[string]any{"role": "user", "content": text}})
	return string(b)
}

func assistantLine(uuid, msgID string, blocks ...map[string]any) string {
	b, _ := json.Marshal(map[string]any{"type": "assistant", "uuid": uuid, "sessionId": "sess-1",
		"message": map[string]any{"id": msgID, "role": "assistant", "content": blocks}})
	return string(b)
}

func text(s string) map[string]any { return map[string]any{"type": "text", "text": s} }

// A transcript with every kind of line capture must read or skip.
func writtenTranscript() []string {
	return []string{
		`{"type":"queue-operation","operation":"enqueue"}`,
		userLine("u1", "We always use pnpm test to run the test suite."),
		`{"type":"attachment","uuid":"a1","attachment":{"type":"hook_success","hookName":"UserPromptSubmit","content":"<hippo-memories>\n- [confident] X\n  we use Redis for caching everywhere\n</hippo-memories>"}}`,
		`{"type":"api-request-blob","uuid":"r1","body":"we use Redis for caching everywhere"}`,
		assistantLine("x1", "msg_1", map[string]any{"type": "thinking", "thinking": "We always use npm in secret thoughts."}),
		assistantLine("x2", "msg_1", map[string]any{"type": "tool_use", "id": "t1", "name": "Bash", "input": map[string]any{"command": "ls"}}),
		`{"type":"user","uuid":"tr1","toolUseResult":{"stdout":"We never deploy on fridays."},"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":"We never deploy on fridays."}]}}`,
		assistantLine("x3", "msg_1", text("I'll use npm install to add it.")),
		userLine("u2", "No, use pnpm add for dependencies. <system-reminder>We use Redis for caching everywhere.</system-reminder>"),
		`{"type":"user","uuid":"m1","isMeta":true,"message":{"role":"user","content":"We use meta lines for skills."}}`,
		`{"type":"user","uuid":"c1","isCompactSummary":true,"message":{"role":"user","content":"We decided summaries are not input."}}`,
		`{"type":"user","uuid":"sc1","isSidechain":true,"message":{"role":"user","content":"We use subagents for chores."}}`,
		userLine("u3", "<command-name>/clear</command-name>"),
		`{"type":"some-future-type","uuid":"f1","message":{"role":"user","content":"We use future lines."}}`,
		`{"type":"user","uuid":"u4","timestamp":"2026-11-30T10:05:00Z","message":{"role":"user","content":[{"type":"text","text":"The frontend is built with vite 5."},{"type":"image","source":{}}]}}`,
		`not json at all`,
		userLine("u5", "Let's go with Kafka for the event bus. <private>our acquisition target is Acme</private>"),
	}
}

func writeTranscript(t *testing.T, dir string, lines []string, torn string) string {
	t.Helper()
	path := filepath.Join(dir, "sess-1.jsonl")
	content := strings.Join(lines, "\n") + "\n" + torn
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReadTranscript(t *testing.T) {
	path := writeTranscript(t, t.TempDir(), writtenTranscript(), `{"type":"user","message":{"role":"user","content":"We use torn li`)
	turns, end, err := Read(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, tr := range turns {
		got = append(got, tr.Role+": "+tr.Text)
	}
	want := []string{
		"user: We always use pnpm test to run the test suite.",
		"assistant: I'll use npm install to add it.",
		"user: No, use pnpm add for dependencies.",
		"user: The frontend is built with vite 5.",
		"user: Let's go with Kafka for the event bus. <private>our acquisition target is Acme</private>",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("turns:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	st, _ := os.Stat(path)
	if end >= st.Size() {
		t.Errorf("the torn last line was consumed (end %d, size %d)", end, st.Size())
	}
}

func memTexts(t *testing.T, s *store.Store) []string {
	t.Helper()
	mems, err := s.List(context.Background(), store.ListOptions{IncludeArchived: true, IncludeSuperseded: true})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range mems {
		out = append(out, string(m.Kind)+": "+m.Text)
	}
	return out
}

func TestCaptureStoresWhatTheUserSaidOnly(t *testing.T) {
	s, data := teststore.Open(t)
	path := writeTranscript(t, t.TempDir(), writtenTranscript(), "")
	rep, err := Capture(context.Background(), s, data, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(memTexts(t, s), "\n")
	for _, want := range []string{"convention: We always use pnpm test", "feedback: No, use pnpm add for dependencies.", "fact: The frontend is built with vite 5.", "decision: Let's go with Kafka for the event bus."} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
	for _, never := range []string{"Redis", "npm in secret", "fridays", "meta lines", "summaries", "subagents", "future lines", "Acme", "acquisition", "torn"} {
		if strings.Contains(got, never) {
			t.Errorf("captured %q:\n%s", never, got)
		}
	}
	mems, _ := s.List(context.Background(), store.ListOptions{})
	for _, m := range mems {
		if m.SessionID != "sess-1" || m.TranscriptPath != path || m.LineUUID == "" || m.Speaker != store.SpeakerUser || m.Origin != store.OriginCapture || m.SourceTime == "" {
			t.Errorf("provenance: %+v", m)
		}
	}
	if rep.State.Status != StatusDone {
		t.Errorf("status %q", rep.State.Status)
	}
}

// mustCaptureOneLine captures a session of one line stating a convention and
// returns the store, its data dir, the session's lines and the transcript.
func mustCaptureOneLine(t *testing.T) (*store.Store, string, []string, string) {
	t.Helper()
	s, data := teststore.Open(t)
	lines := []string{userLine("u1", "We always use pnpm test to run the test suite.")}
	path := writeTranscript(t, t.TempDir(), lines, "")
	if _, err := Capture(context.Background(), s, data, path, Options{}); err != nil {
		t.Fatal(err)
	}
	return s, data, lines, path
}

func TestCaptureIsResumableAndIdempotent(t *testing.T) {
	s, data, lines, path := mustCaptureOneLine(t)
	dir := filepath.Dir(path)
	ctx := context.Background()
	// Twice adds nothing.
	if rep, err := Capture(ctx, s, data, path, Options{}); err != nil || len(rep.Decisions) != 0 {
		t.Fatalf("second run: %d decisions, %v", len(rep.Decisions), err)
	}
	// A resumed session appends lines: only those are captured.
	lines = append(lines, userLine("u2", "We decided to drop support for Node 18."))
	writeTranscript(t, dir, lines, "")
	rep, err := Capture(ctx, s, data, path, Options{})
	if err != nil || len(rep.Decisions) != 1 || rep.Decisions[0].Kind != "decision" {
		t.Fatalf("resumed: %+v, %v", rep.Decisions, err)
	}
	// A crash after storing but before the checkpoint: the next run redoes the
	// lines and stores nothing twice.
	st, _ := LoadState(data, "sess-1")
	st.Offset, st.ContextOffset = 0, 0
	if err := saveState(data, st); err != nil {
		t.Fatal(err)
	}
	rep, err = Capture(ctx, s, data, path, Options{})
	if err != nil || rep.Counts.Skipped != 2 || rep.Counts.Stored != 0 {
		t.Fatalf("after a lost checkpoint: %+v, %v", rep.Counts, err)
	}
	if n := len(memTexts(t, s)); n != 2 {
		t.Errorf("%d memories, want 2", n)
	}
}

func TestPurgedCaptureDoesNotComeBack(t *testing.T) {
	s, data, lines, path := mustCaptureOneLine(t)
	dir := filepath.Dir(path)
	ctx := context.Background()
	mems, _ := s.List(ctx, store.ListOptions{})
	if len(mems) != 1 {
		t.Fatalf("control: %d memories captured", len(mems))
	}
	if _, err := s.Purge(ctx, []string{mems[0].ID}, store.PurgeOptions{}); err != nil {
		t.Fatal(err)
	}
	// A manual re-run, a resumed session (new line), and the backstop sweep.
	if _, err := Capture(ctx, s, data, path, Options{}); err != nil {
		t.Fatal(err)
	}
	lines = append(lines, userLine("u2", "The frontend is built with vite 5."))
	writeTranscript(t, dir, lines, "")
	if _, err := Capture(ctx, s, data, path, Options{}); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(memTexts(t, s), "\n")
	if strings.Contains(got, "pnpm") || !strings.Contains(got, "vite 5") {
		t.Fatalf("after purge and re-runs:\n%s", got)
	}
}

func TestDryRunWritesNothing(t *testing.T) {
	s, data := teststore.Open(t)
	path := writeTranscript(t, t.TempDir(), writtenTranscript(), "")
	rep, err := Capture(context.Background(), s, data, path, Options{DryRun: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Decisions) != 4 {
		t.Fatalf("dry run decided %d candidates", len(rep.Decisions))
	}
	for _, d := range rep.Decisions {
		if d.Rule == "" || d.Speaker == "" || d.Line == "" || d.Decision == "" {
			t.Errorf("incomplete decision %+v", d)
		}
	}
	if n := len(memTexts(t, s)); n != 0 {
		t.Errorf("dry run stored %d memories", n)
	}
	if _, err := os.Stat(filepath.Join(stateDir(data), "sess-1.json")); !os.IsNotExist(err) {
		t.Error("dry run wrote capture state")
	}
}

func TestSweep(t *testing.T) {
	_, data := teststore.Open(t)
	claude := t.TempDir()
	proj := filepath.Join(claude, "projects", "-tmp-app")
	if err := os.MkdirAll(proj, 0o700); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	mk := func(name string, age time.Duration) string {
		p := filepath.Join(proj, name+".jsonl")
		line := strings.Replace(userLine("u", "We always use pnpm."), `"sess-1"`, `"`+name+`"`, 1)
		if err := os.WriteFile(p, []byte(line+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, now.Add(-age), now.Add(-age)); err != nil {
			t.Fatal(err)
		}
		return p
	}
	old := mk("old", 2*time.Hour)
	mk("current", time.Hour)
	mk("busy", 10*time.Second)
	captured := mk("captured", 3*time.Hour)
	fi, _ := os.Stat(captured)
	if err := saveState(data, State{SessionID: "captured", TranscriptPath: captured, Offset: fi.Size(), Status: StatusDone}); err != nil {
		t.Fatal(err)
	}
	for i := range 7 {
		mk(fmt.Sprintf("many-%d", i), time.Duration(30+i)*time.Minute)
	}
	got, err := Sweep(data, SweepOptions{ClaudeDir: claude, SkipSession: "current", Quiet: time.Minute, Max: 5, Now: now})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 5 || got[0].Path != old {
		t.Fatalf("sweep: %v", got)
	}
	for _, p := range got {
		for _, never := range []string{"current", "busy", "captured"} {
			if p.SessionID == never {
				t.Errorf("swept %s", never)
			}
		}
	}
}

// No secret in the labeled set may ever reach the store, the logs or the
// capture state, while the rest of each sentence does.
func TestLabeledSecretsNeverStored(t *testing.T) {
	s, data := teststore.Open(t)
	var lines []string
	for i, l := range loadLabeled(t) {
		if l.Expect == "redact" {
			lines = append(lines, userLine(fmt.Sprintf("u%d", i), l.Text))
		}
	}
	path := writeTranscript(t, t.TempDir(), lines, "")
	if _, err := Capture(context.Background(), s, data, path, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	secrets := []string{"Tr0ub4dor&3x", "ghp_abcdEFGH1234ijklMNOP5678qrstUVWX9012", "s3cretPass", "sk-proj-abcdefghijklmnopqrstuvwxyzABCDEF123456",
		"AKIAIOSFODNN7EXAMPLE", "p4ssw0rd-stg-2026", "sk_live_4eC39HqLyjWDarjtT1zdp7dcXYZ", "XXXXXXXXXXXXXXXX"}
	var sawControl bool
	_ = filepath.Walk(data, func(p string, fi os.FileInfo, err error) error {
		if err != nil || fi.IsDir() {
			return err
		}
		b, _ := os.ReadFile(p)
		for _, sec := range secrets {
			if strings.Contains(string(b), sec) {
				t.Errorf("secret %q in %s", sec, p)
			}
		}
		sawControl = sawControl || strings.Contains(string(b), "only in the sandbox account")
		return nil
	})
	if !sawControl {
		t.Error("positive control: the redacted sentences were not stored at all")
	}
}

// FuzzRead: any bytes as a transcript are read without panicking, and the
// offset never moves past the file or backwards.
func FuzzRead(f *testing.F) {
	f.Add(strings.Join(writtenTranscript(), "\n"))
	f.Add(`{"type":"user","message":{"role":"user","content":[{"type":"text","text":"x"}]}}` + "\n" + `{"type":"assis`)
	f.Add("\n\n\x00{}\n")
	f.Fuzz(func(t *testing.T, content string) {
		path := filepath.Join(t.TempDir(), "s.jsonl")
		if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		turns, end, err := Read(path, 0)
		if err != nil {
			t.Fatal(err)
		}
		if end < 0 || end > int64(len(content)) {
			t.Fatalf("offset %d outside a %d-byte file", end, len(content))
		}
		for _, tr := range turns {
			if tr.Text == "" || (tr.Role != "user" && tr.Role != "assistant") {
				t.Fatalf("bad turn %+v", tr)
			}
		}
		if _, again, err := Read(path, end); err != nil || again < end {
			t.Fatalf("re-read from %d went to %d (%v)", end, again, err)
		}
	})
}

// Captures running at once that each contradict the same memory must not fail
// on losing the race to supersede it: the loser decides again. Each capture
// has its own store, as separate processes do.
func TestConcurrentCapturesSupersedeTheSameMemory(t *testing.T) {
	s, dir := teststore.Open(t)
	ctx := context.Background()
	if _, err := s.Add(ctx, store.NewMemory{Text: "We use helm 2 to deploy the api.", Kind: "fact", Origin: store.OriginJot, Speaker: store.SpeakerCLI}); err != nil {
		t.Fatal(err)
	}
	const n = 6
	errs := make(chan error, n)
	for i := range n {
		line := userLine(fmt.Sprintf("u%d", i), fmt.Sprintf("We use helm %d to deploy the api.", i+3))
		line = strings.Replace(line, `"sess-1"`, fmt.Sprintf(`"race-%d"`, i), 1) // a session of its own
		path := writeTranscript(t, t.TempDir(), []string{line}, "")
		go func() {
			own, err := store.Open(ctx, dir, store.Options{})
			if err != nil {
				errs <- err
				return
			}
			defer own.Close()
			_, err = Capture(ctx, own, dir, path, Options{})
			errs <- err
		}()
	}
	for range n {
		if err := <-errs; err != nil {
			t.Fatalf("a concurrent capture failed: %v", err)
		}
	}
	active := 0
	mems, err := s.List(ctx, store.ListOptions{IncludeSuperseded: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range mems {
		if m.SupersededBy == "" {
			active++
		}
	}
	if len(mems) != n+1 || active != 1 {
		t.Fatalf("%d memories, %d active; want %d, one active (each newer one supersedes the current)", len(mems), active, n+1)
	}
}

func TestDecisionOutcome(t *testing.T) {
	stored := store.Memory{ID: "m1"}
	for _, tt := range []struct {
		name string
		d    Decision
		m    store.Memory
		want Outcome
	}{
		{"stored", Decision{Decision: DecisionStore}, stored, OutcomeStored},
		{"superseding is stored", Decision{Decision: DecisionSupersede}, stored, OutcomeStored},
		{"redacted and stored", Decision{Decision: DecisionStore, Redacted: true}, stored, OutcomeRedacted},
		{"redacted and reinforced", Decision{Decision: DecisionReinforce, Redacted: true}, stored, OutcomeRedacted},
		{"reinforced", Decision{Decision: DecisionReinforce}, stored, OutcomeReinforced},
		{"blocked, with a secret", Decision{Decision: DecisionBlock, Redacted: true}, store.Memory{}, OutcomeBlocked},
		{"rejected", Decision{Decision: DecisionReject}, store.Memory{}, OutcomeRejected},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.d.Outcome(tt.m); got != tt.want {
				t.Errorf("%+v.Outcome(%q) = %q, want %q", tt.d, tt.m.ID, got, tt.want)
			}
		})
	}
}

// A key pasted across lines is redacted as a whole before the turn is split
// into sentences: no piece of it survives in any candidate, and the sentence
// that held it is marked redacted. The control is a turn with no secret.
func TestExtractRedactsTheWholeTurn(t *testing.T) {
	body := []string{"b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
		"QyNTUxOQAAACDh3kL7pQ9vR2sX8mN4cT6yU1wZ0aB5eF3gH7jK9lMnOpQAAAJi2Xq8Ntl6",
		"vDQAAAAtzc2gtZWQyNTUxOQAAACDh3kL7pQ9vR2sX8mN4cT6yU1wZ0aB5eF3gH7jK9lMn"}
	key := "-----BEGIN OPENSSH PRIVATE KEY-----\n" + strings.Join(body, "\n") + "\n-----END OPENSSH PRIVATE KEY-----"
	turns := []Turn{{Role: "user", UUID: "u1", Text: "The deploy bot authenticates with this key.\n" + key + "\nWe rotate it every quarter."}}
	var marked int
	for _, c := range Extract(turns, 0) {
		for _, line := range body {
			if strings.Contains(c.Text, line[:24]) {
				t.Fatalf("a piece of the key survived in %q", c.Text)
			}
		}
		if c.redacted {
			marked++
		}
	}
	if marked == 0 {
		t.Fatal("no candidate is marked redacted")
	}
	for _, c := range Extract([]Turn{{Role: "user", UUID: "u2", Text: "We rotate the deploy key every quarter. It lives in Vault."}}, 0) {
		if c.redacted {
			t.Errorf("control: %q marked redacted", c.Text)
		}
	}
}
