package transfer_test

import (
	"bytes"
	"context"
	"slices"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/transfer"
	"github.com/hippo-mem/hippo/workflow"
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

// TestRestatementConverges: one fact jotted on two machines is, after each
// imports the other's export, one active memory on both (the earlier
// statement), whose occurrences hold both statements and each time either
// was said again; importing once more records nothing twice. The control: the
// memory that is not the survivor is not active on either machine.
func TestRestatementConverges(t *testing.T) {
	ctx := context.Background()
	t0 := genBase.Add(time.Hour)
	const idA, idB = "01M8QBTF7ABDXZT1", "01M8QBTF7ABDXZT2"
	fa := oneMemory(idA, "the staging database listens on port 5433", t0)
	fb := oneMemory(idB, "the staging database listens on port 5433", t0.Add(time.Hour))
	fb.Snapshot.Memories[0].Occurrences = []store.Occurrence{{SessionID: "s-b", LineUUID: "l-b", StatedAt: t0.Add(2 * time.Hour), Origin: store.OriginCapture}}
	a, b := emptyStore(t), emptyStore(t)
	importInto(t, a, fa)
	importInto(t, b, fb)
	if ra, rb := crossImport(t, a, b); ra.Occurrences+rb.Occurrences != 0 {
		t.Errorf("a second import recorded %d and %d restatements again", ra.Occurrences, rb.Occurrences)
	}
	want := []time.Time{t0, t0.Add(time.Hour), t0.Add(2 * time.Hour)}
	for name, s := range map[string]*store.Store{"a": a, "b": b} {
		active, err := s.List(ctx, store.ListOptions{})
		if err != nil || len(active) != 1 || active[0].ID != idA {
			t.Fatalf("machine %s keeps %v active (%v), want only %s", name, active, err, idA)
		}
		occ, err := s.Occurrences(ctx, active)
		if err != nil {
			t.Fatal(err)
		}
		var got []time.Time
		for _, o := range occ[idA] {
			got = append(got, o.StatedAt)
		}
		if !slices.EqualFunc(got, want, time.Time.Equal) {
			t.Errorf("machine %s: the fact was said at %v, want %v", name, got, want)
		}
	}
}

// TestHistoryMerges: one memory whose strength changed on two machines (a
// pin on one, a confirm on the other) carries both changes in its history on
// both after each imports the other's export; importing again adds nothing.
func TestHistoryMerges(t *testing.T) {
	ctx := context.Background()
	const id = "01M8QBTF7ABDXZT1"
	f := oneMemory(id, "the staging database listens on port 5433", genBase.Add(time.Hour))
	a, b := emptyStore(t), emptyStore(t)
	importInto(t, a, f)
	importInto(t, b, f)
	if _, err := a.SetPinned(ctx, id, true); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Confirm(ctx, id); err != nil {
		t.Fatal(err)
	}
	if ra, rb := crossImport(t, a, b); ra.Merged+rb.Merged != 0 {
		t.Errorf("a second import merged again: %+v, %+v", ra.Counts, rb.Counts)
	}
	for name, s := range map[string]*store.Store{"a": a, "b": b} {
		h, err := s.History(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		var kinds []store.EventKind
		for _, e := range h {
			kinds = append(kinds, e.Kind)
		}
		if !slices.Contains(kinds, store.EventPin) || !slices.Contains(kinds, store.EventConfirm) || len(kinds) != 2 {
			t.Errorf("machine %s: history %v, want the pin and the confirm once each", name, kinds)
		}
	}
}

// crossImport has a and b each import the other's export twice, and returns
// what the second import did on each: nothing, when imports are idempotent.
func crossImport(t *testing.T, a, b *store.Store) (workflow.ImportReport, workflow.ImportReport) {
	t.Helper()
	ea, eb := readExport(t, a), readExport(t, b)
	importInto(t, a, eb)
	importInto(t, b, ea)
	return importInto(t, a, eb), importInto(t, b, ea)
}
