package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/redact"
)

// Prune archives every active, unpinned memory whose strength fell below
// DeletionFloor. Archiving is reversible and keeps text and vector; a second
// run finds nothing more to do. With dryRun it only reports.
func (s *Store) Prune(ctx context.Context, dryRun bool) ([]Memory, error) {
	if !dryRun {
		if err := s.refuseWrite("prune"); err != nil {
			return nil, err
		}
	}
	mems, err := s.query(ctx, `SELECT `+memoryColumns+` FROM memories WHERE archived = 0 AND superseded_by IS NULL AND pinned = 0`)
	if err != nil {
		return nil, err
	}
	now := s.now()
	var faded []Memory
	for _, m := range mems {
		if m.StrengthAt(now) < decay.DeletionFloor {
			m.Archived, m.ArchivedAt = true, now.UTC()
			faded = append(faded, m)
		}
	}
	if dryRun || len(faded) == 0 {
		return faded, nil
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, wrapCorrupt(fmt.Errorf("prune: %w", err), s.Path())
	}
	defer func() { _ = tx.Rollback() }()
	events := make([]activity.Event, 0, len(faded))
	for _, m := range faded {
		// The pinned and archived guards make a race with pin or another prune harmless.
		if err := archiveIn(ctx, tx, m, now); err != nil {
			return nil, wrapCorrupt(fmt.Errorf("prune %s: %w", m.ID, err), s.Path())
		}
		events = append(events, activity.Event{Op: activity.OpArchive, ID: m.ID, Actor: s.opts.Actor, Session: s.opts.Session})
	}
	if err := tx.Commit(); err != nil {
		return nil, wrapCorrupt(fmt.Errorf("prune: %w", err), s.Path())
	}
	s.indexSetState(ctx, faded, stateArchived)
	return faded, s.log.Append(events...)
}

// archiveIn archives m inside tx and records it in m's history. The pinned
// and archived guards make a race with pin or another prune harmless: a
// memory pinned or archived meanwhile is left as it is, with no event.
func archiveIn(ctx context.Context, tx *sql.Tx, m Memory, now time.Time) error {
	res, err := tx.ExecContext(ctx, `UPDATE memories SET archived = 1, archived_at = ? WHERE id = ? AND pinned = 0 AND archived = 0`,
		ms(now), m.ID)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err
	}
	return addEvent(ctx, tx, m.ID, EventArchive, now, m.Stability)
}

// Archive takes an active memory out of recall by hand, as prune does to one
// that faded: reversible with Revive, text and vector kept. A pinned memory
// is refused (unpin it first: the pin says to keep it), as is one already
// archived or superseded.
func (s *Store) Archive(ctx context.Context, idOrPrefix string) (Memory, error) {
	if err := s.refuseWrite("archive"); err != nil {
		return Memory{}, err
	}
	m, err := s.Get(ctx, idOrPrefix)
	if err != nil {
		return Memory{}, err
	}
	switch {
	case m.SupersededBy != "":
		return Memory{}, fmt.Errorf("archive %s: %w by %s", m.ID, ErrAlreadySuperseded, m.SupersededBy)
	case m.Archived:
		return Memory{}, fmt.Errorf("archive %s: %w", m.ID, ErrAlreadyArchived)
	case m.Pinned:
		return Memory{}, fmt.Errorf("archive %s: %w", m.ID, ErrPinned)
	}
	now := s.now().UTC()
	if err := s.inTx(ctx, func(tx *sql.Tx) error { return archiveIn(ctx, tx, m, now) }); err != nil {
		return Memory{}, wrapCorrupt(fmt.Errorf("archive %s: %w", m.ID, err), s.Path())
	}
	m.Archived, m.ArchivedAt = true, now
	s.indexSetState(ctx, []Memory{m}, stateArchived)
	return m, s.logEvent(activity.OpArchive, m.ID)
}

// IngestAction is what ingesting a summary file did.
type IngestAction string

