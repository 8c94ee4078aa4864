package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/hippo-mem/hippo/activity"
)

// The lexical index (memories_fts and its shadow tables) is derived data: a
// copy of every memory's text, folded and stemmed (ftsDoc), and FTS5's
// inverted index over it. Damage there loses nothing that the memories do
// not still hold, so it is mended in place (RepairLexicalIndex) rather than
// by salvage, and it must not lock the user out of the memories themselves:
// reads of the index that fail return an *IndexDamagedError, which leaves
// the store unmarked (see wrapCorrupt), and recall says to run doctor.

// ErrIndexDamaged means the lexical index is damaged or out of step with the
// memories, which are intact.
var ErrIndexDamaged = errors.New("search index is damaged")

// ErrRebuildInPlace means the damaged index's own pages cannot be read, so
// SQLite cannot free them to rebuild it in place; nothing was changed. The
// memories are intact, so salvage, which copies them into a new store that
// indexes them anew, loses none.
var ErrRebuildInPlace = errors.New("the search index's pages cannot be freed to rebuild it in place")

// IndexDamagedError is a lexical index SQLite or FTS5 found damaged. It wraps
// ErrIndexDamaged and the error found.
type IndexDamagedError struct {
	Path string
	Err  error
}

func (e *IndexDamagedError) Error() string {
	if e.Path == "" {
		// A statement inside a transaction does not know the store's path;
		// its callers' messages are fixed before wrapCorrupt could name it.
		return fmt.Sprintf("the search index is damaged (the memories are not): %v", e.Err)
	}
	return fmt.Sprintf("the search index of %s is damaged (the memories are not): %v", e.Path, e.Err)
}

func (e *IndexDamagedError) Unwrap() []error { return []error{ErrIndexDamaged, e.Err} }

// indexErr turns an error of a statement that reads only the lexical index
// into an *IndexDamagedError when SQLite calls it corruption or finds one of
// the index's tables missing; other errors (a cancelled context, a busy
// lock) pass unchanged.
func (s *Store) indexErr(err error) error { return asIndexDamage(err, s.Path()) }

// asIndexDamage is indexErr for a statement on the index that does not know
// the store's path ("" leaves it to wrapCorrupt).
func asIndexDamage(err error, path string) error {
	if err == nil || errors.Is(err, ErrIndexDamaged) || !isCorrupt(err) && !isIndexGone(err) {
		return err
	}
	return &IndexDamagedError{Path: path, Err: err}
}

// indexGone is how SQLite says a statement's table does not exist: the table
// itself ("no such table: memories_fts_data"), or the FTS5 table that a
// vocabulary read or an index write builds on ("no such fts5 table:
// main.memories_fts", "vtable constructor failed: memories_fts", when its
// config table is gone).
var indexGone = regexp.MustCompile(`(?:no such (?:fts5 )?table|vtable constructor failed): (?:main\.)?(\w+)`)

// isIndexGone reports an SQL error naming one of the lexical index's tables
// as missing: an index dropped outside hippo. It is damage to derived data,
// which doctor --repair makes anew, not an error of the statement.
func isIndexGone(err error) bool {
	var se *sqlite.Error
	if !errors.As(err, &se) || se.Code()&0xff != sqlite3.SQLITE_ERROR {
		return false
	}
	m := indexGone.FindStringSubmatch(err.Error())
	return m != nil && slices.Contains(lexicalTables, m[1])
}

// damageErr is wrapCorrupt for a statement that reads the lexical index as
// well as the memories (a purge, an add, a migration, VACUUM), whose error
// cannot say which it met: SQLite's integrity check decides, whatever the
// statement took the damage for (indexText calls any damage it meets the
// index's, and a write into the index may be what read a damaged page of the
// memories). A missing index table is the index's. what says what became of
// the write ("nothing was purged"); it leads the message whichever damage it
// is, since the user must learn it as well as the fix.
func (s *Store) damageErr(ctx context.Context, what string, err error) error {
	wrapped := fmt.Errorf("%s: %w", what, err)
	if isIndexGone(err) && !errors.Is(err, ErrIndexDamaged) {
		return &IndexDamagedError{Path: s.Path(), Err: wrapped}
	}
	if !isCorrupt(err) {
		return wrapCorrupt(wrapped, s.Path())
	}
	var index *IndexDamagedError
	var corrupt *CorruptError
	switch check := s.CheckIntegrity(ctx); {
	case errors.As(check, &index) && !errors.Is(err, ErrIndexDamaged):
		return &IndexDamagedError{Path: s.Path(), Err: wrapped}
	case errors.As(check, &corrupt):
		// What SQLite's check found, not what the statement took it for.
		found := &CorruptError{Path: s.Path(), Err: fmt.Errorf("%s: %w", what, corrupt.Err)}
		markDamaged(s.Path(), found)
		return found
	}
	return wrapCorrupt(wrapped, s.Path())
}

