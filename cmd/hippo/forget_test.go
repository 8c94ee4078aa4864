package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPurgeCLI(t *testing.T) {
	e := newEnv(t)
	claudeDir := filepath.Join(t.TempDir(), "claude")
	e.extra = append(e.extra, "CLAUDE_CONFIG_DIR="+claudeDir)
	text := "the orchid-kestrel staging token is kept in the team vault"
	id := strings.TrimSpace(e.ok(t, "jot", text).stdout)
	keep := strings.TrimSpace(e.ok(t, "jot", "the billing api authenticates with mtls").stdout)

	proj := filepath.Join(claudeDir, "projects", "-tmp-proj")
	if err := os.MkdirAll(proj, 0o700); err != nil {
		t.Fatal(err)
	}
	transcript := filepath.Join(proj, "s1.jsonl")
	lines := `{"type":"user","message":{"role":"user","content":"note: ` + text + `"},"uuid":"u1"}` + "\n" +
		`{"type":"attachment","attachment":{"type":"hook_success","content":"<hippo-memories>\n- [confident] ` + id + `\n  ` + text + `\n</hippo-memories>"},"uuid":"a1"}` + "\n"
	if err := os.WriteFile(transcript, []byte(lines), 0o600); err != nil {
		t.Fatal(err)
	}

	r := e.run(t, "", "purge", id)
	if r.code != 2 || !strings.Contains(r.stderr, "refusing to purge without --yes") || !strings.Contains(r.stderr, id) {
		t.Fatalf("purge without --yes: exit %d %q", r.code, r.stderr)
	}
	e.ok(t, "show", id) // nothing destroyed

	r = e.ok(t, "purge", id, "--yes", "--json")
	var out struct {
		Purge struct {
			Purged    []string `json:"purged"`
			Compacted bool     `json:"compacted"`
		} `json:"purge"`
		Still []struct {
			Path     string `json:"path"`
			Lines    int    `json:"lines"`
			Scrubbed bool   `json:"scrubbed"`
		} `json:"still_present"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatalf("%v: %s", err, r.stdout)
	}
	if len(out.Purge.Purged) != 1 || !out.Purge.Compacted || len(out.Still) != 1 || out.Still[0].Path != transcript || out.Still[0].Lines != 2 || out.Still[0].Scrubbed {
		t.Fatalf("report: %+v", out)
	}
	if r := e.run(t, "", "show", id); r.code != 1 {
		t.Errorf("purged memory still shown")
	}
	e.ok(t, "show", keep)

	// A second memory with the same text, purged with --scrub-transcripts.
	id2 := strings.TrimSpace(e.ok(t, "jot", text).stdout)
	r = e.ok(t, "purge", id2, "--yes", "--scrub-transcripts")
	if !strings.Contains(r.stderr, "scrubbed 2 lines in "+transcript) {
		t.Errorf("scrub report: %q", r.stderr)
	}
	if b, _ := os.ReadFile(transcript); strings.Contains(string(b), "orchid-kestrel") {
		t.Errorf("transcript still holds the text:\n%s", b)
	}
	if r := e.ok(t, "log", "--op", "purge", "--json"); strings.Count(r.stdout, `"op": "purge"`) != 2 {
		t.Errorf("log --op purge: %s", r.stdout)
	}
	if r := e.ok(t, "log", "verify"); !strings.Contains(r.stdout, "chain intact") {
		t.Errorf("log verify: %s", r.stdout)
	}
}

func TestTombstoneCorrectCLI(t *testing.T) {
	e := newEnv(t)
	id := strings.TrimSpace(e.ok(t, "jot", "we use Redis for sessions").stdout)
	e.ok(t, "purge", id, "--tombstone", "--reason", "wrong: we never used Redis", "--yes")
	r := e.run(t, "", "jot", "we use Redis for sessions")
	if r.code != 1 || !strings.Contains(r.stderr, "refused: matches tombstone") || !strings.Contains(r.stderr, "hippo tombstones") {
		t.Fatalf("tombstoned jot: exit %d %q", r.code, r.stderr)
	}
	fixed := strings.TrimSpace(e.ok(t, "jot", "we use Postgres for sessions").stdout)
	e.ok(t, "jot", "the billing api authenticates with mtls")
	if r := e.ok(t, "tombstones", "--json"); !strings.Contains(r.stdout, "wrong: we never used Redis") {
		t.Errorf("tombstones: %s", r.stdout)
	}
	if r := e.ok(t, "log", "--op", "blocked"); strings.Count(r.stdout, "blocked") != 1 {
		t.Errorf("blocked write not logged: %q", r.stdout)
	}

	newer := strings.TrimSpace(e.ok(t, "correct", fixed, "we use Postgres 16 for sessions").stdout)
	r = e.ok(t, "show", newer)
	if !strings.Contains(r.stdout, fixed+" -> *"+newer) {
		t.Errorf("show chain: %s", r.stdout)
	}
	r = e.ok(t, "show", fixed)
	if !strings.Contains(r.stdout, "superseded by "+newer) || !strings.Contains(r.stdout, "we use Postgres for sessions") {
		t.Errorf("old memory: %s", r.stdout)
	}
	r = e.ok(t, "recall", "--json", "postgres sessions")
	var res struct {
		Hits []struct {
			Memory struct{ ID string } `json:"memory"`
		} `json:"hits"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &res); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, h := range res.Hits {
		got = append(got, h.Memory.ID)
	}
	if strings.Join(got, ",") != newer {
		t.Errorf("recall returned %v, want only the correction %s", got, newer)
	}
	if r := e.run(t, "", "correct", fixed, "again"); r.code != 1 || !strings.Contains(r.stderr, "already superseded") {
		t.Errorf("re-correcting: exit %d %q", r.code, r.stderr)
	}
	r = e.ok(t, "jot", "--supersedes", newer, "we use Postgres 17 for sessions")
	if r := e.ok(t, "show", "--json", newer); !strings.Contains(r.stdout, `"superseded_by": "`) {
		t.Errorf("jot --supersedes did not supersede: %s", r.stdout)
	}
	if r := e.ok(t, "cold", "we use Postgres for sessions", "--include-superseded"); !strings.Contains(r.stdout, fixed) {
		t.Errorf("cold --include-superseded: %q", r.stdout)
	}
	if r := e.ok(t, "reject", "deploys happen on saturdays", "--reason", "never on weekends"); !strings.HasPrefix(r.stdout, "T") {
		t.Errorf("reject: %q", r.stdout)
	}
	if r := e.run(t, "", "jot", "deploys happen on saturdays"); r.code != 1 {
		t.Errorf("rejected claim stored")
	}
}

