package store

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/redact"
)

// Forgetting has two speeds. Archive (prune) is reversible: the memory keeps
// its text and vector, drops out of ordinary recall, and a precise cue still
// reaches it through Cold. Purge is deliberate and total: it rebuilds the
// store without the memory so no copy of its text or vector stays on disk,
// and can leave a tombstone so the same claim is refused from then on.

// Errors callers branch on.
var (
	ErrBlocked           = errors.New("refused: matches a tombstoned claim")
	ErrNotArchived       = errors.New("memory is not archived")
	ErrNoTombstone       = errors.New("no such tombstone")
	ErrAlreadySuperseded = errors.New("memory is already superseded")
	ErrAlreadyArchived   = errors.New("memory is already archived")
	ErrPinned            = errors.New("memory is pinned")
)

// BlockedError says which tombstone refused a write.
type BlockedError struct {
	Tombstone Tombstone
}

func (e *BlockedError) Error() string {
	return fmt.Sprintf("refused: matches tombstone %s (%s)", e.Tombstone.ID, e.Tombstone.Reason)
}

func (e *BlockedError) Unwrap() error { return ErrBlocked }

// Tombstone is a rejected claim kept on purpose, text and vector, so it cannot
// be stored again.
type Tombstone struct {
	ID        string    `json:"id"`
	Text      string    `json:"text"`
	Reason    string    `json:"reason"`
	CreatedAt time.Time `json:"created_at"`
	SourceID  string    `json:"source_id,omitempty"`
	vector    []float32
	// words are the text's content words (see contentSet), read once with
	// the tombstone: every write compares its text with every tombstone.
	words map[string]bool
}

// Tombstone records text as a rejected claim. op is activity.OpTombstone when
// it comes from purge, activity.OpReject when the claim was never stored. The
// reason is the user's own words ("wrong: the token is now ..."), so it is
// redacted as a memory's text is; text comes redacted from the caller.
func (s *Store) tombstone(ctx context.Context, tx *sql.Tx, text, reason, sourceID string, vec []float32, model string) (Tombstone, error) {
	reason, _ = redact.Text(reason)
	t := Tombstone{ID: "T" + newID(s.now())[1:], Text: text, Reason: reason, CreatedAt: s.now().UTC(), SourceID: sourceID, vector: vec}
	_, err := tx.ExecContext(ctx, `INSERT INTO tombstones (id, text, vector, vector_model, reason, created_at, source_id)
		VALUES (?,?,?,?,?,?,?)`, t.ID, t.Text, encodeVector(vec), nullable(model), t.Reason, ms(t.CreatedAt), t.SourceID)
	return t, err
}

