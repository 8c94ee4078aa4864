package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/activity"
)

// Occurrence is one time a memory's statement was made: the first, when the
// memory was stored, and each restatement since (the same fact jotted again,
// the same correction in another session). Ids and times only, never text,
// so a purge of the memory leaves nothing of it here.
type Occurrence struct {
	MemoryID  string    `json:"memory_id"`
	SessionID string    `json:"session_id,omitempty"`
	LineUUID  string    `json:"line_uuid,omitempty"`
	StatedAt  time.Time `json:"stated_at"`
	Origin    Origin    `json:"origin"`
}

// Restatement is a memory said again, as the write path knows it.
type Restatement struct {
	SessionID, LineUUID string
	StatedAt            time.Time // zero: now (a jot, an MCP call)
	Origin              Origin
}

// Restate records that memory id was said again and reinforces it, in one
// transaction: a repeated statement is one memory with its occurrences as
// evidence, not a copy per repetition (copies all come back in recall, and
// a correction made three times would be injected three times). The growth
// is spaced as a recall's is (see ReinforceIn): a session that repeats
// itself gains once. A transcript line is recorded once, however often it is
// captured again.
func (s *Store) Restate(ctx context.Context, idOrPrefix string, r Restatement) (Memory, error) {
	if err := s.refuseWrite("restate"); err != nil {
		return Memory{}, err
	}
	id, err := s.resolveID(ctx, "memories", idOrPrefix)
	if err != nil {
		return Memory{}, err
	}
	now := s.now().UTC()
	stated := r.StatedAt.UTC()
	if r.StatedAt.IsZero() {
		stated = now
	}
	var m Memory
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if m, err = s.updateStability(ctx, tx, id, EventRestate, func(m *Memory) bool { return spacedGrowth(m, r.SessionID, now) }, now); err != nil {
			return err
		}
		return addOccurrence(ctx, tx, Occurrence{MemoryID: id, SessionID: r.SessionID, LineUUID: r.LineUUID, StatedAt: stated, Origin: r.Origin})
	})
	if err != nil {
		return Memory{}, wrapCorrupt(fmt.Errorf("restate %s: %w", id, err), s.Path())
	}
	return m, s.logEvent(activity.OpRestate, m.ID)
}

// addOccurrence records o once: a transcript line already recorded for the
// memory, or the same statement at the same instant (an export imported
// twice), is not recorded again.
func addOccurrence(ctx context.Context, tx *sql.Tx, o Occurrence) error {
	at := ms(o.StatedAt)
	_, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO occurrences (memory_id, session_id, line_uuid, stated_at, origin)
		SELECT ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM occurrences
			WHERE memory_id = ? AND session_id = ? AND line_uuid = ? AND stated_at = ?)`,
		o.MemoryID, o.SessionID, o.LineUUID, at, o.Origin, o.MemoryID, o.SessionID, o.LineUUID, at)
	return err
}

// Occurrences returns, for each memory in mems, every time its statement was
// made, oldest first: its own statement, then each restatement.
func (s *Store) Occurrences(ctx context.Context, mems []Memory) (map[string][]Occurrence, error) {
	out := make(map[string][]Occurrence, len(mems))
	if len(mems) == 0 {
		return out, nil
	}
	args := make([]any, len(mems))
	for i, m := range mems {
		out[m.ID] = []Occurrence{{MemoryID: m.ID, SessionID: m.SessionID, LineUUID: m.LineUUID, StatedAt: m.StatedAt, Origin: m.Origin}}
		args[i] = m.ID
	}
	rows, err := s.db.QueryContext(ctx, `SELECT memory_id, session_id, line_uuid, stated_at, origin FROM occurrences
		WHERE memory_id IN (?`+strings.Repeat(",?", len(mems)-1)+`) ORDER BY stated_at, rowid`, args...)
	if err != nil {
		return nil, wrapCorrupt(fmt.Errorf("read occurrences: %w", err), s.Path())
	}
	defer rows.Close()
	for rows.Next() {
		var o Occurrence
		var stated int64
		if err := rows.Scan(&o.MemoryID, &o.SessionID, &o.LineUUID, &stated, &o.Origin); err != nil {
			return nil, wrapCorrupt(fmt.Errorf("read occurrences: %w", err), s.Path())
		}
		o.StatedAt = fromMS(stated)
		out[o.MemoryID] = append(out[o.MemoryID], o)
	}
	if err := rows.Err(); err != nil {
		return nil, wrapCorrupt(fmt.Errorf("read occurrences: %w", err), s.Path())
	}
	return out, nil
}
