package regression

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/install"
	"github.com/hippo-mem/hippo/internal/rofs"
	"github.com/hippo-mem/hippo/store"
)

const roNote = "hippo: read-only store: recall does not reinforce"

// storeCheck is doctor's store check.
func storeCheck(t *testing.T, h *home) install.Check {
	t.Helper()
	r := h.run(t, "", hippoBin, "doctor", "--json")
	var checks []install.Check
	if err := json.Unmarshal([]byte(r.stdout), &checks); err != nil {
		t.Fatalf("doctor --json: %v\n%s\n%s", err, r.stdout, r.stderr)
	}
	for _, c := range checks {
		if c.Name == "store" {
			return c
		}
	}
	t.Fatalf("doctor has no store check: %s", r.stdout)
	return install.Check{}
}

// Check (the reproduction: a data dir or hippo.db made read-only, as chmod -w
// or a read-only volume does; as root, a read-only bind mount): recall, list
// and stats answer, recall says once that it does not reinforce, the prompt
// hook injects the memory; jot, confirm and purge fail with exit 1 and the
// hint "the data dir is read-only"; doctor warns that the store is read-only
// and does not advise --salvage; hippo.db and activity.log are unchanged (and
// with the dir read-only, every file). The control is the same home before
// it is made read-only: no note, doctor ok, jot works.
func TestReadOnlyDataDir(t *testing.T) {
	for _, tt := range []struct {
		name   string
		makeRO func(t *testing.T, h *home)
		whole  bool // nothing in the dir may change, not only the store
	}{
		{"data dir", func(t *testing.T, h *home) { rofs.Dir(t, h.data) }, true},
		{"hippo.db", func(t *testing.T, h *home) { rofs.File(t, filepath.Join(h.data, store.DBFile)) }, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			h := newHome(t)
			id := strings.TrimSpace(h.hippo(t, "jot", "the billing service retries failed webhooks three times").stdout)
			readsWork(t, h, id, false)
			if c := storeCheck(t, h); c.Status != install.StatusOK {
				t.Fatalf("control: doctor's store check on a writable store: %+v", c)
			}
			h.hippo(t, "jot", "control: a writable store takes a jot")

			tt.makeRO(t, h)
			var names []string
			if !tt.whole {
				names = []string{store.DBFile, activity.FileName}
			}
			before := rofs.Sums(t, h.data, names...)
			readsWork(t, h, id, true)
			for _, args := range [][]string{{"jot", "a new fact"}, {"confirm", id}, {"purge", id, "--yes"}} {
				r := h.run(t, "", hippoBin, args...)
				if r.code != 1 || !strings.Contains(r.stderr, "hippo: hint: the data dir is read-only: make "+h.data) {
					t.Errorf("hippo %v on a read-only store: exit %d, stderr %q; want exit 1 and the read-only hint", args, r.code, r.stderr)
				}
			}
			c := storeCheck(t, h)
			if c.Status != install.StatusWarn || !strings.Contains(c.Detail, "read-only") || strings.Contains(c.Fix, "salvage") {
				t.Errorf("doctor's store check on a read-only store: %+v; want a read-only warning, no salvage", c)
			}
			if after := rofs.Sums(t, h.data, names...); after != before {
				t.Errorf("a read-only data dir changed:\nbefore %s\nafter  %s", before, after)
			}
		})
	}
}

// readsWork runs recall, list, stats and the prompt hook, and checks that
// each answers with the memory, and that recall notes a read-only store once
// exactly when it is one.
func readsWork(t *testing.T, h *home, id string, readOnly bool) {
	t.Helper()
	r := h.hippo(t, "recall", "how often does billing retry failed webhooks?")
	if !strings.Contains(r.stdout, id) {
		t.Errorf("recall (read-only %v): stdout %q", readOnly, r.stdout)
	}
	if n := strings.Count(r.stderr, roNote); n != map[bool]int{false: 0, true: 1}[readOnly] {
		t.Errorf("recall (read-only %v) said %q %d times: %q", readOnly, roNote, n, r.stderr)
	}
	if r := h.hippo(t, "list"); !strings.Contains(r.stdout, id) {
		t.Errorf("list (read-only %v): %q", readOnly, r.stdout)
	}
	if r := h.hippo(t, "stats"); !strings.Contains(r.stdout, "memories:") {
		t.Errorf("stats (read-only %v): %q", readOnly, r.stdout)
	}
	r = h.run(t, promptPayload(h.project, "how often does billing retry failed webhooks?"), hippoBin, "hook", "prompt")
	if r.code != 0 || !strings.Contains(r.stdout, id) {
		t.Errorf("prompt hook (read-only %v): exit %d, stdout %q, stderr %q", readOnly, r.code, r.stdout, r.stderr)
	}
}

// Check: the prompt hook fails open on a read-only data dir it cannot answer
// from (it holds no store): exit 0, nothing on stdout. The control is the
// same read-only dir holding a store, which answers.
func TestReadOnlyDataDirHookFailsOpen(t *testing.T) {
	payload := func(h *home) string { return promptPayload(h.project, "how often does billing retry failed webhooks?") }
	empty := newHome(t)
	if err := os.MkdirAll(empty.data, 0o700); err != nil {
		t.Fatal(err)
	}
	rofs.Dir(t, empty.data)
	if r := empty.run(t, payload(empty), hippoBin, "hook", "prompt"); r.code != 0 || r.stdout != "" {
		t.Errorf("hook on a read-only dir with no store: exit %d, stdout %q; want exit 0 and nothing", r.code, r.stdout)
	}
	full := newHome(t)
	full.hippo(t, "jot", "the billing service retries failed webhooks three times")
	rofs.Dir(t, full.data)
	if r := full.run(t, payload(full), hippoBin, "hook", "prompt"); r.code != 0 || !strings.Contains(r.stdout, "billing service") {
		t.Errorf("control: hook on a read-only store: exit %d, stdout %q", r.code, r.stdout)
	}
}