// Reject tombstones a claim that was never stored: later writes of it are refused.
func (s *Store) Reject(ctx context.Context, text, reason string) (Tombstone, error) {
	if err := s.refuseWrite("reject"); err != nil {
		return Tombstone{}, err
	}
	if err := ValidateText(text); err != nil {
		return Tombstone{}, err
	}
	clean, _ := redact.Text(strings.TrimSpace(text))
	vec, model, err := s.embedOne(ctx, clean)
	if err != nil {
		return Tombstone{}, err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return Tombstone{}, wrapCorrupt(err, s.Path())
	}
	defer func() { _ = tx.Rollback() }()
	t, err := s.tombstone(ctx, tx, clean, reason, "", vec, model)
	if err != nil {
		return Tombstone{}, fmt.Errorf("reject: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return Tombstone{}, wrapCorrupt(fmt.Errorf("reject: %w", err), s.Path())
	}
	return t, s.logEvent(activity.OpReject, t.ID)
}

// Tombstones lists every tombstone, newest first.
func (s *Store) Tombstones(ctx context.Context) ([]Tombstone, error) {
	return s.tombstones(ctx, false)
}

func (s *Store) tombstones(ctx context.Context, withVectors bool) ([]Tombstone, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, text, reason, created_at, coalesce(source_id, ''), vector, vector_model
		FROM tombstones ORDER BY created_at DESC`)
	if err != nil {
		return nil, wrapCorrupt(fmt.Errorf("read tombstones: %w", err), s.Path())
	}
	defer rows.Close()
	var out []Tombstone
	for rows.Next() {
		var t Tombstone
		var created int64
		var vec []byte
		var model sql.NullString
		if err := rows.Scan(&t.ID, &t.Text, &t.Reason, &created, &t.SourceID, &vec, &model); err != nil {
			return nil, err
		}
		t.CreatedAt, t.words = fromMS(created), contentSet(t.Text)
		if withVectors && s.opts.Embedder != nil && model.String == s.opts.Embedder.ID() {
			t.vector = decodeVector(vec)
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// RemoveTombstone deletes a tombstone, by id or unique id prefix: the claim
// may be stored again.
func (s *Store) RemoveTombstone(ctx context.Context, idOrPrefix string) error {
	if err := s.refuseWrite("remove tombstone"); err != nil {
		return err
	}
	id, err := s.resolveID(ctx, "tombstones", idOrPrefix)
	if errors.Is(err, ErrNotFound) {
		return fmt.Errorf("tombstone %s: %w", strings.ToUpper(idOrPrefix), ErrNoTombstone)
	}
	if err != nil {
		return err
	}
	if _, err := s.db.ExecContext(ctx, `DELETE FROM tombstones WHERE id = ?`, id); err != nil {
		return wrapCorrupt(fmt.Errorf("remove tombstone %s: %w", id, err), s.Path())
	}
	return s.logEvent(activity.OpUntombstone, id)
}

// BlockingTombstone returns the tombstone that refuses text, if any: the same
// claim by similarity (cosine with a model, content-word Dice without) at or
// above TombstoneMatchThreshold, agreeing on every value and on negation. A
// cosine match also needs half the content words in common: embeddings place
// "we use yarn" next to "we use pnpm", and a lowercase tool name is no value.
func (s *Store) BlockingTombstone(ctx context.Context, text string, vec []float32) (*Tombstone, error) {
	ts, err := s.tombstones(ctx, true)
	if err != nil {
		return nil, err
	}
	return blockingIn(ts, text, vec), nil
}

// blockingIn is the first of ts that refuses text (see BlockingTombstone).
func blockingIn(ts []Tombstone, text string, vec []float32) *Tombstone {
	words := contentSet(text)
	for _, t := range ts {
		if t.words == nil {
			t.words = contentSet(t.Text)
		}
		dice := dice(words, t.words)
		sim := dice
		if vec != nil && t.vector != nil && dice >= sameSubject {
			sim = math.Max(sim, cosine(vec, t.vector))
		}
		if sim >= decay.TombstoneMatchThreshold && !ValuesOrNegationDiffer(text, t.Text) {
			return &t
		}
	}
	return nil
}

// TombstoneFor is BlockingTombstone for text alone: it embeds the text first
// when the store has a model.
func (s *Store) TombstoneFor(ctx context.Context, text string) (*Tombstone, error) {
	vec, _, err := s.embedOne(ctx, text)
	if err != nil {
		return nil, err
	}
	return s.BlockingTombstone(ctx, text, vec)
}

// LogBlocked records that the tombstone refused a write which a caller found
// before asking Add (the capture gate checks tombstones itself), so that every
// refusal shows in the activity log as Add's own do. Only the tombstone's id
// is logged: the log never holds content.
func (s *Store) LogBlocked(tombstoneID string) error {
	if err := s.refuseWrite("log blocked write"); err != nil {
		return err
	}
	return s.logEvent(activity.OpBlocked, tombstoneID)
}

// sameSubject is the content-word overlap (Dice) at which two claims are about
// the same thing.
const sameSubject = 0.5

func cosine(a, b []float32) float64 {
	if len(a) != len(b) {
		return 0
	}
	var s float64
	for i := range a {
		s += float64(a[i]) * float64(b[i])
	}
	return s
}

// Cold reaches archived memories (and, if asked, superseded ones) by raw
// similarity at or above ColdRevivalThreshold, ignoring strength. It does not
// reinforce: reviving is a separate, explicit act.
func (s *Store) Cold(ctx context.Context, text string, k int, includeSuperseded bool) ([]Hit, error) {
	if k <= 0 {
		k = 5
	}
	states := []memState{stateArchived}
	if includeSuperseded {
		states = append(states, stateSuperseded)
	}
	var hits []Hit
	for _, st := range states {
		raw, err := s.rawSimilar(ctx, text, st)
		if err != nil {
			return nil, err
		}
		for _, h := range raw {
			if h.Similarity >= decay.ColdRevivalThreshold {
				h.Band = BandCold
				hits = append(hits, h)
			}
		}
	}
	sortByScore(hits)
	return hits[:min(len(hits), k)], nil
}

// rawSimilar returns the memories in one state that match text, best first,
// scored by raw similarity: the larger of cosine and the Dice overlap of
// content words, ignoring strength. Dice, not coverage, because cold recall
// and capture want a close match: one query word that a memory happens to
// hold is not enough.
func (s *Store) rawSimilar(ctx context.Context, text string, state memState) ([]Hit, error) {
	qv, _, err := s.embedOne(ctx, text)
	if err != nil {
		return nil, err
	}
	cands, err := s.candidates(ctx, text, qv, state)
	if err != nil {
		return nil, err
	}
	var hits []Hit
	err = s.eachInState(ctx, cands, state, func(c candidate, m Memory) {
		lex := Dice(text, m.Text)
		sim := math.Max(c.semantic, lex)
		hits = append(hits, Hit{Memory: m, Score: sim, Similarity: sim, Semantic: c.semantic, Lexical: lex,
			Strength: m.StrengthAt(s.now()), TopicBoost: 1, Hop: 1})
	})
	if err != nil {
		return nil, err
	}
	sortByScore(hits)
	return hits, nil
}

// Revive brings an archived memory back: last access is now, and the
// stability it earned is kept.
func (s *Store) Revive(ctx context.Context, idOrPrefix string) (Memory, error) {
	if err := s.refuseWrite("revive"); err != nil {
		return Memory{}, err
	}
	m, err := s.Get(ctx, idOrPrefix)
	if err != nil {
		return Memory{}, err
	}
	if m.SupersededBy != "" {
		// Reviving would not bring it back: recall never returns a superseded
		// memory, so "it is already in recall" would be false.
		return Memory{}, fmt.Errorf("revive %s: %w by %s, which recall returns instead", m.ID, ErrAlreadySuperseded, m.SupersededBy)
	}
	if !m.Archived {
		return Memory{}, fmt.Errorf("revive %s: %w", m.ID, ErrNotArchived)
	}
	now := s.now().UTC()
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE memories SET archived = 0, archived_at = NULL, last_accessed = ? WHERE id = ?`, ms(now), m.ID); err != nil {
			return err
		}
		return addEvent(ctx, tx, m.ID, EventRevive, now, m.Stability)
	})
	if err != nil {
		return Memory{}, wrapCorrupt(fmt.Errorf("revive %s: %w", m.ID, err), s.Path())
	}
	m.Archived, m.ArchivedAt, m.LastAccessed = false, time.Time{}, now
	s.indexSetState(ctx, []Memory{m}, stateActive)
	return m, s.logEvent(activity.OpRevive, m.ID)
}

