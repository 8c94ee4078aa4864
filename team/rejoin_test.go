package team

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/store"
)

// rejoin leaves the team store and joins it again, as "hippo team leave"
// and "hippo team join" do.
func (m *machine) rejoin(t *testing.T) {
	t.Helper()
	l, err := LoadLink(m.dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := Leave(m.dir); err != nil {
		t.Fatal(err)
	}
	if _, err := Join(context.Background(), JoinRequest{URL: l.URL, Password: l.Role, DataDir: m.dir}); err != nil {
		t.Fatalf("%s joins again: %v", m.name, err)
	}
}

// TestRejoinKeepsOwnUnshare: a machine that shared a memory, took it back,
// then left the team store and joined it again pulls its own events from
// the start: it is still the author (it keeps the memory, and may unshare
// what it shares), the memory stays taken back (sharing it again is refused,
// and status does not list it), and the sync after pushes nothing. The pair:
// the teammate, which did not author it, has dropped it for good and does not
// get it back by rejoining.
func TestRejoinKeepsOwnUnshare(t *testing.T) {
	ctx := context.Background()
	d := newTeamDB(t)
	a := d.machine(t, "a", "hippo_writer", "x")
	b := d.machine(t, "b", "hippo_writer", "x")
	taken := a.jot(t, "the marmoset cache warms from the replica at dawn")
	kept := a.jot(t, "the heron queue drains every ten minutes")
	a.share(t, taken.ID)
	a.share(t, kept.ID)
	a.sync(t)
	b.sync(t)
	if _, err := Unshare(ctx, a.s, a.dir, taken.ID); err != nil {
		t.Fatal(err)
	}
	a.sync(t)
	b.sync(t)
	a.rejoin(t)
	b.rejoin(t)
	a.pushes(t, 0, "the first sync after rejoining")
	b.sync(t)
	if got, err := a.s.Get(ctx, taken.ID); err != nil || !got.Active() {
		t.Fatalf("the author lost the memory it took back: %v", err)
	}
	if _, err := Share(ctx, a.s, a.dir, taken.ID); !errors.Is(err, ErrTakenBack) {
		t.Errorf("sharing again a memory taken back before rejoining: %v, want ErrTakenBack", err)
	}
	st, err := ReadStatus(ctx, a.s, a.dir)
	if err != nil || len(st.Memories) != 1 || st.Memories[0].ID != kept.ID || st.Pending != 0 {
		t.Errorf("status after rejoining: %+v, %v; want only %s shared, nothing pending", st, err, kept.ID)
	}
	if _, err := Unshare(ctx, a.s, a.dir, kept.ID); err != nil {
		t.Errorf("the author cannot unshare its own memory after rejoining: %v", err)
	}
	if _, err := b.s.Get(ctx, taken.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the teammate has the memory taken back again: %v", err)
	}
	if _, err := Unshare(ctx, b.s, b.dir, kept.ID); !errors.Is(err, ErrNotOwn) {
		t.Errorf("the teammate may unshare a's memory after rejoining: %v", err)
	}
}

// TestSyncWritesStateOnlyOnChange: a sync that pulls and pushes nothing
// leaves the state file as it was (not rewritten), while the last sync's
// time still moves on; a sync that pulls an event writes it.
func TestSyncWritesStateOnlyOnChange(t *testing.T) {
	ctx := context.Background()
	d := newTeamDB(t)
	a := d.machine(t, "a", "hippo_writer", "x")
	b := d.machine(t, "b", "hippo_writer", "x")
	a.share(t, a.jot(t, "the lemur job rotates the audit keys").ID)
	a.sync(t)
	b.sync(t)
	path := filepath.Join(b.dir, stateFile)
	before, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	was, _ := ReadStatus(ctx, b.s, b.dir)
	time.Sleep(20 * time.Millisecond) // a rewrite would show in the file's identity and time
	// The cluster's transaction ids move with work that is none of the
	// team's (autovacuum, another database): still nothing changed.
	d.c.Exec(t, d.db, "SELECT pg_current_xact_id()")
	b.sync(t)
	after, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if !os.SameFile(before, after) || !after.ModTime().Equal(before.ModTime()) {
		t.Errorf("a sync that changed nothing rewrote the state")
	}
	if now, _ := ReadStatus(ctx, b.s, b.dir); !now.LastSync.After(was.LastSync) {
		t.Errorf("the last sync's time did not move: %v then %v", was.LastSync, now.LastSync)
	}
	a.share(t, a.jot(t, "the ibis report runs on mondays").ID)
	a.sync(t)
	b.sync(t)
	if changed, err := os.Stat(path); err != nil || os.SameFile(after, changed) {
		t.Errorf("a sync that pulled an event did not write the state (%v)", err)
	}
}
