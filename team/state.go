package team

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"time"

	"github.com/hippo-mem/hippo/internal/flock"
	"github.com/hippo-mem/hippo/internal/fsutil"
	"github.com/hippo-mem/hippo/store"
)

// state is what this machine knows of its link: ids only, never text.
//
// The local queue is not a list of events but what state and the local
// store imply: every event has an id derived from what it records (see
// eventID), so sync derives the events a shared memory calls for, pushes
// those the team store does not hold yet, and a resend after a lost
// acknowledgement adds nothing. A write made while the team store is down
// is simply derived at the next sync, in the same order.
type state struct {
	// Shared are the memories linked to the team: shared from here, pulled
	// from a teammate, or a correction of either; not those purged here.
	Shared map[string]bool `json:"shared"`
	// Sent are the events the team store holds, pushed from here or pulled,
	// of the memories in Shared: a sync forgets the rest (see settle).
	Sent map[string]bool `json:"sent"`
	// Cursor is the oldest transaction still running at the last pull; the
	// next pull reads every event written from it on.
	Cursor uint64 `json:"cursor"`
	// LastSync is when the last sync ended, as versions before syncedStamp
	// recorded it; lastSync reads both.
	LastSync time.Time `json:"last_sync,omitzero"`
	// LocalOnly are memories purged here whose purge stayed here: only a
	// team admin purges for everyone.
	LocalOnly map[string]bool `json:"local_only,omitempty"`
	// Own are the team memories this machine sent; Unshared those of them
	// taken back from the team (they stay here).
	Own      map[string]bool `json:"own,omitempty"`
	Unshared map[string]bool `json:"unshared,omitempty"`
	// Pending are memories a policy proposed for sharing, waiting for the
	// user; Declined those the user turned down, never proposed again.
	Pending  map[string]bool `json:"pending,omitempty"`
	Declined map[string]bool `json:"declined,omitempty"`
}

func loadState(dataDir string) (state, error) {
	st := state{Shared: map[string]bool{}, Sent: map[string]bool{}, LocalOnly: map[string]bool{}, Own: map[string]bool{}, Unshared: map[string]bool{},
		Pending: map[string]bool{}, Declined: map[string]bool{}}
	b, err := os.ReadFile(filepath.Join(dataDir, stateFile))
	if errors.Is(err, fs.ErrNotExist) {
		return st, nil
	}
	if err != nil {
		return st, fmt.Errorf("read team state: %w", err)
	}
	if err := json.Unmarshal(b, &st); err != nil {
		return st, fmt.Errorf("team state %s is damaged (%w): delete it, and the next sync pulls the team's events again",
			filepath.Join(dataDir, stateFile), err)
	}
	for _, m := range []*map[string]bool{&st.Shared, &st.Sent, &st.LocalOnly, &st.Own, &st.Unshared, &st.Pending, &st.Declined} {
		if *m == nil {
			*m = map[string]bool{}
		}
	}
	return st, nil
}

// withState runs f on the state under the team lock, and saves it when f
// succeeds and changed it: a share and a sync never lose each other's
// changes, and a sync that found nothing new writes nothing.
func withState(dataDir string, f func(*state) error) error {
	if err := os.MkdirAll(filepath.Join(dataDir, dirName), 0o700); err != nil {
		return fmt.Errorf("team state: %w", err)
	}
	l, err := flock.Acquire(filepath.Join(dataDir, lockFile))
	if err != nil {
		return fmt.Errorf("team state: %w", err)
	}
	defer func() { _ = l.Unlock() }()
	st, err := loadState(dataDir)
	if err != nil {
		return err
	}
	was, err := json.Marshal(st)
	if err != nil {
		return fmt.Errorf("team state: %w", err)
	}
	if err := f(&st); err != nil {
		return err
	}
	now, err := json.Marshal(st)
	if err != nil {
		return fmt.Errorf("save team state: %w", err)
	}
	if bytes.Equal(now, was) {
		return nil
	}
	return fsutil.WriteFileAtomic(filepath.Join(dataDir, stateFile), now, 0o600)
}

// markSynced records that a sync ended at now (see syncedStamp).
func markSynced(dataDir string, now time.Time) error {
	p := filepath.Join(dataDir, syncedStamp)
	f, err := os.OpenFile(p, os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		return fmt.Errorf("record the sync: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("record the sync: %w", err)
	}
	if err := os.Chtimes(p, now, now); err != nil {
		return fmt.Errorf("record the sync: %w", err)
	}
	return nil
}

// lastSync is when the last sync ended: the stamp's time, or what an
// older version wrote into the state.
func lastSync(dataDir string, st state) time.Time {
	if fi, err := os.Stat(filepath.Join(dataDir, syncedStamp)); err == nil && fi.ModTime().After(st.LastSync) {
		return fi.ModTime().UTC()
	}
	return st.LastSync
}

// record notes pulled events, in order: each is held by the team store, an
// add or supersede links its memory to the team, and a purge, or an unshare
// by its author's machine, ends the memory here for good (the import
// purged it), so the state forgets it. Forgotten then, a memory cannot be
// taken for one this machine purged: on an admin's machine a teammate's
// unshare would otherwise be pushed back as a purge, which would destroy
// the author's own copy.
func (st *state) record(l Link, events []event) {
	for _, e := range events {
		st.Sent[e.ID] = true
		switch {
		case e.Kind == kindAdd || e.Kind == kindSupersede:
			st.Shared[e.MemoryID] = true
			if e.Machine == l.Machine { // its own, pulled anew after a leave and a join
				st.Own[e.MemoryID] = true
			}
		case e.Kind == kindUnshare && e.Machine == l.Machine:
			// Its own unshare pulled anew: the memory stays here, taken back.
			st.Unshared[e.MemoryID] = true
		case e.Kind == kindPurge:
			st.forget(e.MemoryID)
			delete(st.LocalOnly, e.MemoryID) // no longer a purge that stayed here
		case e.Kind == kindUnshare && e.Machine != l.Machine: // the author keeps it, and its record
			st.forget(e.MemoryID)
		}
	}
}

// settle runs after a sync pushed everything derive asked for, with snap the
// store it derived from. A memory purged here has had its purge pushed or
// recorded as local-only by now, and purges are never undone, so the state
// forgets it; then Sent keeps only the events derive can still ask about.
// Without this the state grew with every event the team ever logged, and
// was read and rewritten whole at every sync.
func (st *state) settle(l Link, snap store.Snapshot) {
	for _, id := range snap.Purged {
		st.forget(id)
	}
	live := map[string]bool{}
	for id := range st.Shared {
		for _, what := range []string{"memory", kindPurge, kindUnshare} {
			live[eventID(l.Team, what, id)] = true
		}
	}
	for _, t := range snap.Tombstones {
		if st.Shared[t.SourceID] {
			live[eventID(l.Team, kindTombstone, t.ID)] = true
		}
	}
	maps.DeleteFunc(st.Sent, func(id string, _ bool) bool { return !live[id] })
}

// forget drops a memory gone for good from every set but LocalOnly, which
// counts this machine's own purges for the user. Its events leave Sent at
// the next settle.
func (st *state) forget(id string) {
	for _, m := range []map[string]bool{st.Shared, st.Own, st.Unshared, st.Pending, st.Declined} {
		delete(m, id)
	}
}
