package rofs

import (
	"syscall"
	"testing"
)

func bindReadOnly(tb testing.TB, src, dst string) {
	tb.Helper()
	if err := syscall.Mount(src, dst, "", syscall.MS_BIND, ""); err != nil {
		tb.Skipf("cannot bind-mount %s as root (%v): a read-only store is not tested here", src, err)
	}
	tb.Cleanup(func() { _ = syscall.Unmount(dst, syscall.MNT_DETACH) })
	// A bind mount takes the read-only flag only on a remount.
	if err := syscall.Mount("", dst, "", syscall.MS_BIND|syscall.MS_REMOUNT|syscall.MS_RDONLY, ""); err != nil {
		tb.Skipf("cannot remount %s read-only as root (%v): a read-only store is not tested here", dst, err)
	}
}
