// Package activity owns hippo's append-only activity log: one JSON line per
// mutation (time, operation, memory id, actor, session), hash-chained so that
// Verify detects an edited, deleted or reordered line.
//
// The log never holds anything derived from memory content (no text, no hash,
// no fingerprint): it outlives purges, and a hash of a short secret can be
// confirmed by guessing.
package activity

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/internal/flock"
)

// FileName is the log's name in the data dir.
const FileName = "activity.log"

// Operations.
const (
	OpJot         = "jot"
	OpIngest      = "ingest"
	OpCapture     = "capture"
	OpConfirm     = "confirm"
	OpPin         = "pin"
	OpUnpin       = "unpin"
	OpArchive     = "archive"
	OpRevive      = "revive"
	OpPurge       = "purge"
	OpBlocked     = "blocked"
	OpTombstone   = "tombstone"
	OpReject      = "reject"
	OpCorrect     = "correct"
	OpSupersede   = "supersede"
	OpUntombstone = "tombstone-remove"
	OpRuleAccept  = "rule-accept"
	OpSalvage     = "salvage"
	OpImport      = "import" // a memory restored from an export or a Chroma store
	// OpRepair is a supersession link cleared so that none dangles or loops:
	// by doctor, or by a purge that brought back a memory the purged one superseded.
	OpRepair = "repair"
	// OpRestate is a memory said again (a jot, a transcript line, a note):
	// reinforced, and the occurrence recorded, instead of a copy stored.
	OpRestate = "restate"
	// OpRepairIndex is the lexical index rebuilt from the memories' text by
	// doctor --repair, after it was found damaged or out of step.
	OpRepairIndex = "repair-index"
	// OpUnmark is the damaged mark (store.DamagedFile) removed by doctor
	// --repair from a store whose damage, checked anew, was in the lexical
	// index alone and is mended: older versions marked the whole store for it.
	OpUnmark = "unmark-damaged"
)

// Ops lists every operation the log records, for filters to check against.
var Ops = []string{OpJot, OpIngest, OpCapture, OpConfirm, OpPin, OpUnpin, OpArchive, OpRevive, OpPurge,
	OpBlocked, OpTombstone, OpReject, OpCorrect, OpSupersede, OpUntombstone, OpRuleAccept, OpSalvage,
	OpRepair, OpRestate, OpImport, OpRepairIndex, OpUnmark}

// ErrUnknownOp means a filter named an operation the log never records: it
// would match nothing, silently.
var ErrUnknownOp = errors.New("unknown operation")

// Entry is one line of the log.
type Entry struct {
	Seq     int64     `json:"seq"`
	Time    time.Time `json:"time"`
	Op      string    `json:"op"`
	ID      string    `json:"id,omitempty"`
	Actor   string    `json:"actor"`
	Session string    `json:"session,omitempty"`
	Prev    string    `json:"prev"`
	Hash    string    `json:"hash"`
}

// Event is what a caller records; the log adds sequence, chain and time.
type Event struct {
	Op      string
	ID      string
	Actor   string
	Session string
}

// Log appends to the activity log in a data dir.
type Log struct {
	path string
	now  func() time.Time
}

// Open returns the log in dataDir. now may be nil for the wall clock.
func Open(dataDir string, now func() time.Time) *Log {
	if now == nil {
		now = time.Now
	}
	return &Log{path: filepath.Join(dataDir, FileName), now: now}
}

// Path is the log file's path.
func (l *Log) Path() string { return l.path }

