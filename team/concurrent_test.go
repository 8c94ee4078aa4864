package team

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"sync"
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/race"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/workflow"
)

// words make each generated memory's text distinct enough that the gate
// keeps every one as its own fact.
var words = []string{"amber", "basalt", "cobalt", "dune", "ember", "fjord", "garnet", "harbor", "indigo", "jasper",
	"kelp", "lichen", "marble", "nectar", "onyx", "pumice", "quartz", "russet", "sierra", "tundra", "umber", "velvet",
	"walnut", "xenon", "yarrow", "zephyr"}

func fact(machine, op int) string {
	w := func(k int) string { return words[k%len(words)] }
	return fmt.Sprintf("the %s%d %s service stores %s%d records in %s bucket %d", w(machine*7+op), op, w(op/3+machine),
		w(op*5+machine*11), machine, w(op*3+1), op*8+machine)
}

// TestConcurrentMachines: eight machines share, sync and correct at once
// against one team store (200 operations each; 25 in -short, 4 under
// -race). Every pushed event is in the team store exactly once, and after a
// final round of syncs every machine holds the same active set of team
// memories.
func TestConcurrentMachines(t *testing.T) {
	ops, syncEvery := 200, 20
	switch {
	case race.Enabled: // the pure-Go SQLite is slow under -race: 25 operations took 200 s
		ops, syncEvery = 4, 2
	case testing.Short():
		ops, syncEvery = 25, 5
	}
	d := newTeamDB(t)
	var ms []*machine
	for i := range 8 {
		ms = append(ms, d.machine(t, fmt.Sprintf("m%d", i), "hippo_writer", "x"))
	}
	pushed := make([]int, len(ms))
	var wg sync.WaitGroup
	for i, m := range ms {
		wg.Go(func() { pushed[i] = m.work(t, i, ops, syncEvery) })
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	for range 2 { // the first round pulls everything; the second the others' last pushes
		for _, m := range ms {
			pushed[0] += m.sync(t).Pushed
		}
	}
	super := d.connectSuper(t)
	total := 0
	for _, n := range pushed {
		total += n
	}
	if n := count(t, super, "SELECT count(*) FROM hippo.events"); n != total {
		t.Errorf("the team store holds %d events, the machines pushed %d", n, total)
	}
	if n := count(t, super, "SELECT count(*) - count(DISTINCT (kind, memory_id, target_id)) FROM hippo.events"); n != 0 {
		t.Errorf("%d events recorded twice", n)
	}
	want := activeTeamSet(t, ms[0])
	if len(want) < len(ms)*ops*9/10 {
		t.Errorf("only %d active team memories for %d shares", len(want), len(ms)*ops)
	}
	for _, m := range ms[1:] {
		if got := activeTeamSet(t, m); !slices.Equal(got, want) {
			t.Errorf("%s holds %d active team memories, %s %d: they did not converge", m.name, len(got), ms[0].name, len(want))
		}
	}
}

// work jots and shares ops memories, correcting every tenth and syncing
// every syncEvery, and returns how many events it pushed.
func (m *machine) work(t *testing.T, i, ops, syncEvery int) int {
	ctx := context.Background()
	pushed := 0
	for op := range ops {
		w, err := workflow.Jot(ctx, m.s, workflow.JotRequest{Text: fact(i, op), Kind: decay.KindFact, Force: true})
		if err == nil {
			_, err = Share(ctx, m.s, m.dir, w.ID)
		}
		if err == nil && op%10 == 9 {
			_, err = workflow.Correct(ctx, m.s, workflow.Correction{OldID: w.ID, Text: fact(i, op) + " since the migration"})
		}
		if err == nil && op%syncEvery == syncEvery-1 {
			var rep SyncReport
			rep, err = Sync(ctx, m.s, SyncRequest{DataDir: m.dir})
			pushed += rep.Pushed
		}
		if err != nil {
			t.Errorf("%s op %d: %v", m.name, op, err)
			return pushed
		}
	}
	return pushed
}

// activeTeamSet is the sorted ids of the active memories this machine
// shares with the team.
func activeTeamSet(t *testing.T, m *machine) []string {
	t.Helper()
	st, err := loadState(m.dir)
	if err != nil {
		t.Fatal(err)
	}
	snap, err := m.s.Snapshot(context.Background(), store.SnapshotOptions{})
	if err != nil {
		t.Fatal(err)
	}
	active := map[string]bool{}
	for _, r := range snap.Memories {
		if r.Active() && st.Shared[r.ID] {
			active[r.ID] = true
		}
	}
	return slices.Sorted(maps.Keys(active))
}
