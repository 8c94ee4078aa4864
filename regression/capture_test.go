package regression

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/internal/mockapi"
	"github.com/hippo-mem/hippo/selftest"
	"github.com/hippo-mem/hippo/store"
)

func claudeEnv(api *mockapi.Server) []string {
	return []string{"ANTHROPIC_BASE_URL=" + api.URL, "ANTHROPIC_API_KEY=sk-ant-test-not-a-real-key",
		"DISABLE_TELEMETRY=1", "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1", "DISABLE_AUTOUPDATER=1"}
}

func listMemories(t *testing.T, h *home) []store.Memory {
	t.Helper()
	s, err := store.Open(context.Background(), h.data, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	mems, err := s.List(context.Background(), store.ListOptions{IncludeArchived: true, IncludeSuperseded: true})
	if err != nil {
		t.Fatal(err)
	}
	return mems
}

func transcripts(h *home) []string {
	found, _ := filepath.Glob(filepath.Join(h.dir, ".claude", "projects", "*", "*.jsonl"))
	return found
}

// Check: after a real session, capture stores the user's statement and does
// not learn back the memory hippo injected into the same turn, although the
// transcript holds it (the positive control).
func TestRealSessionCaptureSkipsInjectedContext(t *testing.T) {
	claude := claudeBinary(t)
	h := newHome(t)
	h.hippo(t, "install", "--no-model")
	injected := "the staging cache runs on port 6380"
	h.hippo(t, "jot", injected)
	api, err := mockapi.Start("Noted.")
	if err != nil {
		t.Fatal(err)
	}
	defer api.Close()
	// A convention the user states; "Always run ..." would be a standing
	// correction (feedback), as the blind writers label a command with
	// "always" typed to the assistant.
	statement := "We run the staging cache tests with pnpm test."
	runClaude(t, h, claude, api, statement+" Which port does the staging cache run on?")
	if !strings.Contains(strings.Join(api.MessageBodies(), "\n"), injected) {
		t.Fatal("precondition: the memory was not injected into the session")
	}
	ts := transcripts(h)
	if len(ts) != 1 {
		t.Fatalf("transcripts: %v", ts)
	}
	if b, _ := os.ReadFile(ts[0]); !strings.Contains(string(b), injected) {
		t.Fatal("positive control: the transcript does not hold the injected memory, so the check proves nothing")
	}
	waitFor(t, 30*time.Second, "the session-end worker to capture the session", func() bool {
		for _, m := range listMemories(t, h) {
			if m.Origin == store.OriginCapture {
				return true
			}
		}
		return false
	})
	var captured []string
	copies := 0
	for _, m := range listMemories(t, h) {
		if strings.Contains(m.Text, "6380") {
			copies++
		}
		if m.Origin == store.OriginCapture {
			captured = append(captured, string(m.Kind)+": "+m.Text)
		}
	}
	if copies != 1 {
		t.Errorf("the injected memory now exists %d times; capture learned it back", copies)
	}
	if strings.Join(captured, "\n") != "convention: "+statement {
		t.Errorf("captured %q, want only the user's convention", captured)
	}
}

// Check: a session killed with SIGKILL (no SessionEnd) is captured by the
// backstop when the next session starts.
func TestKilledSessionCapturedByNextStart(t *testing.T) {
	claude := claudeBinary(t)
	h := newHome(t)
	h.hippo(t, "install", "--no-model")
	api, err := mockapi.Start("Noted.")
	if err != nil {
		t.Fatal(err)
	}
	defer api.Close()
	api.Hang(true)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, claude, "-p", "We decided to move the auth service to Go.")
	cmd.Dir = h.project
	cmd.Env = h.env(claudeEnv(api)...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 60*time.Second, "the killed session's prompt in its transcript", func() bool {
		for _, p := range transcripts(h) {
			if b, _ := os.ReadFile(p); strings.Contains(string(b), "move the auth service to Go") {
				return true
			}
		}
		return false
	})
	_ = cmd.Process.Signal(syscall.SIGKILL)
	_ = cmd.Wait()
	killed := transcripts(h)[0]
	if r := h.hippo(t, "capture", "--status"); strings.Contains(r.stdout, filepath.Base(killed)) {
		t.Fatalf("the killed session was captured before any start: %s", r.stdout)
	}
	// Time passes: the backstop leaves transcripts written in the last minute alone.
	old := time.Now().Add(-2 * time.Minute)
	if err := os.Chtimes(killed, old, old); err != nil {
		t.Fatal(err)
	}
	api.Hang(false)
	runClaude(t, h, claude, api, "what is a good recipe for tomato soup?")
	waitFor(t, 30*time.Second, "the next start's backstop to capture the killed session", func() bool {
		for _, m := range listMemories(t, h) {
			if m.Text == "We decided to move the auth service to Go." && m.Kind == "decision" && m.SessionID == strings.TrimSuffix(filepath.Base(killed), ".jsonl") {
				return true
			}
		}
		return false
	})
}

