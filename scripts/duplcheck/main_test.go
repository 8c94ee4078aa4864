package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const duplOut = `found 2 clones:
  a/x.go:1,5
  a/x.go:9,13
found 3 clones:
  b/y.go:2,4
  c/z.go:7,9
  b/y.go:20,22

Found total 2 clone groups.
`

// A group passes only when the allow-list names its files; an entry that
// matches nothing fails too; an entry without a reason is refused.
func TestCheck(t *testing.T) {
	for _, tt := range []struct {
		name  string
		allow string
		want  bool
	}{
		{"nothing allowed", "# none\n", false},
		{"all allowed, any order", "a/x.go a/x.go | table rows\nc/z.go b/y.go b/y.go | table rows\n", true},
		{"one group missing", "a/x.go a/x.go | table rows\n", false},
		{"files must match in number", "a/x.go | table rows\nb/y.go c/z.go | rows\n", false},
		{"stale entry", "a/x.go a/x.go | r\nb/y.go b/y.go c/z.go | r\nd/w.go | gone\n", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "allow")
			if err := os.WriteFile(path, []byte(tt.allow), 0o600); err != nil {
				t.Fatal(err)
			}
			allow, err := readAllow(path)
			if err != nil {
				t.Fatal(err)
			}
			groups, err := readGroups(strings.NewReader(duplOut))
			if err != nil || len(groups) != 2 {
				t.Fatalf("readGroups: %v, %v", groups, err)
			}
			if got := check(io.Discard, groups, allow); got != tt.want {
				t.Errorf("check = %v, want %v", got, tt.want)
			}
		})
	}
	path := filepath.Join(t.TempDir(), "allow")
	if err := os.WriteFile(path, []byte("a/x.go a/x.go\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := readAllow(path); err == nil {
		t.Error("an entry without a reason was accepted")
	}
}
