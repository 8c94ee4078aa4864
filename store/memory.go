package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/redact"
)

// Origin is the way a memory came in.
type Origin string

// Origins a memory can come from.
const (
	OriginJot     Origin = "jot"
	OriginSummary Origin = "summary" // a curated file: decay gives it the curated stability
	OriginCapture Origin = "capture"
	OriginImport  Origin = "import"
	OriginMCP     Origin = "mcp"
)

// Speaker is who said what a memory states.
type Speaker string

// Speakers.
const (
	SpeakerUser      Speaker = "user"
	SpeakerConfirmed Speaker = "assistant-confirmed-by-user"
	SpeakerCLI       Speaker = "cli"
	// SpeakerMCP is a model writing through an MCP client: its word, not the user's.
	SpeakerMCP Speaker = "mcp-client"
)

// Memory is one stored memory. Text is immutable once written, except for a
// re-ingested summary file (see IngestSummary).
type Memory struct {
	ID        string    `json:"id"`
	Text      string    `json:"text"`
	CreatedAt time.Time `json:"created_at"`
	// StatedAt is when the statement was made: the transcript line's time for
	// capture, the call for jot and MCP, the file's modification time for
	// ingest. The gate orders statements by it, never by when they were stored.
	StatedAt           time.Time        `json:"stated_at"`
	LastAccessed       time.Time        `json:"last_accessed"`
	Stability          float64          `json:"stability_days"`
	BaseStability      float64          `json:"base_stability_days"`
	MemoryType         decay.MemoryType `json:"memory_type"`
	ConsolidationLevel int              `json:"consolidation_level"`
	Kind               decay.Kind       `json:"kind"`
	Origin             Origin           `json:"origin"`
	Speaker            Speaker          `json:"speaker"`
	Topic              string           `json:"topic"`
	Project            string           `json:"project"`
	SessionID          string           `json:"session_id,omitempty"`
	TranscriptPath     string           `json:"transcript_path,omitempty"`
	LineUUID           string           `json:"line_uuid,omitempty"`
	SourceTime         string           `json:"source_time,omitempty"`
	SourcePath         string           `json:"source_path,omitempty"`
	AccessCount        int              `json:"access_count"`
	Pinned             bool             `json:"pinned"`
	Archived           bool             `json:"archived"`
	ArchivedAt         time.Time        `json:"archived_at,omitzero"`
	SupersededBy       string           `json:"superseded_by,omitempty"`
	Supersedes         string           `json:"supersedes,omitempty"`
	SchemaVersion      int              `json:"schema_version"`
	HasVector          bool             `json:"has_vector"`
	// LastReinforcedAt and LastReinforcedSession are when, and in which session,
	// the memory last gained stability from a recall (see Reinforce).
	LastReinforcedAt      time.Time `json:"last_reinforced_at"`
	LastReinforcedSession string    `json:"last_reinforced_session,omitempty"`

	vector []float32
}

// Provenance renders where a memory came from.
func (m Memory) Provenance() string {
	switch {
	case m.SessionID != "":
		return fmt.Sprintf("session %s, %s#%s, said %s", m.SessionID, m.TranscriptPath, m.LineUUID, m.SourceTime)
	case m.SourcePath != "":
		return m.SourcePath
	default:
		return "cli"
	}
}

// StrengthAt is the memory's strength at t; pinned memories do not decay.
func (m Memory) StrengthAt(t time.Time) float64 {
	if m.Pinned {
		return 1
	}
	return decay.Strength(t.Sub(m.LastAccessed).Hours()/24, m.Stability)
}

// Active reports whether ordinary recall may return the memory.
func (m Memory) Active() bool { return m.state() == stateActive }

func (m Memory) state() memState { return stateOf(m.Archived, m.SupersededBy != "") }

// NewMemory is what a caller supplies; the store fills in the rest.
type NewMemory struct {
	Text                      string
	Kind                      decay.Kind
	Origin                    Origin
	Speaker                   Speaker
	Topic, Project            string
	SessionID, TranscriptPath string
	LineUUID, SourcePath      string
	// SourceTime is when the transcript line was written (capture only).
	SourceTime string
	// StatedAt is when the statement was made; zero means now (a jot, an MCP
	// call).
	StatedAt time.Time
	Pinned   bool

	supersedes   string // set by Correct
	supersededBy string // set by AddHistory
}