// Correct stores the corrected fact as a new memory and marks the old one
// superseded, linked both ways, in one transaction. The old text is not edited.
func (s *Store) Correct(ctx context.Context, oldIDOrPrefix string, nm NewMemory) (AddResult, error) {
	if err := s.refuseWrite("correct"); err != nil {
		return AddResult{}, err
	}
	old, err := s.Get(ctx, oldIDOrPrefix)
	if err != nil {
		return AddResult{}, err
	}
	if old.SupersededBy != "" {
		return AddResult{}, fmt.Errorf("correct %s: %w by %s; correct that one instead", old.ID, ErrAlreadySuperseded, old.SupersededBy)
	}
	nm.inherit(old)
	nm.supersedes = old.ID
	r, err := s.Add(ctx, nm)
	if err != nil {
		return r, err
	}
	return r, nil
}

// PurgeOptions control Purge.
type PurgeOptions struct {
	Tombstone bool   // keep the claim's text and vector as a tombstone
	Reason    string // why, recorded with the tombstone
}

// PurgeReport says what Purge destroyed and what it kept.
type PurgeReport struct {
	Purged     []string `json:"purged"`
	Tombstones []string `json:"tombstones,omitempty"`
	// Reactivated are memories a purged one superseded, with no successor
	// left: they are active again (see unlinkPurged for why).
	Reactivated []string `json:"reactivated,omitempty"`
	// Compacted is false when another process held the store open, so the WAL
	// could not be truncated yet; the next purge or open finishes it.
	Compacted   bool  `json:"compacted"`
	BytesBefore int64 `json:"bytes_before"`
	BytesAfter  int64 `json:"bytes_after"`
}

