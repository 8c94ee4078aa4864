package regression

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/hooks"
	"github.com/hippo-mem/hippo/internal/mockapi"
)

// runClaude runs one real "claude -p" session in the project dir against the
// mock API, with hippo installed in this home.
func runClaude(t *testing.T, h *home, claude string, api *mockapi.Server, prompt string) result {
	t.Helper()
	r := h.runEnv(t, []string{
		"ANTHROPIC_BASE_URL=" + api.URL,
		"ANTHROPIC_API_KEY=sk-ant-test-not-a-real-key",
		"DISABLE_TELEMETRY=1",
		"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1",
		"DISABLE_AUTOUPDATER=1",
	}, "", claude, "-p", prompt)
	if r.code != 0 {
		t.Fatalf("claude -p: exit %d\nstdout: %s\nstderr: %s", r.code, r.stdout, r.stderr)
	}
	return r
}

// Check: with hippo installed, a real Claude Code session sends the model a
// jotted memory for a related prompt, and no hippo block for an unrelated one;
// SessionStart and SessionEnd run, and the session is queued for capture.
func TestClaudeCodeEndToEnd(t *testing.T) {
	claude := claudeBinary(t)
	h := newHome(t)
	h.hippo(t, "install", "--no-model")
	settings, err := os.ReadFile(filepath.Join(h.dir, ".claude", "settings.json"))
	if err != nil || !strings.Contains(string(settings), "hook prompt") {
		t.Fatalf("install did not register hooks in the temp HOME: %s %v", settings, err)
	}
	const memory = "always run tests with pnpm test, never npm test"
	h.hippo(t, "jot", memory)

	api, err := mockapi.Start("Use pnpm test.")
	if err != nil {
		t.Fatal(err)
	}
	defer api.Close()

	runClaude(t, h, claude, api, "how should I run the tests with pnpm?")
	bodies := api.MessageBodies()
	if len(bodies) == 0 {
		t.Fatal("the mock API received no request")
	}
	related := strings.Join(bodies, "\n")
	if !strings.Contains(related, memory) || !strings.Contains(related, "hippo-memories") {
		t.Fatalf("the model's request does not hold the memory:\n%.2000s", related)
	}

	before := len(bodies)
	runClaude(t, h, claude, api, "what is a good recipe for tomato soup?")
	unrelated := strings.Join(api.MessageBodies()[before:], "\n")
	if unrelated == "" {
		t.Fatal("the mock API received no request for the unrelated prompt")
	}
	if strings.Contains(unrelated, "hippo-memories") || strings.Contains(unrelated, memory) {
		t.Fatalf("an unrelated prompt's request holds a hippo block:\n%.2000s", unrelated)
	}

	runs := timingRuns(t, h.data)
	for _, ev := range []string{hooks.EventSessionStart, hooks.EventPrompt, hooks.EventSessionEnd} {
		if runs[ev] != 2 {
			t.Errorf("hook %s ran %d times in two sessions, want 2 (all runs: %v)", ev, runs[ev], runs)
		}
	}
	if errs, _ := hooklog.RecentErrors(h.data, time.Time{}); len(errs) != 0 {
		t.Errorf("hook errors: %v", errs)
	}
	waitFor(t, 30*time.Second, "both sessions captured from their real transcripts", func() bool {
		states, err := capture.ListStates(h.data)
		if err != nil || len(states) != 2 {
			return false
		}
		for _, st := range states {
			if _, err := os.Stat(st.TranscriptPath); err != nil || st.Status != capture.StatusDone {
				return false
			}
		}
		pending, _ := capture.ListPending(h.data)
		return len(pending) == 0
	})
}

func timingRuns(t *testing.T, dataDir string) map[string]int {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dataDir, hooklog.TimingLogFile))
	if err != nil {
		t.Fatalf("no timing log: %v", err)
	}
	runs := map[string]int{}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var tm hooklog.Timing
		if json.Unmarshal([]byte(line), &tm) == nil {
			runs[tm.Event]++
		}
	}
	return runs
}

func waitFor(t *testing.T, d time.Duration, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		if ok() {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("timed out waiting for %s", what)
}
