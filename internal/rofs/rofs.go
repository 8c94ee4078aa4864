// Package rofs makes a directory or file read-only for a test the way a user
// meets it. Without root, it removes the write bits, as "chmod -w" does. As
// root, where the bits stop nothing, it bind-mounts the path read-only over
// itself, as a read-only volume is; when the mount is refused, the test is
// skipped with the reason, since the condition cannot be produced.
package rofs

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Dir makes dir read-only to this process and its children until the test
// ends.
func Dir(tb testing.TB, dir string) { readOnly(tb, dir, 0o500, 0o700) }

// File makes one file read-only until the test ends; its directory stays
// writable.
func File(tb testing.TB, path string) { readOnly(tb, path, 0o400, 0o600) }

func readOnly(tb testing.TB, path string, ro, rw os.FileMode) {
	tb.Helper()
	if os.Geteuid() == 0 {
		bindReadOnly(tb, path, path)
		return
	}
	if err := os.Chmod(path, ro); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = os.Chmod(path, rw) })
}

// Bind shows src read-only at dst (which must exist) until the test ends,
// while src stays writable: another process writing the same files. It needs
// root, and skips the test without it.
func Bind(tb testing.TB, src, dst string) {
	tb.Helper()
	if os.Geteuid() != 0 {
		tb.Skip("a read-only view of a writable dir needs a bind mount, which needs root")
	}
	bindReadOnly(tb, src, dst)
}

// Sums hashes the named files in dir ("-" for a missing one), or every file
// in dir when names is empty: compared before and after, it proves that a
// read-only run wrote nothing.
func Sums(tb testing.TB, dir string, names ...string) string {
	tb.Helper()
	if len(names) == 0 {
		ents, err := os.ReadDir(dir)
		if err != nil {
			tb.Fatal(err)
		}
		for _, e := range ents {
			names = append(names, e.Name())
		}
	}
	var b strings.Builder
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(dir, n))
		if errors.Is(err, os.ErrNotExist) {
			fmt.Fprintf(&b, "%s -\n", n)
			continue
		}
		if err != nil {
			tb.Fatal(err)
		}
		fmt.Fprintf(&b, "%s %x\n", n, sha256.Sum256(data))
	}
	return b.String()
}
