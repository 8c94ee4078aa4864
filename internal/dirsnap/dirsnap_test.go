package dirsnap

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// Check: an untouched tree has no changes; a changed byte, an added file
// and a removed file are each reported, in a subdirectory too.
func TestChanges(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write("a", "one")
	write("sub/b", "two")
	before := Take(t, dir)
	same := Take(t, dir)
	if c := before.Changes(same); len(c) != 0 {
		t.Errorf("untouched tree: %v", c)
	}
	write("sub/b", "twO")
	write("c", "")
	if err := os.Remove(filepath.Join(dir, "a")); err != nil {
		t.Fatal(err)
	}
	after := Take(t, dir)
	want := fmt.Sprint([]string{"added " + filepath.Join(dir, "c"), "changed " + filepath.Join(dir, "sub/b"), "removed " + filepath.Join(dir, "a")})
	if got := fmt.Sprint(before.Changes(after)); got != want {
		t.Errorf("changes %s, want %s", got, want)
	}
}