// AddResult reports what Add stored and what it redacted.
type AddResult struct {
	Memory   Memory           `json:"memory"`
	Redacted []redact.Finding `json:"redacted,omitempty"`
}

// ValidateText checks raw input before anything else sees it.
func ValidateText(text string) error {
	switch {
	case !utf8.ValidString(text):
		return ErrNotUTF8
	case strings.TrimSpace(text) == "":
		return ErrEmpty
	case len(text) > MaxTextBytes:
		// Not the length: a reader stops one byte past the limit, so the
		// count would be that, not the size of what the user gave.
		return fmt.Errorf("%w: over the %d KiB limit", ErrTooLarge, MaxTextBytes>>10)
	}
	return nil
}

// Add redacts, embeds and stores a new memory, and logs it.
func (s *Store) Add(ctx context.Context, nm NewMemory) (AddResult, error) {
	if err := s.refuseWrite("add memory"); err != nil {
		return AddResult{}, err
	}
	if err := ValidateText(nm.Text); err != nil {
		return AddResult{}, err
	}
	if !nm.Kind.Valid() {
		return AddResult{}, fmt.Errorf("%w %q (want one of %s)", ErrUnknownKind, nm.Kind, decay.KindList())
	}
	text, found := redact.Text(strings.TrimSpace(nm.Text))
	vec, model, err := s.embedOne(ctx, text)
	if err != nil {
		return AddResult{}, err
	}
	t, err := s.BlockingTombstone(ctx, text, vec)
	if err != nil {
		return AddResult{}, err
	}
	if t != nil {
		if err := s.logEvent(activity.OpBlocked, t.ID); err != nil {
			return AddResult{}, err
		}
		return AddResult{Redacted: found}, &BlockedError{Tombstone: *t}
	}
	base, memType := decay.BaseStability(string(nm.Origin), nm.Kind)
	now := s.now().UTC()
	stated := nm.StatedAt.UTC()
	if nm.StatedAt.IsZero() {
		stated = now
	}
	m := Memory{
		Text: text, CreatedAt: now, StatedAt: stated, LastAccessed: now, LastReinforcedAt: now, Stability: base, BaseStability: base,
		MemoryType: memType, Kind: nm.Kind, Origin: nm.Origin, Speaker: nm.Speaker,
		Topic: nm.Topic, Project: nm.Project, SessionID: nm.SessionID, TranscriptPath: nm.TranscriptPath,
		LineUUID: nm.LineUUID, SourceTime: nm.SourceTime, SourcePath: nm.SourcePath, Pinned: nm.Pinned, SchemaVersion: SchemaVersion,
		HasVector: vec != nil, vector: vec, Supersedes: nm.supersedes, SupersededBy: nm.supersededBy,
	}
	for attempt := 0; ; attempt++ {
		m.ID = newID(now)
		err = s.insert(ctx, &m, model)
		if err == nil || attempt == 3 || !strings.Contains(err.Error(), "UNIQUE") {
			break
		}
	}
	if errors.Is(err, ErrAlreadySuperseded) {
		return AddResult{}, fmt.Errorf("correct %s: %w", m.Supersedes, err)
	}
	if err != nil {
		// The insert writes the lexical index too (FTS5 flushes its segments
		// at commit), so its error cannot say which it met: damageErr asks
		// SQLite's check. Rolled back either way: the memory is not stored.
		return AddResult{}, s.damageErr(ctx, "memory not stored", err)
	}
	s.indexPut(ctx, m)
	events := []activity.Event{{Op: activity.OpJot, ID: m.ID, Actor: s.opts.Actor, Session: s.opts.Session}}
	switch {
	case m.Supersedes != "":
		events[0].Op = activity.OpCorrect
		events = append(events, activity.Event{Op: activity.OpSupersede, ID: m.Supersedes, Actor: s.opts.Actor, Session: s.opts.Session})
		if old, err := s.Get(ctx, m.Supersedes); err == nil {
			s.indexSetState(ctx, []Memory{old}, stateSuperseded)
		}
	case nm.Origin == OriginSummary:
		events[0].Op = activity.OpIngest
	case nm.Origin == OriginCapture:
		events[0].Op = activity.OpCapture
	}
	if m.SupersededBy != "" { // stored as history (see AddHistory)
		events = append(events, activity.Event{Op: activity.OpSupersede, ID: m.ID, Actor: s.opts.Actor, Session: s.opts.Session})
	}
	if err := s.log.Append(events...); err != nil {
		return AddResult{Memory: m, Redacted: found}, fmt.Errorf("memory %s stored, but: %w", m.ID, err)
	}
	return AddResult{Memory: m, Redacted: found}, nil
}

