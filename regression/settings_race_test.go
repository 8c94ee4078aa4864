package regression

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// Check: a user saving settings.json while install and uninstall run (an
// editor saving every few milliseconds, 30 runs) never loses an edit: after
// each run the file holds the user's latest save, with hippo's hooks on top
// when install wrote after it. A run may fail with a clear error when the
// file keeps changing under it; it never writes over a newer save.
func TestSettingsEditedDuringInstall(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: 30 installs against an editor saving every few milliseconds")
	}
	h := newHome(t)
	settings := filepath.Join(h.dir, ".claude", "settings.json")
	if err := os.MkdirAll(filepath.Dir(settings), 0o700); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	last := 0
	save := func(n int) {
		b := fmt.Sprintf(`{"model": "opus", "saved": %d}`, n)
		tmp := settings + ".editor"
		if err := os.WriteFile(tmp, []byte(b), 0o600); err == nil {
			_ = os.Rename(tmp, settings) // editors save by rename too
		}
	}
	save(0)
	stop := make(chan struct{})
	paused := make(chan chan struct{})
	go func() {
		r := rand.New(rand.NewPCG(3, 4))
		for n := 1; ; n++ {
			select {
			case <-stop:
				return
			case resume := <-paused:
				<-resume
			case <-time.After(time.Duration(2+r.IntN(8)) * time.Millisecond):
				mu.Lock()
				save(n)
				last = n
				mu.Unlock()
			}
		}
	}()
	defer close(stop)
	conflicts := 0
	for run := range 30 {
		args := []string{"install", "--no-model"}
		if run%2 == 1 {
			args = []string{"uninstall"}
		}
		res := h.run(t, "", hippoBin, args...)
		resume := make(chan struct{})
		paused <- resume // the editor stops between saves
		b, err := os.ReadFile(settings)
		var v struct {
			Saved int            `json:"saved"`
			Hooks map[string]any `json:"hooks"`
		}
		if err != nil || json.Unmarshal(b, &v) != nil {
			t.Fatalf("run %d: settings.json unreadable: %q %v", run, b, err)
		}
		mu.Lock()
		want := last
		mu.Unlock()
		if v.Saved != want {
			t.Fatalf("run %d (%v, exit %d): the file holds save %d but the user's latest is %d: an edit was lost", run, args, res.code, v.Saved, want)
		}
		if res.code != 0 {
			conflicts++
			t.Logf("run %d: %s", run, firstLine(res.stderr))
		}
		close(resume)
	}
	t.Logf("30 runs, %d gave up on a file that kept changing", conflicts)
}
