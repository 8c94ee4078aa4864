package team

import (
	"context"
	"os"
	"path/filepath"
	"testing"

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
