package store

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/internal/rawstore"
)

// The target is what recall must find again after a repair: its rare words
// are in no other memory.
const lexTarget = "The invoicing worker retries webhook deliveries through the quokkaqueue broker."

// seedLexStore writes a store of n memories on varied subjects and the
// target, closes it (so the WAL is checkpointed into the file) and returns
// its data dir and the target's id.
func seedLexStore(t *testing.T, n int) (dir, target string) {
	t.Helper()
	dir = t.TempDir()
	s, err := Open(context.Background(), dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	subjects := []string{"the billing cron", "our staging cluster", "the mobile app", "the search service", "the data pipeline"}
	verbs := []string{"reads from", "writes to", "pages on", "caches", "exports"}
	texts := make([]string, 0, n+1)
	for i := range n {
		texts = append(texts, fmt.Sprintf("Note %d: %s %s the store%d bucket every %d minutes; see runbook section %d.",
			i, subjects[i%len(subjects)], verbs[(i/5)%len(verbs)], i, i%50+1, i*7))
	}
	mems := addBulk(t, s, append(texts, lexTarget))
	target = mems[n].ID
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	return dir, target
}

// cloneDir copies a closed store's directory, so that each damage starts from
// one seeded store instead of writing 600 memories again under -race.
func cloneDir(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	return dst
}

// rawExec runs statements on the store file through a connection of its
// own, as damage from outside hippo would come.
func rawExec(t *testing.T, dir string, stmts ...string) {
	t.Helper()
	rawstore.Exec(t, filepath.Join(dir, DBFile), stmts...)
}

// overwriteIndexPage writes random bytes over a leaf page that only the
// index's data table owns.
func overwriteIndexPage(t *testing.T, dir string) { overwritePageOf(t, dir, "memories_fts_data") }

// indexDamages are the ways the index is damaged: a page overwritten when
// sql is empty, else a statement run on the file through a raw connection.
var indexDamages = []struct {
	name string
	sql  string
	want func(r IndexReport) bool // what the check must find
	// inPlace is false where SQLite cannot read the pages it would free.
	inPlace bool
}{
	{"a page of the index overwritten", "", func(r IndexReport) bool { return len(r.Damage) > 0 }, false},
	{"an index block garbled", rawstore.GarbleIndexBlock, func(r IndexReport) bool { return len(r.Damage) > 0 }, true},
	{"the target's index row lost", `DELETE FROM memories_fts WHERE rowid = ` + targetSeq,
		func(r IndexReport) bool { return r.Missing == 1 && r.Damage == nil }, true},
	{"an index row of no memory", `INSERT INTO memories_fts(rowid, text) VALUES (999999, 'a ghost row the memories never held')`,
		func(r IndexReport) bool { return r.Stray == 1 && r.Damage == nil }, true},
	{"the target's index text swapped", `UPDATE memories_fts SET text = 'nothing useful here' WHERE rowid = ` + targetSeq,
		func(r IndexReport) bool { return r.Stale == 1 && r.Damage == nil }, true},
	{"the index's copy of the text deleted under it", `DELETE FROM memories_fts_content WHERE id = ` + targetSeq,
		func(r IndexReport) bool { return !r.OK() }, true},
}

const targetSeq = `(SELECT seq FROM memories WHERE text LIKE '%quokkaqueue%')`

// A damaged or out-of-step index is found, recall on it fails as index
// damage or misses (never marks the store damaged), and the repair rebuilds
// it in one go: recall finds the target again and the log records it.
func TestRepairLexicalIndexMendsDamage(t *testing.T) {
	ctx := context.Background()
	seed, target := seedLexStore(t, 600)
	for _, tc := range indexDamages {
		t.Run(tc.name, func(t *testing.T) {
			dir := cloneDir(t, seed)
			if tc.sql == "" {
				overwriteIndexPage(t, dir)
			} else {
				rawExec(t, dir, tc.sql)
			}
			s, err := Open(ctx, dir, Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			r, err := s.CheckLexicalIndex(ctx)
			if err != nil || !tc.want(r) {
				t.Fatalf("check = %+v, %v", r, err)
			}
			if res, err := s.Recall(ctx, Query{Text: "quokkaqueue webhook retries", NoReinforce: true}); err != nil && !errors.Is(err, ErrIndexDamaged) {
				t.Fatalf("recall on a damaged index: %v, want ErrIndexDamaged", err)
			} else if err == nil && tc.name != "an index row of no memory" && slices.Contains(recallIDs(res), target) {
				t.Logf("recall still found the target (the damage missed its terms)")
			}
			if _, err := os.Stat(filepath.Join(dir, DamagedFile)); err == nil {
				t.Fatal("index damage marked the whole store damaged")
			}
			before, after, repaired, err := s.RepairLexicalIndex(ctx)
			if !tc.inPlace {
				// Nothing was changed, and salvage is what mends it (the CLI's fallback).
				if !errors.Is(err, ErrRebuildInPlace) || repaired {
					t.Fatalf("repair of unreadable index pages: repaired %v, %v; want ErrRebuildInPlace", repaired, err)
				}
				return
			}
			if err != nil || !repaired || before.OK() || !after.OK() || after.Indexed != 601 {
				t.Fatalf("repair: repaired %v, before %+v, after %+v, %v", repaired, before, after, err)
			}
			if err := s.CheckIntegrity(ctx); err != nil {
				t.Fatalf("integrity after the repair: %v", err)
			}
			res, err := s.Recall(ctx, Query{Text: "which broker do webhook retries use? quokkaqueue", NoReinforce: true})
			if err != nil || !slices.Contains(recallIDs(res), target) {
				t.Fatalf("recall after the repair: %v, %v", recallIDs(res), err)
			}
			if n := countOps(t, dir, activity.OpRepairIndex); n != 1 {
				t.Fatalf("%d repair-index lines in the activity log, want 1", n)
			}
		})
	}
}

// The control: a sound index passes the check, and a repair writes nothing,
// not one byte of the database or its WAL, and logs nothing.
func TestRepairLexicalIndexLeavesSoundIndex(t *testing.T) {
	ctx := context.Background()
	dir, target := seedLexStore(t, 300)
	s, err := Open(ctx, dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.CheckIntegrity(ctx); err != nil {
		t.Fatal(err)
	}
	files := func() []byte {
		db, _ := os.ReadFile(filepath.Join(dir, DBFile))
		wal, _ := os.ReadFile(filepath.Join(dir, DBFile+"-wal"))
		return append(db, wal...)
	}
	was := files()
	before, after, repaired, err := s.RepairLexicalIndex(ctx)
	if err != nil || repaired || !before.OK() || before.Indexed != 301 || before.Memories != 301 || !reflect.DeepEqual(after, before) {
		t.Fatalf("repair of a sound index: repaired %v, before %+v, after %+v, %v", repaired, before, after, err)
	}
	if !bytes.Equal(files(), was) {
		t.Fatal("a repair of a sound index changed the store's files")
	}
	if n := countOps(t, dir, activity.OpRepairIndex); n != 0 {
		t.Fatalf("%d repair-index lines for a sound index", n)
	}
	res, err := s.Recall(ctx, Query{Text: "quokkaqueue", NoReinforce: true})
	if err != nil || !slices.Contains(recallIDs(res), target) {
		t.Fatalf("recall: %v, %v", recallIDs(res), err)
	}
}

// Damage outside the index is not the index's: CheckIntegrity says corrupt,
// not ErrIndexDamaged, so doctor advises salvage.
func TestCheckIntegrityTellsIndexDamageApart(t *testing.T) {
	ctx := context.Background()
	seed, _ := seedLexStore(t, 600)
	for _, tc := range []struct {
		table     string
		wantIndex bool
	}{{"memories_fts_data", true}, {"memories", false}} {
		t.Run(tc.table, func(t *testing.T) {
			dir := cloneDir(t, seed)
			overwritePageOf(t, dir, tc.table)
			s, err := Open(ctx, dir, Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			err = s.CheckIntegrity(ctx)
			var corrupt *CorruptError
			if errors.Is(err, ErrIndexDamaged) != tc.wantIndex || !tc.wantIndex && !errors.As(err, &corrupt) {
				t.Fatalf("integrity of a store with a page of %s overwritten: %v", tc.table, err)
			}
		})
	}
}

// overwritePageOf writes random bytes over the second leaf page of table,
// found through dbstat.
func overwritePageOf(t *testing.T, dir, table string) {
	t.Helper()
	overwriteLeaf(t, dir, table, `ORDER BY pageno LIMIT 1 OFFSET 1`)
}

// overwriteLeaf writes random bytes over the leaf page of table that order
// picks first.
func overwriteLeaf(t *testing.T, dir, table, order string) {
	t.Helper()
	rawstore.OverwriteLeaf(t, filepath.Join(dir, DBFile), table, order, func(b []byte) { _, _ = rand.Read(b) })
}

func countOps(t *testing.T, dir, op string) int {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, activity.FileName))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	}
	return strings.Count(string(b), `"op":"`+op+`"`)
}

// An index dropped outside hippo is damage the check names and the repair
// makes anew, not an SQL error that leaves doctor with nothing to advise.
func TestRepairRecreatesDroppedIndex(t *testing.T) {
	ctx := context.Background()
	for _, drop := range []string{
		`DROP TABLE memories_vocab; DROP TABLE memories_fts`,
		`DROP TABLE memories_vocab`,
		// A shadow table left behind would stop the index being created anew.
		`DROP TABLE memories_vocab; DROP TABLE memories_fts; CREATE TABLE memories_fts_data(id INTEGER PRIMARY KEY, block BLOB)`,
	} {
		t.Run(drop, func(t *testing.T) {
			dir, target := seedLexStore(t, 100)
			rawExec(t, dir, drop)
			s, err := Open(ctx, dir, Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if r, err := s.CheckLexicalIndex(ctx); err != nil || len(r.Damage) != 1 || !strings.Contains(r.Damage[0], "memories_vocab") {
				t.Fatalf("check of a dropped index: %+v, %v", r, err)
			}
			_, after, repaired, err := s.RepairLexicalIndex(ctx)
			if err != nil || !repaired || !after.OK() || after.Indexed != 101 {
				t.Fatalf("repair: repaired %v, after %+v, %v", repaired, after, err)
			}
			res, err := s.Recall(ctx, Query{Text: "quokkaqueue webhook retries", NoReinforce: true})
			if err != nil || !slices.Contains(recallIDs(res), target) {
				t.Fatalf("recall after the repair: %v, %v", recallIDs(res), err)
			}
		})
	}
}
