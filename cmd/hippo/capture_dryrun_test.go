package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Check: "hippo capture --dry-run" ends with the counts the real capture of
// the same transcript then prints: a restatement reinforces, a correction
// supersedes, not three stores. The control is the real run's own line.
func TestCaptureDryRunCounts(t *testing.T) {
	e := newEnv(t)
	var lines []string
	for i, text := range []string{"We use helm 2 to deploy the api.", "We use helm 2 to deploy the api.", "We use helm 3 to deploy the api."} {
		lines = append(lines, `{"type":"user","uuid":"u`+string(rune('1'+i))+`","sessionId":"s1","message":{"role":"user","content":"`+text+`"}}`)
	}
	path := filepath.Join(t.TempDir(), "s1.jsonl")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	const want = "stored 1, superseded 1, reinforced 1, blocked 0, rejected 0"
	if out := e.ok(t, "capture", "--dry-run", path).stdout; !strings.Contains(out, "s1 (dry run, nothing written): "+want) {
		t.Errorf("dry run printed:\n%s", out)
	}
	if out := e.ok(t, "capture", path).stdout; !strings.Contains(out, "s1: "+want) {
		t.Errorf("control: the real run printed:\n%s", out)
	}
}
