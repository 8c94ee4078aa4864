package store

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/internal/rawstore"
)

// A schema-5 store (made by this build, then turned back: the old index
// format, no history table) whose search index alone is damaged: its
// migration rebuilds the index, so it meets the damage. Open fails as index
// damage, never marking the store; OpenForRepair leaves it at schema 5, the
// repair rebuilds the index and then migrates, and every memory is there,
// found by recall. Where SQLite cannot free the damaged pages, salvage (what
// doctor --repair falls back to) recovers every memory. The pairs: a sound
// schema-5 store migrates on OpenForRepair with nothing to repair, and damage
// to the memories' pages is still the store's (marked, CorruptError).
func TestRepairOlderSchemaIndexDamage(t *testing.T) {
	ctx := context.Background()
	seed, target := seedLexStore(t, 150)
	rawExec(t, seed, rawstore.V5...)
	for _, tc := range []struct {
		name   string
		damage func(dir string)
	}{
		{"sound", func(string) {}},
		{"vocabulary dropped", func(dir string) { rawExec(t, dir, `DROP TABLE memories_vocab`) }},
		{"index dropped", func(dir string) { rawExec(t, dir, `DROP TABLE memories_vocab`, `DROP TABLE memories_fts`) }},
		{"index config dropped", func(dir string) { rawExec(t, dir, `DROP TABLE memories_fts_config`) }},
		{"index page overwritten", func(dir string) { overwriteIndexPage(t, dir) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := cloneDir(t, seed)
			tc.damage(dir)
			if s, err := Open(ctx, dir, Options{}); tc.name == "sound" {
				if err != nil {
					t.Fatalf("open a sound schema-5 store: %v", err)
				}
				s.Close()
				dir = cloneDir(t, seed) // OpenForRepair is to migrate it itself
			} else if !errors.Is(err, ErrIndexDamaged) || errors.Is(err, ErrMarkedDamaged) {
				t.Fatalf("open an older store with a damaged index: %v, want ErrIndexDamaged", err)
			}
			if _, err := os.Stat(filepath.Join(dir, DamagedFile)); err == nil {
				t.Fatal("the older store was marked damaged")
			}
			s := repairOlder(t, dir, tc.name == "sound")
			defer s.Close()
			var version int
			if err := s.db.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&version); err != nil || version != SchemaVersion {
				t.Fatalf("schema after the repair: %d, %v", version, err)
			}
			if n := countMemories(t, s); n != 151 {
				t.Fatalf("%d memories after the repair, want 151", n)
			}
			res, err := s.Recall(ctx, Query{Text: "quokkaqueue webhook retries", NoReinforce: true})
			if err != nil || !slices.Contains(recallIDs(res), target) {
				t.Fatalf("recall after the repair: %v, %v", recallIDs(res), err)
			}
		})
	}
	t.Run("memories page overwritten", func(t *testing.T) {
		dir := cloneDir(t, seed)
		overwritePageOf(t, dir, "memories")
		_, err := OpenForRepair(ctx, dir, Options{})
		wantStoreDamage(t, dir, "repair of an older store with damaged memories", err)
	})
}

// repairOlder is doctor --repair on the store in dir: OpenForRepair, then
// RepairLexicalIndex, or salvage where the pages cannot be freed. It returns
// the store open.
func repairOlder(t *testing.T, dir string, sound bool) *Store {
	t.Helper()
	ctx := context.Background()
	s, err := OpenForRepair(ctx, dir, Options{})
	if err != nil {
		t.Fatalf("open for repair: %v", err)
	}
	if err := s.CheckIntegrity(ctx); err != nil && !errors.Is(err, ErrIndexDamaged) {
		t.Fatalf("integrity: %v", err)
	}
	_, after, repaired, err := s.RepairLexicalIndex(ctx)
	switch {
	case errors.Is(err, ErrRebuildInPlace):
		s.Close()
		if _, err := Salvage(ctx, dir, time.Now()); err != nil {
			t.Fatalf("salvage: %v", err)
		}
		if s, err = Open(ctx, dir, Options{}); err != nil {
			t.Fatal(err)
		}
	case err != nil || repaired == sound || !after.OK():
		t.Fatalf("repair: repaired %v, after %+v, %v", repaired, after, err)
	}
	return s
}

func countMemories(t *testing.T, s *Store) int {
	t.Helper()
	var n int
	if err := s.db.QueryRow(`SELECT count(*) FROM memories`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
