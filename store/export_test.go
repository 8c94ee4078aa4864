package store_test

import (
	"context"
	"slices"
	"testing"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
)

// TestSnapshotPurgedIDs: a snapshot lists the ids of purged memories, those
// the store recorded and those only the activity log names (purges made
// before the store kept a record); a purge logged for a memory the store
// still holds is not listed.
func TestSnapshotPurgedIDs(t *testing.T) {
	ctx := context.Background()
	s, dir := teststore.Open(t)
	var ids []string
	for _, text := range []string{"the billing worker reads queue q1", "the search worker reads queue q2"} {
		r, err := s.Add(ctx, store.NewMemory{Text: text, Kind: decay.KindFact, Origin: store.OriginJot, Speaker: store.SpeakerCLI})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, r.Memory.ID)
	}
	if _, err := s.Purge(ctx, ids[:1], store.PurgeOptions{}); err != nil {
		t.Fatal(err)
	}
	const older = "01J0000000000000" // purged by a hippo that kept no record
	log := activity.Open(dir, nil)
	if err := log.Append(activity.Event{Op: activity.OpPurge, ID: older}, activity.Event{Op: activity.OpPurge, ID: ids[1]}); err != nil {
		t.Fatal(err)
	}
	snap, err := s.Snapshot(ctx, store.SnapshotOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{older, ids[0]}
	slices.Sort(want)
	if !slices.Equal(snap.Purged, want) {
		t.Errorf("purged ids %v, want %v (not %s, which the store holds)", snap.Purged, want, ids[1])
	}
	if len(snap.Memories) != 1 || snap.Memories[0].ID != ids[1] {
		t.Errorf("memories %v, want only %s", snap.Memories, ids[1])
	}
}