// embedOne embeds text once per process: capture asks for the same text's
// vector three times (tombstone check, similar memories, insert), and each
// costs 0.1-0.5 s on the real model.
func (s *Store) embedOne(ctx context.Context, text string) ([]float32, string, error) {
	if s.opts.Embedder == nil {
		return nil, "", nil
	}
	key := sha256.Sum256([]byte(text))
	s.cacheMu.Lock()
	v, ok := s.cache[key]
	s.cacheMu.Unlock()
	if !ok {
		vs, err := s.opts.Embedder.Embed(ctx, []string{text})
		if err != nil {
			return nil, "", fmt.Errorf("embed memory: %w", err)
		}
		v = vs[0]
		s.cacheMu.Lock()
		if s.cache == nil || len(s.cache) >= embedCacheSize {
			s.cache = map[[32]byte][]float32{}
		}
		s.cache[key] = v
		s.cacheMu.Unlock()
	}
	return v, s.opts.Embedder.ID(), nil
}

// embedCacheSize bounds the in-process embedding cache (~1.5 MB at 384 dims).
const embedCacheSize = 1024

// dropEmbedCache forgets every cached vector: purge calls it so that no copy
// of a purged memory's vector outlives it, even in memory.
func (s *Store) dropEmbedCache() {
	s.cacheMu.Lock()
	s.cache = nil
	s.cacheMu.Unlock()
}

