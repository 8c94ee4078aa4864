package transfer_test

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/transfer"
)

// TestContradictionConverges: two machines each hold one value of a claim;
// after importing each other's export both keep the same one active: the
// later statement, or for two made in the same millisecond the higher id.
func TestContradictionConverges(t *testing.T) {
	t0 := genBase.Add(time.Hour)
	for _, tt := range []struct {
		name           string
		stateA, stateB time.Time
		want           string // "a" or "b"
	}{
		{"b said it later", t0, t0.Add(time.Second), "b"},
		{"a said it later", t0.Add(time.Second), t0, "a"},
		{"same millisecond: the higher id", t0, t0, "b"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a, b := emptyStore(t), emptyStore(t)
			importInto(t, a, oneMemory("01M8QBTF7ABDXZT1", "the retry limit is 5 in retry.go", tt.stateA))
			importInto(t, b, oneMemory("01M8QBTF7ABDXZT2", "the retry limit is 7 in retry.go", tt.stateB))
			ea, eb := readExport(t, a), readExport(t, b)
			importInto(t, a, eb)
			importInto(t, b, ea)
			want := map[string]string{"a": "01M8QBTF7ABDXZT1", "b": "01M8QBTF7ABDXZT2"}[tt.want]
			for name, s := range map[string]*store.Store{"a": a, "b": b} {
				active, err := s.List(context.Background(), store.ListOptions{})
				if err != nil || len(active) != 1 || active[0].ID != want {
					t.Errorf("machine %s keeps %v active (%v), want only %s", name, active, err, want)
				}
			}
		})
	}
}

func oneMemory(id, text string, stated time.Time) transfer.File {
	f := genFile(1, false)
	m := &f.Snapshot.Memories[0].Memory
	m.ID, m.Text, m.StatedAt, m.CreatedAt, m.Archived, m.ArchivedAt = id, text, stated, stated, false, time.Time{}
	f.Snapshot.Tombstones, f.Snapshot.Purged = nil, nil
	return f
}

func readExport(t *testing.T, s *store.Store) transfer.File {
	t.Helper()
	f, err := transfer.Read(bytes.NewReader(exportBytes(t, s, false)))
	if err != nil {
		t.Fatal(err)
	}
	return f
}
