package store

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/activity"
)

// Snapshots and exact restores, for export and import (package transfer):
// a snapshot is every column of every row, read in one read transaction so
// that it is consistent while hooks and the warm server write; a restore
// writes rows back with their ids and every column as they were, never
// through Add, which would give them new ids and times.

// Row is one memory as a snapshot holds it: every column, and its vector and
// the model that made it when the snapshot was asked for vectors.
type Row struct {
	Memory
	VectorModel string
	Vector      []float32
	// Occurrences are the times the memory was said again after it was
	// stored (see Restate), oldest first; its own statement is the Memory's.
	Occurrences []Occurrence
	// History is every change to its strength, oldest first (see events.go).
	History []StrengthEvent
}

// TombstoneRow is one tombstone with its vector, when asked for.
type TombstoneRow struct {
	Tombstone
	VectorModel string
	Vector      []float32
}

// Snapshot is the store's content at one instant, each list ordered by id.
type Snapshot struct {
	// Model is the embedding model most of the memories' vectors came from,
	// "" when none has one.
	Model      string
	Memories   []Row
	Tombstones []TombstoneRow
	// Purged are the ids of purged memories: ids only, never content.
	Purged []string
}

// SnapshotOptions choose what a snapshot holds.
type SnapshotOptions struct {
	IncludeArchived bool
	NoTombstones    bool
	Vectors         bool
}

// purgedKey prefixes a purged memory's id in the meta table. The record
// keeps ids only: purge promises that no content survives it.
const purgedKey = "purged:"

// recordPurged records ids as purged inside tx.
func recordPurged(ctx context.Context, tx *sql.Tx, ids []string) error {
	for _, id := range ids {
		if _, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO meta(key, value) VALUES (?, '')`, purgedKey+id); err != nil {
			return fmt.Errorf("record purged %s: %w", id, err)
		}
	}
	return nil
}

// WerePurged returns which of ids the store recorded as purged. The record is
// written in the purge's own transaction, so it says whether a purge
// committed: capture resolves a purge's pending transcript lines by it.
func (s *Store) WerePurged(ctx context.Context, ids []string) (map[string]bool, error) {
	out := map[string]bool{}
	for _, id := range ids {
		var n int
		if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM meta WHERE key = ?`, purgedKey+id).Scan(&n); err != nil {
			return nil, wrapCorrupt(fmt.Errorf("read purged ids: %w", err), s.Path())
		}
		out[id] = n > 0
	}
	return out, nil
}

// extraScan scans a memory row followed by extra columns.
type extraScan struct {
	r     scanner
	extra []any
}

func (e extraScan) Scan(dest ...any) error { return e.r.Scan(append(dest, e.extra...)...) }

// Snapshot reads the store in one read transaction, which takes no write
// lock: writers go on, and the snapshot sees none of their later commits.
func (s *Store) Snapshot(ctx context.Context, o SnapshotOptions) (Snapshot, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return Snapshot{}, wrapCorrupt(fmt.Errorf("snapshot: %w", err), s.Path())
	}
	defer func() { _ = tx.Rollback() }()
	var snap Snapshot
	if snap.Memories, err = snapshotMemories(ctx, tx, o); err != nil {
		return Snapshot{}, wrapCorrupt(fmt.Errorf("snapshot memories: %w", err), s.Path())
	}
	if !o.NoTombstones {
		if snap.Tombstones, err = snapshotTombstones(ctx, tx, o.Vectors); err != nil {
			return Snapshot{}, wrapCorrupt(fmt.Errorf("snapshot tombstones: %w", err), s.Path())
		}
	}
	err = tx.QueryRowContext(ctx, `SELECT coalesce((SELECT vector_model FROM memories WHERE vector_model IS NOT NULL
		GROUP BY vector_model ORDER BY count(*) DESC, vector_model LIMIT 1), '')`).Scan(&snap.Model)
	if err != nil {
		return Snapshot{}, wrapCorrupt(fmt.Errorf("snapshot model: %w", err), s.Path())
	}
	if snap.Purged, err = purgedIDs(ctx, tx); err != nil {
		return Snapshot{}, wrapCorrupt(fmt.Errorf("snapshot purged ids: %w", err), s.Path())
	}
	if snap.Purged, err = s.withLoggedPurges(ctx, tx, snap.Purged); err != nil {
		return Snapshot{}, err
	}
	return snap, nil
}

