// Package dirsnap takes byte-for-byte snapshots of a directory tree, for
// tests that prove a command changed no file (a dry run, a read-only open).
package dirsnap

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// Snapshot maps each file under dir to its bytes.
type Snapshot map[string]string

// Take reads every file under dir; a failure fails the test.
func Take(tb testing.TB, dir string) Snapshot {
	tb.Helper()
	out := Snapshot{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		out[p] = string(b)
		return err
	})
	if err != nil {
		tb.Fatalf("snapshot %s: %v", dir, err)
	}
	return out
}

// Changes lists, sorted, each file that after changed, added or removed
// relative to s.
func (s Snapshot) Changes(after Snapshot) []string {
	var out []string
	for p, b := range s {
		if a, ok := after[p]; !ok {
			out = append(out, "removed "+p)
		} else if a != b {
			out = append(out, "changed "+p)
		}
	}
	for p := range after {
		if _, ok := s[p]; !ok {
			out = append(out, "added "+p)
		}
	}
	sort.Strings(out)
	return out
}