// Purge destroys memories. In one transaction it deletes each memory's row,
// its vector, and its lexical-index entries (the FTS5 table has secure-delete
// on, so the words leave its segments; a large purge drops the index and
// builds it anew from the memories left, see purgeRebuildShare), and records
// tombstones if asked. Then it vacuums (a fresh copy of the database without
// the freed pages) and truncates the WAL, so no copy of the text or the vector
// bytes stays in any file. A crash before the commit leaves the old store; after it, the new one.
func (s *Store) Purge(ctx context.Context, idList []string, o PurgeOptions) (PurgeReport, error) {
	if err := s.refuseWrite("purge"); err != nil {
		return PurgeReport{}, err
	}
	var rep PurgeReport
	var mems []Memory
	seen := map[string]bool{}
	for _, id := range idList {
		m, err := s.Get(ctx, id)
		if err != nil {
			return rep, err
		}
		if !seen[m.ID] {
			seen[m.ID] = true
			mems = append(mems, m)
		}
	}
	rep.BytesBefore = s.diskBytes()
	events, err := s.purgeTx(ctx, mems, o, &rep)
	if err != nil {
		// Rolled back: nothing was purged, and the report must not say so.
		// Damage met in the lexical index alone (FTS5 reads its segments at
		// commit to delete a memory's words; a large purge drops the index)
		// leaves the store unmarked, for doctor --repair to mend.
		return PurgeReport{BytesBefore: rep.BytesBefore}, s.damageErr(ctx, "nothing was purged", err)
	}
	s.indexRemove(rep.Purged)
	rep.Reactivated = slices.DeleteFunc(rep.Reactivated, func(id string) bool { return seen[id] })
	for _, id := range rep.Reactivated {
		events = append(events, activity.Event{Op: activity.OpRepair, ID: id, Actor: s.opts.Actor, Session: s.opts.Session})
	}
	s.refreshIndexState(ctx, rep.Reactivated...)
	s.dropEmbedCache()
	if err := s.log.Append(events...); err != nil {
		return rep, fmt.Errorf("purged, but: %w", err)
	}
	rep.Compacted, err = s.Compact(ctx)
	rep.BytesAfter = s.diskBytes()
	if err != nil {
		return rep, fmt.Errorf("purged, but: %w", err)
	}
	return rep, nil
}

// purgeTx deletes mems in one transaction (see purgeRows) and commits it.
func (s *Store) purgeTx(ctx context.Context, mems []Memory, o PurgeOptions, rep *PurgeReport) ([]activity.Event, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("purge: %w", err)
	}
	defer func() { _ = tx.Rollback() }()
	events, err := s.purgeRows(ctx, tx, mems, o, rep)
	if err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		// FTS5's secure delete does its work here: it seeks each of the
		// purged memories' terms through the index's segments.
		return nil, fmt.Errorf("purge: %w", err)
	}
	return events, nil
}

// purgeRebuildShare: a purge of at least 1/purgeRebuildShare of the
// memories it leaves rebuilds the lexical index from those, instead of
// deleting each purged memory's entries. FTS5's secure delete, which keeps
// no word of a purged text in the index, seeks each of the memory's terms
// through every segment at commit: 2-3 ms a memory in a store of 1,500,
// against 56 us to index a memory anew (about 40 times; 1,200 purged took
// 47 s of CPU under -race). From a tenth the rebuild is about four times
// cheaper, and the usual purge of a few memories keeps the per-entry path.
const purgeRebuildShare = 10

