//go:build !linux

package rofs

import "testing"

func bindReadOnly(tb testing.TB, src, _ string) {
	tb.Helper()
	tb.Skipf("a read-only bind mount of %s is only made on linux: a read-only store is not tested here", src)
}
