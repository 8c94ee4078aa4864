package store

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// corpusWords is every distinct word of the tuned retrieval set and the
// repo's documentation: the words the Go tokeniser must reduce as FTS5 does.
func corpusWords(t *testing.T) []string {
	t.Helper()
	seen := map[string]bool{}
	var out []string
	for _, f := range []string{"../testdata/retrieval/memories.jsonl", "../testdata/retrieval/queries.jsonl", "../README.md", "../BENCHMARKS.md", "../RELIABILITY.md"} {
		b, err := os.ReadFile(filepath.Clean(f))
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range strings.FieldsFunc(string(b), func(r rune) bool { return !tokenChar(r) }) {
			if !seen[w] {
				seen[w] = true
				out = append(out, w)
			}
		}
	}
	return out
}

// TestTokensMatchFTS5: for every corpus word, the Go tokeniser's terms are the
// terms SQLite's porter unicode61 tokenizer puts in the index, in order (words
// of unspaced script are fed as ftsDoc cuts them, the rest as written, so
// case and diacritic folding are checked too). A control word proves the
// comparison can fail: unstemmed, "installing" is not the index's term.
func TestTokensMatchFTS5(t *testing.T) {
	db, err := sql.Open("sqlite", ":memory:")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	if _, err := db.Exec(`CREATE VIRTUAL TABLE t USING fts5(text, tokenize = 'porter unicode61 remove_diacritics 2');
		CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance')`); err != nil {
		t.Fatal(err)
	}
	// Beside the corpus: FTS5's edge cases (a suffix that is the whole word),
	// letters whose case folding is not their lowercase (the micro sign, the
	// long s) beside ones where the two agree (dotless i, the ohm and kelvin
	// signs, ß), and every letter the fold table maps.
	words := append(corpusWords(t), "sses", "ies", "eed", "façade", "naïve", "Kyōto", "Zürich", "東京", "デプロイは金曜日", "µs", "ſtate", "ıd", "Ωhm", "Kelvin", "ᾈ", "ß", foldFrom, "Installing")
	for i, w := range words {
		doc := w
		if strings.IndexFunc(w, unspaced) >= 0 {
			doc = ftsDoc(w)
		}
		if _, err := db.Exec(`INSERT INTO t(rowid, text) VALUES (?, ?)`, i+1, doc); err != nil {
			t.Fatal(err)
		}
	}
	got := map[int][]string{}
	rows, err := db.Query(`SELECT doc, term FROM v ORDER BY doc, offset`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var doc int
		var term string
		if err := rows.Scan(&doc, &term); err != nil {
			t.Fatal(err)
		}
		got[doc] = append(got[doc], term)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	bad := 0
	for i, w := range words {
		if want := got[i+1]; !slices.Equal(stems(indexTokens(w)), want) {
			bad++
			t.Errorf("%q: Go %q, FTS5 %q", w, stems(indexTokens(w)), want)
		}
	}
	t.Logf("%d words, %d differ", len(words), bad)
	if slices.Equal(indexTokens("installing"), got[len(words)]) {
		t.Error("control: the unstemmed token matched the index's term; the comparison cannot fail")
	}
}

func stems(toks []string) []string {
	out := make([]string, len(toks))
	for i, t := range toks {
		out[i] = porterStem(t)
	}
	return out
}

// downgradeV6 turns a schema-7 store back into schema 5: without the history
// table of schema 7, and with the old index, which neither stemmed nor cut
// unspaced script, filled with the texts as written.
var downgradeV6 = []string{
	`DROP TABLE memory_events`,
	`DROP TABLE memories_vocab`,
	`DROP TABLE memories_fts`,
	`CREATE VIRTUAL TABLE memories_fts USING fts5(text, tokenize = 'unicode61 remove_diacritics 2')`,
	`INSERT INTO memories_fts(memories_fts, rank) VALUES('secure-delete', 1)`,
	`CREATE VIRTUAL TABLE memories_vocab USING fts5vocab(memories_fts, 'row')`,
	`INSERT INTO memories_fts(rowid, text) SELECT seq, text FROM memories`,
	`PRAGMA user_version = 5`,
}

// Check: opening a schema-5 store rebuilds its lexical index in place: no
// memory is lost, the index holds every memory again, and recall finds other
// word forms and Japanese words it could not before; the control, a query
// that shares no word with a memory, still finds nothing.
func TestMigrationV6RebuildsLexicalIndex(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(ctx, dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	install := mustAdd(t, s, "installing packages with npm breaks the lockfile", "fact", "")
	deploy := mustAdd(t, s, "デプロイは金曜日に行わない", "convention", "")
	for range 5 {
		mustAdd(t, s, "the router component renders the sidebar", "fact", "")
	}
	for _, q := range downgradeV6 {
		if _, err := s.db.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	if found(t, s, install.ID, "install package", true) {
		t.Fatal("control: the schema-5 index already matched another word form")
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if s, err = Open(ctx, dir, Options{}); err != nil {
		t.Fatalf("open a schema-5 store: %v", err)
	}
	defer s.Close()
	var mems, indexed int
	if err := s.db.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM memories), (SELECT count(*) FROM memories_fts)`).Scan(&mems, &indexed); err != nil {
		t.Fatal(err)
	}
	if mems != 7 || indexed != 7 {
		t.Errorf("after migration: %d memories, %d indexed; want 7 and 7", mems, indexed)
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO memories_fts(memories_fts) VALUES('integrity-check')`); err != nil {
		t.Errorf("index integrity: %v", err)
	}
	if !found(t, s, install.ID, "install package", true) || !found(t, s, deploy.ID, "デプロイ", true) {
		t.Error("after migration: another word form or a Japanese word did not match")
	}
	if found(t, s, install.ID, "sidebar router", true) {
		t.Error("control: a query sharing no word found the memory")
	}
}
