package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/hippo-mem/hippo/internal/plural"
)

// ErrNothingSalvaged means salvage could read nothing from a damaged store:
// neither its schema (even under a rebuilt header) nor any of its rows. The
// damaged store is left exactly where and as it was.
var ErrNothingSalvaged = errors.New("nothing could be read from the damaged store")

// SalvageReport says what Salvage recovered from a damaged store.
type SalvageReport struct {
	Recovered  int    `json:"recovered"`
	Unreadable int    `json:"unreadable"` // rows SQLite listed but could not read
	Tombstones int    `json:"tombstones"`
	Damaged    string `json:"damaged_kept_at"` // where the damaged file now is
}

// Salvage copies every memory, vector, tombstone and occurrence SQLite can
// still read from the damaged store in dataDir into a new database, moves the
// damaged files aside (hippo.db.damaged-<time>, kept for the user to inspect
// or delete) and puts the new database in their place. Rows on damaged pages are skipped one
// by one, so one bad page costs the memories on it, not the store.
func Salvage(ctx context.Context, dataDir string, now time.Time) (SalvageReport, error) {
	var rep SalvageReport
	src := filepath.Join(dataDir, DBFile)
	if _, err := os.Stat(src); err != nil {
		return rep, fmt.Errorf("salvage: %w", err)
	}
	tmp := filepath.Join(dataDir, "salvage-"+now.UTC().Format("20060102T150405"))
	if err := os.Mkdir(tmp, 0o700); err != nil {
		return rep, fmt.Errorf("salvage: %w", err)
	}
	defer os.RemoveAll(tmp)
	// Read a copy, never the damaged file itself, so a failed salvage leaves
	// everything as it was.
	copyPath, err := damagedCopy(src, tmp)
	if err != nil {
		return rep, err
	}
	old, err := sql.Open("sqlite", "file:"+copyPath+"?_pragma=busy_timeout(5000)")
	if err != nil {
		return rep, fmt.Errorf("salvage: open %s: %w", src, err)
	}
	defer old.Close()
	freshDir := filepath.Join(tmp, "new")
	if err := os.Mkdir(freshDir, 0o700); err != nil {
		return rep, fmt.Errorf("salvage: %w", err)
	}
	fresh, err := Open(ctx, freshDir, Options{Actor: "salvage", Now: func() time.Time { return now }})
	if err != nil {
		return rep, fmt.Errorf("salvage: new store: %w", err)
	}
	damaged := &Store{dir: dataDir, db: old, opts: Options{Now: time.Now}}
	for _, seq := range readableSeqs(ctx, old) {
		mems, err := damaged.query(ctx, `SELECT `+memoryColumns+` FROM memories WHERE seq = ?`, seq)
		if err != nil || len(mems) != 1 {
			rep.Unreadable++
			continue
		}
		m := mems[0]
		var blob []byte
		var model sql.NullString
		if old.QueryRowContext(ctx, `SELECT v.vector, m.vector_model FROM memories m JOIN memory_vectors v ON v.seq = m.seq WHERE m.seq = ?`, seq).Scan(&blob, &model) == nil {
			m.vector = decodeVector(blob)
		} else {
			model.String = "" // no readable vector: "hippo reindex" embeds it again
		}
		if err := fresh.restore(ctx, m, model.String); err != nil {
			fresh.Close()
			return rep, fmt.Errorf("salvage: write %s: %w", m.ID, err)
		}
		rep.Recovered++
	}
	if rep.Tombstones, err = copyRest(ctx, old, fresh.db); err != nil {
		fresh.Close()
		return rep, err
	}
	if rep.Recovered == 0 && rep.Unreadable > 0 {
		// Rows were there and none could be read: replacing the store with an
		// empty one would only hide them.
		fresh.Close()
		return rep, fmt.Errorf("salvage: %s found, none readable: %w", plural.Count(rep.Unreadable, "row", "rows"), ErrNothingSalvaged)
	}
	if err := fresh.Close(); err != nil {
		return rep, fmt.Errorf("salvage: %w", err)
	}
	old.Close()
	rep.Damaged = src + ".damaged-" + now.UTC().Format("20060102T150405")
	for _, suffix := range []string{"", "-wal", "-shm"} {
		if err := os.Rename(src+suffix, rep.Damaged+suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
			return rep, fmt.Errorf("salvage: move the damaged store aside: %w", err)
		}
	}
	if err := os.Rename(filepath.Join(freshDir, DBFile), src); err != nil {
		return rep, fmt.Errorf("salvage: put the new store in place: %w", err)
	}
	if err := os.Remove(filepath.Join(dataDir, DamagedFile)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return rep, fmt.Errorf("salvage: %w", err)
	}
	return rep, nil
}

// damagedCopy copies the damaged database (and its WAL) into dir. A file
// truncated below the size its header gives is padded with zeros: SQLite
// refuses every query on a file shorter than its header says, while zero pages
// cost only the rows that were on them.
func damagedCopy(src, dir string) (string, error) {
	dst := filepath.Join(dir, "damaged.db")
	for _, suffix := range []string{"", "-wal"} {
		b, err := os.ReadFile(src + suffix)
		if errors.Is(err, os.ErrNotExist) && suffix != "" {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("salvage: read %s: %w", src+suffix, err)
		}
		if err := os.WriteFile(dst+suffix, b, 0o600); err != nil {
			return "", fmt.Errorf("salvage: %w", err)
		}
	}
	if pageSize, pages, ok := headerSize(dst); ok {
		if st, err := os.Stat(dst); err == nil && st.Size() < pages*pageSize {
			if err := os.Truncate(dst, pages*pageSize); err != nil {
				return "", fmt.Errorf("salvage: %w", err)
			}
		}
	}
	if _, err := repairHeader(dst); err != nil {
		return "", err
	}
	if !schemaReadable(dst) {
		return "", fmt.Errorf("salvage %s: %w", src, ErrNothingSalvaged)
	}
	return dst, nil
}