// lexicalTables are the lexical index's tables: the FTS5 table, its shadow
// tables, and the vocabulary view over them.
var lexicalTables = []string{"memories_fts", "memories_fts_data", "memories_fts_idx", "memories_fts_content",
	"memories_fts_docsize", "memories_fts_config", "memories_vocab"}

// lexicalIndexDDL creates an empty lexical index as schema 6 defines it.
const lexicalIndexDDL = `CREATE VIRTUAL TABLE memories_fts USING fts5(text, tokenize = 'porter unicode61 remove_diacritics 2');
	INSERT INTO memories_fts(memories_fts, rank) VALUES('secure-delete', 1);
	CREATE VIRTUAL TABLE memories_vocab USING fts5vocab(memories_fts, 'row');`

// IndexReport is what CheckLexicalIndex found.
type IndexReport struct {
	Memories int      `json:"memories"` // memories in the store
	Indexed  int      `json:"indexed"`  // rows the index holds
	Missing  int      `json:"missing"`  // memories the index does not hold: recall cannot find them
	Stray    int      `json:"stray"`    // index rows of no memory
	Stale    int      `json:"stale"`    // index rows whose text is not their memory's
	Damage   []string `json:"damage,omitempty"`
}

// OK reports an index in step with the memories and undamaged.
func (r IndexReport) OK() bool { return r.Missing+r.Stray+r.Stale == 0 && len(r.Damage) == 0 }

// Problem says what is wrong, or "" when nothing is.
func (r IndexReport) Problem() string {
	var parts []string
	if len(r.Damage) > 0 {
		parts = append(parts, "damaged: "+strings.Join(r.Damage, "; "))
	}
	for _, p := range []struct {
		n    int
		what string
	}{{r.Missing, "not indexed (recall cannot find them)"}, {r.Stray, "index rows of no memory"}, {r.Stale, "index rows out of date"}} {
		if p.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", p.n, p.what))
		}
	}
	return strings.Join(parts, "; ")
}

// CheckLexicalIndex checks the lexical index's pages (SQLite's and FTS5's
// integrity checks of its tables only) and, if they are sound, that it holds
// every memory's current text once and nothing else.
func (s *Store) CheckLexicalIndex(ctx context.Context) (IndexReport, error) {
	var r IndexReport
	// An index dropped outside hippo fails the checks below as SQL errors,
	// not damage, and a rebuild makes it anew.
	missing, err := s.missingIndexTables(ctx)
	switch {
	case err != nil && !isCorrupt(err):
		return r, fmt.Errorf("check search index: %w", err)
	case err != nil:
		r.Damage = []string{err.Error()}
		return r, nil
	case len(missing) > 0:
		r.Damage = []string{"tables missing: " + strings.Join(missing, ", ")}
		return r, nil
	}
	for _, t := range lexicalTables[:len(lexicalTables)-1] { // the vocabulary has no storage
		lines, err := s.integrityLines(ctx, `PRAGMA integrity_check(`+t+`)`)
		if err != nil {
			if !isCorrupt(err) {
				return r, fmt.Errorf("check search index: %w", err)
			}
			lines = []string{t + ": " + err.Error()}
		}
		r.Damage = append(r.Damage, lines...)
	}
	if len(r.Damage) > 0 {
		return r, nil // the rows cannot be trusted, and need a rebuild anyway
	}
	if err := s.compareIndexRows(ctx, &r); err != nil {
		if !isCorrupt(err) {
			return r, fmt.Errorf("check search index: %w", err)
		}
		r.Damage = append(r.Damage, err.Error())
	}
	return r, nil
}

