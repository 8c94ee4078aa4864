package install

import (
	"errors"

	"golang.org/x/sys/unix"
)

func swap(a, b string) error {
	err := unix.Renameat2(unix.AT_FDCWD, a, unix.AT_FDCWD, b, unix.RENAME_EXCHANGE)
	// EINVAL: a file system without RENAME_EXCHANGE; ENOSYS: a kernel before 3.15.
	if errors.Is(err, unix.EINVAL) || errors.Is(err, unix.ENOSYS) || errors.Is(err, unix.EOPNOTSUPP) {
		return errNoSwap
	}
	return err
}