// Check: "hippo archive" takes a memory out of recall (--json says so) and
// "hippo revive" brings it back; archiving it twice is refused with a hint;
// --help describes the verb.
func TestArchiveCLI(t *testing.T) {
	e := newEnv(t)
	id := strings.TrimSpace(e.ok(t, "jot", "the nightly export job writes to s3://reports").stdout)
	if r := e.ok(t, "recall", "nightly export"); !strings.Contains(r.stdout, id) {
		t.Fatalf("control: the active memory is not recalled: %q", r.stdout)
	}
	r := e.ok(t, "archive", "--json", id)
	var m struct {
		ID       string `json:"id"`
		Archived bool   `json:"archived"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &m); err != nil || m.ID != id || !m.Archived {
		t.Fatalf("archive --json: %v %s", err, r.stdout)
	}
	if r := e.run(t, "", "recall", "nightly export"); strings.Contains(r.stdout, id) {
		t.Errorf("an archived memory is recalled: %q", r.stdout)
	}
	if r := e.run(t, "", "archive", id); r.code != 1 || !strings.Contains(r.stderr, "already archived") || !strings.Contains(r.stderr, "hippo revive ID") {
		t.Errorf("archive twice: exit %d %q", r.code, r.stderr)
	}
	e.ok(t, "revive", id)
	if r := e.ok(t, "recall", "nightly export"); !strings.Contains(r.stdout, id) {
		t.Errorf("a revived memory is not recalled: %q", r.stdout)
	}
	if r := e.ok(t, "archive", "--help"); !strings.Contains(r.stdout+r.stderr, "out of recall") {
		t.Errorf("archive --help: %q", r.stdout+r.stderr)
	}
	// Two recalls showed it within the hour of the jot, which spacing does not
	// count, so they changed no strength and left no history; the archive and
	// the revive did: two events.
	if r := e.ok(t, "stats"); !strings.Contains(r.stdout, "history:    2 strength events") {
		t.Errorf("stats does not count the archive and the revive, or counts recalls that grew nothing:\n%s", r.stdout)
	}
}
