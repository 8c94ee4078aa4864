package team

import (
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"time"

	"github.com/hippo-mem/hippo/redact"
	"github.com/hippo-mem/hippo/store"
)

// Event kinds, as the schema's check constraint names them.
const (
	kindAdd       = "add"
	kindSupersede = "supersede"
	kindTombstone = "tombstone"
	kindPurge     = "purge"
	kindUnshare   = "unshare"
)

// event is one row of hippo.events with its content.
type event struct {
	ID         string
	Kind       string
	MemoryID   string // tombstone: the tombstone's id
	TargetID   string // supersede: the memory replaced; tombstone: the memory refused
	Author     string // set by the team store
	Machine    string
	StatedAt   time.Time
	MemoryKind string
	Topic      string
	// Text is the content; nil when the event has none or a purge deleted it.
	Text   *string
	Reason string
}

// eventID is an event's idempotency key, derived from what the event
// records: a memory is shared once whichever machine sends it, and one
// purge is one event however many machines ask for it.
func eventID(team, what, id string) string {
	h := sha256.Sum256([]byte(team + "\x00" + what + "\x00" + id))
	return hex.EncodeToString(h[:16])
}

// deriver works out the events this machine's store calls for.
type deriver struct {
	link   Link
	st     *state
	rows   map[string]store.Row
	purged map[string]bool
	out    []event
}

// derive returns the events that the store, read as snap, calls for and
// the team store does not hold yet, in the order they happened: each shared
// memory, then the correction that superseded it, then tombstones of shared
// memories, then purges. It adds each correction of a shared memory to
// st.Shared, and records in st.LocalOnly a purge this role cannot share.
func derive(l Link, st *state, snap store.Snapshot) []event {
	d := deriver{link: l, st: st, rows: map[string]store.Row{}, purged: map[string]bool{}}
	for _, r := range snap.Memories {
		d.rows[r.ID] = r
	}
	for _, id := range snap.Purged {
		d.purged[id] = true
	}
	queue := sortedKeys(st.Shared)
	var purges []event // and unshares: after every add
	for i := 0; i < len(queue); i++ {
		id := queue[i]
		if d.purged[id] {
			purges = d.purge(id, purges)
			continue
		}
		if st.Unshared[id] {
			purges = d.unshare(id, purges)
			continue
		}
		r, ok := d.rows[id]
		if !ok {
			continue // a teammate's memory the gate merged into one here
		}
		d.memory(r)
		if n := r.SupersededBy; n != "" && !st.Shared[n] && d.rows[n].Origin == store.OriginJot {
			// Only the user's own correction (hippo correct, jot) follows a
			// shared memory to the team: a memory shares by explicit choice,
			// and a capture or a model's note is not one.
			st.Shared[n] = true
			queue = append(queue, n)
		}
	}
	for _, t := range snap.Tombstones {
		if st.Shared[t.SourceID] {
			text, _ := redact.Text(t.Text)
			reason, _ := redact.Text(t.Reason)
			d.add(event{ID: eventID(l.Team, kindTombstone, t.ID), Kind: kindTombstone, MemoryID: t.ID,
				TargetID: t.SourceID, StatedAt: t.CreatedAt, Text: &text, Reason: reason})
		}
	}
	for _, e := range purges {
		d.add(e)
	}
	return d.out
}

// memory derives the event that shares r: a supersede when r corrects a
// shared memory, an add otherwise. Its text is redacted again here, before
// it leaves the machine, whatever the store holds.
func (d *deriver) memory(r store.Row) {
	kind, target := kindAdd, ""
	if d.st.Shared[r.Supersedes] {
		kind, target = kindSupersede, r.Supersedes
	}
	text, _ := redact.Text(r.Text)
	if !d.st.Sent[eventID(d.link.Team, "memory", r.ID)] {
		d.st.Own[r.ID] = true
	}
	d.add(event{ID: eventID(d.link.Team, "memory", r.ID), Kind: kind, MemoryID: r.ID, TargetID: target,
		StatedAt: r.StatedAt, MemoryKind: string(r.Kind), Topic: r.Topic, Text: &text})
}

// unshare queues taking a memory this machine shared back from the team,
// when the team holds it.
func (d *deriver) unshare(id string, out []event) []event {
	if !d.st.Sent[eventID(d.link.Team, "memory", id)] {
		return out // never sent: nothing to take back
	}
	return append(out, event{ID: eventID(d.link.Team, kindUnshare, id), Kind: kindUnshare, MemoryID: id, StatedAt: time.Now().UTC()})
}

// purge queues the purge of a shared memory purged here, when this role may
// purge for everyone; otherwise the purge stays local.
func (d *deriver) purge(id string, purges []event) []event {
	e := event{ID: eventID(d.link.Team, kindPurge, id), Kind: kindPurge, MemoryID: id, StatedAt: time.Now().UTC()}
	if d.st.Sent[e.ID] {
		return purges
	}
	if !d.link.Admin {
		d.st.LocalOnly[id] = true
		return purges
	}
	return append(purges, e)
}

func (d *deriver) add(e event) {
	if !d.st.Sent[e.ID] {
		e.Machine = d.link.Machine
		d.out = append(d.out, e)
	}
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k, ok := range m {
		if ok {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}
