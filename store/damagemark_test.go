package store

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/internal/rawstore"
)

// olderMarks are texts an older hippo could leave in the mark for damage in
// the index alone: the error recall, a jot or doctor then saw. What the mark
// says is not trusted either way; the store is checked anew.
var olderMarks = []string{
	"recall: lexical search: database disk image is malformed (11)",
	"jot: insert: fts5: corruption found reading blob 4 from table \"memories_fts\"",
	"malformed inverted index for FTS5 table main.memories_fts",
	"",
}

// snapshotPastMark reads everything an export carries (every memory,
// archived or not, with its vector, the tombstones, the purged ids) from a
// store, marked or not, without writing to it.
func snapshotPastMark(t *testing.T, dir string) Snapshot {
	t.Helper()
	ctx := context.Background()
	s, err := open(ctx, dir, Options{ReadOnly: true}, openToCheck)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	snap, err := s.Snapshot(ctx, SnapshotOptions{IncludeArchived: true, Vectors: true})
	if err != nil {
		t.Fatal(err)
	}
	return snap
}

// storeFiles is every byte of the store's database, WAL, activity log and
// mark, each after its name (a file missing reads as empty: opening a store
// may create an empty WAL).
func storeFiles(dir string) []byte {
	var all []byte
	for _, f := range []string{DBFile, DBFile + "-wal", activity.FileName, DamagedFile} {
		b, _ := os.ReadFile(filepath.Join(dir, f))
		all = append(append(all, f...), b...)
	}
	return all
}

// repairMarked runs what doctor --repair runs: open past an index-only mark,
// rebuild the index, clear the mark.
func repairMarked(t *testing.T, dir string) (repaired, cleared bool) {
	t.Helper()
	ctx := context.Background()
	s, err := OpenForRepair(ctx, dir, Options{})
	if err != nil {
		t.Fatalf("open for repair: %v", err)
	}
	defer s.Close()
	_, after, repaired, err := s.RepairLexicalIndex(ctx)
	if err != nil || !after.OK() {
		t.Fatalf("repair: %+v, %v", after, err)
	}
	if cleared, err = s.ClearIndexMark(ctx); err != nil {
		t.Fatalf("clear the mark: %v", err)
	}
	return repaired, cleared
}

// A store an older hippo marked damaged for damage in its search index
// alone is locked out, found index-only when checked anew, and repaired:
// every memory as it was, recall finds the target, the mark is gone, the log
// says both, and a second repair writes nothing.
func TestIndexOnlyMarkIsRepaired(t *testing.T) {
	ctx := context.Background()
	seed, target := seedLexStore(t, 300)
	for i, mark := range olderMarks {
		t.Run(fmt.Sprintf("mark %d", i), func(t *testing.T) {
			dir := cloneDir(t, seed)
			rawExec(t, dir, rawstore.GarbleIndexBlock)
			markDamaged(filepath.Join(dir, DBFile), errors.New(mark))
			was := snapshotPastMark(t, dir)
			if _, err := Open(ctx, dir, Options{}); !errors.Is(err, ErrMarkedDamaged) {
				t.Fatalf("Open of a marked store: %v, want ErrMarkedDamaged", err)
			}
			if err := CheckMarked(ctx, dir); !errors.Is(err, ErrIndexDamaged) || !errors.Is(err, ErrMarkedDamaged) {
				t.Fatalf("CheckMarked: %v, want index damage of a marked store", err)
			}
			if repaired, cleared := repairMarked(t, dir); !repaired || !cleared {
				t.Fatalf("first repair: repaired %v, mark cleared %v", repaired, cleared)
			}
			if got := snapshotPastMark(t, dir); !reflect.DeepEqual(got, was) || len(got.Memories) != 301 {
				t.Fatalf("the repair changed the memories: %d, was %d", len(got.Memories), len(was.Memories))
			}
			for _, op := range []string{activity.OpRepairIndex, activity.OpUnmark} {
				if n := countOps(t, dir, op); n != 1 {
					t.Fatalf("%d %s lines in the activity log, want 1", n, op)
				}
			}
			s, err := Open(ctx, dir, Options{})
			if err != nil {
				t.Fatalf("Open after the repair: %v", err)
			}
			res, err := s.Recall(ctx, Query{Text: "quokkaqueue webhook retries", NoReinforce: true})
			_ = s.Close()
			if err != nil || !slices.Contains(recallIDs(res), target) {
				t.Fatalf("recall after the repair: %v, %v", recallIDs(res), err)
			}
			before := storeFiles(dir)
			if repaired, cleared := repairMarked(t, dir); repaired || cleared {
				t.Fatalf("second repair: repaired %v, mark cleared %v", repaired, cleared)
			}
			if !bytes.Equal(storeFiles(dir), before) {
				t.Fatal("a second repair changed the store's files")
			}
		})
	}
}

// The pair: a marked store whose damage is not the index's alone keeps its
// mark and is refused for repair (salvage is what helps), and nothing is
// written to it. A marked store that now passes every check keeps its mark
// too: nothing shows its damage was the index's.
func TestRealDamageMarkKeepsSalvage(t *testing.T) {
	ctx := context.Background()
	seed, _ := seedLexStore(t, 300)
	for _, tc := range []struct {
		name   string
		damage func(t *testing.T, dir string)
	}{
		{"a page of the memories overwritten", func(t *testing.T, dir string) { overwritePageOf(t, dir, "memories") }},
		{"pages of the memories and of the index overwritten", func(t *testing.T, dir string) {
			overwritePageOf(t, dir, "memories")
			overwritePageOf(t, dir, "memories_fts_data")
		}},
		{"no damage found now", func(*testing.T, string) {}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := cloneDir(t, seed)
			tc.damage(t, dir)
			markDamaged(filepath.Join(dir, DBFile), errors.New("database disk image is malformed (11)"))
			before := storeFiles(dir)
			var corrupt *CorruptError
			if err := CheckMarked(ctx, dir); errors.Is(err, ErrIndexDamaged) || !errors.As(err, &corrupt) {
				t.Fatalf("CheckMarked: %v, want a *CorruptError", err)
			}
			if s, err := OpenForRepair(ctx, dir, Options{}); !errors.Is(err, ErrMarkedDamaged) {
				if s != nil {
					_ = s.Close()
				}
				t.Fatalf("OpenForRepair: %v, want ErrMarkedDamaged", err)
			}
			if _, err := os.Stat(filepath.Join(dir, DamagedFile)); err != nil {
				t.Fatalf("the mark is gone: %v", err)
			}
			if !bytes.Equal(storeFiles(dir), before) {
				t.Fatal("checking a marked store changed its files or its mark")
			}
		})
	}
}
