package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/hippo-mem/hippo/activity"
)

// RestorePlan is every change one import makes, applied in one transaction
// by Restore. Package transfer decides it; the store only carries it out.
type RestorePlan struct {
	// Insert are new memories, written with their ids and every column as
	// given.
	Insert []Row
	// Update are memories the store has, with merged values: Restore writes
	// their stability, access, reinforcement, pin and archive columns, never
	// their text or links.
	Update []Row
	// Occurrences are restatements to record, of memories the store has or
	// Insert brings; one already recorded is not recorded twice.
	Occurrences []Occurrence
	// History are strength events to record, likewise.
	History []StrengthEvent
	// Links are supersessions to add, each old -> newer.
	Links []Link
	// Tombstones are new tombstones, written as given.
	Tombstones []TombstoneRow
	// Archive are active memories that a new tombstone now refuses.
	Archive []string
	// Purge are memories to destroy, as Purge does (their ids are recorded).
	Purge []string
	// Purged are ids to record as purged, content never having been here.
	Purged []string
}

// Link is one supersession: Old is superseded by Newer.
type Link struct{ Old, Newer string }

// RestoreReport says what Restore could not do and what it compacted.
type RestoreReport struct {
	// Conflicts are links refused because the old memory is already
	// superseded, or because they would close a cycle.
	Conflicts int `json:"link_conflicts"`
	// Reactivated are memories a purged one superseded, active again.
	Reactivated []string `json:"reactivated,omitempty"`
	Compacted   bool     `json:"compacted"`
	// Committed is true once the import's transaction committed, even when
	// Restore then fails (logging, compacting): the caller records what the
	// import purged only then.
	Committed bool `json:"-"`
}

// Restore applies p in one transaction: on any error nothing is changed.
// After purges it compacts the store, as Purge does, so no purged byte stays
// on disk.
func (s *Store) Restore(ctx context.Context, p RestorePlan) (RestoreReport, error) {
	var rep RestoreReport
	if err := s.refuseWrite("import"); err != nil {
		return rep, err
	}
	var linked []Link
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		if rep.Reactivated, err = purgeRows(ctx, tx, p.Purge); err != nil {
			return err
		}
		if err := recordPurged(ctx, tx, p.Purged); err != nil {
			return err
		}
		for _, r := range p.Insert {
			if err := insertRow(ctx, tx, r); err != nil {
				return fmt.Errorf("import memory %s: %w", r.ID, err)
			}
		}
		for _, r := range p.Update {
			if err := updateRow(ctx, tx, r); err != nil {
				return fmt.Errorf("merge memory %s: %w", r.ID, err)
			}
		}
		for _, o := range p.Occurrences {
			if err := addOccurrence(ctx, tx, o); err != nil {
				return fmt.Errorf("import occurrence of %s: %w", o.MemoryID, err)
			}
		}
		for _, e := range p.History {
			if err := restoreEvent(ctx, tx, e); err != nil {
				return fmt.Errorf("import history of %s: %w", e.MemoryID, err)
			}
		}
		for _, t := range p.Tombstones {
			if _, err := tx.ExecContext(ctx, `INSERT INTO tombstones (id, text, vector, vector_model, reason, created_at, source_id)
				VALUES (?,?,?,?,?,?,?)`, t.ID, t.Text, encodeVector(t.Vector), nullable(t.VectorModel), t.Reason, ms(t.CreatedAt), t.SourceID); err != nil {
				return fmt.Errorf("import tombstone %s: %w", t.ID, err)
			}
		}
		for _, id := range p.Archive {
			if _, err := tx.ExecContext(ctx, `UPDATE memories SET archived = 1, archived_at = ? WHERE id = ? AND archived = 0`,
				ms(s.now()), id); err != nil {
				return fmt.Errorf("archive %s: %w", id, err)
			}
		}
		linked, err = addLinks(ctx, tx, p.Links)
		rep.Conflicts = len(p.Links) - len(linked)
		return err
	})
	if err != nil {
		return RestoreReport{}, wrapCorrupt(err, s.Path())
	}
	rep.Committed = true
	s.dropIndex() // the next recall loads it again, with every change
	p.Links = linked
	if err := s.logRestore(p); err != nil {
		return rep, fmt.Errorf("imported, but: %w", err)
	}
	if len(p.Purge) > 0 {
		s.dropEmbedCache()
		rep.Compacted, err = s.Compact(ctx)
	}
	return rep, err
}

