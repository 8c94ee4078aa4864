package transfer

import (
	"context"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
)

// TestSettledMemoriesKeptApart: a newer statement of a value supersedes the
// memory here that states the older one, unless that memory is settled
// (PlanOptions.Settled), when the file's memory is stored as its own.
func TestSettledMemoriesKeptApart(t *testing.T) {
	ctx := context.Background()
	for _, tt := range []struct {
		name                string
		settled             bool
		superseding, stored int
	}{{"control: the gate's rule", false, 1, 1}, {"settled", true, 0, 1}} {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := teststore.Open(t)
			old := teststore.Jot(t, s, "The cache TTL is 60 s.", decay.KindFact, "api")
			later := old.StatedAt.Add(time.Hour)
			m := store.Memory{ID: "01ZZZZZZZZZZZZZZ", Text: "The cache TTL is 300 s.", Kind: decay.KindFact, Topic: "api",
				Origin: store.OriginImport, Speaker: store.SpeakerUser, CreatedAt: later, StatedAt: later, LastAccessed: later,
				LastReinforcedAt: later, Stability: 30, BaseStability: 30, MemoryType: decay.TypeCurated, SchemaVersion: store.SchemaVersion}
			f := File{Header: Header{Schema: store.SchemaVersion}, Snapshot: store.Snapshot{Memories: []store.Row{{Memory: m}}}}
			var o PlanOptions
			if tt.settled {
				o.Settled = func(id string) bool { return id == old.ID }
			}
			p, err := MakePlan(ctx, s, f, o)
			if err != nil {
				t.Fatal(err)
			}
			if p.Counts.Superseding != tt.superseding || p.Counts.Added != tt.stored || (len(p.Restore.Links) > 0) != (tt.superseding > 0) {
				t.Errorf("counts %+v, links %v; want %d superseding, %d added", p.Counts, p.Restore.Links, tt.superseding, tt.stored)
			}
		})
	}
}
