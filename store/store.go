// Package store owns hippo's durable record: memories, their vectors and the
// lexical index, in one SQLite file (hippo.db) in WAL mode, plus an in-memory
// chromem-go index of the vectors for recall by meaning. Open one Store per
// process and Close it on the way out; several processes may share a data dir.
//
// # Why SQLite plus an in-memory chromem-go index
//
// chromem-go's own file persistence writes files in place with no fsync or
// rename (a crash leaves a truncated file that stops the whole database from
// opening), names files by 32 bits of an id hash (about 1% of 10k-memory stores
// silently lose a memory), and has no cross-process coherence. SQLite gives
// atomic, durable, multi-process writes; chromem-go is used only as the
// in-memory vector index, loaded from SQLite on the first recall that needs it
// (a process that only writes never pays for it) and kept in step with other
// processes' writes by a delta sync (see Watcher.Refresh).
//
// # Read-only stores
//
// A store that cannot be written (its data dir, filesystem or hippo.db) opens
// read-only (see readonly.go): reads work, recall does not reinforce, and every
// write returns a *ReadOnlyError, which wraps ErrReadOnly.
//
// # Recall
//
// score = similarity x strength x topic boost. Similarity is the larger of the
// two channels: the embedder's cosine (clamped to [0, 1]) and the lexical
// coverage (see lexical.go), so the bands mean the same in either mode.
package store

import (
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/hippo-mem/hippo/activity"
)

// DBFile is the store's file name in the data dir.
const DBFile = "hippo.db"

// SchemaVersion is the version this build writes. Older stores are migrated
// on open; a newer store is refused rather than misread.
const SchemaVersion = 7

// Sentinel errors callers branch on.
var (
	ErrNotFound    = errors.New("memory not found")
	ErrAmbiguous   = errors.New("memory id prefix is ambiguous")
	ErrCorrupt     = errors.New("store is corrupt")
	ErrTooNew      = errors.New("store was written by a newer hippo")
	ErrEmpty       = errors.New("memory text is empty")
	ErrTooLarge    = errors.New("memory text is too large")
	ErrNotUTF8     = errors.New("memory text is not valid UTF-8")
	ErrUnknownKind = errors.New("unknown kind")
	ErrReadOnly    = errors.New("store is read-only")
	// ErrMarkedDamaged is a store refused for its DamagedFile mark.
	ErrMarkedDamaged = errors.New("marked damaged earlier")
	// ErrMigrationBlocked is an older store whose migration met damage in
	// its lexical index: OpenForRepair opens it, and the repair migrates it.
	ErrMigrationBlocked = errors.New("the store's schema cannot be brought up to date until its search index is repaired")
)

// MaxTextBytes bounds one memory. A memory is a fact or a summary, not a file;
// the cap keeps FTS and embedding costs bounded.
const MaxTextBytes = 64 << 10

// Embedder is what the store needs from the embedding model. It is nil in
// lexical mode.
type Embedder interface {
	ID() string
	Dim() int
	Embed(ctx context.Context, texts []string) ([][]float32, error)
}

// Options configure Open.
type Options struct {
	// Now is the clock; nil means time.Now. Tests replay months in milliseconds.
	Now func() time.Time
	// Embedder enables recall by meaning; nil means lexical mode.
	Embedder Embedder
	// BusyTimeout is how long a write waits for another process's lock.
	// Zero means 5 s; the prompt hook sets it much shorter.
	BusyTimeout time.Duration
	// Actor and Session label activity-log lines ("cli", "hook", "server").
	Actor, Session string
	// NoIndex skips loading vectors into memory: for processes that only write or
	// recall lexically (the prompt hook without a warm server).
	NoIndex bool
	// LongLived is a process that loads the index once and stays up (the warm
	// server): it skips the memory map, which speeds that one load but keeps
	// the whole file in its resident memory for as long as it runs.
	LongLived bool
	// ReadOnly opens the store read-only even where it could be written. A
	// store that cannot be written is opened read-only without it.
	ReadOnly bool
}

// Store is an open hippo store.
type Store struct {
	dir  string
	db   *sql.DB
	opts Options
	log  *activity.Log

	idxMu   sync.Mutex
	idx     *vectorIndex
	idxDone bool

	cacheMu sync.Mutex
	cache   map[[32]byte][]float32 // text hash -> vector, see embedOne

	// roCause is why the store was opened read-only; nil when it is writable.
	roCause error
	// unmigrated: opened for repair at an older schema, whose migration
	// met damage in the lexical index (see openToRepair).
	unmigrated bool
}

