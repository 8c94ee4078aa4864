package srcwords

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	src := "package p\n\nvar a = []string{\"passwort kennwort\", \"x\", `raw word`, \"123\"}\nvar b = 'c'\n"
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	// A test file's literals are the test's, not the table's.
	if err := os.WriteFile(filepath.Join(dir, "p_test.go"), []byte("package p\n\nvar c = \"testonly\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	got := Read(t, dir)
	want := []string{"passwort", "kennwort", "x", "raw", "word"}
	if !slices.Equal(got, want) {
		t.Errorf("Read = %q, want %q", got, want)
	}
}

func TestEach(t *testing.T) {
	var got []string
	Each(t, WithUpper([]string{"pw", "123"}), Frames, func(s string) { got = append(got, s) })
	if len(got) != 3*len(Frames) {
		t.Fatalf("%d texts, want %d (pw, PW and 123, which has no upper case)", len(got), 3*len(Frames))
	}
	for _, s := range got {
		if !strings.Contains(strings.ToLower(s), "pw") && !strings.Contains(s, "123") || strings.Contains(s, "%s") {
			t.Errorf("frame not filled: %q", s)
		}
	}
}
