package hooks

import (
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/internal/rofs"
	"github.com/hippo-mem/hippo/internal/testmodel"
)

// Check: on a read-only store the prompt hook still answers, in-process and
// lexically, and neither hook starts a process that could only fail there:
// no warm server (it takes a lock file in the data dir) and no maintain
// worker (all its work writes). The control is the same writable store, with
// a model installed: the prompt hook starts a server after its miss, and
// session start starts the worker and the server.
func TestReadOnlyStoreStartsNothing(t *testing.T) {
	for _, ro := range []bool{false, true} {
		env := testEnv(t)
		model := t.TempDir() // present is enough: a hook never loads the model
		if _, err := testmodel.WritePlaceholder(model, "{}"); err != nil {
			t.Fatal(err)
		}
		t.Setenv("HIPPO_MODEL_DIR", model)
		t.Setenv("XDG_RUNTIME_DIR", t.TempDir()) // no warm server of the developer's answers
		m := jot(t, env.DataDir, "always run tests with pnpm test, never npm test", "")
		if ro {
			rofs.Dir(t, env.DataDir)
		}
		var spawned []string
		env.Spawn = func(args ...string) error { spawned = append(spawned, args[0]); return nil }
		out, errs := runEvent(env, nil, EventPrompt, payload("how should I run the tests with pnpm?"))
		if !strings.Contains(out, m.ID) {
			t.Fatalf("read-only %v: prompt hook output %q (errors %v)", ro, out, errs)
		}
		runEvent(env, nil, EventSessionStart, `{"session_id":"abc","transcript_path":"/t","cwd":"/tmp","source":"startup"}`)
		want := "serve maintain serve"
		if ro {
			want = ""
		}
		if got := strings.Join(spawned, " "); got != want {
			t.Errorf("read-only %v: spawned %q, want %q", ro, got, want)
		}
	}
}