// purgeRows deletes mems inside tx: tombstones first if asked, then each
// memory's links, row, vector and lexical-index entries (or, for a large
// purge, the whole index, rebuilt from the memories left). It fills rep and
// returns the events to log once tx commits.
func (s *Store) purgeRows(ctx context.Context, tx *sql.Tx, mems []Memory, o PurgeOptions, rep *PurgeReport) ([]activity.Event, error) {
	linked, err := graphMembers(ctx, tx)
	if err != nil {
		return nil, fmt.Errorf("purge: %w", err)
	}
	var left int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM memories`).Scan(&left); err != nil {
		return nil, fmt.Errorf("purge: count memories: %w", err)
	}
	left -= len(mems)
	rebuild := len(mems)*purgeRebuildShare >= left
	var events []activity.Event
	for _, m := range mems {
		if o.Tombstone {
			ev, err := s.purgeTombstone(ctx, tx, m, o.Reason, rep)
			if err != nil {
				return nil, err
			}
			events = append(events, ev)
		}
		if linked[m.ID] {
			back, err := unlinkPurged(ctx, tx, m.ID)
			if err != nil {
				return nil, fmt.Errorf("purge %s: %w", m.ID, err)
			}
			rep.Reactivated = append(rep.Reactivated, back...)
		}
		if err := deleteRow(ctx, tx, m.ID, !rebuild); err != nil {
			return nil, fmt.Errorf("purge %s: %w", m.ID, err)
		}
		rep.Purged = append(rep.Purged, m.ID)
		events = append(events, activity.Event{Op: activity.OpPurge, ID: m.ID, Actor: s.opts.Actor, Session: s.opts.Session})
	}
	if rebuild {
		// Dropping the index frees its pages (secure_delete zeroes them);
		// the memories left are indexed anew in the same transaction.
		if err := rebuildIndexTx(ctx, tx); err != nil {
			return nil, fmt.Errorf("purge: rebuild the search index: %w", err)
		}
	}
	return events, nil
}

// purgeTombstone records a tombstone for m, about to be purged, inside tx.
func (s *Store) purgeTombstone(ctx context.Context, tx *sql.Tx, m Memory, reason string, rep *PurgeReport) (activity.Event, error) {
	vec, err := s.vectorOf(ctx, m.ID)
	if err != nil {
		return activity.Event{}, err
	}
	model := ""
	if vec != nil {
		model = s.opts.Embedder.ID()
	}
	t, err := s.tombstone(ctx, tx, m.Text, reason, m.ID, vec, model)
	if err != nil {
		return activity.Event{}, fmt.Errorf("purge %s: tombstone: %w", m.ID, err)
	}
	rep.Tombstones = append(rep.Tombstones, t.ID)
	return activity.Event{Op: activity.OpTombstone, ID: t.ID, Actor: s.opts.Actor, Session: s.opts.Session}, nil
}

// deleteMemory deletes a memory's row, vector and lexical-index entries, and
// records its id (no content) as purged, inside tx: an export carries the
// record so that importing an older export elsewhere does not bring the
// memory back (see purgedIDs).
func deleteMemory(ctx context.Context, tx *sql.Tx, id string) error {
	return deleteRow(ctx, tx, id, true)
}

// deleteRow is deleteMemory; withIndex false leaves the lexical index to a
// rebuild in the same transaction.
func deleteRow(ctx context.Context, tx *sql.Tx, id string, withIndex bool) error {
	if withIndex {
		if _, err := tx.ExecContext(ctx, `DELETE FROM memories_fts WHERE rowid = (SELECT seq FROM memories WHERE id = ?)`, id); err != nil {
			return asIndexDamage(err, "")
		}
	}
	for _, q := range []string{
		`DELETE FROM memory_vectors WHERE seq = (SELECT seq FROM memories WHERE id = ?)`,
		`DELETE FROM occurrences WHERE memory_id = ?`,
		`DELETE FROM memory_events WHERE memory_id = ?`,
		`DELETE FROM memories WHERE id = ?`,
	} {
		if _, err := tx.ExecContext(ctx, q, id); err != nil {
			return err
		}
	}
	return recordPurged(ctx, tx, []string{id})
}

// Compact rewrites the database without free pages and truncates the WAL. It
// reports false when another process's open read kept the WAL from being
// truncated.
func (s *Store) Compact(ctx context.Context) (bool, error) {
	if err := s.refuseWrite("compact"); err != nil {
		return false, err
	}
	if _, err := s.db.ExecContext(ctx, `VACUUM`); err != nil {
		// VACUUM reads every page, damaged ones too. The deletes before it
		// committed with their freed pages zeroed (secure_delete), so the
		// checkpoint still takes the old pages out of the file.
		_, _ = s.checkpoint(ctx)
		return false, s.damageErr(ctx, "compact", err)
	}
	return s.checkpoint(ctx)
}

// checkpoint copies the WAL into the database file and truncates it; false
// when another process's open read kept it from being truncated.
func (s *Store) checkpoint(ctx context.Context) (bool, error) {
	var busy, logFrames, checkpointed int
	if err := s.db.QueryRowContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`).Scan(&busy, &logFrames, &checkpointed); err != nil {
		return false, wrapCorrupt(fmt.Errorf("compact: %w", err), s.Path())
	}
	return busy == 0, nil
}

