package store

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/activity"
)

func mustCorrect(t *testing.T, s *Store, oldID, text string) Memory {
	t.Helper()
	r, err := s.Correct(context.Background(), oldID, NewMemory{Text: text, Origin: OriginJot, Speaker: SpeakerCLI})
	if err != nil {
		t.Fatal(err)
	}
	return r.Memory
}

func mustGet(t *testing.T, s *Store, id string) Memory {
	t.Helper()
	m, err := s.Get(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// mustGraphOK fails unless the store's links keep both invariants.
func mustGraphOK(t *testing.T, s *Store) {
	t.Helper()
	found, err := s.CheckGraph(context.Background())
	if err != nil || len(found) != 0 {
		t.Fatalf("supersession graph: %+v, %v", found, err)
	}
}

func chainIDs(c []ChainLink) []string {
	var out []string
	for _, l := range c {
		out = append(out, l.ID)
	}
	return out
}

// Supersede must not close a cycle: keeping A over B when B corrected A turns
// the edge around (undo), and any longer loop is refused.
func TestSupersedeReversesDirectEdge(t *testing.T) {
	for _, mode := range modes {
		t.Run(mode, func(t *testing.T) {
			ctx := context.Background()
			s := mustOpen(t, mode, newClock())
			a := mustAdd(t, s, "the api timeout is 30 seconds", "fact", "")
			b := mustCorrect(t, s, a.ID, "the api timeout is 60 seconds")
			q := "api timeout seconds"
			if inRecall(t, s, a.ID, q) || !inRecall(t, s, b.ID, q) {
				t.Fatal("control: the correction is recalled, the old memory is not")
			}
			if err := s.Supersede(ctx, b.ID, a.ID); err != nil {
				t.Fatal(err)
			}
			gotA, gotB := mustGet(t, s, a.ID), mustGet(t, s, b.ID)
			if gotA.SupersededBy != "" || gotA.Supersedes != b.ID || gotB.SupersededBy != a.ID || gotB.Supersedes != "" {
				t.Fatalf("links after undo: a %q<-%q, b %q<-%q", gotA.SupersededBy, gotA.Supersedes, gotB.SupersededBy, gotB.Supersedes)
			}
			if !inRecall(t, s, a.ID, q) || inRecall(t, s, b.ID, q) {
				t.Error("recall after undo: want a, never b")
			}
			if got, want := chainIDs(s.Chain(ctx, gotA)), []string{b.ID, a.ID}; !slices.Equal(got, want) {
				t.Errorf("Chain = %v, want %v", got, want)
			}
			mustGraphOK(t, s)
		})
	}
}

func TestSupersedeRefusesCycle(t *testing.T) {
	ctx := context.Background()
	s := mustOpen(t, ModeLexical, newClock())
	a := mustAdd(t, s, "the api timeout is 30 seconds", "fact", "")
	b := mustCorrect(t, s, a.ID, "the api timeout is 60 seconds")
	c := mustCorrect(t, s, b.ID, "the api timeout is 90 seconds")
	for _, tt := range []struct {
		name        string
		old, newer  string
		want        error
		wantCurrent string // the memory recall returns afterwards
	}{
		{"through the chain", c.ID, a.ID, ErrCycle, c.ID},
		{"itself", c.ID, c.ID, ErrCycle, c.ID},
		{"already superseded", a.ID, c.ID, ErrAlreadySuperseded, c.ID},
		{"control: a new memory over the current one", c.ID, mustAdd(t, s, "the api timeout is 120 seconds", "fact", "").ID, nil, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := s.Supersede(ctx, tt.old, tt.newer)
			if !errors.Is(err, tt.want) || (tt.want == nil) != (err == nil) {
				t.Fatalf("Supersede(%s, %s) = %v, want %v", tt.old, tt.newer, err, tt.want)
			}
			current := tt.wantCurrent
			if current == "" {
				current = tt.newer
			}
			if m := mustGet(t, s, current); m.SupersededBy != "" {
				t.Errorf("%s is superseded by %s, want it current", current, m.SupersededBy)
			}
			mustGraphOK(t, s)
		})
	}
}

// Purge must not leave a link to the memory it destroyed.
func TestPurgeKeepsGraphConsistent(t *testing.T) {
	ctx := context.Background()
	for _, tt := range []struct {
		name      string
		purge     int    // index into the chain a -> b -> c
		wantA     string // "b", "c" or "" (active): what a is superseded by afterwards
		wantBack  string // "b" or "": the memory purge reports as active again
		wantChain int    // links in c's chain afterwards
	}{
		{"the newest correction", 2, "b", "b", 2},
		{"the middle of the chain", 1, "c", "", 2},
		{"control: an unrelated memory", -1, "b", "", 3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := mustOpen(t, ModeLexical, newClock())
			a := mustAdd(t, s, "the api timeout is 30 seconds", "fact", "")
			b := mustCorrect(t, s, a.ID, "the api timeout is 60 seconds")
			c := mustCorrect(t, s, b.ID, "the api timeout is 90 seconds")
			other := mustAdd(t, s, "we deploy on fridays", "fact", "")
			chain := []Memory{a, b, c}
			victim := other.ID
			if tt.purge >= 0 {
				victim = chain[tt.purge].ID
			}
			rep, err := s.Purge(ctx, []string{victim}, PurgeOptions{})
			if err != nil {
				t.Fatal(err)
			}
			byName := map[string]string{"b": b.ID, "c": c.ID, "": ""}
			if got, want := mustGet(t, s, a.ID).SupersededBy, byName[tt.wantA]; got != want {
				t.Errorf("a is superseded by %q, want %q", got, want)
			}
			var wantBack []string
			if tt.wantBack != "" {
				wantBack = []string{byName[tt.wantBack]}
			}
			if !slices.Equal(rep.Reactivated, wantBack) {
				t.Errorf("Reactivated = %v, want %v", rep.Reactivated, wantBack)
			}
			head := c
			if tt.purge == 2 {
				head = b
			}
			if got := s.Chain(ctx, mustGet(t, s, head.ID)); len(got) != tt.wantChain || slices.ContainsFunc(got, func(l ChainLink) bool { return l.Purged }) {
				t.Errorf("chain of %s = %v, want %d links, none purged", head.ID, got, tt.wantChain)
			}
			mustGraphOK(t, s)
		})
	}
}