// missingIndexTables names the lexical index's tables the schema lacks.
func (s *Store) missingIndexTables(ctx context.Context) ([]string, error) {
	names, err := column[string](ctx, s.db, "the search index's tables",
		`SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE 'memories\_%' ESCAPE '\'`)
	if err != nil {
		return nil, err
	}
	var missing []string
	for _, t := range lexicalTables {
		if !slices.Contains(names, t) {
			missing = append(missing, t)
		}
	}
	return missing, nil
}

// column reads the one column of every row query returns; what names it
// in errors.
func column[T any](ctx context.Context, db *sql.DB, what, query string) ([]T, error) {
	rows, err := db.QueryContext(ctx, query)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", what, err)
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		var v T
		if err := rows.Scan(&v); err != nil {
			return nil, fmt.Errorf("read %s: %w", what, err)
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read %s: %w", what, err)
	}
	return out, nil
}

// compareIndexRows counts the memories the index lacks or holds out of date,
// and the index rows of no memory. The index keeps its own copy of each
// memory's folded text (memories_fts_content) keyed by the memory's seq.
func (s *Store) compareIndexRows(ctx context.Context, r *IndexReport) error {
	rows, err := s.db.QueryContext(ctx, `SELECT m.text, c.c0 FROM memories m LEFT JOIN memories_fts_content c ON c.id = m.seq`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var text string
		var doc sql.NullString
		if err := rows.Scan(&text, &doc); err != nil {
			return err
		}
		r.Memories++
		switch {
		case !doc.Valid:
			r.Missing++
		case doc.String != ftsDoc(text):
			r.Stale++
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM memories_fts_content`).Scan(&r.Indexed); err != nil {
		return err
	}
	r.Stray = r.Indexed - (r.Memories - r.Missing)
	return nil
}

// RepairLexicalIndex rebuilds the lexical index from the memories' text, in
// one transaction, when CheckLexicalIndex finds it damaged or out of step,
// and logs the repair. A sound index is left as it is: repaired is false and
// nothing is written. after is the check of the index as it now stands.
func (s *Store) RepairLexicalIndex(ctx context.Context) (before, after IndexReport, repaired bool, err error) {
	if before, err = s.CheckLexicalIndex(ctx); err != nil || before.OK() && !s.unmigrated {
		return before, before, false, err
	}
	if err := s.refuseWrite("repair the search index"); err != nil {
		return before, before, false, err
	}
	if err := s.rebuildIndex(ctx); err != nil {
		if isCorrupt(err) {
			err = fmt.Errorf("%w: %w", ErrRebuildInPlace, err)
		}
		return before, before, false, fmt.Errorf("repair search index: %w", err)
	}
	if s.unmigrated {
		// The index was what stopped the migration (OpenForRepair).
		if err := s.migrate(ctx); err != nil {
			return before, before, true, wrapCorrupt(fmt.Errorf("repair search index: migrate after the rebuild: %w", err), s.Path())
		}
		s.unmigrated = false
	}
	if after, err = s.CheckLexicalIndex(ctx); err != nil {
		return before, after, true, err
	}
	return before, after, true, s.logEvent(activity.OpRepairIndex, "")
}

// rebuildIndex drops the index and makes it anew from every memory's text.
// Dropping, not deleting rows: FTS5 reads a row's entries to delete them,
// which is what damage breaks.
func (s *Store) rebuildIndex(ctx context.Context) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	if err := rebuildIndexTx(ctx, tx); err != nil {
		return err
	}
	return tx.Commit()
}

// rebuildIndexTx is rebuildIndex inside tx.
func rebuildIndexTx(ctx context.Context, tx *sql.Tx) error {
	// FTS5 cannot drop a table one of whose shadow tables was dropped
	// outside hippo ("vtable constructor failed"): empty ones stand in.
	drop := `DROP TABLE IF EXISTS memories_vocab;` + shadowStandIns + `DROP TABLE IF EXISTS memories_fts;`
	// Shadow tables left by an FTS5 table dropped outside hippo would stop
	// the new one from being created; dropping the FTS5 table drops its own.
	for _, t := range lexicalTables[1 : len(lexicalTables)-1] {
		drop += `DROP TABLE IF EXISTS ` + t + `;`
	}
	if _, err := tx.ExecContext(ctx, drop+lexicalIndexDDL); err != nil {
		return err
	}
	return rebuildLexicalIndex(ctx, tx)
}

// shadowStandIns create, where they are missing, the FTS5 shadow tables of
// memories_fts as FTS5 itself declares them, empty but for the file format
// version FTS5 checks before it will drop the table (4, its oldest).
const shadowStandIns = `CREATE TABLE IF NOT EXISTS memories_fts_data(id INTEGER PRIMARY KEY, block BLOB);
	CREATE TABLE IF NOT EXISTS memories_fts_idx(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;
	CREATE TABLE IF NOT EXISTS memories_fts_content(id INTEGER PRIMARY KEY, c0);
	CREATE TABLE IF NOT EXISTS memories_fts_docsize(id INTEGER PRIMARY KEY, sz BLOB);
	CREATE TABLE IF NOT EXISTS memories_fts_config(k PRIMARY KEY, v) WITHOUT ROWID;
	INSERT OR IGNORE INTO memories_fts_config(k, v) VALUES('version', 4);`

// integrityLines runs an integrity check pragma and returns what it found
// wrong: nothing when it answers "ok".
func (s *Store) integrityLines(ctx context.Context, pragma string) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, pragma)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var lines []string
	for rows.Next() {
		var l string
		if err := rows.Scan(&l); err != nil {
			return nil, err
		}
		if l != "ok" {
			lines = append(lines, l)
		}
	}
	return lines, rows.Err()
}

// treeLine is an integrity check finding in one b-tree, named by root page.
var treeLine = regexp.MustCompile(`^Tree (\d+) page`)

// inIndexOnly reports whether the damage PRAGMA integrity_check found (lines,
// or none when it stopped at an error) is in the lexical index alone: every
// line names one of its b-trees or is FTS5's check of it, and every other
// table passes a check of its own. Anything else (a page of the memories, the
// free list, a page no tree owns) may have lost memories: only salvage helps.
func (s *Store) inIndexOnly(ctx context.Context, lines []string) bool {
	roots, err := s.indexRoots(ctx)
	if err != nil {
		return false
	}
	for _, l := range strings.Split(strings.Join(lines, "\n"), "\n") {
		if l == "*** in database main ***" {
			continue
		}
		if m := treeLine.FindStringSubmatch(l); m != nil {
			if n, _ := strconv.Atoi(m[1]); roots[n] {
				continue
			}
			return false
		}
		// FTS5's own findings: `fts5: corruption found reading blob 12 from
		// table "memories_fts"`, `malformed inverted index for FTS5 table
		// main.memories_fts`.
		if !strings.Contains(strings.ToLower(l), "fts5") || !strings.Contains(l, "memories_fts") {
			return false
		}
	}
	return s.othersSound(ctx)
}

// othersSound reports whether every table that is not the lexical index's
// passes an integrity check of its own.
func (s *Store) othersSound(ctx context.Context) bool {
	others, err := s.otherTables(ctx)
	if err != nil {
		return false
	}
	for _, t := range others {
		if lines, err := s.integrityLines(ctx, `PRAGMA integrity_check(`+quote(t)+`)`); err != nil || len(lines) > 0 {
			return false
		}
	}
	return true
}

// otherTables are the tables with storage that are not the lexical index's.
func (s *Store) otherTables(ctx context.Context) ([]string, error) {
	return column[string](ctx, s.db, "the store's tables", `SELECT name FROM sqlite_schema WHERE type = 'table' AND rootpage > 0
		AND name NOT LIKE 'memories\_fts%' ESCAPE '\'`)
}

// indexRoots are the root pages of the lexical index's b-trees.
func (s *Store) indexRoots(ctx context.Context) (map[int]bool, error) {
	pages, err := column[int](ctx, s.db, "the search index's root pages",
		`SELECT rootpage FROM sqlite_schema WHERE tbl_name LIKE 'memories\_fts%' ESCAPE '\' AND rootpage > 0`)
	if err != nil {
		return nil, err
	}
	roots := make(map[int]bool, len(pages))
	for _, n := range pages {
		roots[n] = true
	}
	return roots, nil
}
