package regression

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/internal/rawstore"
	"github.com/hippo-mem/hippo/store"
)

// Check: damage confined to the search index (FTS5's tables) is found and
// mended without losing a memory, and nothing fails silently meanwhile:
//   - a garbled index block, or a page of the index overwritten: recall fails
//     and says to run doctor (the store is not marked damaged, so list and
//     show still work; jot works or says to run doctor); the prompt hook
//     fails open with one error-log line;
//   - an index row lost (the index out of step, SQLite's checks pass):
//     recall cannot find that memory, which doctor alone can reveal.
//
// In each case doctor fails the store or search-index check with the
// --repair fix; "doctor --repair" rebuilds the index (or, where SQLite cannot
// free the damaged pages, salvages every memory into a new store), and
// recall finds the memory again. The control, an undamaged store, passes
// doctor and "doctor --repair" leaves its file byte for byte as it was.
func TestIndexDamageRepair(t *testing.T) {
	const ask = "which table does the zq7 service write to"
	for _, damage := range []string{"index-blob", "index-page", "index-row-lost", "none"} {
		t.Run(damage, func(t *testing.T) {
			h := newHome(t)
			ids := seedStore(t, h, 400)
			db := filepath.Join(h.data, store.DBFile)
			damageIndex(t, db, damage)
			rec := h.run(t, "", hippoBin, "recall", "--json", ask)
			switch damage {
			case "index-blob", "index-page":
				if rec.code == 0 || !strings.Contains(rec.stderr, `run "hippo doctor"`) || strings.Contains(rec.stderr, "--salvage") {
					t.Fatalf("recall on a damaged index: exit %d\n%s", rec.code, rec.stderr)
				}
			case "index-row-lost":
				if rec.code != 0 || strings.Contains(rec.stdout, ids[7]) {
					t.Fatalf("recall with zq7's index row lost: exit %d\n%s", rec.code, rec.stdout)
				}
			}
			if l := h.run(t, "", hippoBin, "list", "--all"); l.code != 0 {
				t.Fatalf("list after index damage: exit %d %s", l.code, l.stderr)
			}
			if sh := h.run(t, "", hippoBin, "show", ids[7]); sh.code != 0 || !strings.Contains(sh.stdout, "zq7 service") {
				t.Fatalf("show after index damage: exit %d %s", sh.code, sh.stderr)
			}
			// A jot writes into the index too: it either works or says to run doctor.
			if j := h.run(t, "", hippoBin, "jot", "The reports cron emails finance at 06:00 UTC."); j.code != 0 && !strings.Contains(j.stderr, `run "hippo doctor"`) {
				t.Fatalf("jot on a damaged index: exit %d %s", j.code, j.stderr)
			} else {
				t.Logf("jot: exit %d %s", j.code, strings.TrimSpace(j.stderr))
			}
			if _, err := os.Stat(filepath.Join(h.data, store.DamagedFile)); err == nil {
				t.Fatal("damage to the index alone marked the store damaged")
			}
			if hr := h.run(t, promptPayload(h.project, ask), hippoBin, "hook", "prompt"); hr.code != 0 {
				t.Fatalf("prompt hook on a damaged index: exit %d", hr.code)
			}
			b, _ := os.ReadFile(filepath.Join(h.data, hooklog.ErrorLogFile))
			if lines := strings.Count(string(b), "\n"); (damage == "index-blob" || damage == "index-page") != (lines == 1) {
				t.Fatalf("error log after the prompt hook: %q", b)
			}
			doc := h.run(t, "", hippoBin, "doctor")
			if damage == "none" {
				assertSoundIndex(t, h, db, doc)
				return
			}
			if !strings.Contains(doc.stdout, "fix: hippo doctor --repair") || !strings.Contains(doc.stdout, "fail store") && !strings.Contains(doc.stdout, "fail search index") {
				t.Fatalf("doctor on a damaged index: exit %d\n%s", doc.code, doc.stdout)
			}
			rep := h.hippo(t, "doctor", "--repair")
			t.Logf("doctor --repair: %s%s", rep.stdout, rep.stderr)
			if r := h.hippo(t, "recall", "--json", ask); !strings.Contains(r.stdout, ids[7]) {
				t.Fatalf("recall after the repair misses zq7: %s", r.stdout)
			}
			doc = h.run(t, "", hippoBin, "doctor")
			if !strings.Contains(doc.stdout, "ok   store") || !strings.Contains(doc.stdout, "ok   search index") {
				t.Fatalf("doctor after the repair:\n%s", doc.stdout)
			}
			act, _ := os.ReadFile(filepath.Join(h.data, "activity.log"))
			if !strings.Contains(string(act), `"op":"repair-index"`) && !strings.Contains(string(act), `"op":"salvage"`) {
				t.Fatalf("the repair is not in the activity log:\n%s", act)
			}
		})
	}
}

// assertSoundIndex checks doctor's verdict on an undamaged store, and that
// "doctor --repair" writes nothing to it.
func assertSoundIndex(t *testing.T, h *home, db string, doc result) {
	t.Helper()
	if !strings.Contains(doc.stdout, "ok   store") || !strings.Contains(doc.stdout, "ok   search index") {
		t.Fatalf("doctor on a sound store:\n%s", doc.stdout)
	}
	before := fileHash(t, db)
	if r := h.hippo(t, "doctor", "--repair"); !strings.Contains(r.stdout, "nothing to repair") {
		t.Fatalf("doctor --repair on a sound store: %s", r.stdout)
	}
	if fileHash(t, db) != before {
		t.Fatal("doctor --repair changed a sound store's file")
	}
}

// damageIndex damages only the search index of the store at db:
// "index-blob" garbles one FTS5 block (the b-tree stays sound),
// "index-page" writes random bytes over a page only the index owns,
// "index-row-lost" deletes one memory's index row through a raw connection.
func damageIndex(t *testing.T, db, damage string) {
	t.Helper()
	switch damage {
	case "index-page":
		page := middlePage(t, db, "memories_fts_data")
		if err := overwritePage(db, page); err != nil {
			t.Fatal(err)
		}
	case "index-blob":
		rawstore.Exec(t, db, rawstore.GarbleIndexBlock)
	case "index-row-lost":
		rawstore.Exec(t, db, `DELETE FROM memories_fts WHERE rowid = (SELECT seq FROM memories WHERE text LIKE 'Fact 7:%')`)
	}
}

func overwritePage(db string, page int64) error {
	junk := make([]byte, 4096)
	for i := range junk {
		junk[i] = byte(i*7 + 13)
	}
	f, err := os.OpenFile(db, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = f.WriteAt(junk, page*4096)
	return err
}
