package store

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/hippo-mem/hippo/internal/rawstore"
)

// fts5Words is the fixed word list TestTokensMatchFTS5 compares on: every
// distinct word of the tuned retrieval set and of README.md, BENCHMARKS.md
// and RELIABILITY.md as they stood when it was cut (4,951: English prose,
// code identifiers, numbers and units, accented Latin, Japanese). It is the
// test's own copy, so that editing those files cannot fail this package.
func fts5Words(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "fts5-words.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Fields(string(b))
}

// scriptLetters is every letter, upper and lower case, of the alphabetic
// blocks a note may be written in, one word each: Latin with its accented
// letters (U+00C0-U+024F), Greek and Coptic, Latin Extended Additional
// (Vietnamese, whose diacritics unicode61 strips), Greek Extended, Cyrillic,
// Armenian, Hebrew and Arabic.
//
// caseBlocks, beside them, are the other blocks with letters in upper and
// lower case: those whose case pairs unicode61's tables hold, and those
// Unicode paired later, which it keeps as they are (newerThanFTS5).
func scriptLetters() []string {
	var out []string
	blocks := [][2]rune{{0x00C0, 0x024F}, {0x0370, 0x03FF}, {0x1E00, 0x1EFF}, {0x1F00, 0x1FFF}, {0x0400, 0x04FF},
		{0x0531, 0x058F}, {0x05D0, 0x05EA}, {0x0620, 0x064A}}
	for _, block := range append(blocks, caseBlocks...) {
		for r := block[0]; r <= block[1]; r++ {
			if unicode.IsLetter(r) {
				out = append(out, string(r))
			}
		}
	}
	return out
}

var caseBlocks = [][2]rune{
	{0x0250, 0x02AF}, {0x10A0, 0x10FF}, {0x13A0, 0x13FF}, {0x1C80, 0x1CBF}, {0x1D00, 0x1DBF}, {0x2160, 0x2188},
	{0x24B6, 0x24E9}, {0x2C00, 0x2C7F}, {0x2C80, 0x2CFF}, {0x2D00, 0x2D2F}, {0xA640, 0xA69F}, {0xA720, 0xA7FF},
	{0xAB30, 0xABBF}, {0xFF21, 0xFF5A}, {0x10400, 0x1044F}, {0x104B0, 0x104FF}, {0x10570, 0x105BF},
	{0x10C80, 0x10CFF}, {0x118A0, 0x118FF}, {0x16E40, 0x16E9F}, {0x1E900, 0x1E95F},
}

// TestTokensMatchFTS5: for every word of its list, and every letter of the
// common alphabets alone, the Go tokeniser's terms are the
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
	words := append(append(fts5Words(t), scriptLetters()...), "sses", "ies", "eed", "façade", "naïve", "Kyōto", "Zürich", "東京", "デプロイは金曜日", "µs", "ſtate", "ıd", "Ωhm", "Kelvin", "ᾈ", "ß", foldFrom, "Installing")
	tx, err := db.Begin() // one transaction: a commit a word was most of this test's time under -race
	if err != nil {
		t.Fatal(err)
	}
	for i, w := range words {
		doc := w
		if strings.IndexFunc(w, unspaced) >= 0 {
			doc = ftsDoc(w)
		}
		if _, err := tx.Exec(`INSERT INTO t(rowid, text) VALUES (?, ?)`, i+1, doc); err != nil {
			t.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
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
	for _, q := range rawstore.V5 {
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

// The Go tokeniser folds as unicode61 does, beyond the letters the sweep
// lists alone: Vietnamese words lose their stacked accents (đ stays a letter
// of its own), Greek words end in σ whatever sigma they were typed with and
// keep their tonos, the symbol forms of Greek letters fold to the letters,
// and the dotless ı stays itself.
func TestFoldWords(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"Phở Nguyễn Trường", "pho nguyen truong"},
		{"Đường ống dữ liệu", "đuong ong du lieu"},
		{"ΟΔΟΣ λόγος", "οδοσ λόγοσ"},
		{"ϑ ϐ ϕ ϖ ϰ ϱ ϵ", "θ β φ π κ ρ ε"},
		{"ẞtraße Kelvin µs", "ßtraße kelvin μs"},
		{"ılık Ϳ", "ılık Ϳ"},
	} {
		if got := strings.Join(indexTokens(tt.in), " "); got != tt.want {
			t.Errorf("%q: %q, want %q", tt.in, got, tt.want)
		}
	}
}
