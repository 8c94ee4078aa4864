package transfer_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/transfer"
)

// TestOldExportAfterPurge: importing an export made before a purge does not
// bring the purged memory back, here or in a store that has never seen it
// but imports this store's later export; the memory beside it, not purged,
// is there (the control).
func TestOldExportAfterPurge(t *testing.T) {
	ctx := context.Background()
	s := emptyStore(t)
	importInto(t, s, genFile(30, false))
	old, err := transfer.Read(bytes.NewReader(exportBytes(t, s, false)))
	if err != nil {
		t.Fatal(err)
	}
	victim, control := old.Snapshot.Memories[4].ID, old.Snapshot.Memories[5].ID
	if _, err := s.Purge(ctx, []string{victim}, store.PurgeOptions{}); err != nil {
		t.Fatal(err)
	}
	if rep := importInto(t, s, old); rep.SkippedPurged != 1 || rep.Added != 0 {
		t.Errorf("re-importing the old export: %+v, want the purged memory skipped and nothing added", rep.Counts)
	}
	later, err := transfer.Read(bytes.NewReader(exportBytes(t, s, false)))
	if err != nil {
		t.Fatal(err)
	}
	elsewhere := emptyStore(t)
	importInto(t, elsewhere, old)   // it had the memory ...
	importInto(t, elsewhere, later) // ... and learns of the purge
	for _, st := range []*store.Store{s, elsewhere} {
		if _, err := st.Get(ctx, victim); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("the purged memory is back in %s: %v", st.Dir(), err)
		}
		if _, err := st.Get(ctx, control); err != nil {
			t.Errorf("the memory beside it is gone from %s: %v", st.Dir(), err)
		}
	}
}
