package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/internal/rawstore"
)

// An index dropped outside hippo, whole or one of its tables, is index
// damage: recall fails with ErrIndexDamaged naming the store (which the CLI
// turns into doctor --repair's hint), not a raw "no such table"; the store
// stays unmarked, a write either works or says the same, and the repair
// brings recall back.
func TestDroppedIndexIsIndexDamage(t *testing.T) {
	ctx := context.Background()
	seed, target := seedLexStore(t, 60)
	for _, drop := range []string{
		`DROP TABLE memories_vocab; DROP TABLE memories_fts`, // the whole index
		`DROP TABLE memories_vocab`,                          // the vocabulary alone
		`DROP TABLE memories_fts_data`,                       // one shadow table
		`DROP TABLE memories_fts_config`,                     // FTS5 cannot construct the table
	} {
		t.Run(drop, func(t *testing.T) {
			dir := cloneDir(t, seed)
			rawExec(t, dir, drop)
			s, err := Open(ctx, dir, Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			_, err = s.Recall(ctx, Query{Text: "which broker do the webhook retries use", NoReinforce: true})
			if !errors.Is(err, ErrIndexDamaged) || !strings.Contains(err.Error(), s.Path()) {
				t.Fatalf("recall on a dropped index: %v, want ErrIndexDamaged naming %s", err, s.Path())
			}
			if _, err := s.Add(ctx, NewMemory{Text: "the nightly export lands in the cold bucket", Kind: "fact"}); err != nil && !errors.Is(err, ErrIndexDamaged) {
				t.Fatalf("a write on a dropped index: %v, want success or ErrIndexDamaged", err)
			}
			if _, err := os.Stat(filepath.Join(dir, DamagedFile)); err == nil {
				t.Fatal("a dropped index marked the whole store damaged")
			}
			if _, err := s.List(ctx, ListOptions{}); err != nil {
				t.Fatalf("list on a dropped index: %v", err)
			}
			if _, _, repaired, err := s.RepairLexicalIndex(ctx); err != nil || !repaired {
				t.Fatalf("repair: repaired %v, %v", repaired, err)
			}
			res, err := s.Recall(ctx, Query{Text: "quokkaqueue webhook retries", NoReinforce: true})
			if err != nil || !slices.Contains(recallIDs(res), target) {
				t.Fatalf("recall after the repair: %v, %v", recallIDs(res), err)
			}
		})
	}
}

// The pair: only the index's own tables are its damage. A missing table of
// the memories' side, or one whose name merely begins like the index's, is
// the statement's error, and nothing but SQLite's own error counts.
func TestIsIndexGoneOnlyForIndexTables(t *testing.T) {
	dir, _ := seedLexStore(t, 3)
	db, err := sql.Open("sqlite", filepath.Join(dir, DBFile))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, tc := range []struct {
		query string
		gone  bool
	}{
		{`SELECT * FROM memories_fts_data`, false}, // present: no error at all
		{`SELECT * FROM memories_fts_gone`, false}, // a lookalike name
		{`SELECT * FROM tombstones_old`, false},    // another table's
		{`SELECT nosuchcolumn FROM memories_fts_content`, false},
	} {
		_, err := db.Exec(tc.query)
		if isIndexGone(err) != tc.gone {
			t.Errorf("%s: %v: isIndexGone %v, want %v", tc.query, err, !tc.gone, tc.gone)
		}
	}
	rawExec(t, dir, `DROP TABLE tombstones`)
	s, err := Open(context.Background(), dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Tombstones(context.Background()); err == nil || errors.Is(err, ErrIndexDamaged) {
		t.Errorf("tombstones table dropped: %v, want an error that is not index damage", err)
	}
	if isIndexGone(errors.New("SQL logic error: no such table: memories_fts (1)")) {
		t.Error("a plain error with SQLite's words counted as a dropped index")
	}
}

// A purge that meets damage in the lexical index alone, of one memory (each
// of its words deleted from the index at commit) or of a tenth of the store
// (the index dropped and rebuilt), never marks the store damaged. Either it
// completes, and the memory's text is in no file, or it fails with
// ErrIndexDamaged, reports nothing purged, and has changed nothing; after
// the repair the same purge completes. The pair: damage to the memories'
// own pages still marks the store, for salvage.
func TestPurgeOnDamagedIndex(t *testing.T) {
	ctx := context.Background()
	seed, target := seedLexStore(t, 200)
	damages := map[string]func(dir string){
		"index page overwritten": func(dir string) { overwriteIndexPage(t, dir) },
		"index block garbled": func(dir string) {
			rawExec(t, dir, rawstore.GarbleIndexBlock)
		},
		"index dropped": func(dir string) { rawExec(t, dir, `DROP TABLE memories_vocab; DROP TABLE memories_fts`) },
	}
	for name, damage := range damages {
		for _, share := range []int{1, 20} { // the target alone; the target and 20 more (a tenth)
			t.Run(fmt.Sprintf("%s, %d purged", name, share), func(t *testing.T) {
				dir := cloneDir(t, seed)
				damage(dir)
				purgeDamaged(t, dir, target, share)
			})
		}
	}
	t.Run("memories page overwritten", func(t *testing.T) {
		dir := cloneDir(t, seed)
		overwritePageOf(t, dir, "memories")
		s, err := Open(ctx, dir, Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		_, err = s.Purge(ctx, purgeSet(t, s, target, 1), PurgeOptions{})
		wantStoreDamage(t, dir, "purge on damaged memories", err)
		if !strings.Contains(err.Error(), "nothing was purged") {
			t.Errorf("purge on damaged memories: %v; want it to say nothing was purged", err)
		}
	})
}

// purgeSet is the target and n-1 other memories.
func purgeSet(t *testing.T, s *Store, target string, n int) []string {
	t.Helper()
	ids := []string{target}
	if n == 1 {
		return ids
	}
	all, err := s.List(context.Background(), ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range all {
		if m.ID != target && len(ids) < n {
			ids = append(ids, m.ID)
		}
	}
	return ids
}

// purgeDamaged purges the target and share-1 more from the store in dir,
// whose index is damaged, and checks what TestPurgeOnDamagedIndex says.
func purgeDamaged(t *testing.T, dir, target string, share int) {
	t.Helper()
	ctx := context.Background()
	s, err := Open(ctx, dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { s.Close() }()
	ids := purgeSet(t, s, target, share)
	rep, err := s.Purge(ctx, ids, PurgeOptions{})
	if _, statErr := os.Stat(filepath.Join(dir, DamagedFile)); statErr == nil {
		t.Fatalf("purge on a damaged index marked the store damaged: %v", err)
	}
	if err != nil {
		if !errors.Is(err, ErrIndexDamaged) || len(rep.Purged) > 0 || !strings.Contains(err.Error(), "nothing was purged") {
			t.Fatalf("purge on a damaged index: %+v, %v; want ErrIndexDamaged and nothing purged", rep, err)
		}
		if _, err := s.Get(ctx, target); err != nil {
			t.Fatalf("a failed purge changed the store: %v", err)
		}
		s = repairForPurge(t, s)
		rep, err = s.Purge(ctx, ids, PurgeOptions{})
	}
	if err != nil || len(rep.Purged) != len(ids) {
		t.Fatalf("purge: %d of %d, %v", len(rep.Purged), len(ids), err)
	}
	for _, f := range scan(t, dir, []byte("quokkaqueue")) {
		if strings.HasPrefix(f, DBFile) && !strings.Contains(f, "damaged") { // salvage keeps the damaged file aside, and says so
			t.Fatalf("after the purge the target's text is still in %s", f)
		}
	}
}

// repairForPurge mends the index as doctor --repair does: in place, or,
// where SQLite cannot free the damaged pages, by salvage into a new store,
// which it returns open.
func repairForPurge(t *testing.T, s *Store) *Store {
	t.Helper()
	ctx := context.Background()
	_, _, _, err := s.RepairLexicalIndex(ctx)
	if err == nil {
		return s
	}
	if !errors.Is(err, ErrRebuildInPlace) {
		t.Fatalf("repair: %v", err)
	}
	s.Close()
	if _, err := Salvage(ctx, s.Dir(), time.Now()); err != nil {
		t.Fatalf("salvage: %v", err)
	}
	s, err = Open(ctx, s.Dir(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The schema reads of the index check say what they were reading when they
// fail (here, on a closed store).
func TestIndexSchemaReadsSayWhat(t *testing.T) {
	dir, _ := seedLexStore(t, 1)
	s, err := Open(context.Background(), dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	ctx := context.Background()
	_, errTables := s.missingIndexTables(ctx)
	_, errRoots := s.indexRoots(ctx)
	_, errOthers := s.otherTables(ctx)
	for what, err := range map[string]error{"the search index's tables": errTables, "the search index's root pages": errRoots, "the store's tables": errOthers} {
		if err == nil || !strings.HasPrefix(err.Error(), "read "+what+": ") {
			t.Errorf("reading %s on a closed store: %v", what, err)
		}
	}
}

// wantStoreDamage fails unless err, of what, is the whole store's damage (a
// CorruptError, not the index's) and the store is marked for salvage.
func wantStoreDamage(t *testing.T, dir, what string, err error) {
	t.Helper()
	_, statErr := os.Stat(filepath.Join(dir, DamagedFile))
	if !errors.Is(err, ErrCorrupt) || errors.Is(err, ErrIndexDamaged) || statErr != nil {
		t.Fatalf("%s: %v (marked: %v); want a CorruptError and the mark", what, err, statErr == nil)
	}
}
