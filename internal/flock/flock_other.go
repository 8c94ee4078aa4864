//go:build !unix

package flock

import (
	"errors"
	"os"
)

// hippo runs on unix only (it refuses to start elsewhere); these exist so the
// module builds for every platform.
func lockFile(*os.File, bool) error { return errors.ErrUnsupported }
func unlockFile(*os.File) error     { return errors.ErrUnsupported }
