package install

import (
	"errors"

	"golang.org/x/sys/unix"
)

func swap(a, b string) error {
	err := unix.RenamexNp(a, b, unix.RENAME_SWAP)
	// ENOTSUP: a file system without RENAME_SWAP (some network volumes).
	if errors.Is(err, unix.ENOTSUP) || errors.Is(err, unix.EINVAL) {
		return errNoSwap
	}
	return err
}