// logRestore records what an import changed, by id.
func (s *Store) logRestore(p RestorePlan) error {
	var events []activity.Event
	add := func(op string, id string) {
		events = append(events, activity.Event{Op: op, ID: id, Actor: s.opts.Actor, Session: s.opts.Session})
	}
	for _, id := range p.Purge {
		add(activity.OpPurge, id)
	}
	for _, r := range p.Insert {
		add(activity.OpImport, r.ID)
	}
	for _, l := range p.Links {
		add(activity.OpSupersede, l.Old)
	}
	for _, id := range p.Archive {
		add(activity.OpArchive, id)
	}
	return s.log.Append(events...)
}

// purgeRows destroys memories inside tx and returns those active again.
func purgeRows(ctx context.Context, tx *sql.Tx, ids []string) ([]string, error) {
	var back []string
	for _, id := range ids {
		b, err := unlinkPurged(ctx, tx, id)
		if err != nil {
			return nil, fmt.Errorf("purge %s: %w", id, err)
		}
		back = append(back, b...)
		if err := deleteMemory(ctx, tx, id); err != nil {
			return nil, fmt.Errorf("purge %s: %w", id, err)
		}
	}
	return back, nil
}

// addLinks adds each supersession that the graph allows and returns those
// it added: one whose old memory another link superseded first, or that
// would close a cycle, is left out.
func addLinks(ctx context.Context, tx *sql.Tx, links []Link) ([]Link, error) {
	var added []Link
	for _, l := range links {
		err := link(ctx, tx, l.Old, l.Newer)
		switch {
		case errors.Is(err, ErrAlreadySuperseded), errors.Is(err, ErrCycle), errors.Is(err, ErrNotFound):
		case err != nil:
			return nil, err
		default:
			added = append(added, l)
		}
	}
	return added, nil
}

func insertRow(ctx context.Context, tx *sql.Tx, r Row) error {
	m := r.Memory
	var archivedAt any
	if !m.ArchivedAt.IsZero() {
		archivedAt = ms(m.ArchivedAt)
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO memories (id, text, created_at, last_accessed, stability, base_stability,
		memory_type, consolidation_level, kind, origin, speaker, topic, project, session_id, transcript_path, line_uuid,
		source_path, access_count, pinned, archived, archived_at, superseded_by, supersedes, schema_version, vector_model,
		source_time, stated_at, last_reinforced_at, last_reinforced_session)
		VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
		m.ID, m.Text, ms(m.CreatedAt), ms(m.LastAccessed), m.Stability, m.BaseStability, m.MemoryType,
		m.ConsolidationLevel, m.Kind, m.Origin, m.Speaker, m.Topic, m.Project, m.SessionID, m.TranscriptPath,
		m.LineUUID, m.SourcePath, m.AccessCount, m.Pinned, m.Archived, archivedAt, nullable(m.SupersededBy),
		nullable(m.Supersedes), m.SchemaVersion, nullable(r.VectorModel), m.SourceTime, ms(m.StatedAt),
		ms(m.LastReinforcedAt), m.LastReinforcedSession)
	if err != nil {
		return err
	}
	seq, err := res.LastInsertId()
	if err != nil {
		return err
	}
	if err := indexText(ctx, tx, seq, m.Text); err != nil {
		return err
	}
	for _, o := range r.Occurrences {
		o.MemoryID = m.ID
		if err := addOccurrence(ctx, tx, o); err != nil {
			return err
		}
	}
	for _, e := range r.History {
		e.MemoryID = m.ID
		if err := restoreEvent(ctx, tx, e); err != nil {
			return err
		}
	}
	if r.VectorModel == "" {
		return nil
	}
	return putVector(ctx, tx, seq, r.Vector)
}

func updateRow(ctx context.Context, tx *sql.Tx, r Row) error {
	m := r.Memory
	var archivedAt any
	if !m.ArchivedAt.IsZero() {
		archivedAt = ms(m.ArchivedAt)
	}
	_, err := tx.ExecContext(ctx, `UPDATE memories SET last_accessed = ?, stability = ?, base_stability = ?, memory_type = ?,
		consolidation_level = ?, access_count = ?, pinned = ?, archived = ?, archived_at = ?, last_reinforced_at = ?,
		last_reinforced_session = ? WHERE id = ?`,
		ms(m.LastAccessed), m.Stability, m.BaseStability, m.MemoryType, m.ConsolidationLevel, m.AccessCount, m.Pinned,
		m.Archived, archivedAt, ms(m.LastReinforcedAt), m.LastReinforcedSession, m.ID)
	return err
}