// Open opens (creating if needed) the store in dataDir. A store that cannot
// be written (a read-only data dir, filesystem or hippo.db) is opened
// read-only: reads work, nothing is written or migrated, and every write
// returns a *ReadOnlyError (see ReadOnly).
func Open(ctx context.Context, dataDir string, opts Options) (*Store, error) {
	return open(ctx, dataDir, opts, openNormal)
}

// openMode says how open treats a store marked damaged (DamagedFile).
type openMode int

const (
	openNormal openMode = iota // refuse it
	// openToCheck opens it past the mark without migrating its schema, so
	// that a store an older version marked can be checked read-only.
	openToCheck
	// openToRepair opens it past the mark for doctor --repair: a migration that
	// meets damage in the lexical index alone leaves the store open at its
	// older schema, for RepairLexicalIndex to rebuild the index and then
	// migrate it.
	openToRepair
)

// open is Open, with the mark treated as mode says (see damagemark.go).
func open(ctx context.Context, dataDir string, opts Options, mode openMode) (*Store, error) {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.BusyTimeout == 0 {
		opts.BusyTimeout = 5 * time.Second
	}
	if opts.Actor == "" {
		opts.Actor = "cli"
	}
	path := filepath.Join(dataDir, DBFile)
	acc, roCause, err := chooseAccess(dataDir, path, opts.ReadOnly)
	if err != nil {
		return nil, err
	}
	if mode == openNormal {
		if err := checkMark(path); err != nil {
			return nil, err
		}
	}
	suspect, err := checkHeader(path)
	if err != nil {
		return nil, err
	}
	db, err := sql.Open("sqlite", dsn(path, opts, acc))
	if err != nil {
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	s := &Store{dir: dataDir, db: db, opts: opts, log: activity.Open(dataDir, opts.Now), roCause: roCause}
	if suspect != nil {
		// The header alone can mislead while another process checkpoints, so
		// SQLite itself, reading a consistent snapshot, decides.
		if err := s.CheckIntegrity(ctx); err != nil {
			_ = db.Close()
			markDamaged(path, suspect)
			return nil, &CorruptError{Path: path, Err: fmt.Errorf("%v; %w", suspect, err)}
		}
	}
	if mode == openToCheck {
		return s, nil
	}
	if acc == accessReadWrite {
		err = enterWAL(ctx, db, opts.BusyTimeout)
	}
	if err == nil {
		err = s.migrate(ctx)
	}
	if err != nil {
		// A migration that rebuilds the lexical index (schema 6) reads the
		// old one's pages to free them: damage there is the index's.
		err = s.damageErr(ctx, "open store "+path, err)
		if errors.Is(err, ErrIndexDamaged) {
			if mode == openToRepair {
				s.unmigrated = true
				return s, nil
			}
			err = fmt.Errorf("%w: %w", ErrMigrationBlocked, err)
		}
		_ = db.Close()
		return nil, err
	}
	return s, nil
}

// dsn is the driver's data source name for the store file opened with acc.
func dsn(path string, opts Options, acc access) string {
	dsn := fmt.Sprintf("file:%s?_pragma=busy_timeout(%d)", path, opts.BusyTimeout.Milliseconds())
	switch acc {
	case accessReadWrite:
		dsn += "&_pragma=synchronous(NORMAL)&_pragma=secure_delete(1)&_txlock=immediate"
	case accessReadOnly:
		dsn += "&mode=ro"
	case accessImmutable:
		dsn += "&mode=ro&immutable=1"
	}
	if opts.Embedder != nil && !opts.NoIndex && !opts.LongLived {
		// Memory-mapped reads load the vector index a third faster (105 -> 70 ms at
		// 10k memories) but double the cost of opening (3.7 -> 6.8 ms), so only
		// processes that load the index pay for the mapping.
		dsn += "&_pragma=mmap_size(268435456)"
	}
	return dsn
}

// Close releases the database.
func (s *Store) Close() error {
	if err := s.db.Close(); err != nil {
		return fmt.Errorf("close store: %w", err)
	}
	return nil
}

// Dir is the data directory.
func (s *Store) Dir() string { return s.dir }

// Path is the database file.
func (s *Store) Path() string { return filepath.Join(s.dir, DBFile) }

// Mode names the recall mode this store answers in.
func (s *Store) Mode() string {
	if s.opts.Embedder != nil {
		return ModeSemantic
	}
	return ModeLexical
}

// Recall modes.
const (
	ModeSemantic = "semantic+lexical"
	ModeLexical  = "lexical"
)

// CorruptError is a store SQLite cannot read. It wraps ErrCorrupt.
type CorruptError struct {
	Path string
	Err  error
}

func (e *CorruptError) Error() string {
	return fmt.Sprintf("store %s is damaged and cannot be read: %v", e.Path, e.Err)
}

func (e *CorruptError) Unwrap() []error { return []error{ErrCorrupt, e.Err} }

// wrapCorrupt turns SQLite's "not a database" and "malformed" errors into a
// CorruptError, so callers refuse to write and say so, instead of guessing.
// A damaged lexical index (an *IndexDamagedError) passes unchanged: the
// memories are intact, and doctor --repair mends it in place.
func wrapCorrupt(err error, path string) error {
	var se *sqlite.Error
	var index *IndexDamagedError
	if errors.As(err, &index) {
		if index.Path == "" {
			index.Path = path
		}
		return err
	}
	if errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_READONLY {
		// A write that got past the guards (see refuseWrite) still names
		// the data dir, for the same hint.
		return &ReadOnlyError{Dir: filepath.Dir(path), Op: "write", Err: err}
	}
	if !isCorrupt(err) {
		return err
	}
	markDamaged(path, err)
	return &CorruptError{Path: path, Err: err}
}

// isCorrupt reports SQLite's "not a database" and "malformed" errors.
func isCorrupt(err error) bool {
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
			return true
		}
	}
	return err != nil && (strings.Contains(err.Error(), "malformed") || strings.Contains(err.Error(), "not a database"))
}

