package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// One tokeniser feeds the lexical index and reads queries, so that a word
// matches whatever way it was written:
//
//   - case and Latin diacritics fold away ("Façade" and "facade", "café" and
//     "cafe"), in Go as FTS5's unicode61 remove_diacritics does in the index;
//   - words are stemmed (porter.go) so other forms of a word match;
//   - scripts written without spaces (Chinese, Japanese, Korean) are cut into
//     overlapping two-character pieces: unicode61 would keep a whole Japanese
//     sentence as one token, so "デプロイ" could never match "デプロイは金曜日に
//     行わない". Pieces of two, not FTS5's trigram tokenizer: a trigram index
//     cannot find a two-character word (東京, 大阪), and a run of pieces in
//     order finds any longer word as a phrase would. A lone character stays
//     whole.
//
// The index is fed ftsDoc(text), these tokens joined by spaces, and FTS5's
// porter tokenizer stems them; the Go side stems with porterStem.

// foldFrom and foldTo map each precomposed Latin letter with a diacritic to
// its base letter (Unicode decomposition of U+00C0-U+024F, less Ǡ and ǡ, which
// unicode61 keeps).
const (
	foldFrom = "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ"
	foldTo   = "aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy"
)

var foldMap = func() map[rune]rune {
	from, to := []rune(foldFrom), []rune(foldTo)
	m := make(map[rune]rune, len(from))
	for i, r := range from {
		m[r] = to[i]
	}
	return m
}()

// fold lowercases r and strips its diacritic.
func fold(r rune) rune {
	if f, ok := foldMap[r]; ok {
		return f
	}
	if f, ok := caseFolds[r]; ok {
		return f
	}
	return unicode.ToLower(r)
}

// caseFolds are the letters whose lowercase is themselves but which Unicode
// case folding, and so unicode61, maps to another letter: "5 µs" is indexed
// with the Greek mu, and a query typed with the micro sign must find it.
var caseFolds = map[rune]rune{'µ': 'μ', 'ſ': 's'}

// unspaced reports a character of a script written without spaces between words.
func unspaced(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) || r == 'ー'
}

func tokenChar(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) }

// indexTokens splits text into the index's tokens, folded, before stemming:
// runs of letters and digits, with runs of unspaced script cut into pieces of two.
func indexTokens(text string) []string {
	var out []string
	for _, word := range strings.FieldsFunc(text, func(r rune) bool { return !tokenChar(r) }) {
		out = appendWord(out, word)
	}
	return out
}

// appendWord appends the tokens of one run of letters and digits.
func appendWord(out []string, word string) []string {
	if ascii(word) { // most words: nothing to fold, nothing to cut
		return append(out, strings.ToLower(word))
	}
	var plain []rune
	var run []rune
	flushPlain := func() {
		if len(plain) > 0 {
			out = append(out, string(plain))
			plain = plain[:0]
		}
	}
	flushRun := func() {
		if len(run) == 1 {
			out = append(out, string(run))
		}
		for i := 0; i+1 < len(run); i++ {
			out = append(out, string(run[i:i+2]))
		}
		run = run[:0]
	}
	for _, r := range word {
		if unspaced(r) {
			flushPlain()
			run = append(run, r)
			continue
		}
		flushRun()
		plain = append(plain, fold(r))
	}
	flushPlain()
	flushRun()
	return out
}

func ascii(s string) bool {
	for i := range len(s) {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// ftsDoc is what the lexical index is fed for a memory's text.
func ftsDoc(text string) string { return strings.Join(indexTokens(text), " ") }

// indexText puts a memory's text in the lexical index, as ftsDoc makes it:
// every write goes through here, so none skips the folding and the pieces.
// Corruption found here is the index's (wrapCorrupt names the store).
func indexText(ctx context.Context, tx *sql.Tx, seq int64, text string) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO memories_fts(rowid, text) VALUES (?, ?)`, seq, ftsDoc(text))
	if isCorrupt(err) {
		return &IndexDamagedError{Err: err}
	}
	return err
}

// isPiece reports a token cut from unspaced script.
func isPiece(t string) bool {
	for _, r := range t {
		return unspaced(r)
	}
	return false
}

// rebuildLexicalIndex fills an empty lexical index from every memory's text:
// schema 5's migration, which replaced the index with one that stems.
func rebuildLexicalIndex(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, `SELECT seq, text FROM memories`)
	if err != nil {
		return fmt.Errorf("rebuild lexical index: %w", err)
	}
	docs := map[int64]string{}
	for rows.Next() {
		var seq int64
		var text string
		if err := rows.Scan(&seq, &text); err != nil {
			_ = rows.Close()
			return fmt.Errorf("rebuild lexical index: %w", err)
		}
		docs[seq] = text
	}
	if err := rows.Close(); err != nil {
		return fmt.Errorf("rebuild lexical index: %w", err)
	}
	for seq, text := range docs {
		if err := indexText(ctx, tx, seq, text); err != nil {
			return fmt.Errorf("rebuild lexical index, row %d: %w", seq, err)
		}
	}
	return nil
}
