package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// EventKind is what happened to a memory's strength.
type EventKind string

// The events a memory's history records.
const (
	EventReinforce EventKind = "reinforce" // shown by a recall
	EventConfirm   EventKind = "confirm"   // a person said it was useful
	EventRestate   EventKind = "restate"   // said again
	EventRevive    EventKind = "revive"    // brought back from the archive
	EventPin       EventKind = "pin"
	EventUnpin     EventKind = "unpin"
	EventArchive   EventKind = "archive" // by prune or by hand
)

// StrengthEvent is one change to a memory's strength: which memory, when, what
// happened and the stability it left. Ids, times and numbers only, never
// text, so the history can be kept for as long as the memory and deleted with
// it by a purge. It lets a viewer draw the strength a memory had over time,
// which its current row alone cannot tell.
type StrengthEvent struct {
	MemoryID  string    `json:"memory_id"`
	At        time.Time `json:"at"`
	Kind      EventKind `json:"kind"`
	Stability float64   `json:"stability"`
}

// addEvent records one event inside tx, the transaction that made the change,
// so the history never claims a change that was rolled back.
func addEvent(ctx context.Context, tx *sql.Tx, id string, kind EventKind, at time.Time, stability float64) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO memory_events (memory_id, at, kind, stability) VALUES (?, ?, ?, ?)`,
		id, ms(at), string(kind), stability)
	return err
}

// Valid reports a kind of event this version records.
func (k EventKind) Valid() bool {
	switch k {
	case EventReinforce, EventConfirm, EventRestate, EventRevive, EventPin, EventUnpin, EventArchive:
		return true
	}
	return false
}

// restoreEvent records e once: an import that brings an event the store has
// (same memory, instant and kind) adds nothing.
func restoreEvent(ctx context.Context, tx *sql.Tx, e StrengthEvent) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO memory_events (memory_id, at, kind, stability)
		SELECT ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM memory_events WHERE memory_id = ? AND at = ? AND kind = ?)`,
		e.MemoryID, ms(e.At), string(e.Kind), e.Stability, e.MemoryID, ms(e.At), string(e.Kind))
	return err
}

// History returns memory id's events, oldest first.
func (s *Store) History(ctx context.Context, idOrPrefix string) ([]StrengthEvent, error) {
	id, err := s.resolveID(ctx, "memories", idOrPrefix)
	if err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT memory_id, at, kind, stability FROM memory_events
		WHERE memory_id = ? ORDER BY at, rowid`, id)
	if err != nil {
		return nil, wrapCorrupt(fmt.Errorf("history of %s: %w", id, err), s.Path())
	}
	defer rows.Close()
	var out []StrengthEvent
	for rows.Next() {
		var e StrengthEvent
		var at int64
		var kind string
		if err := rows.Scan(&e.MemoryID, &at, &kind, &e.Stability); err != nil {
			return nil, wrapCorrupt(fmt.Errorf("history of %s: %w", id, err), s.Path())
		}
		e.At, e.Kind = fromMS(at), EventKind(kind)
		out = append(out, e)
	}
	return out, rows.Err()
}