// withLoggedPurges adds to ids the memories the activity log says were
// purged and that are not in the store: purges made before the store kept
// their record (it logged every one), so an export carries them too.
func (s *Store) withLoggedPurges(ctx context.Context, tx *sql.Tx, ids []string) ([]string, error) {
	logged, err := s.log.Read(activity.Filter{Op: activity.OpPurge})
	if err != nil {
		return nil, fmt.Errorf("snapshot purged ids: %w", err)
	}
	for _, e := range logged {
		if e.ID == "" || slices.Contains(ids, e.ID) {
			continue
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM memories WHERE id = ?`, e.ID).Scan(&n); err != nil {
			return nil, wrapCorrupt(fmt.Errorf("snapshot purged ids: %w", err), s.Path())
		}
		if n == 0 {
			ids = append(ids, e.ID)
		}
	}
	slices.Sort(ids)
	return ids, nil
}

func snapshotMemories(ctx context.Context, tx *sql.Tx, o SnapshotOptions) ([]Row, error) {
	vec := `NULL`
	if o.Vectors {
		vec = `(SELECT vector FROM memory_vectors v WHERE v.seq = memories.seq)`
	}
	q := `SELECT ` + memoryColumns + `, coalesce(vector_model, ''), ` + vec + ` FROM memories ORDER BY id`
	rows, err := tx.QueryContext(ctx, q)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Row
	for rows.Next() {
		var r Row
		var blob []byte
		if r.Memory, err = scanMemory(extraScan{rows, []any{&r.VectorModel, &blob}}); err != nil {
			return nil, err
		}
		if r.Vector = decodeVector(blob); r.Vector == nil {
			r.VectorModel = "" // not asked for, or a model named without a vector
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if err := withOccurrencesAndHistory(ctx, tx, out); err != nil {
		return nil, err
	}
	if !o.IncludeArchived {
		out = withoutArchived(out)
	}
	return out, nil
}

// withOccurrencesAndHistory reads every restatement and every strength event into the
// rows (ordered by id) of the memories they belong to.
func withOccurrencesAndHistory(ctx context.Context, tx *sql.Tx, out []Row) error {
	at := func(id string) *Row {
		i, found := slices.BinarySearchFunc(out, id, func(r Row, id string) int { return strings.Compare(r.ID, id) })
		if !found {
			return nil
		}
		return &out[i]
	}
	rows, err := tx.QueryContext(ctx, `SELECT memory_id, session_id, line_uuid, stated_at, origin FROM occurrences
		ORDER BY memory_id, stated_at, rowid`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var o Occurrence
		var stated int64
		if err := rows.Scan(&o.MemoryID, &o.SessionID, &o.LineUUID, &stated, &o.Origin); err != nil {
			return err
		}
		if r := at(o.MemoryID); r != nil {
			o.StatedAt = fromMS(stated)
			r.Occurrences = append(r.Occurrences, o)
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	events, err := tx.QueryContext(ctx, `SELECT memory_id, at, kind, stability FROM memory_events ORDER BY memory_id, at, rowid`)
	if err != nil {
		return err
	}
	defer events.Close()
	for events.Next() {
		var e StrengthEvent
		var when int64
		if err := events.Scan(&e.MemoryID, &when, &e.Kind, &e.Stability); err != nil {
			return err
		}
		if r := at(e.MemoryID); r != nil {
			e.At = fromMS(when)
			r.History = append(r.History, e)
		}
	}
	return events.Err()
}

// withoutArchived drops archived memories, and with them the history they
// hold up: a memory superseded by one left out is left out too (restored on
// its own, its link would dangle and a repair would make the stale value
// active again), and a back-link to one left out is cleared.
func withoutArchived(rows []Row) []Row {
	out := map[string]bool{}
	for changed := true; changed; {
		changed = false
		for _, r := range rows {
			if !out[r.ID] && (r.Archived || out[r.SupersededBy]) {
				out[r.ID], changed = true, true
			}
		}
	}
	kept := rows[:0]
	for _, r := range rows {
		if out[r.ID] {
			continue
		}
		if out[r.Supersedes] {
			r.Supersedes = ""
		}
		kept = append(kept, r)
	}
	return kept
}

func snapshotTombstones(ctx context.Context, tx *sql.Tx, vectors bool) ([]TombstoneRow, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, text, reason, created_at, coalesce(source_id, ''), vector,
		coalesce(vector_model, '') FROM tombstones ORDER BY id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []TombstoneRow
	for rows.Next() {
		var t TombstoneRow
		var created int64
		var blob []byte
		if err := rows.Scan(&t.ID, &t.Text, &t.Reason, &created, &t.SourceID, &blob, &t.VectorModel); err != nil {
			return nil, err
		}
		t.CreatedAt = fromMS(created)
		if vectors {
			t.Vector = decodeVector(blob)
		} else {
			t.VectorModel = ""
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

func purgedIDs(ctx context.Context, tx *sql.Tx) ([]string, error) {
	rows, err := tx.QueryContext(ctx, `SELECT key FROM meta WHERE key >= ? AND key < ? ORDER BY key`, purgedKey, purgedKey+"\xff")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var k string
		if err := rows.Scan(&k); err != nil {
			return nil, err
		}
		out = append(out, strings.TrimPrefix(k, purgedKey))
	}
	return out, rows.Err()
}

// TombstoneMatching is the first of ts that refuses text, by words alone (see
// BlockingTombstone): an import checks its file's tombstones, which are not
// in the store yet, this way. PrepareTombstones first, when many texts are
// checked against the same ones.
func TombstoneMatching(ts []Tombstone, text string) *Tombstone {
	return blockingIn(ts, text, nil)
}

// PrepareTombstones reads, once, the words of each of ts that matching
// compares.
func PrepareTombstones(ts []Tombstone) {
	for i := range ts {
		ts[i].words = contentSet(ts[i].Text)
	}
}