func (s *Store) diskBytes() int64 {
	var n int64
	for _, f := range []string{DBFile, DBFile + "-wal", DBFile + "-shm"} {
		if fi, err := statFile(s.dir, f); err == nil {
			n += fi
		}
	}
	return n
}

// Similar returns active memories by raw similarity to text, ignoring
// strength: what capture compares a candidate against to reinforce or supersede.
func (s *Store) Similar(ctx context.Context, text string, k int) ([]Hit, error) {
	hits, err := s.rawSimilar(ctx, text, stateActive)
	if err != nil {
		return nil, err
	}
	return hits[:min(len(hits), k)], nil
}

// HasProvenance reports whether a memory already came from this transcript
// line, so a capture resumed after a crash never stores a line twice.
func (s *Store) HasProvenance(ctx context.Context, sessionID, lineUUID string) (bool, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM memories WHERE session_id = ? AND line_uuid = ?`, sessionID, lineUUID).Scan(&n)
	if err != nil {
		return false, wrapCorrupt(fmt.Errorf("check provenance: %w", err), s.Path())
	}
	return n > 0, nil
}

// Supersede marks old as superseded by newer, linked both ways: how a person
// resolves a contradiction by keeping one memory. Neither text changes. When
// old supersedes newer, the edge is turned around in the same transaction:
// newer is active again and old superseded, which undoes a supersede that went
// the wrong way. Any other supersede that would close a cycle is refused with
// ErrCycle.
func (s *Store) Supersede(ctx context.Context, oldIDOrPrefix, newerIDOrPrefix string) error {
	if err := s.refuseWrite("supersede"); err != nil {
		return err
	}
	old, err := s.Get(ctx, oldIDOrPrefix)
	if err != nil {
		return err
	}
	newer, err := s.Get(ctx, newerIDOrPrefix)
	if err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return wrapCorrupt(err, s.Path())
	}
	defer func() { _ = tx.Rollback() }()
	// Read inside the transaction: another process may have linked them since Get.
	newerSucc, _, err := graphLinks(ctx, tx, newer.ID)
	if err != nil {
		return fmt.Errorf("supersede %s by %s: %w", old.ID, newer.ID, err)
	}
	if newerSucc == old.ID {
		err = reverse(ctx, tx, newer.ID, old.ID)
	} else {
		err = link(ctx, tx, old.ID, newer.ID)
	}
	if err != nil {
		return fmt.Errorf("supersede %s by %s: %w", old.ID, newer.ID, err)
	}
	if err := tx.Commit(); err != nil {
		return wrapCorrupt(err, s.Path())
	}
	s.refreshIndexState(ctx, old.ID, newer.ID)
	return s.logEvent(activity.OpSupersede, old.ID)
}

// inherit fills what nm leaves empty (kind, topic, project) from m, the memory
// it corrects or is history of: the same subject, so the same filing.
func (nm *NewMemory) inherit(m Memory) {
	nm.Kind = cmp.Or(nm.Kind, m.Kind)
	nm.Topic = cmp.Or(nm.Topic, m.Topic)
	nm.Project = cmp.Or(nm.Project, m.Project)
}
