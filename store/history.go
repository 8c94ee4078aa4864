package store

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"time"
)

// AddHistory stores nm as history: already superseded by the newer memory,
// linked both ways, in the one transaction that stores it. The capture gate
// uses it for a statement older than the memory it contradicts: capturing an
// old transcript after a newer one must not bring back the stale value as the
// current fact, and the older statement is still worth keeping as what was
// once true.
func (s *Store) AddHistory(ctx context.Context, newerIDOrPrefix string, nm NewMemory) (AddResult, error) {
	if err := s.refuseWrite("add history"); err != nil {
		return AddResult{}, err
	}
	newer, err := s.Get(ctx, newerIDOrPrefix)
	if err != nil {
		return AddResult{}, fmt.Errorf("add history under %s: %w", newerIDOrPrefix, err)
	}
	nm.inherit(newer)
	nm.supersededBy = newer.ID
	r, err := s.Add(ctx, nm)
	if err != nil {
		return r, fmt.Errorf("add history under %s: %w", newer.ID, err)
	}
	return r, nil
}

// linkHistory points the newer memory back at id, the history just stored
// under it, when the newer memory supersedes nothing yet. A memory holds one
// back link, as Supersede keeps it: when it already has one, id's own
// superseded_by link still names the newer memory, so the history stays out
// of recall and reachable from it.
func linkHistory(ctx context.Context, tx *sql.Tx, id, newer string) error {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM memories WHERE id = ?`, newer).Scan(&n); err != nil {
		return err
	}
	if n != 1 {
		return fmt.Errorf("link history to %s: %w", newer, ErrNotFound) // purged since the gate looked
	}
	_, err := tx.ExecContext(ctx, `UPDATE memories SET supersedes = ? WHERE id = ? AND supersedes IS NULL`, id, newer)
	return err
}

// backfillV4 fills the columns schema 4 adds, for every memory already
// stored, so that no memory is lost or left without a time: stated_at is the
// memory's source time where the store has one (a captured line's timestamp;
// an ingested file's modification time, if the file still exists), else its
// creation time; the last reinforcement is taken to be the last access, the
// only record of it an older store kept.
func backfillV4(ctx context.Context, tx *sql.Tx) error {
	type row struct {
		seq                 int64
		created             int64
		sourceTime, srcPath string
		origin              Origin
	}
	rows, err := tx.QueryContext(ctx, `SELECT seq, created_at, source_time, source_path, origin FROM memories`)
	if err != nil {
		return fmt.Errorf("backfill stated_at: %w", err)
	}
	var all []row
	for rows.Next() {
		var r row
		if err := rows.Scan(&r.seq, &r.created, &r.sourceTime, &r.srcPath, &r.origin); err != nil {
			_ = rows.Close()
			return fmt.Errorf("backfill stated_at: %w", err)
		}
		all = append(all, r)
	}
	if err := rows.Close(); err != nil {
		return fmt.Errorf("backfill stated_at: %w", err)
	}
	for _, r := range all {
		stated := sourceTimeOf(r.origin, r.sourceTime, r.srcPath, fromMS(r.created))
		if _, err := tx.ExecContext(ctx, `UPDATE memories SET stated_at = ? WHERE seq = ?`, ms(stated), r.seq); err != nil {
			return fmt.Errorf("backfill stated_at of row %d: %w", r.seq, err)
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE memories SET last_reinforced_at = last_accessed`); err != nil {
		return fmt.Errorf("backfill last_reinforced_at: %w", err)
	}
	return nil
}

// sourceTimeOf is when a memory's statement was made, as far as the store
// can tell: a captured line's timestamp, an ingested file's modification
// time, else fallback (its creation).
func sourceTimeOf(origin Origin, sourceTime, sourcePath string, fallback time.Time) time.Time {
	if t, ok := ParseStatedAt(sourceTime); ok {
		return t
	}
	if origin == OriginSummary && sourcePath != "" {
		if fi, err := os.Stat(sourcePath); err == nil {
			return fi.ModTime().UTC()
		}
	}
	return fallback
}

// ParseStatedAt reads a transcript line's timestamp (RFC 3339, as Claude Code
// writes it); ok is false for an empty or unreadable one.
func ParseStatedAt(ts string) (time.Time, bool) {
	if ts == "" {
		return time.Time{}, false
	}
	t, err := time.Parse(time.RFC3339Nano, ts)
	if err != nil {
		return time.Time{}, false
	}
	return t.UTC(), true
}
