// Package fsutil holds hippo's file-writing primitives: atomic replacement and
// directory sync, so that a crash leaves either the old file or the new one.
package fsutil

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// TempFile is what WriteFileAtomic needs from a temp file; tests swap in one
// that fails at a chosen step.
type TempFile interface {
	io.Writer
	Name() string
	Sync() error
	Close() error
}

// CreateTemp is os.CreateTemp behind a seam for I/O-failure tests.
var CreateTemp = func(dir, pattern string) (TempFile, error) { return os.CreateTemp(dir, pattern) }

// Rename is os.Rename behind the same seam.
var Rename = os.Rename

// WriteFileAtomic replaces path with data: temp file in the same directory,
// fsync, rename, fsync the directory. On any error the old file is untouched and
// the temp file is removed.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) (err error) {
	dir := filepath.Dir(path)
	f, err := CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			_ = os.Remove(f.Name())
		}
	}()
	if _, err = f.Write(data); err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), perm)
	}
	if err == nil {
		err = Rename(f.Name(), path)
	}
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return SyncDir(dir)
}

// SyncDir fsyncs a directory so a rename inside it survives a power loss.
func SyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("sync dir %s: %w", dir, err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("sync dir %s: %w", dir, err)
	}
	return nil
}