// DamagedFile, in the data dir, records that SQLite found the store damaged.
// Every later Open refuses the store until "hippo doctor --salvage" replaces
// it, so nothing more is written into a damaged file; hooks fail open.
const DamagedFile = "store.damaged"

// markDamaged writes the mark unless there is one: the cause first seen is
// kept, so that checking a marked store anew (doctor) does not overwrite it.
func markDamaged(dbPath string, cause error) {
	f, err := os.OpenFile(filepath.Join(filepath.Dir(dbPath), DamagedFile), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return
	}
	_, _ = f.WriteString(cause.Error() + "\n")
	_ = f.Close()
}

// headerSize reads the page size and page count from a database file's
// header; pages is 0 when the header does not vouch for it (its
// "version-valid-for" differs from the change counter). ok is false when the
// file is not an SQLite database.
func headerSize(path string) (pageSize, pages int64, ok bool) {
	f, err := os.Open(path)
	if err != nil {
		return 0, 0, false
	}
	defer f.Close()
	var h [100]byte
	if _, err := io.ReadFull(f, h[:]); err != nil || string(h[:16]) != "SQLite format 3\x00" {
		return 0, 0, false
	}
	pageSize = int64(binary.BigEndian.Uint16(h[16:18]))
	if pageSize == 1 {
		pageSize = 65536
	}
	if binary.BigEndian.Uint32(h[92:96]) == binary.BigEndian.Uint32(h[24:28]) {
		pages = int64(binary.BigEndian.Uint32(h[28:32]))
	}
	return pageSize, pages, true
}

// checkMark refuses a store marked damaged, before SQLite writes anything
// into it.
func checkMark(path string) error {
	cause, marked, err := readMark(filepath.Dir(path))
	if err != nil || !marked {
		return wrapMarkErr(path, err)
	}
	return markedError(path, cause)
}

// markedError is Open's refusal of a store marked damaged for cause.
func markedError(path, cause string) error {
	return &CorruptError{Path: path, Err: fmt.Errorf("%w: %s", ErrMarkedDamaged, cause)}
}

// wrapMarkErr says which store's mark could not be read; nil stays nil.
func wrapMarkErr(path string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("open store %s: %w", path, err)
}

// readMark reads the DamagedFile mark in dataDir: the error that was seen
// when it was written, and whether there is one.
func readMark(dataDir string) (cause string, marked bool, err error) {
	b, err := os.ReadFile(filepath.Join(dataDir, DamagedFile))
	if errors.Is(err, fs.ErrNotExist) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("read the damaged mark: %w", err)
	}
	return strings.TrimSpace(string(b)), true, nil
}

