package store

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An add that meets a search index one of whose tables was dropped outside
// hippo (FTS5 writes its segments into _data and _idx at commit) is index
// damage: the store stays unmarked, and either the memory is stored or the
// error says it was not (ErrIndexDamaged, the memory absent). The pair:
// damage to the memories' own pages still marks the store.
func TestAddOnDroppedIndexTable(t *testing.T) {
	ctx := context.Background()
	seed, _ := seedLexStore(t, 40)
	for i, table := range lexicalTables[1 : len(lexicalTables)-1] { // the shadow tables
		t.Run(table, func(t *testing.T) {
			dir := cloneDir(t, seed)
			rawExec(t, dir, `DROP TABLE `+table)
			s, err := Open(ctx, dir, Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			text := fmt.Sprintf("the %d nightly exports land in the walrus bucket", i)
			r, err := s.Add(ctx, NewMemory{Text: text, Kind: "fact"})
			if _, statErr := os.Stat(filepath.Join(dir, DamagedFile)); statErr == nil {
				t.Fatalf("an add on a dropped %s marked the store damaged: %v", table, err)
			}
			stored := storedText(t, s, text)
			switch {
			case err == nil && !stored:
				t.Fatalf("add reported %s stored, and it is not", r.Memory.ID)
			case err != nil && (!errors.Is(err, ErrIndexDamaged) || stored || !strings.Contains(err.Error(), "not stored")):
				t.Fatalf("add on a dropped %s: %v (stored %v); want ErrIndexDamaged saying it was not stored", table, err, stored)
			}
		})
	}
	t.Run("memories page overwritten", func(t *testing.T) {
		dir := cloneDir(t, seed)
		overwriteLeaf(t, dir, "memories", `ORDER BY pageno DESC LIMIT 1`) // where the next row goes
		s, err := Open(ctx, dir, Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		_, err = s.Add(ctx, NewMemory{Text: "the nightly exports land in the walrus bucket", Kind: "fact"})
		wantStoreDamage(t, dir, "add on damaged memories", err)
	})
}

// storedText reports a memory with exactly text, read past the index.
func storedText(t *testing.T, s *Store, text string) bool {
	t.Helper()
	var n int
	if err := s.db.QueryRow(`SELECT count(*) FROM memories WHERE text = ?`, text).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n > 0
}
