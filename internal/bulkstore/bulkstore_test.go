package bulkstore

import (
	"context"
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/store"
)

// TestOptions: the zero options give active unpinned facts; set options give
// the kinds in turn and pin and archive exactly the memories they name.
func TestOptions(t *testing.T) {
	for _, c := range []struct {
		name             string
		o                Options
		pinned, archived int
		kindOf3          decay.Kind
	}{
		{"zero", Options{}, 0, 0, decay.KindFact},
		{"every state", Options{Kinds: []decay.Kind{decay.KindDecision, decay.KindConvention},
			Pinned: func(i int) bool { return i%5 == 1 }, Archived: func(i int) bool { return i%4 == 0 }}, 6, 8, decay.KindConvention},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, _ := Open(t, 30, c.o)
			snap, err := s.Snapshot(context.Background(), store.SnapshotOptions{IncludeArchived: true})
			if err != nil {
				t.Fatal(err)
			}
			pinned, archived := 0, 0
			for _, r := range snap.Memories {
				if r.Pinned {
					pinned++
				}
				if r.Archived {
					archived++
				}
			}
			m, err := s.Get(context.Background(), ID(3))
			if pinned != c.pinned || archived != c.archived || err != nil || m.Kind != c.kindOf3 || m.Text != text(3) {
				t.Errorf("%d pinned, %d archived, memory 3 %+v (%v)", pinned, archived, m, err)
			}
		})
	}
}