// Append records events in order, under an exclusive lock so that concurrent
// processes extend one unbroken chain.
func (l *Log) Append(events ...Event) error {
	if len(events) == 0 {
		return nil
	}
	f, err := os.OpenFile(l.path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return fmt.Errorf("open activity log: %w", err)
	}
	defer f.Close()
	release, err := flock.Hold(f)
	if err != nil {
		return fmt.Errorf("lock activity log: %w", err)
	}
	defer release()
	last, err := lastEntry(f)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	for _, ev := range events {
		e := Entry{Seq: last.Seq + 1, Time: l.now().UTC(), Op: ev.Op, ID: ev.ID, Actor: ev.Actor, Session: ev.Session, Prev: last.Hash}
		e.Hash = chainHash(e)
		b, err := json.Marshal(e)
		if err != nil {
			return fmt.Errorf("encode activity: %w", err)
		}
		buf.Write(b)
		buf.WriteByte('\n')
		last = e
	}
	if _, err := f.Write(buf.Bytes()); err != nil {
		return fmt.Errorf("append activity log: %w", err)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("sync activity log: %w", err)
	}
	return nil
}

// chainHash covers every field but the hash itself, and the previous hash.
func chainHash(e Entry) string {
	e.Hash = ""
	b, _ := json.Marshal(e) // a struct of plain fields always marshals
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// lastEntry reads the final complete line. A torn last line (a crash mid-write)
// is skipped, and the chain continues from the last complete entry.
func lastEntry(f *os.File) (Entry, error) {
	st, err := f.Stat()
	if err != nil {
		return Entry{}, fmt.Errorf("stat activity log: %w", err)
	}
	size := st.Size()
	const chunk = 8192
	start := max(size-chunk, 0)
	buf := make([]byte, size-start)
	if _, err := f.ReadAt(buf, start); err != nil && !errors.Is(err, io.EOF) {
		return Entry{}, fmt.Errorf("read activity log: %w", err)
	}
	lines := bytes.Split(bytes.TrimRight(buf, "\n"), []byte("\n"))
	for i := len(lines) - 1; i >= 0; i-- {
		var e Entry
		if json.Unmarshal(lines[i], &e) == nil && e.Hash != "" {
			return e, nil
		}
	}
	return Entry{}, nil
}

// Problem is a break in the chain, at a 1-based line number.
type Problem struct {
	Line   int    `json:"line"`
	Reason string `json:"reason"`
}

// Verify walks the whole log and reports every break in the chain. A missing log
// verifies as empty.
func (l *Log) Verify() (entries int, problems []Problem, err error) {
	f, err := os.Open(l.path)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil, nil
	}
	if err != nil {
		return 0, nil, fmt.Errorf("open activity log: %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	var prev Entry
	line := 0
	for sc.Scan() {
		line++
		var e Entry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			problems = append(problems, Problem{line, "not a log entry (edited or torn)"})
			continue
		}
		entries++
		switch {
		case chainHash(e) != e.Hash:
			problems = append(problems, Problem{line, "content does not match its hash (edited)"})
		case e.Prev != prev.Hash:
			problems = append(problems, Problem{line, "does not follow the previous line (a line was deleted, inserted or moved)"})
		case e.Seq != prev.Seq+1:
			problems = append(problems, Problem{line, fmt.Sprintf("sequence %d after %d (a line was deleted or moved)", e.Seq, prev.Seq)})
		}
		prev = e
	}
	if err := sc.Err(); err != nil {
		return entries, problems, fmt.Errorf("read activity log: %w", err)
	}
	return entries, problems, nil
}

// Filter selects entries for Read; zero fields match everything.
type Filter struct {
	Op, ID, Session string
	Since           time.Time
}

// Read returns the entries that match f, oldest first.
func (l *Log) Read(f Filter) ([]Entry, error) {
	if f.Op != "" && !slices.Contains(Ops, f.Op) {
		return nil, fmt.Errorf("%w %q (known: %s)", ErrUnknownOp, f.Op, strings.Join(Ops, ", "))
	}
	file, err := os.Open(l.path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("open activity log: %w", err)
	}
	defer file.Close()
	var out []Entry
	sc := bufio.NewScanner(file)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		var e Entry
		if json.Unmarshal(sc.Bytes(), &e) != nil {
			continue
		}
		if (f.Op == "" || e.Op == f.Op) && (f.ID == "" || e.ID == f.ID) &&
			(f.Session == "" || e.Session == f.Session) && !e.Time.Before(f.Since) {
			out = append(out, e)
		}
	}
	return out, sc.Err()
}