func (s *Store) insert(ctx context.Context, m *Memory, model string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	res, err := tx.ExecContext(ctx, `INSERT INTO memories (id, text, created_at, last_accessed, stability, base_stability,
		memory_type, consolidation_level, kind, origin, speaker, topic, project, session_id, transcript_path, line_uuid,
		source_path, access_count, pinned, schema_version, vector_model, supersedes, source_time,
		stated_at, last_reinforced_at, superseded_by)
		VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
		m.ID, m.Text, ms(m.CreatedAt), ms(m.LastAccessed), m.Stability, m.BaseStability, m.MemoryType,
		m.ConsolidationLevel, m.Kind, m.Origin, m.Speaker, m.Topic, m.Project, m.SessionID, m.TranscriptPath,
		m.LineUUID, m.SourcePath, 0, m.Pinned, m.SchemaVersion, nullable(model), nullable(m.Supersedes), m.SourceTime,
		ms(m.StatedAt), ms(m.LastReinforcedAt), nullable(m.SupersededBy))
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
	if err := putVector(ctx, tx, seq, m.vector); err != nil {
		return err
	}
	if m.SupersededBy != "" {
		if err := linkHistory(ctx, tx, m.ID, m.SupersededBy); err != nil {
			return err
		}
	}
	if m.Supersedes != "" {
		// ErrAlreadySuperseded when another process corrected it first.
		if err := link(ctx, tx, m.Supersedes, m.ID); err != nil {
			return err
		}
	}
	return tx.Commit()
}

const memoryColumns = `id, text, created_at, last_accessed, stability, base_stability, memory_type,
	consolidation_level, kind, origin, speaker, topic, project, session_id, transcript_path, line_uuid,
	source_path, access_count, pinned, archived, archived_at, superseded_by, supersedes, schema_version,
	vector_model IS NOT NULL, source_time, stated_at, last_reinforced_at, last_reinforced_session`

type scanner interface{ Scan(dest ...any) error }

func scanMemory(r scanner) (Memory, error) {
	var m Memory
	var created, accessed, stated, reinforced int64
	var archivedAt sql.NullInt64
	var superBy, supers sql.NullString
	if err := r.Scan(&m.ID, &m.Text, &created, &accessed, &m.Stability, &m.BaseStability, &m.MemoryType,
		&m.ConsolidationLevel, &m.Kind, &m.Origin, &m.Speaker, &m.Topic, &m.Project, &m.SessionID,
		&m.TranscriptPath, &m.LineUUID, &m.SourcePath, &m.AccessCount, &m.Pinned, &m.Archived, &archivedAt,
		&superBy, &supers, &m.SchemaVersion, &m.HasVector, &m.SourceTime, &stated, &reinforced,
		&m.LastReinforcedSession); err != nil {
		return Memory{}, err
	}
	m.CreatedAt, m.LastAccessed = fromMS(created), fromMS(accessed)
	m.StatedAt, m.LastReinforcedAt = fromMS(stated), fromMS(reinforced)
	if archivedAt.Valid {
		m.ArchivedAt = fromMS(archivedAt.Int64)
	}
	m.SupersededBy, m.Supersedes = superBy.String, supers.String
	return m, nil
}

// Get returns a memory by id or by a unique id prefix (case-insensitive).
func (s *Store) Get(ctx context.Context, idOrPrefix string) (Memory, error) {
	id, err := s.resolveID(ctx, "memories", idOrPrefix)
	if err != nil {
		return Memory{}, err
	}
	mems, err := s.query(ctx, `SELECT `+memoryColumns+` FROM memories WHERE id = ?`, id)
	if err != nil {
		return Memory{}, fmt.Errorf("get memory %s: %w", id, err)
	}
	if len(mems) == 0 { // purged since the id was resolved
		return Memory{}, fmt.Errorf("memory %s: %w", id, ErrNotFound)
	}
	return mems[0], nil
}

// maxCandidates bounds the ids an ambiguous prefix lists.
const maxCandidates = 5

// resolveID turns an id or a unique id prefix (case-insensitive) into the full
// id of a row of table. An ambiguous prefix is refused with the ids it could
// mean, so the user can pick one.
func (s *Store) resolveID(ctx context.Context, table, idOrPrefix string) (string, error) {
	id := strings.ToUpper(strings.TrimSpace(idOrPrefix))
	if id == "" {
		return "", fmt.Errorf("get memory: %w", ErrNotFound)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT id FROM `+table+` WHERE id >= ? AND id < ? ORDER BY id LIMIT ?`, id, id+"\xff", maxCandidates+1)
	if err != nil {
		return "", wrapCorrupt(fmt.Errorf("find %s: %w", id, err), s.Path())
	}
	defer rows.Close()
	var found []string
	for rows.Next() {
		var f string
		if err := rows.Scan(&f); err != nil {
			return "", wrapCorrupt(fmt.Errorf("find %s: %w", id, err), s.Path())
		}
		found = append(found, f)
	}
	if err := rows.Err(); err != nil {
		return "", wrapCorrupt(fmt.Errorf("find %s: %w", id, err), s.Path())
	}
	switch {
	case len(found) == 0:
		return "", fmt.Errorf("memory %s: %w", id, ErrNotFound)
	case found[0] == id || len(found) == 1:
		return found[0], nil
	case len(found) > maxCandidates:
		return "", fmt.Errorf("%s: %w: it starts %s and more", id, ErrAmbiguous, strings.Join(found[:maxCandidates], ", "))
	}
	return "", fmt.Errorf("%s: %w: it starts %s", id, ErrAmbiguous, strings.Join(found, ", "))
}

// ListOptions select memories for List.
type ListOptions struct {
	IncludeArchived   bool
	IncludeSuperseded bool
	Topic             string
	Kind              decay.Kind
	Limit             int
}