// salvageGap is how many missing row numbers in a row end the search for more.
const salvageGap = 2000

// readableSeqs lists the memory rows SQLite can still find: a scan from each
// end, then a lookup of every row number up to the last one found plus
// salvageGap, so a damaged page in the middle hides only the rows on it.
func readableSeqs(ctx context.Context, db *sql.DB) []int64 {
	seen := map[int64]bool{}
	var out []int64
	add := func(seq int64) {
		if !seen[seq] {
			seen[seq] = true
			out = append(out, seq)
		}
	}
	var last int64
	for _, order := range []string{"ASC", "DESC"} {
		rows, err := db.QueryContext(ctx, `SELECT seq FROM memories ORDER BY seq `+order)
		if err != nil {
			continue
		}
		for rows.Next() {
			var seq int64
			if rows.Scan(&seq) != nil {
				break
			}
			add(seq)
			last = max(last, seq)
		}
		rows.Close()
	}
	for seq, miss := int64(1), 0; miss < salvageGap || seq <= last; seq++ {
		var found int64
		if db.QueryRowContext(ctx, `SELECT seq FROM memories WHERE seq = ?`, seq).Scan(&found) == nil {
			add(found)
			miss = 0
		} else {
			miss++
		}
	}
	return out
}

// restore writes a salvaged memory with its state.
func (s *Store) restore(ctx context.Context, m Memory, model string) error {
	// The links are restored as they were, not re-made: the memory a
	// correction supersedes may come later in the copy, or not at all.
	supersedes := m.Supersedes
	m.Supersedes = ""
	if err := s.insert(ctx, &m, model); err != nil {
		return err
	}
	var archivedAt any
	if m.Archived {
		archivedAt = ms(m.ArchivedAt)
	}
	_, err := s.db.ExecContext(ctx, `UPDATE memories SET access_count = ?, archived = ?, archived_at = ?, superseded_by = ?, supersedes = ? WHERE id = ?`,
		m.AccessCount, m.Archived, archivedAt, nullable(m.SupersededBy), nullable(supersedes), m.ID)
	return err
}

// copyRest copies what is kept beside the memories: the tombstones (it
// returns how many) and the restatements of the memories recovered.
func copyRest(ctx context.Context, from, to *sql.DB) (int, error) {
	n, err := copyTombstones(ctx, from, to)
	if err != nil {
		return n, err
	}
	return n, copyOccurrences(ctx, from, to)
}

func copyTombstones(ctx context.Context, from, to *sql.DB) (int, error) {
	rows, err := from.QueryContext(ctx, `SELECT id, text, vector, vector_model, reason, created_at, source_id FROM tombstones`)
	if err != nil {
		return 0, nil // an unreadable tombstone table: nothing to copy
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var id, text, reason string
		var vector []byte
		var model, source sql.NullString
		var created int64
		if rows.Scan(&id, &text, &vector, &model, &reason, &created, &source) != nil {
			break
		}
		if _, err := to.ExecContext(ctx, `INSERT INTO tombstones (id, text, vector, vector_model, reason, created_at, source_id) VALUES (?,?,?,?,?,?,?)`,
			id, text, vector, model, reason, created, source); err != nil {
			return n, fmt.Errorf("salvage: tombstone %s: %w", id, err)
		}
		n++
	}
	return n, nil
}

// copyOccurrences copies the restatements and the strength history of the
// memories recovered. A row on a damaged page is lost, as a memory there is:
// review-feedback then counts fewer corrections, never more, and a plot
// starts later.
func copyOccurrences(ctx context.Context, from, to *sql.DB) error {
	if err := copyRows(ctx, from, to, "occurrence", `SELECT memory_id, session_id, line_uuid, stated_at, origin FROM occurrences`,
		`INSERT OR IGNORE INTO occurrences (memory_id, session_id, line_uuid, stated_at, origin)
			SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM memories WHERE id = ?1)`, 5); err != nil {
		return err
	}
	return copyRows(ctx, from, to, "strength event", `SELECT memory_id, at, kind, stability FROM memory_events`,
		`INSERT INTO memory_events (memory_id, at, kind, stability)
			SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM memories WHERE id = ?1)`, 4)
}

// copyRows copies the rows sel reads from the damaged store into the new one
// through ins, whose parameters take a row's cols columns in order, the
// memory id first. Reading stops at the first row that cannot be read; a
// damaged store may lack the table altogether.
func copyRows(ctx context.Context, from, to *sql.DB, what, sel, ins string, cols int) error {
	var all [][]any
	if rows, err := from.QueryContext(ctx, sel); err == nil {
		for rows.Next() {
			vals, ptrs := make([]any, cols), make([]any, cols)
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if rows.Scan(ptrs...) != nil {
				break
			}
			all = append(all, vals)
		}
		rows.Close()
	}
	for _, v := range all {
		if _, err := to.ExecContext(ctx, ins, v...); err != nil {
			return fmt.Errorf("salvage: %s of %v: %w", what, v[0], err)
		}
	}
	return nil
}
