package main

import (
	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/internal/chromafixture"
)

// TestExportImportCLI: export writes a 0600 file identical to what it prints
// on stdout and counts it with --json; import reports counts, a second
// import changes nothing, and a damaged file fails with a hint and leaves
// the store as it was.
func TestExportImportCLI(t *testing.T) {
	a, b := newEnv(t), newEnv(t)
	for _, text := range []string{"we use Postgres for sessions", "the retry limit is 5 in retry.go"} {
		if r := a.run(t, "", "jot", text); r.code != 0 {
			t.Fatalf("jot: %+v", r)
		}
	}
	file := filepath.Join(t.TempDir(), "mem.jsonl")
	r := a.run(t, "", "export", "--out", file, "--json")
	var counts struct{ Memories, Tombstones int }
	if r.code != 0 || json.Unmarshal([]byte(r.stdout), &counts) != nil || counts.Memories != 2 {
		t.Fatalf("export --json: %+v", r)
	}
	fi, err := os.Stat(file)
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("export file: %v, mode %v, want 0600", err, fi.Mode())
	}
	data, _ := os.ReadFile(file)
	if r := a.run(t, "", "export"); r.code != 0 || r.stdout != string(data) {
		t.Errorf("export to stdout differs from --out:\n%s\n%s", r.stdout, data)
	}
	if r := a.run(t, "", "export", "--json"); r.code != 2 || !strings.Contains(r.stderr, "--json needs --out") {
		t.Errorf("export --json without --out: %+v", r)
	}
	for i, want := range []struct{ added, unchanged int }{{2, 0}, {0, 2}} {
		r := b.run(t, "", "import", "--json", file)
		var reps []struct{ Added, Unchanged int }
		if r.code != 0 || json.Unmarshal([]byte(r.stdout), &reps) != nil || len(reps) != 1 ||
			reps[0].Added != want.added || reps[0].Unchanged != want.unchanged {
			t.Errorf("import #%d: %+v, want %+v", i+1, r, want)
		}
	}
	damaged := filepath.Join(t.TempDir(), "cut.jsonl")
	if err := os.WriteFile(damaged, data[:len(data)-20], 0o600); err != nil {
		t.Fatal(err)
	}
	before := b.run(t, "", "export").stdout
	r = b.run(t, "", "import", damaged)
	if r.code != 1 || !strings.Contains(r.stderr, "hint: this file is not a complete hippo export") || r.stdout != "" {
		t.Errorf("damaged import: %+v", r)
	}
	if after := b.run(t, "", "export").stdout; after != before {
		t.Error("a refused import changed the store")
	}
	if r := b.run(t, "", "import", "--from-chroma", t.TempDir()); r.code != 1 || !strings.Contains(r.stderr, "chroma.sqlite3") {
		t.Errorf("import --from-chroma of a dir without a store: %+v", r)
	}
}

// TestImportFromChromaCLI: with a model installed, the Python tool's
// memories arrive and are embedded; a Chroma layout newer than the one hippo
// reads is refused with the hint, before anything is imported.
func TestImportFromChromaCLI(t *testing.T) {
	e := newEnv(t).withModel(t)
	dir := t.TempDir()
	if err := chromafixture.Build(dir, chromafixture.SegmentDocs(30), []chromafixture.Queued{{Op: 0, ID: "late",
		Metadata: map[string]any{"chroma:document": "the mailer worker retries bounces 3 times", "stability": 7.0}}}); err != nil {
		t.Fatal(err)
	}
	r := e.run(t, "", "import", "--from-chroma", dir)
	if r.code != 0 || !strings.Contains(r.stdout, "imported 29 new") || !strings.Contains(r.stderr, "embedded 29 memories") {
		t.Fatalf("import --from-chroma: %+v", r)
	}
	if r := e.run(t, "", "import", "--from-chroma", dir); r.code != 0 || !strings.Contains(r.stdout, "imported 0 new") {
		t.Errorf("a re-run: %+v", r)
	}
	db, err := sql.Open("sqlite", filepath.Join(dir, chromafixture.File))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO migrations VALUES ('sysdb', 5, '00005-remove-topic.sqlite.sql', '', 'x')`); err != nil {
		t.Fatal(err)
	}
	_ = db.Close()
	r = e.run(t, "", "import", "--from-chroma", dir)
	if r.code != 1 || !strings.Contains(r.stderr, "hint: hippo reads the layout of chromadb 0.4.24") {
		t.Errorf("a newer layout: %+v", r)
	}
}
