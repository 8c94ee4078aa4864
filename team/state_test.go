package team

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hippo-mem/hippo/internal/race"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/workflow"
)

// stateSize is the size of m's state file.
func (m *machine) stateSize(t *testing.T) int64 {
	t.Helper()
	fi, err := os.Stat(filepath.Join(m.dir, stateFile))
	if err != nil {
		t.Fatal(err)
	}
	return fi.Size()
}

func (m *machine) purge(t *testing.T, id string) {
	t.Helper()
	if _, err := workflow.Purge(context.Background(), m.s, workflow.PurgeRequest{IDs: []string{id}, DataDir: m.dir}); err != nil {
		t.Fatalf("%s purges: %v", m.name, err)
	}
}

// pushes syncs m and fails the test unless it pushed want events.
func (m *machine) pushes(t *testing.T, want int, what string) {
	t.Helper()
	if rep := m.sync(t); rep.Pushed != want {
		t.Errorf("%s: %s pushed %d events, want %d", m.name, what, rep.Pushed, want)
	}
}

// TestStateForgetsPurged: memories shared and then purged, by an admin for
// everyone or by a writer on its own machine, leave nothing in the sync
// state of the machines they are gone from: the state holds the memories
// still linked to the team and their events, so it grows with the team's
// memories, not with its history. The control, on every sync of every
// round: a memory shared once is pushed once and never again, by its author
// or by the machines that pulled it, and a purge is pushed once.
func TestStateForgetsPurged(t *testing.T) {
	rounds := 12
	if race.Enabled {
		rounds = 3
	}
	d := newTeamDB(t)
	a := d.machine(t, "a", "hippo_writer", "x")
	b := d.machine(t, "b", "hippo_writer", "x")
	admin := d.machine(t, "admin", "hippo_admin", "x")
	kept := a.jot(t, fact(0, 0))
	a.share(t, kept.ID)
	a.pushes(t, 1, "the first share")
	var sizes [][3]int64
	var localOnly []string // purged on b only: a and the admin keep them
	for i := 1; i <= rounds; i++ {
		m := a.jot(t, fact(1, i))
		a.share(t, m.ID)
		a.pushes(t, 1, "a share")
		b.pushes(t, 0, "a pull")
		admin.pushes(t, 0, "a pull")
		if i%2 == 0 {
			admin.purge(t, m.ID)
			admin.pushes(t, 1, "an admin's purge")
		} else {
			b.purge(t, m.ID)
			b.pushes(t, 0, "a writer's purge")
			localOnly = append(localOnly, m.ID)
		}
		for _, mc := range []*machine{a, b, admin} {
			mc.pushes(t, 0, "a sync with nothing new")
		}
		sizes = append(sizes, [3]int64{a.stateSize(t), b.stateSize(t), admin.stateSize(t)})
	}
	t.Logf("state file sizes (a, b, admin) after round 1: %v, after round %d: %v", sizes[0], rounds, sizes[len(sizes)-1])
	live := append([]string{kept.ID}, localOnly...)
	wantState(t, a, live, live)
	wantState(t, admin, live, nil)
	wantState(t, b, []string{kept.ID}, nil)
	if rep := b.sync(t); rep.LocalOnly != len(localOnly) {
		t.Errorf("b counts %d local-only purges, want %d", rep.LocalOnly, len(localOnly))
	}
}

// wantState fails the test unless m's state links exactly the memories
// shared to the team, holds exactly their events, and counts as its own
// exactly own.
func wantState(t *testing.T, m *machine, shared, own []string) {
	t.Helper()
	st, err := loadState(m.dir)
	if err != nil {
		t.Fatal(err)
	}
	events := make([]string, len(shared))
	for i, id := range shared {
		events[i] = eventID("x", "memory", id)
	}
	for _, c := range []struct {
		what      string
		got, want []string
	}{{"shared", sortedKeys(st.Shared), shared}, {"sent", sortedKeys(st.Sent), events}, {"own", sortedKeys(st.Own), own}} {
		slices.Sort(c.want)
		if !slices.Equal(c.got, c.want) {
			t.Errorf("%s's state: %s %v, want %v", m.name, c.what, c.got, c.want)
		}
	}
}

// TestUnshareWithAdminInTeam: when a writer takes back its memory, an
// admin's machine drops its copy like any other and pushes nothing: an
// unshare is not a purge, and the author keeps its memory. The control: the
// admin's own purge of another memory is still pushed and reaches the
// author.
func TestUnshareWithAdminInTeam(t *testing.T) {
	d := newTeamDB(t)
	a := d.machine(t, "a", "hippo_writer", "x")
	admin := d.machine(t, "admin", "hippo_admin", "x")
	m := a.jot(t, "the nightly export to the walrus warehouse runs at two")
	other := a.jot(t, "the staging database password rotates every ninety days")
	a.share(t, m.ID)
	a.share(t, other.ID)
	a.pushes(t, 2, "two shares")
	admin.pushes(t, 0, "a pull")
	if _, err := Unshare(context.Background(), a.s, a.dir, m.ID); err != nil {
		t.Fatal(err)
	}
	a.pushes(t, 1, "an unshare")
	admin.pushes(t, 0, "a pull of an unshare")
	a.pushes(t, 0, "a pull")
	if got, err := a.s.Get(context.Background(), m.ID); err != nil || !got.Active() {
		t.Errorf("the author lost the memory it took back: %v", err)
	}
	if _, err := admin.s.Get(context.Background(), m.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the admin still holds the unshared memory (%v)", err)
	}
	admin.purge(t, other.ID)
	admin.pushes(t, 1, "an admin's purge")
	a.pushes(t, 0, "a pull of a purge")
	if _, err := a.s.Get(context.Background(), other.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the admin's purge did not reach the author (%v)", err)
	}
}

// TestShareAfterUnshare: a memory the team took back cannot be shared
// again under its id (every other machine dropped it for good), so Share
// says so rather than promise a sync that sends nothing. The controls: an
// unshare not yet synced is cancelled by sharing again, and the same text
// jotted as a new memory is shared and reaches the teammate.
func TestShareAfterUnshare(t *testing.T) {
	d := newTeamDB(t)
	a := d.machine(t, "a", "hippo_writer", "x")
	b := d.machine(t, "b", "hippo_writer", "x")
	text := "the quokka feature flag guards the new checkout"
	m := a.jot(t, text)
	a.share(t, m.ID)
	a.sync(t)
	b.sync(t)
	unshare := func() {
		t.Helper()
		if _, err := Unshare(context.Background(), a.s, a.dir, m.ID); err != nil {
			t.Fatal(err)
		}
	}
	unshare() // and shared again before a sync: the unshare never leaves
	a.share(t, m.ID)
	a.pushes(t, 0, "an unshare cancelled")
	b.sync(t)
	if !b.recalls(t, "quokka feature flag", "quokka") {
		t.Fatalf("an unshare cancelled before a sync reached the teammate")
	}
	unshare()
	a.sync(t)
	b.sync(t)
	if b.recalls(t, "quokka feature flag", "quokka") {
		t.Fatalf("the teammate still recalls the unshared memory")
	}
	if _, err := Share(context.Background(), a.s, a.dir, m.ID); !errors.Is(err, ErrTakenBack) {
		t.Errorf("sharing a memory taken back: %v, want ErrTakenBack", err)
	}
	a.purge(t, m.ID)
	again := a.jot(t, text)
	a.share(t, again.ID)
	a.pushes(t, 1, "a new memory's share")
	b.sync(t)
	if !b.recalls(t, "quokka feature flag", "quokka") {
		t.Errorf("the memory shared anew did not reach the teammate")
	}
}