// checkHeader reads the file's 100-byte header for signs of truncation,
// before SQLite writes anything into it. A file shorter than its header says
// is only a suspicion (see Open).
func checkHeader(path string) (suspect error, err error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	if st.Size() == 0 {
		return nil, nil // a new store
	}
	pageSize, pages, ok := headerSize(path)
	if !ok {
		return fmt.Errorf("not an SQLite database (%d bytes)", st.Size()), nil
	}
	if pages > 0 && st.Size() < pages*pageSize {
		return fmt.Errorf("truncated: %d bytes, the header says %d pages of %d", st.Size(), pages, pageSize), nil
	}
	return nil, nil
}

// migrations[i] moves the schema from version i to i+1.
var migrations = []string{
	`CREATE TABLE memories (
		seq INTEGER PRIMARY KEY,
		id TEXT NOT NULL UNIQUE,
		text TEXT NOT NULL,
		created_at INTEGER NOT NULL,
		last_accessed INTEGER NOT NULL,
		stability REAL NOT NULL,
		base_stability REAL NOT NULL,
		memory_type TEXT NOT NULL,
		consolidation_level INTEGER NOT NULL DEFAULT 0,
		kind TEXT NOT NULL,
		origin TEXT NOT NULL,
		speaker TEXT NOT NULL,
		topic TEXT NOT NULL DEFAULT '',
		project TEXT NOT NULL DEFAULT '',
		session_id TEXT NOT NULL DEFAULT '',
		transcript_path TEXT NOT NULL DEFAULT '',
		line_uuid TEXT NOT NULL DEFAULT '',
		source_path TEXT NOT NULL DEFAULT '',
		access_count INTEGER NOT NULL DEFAULT 0,
		pinned INTEGER NOT NULL DEFAULT 0,
		archived INTEGER NOT NULL DEFAULT 0,
		archived_at INTEGER,
		superseded_by TEXT,
		supersedes TEXT,
		schema_version INTEGER NOT NULL,
		vector_model TEXT
	);
	-- Vectors live apart so that scans of memories stay small (1.5 KB per vector).
	CREATE TABLE memory_vectors (seq INTEGER PRIMARY KEY, vector BLOB NOT NULL);
	CREATE INDEX memories_active ON memories(archived, superseded_by);
	CREATE INDEX memories_source ON memories(source_path) WHERE source_path != '';
	CREATE VIRTUAL TABLE memories_fts USING fts5(text, tokenize = 'unicode61 remove_diacritics 2');
	INSERT INTO memories_fts(memories_fts, rank) VALUES('secure-delete', 1);
	CREATE VIRTUAL TABLE memories_vocab USING fts5vocab(memories_fts, 'row');
	CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
	// 2: tombstones, the rejected claims kept on purpose (text and vector).
	`CREATE TABLE tombstones (
		id TEXT PRIMARY KEY,
		text TEXT NOT NULL,
		vector BLOB,
		vector_model TEXT,
		reason TEXT NOT NULL DEFAULT '',
		created_at INTEGER NOT NULL,
		source_id TEXT
	);`,
	// 3: when a captured memory's transcript line was written.
	`ALTER TABLE memories ADD COLUMN source_time TEXT NOT NULL DEFAULT '';
	CREATE INDEX memories_provenance ON memories(session_id, line_uuid) WHERE session_id != '';`,
	// 4: when a statement was made (time order), and when and in which session a
	// memory last gained stability (spaced reinforcement). backfillV4 fills them.
	`ALTER TABLE memories ADD COLUMN stated_at INTEGER NOT NULL DEFAULT 0;
	ALTER TABLE memories ADD COLUMN last_reinforced_at INTEGER NOT NULL DEFAULT 0;
	ALTER TABLE memories ADD COLUMN last_reinforced_session TEXT NOT NULL DEFAULT '';`,
	// 5: each time a memory was said again (see occurrence.go): ids and times,
	// never text. A transcript line restates a memory once, however often it
	// is captured.
	`CREATE TABLE occurrences (
		memory_id TEXT NOT NULL,
		session_id TEXT NOT NULL DEFAULT '',
		line_uuid TEXT NOT NULL DEFAULT '',
		stated_at INTEGER NOT NULL,
		origin TEXT NOT NULL
	);
	CREATE INDEX occurrences_memory ON occurrences(memory_id);
	CREATE UNIQUE INDEX occurrences_line ON occurrences(memory_id, session_id, line_uuid) WHERE line_uuid != '';`,
	// 6: the lexical index stems, and holds unspaced script in pieces of two
	// (tokenize.go); rebuildLexicalIndex refills it from every memory's text.
	// The old index's pages are zeroed as they are freed (secure_delete).
	`DROP TABLE memories_vocab;
	DROP TABLE memories_fts;` + lexicalIndexDDL,
	// 7: each change to a memory's strength (see events.go): ids, times and
	// numbers, never text. A store from before it starts with no history.
	`CREATE TABLE memory_events (
		memory_id TEXT NOT NULL,
		at INTEGER NOT NULL,
		kind TEXT NOT NULL,
		stability REAL NOT NULL
	);
	CREATE INDEX memory_events_memory ON memory_events(memory_id, at);`,
}

// backfills[i], when set, runs after migrations[i] in the same transaction:
// the Go half of a migration that SQL alone cannot do (parsing a timestamp,
// reading a file's modification time).
var backfills = map[int]func(context.Context, *sql.Tx) error{3: backfillV4, 5: rebuildLexicalIndex}

func (s *Store) migrate(ctx context.Context) error {
	var version int
	if err := s.db.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&version); err != nil {
		return err
	}
	if version > SchemaVersion {
		return fmt.Errorf("%w: schema %d, this hippo knows %d; upgrade hippo", ErrTooNew, version, SchemaVersion)
	}
	if version < SchemaVersion {
		// Reading an older schema with this build's queries would fail on the
		// first missing column, so a store that cannot be migrated is refused.
		if s.roCause != nil {
			return &ReadOnlyError{Dir: s.dir, Op: fmt.Sprintf("migrate schema %d -> %d", version, SchemaVersion), Err: s.roCause, OlderSchema: version}
		}
	}
	for v := version; v < SchemaVersion; v++ {
		tx, err := s.db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		// Re-check under the write lock: another process may have migrated.
		var now int
		if err := tx.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&now); err != nil {
			_ = tx.Rollback()
			return err
		}
		if now > v {
			_ = tx.Rollback()
			continue
		}
		if _, err := tx.ExecContext(ctx, migrations[v]); err != nil {
			_ = tx.Rollback()
			return fmt.Errorf("migrate schema %d -> %d: %w", v, v+1, err)
		}
		if fill := backfills[v]; fill != nil {
			if err := fill(ctx, tx); err != nil {
				_ = tx.Rollback()
				return fmt.Errorf("migrate schema %d -> %d: %w", v, v+1, err)
			}
		}
		if _, err := tx.ExecContext(ctx, fmt.Sprintf(`PRAGMA user_version = %d`, v+1)); err != nil {
			_ = tx.Rollback()
			return err
		}
		if err := tx.Commit(); err != nil {
			return err
		}
	}
	return nil
}

// CheckIntegrity runs SQLite's integrity check; doctor uses it. Damage found
// only in the lexical index, with every other table sound, is an
// *IndexDamagedError (RepairLexicalIndex mends it, and the store is not
// marked damaged); any other is a *CorruptError.
func (s *Store) CheckIntegrity(ctx context.Context) error {
	lines, err := s.integrityLines(ctx, `PRAGMA integrity_check`)
	switch {
	case err == nil && len(lines) == 0:
		return nil
	case err != nil && isIndexGone(err) && s.othersSound(ctx):
		// FTS5's own check of an index missing a shadow table cannot even
		// start; every other table passed a check of its own.
		return &IndexDamagedError{Path: s.Path(), Err: err}
	case err != nil && !isCorrupt(err):
		return wrapCorrupt(err, s.Path())
	}
	found := err
	if err == nil {
		found = errors.New(strings.Join(lines, "\n"))
	}
	if s.inIndexOnly(ctx, lines) {
		return &IndexDamagedError{Path: s.Path(), Err: found}
	}
	if err != nil {
		return wrapCorrupt(err, s.Path())
	}
	return &CorruptError{Path: s.Path(), Err: found}
}

func (s *Store) now() time.Time { return s.opts.Now() }

func statFile(dir, name string) (int64, error) {
	fi, err := os.Stat(filepath.Join(dir, name))
	if err != nil {
		return 0, err
	}
	return fi.Size(), nil
}

func (s *Store) logEvent(op, id string) error {
	return s.log.Append(activity.Event{Op: op, ID: id, Actor: s.opts.Actor, Session: s.opts.Session})
}
