//go:build !unix

package fsutil

import (
	"errors"
	"io/fs"
)

// Writable always answers yes: hippo runs on unix only (it refuses to start
// elsewhere); this exists so that the module builds for every platform.
func Writable(string) error { return nil }

// IsReadOnly reports a missing permission.
func IsReadOnly(err error) bool { return errors.Is(err, fs.ErrPermission) }
