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
// unicode61 keeps, and of Latin Extended Additional, U+1E00-U+1EFF, where
// Vietnamese's letters are: "Hà Nội" is indexed as "ha noi").
const (
	foldFrom = "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẛẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹ"
	foldTo   = "aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwysaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyy"
)

var foldMap = func() map[rune]rune {
	from, to := []rune(foldFrom), []rune(foldTo)
	m := make(map[rune]rune, len(from))
	for i, r := range from {
		m[r] = to[i]
	}
	return m
}()

// fold lowercases r as Unicode case folding does, and strips its diacritic.
func fold(r rune) rune {
	if r < utf8.RuneSelf { // the ASCII letters of a word that also holds others ("café")
		if 'A' <= r && r <= 'Z' {
			r += 'a' - 'A'
		}
		return r
	}
	if f, ok := foldMap[r]; ok {
		return f
	}
	if unicode.Is(newerThanFTS5, r) {
		return r
	}
	return caseFold(r)
}

// caseFold is r's simple Unicode case folding, which unicode61 applies, and
// which is not always its lowercase: a letter with a second lowercase form
// (the final sigma ς, the symbol forms ϐ ϑ ϕ ϖ ϰ ϱ ϵ, the micro sign µ, the
// long s ſ) folds to the ordinary lowercase of its capital, so "5 µs" is
// indexed with the Greek mu and a query typed with the micro sign finds it.
// Go's SimpleFold walks the letters that fold together; a letter none of
// whose kin is a capital (the dotless ı) is its own fold.
func caseFold(r rune) rune {
	if unicode.IsUpper(r) {
		return unicode.ToLower(r)
	}
	for c := unicode.SimpleFold(r); c != r; c = unicode.SimpleFold(c) {
		if unicode.IsUpper(c) {
			return unicode.ToLower(c)
		}
	}
	return unicode.ToLower(r)
}

// newerThanFTS5 are the letters Unicode gave a case pair from version 7.0
// on, after the tables SQLite's unicode61 folds by (Ϳ, Cherokee's lowercase,
// Cyrillic Extended-C, Georgian Mtavruli, Osage, Adlam and the like):
// unicode61 keeps them as they are, capitals too, so the Go side must.
var newerThanFTS5 = &unicode.RangeTable{
	R16: []unicode.Range16{
		{Lo: 0x037F, Hi: 0x037F, Stride: 1}, {Lo: 0x13A0, Hi: 0x13FD, Stride: 1}, {Lo: 0x1C80, Hi: 0x1CBF, Stride: 1},
		{Lo: 0x2C2F, Hi: 0x2C2F, Stride: 1}, {Lo: 0x2C5F, Hi: 0x2C5F, Stride: 1}, {Lo: 0xA698, Hi: 0xA69B, Stride: 1},
		{Lo: 0xA796, Hi: 0xA79F, Stride: 1}, {Lo: 0xA7AB, Hi: 0xA7FF, Stride: 1},
		{Lo: 0xAB70, Hi: 0xABBF, Stride: 1},
	},
	R32: []unicode.Range32{
		{Lo: 0x104B0, Hi: 0x104FF, Stride: 1}, {Lo: 0x10570, Hi: 0x105BF, Stride: 1}, {Lo: 0x10C80, Hi: 0x10CFF, Stride: 1},
		{Lo: 0x118A0, Hi: 0x118FF, Stride: 1}, {Lo: 0x16E40, Hi: 0x16E9F, Stride: 1}, {Lo: 0x1E900, Hi: 0x1E95F, Stride: 1},
	},
}

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
// Corruption or a missing table found here is the index's (wrapCorrupt
// names the store).
func indexText(ctx context.Context, tx *sql.Tx, seq int64, text string) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO memories_fts(rowid, text) VALUES (?, ?)`, seq, ftsDoc(text))
	return asIndexDamage(err, "")
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
