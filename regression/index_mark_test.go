package regression

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/install"
	"github.com/hippo-mem/hippo/store"
)

// Check: a store an older hippo marked damaged (store.DamagedFile) for
// damage in its search index alone is locked out (list fails), and doctor
// tells it apart: "doctor" fails the store check with the --repair fix,
// "doctor --repair" rebuilds the index and clears the mark with every memory
// as it was, logs both, and a second --repair writes nothing. The pair: a
// marked store with a page of its memories overwritten keeps salvage's fix,
// and --repair refuses it, naming --salvage, without writing to it.
func TestIndexMarkRepair(t *testing.T) {
	const ask = "which table does the zq7 service write to"
	for _, damage := range []string{"index-blob", "memories-page"} {
		t.Run(damage, func(t *testing.T) {
			h := newHome(t)
			ids := seedStore(t, h, 200)
			db := filepath.Join(h.data, store.DBFile)
			if damage == "index-blob" {
				damageIndex(t, db, damage)
			} else if err := overwritePage(db, middlePage(t, db, "memories")); err != nil {
				t.Fatal(err)
			}
			// What an older hippo wrote when recall hit the damage.
			mark := filepath.Join(h.data, store.DamagedFile)
			if err := os.WriteFile(mark, []byte("recall: lexical search: database disk image is malformed (11)\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			if l := h.run(t, "", hippoBin, "list", "--all"); l.code == 0 {
				t.Fatal("list on a marked store worked")
			}
			storeFix := doctorFix(t, h, "store")
			if damage == "memories-page" {
				assertSalvageOnly(t, h, db, storeFix)
				return
			}
			if !strings.Contains(storeFix, "hippo doctor --repair") {
				t.Fatalf("doctor's fix for an index-only mark: %q", storeFix)
			}
			was := memoryDump(t, db)
			rep := h.hippo(t, "doctor", "--repair")
			if !strings.Contains(rep.stdout, "cleared the damaged mark") {
				t.Fatalf("doctor --repair: %s", rep.stdout)
			}
			if got := memoryDump(t, db); !slices.Equal(got, was) {
				t.Fatalf("the repair changed the memories: %d rows, was %d", len(got), len(was))
			}
			if r := h.hippo(t, "recall", "--json", ask); !strings.Contains(r.stdout, ids[7]) {
				t.Fatalf("recall after the repair misses zq7: %s", r.stdout)
			}
			h.hippo(t, "list", "--all")
			act, _ := os.ReadFile(filepath.Join(h.data, "activity.log"))
			if !strings.Contains(string(act), `"op":"repair-index"`) || !strings.Contains(string(act), `"op":"unmark-damaged"`) {
				t.Fatalf("the repair is not in the activity log:\n%s", act)
			}
			if doc := h.run(t, "", hippoBin, "doctor"); !strings.Contains(doc.stdout, "ok   store") || !strings.Contains(doc.stdout, "ok   search index") {
				t.Fatalf("doctor after the repair:\n%s", doc.stdout)
			}
			dbHash, actHash := fileHash(t, db), fileHash(t, filepath.Join(h.data, "activity.log"))
			if r := h.hippo(t, "doctor", "--repair"); !strings.Contains(r.stdout, "nothing to repair") || strings.Contains(r.stdout, "mark") {
				t.Fatalf("a second doctor --repair: %s", r.stdout)
			}
			if fileHash(t, db) != dbHash || fileHash(t, filepath.Join(h.data, "activity.log")) != actHash {
				t.Fatal("a second doctor --repair changed the store or the log")
			}
		})
	}
}

// assertSalvageOnly checks that a marked store with real damage keeps
// salvage's advice, and that --repair refuses it without a write.
func assertSalvageOnly(t *testing.T, h *home, db, storeFix string) {
	t.Helper()
	if !strings.Contains(storeFix, "hippo doctor --salvage") {
		t.Fatalf("doctor's fix for a damaged store: %q", storeFix)
	}
	before := fileHash(t, db)
	r := h.run(t, "", hippoBin, "doctor", "--repair")
	if r.code == 0 || !strings.Contains(r.stderr, "hippo doctor --salvage") {
		t.Fatalf("doctor --repair on a damaged store: exit %d\n%s", r.code, r.stderr)
	}
	if fileHash(t, db) != before {
		t.Fatal("doctor --repair wrote to a damaged store")
	}
	if _, err := os.Stat(filepath.Join(h.data, store.DamagedFile)); err != nil {
		t.Fatalf("the mark of a damaged store is gone: %v", err)
	}
}

// doctorFix runs "hippo doctor --json" and returns the fix of the named
// check, failing the test unless that check failed.
func doctorFix(t *testing.T, h *home, name string) string {
	t.Helper()
	r := h.run(t, "", hippoBin, "doctor", "--json")
	var checks []install.Check
	if err := json.Unmarshal([]byte(r.stdout), &checks); err != nil {
		t.Fatalf("doctor --json: %v\n%s", err, r.stdout)
	}
	for _, c := range checks {
		if c.Name == name {
			if c.Status != install.StatusFail {
				t.Fatalf("doctor's %s check: %+v", name, c)
			}
			return c.Fix
		}
	}
	t.Fatalf("doctor --json has no %s check:\n%s", name, r.stdout)
	return ""
}

// memoryDump is every column of every memory, read through a connection of
// its own.
func memoryDump(t *testing.T, db string) []string {
	t.Helper()
	c, err := sql.Open("sqlite", db+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	rows, err := c.Query(`SELECT * FROM memories ORDER BY seq`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var out []string
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		out = append(out, fmt.Sprint(vals...))
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