// Ingest actions.
const (
	IngestAdded     IngestAction = "added"
	IngestUpdated   IngestAction = "updated" // the file changed: its memory's text follows it
	IngestUnchanged IngestAction = "unchanged"
	// IngestReinforced: a new file that restates a memory reinforced it, and
	// stored nothing (see IngestAdd).
	IngestReinforced IngestAction = "reinforced"
)

// IngestAdd writes the memory of a summary file ingested for the first
// time, and says what it did. workflow.Ingest passes the capture gate's
// (capture.Deliberate), so a summary that restates a memory reinforces it
// like any other write; nil stores it with Add.
type IngestAdd func(ctx context.Context, nm NewMemory) (IngestAction, Memory, error)

// IngestResult reports one summary file.
type IngestResult struct {
	Path     string           `json:"path"`
	Action   IngestAction     `json:"action"`
	ID       string           `json:"id"`
	Redacted []redact.Finding `json:"redacted,omitempty"`
}

// IngestSummary stores a session-summary file as one curated memory. The file
// is the memory's source of truth: re-ingesting an edited file replaces the
// text in place (the old text is not kept) and keeps the access metadata, so a
// summary does not lose the strength it earned. The design's one exception to
// immutable text. add writes the file's first memory (nil: Add).
func (s *Store) IngestSummary(ctx context.Context, path, topic, project string, add IngestAdd) (IngestResult, error) {
	if err := s.refuseWrite("ingest"); err != nil {
		return IngestResult{}, err
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return IngestResult{}, fmt.Errorf("ingest %s: %w", path, err)
	}
	raw, err := os.ReadFile(abs)
	if err != nil {
		return IngestResult{}, fmt.Errorf("ingest %s: %w", path, err)
	}
	if err := ValidateText(string(raw)); err != nil {
		return IngestResult{Path: abs}, fmt.Errorf("ingest %s: %w", path, err)
	}
	stated := sourceTimeOf(OriginSummary, "", abs, s.now().UTC()) // a summary written last month is a month old
	text, found := redact.Text(strings.TrimSpace(string(raw)))
	res := IngestResult{Path: abs, Redacted: found}
	var id, old string
	err = s.db.QueryRowContext(ctx, `SELECT id, text FROM memories WHERE source_path = ? AND origin = ? AND superseded_by IS NULL`,
		abs, OriginSummary).Scan(&id, &old)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		if add == nil {
			add = s.addSummary
		}
		action, m, err := add(ctx, NewMemory{Text: string(raw), Kind: "event", Origin: OriginSummary, Speaker: SpeakerCLI,
			Topic: topic, Project: project, SourcePath: abs, StatedAt: stated})
		if err != nil {
			return res, fmt.Errorf("ingest %s: %w", path, err)
		}
		res.Action, res.ID = action, m.ID
		return res, nil
	case err != nil:
		return res, wrapCorrupt(fmt.Errorf("ingest %s: %w", path, err), s.Path())
	}
	res.ID = id
	if old == text {
		res.Action = IngestUnchanged
		return res, nil
	}
	vec, model, err := s.embedOne(ctx, text)
	if err != nil {
		return res, err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return res, wrapCorrupt(err, s.Path())
	}
	defer func() { _ = tx.Rollback() }()
	var seq int64
	if err := tx.QueryRowContext(ctx, `SELECT seq FROM memories WHERE id = ?`, id).Scan(&seq); err != nil {
		return res, fmt.Errorf("ingest %s: %w", path, err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE memories SET text = ?, vector_model = ?, stated_at = ? WHERE id = ?`,
		text, nullable(model), ms(stated), id); err != nil {
		return res, fmt.Errorf("ingest %s: %w", path, err)
	}
	if err := putVector(ctx, tx, seq, vec); err != nil {
		return res, fmt.Errorf("ingest %s: %w", path, err)
	}
	// secure-delete on the FTS table means the replaced words leave its segments.
	if _, err := tx.ExecContext(ctx, `DELETE FROM memories_fts WHERE rowid = ?`, seq); err != nil {
		return res, fmt.Errorf("ingest %s: %w", path, err)
	}
	if err := indexText(ctx, tx, seq, text); err != nil {
		return res, fmt.Errorf("ingest %s: %w", path, err)
	}
	if err := tx.Commit(); err != nil {
		return res, wrapCorrupt(fmt.Errorf("ingest %s: %w", path, err), s.Path())
	}
	if m, err := s.Get(ctx, id); err == nil {
		m.vector = vec
		s.indexPut(ctx, m)
	}
	res.Action = IngestUpdated
	return res, s.logEvent(activity.OpIngest, id)
}

// addSummary writes a summary file's first memory when IngestSummary's
// caller passes no add of its own.
func (s *Store) addSummary(ctx context.Context, nm NewMemory) (IngestAction, Memory, error) {
	r, err := s.Add(ctx, nm)
	return IngestAdded, r.Memory, err
}

// Reindex embeds every memory that has no vector from the current model, in
// batches, reporting progress. It is how a store jotted in lexical mode gains
// recall by meaning after "hippo model fetch".
func (s *Store) Reindex(ctx context.Context, progress func(done, total int)) (int, error) {
	if err := s.refuseWrite("reindex"); err != nil {
		return 0, err
	}
	if s.opts.Embedder == nil {
		return 0, errors.New("reindex needs the embedding model")
	}
	var todo []reindexRow
	rows, err := s.db.QueryContext(ctx, `SELECT seq, id, text FROM memories WHERE vector_model IS NOT ?`, s.opts.Embedder.ID())
	if err != nil {
		return 0, wrapCorrupt(fmt.Errorf("reindex: %w", err), s.Path())
	}
	for rows.Next() {
		var r reindexRow
		if err := rows.Scan(&r.seq, &r.id, &r.text); err != nil {
			rows.Close()
			return 0, fmt.Errorf("reindex: %w", err)
		}
		todo = append(todo, r)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, wrapCorrupt(fmt.Errorf("reindex: %w", err), s.Path())
	}
	const batch = 16 // simplego is fastest per text at small batches
	done := 0
	for i := 0; i < len(todo); i += batch {
		part := todo[i:min(i+batch, len(todo))]
		texts := make([]string, len(part))
		for j, r := range part {
			texts[j] = r.text
		}
		vecs, err := s.opts.Embedder.Embed(ctx, texts)
		if err != nil {
			return done, fmt.Errorf("reindex: %w", err)
		}
		if err := s.saveVectors(ctx, part, vecs); err != nil {
			return done, err
		}
		done += len(part)
		if progress != nil {
			progress(done, len(todo))
		}
	}
	s.dropIndex() // every vector may have changed: rebuilt on next use
	return done, nil
}

type reindexRow struct {
	seq      int64
	id, text string
}

// saveVectors stores one batch of reindexed vectors in one transaction.
func (s *Store) saveVectors(ctx context.Context, rows []reindexRow, vecs [][]float32) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return wrapCorrupt(fmt.Errorf("reindex: %w", err), s.Path())
	}
	defer func() { _ = tx.Rollback() }()
	for j, r := range rows {
		if _, err := tx.ExecContext(ctx, `UPDATE memories SET vector_model = ? WHERE seq = ?`, s.opts.Embedder.ID(), r.seq); err != nil {
			return wrapCorrupt(fmt.Errorf("reindex %s: %w", r.id, err), s.Path())
		}
		if err := putVector(ctx, tx, r.seq, vecs[j]); err != nil {
			return wrapCorrupt(fmt.Errorf("reindex %s: %w", r.id, err), s.Path())
		}
	}
	if err := tx.Commit(); err != nil {
		return wrapCorrupt(fmt.Errorf("reindex: %w", err), s.Path())
	}
	return nil
}

// Stats summarises the store.
type Stats struct {
	Memories   int            `json:"memories"`
	Active     int            `json:"active"`
	Archived   int            `json:"archived"`
	Superseded int            `json:"superseded"`
	Pinned     int            `json:"pinned"`
	ByKind     map[string]int `json:"by_kind"`
	ByType     map[string]int `json:"by_memory_type"`
	WithVector int            `json:"with_vector"`
	// StrengthEvents counts the rows of every memory's history (see events.go).
	StrengthEvents int              `json:"strength_events"`
	Bytes          map[string]int64 `json:"bytes"`
}

// Stats counts memories and measures the bytes each part of the store takes.
func (s *Store) Stats(ctx context.Context) (Stats, error) {
	st := Stats{ByKind: map[string]int{}, ByType: map[string]int{}, Bytes: map[string]int64{}}
	err := s.db.QueryRowContext(ctx, `SELECT count(*),
		coalesce(sum(archived = 0 AND superseded_by IS NULL), 0),
		coalesce(sum(archived = 1 AND superseded_by IS NULL), 0),
		coalesce(sum(superseded_by IS NOT NULL), 0),
		coalesce(sum(pinned), 0),
		coalesce(sum(vector_model IS NOT NULL), 0),
		(SELECT count(*) FROM memory_events) FROM memories`).Scan(
		&st.Memories, &st.Active, &st.Archived, &st.Superseded, &st.Pinned, &st.WithVector, &st.StrengthEvents)
	if err != nil {
		return st, wrapCorrupt(fmt.Errorf("stats: %w", err), s.Path())
	}
	for _, g := range []struct {
		col string
		m   map[string]int
	}{{"kind", st.ByKind}, {"memory_type", st.ByType}} {
		rows, err := s.db.QueryContext(ctx, `SELECT `+g.col+`, count(*) FROM memories WHERE archived = 0 AND superseded_by IS NULL GROUP BY `+g.col)
		if err != nil {
			return st, wrapCorrupt(fmt.Errorf("stats: %w", err), s.Path())
		}
		for rows.Next() {
			var k string
			var n int
			if err := rows.Scan(&k, &n); err != nil {
				rows.Close()
				return st, err
			}
			g.m[k] = n
		}
		rows.Close()
	}
	var textBytes, vecBytes int64
	if err := s.db.QueryRowContext(ctx, `SELECT (SELECT coalesce(sum(length(text)), 0) FROM memories),
		(SELECT coalesce(sum(length(vector)), 0) FROM memory_vectors)`).Scan(&textBytes, &vecBytes); err != nil {
		return st, wrapCorrupt(fmt.Errorf("stats: %w", err), s.Path())
	}
	st.Bytes["records"] = textBytes
	st.Bytes["vectors"] = vecBytes
	var ftsBytes int64
	// dbstat is compiled into modernc's SQLite; it measures the FTS shadow tables.
	if err := s.db.QueryRowContext(ctx, `SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE name LIKE 'memories_fts%'`).Scan(&ftsBytes); err == nil {
		st.Bytes["lexical_index"] = ftsBytes
	}
	for name, file := range map[string]string{"database_file": DBFile, "wal": DBFile + "-wal", "log": activity.FileName} {
		if fi, err := os.Stat(filepath.Join(s.dir, file)); err == nil {
			st.Bytes[name] = fi.Size()
		}
	}
	st.Bytes["capture_state"] = dirBytes(filepath.Join(s.dir, "capture"))
	return st, nil
}

func dirBytes(dir string) int64 {
	var n int64
	_ = filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if fi, err := d.Info(); err == nil {
				n += fi.Size()
			}
		}
		return nil
	})
	return n
}

// MergeLexicalIndex merges the lexical index's segments into one. Each write
// adds a segment and FTS5 merges them a few at a time, so a store written a
// memory at a time holds many, and every recall reads each of them; one
// segment answers a prompt 1-3 ms sooner at 10k memories (BENCHMARKS.md). It
// rewrites the whole index, so it runs with the daily prune, never on a
// prompt. The pages it frees are zeroed (secure_delete), so no word a purge
// removed comes back from an old segment.
func (s *Store) MergeLexicalIndex(ctx context.Context) error {
	if err := s.refuseWrite("merge lexical index"); err != nil {
		return err
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO memories_fts(memories_fts) VALUES ('optimize')`); err != nil {
		return wrapCorrupt(fmt.Errorf("merge lexical index: %w", err), s.Path())
	}
	return nil
}
