package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/hippo-mem/hippo/internal/fsutil"
)

// A data dir can be read-only: a backup mounted read-only, a container's
// read-only volume, a "chmod -w" to freeze the memories. Reads must still work
// there, so Open detects it and opens the store read-only instead of failing
// on its first write (which was "open store ...: read-only file system" for
// recall, list and stats alike).

// ReadOnlyError is a write refused because the store is read-only. It wraps
// ErrReadOnly and the reason the store is read-only.
type ReadOnlyError struct {
	Dir string // the data dir
	Op  string // what was refused
	Err error  // why the store is read-only
	// OlderSchema is the store's schema when what was refused is its
	// migration: this build cannot read it until it is migrated, so no
	// command works on it as it is (0 otherwise).
	OlderSchema int
}

func (e *ReadOnlyError) Error() string {
	if e.Err == nil {
		return fmt.Sprintf("%s: the store in %s is read-only", e.Op, e.Dir)
	}
	return fmt.Sprintf("%s: the store in %s is read-only (%v)", e.Op, e.Dir, e.Err)
}

func (e *ReadOnlyError) Unwrap() []error { return []error{ErrReadOnly, e.Err} }

// errReadOnlyOption is the reason for a store opened with Options.ReadOnly.
var errReadOnlyOption = errors.New("opened read-only")

// ReadOnly reports that the store was opened read-only: recall does not
// reinforce, and every write returns a *ReadOnlyError.
func (s *Store) ReadOnly() bool { return s.roCause != nil }

// RefuseWrite is refuseWrite for a caller that holds its own lock in the
// data dir before it writes (the capture gate): refusing first names the
// read-only store, where taking the lock would fail on the file system.
func (s *Store) RefuseWrite(op string) error { return s.refuseWrite(op) }

// refuseWrite is the first step of every write: on a read-only store it
// refuses before anything (an embedding, a tombstone check) is done for
// nothing, and before SQLite's own refusal, which names no data dir.
func (s *Store) refuseWrite(op string) error {
	if s.roCause == nil {
		return nil
	}
	return &ReadOnlyError{Dir: s.dir, Op: op, Err: s.roCause}
}

// CheckWritable reports whether the store in dataDir can be written, without
// opening it: nil, or a *ReadOnlyError. The hooks ask it before involving the
// warm server, which could neither start (it takes a lock file in the data
// dir) nor reinforce what it recalled.
func CheckWritable(dataDir string) error {
	for _, p := range []string{dataDir, filepath.Join(dataDir, DBFile)} {
		if err := fsutil.Writable(p); err != nil && fsutil.IsReadOnly(err) {
			return &ReadOnlyError{Dir: dataDir, Op: "write", Err: err}
		}
	}
	return nil
}

// access is how Open uses the database file.
type access int

const (
	accessReadWrite access = iota
	// accessReadOnly opens with mode=ro. SQLite still uses the -shm (read-only
	// if it must) and reads the -wal, so it sees everything a writer committed.
	accessReadOnly
	// accessImmutable opens with immutable=1, for a store that neither this
	// user nor any process of theirs can write (an unwritable data dir or
	// hippo.db) and that has no -wal, so that no writer has it open: one would
	// have a -wal. Measured with this driver: in an unwritable dir, mode=ro
	// fails ("unable to open database file": it needs a -shm and cannot
	// create one); beside a read-only hippo.db in a writable dir, mode=ro
	// creates a -shm and -wal as read-only as hippo.db, and once the user made
	// hippo.db writable again every write failed ("attempt to write a readonly
	// database") on that -shm. With a -wal present, immutable=1 would ignore
	// what it holds (measured: a table committed only to the WAL was
	// missing), so that case is accessReadOnly. Only root could still write
	// meanwhile, and a torn read then fails a recall, no more.
	accessImmutable
)

// chooseAccess decides how Open opens the store in dir, and why it is
// read-only (nil when it is not). Nothing is written unless the store is
// writable: then the file is created, 0600, if it does not exist.
func chooseAccess(dir, path string, forceRO bool) (access, error, error) {
	dirErr := fsutil.Writable(dir)
	if dirErr != nil && !fsutil.IsReadOnly(dirErr) {
		return 0, nil, fmt.Errorf("open store %s: %w", path, dirErr)
	}
	cause := dirErr
	if cause == nil && !forceRO {
		// Create the file ourselves so it is 0600; SQLite gives the WAL and shm
		// files the same mode as the database.
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
		if err == nil {
			if err := f.Close(); err != nil {
				return 0, nil, fmt.Errorf("open store %s: %w", path, err)
			}
			return accessReadWrite, nil, nil
		}
		if !fsutil.IsReadOnly(err) {
			return 0, nil, fmt.Errorf("open store %s: %w", path, err)
		}
		cause = err
	}
	nobodyWrites := cause != nil // not only by choice (Options.ReadOnly)
	if cause == nil {
		cause = errReadOnlyOption
	}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil, &ReadOnlyError{Dir: dir, Op: "create store " + path, Err: cause}
	}
	if err != nil {
		return 0, nil, fmt.Errorf("open store %s: %w", path, err)
	}
	_ = f.Close() // opened only to prove it can be read
	if nobodyWrites {
		if _, err := os.Lstat(path + "-wal"); errors.Is(err, fs.ErrNotExist) {
			return accessImmutable, cause, nil
		}
	}
	return accessReadOnly, cause, nil
}