// List returns memories, newest first.
func (s *Store) List(ctx context.Context, o ListOptions) ([]Memory, error) {
	q := `SELECT ` + memoryColumns + ` FROM memories WHERE 1=1`
	var args []any
	if !o.IncludeArchived {
		q += ` AND archived = 0`
	}
	if !o.IncludeSuperseded {
		q += ` AND superseded_by IS NULL`
	}
	if o.Topic != "" {
		q += ` AND topic = ?`
		args = append(args, o.Topic)
	}
	if o.Kind != "" {
		q += ` AND kind = ?`
		args = append(args, o.Kind)
	}
	q += ` ORDER BY created_at DESC, seq DESC`
	if o.Limit > 0 {
		q += fmt.Sprintf(` LIMIT %d`, o.Limit)
	}
	return s.query(ctx, q, args...)
}

func (s *Store) query(ctx context.Context, q string, args ...any) ([]Memory, error) {
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, wrapCorrupt(fmt.Errorf("read memories: %w", err), s.Path())
	}
	defer rows.Close()
	var out []Memory
	for rows.Next() {
		m, err := scanMemory(rows)
		if err != nil {
			return nil, fmt.Errorf("read memories: %w", err)
		}
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, wrapCorrupt(fmt.Errorf("read memories: %w", err), s.Path())
	}
	return out, nil
}

// SetPinned pins (exempt from decay and prune) or unpins a memory. A pin never
// overrides purge or supersession.
func (s *Store) SetPinned(ctx context.Context, idOrPrefix string, pinned bool) (Memory, error) {
	if err := s.refuseWrite("pin"); err != nil {
		return Memory{}, err
	}
	m, err := s.Get(ctx, idOrPrefix)
	if err != nil {
		return Memory{}, err
	}
	now := s.now().UTC()
	m.Pinned = pinned
	// Unpinning restarts the clock, so a memory pinned for a year does not vanish
	// the moment it is unpinned.
	if !pinned {
		m.LastAccessed = now
	}
	op, kind := activity.OpPin, EventPin
	if !pinned {
		op, kind = activity.OpUnpin, EventUnpin
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE memories SET pinned = ?, last_accessed = ? WHERE id = ?`,
			pinned, ms(m.LastAccessed), m.ID); err != nil {
			return err
		}
		return addEvent(ctx, tx, m.ID, kind, now, m.Stability)
	})
	if err != nil {
		return Memory{}, wrapCorrupt(fmt.Errorf("pin %s: %w", m.ID, err), s.Path())
	}
	return m, s.logEvent(op, m.ID)
}

// promote moves an episodic memory that has proved itself to the semantic tier.
func promote(m *Memory) {
	if decay.Promoted(m.MemoryType, m.Stability, m.BaseStability) {
		m.MemoryType = decay.TypeSemantic
		m.ConsolidationLevel++
	}
}

// Crockford base32: ids sort by creation time and read unambiguously.
const idAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// newID is 10 characters of millisecond time and 6 random ones (30 bits), so
// two processes jotting in the same millisecond almost never collide, and
// insert retries when they do.
func newID(t time.Time) string {
	var b [16]byte
	v := uint64(t.UnixMilli())
	for i := 9; i >= 0; i-- {
		b[i] = idAlphabet[v&31]
		v >>= 5
	}
	var r [4]byte
	_, _ = rand.Read(r[:]) // crypto/rand never fails on supported platforms
	rv := binary.BigEndian.Uint32(r[:])
	for i := 15; i >= 10; i-- {
		b[i] = idAlphabet[rv&31]
		rv >>= 5
	}
	return string(b[:])
}

// putVector stores (or, for nil, removes) the vector of the memory at seq.
func putVector(ctx context.Context, tx *sql.Tx, seq int64, v []float32) error {
	if v == nil {
		_, err := tx.ExecContext(ctx, `DELETE FROM memory_vectors WHERE seq = ?`, seq)
		return err
	}
	_, err := tx.ExecContext(ctx, `INSERT OR REPLACE INTO memory_vectors(seq, vector) VALUES (?, ?)`, seq, encodeVector(v))
	return err
}

func ms(t time.Time) int64     { return t.UnixMilli() }
func fromMS(v int64) time.Time { return time.UnixMilli(v).UTC() }

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func encodeVector(v []float32) []byte {
	if v == nil {
		return nil
	}
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

func decodeVector(b []byte) []float32 {
	if len(b) == 0 || len(b)%4 != 0 {
		return nil
	}
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}
