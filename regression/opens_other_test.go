//go:build !linux

package regression

import "testing"

// opens needs inotify, which only Linux has. hippo is tested at run time on
// Linux only (the README's platforms paragraph), so elsewhere the tests that
// count file opens skip instead of passing without having looked.
func opens(t *testing.T, path string, fn func()) int {
	t.Helper()
	t.Skipf("counting opens of %s needs Linux inotify", path)
	return 0
}
