package team

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/hippo-mem/hippo/internal/flock"
	"github.com/hippo-mem/hippo/internal/fsutil"
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
	// from a teammate, or a correction of either.
	Shared map[string]bool `json:"shared"`
	// Sent are the events the team store holds: pushed from here or pulled.
	Sent map[string]bool `json:"sent"`
	// Cursor is the oldest transaction still running at the last pull; the
	// next pull reads every event written from it on.
	Cursor   uint64    `json:"cursor"`
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

func (st state) save(dataDir string) error {
	b, err := json.Marshal(st)
	if err != nil {
		return fmt.Errorf("save team state: %w", err)
	}
	return fsutil.WriteFileAtomic(filepath.Join(dataDir, stateFile), b, 0o600)
}

// withState runs f on the state under the team lock, and saves it when f
// succeeds: a share and a sync never lose each other's changes.
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
	if err := f(&st); err != nil {
		return err
	}
	return st.save(dataDir)
}
