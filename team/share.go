package team

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/hippo-mem/hippo/redact"
	"github.com/hippo-mem/hippo/store"
)

// Shared is a memory marked for sharing, with the text that will leave the
// machine at the next sync.
type Shared struct {
	ID string `json:"id"`
	// Text is the memory's text as the team store receives it: redacted.
	Text string `json:"text"`
	// Redacted names the kinds of secret removed from it.
	Redacted []string `json:"redacted,omitempty"`
}

// ErrTakenBack refuses to share again a memory this machine unshared: the
// team's log holds its unshare, which every other machine obeyed by
// dropping the memory for good, so a sync could send nothing.
var ErrTakenBack = errors.New("it was taken back from the team (unshared), and the other machines dropped it for good: its id cannot be shared again")

// Share marks the memory id (or an unambiguous prefix) for sharing: the
// next sync sends it, and later its corrections, tombstones and (by an
// admin) its purge. A memory is shared only by this explicit choice.
func Share(ctx context.Context, s *store.Store, dataDir, id string) (Shared, error) {
	l, err := LoadLink(dataDir)
	if err != nil {
		return Shared{}, err
	}
	if !l.Writer {
		return Shared{}, ErrReader
	}
	m, err := s.Get(ctx, id)
	if err != nil {
		return Shared{}, fmt.Errorf("share: %w", err)
	}
	if !m.Active() {
		return Shared{}, fmt.Errorf("share %s: only an active memory can be shared (it is archived or superseded)", m.ID)
	}
	text, found := redact.Text(m.Text)
	err = withState(dataDir, func(st *state) error {
		if st.Unshared[m.ID] {
			if st.Sent[eventID(l.Team, kindUnshare, m.ID)] {
				return fmt.Errorf("share %s: %w", m.ID, ErrTakenBack)
			}
			delete(st.Unshared, m.ID) // the unshare never left this machine: sharing again cancels it
		}
		st.Shared[m.ID] = true
		return nil
	})
	return Shared{ID: m.ID, Text: text, Redacted: redact.Kinds(found)}, err
}

// Status is what "hippo team status" shows.
type Status struct {
	// Linked is false on a machine that joined no team; the rest is empty.
	Linked bool `json:"linked"`
	Link
	Shared   int       `json:"shared"`  // memories linked to the team
	Pending  int       `json:"pending"` // events waiting for the next sync
	LastSync time.Time `json:"last_sync,omitzero"`
	// LocalOnly are purges of team memories that stayed on this machine.
	LocalOnly int `json:"local_only,omitempty"`
	// Proposed are memories a policy proposed, waiting for approval.
	Proposed int `json:"proposed"`
	// Memories are the active team memories here, as the team holds them.
	Memories []Shared `json:"memories"`
}

// ReadStatus reads the link and what waits to be sent, without reaching
// the team store.
func ReadStatus(ctx context.Context, s *store.Store, dataDir string) (Status, error) {
	l, err := LoadLink(dataDir)
	if errors.Is(err, ErrNotJoined) {
		return Status{Memories: []Shared{}}, nil
	}
	if err != nil {
		return Status{}, err
	}
	st, err := loadState(dataDir)
	if err != nil {
		return Status{}, err
	}
	snap, err := s.Snapshot(ctx, store.SnapshotOptions{IncludeArchived: true})
	if err != nil {
		return Status{}, err
	}
	pending := derive(l, &st, snap)
	out := Status{Linked: true, Link: l, Shared: len(st.Shared), Pending: len(pending), LastSync: lastSync(dataDir, st), LocalOnly: len(st.LocalOnly),
		Proposed: len(st.Pending), Memories: []Shared{}}
	for _, r := range snap.Memories {
		if r.Active() && st.Shared[r.ID] && !st.Unshared[r.ID] {
			text, found := redact.Text(r.Text)
			out.Memories = append(out.Memories, Shared{ID: r.ID, Text: text, Redacted: redact.Kinds(found)})
		}
	}
	return out, nil
}

// ErrNotOwn refuses to unshare a memory another machine shared: only its
// author, or a team admin, takes it back.
var ErrNotOwn = errors.New("only the machine that shared a memory, or a team admin, can unshare it")

// Unshare takes a memory this machine shared back from the team at the
// next sync: its text is deleted from the team store and the other
// machines drop their copies, while this machine keeps it.
func Unshare(ctx context.Context, s *store.Store, dataDir, id string) (store.Memory, error) {
	l, err := LoadLink(dataDir)
	if err != nil {
		return store.Memory{}, err
	}
	m, err := s.Get(ctx, id)
	if err != nil {
		return m, fmt.Errorf("unshare: %w", err)
	}
	err = withState(dataDir, func(st *state) error {
		switch {
		case !st.Shared[m.ID]:
			return fmt.Errorf("unshare %s: it is not shared", m.ID)
		case !st.Own[m.ID] && !l.Admin && st.Sent[eventID(l.Team, "memory", m.ID)]:
			return fmt.Errorf("unshare %s: %w", m.ID, ErrNotOwn)
		}
		st.Unshared[m.ID] = true
		return nil
	})
	return m, err
}

// SharedOf returns those of ids that are team memories here, so a purge can
// say before it runs what it sends to the team; none without a link.
func SharedOf(dataDir string, ids []string) ([]string, error) {
	if _, err := LoadLink(dataDir); errors.Is(err, ErrNotJoined) {
		return nil, nil
	}
	st, err := loadState(dataDir)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, id := range ids {
		if st.Shared[id] {
			out = append(out, id)
		}
	}
	return out, nil
}
