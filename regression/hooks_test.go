package regression

import (
	"bufio"
	"database/sql"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/hooks"
	"github.com/hippo-mem/hippo/internal/testmodel"
	"github.com/hippo-mem/hippo/store"
)

func promptPayload(cwd, prompt string) string {
	return fmt.Sprintf(`{"session_id":"s1","transcript_path":"/tmp/x.jsonl","cwd":%q,"hook_event_name":"UserPromptSubmit","prompt":%q}`, cwd, prompt)
}

// Check: the prompt hook answers without ever opening the model file, while a
// command that recalls by meaning does open it (the positive control).
func TestPromptHookNeverOpensModel(t *testing.T) {
	h := newHome(t)
	f, err := testmodel.Write(filepath.Join(h.cache, "model"))
	if err != nil {
		t.Fatal(err)
	}
	withModel := []string{"HIPPO_MODEL_DIR=" + f.Dir}
	// Without the warm server: the server is another process, which does load
	// the model (TestPromptHookUsesWarmServer); this proves the hook never does.
	if err := os.MkdirAll(h.data, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(h.data, "config.json"), []byte(`{"no_server": true}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if r := h.runEnv(t, withModel, "", hippoBin, "jot", "always run tests with pnpm test, never npm test"); r.code != 0 {
		t.Fatal(r.stderr)
	}
	var hook result
	n := opens(t, f.Model, func() {
		hook = h.runEnv(t, withModel, promptPayload(h.project, "how do I run tests with pnpm?"), hippoBin, "hook", "prompt")
	})
	if hook.code != 0 || !strings.Contains(hook.stdout, "pnpm test") {
		t.Fatalf("hook did not answer: exit %d, %q, %q", hook.code, hook.stdout, hook.stderr)
	}
	if n != 0 {
		t.Fatalf("prompt hook opened %s %d times", embedder.ModelFile, n)
	}
	n = opens(t, f.Model, func() {
		if r := h.runEnv(t, withModel, "", hippoBin, "recall", "pnpm tests"); r.code != 0 {
			t.Fatal(r.stderr)
		}
	})
	if n == 0 {
		t.Fatal("positive control: recall by meaning did not open the model, so the watch proves nothing")
	}
}

// lockHelper runs in a child process: it holds an exclusive lock on the store
// until its stdin closes.
func lockHelper(dbPath string) {
	db, err := sql.Open("sqlite", "file:"+dbPath+"?_pragma=locking_mode(EXCLUSIVE)")
	if err == nil {
		db.SetMaxOpenConns(1)
		_, err = db.Exec(`CREATE TABLE IF NOT EXISTS lock_probe(x); INSERT INTO lock_probe VALUES (1)`)
	}
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	fmt.Println("locked")
	_, _ = bufio.NewReader(os.Stdin).ReadString('\n')
	_ = db.Close()
	os.Exit(0)
}

// Check: against a store locked by another process the prompt hook exits 0,
// prints nothing, logs one error line and returns well before Claude Code's
// timeout; once the lock is gone the same prompt answers.
func TestPromptHookLockedStoreFailsOpenThenAnswers(t *testing.T) {
	h := newHome(t)
	h.hippo(t, "jot", "always run tests with pnpm test, never npm test")
	helper := exec.Command(os.Args[0])
	helper.Env = append(os.Environ(), "HIPPO_REGRESSION_LOCK="+filepath.Join(h.data, store.DBFile))
	stdin, err := helper.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := helper.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := helper.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(stdout).ReadString('\n')
	if strings.TrimSpace(line) != "locked" {
		t.Fatalf("lock helper: %q", line)
	}
	payload := promptPayload(h.project, "how do I run tests with pnpm?")
	start := time.Now()
	r := h.run(t, payload, hippoBin, "hook", "prompt")
	elapsed := time.Since(start)
	stdin.Close()
	_ = helper.Wait()
	if r.code != 0 || r.stdout != "" {
		t.Fatalf("locked store: exit %d, stdout %q", r.code, r.stdout)
	}
	if elapsed > hooks.PromptDeadline+2*time.Second {
		t.Errorf("hook took %v against a locked store; its deadline is %v", elapsed, hooks.PromptDeadline)
	}
	errs, _ := hooklog.RecentErrors(h.data, time.Time{})
	if len(errs) != 1 || !strings.Contains(errs[0], "locked") {
		t.Fatalf("error log %q, want one line about the lock", errs)
	}
	r = h.run(t, payload, hippoBin, "hook", "prompt")
	if r.code != 0 || !strings.Contains(r.stdout, "pnpm test") {
		t.Fatalf("unlocked store did not answer: exit %d, %q", r.code, r.stdout)
	}
}
