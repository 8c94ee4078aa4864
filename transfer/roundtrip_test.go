package transfer_test

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/race"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/transfer"
)

// TestRoundTrip: export, import into an empty store, export again gives the
// same bytes, for a store with archived, superseded, pinned, purged and
// tombstoned memories, made both by import and by the store's own
// operations; importing the export once more changes nothing.
func TestRoundTrip(t *testing.T) {
	n := 10000
	if testing.Short() || race.Enabled {
		// Under -race the 10k run takes about four minutes on 2 cores, so it
		// runs without the detector in .ci/run; 600 still exercises the
		// import's goroutines under it.
		n = 600
	}
	for _, vectors := range []bool{false, true} {
		t.Run(map[bool]string{false: "lexical", true: "vectors"}[vectors], func(t *testing.T) {
			ctx := context.Background()
			a := emptyStore(t)
			if rep := importInto(t, a, genFile(n, vectors)); rep.Added != n {
				t.Fatalf("generated store: %d of %d memories added (%+v)", rep.Added, n, rep.Counts)
			}
			operate(t, a)
			first := exportBytes(t, a, vectors)
			if n := bytes.Count(first, []byte(`"occurrences":[`)); n < 2 {
				t.Fatalf("%d memories of the export carry their restatements, want the generated ones and the restated one", n)
			}
			if n := bytes.Count(first, []byte(`"history":[`)); n < 2 {
				t.Fatalf("%d memories of the export carry their strength history, want the generated ones and the pinned one", n)
			}
			f, err := transfer.Read(bytes.NewReader(first))
			if err != nil {
				t.Fatal(err)
			}
			b := emptyStore(t)
			rep := importInto(t, b, f)
			if second := exportBytes(t, b, vectors); !bytes.Equal(first, second) {
				t.Fatalf("export -> import -> export changed the bytes (%+v):\n%s", rep.Counts, firstDiff(first, second))
			}
			again := importInto(t, b, f)
			if again.Added+again.Merged+again.Tombstones+again.Purged != 0 || again.Unchanged != len(f.Snapshot.Memories) {
				t.Errorf("a second import changed the store: %+v", again.Counts)
			}
			if third := exportBytes(t, b, vectors); !bytes.Equal(first, third) {
				t.Errorf("a second import changed the export:\n%s", firstDiff(first, third))
			}
			if _, err := b.Purge(ctx, []string{f.Snapshot.Memories[5].ID}, store.PurgeOptions{}); err != nil {
				t.Fatal(err)
			}
			if fourth := exportBytes(t, b, vectors); bytes.Equal(first, fourth) {
				t.Error("the comparison cannot fail: a purge left the export as it was")
			}
		})
	}
}

// operate changes a store as a user does: a correction, a restatement, a pin, a purge with
// a tombstone, a purge without, a rejected claim.
func operate(t *testing.T, s *store.Store) {
	t.Helper()
	ctx := context.Background()
	mems, err := s.List(ctx, store.ListOptions{Limit: 40})
	if err != nil || len(mems) < 10 {
		t.Fatalf("list: %v (%d)", err, len(mems))
	}
	if _, err := s.Correct(ctx, mems[0].ID, store.NewMemory{Text: "the corrected service listens on port 443", Kind: decay.KindFact,
		Origin: store.OriginJot, Speaker: store.SpeakerCLI}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Restate(ctx, mems[4].ID, store.Restatement{SessionID: "later", Origin: store.OriginJot}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SetPinned(ctx, mems[1].ID, true); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Purge(ctx, []string{mems[2].ID}, store.PurgeOptions{Tombstone: true, Reason: "wrong"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Purge(ctx, []string{mems[3].ID}, store.PurgeOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Reject(ctx, "we ship the desktop app with Electron", "never did"); err != nil {
		t.Fatal(err)
	}
}

// firstDiff shows the first line where two exports differ.
func firstDiff(a, b []byte) string {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return "line " + strconv.Itoa(i+1) + ":\n- " + la[i] + "\n+ " + lb[i]
		}
	}
	return "lengths differ: " + strconv.Itoa(len(la)) + " and " + strconv.Itoa(len(lb)) + " lines"
}