// Check: the opt-in LLM extractor runs the real "claude -p" fenced in: the
// text it sends has the secret redacted, hippo's hooks do nothing in the child,
// the child writes no transcript, and only items citing a real user line are
// stored, through the gate.
func TestLLMExtractor(t *testing.T) {
	claude := claudeBinary(t)
	h := newHome(t)
	h.hippo(t, "install", "--no-model")
	api, err := mockapi.Start("Noted.")
	if err != nil {
		t.Fatal(err)
	}
	defer api.Close()
	secret := "ghp_" + strings.Repeat("Zq7w", 9)
	runClaude(t, h, claude, api, "We always run the tests with pnpm test. My github token is "+secret+" by the way.")
	ts := transcripts(h)
	if len(ts) != 1 {
		t.Fatalf("transcripts %v", ts)
	}
	var userUUID string
	b, _ := os.ReadFile(ts[0])
	for _, line := range strings.Split(string(b), "\n") {
		if strings.Contains(line, `"type":"user"`) && strings.Contains(line, "pnpm test") {
			var l struct{ UUID string }
			_ = json.Unmarshal([]byte(line), &l)
			userUUID = l.UUID
		}
	}
	if userUUID == "" {
		t.Fatal("no user line in the transcript")
	}
	// Let the session-end worker finish, then note what the hooks logged.
	waitFor(t, 30*time.Second, "session-end capture", func() bool {
		r := h.hippo(t, "capture", "--status", "--json")
		return strings.Contains(r.stdout, `"status": "done"`)
	})
	hooksBefore, _ := os.ReadFile(filepath.Join(h.data, "hooks.log"))
	before := len(api.MessageBodies())
	api.SetReply(`Here you go: [{"line":"` + userUUID + `","text":"Tests are run with pnpm test","kind":"convention","speaker":"user"},` +
		`{"line":"not-a-real-line","text":"The moon is made of cheese","kind":"fact","speaker":"user"}]`)

	// A fresh data dir for the LLM run, so the session-end capture above does not interfere.
	llmData := filepath.Join(filepath.Dir(h.data), "llm-data")
	r := h.runEnv(t, append(claudeEnv(api), "HIPPO_HOME="+llmData, "PATH="+filepath.Dir(claude)+":"+os.Getenv("PATH")), "", hippoBin, "capture", "--llm", ts[0])
	if r.code != 0 {
		t.Fatalf("capture --llm: exit %d\n%s\n%s", r.code, r.stdout, r.stderr)
	}
	sent := strings.Join(api.MessageBodies()[before:], "\n")
	if sent == "" {
		t.Fatal("the extractor sent nothing to the model")
	}
	if strings.Contains(sent, secret) || !strings.Contains(sent, "[REDACTED:github-token]") || !strings.Contains(sent, "pnpm test") {
		t.Errorf("the model was sent the secret, or not the conversation:\n%.1500s", sent)
	}
	if after, _ := os.ReadFile(filepath.Join(h.data, "hooks.log")); string(after) != string(hooksBefore) {
		t.Errorf("hippo's hooks ran inside the extractor's claude -p")
	}
	if n := len(transcripts(h)); n != 1 {
		t.Errorf("the extractor's claude -p wrote a transcript (%d now)", n)
	}
	s, err := store.Open(context.Background(), llmData, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	mems, _ := s.List(context.Background(), store.ListOptions{})
	var got []string
	for _, m := range mems {
		got = append(got, string(m.Kind)+": "+m.Text+" ("+string(m.Speaker)+", "+m.LineUUID+")")
	}
	want := "convention: Tests are run with pnpm test (user, llm:" + userUUID + ")"
	if strings.Join(got, "\n") != want {
		t.Errorf("stored %q, want %q", got, want)
	}
}

// Check: none of the secret formats of the selftest corpus reaches the
// optional extractor's request to the model: the conversation is redacted
// before "claude -p" sees it. The control is that the request holds the words
// around each secret.
func TestExtractorRequestHasNoSecrets(t *testing.T) {
	claude := claudeBinary(t)
	h := newHome(t)
	api, err := mockapi.Start("[]")
	if err != nil {
		t.Fatal(err)
	}
	defer api.Close()
	var b strings.Builder
	samples := selftest.SecretSamples()
	for i, s := range samples {
		line, err := json.Marshal(map[string]any{"type": "user", "uuid": fmt.Sprintf("u%d", i), "sessionId": "secrets", "cwd": h.project,
			"message": map[string]any{"role": "user", "content": fmt.Sprintf("Marker%d: the staging login uses %s for now.", i, s.Secret)}})
		if err != nil {
			t.Fatal(err)
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	path := filepath.Join(h.dir, "secrets.jsonl")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	r := h.runEnv(t, append(claudeEnv(api), "PATH="+filepath.Dir(claude)+":"+os.Getenv("PATH")), "", hippoBin, "capture", "--llm", path)
	if r.code != 0 {
		t.Fatalf("capture --llm: exit %d\n%s", r.code, r.stderr)
	}
	sent := strings.Join(api.MessageBodies(), "\n")
	for i, s := range samples {
		if !strings.Contains(sent, fmt.Sprintf("Marker%d", i)) {
			t.Fatalf("control: the request lacks the line of %s", s.Name)
		}
		// The request is JSON: compare against the probe as JSON spells it
		// (without Go's HTML escaping, which Claude Code does not do).
		var enc strings.Builder
		e := json.NewEncoder(&enc)
		e.SetEscapeHTML(false)
		_ = e.Encode(s.Probe)
		if strings.Contains(sent, strings.Trim(strings.TrimSpace(enc.String()), `"`)) {
			t.Errorf("the extractor's request holds a %s", s.Name)
		}
	}
}
