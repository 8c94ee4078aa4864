package team

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/workflow"
)

// TestTeamStoreDown: with the team store stopped, a sync fails and says
// so, while jot, share, correct and local recall work as without a team;
// after a restart the queued writes reach the team once, in order, and a
// resend after a lost acknowledgement (the state of the last push lost)
// adds no duplicate.
func TestTeamStoreDown(t *testing.T) {
	d := newTeamDB(t)
	a := d.machine(t, "a", "hippo_writer", "x")
	b := d.machine(t, "b", "hippo_writer", "x")
	first := a.jot(t, "the payments queue is drained every night at two")
	a.share(t, first.ID)
	a.sync(t)

	if err := d.c.Stop(); err != nil {
		t.Fatal(err)
	}
	restarted := false
	t.Cleanup(func() {
		if !restarted {
			_ = d.c.Restart()
		}
	})
	second := a.jot(t, "the search cluster is reindexed on sundays")
	a.share(t, second.ID)
	fix, err := workflow.Correct(context.Background(), a.s, workflow.Correction{OldID: first.ID, Text: "the payments queue is drained every night at four"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Sync(context.Background(), a.s, SyncRequest{DataDir: a.dir}); err == nil {
		t.Fatal("a sync with the team store down reported success")
	}
	if !a.recalls(t, "when is the search cluster reindexed", "sundays") {
		t.Error("local recall fails while the team store is down")
	}
	st, err := ReadStatus(context.Background(), a.s, a.dir)
	if err != nil || st.Pending != 2 {
		t.Errorf("status while down: %d pending (%v), want 2", st.Pending, err)
	}

	if err := d.c.Restart(); err != nil {
		t.Fatal(err)
	}
	restarted = true
	if rep := a.sync(t); rep.Pushed != 2 {
		t.Errorf("after the restart a pushed %d events, want 2", rep.Pushed)
	}
	// The acknowledgement lost: the state of the push never saved.
	if err := os.Remove(filepath.Join(a.dir, stateFile)); err != nil {
		t.Fatal(err)
	}
	if rep := a.sync(t); rep.Pushed != 0 {
		t.Errorf("a resend pushed %d events, want 0", rep.Pushed)
	}
	super := d.connectSuper(t)
	for _, id := range []string{first.ID, second.ID, fix.Memory.ID} {
		if n := count(t, super, "SELECT count(*) FROM hippo.events WHERE memory_id = $1", id); n != 1 {
			t.Errorf("memory %s: %d events, want exactly 1", id, n)
		}
	}
	b.sync(t)
	if !b.recalls(t, "when is the payments queue drained", "at four") || !b.recalls(t, "search cluster reindex", "sundays") {
		t.Error("b does not recall what a wrote while the team store was down")
	}
}

// TestStoppedMidSync: the team store stopped while a sync pushes: after a
// restart the next sync leaves every shared memory in the team exactly
// once, and a teammate pulls them all.
func TestStoppedMidSync(t *testing.T) {
	d := newTeamDB(t)
	a := d.machine(t, "a", "hippo_writer", "x")
	b := d.machine(t, "b", "hippo_writer", "x")
	const n = 120
	ctx := context.Background()
	for i := range n {
		w, err := workflow.Jot(ctx, a.s, workflow.JotRequest{Text: fact(1, i), Kind: decay.KindFact, Force: true})
		if err != nil {
			t.Fatal(err)
		}
		a.share(t, w.ID)
	}
	done := make(chan error, 1)
	go func() {
		_, err := Sync(ctx, a.s, SyncRequest{DataDir: a.dir})
		done <- err
	}()
	time.Sleep(30 * time.Millisecond)
	if err := d.c.Stop(); err != nil {
		t.Fatal(err)
	}
	firstErr := <-done
	t.Logf("the sync the stop interrupted: %v", firstErr)
	if err := d.c.Restart(); err != nil {
		t.Fatal(err)
	}
	a.sync(t)
	super := d.connectSuper(t)
	if got := count(t, super, "SELECT count(*) FROM hippo.events"); got != n {
		t.Errorf("%d events in the team store after a sync stopped midway (%v) and one after the restart, want %d", got, firstErr, n)
	}
	if got := count(t, super, "SELECT count(DISTINCT memory_id) FROM hippo.events"); got != n {
		t.Errorf("%d memories in the team store, want %d", got, n)
	}
	if rep := b.sync(t); rep.Added != n {
		t.Errorf("b pulled %d memories, want %d", rep.Added, n)
	}
}
