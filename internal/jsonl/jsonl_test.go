package jsonl

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.jsonl")
	if err := os.WriteFile(path, []byte("{\"a\":1}\n{\"a\":2}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := Read[struct{ A int }](path)
	if err != nil || len(got) != 2 || got[1].A != 2 {
		t.Fatalf("Read = %v, %v", got, err)
	}
	if err := os.WriteFile(path, []byte("{\"a\":1}\nnot json\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Read[struct{ A int }](path); err == nil || !strings.Contains(err.Error(), ":2:") {
		t.Fatalf("a bad line 2: %v, want an error naming line 2", err)
	}
}
