package store_test

import (
	"context"
	"slices"
	"testing"
	"time"

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

// TestSnapshotWithoutArchived: leaving archived memories out leaves out the
// history they hold up too, and clears back-links to what was left out, so
// no link in the snapshot dangles; with archived memories every row and
// link is there.
func TestSnapshotWithoutArchived(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	s, err := store.Open(ctx, t.TempDir(), store.Options{Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	add := func(text string) string {
		r, err := s.Add(ctx, store.NewMemory{Text: text, Kind: decay.KindFact, Origin: store.OriginJot, Speaker: store.SpeakerCLI})
		if err != nil {
			t.Fatal(err)
		}
		return r.Memory.ID
	}
	old := add("the retry limit is 5 in retry.go")
	r, err := s.Correct(ctx, old, store.NewMemory{Text: "the retry limit is 7 in retry.go", Origin: store.OriginJot, Speaker: store.SpeakerCLI})
	if err != nil {
		t.Fatal(err)
	}
	newer, faded := r.Memory.ID, add("the ledger worker reads queue q9")
	kept := add("the billing worker reads queue q1")
	if _, err := s.SetPinned(ctx, kept, true); err != nil {
		t.Fatal(err)
	}
	now = now.AddDate(3, 0, 0)
	if _, err := s.Prune(ctx, false); err != nil { // archives newer and faded
		t.Fatal(err)
	}
	r, err = s.Correct(ctx, faded, store.NewMemory{Text: "the ledger worker reads queue q10", Origin: store.OriginJot, Speaker: store.SpeakerCLI})
	if err != nil {
		t.Fatal(err)
	}
	fix := r.Memory.ID
	for _, tt := range []struct {
		archived bool
		want     []string
		back     string // fix's back-link
	}{
		{false, []string{kept, fix}, ""},
		{true, []string{old, newer, faded, kept, fix}, faded},
	} {
		snap, err := s.Snapshot(ctx, store.SnapshotOptions{IncludeArchived: tt.archived})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		back := "?"
		for _, m := range snap.Memories {
			got = append(got, m.ID)
			if m.ID == fix {
				back = m.Supersedes
			}
		}
		slices.Sort(got)
		slices.Sort(tt.want)
		if !slices.Equal(got, tt.want) || back != tt.back {
			t.Errorf("archived %v: memories %v (back-link %q), want %v (%q)", tt.archived, got, back, tt.want, tt.back)
		}
	}
}

// TestRestoredIndexedAsWritten: a memory an import restores is found as one
// written here is, by a word of an unspaced script and by its unaccented
// spelling (the index is fed the folded, cut text on every path); the
// control, a word it does not hold, finds nothing.
func TestRestoredIndexedAsWritten(t *testing.T) {
	ctx := context.Background()
	s, _ := teststore.Open(t)
	at := time.Now().UTC().Truncate(time.Millisecond) // fresh: recall weighs strength
	m := store.Memory{ID: "01M8QBTF7ABDXZT1", Text: "デプロイは金曜日に行わない; the façade lives in 東京", Kind: decay.KindConvention,
		MemoryType: decay.TypeCurated, Origin: store.OriginImport, Speaker: store.SpeakerCLI, CreatedAt: at, StatedAt: at,
		LastAccessed: at, LastReinforcedAt: at, Stability: 30, BaseStability: 30, SchemaVersion: store.SchemaVersion}
	if _, err := s.Restore(ctx, store.RestorePlan{Insert: []store.Row{{Memory: m}}}); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		query string
		found bool
	}{{"デプロイ", true}, {"金曜日", true}, {"facade", true}, {"東京", true}, {"kubernetes ingress", false}} {
		res, err := s.Recall(ctx, store.Query{Text: tt.query, NoReinforce: true, NearMisses: true})
		if err != nil {
			t.Fatal(err)
		}
		found := slices.ContainsFunc(res.Hits, func(h store.Hit) bool { return h.Memory.ID == m.ID })
		if found != tt.found {
			t.Errorf("recall %q finds the restored memory: %v, want %v", tt.query, found, tt.found)
		}
	}
}