func TestPurgeCorrectionBringsOldFactBack(t *testing.T) {
	ctx := context.Background()
	s := mustOpen(t, ModeLexical, newClock())
	a := mustAdd(t, s, "the api timeout is 30 seconds", "fact", "")
	b := mustCorrect(t, s, a.ID, "the api timeout is 60 seconds")
	q := "api timeout seconds"
	if inRecall(t, s, a.ID, q) {
		t.Fatal("control: a superseded memory is recalled")
	}
	rep, err := s.Purge(ctx, []string{b.ID}, PurgeOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := mustGet(t, s, a.ID); got.SupersededBy != "" || got.Supersedes != "" {
		t.Errorf("links after purging the correction: %q, %q", got.SupersededBy, got.Supersedes)
	}
	if !slices.Equal(rep.Reactivated, []string{a.ID}) {
		t.Errorf("Reactivated = %v, want [%s]", rep.Reactivated, a.ID)
	}
	if !inRecall(t, s, a.ID, q) {
		t.Error("the older fact is not recalled after its correction was purged")
	}
	logged, err := activity.Open(s.dir, nil).Read(activity.Filter{Op: activity.OpRepair})
	if err != nil || len(logged) != 1 || logged[0].ID != a.ID {
		t.Errorf("repair log: %+v, %v", logged, err)
	}
	mustGraphOK(t, s)
}

// setLinks writes links directly, as an earlier version could leave them.
func setLinks(t *testing.T, s *Store, id, succ, pred string) {
	t.Helper()
	if _, err := s.db.Exec(`UPDATE memories SET superseded_by = ?, supersedes = ? WHERE id = ?`, nullable(succ), nullable(pred), id); err != nil {
		t.Fatal(err)
	}
}

func TestRepairGraph(t *testing.T) {
	ctx := context.Background()
	c := newClock()
	s := mustOpen(t, ModeLexical, c)
	var ms []Memory
	for _, text := range []string{"the api timeout is 30 seconds", "the api timeout is 60 seconds", "we deploy on fridays", "the build uses bazel", "the db is postgres"} {
		ms = append(ms, mustAdd(t, s, text, "fact", ""))
		c.Advance(time.Minute)
	}
	a, b, d, e, f := ms[0].ID, ms[1].ID, ms[2].ID, ms[3].ID, ms[4].ID
	if got, err := s.RepairGraph(ctx); err != nil || got != nil {
		t.Fatalf("control: a healthy store was repaired: %+v, %v", got, err)
	}
	setLinks(t, s, a, b, b) // a <-> b: the cycle --keep A --supersede B left
	setLinks(t, s, b, a, a)
	setLinks(t, s, d, "01ZZZZZZZZZZZZZZ", "") // its successor was purged
	setLinks(t, s, e, e, "")                  // superseded by itself
	setLinks(t, s, f, "", "01YYYYYYYYYYYYYY")
	want := []GraphRepair{
		{ID: d, Kind: RepairDangling, Link: "01ZZZZZZZZZZZZZZ"},
		{ID: e, Kind: RepairDangling, Link: e},
		{ID: b, Kind: RepairCycle, Link: a}, // b is the newer of the two
		{ID: a, Kind: RepairBackLink, Link: b},
		{ID: f, Kind: RepairBackLink, Link: "01YYYYYYYYYYYYYY"},
	}
	found, err := s.CheckGraph(ctx)
	if err != nil || !slices.Equal(found, want) {
		t.Fatalf("CheckGraph = %+v, %v\nwant %+v", found, err, want)
	}
	got, err := s.RepairGraph(ctx)
	if err != nil || !slices.Equal(got, want) {
		t.Fatalf("RepairGraph = %+v, %v\nwant %+v", got, err, want)
	}
	if m := mustGet(t, s, a); m.SupersededBy != b {
		t.Errorf("a is superseded by %q, want %s", m.SupersededBy, b)
	}
	for _, id := range []string{b, d, e} {
		if m := mustGet(t, s, id); m.SupersededBy != "" {
			t.Errorf("%s is still superseded by %s", id, m.SupersededBy)
		}
	}
	logged, err := activity.Open(s.dir, nil).Read(activity.Filter{Op: activity.OpRepair})
	if err != nil || len(logged) != len(want) {
		t.Errorf("repair log: %+v, %v", logged, err)
	}
	if again, err := s.RepairGraph(ctx); err != nil || again != nil {
		t.Errorf("second repair: %+v, %v", again, err)
	}
}

// A cycle longer than two is broken at its newest memory; a chain that runs
// into the cycle keeps its links.
func TestPlanRepairsLongCycle(t *testing.T) {
	for _, tt := range []struct {
		name  string
		nodes map[string]*graphNode
		want  []GraphRepair
	}{
		{"three with a tail", map[string]*graphNode{
			"A": {succ: "B", pred: "C", created: 1}, "B": {succ: "C", pred: "A", created: 3},
			"C": {succ: "A", pred: "B", created: 2}, "T": {succ: "A", created: 0},
		}, []GraphRepair{{ID: "B", Kind: RepairCycle, Link: "C"}, {ID: "C", Kind: RepairBackLink, Link: "B"}}},
		{"control: a healthy chain", map[string]*graphNode{
			"A": {succ: "B", created: 1}, "B": {succ: "C", pred: "A", created: 2}, "C": {pred: "B", created: 3},
		}, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := planRepairs(tt.nodes); !slices.Equal(got, tt.want) {
				t.Errorf("planRepairs = %+v, want %+v", got, tt.want)
			}
		})
	}
}

// RepairGraph must not write to a read-only store; CheckGraph still says what
// it would repair. The control is the same store opened for writing.
func TestRepairGraphReadOnly(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(ctx, dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	a := mustAdd(t, s, "the api timeout is 30 seconds", "fact", "")
	setLinks(t, s, a.ID, "01ZZZZZZZZZZZZZZ", "")
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	want := []GraphRepair{{ID: a.ID, Kind: RepairDangling, Link: "01ZZZZZZZZZZZZZZ"}}
	for _, readOnly := range []bool{true, false} {
		s, err := Open(ctx, dir, Options{ReadOnly: readOnly})
		if err != nil {
			t.Fatal(err)
		}
		if found, err := s.CheckGraph(ctx); err != nil || !slices.Equal(found, want) {
			t.Errorf("read-only %v: CheckGraph = %+v, %v", readOnly, found, err)
		}
		got, err := s.RepairGraph(ctx)
		if readOnly && (!errors.Is(err, ErrReadOnly) || got != nil) {
			t.Errorf("read-only: RepairGraph = %+v, %v, want ErrReadOnly", got, err)
		}
		if !readOnly && (err != nil || !slices.Equal(got, want)) {
			t.Errorf("control: RepairGraph = %+v, %v", got, err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
}
