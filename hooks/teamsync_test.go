package hooks

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestPromptStartsTeamSync: on a machine linked to a team store, a prompt
// starts a detached "hippo team sync" at most once per poll interval (50 s),
// so a teammate's memory reaches a session with no warm server within about
// a minute; the control, a machine with no team link, never starts one.
func TestPromptStartsTeamSync(t *testing.T) {
	for _, linked := range []bool{true, false} {
		env := testEnv(t)
		now := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
		env.Now = func() time.Time { return now }
		syncs := 0
		env.Spawn = func(args ...string) error {
			if slices.Equal(args, []string{"team", "sync"}) {
				syncs++
			}
			return nil
		}
		if linked {
			if err := os.MkdirAll(filepath.Join(env.DataDir, "team"), 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(env.DataDir, "team", "link.json"), []byte(`{}`), 0o600); err != nil {
				t.Fatal(err)
			}
		}
		for _, step := range []time.Duration{0, 10 * time.Second, 45 * time.Second, 0} {
			now = now.Add(step)
			if _, errs := runEvent(env, nil, EventPrompt, payload("how do we deploy the billing service?")); len(errs) > 0 {
				t.Fatalf("hook errors: %v", errs)
			}
		}
		if want := map[bool]int{true: 2, false: 0}[linked]; syncs != want {
			t.Errorf("linked %v: %d team syncs started over 55 s of prompts, want %d", linked, syncs, want)
		}
	}
}
