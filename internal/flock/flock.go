// Package flock owns hippo's advisory file locks: one process at a time may
// hold a lock file (the gate, a session's capture, maintenance, the warm
// server) or append to a shared log. A lock goes with its process if that
// process dies, so a crash never leaves one held.
package flock

import (
	"errors"
	"fmt"
	"os"
)

// ErrLocked is returned by TryLock when another process holds the lock.
var ErrLocked = errors.New("held by another process")

// Lock is a held lock on a file. Unlock releases it and closes the file.
type Lock struct{ f *os.File }

// Acquire takes an exclusive lock on the file at path (created with mode 0600
// if missing), waiting for another holder to let go.
func Acquire(path string) (*Lock, error) { return open(path, true) }

// TryAcquire takes an exclusive lock on the file at path without waiting; it
// returns an error wrapping ErrLocked when another process holds it.
func TryAcquire(path string) (*Lock, error) { return open(path, false) }

func open(path string, wait bool) (*Lock, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	if err := lockFile(f, wait); err != nil {
		f.Close()
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	return &Lock{f: f}, nil
}

// File is the locked file, for a lock whose file also holds data (the
// server's lock records nothing, but a log is appended under its own lock).
func (l *Lock) File() *os.File { return l.f }

// Unlock releases the lock and closes its file.
func (l *Lock) Unlock() error {
	err := unlockFile(l.f)
	if e := l.f.Close(); e != nil && err == nil {
		err = e
	}
	return err
}

// Hold locks an already open file exclusively, waiting for it, and returns
// the function that releases it; the caller still closes the file. Logs use
// it on the descriptor they append with.
func Hold(f *os.File) (release func(), err error) {
	if err := lockFile(f, true); err != nil {
		return nil, fmt.Errorf("lock %s: %w", f.Name(), err)
	}
	return func() { _ = unlockFile(f) }, nil
}
