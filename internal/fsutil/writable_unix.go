//go:build unix

package fsutil

import (
	"errors"
	"io/fs"
	"syscall"

	"golang.org/x/sys/unix"
)

// Writable reports whether this process may write path: nil if it may, an
// error satisfying IsReadOnly if the path or its filesystem refuses writes,
// and any other error as it comes. It asks access(2) rather than trying a
// write, because the callers must not write to a read-only data dir at all;
// access(2) also answers for root (who passes a chmod but not a read-only
// mount) exactly as a write would.
func Writable(path string) error {
	if err := unix.Access(path, unix.W_OK); err != nil {
		return &fs.PathError{Op: "access", Path: path, Err: err}
	}
	return nil
}

// IsReadOnly reports an error that means "this may not be written": a
// read-only filesystem or a missing write permission.
func IsReadOnly(err error) bool {
	return errors.Is(err, syscall.EROFS) || errors.Is(err, syscall.EACCES) || errors.Is(err, syscall.EPERM)
}
