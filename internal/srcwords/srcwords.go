// Package srcwords reads the words a package's own source spells out in
// its string literals (the labels, glosses and closers its tables hold),
// for tests that run every such word through the code at the edges of a
// text, where a rule that looks one word past what it found can slice out
// of range.
package srcwords

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// maxWord leaves out the long literals (expressions, messages) whose
// blank-separated parts are no word of a table.
const maxWord = 40

// Read returns each distinct blank-separated word, with a letter in it, of
// the string literals in the non-test Go files of dir, in the order first
// met. A file that does not parse fails the test.
func Read(tb testing.TB, dir string) []string {
	tb.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		tb.Fatal(err)
	}
	seen := map[string]bool{}
	var words []string
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			tb.Fatalf("parse %s: %v", name, err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			for _, w := range literalWords(n) {
				if !seen[w] {
					seen[w] = true
					words = append(words, w)
				}
			}
			return true
		})
	}
	return words
}

// ReadAtLeast is Read of each of dirs, joined, failing the test when
// fewer than least words come back: a reader that finds almost nothing
// would let an edge test pass on no input.
func ReadAtLeast(tb testing.TB, least int, dirs ...string) []string {
	tb.Helper()
	var words []string
	for _, d := range dirs {
		words = append(words, Read(tb, d)...)
	}
	if len(words) < least {
		tb.Fatalf("only %d words read from %v: the reader is broken", len(words), dirs)
	}
	return words
}

// literalWords are the words of n when it is a string literal.
func literalWords(n ast.Node) []string {
	lit, ok := n.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return nil
	}
	s, err := strconv.Unquote(lit.Value)
	if err != nil {
		return nil
	}
	var out []string
	for _, w := range strings.Fields(s) {
		if len(w) <= maxWord && strings.IndexFunc(w, unicode.IsLetter) >= 0 {
			out = append(out, w)
		}
	}
	return out
}

// Frames are the places around a word where a rule may look past it: alone,
// at the text's start or end, before the small words a label or a verb is
// followed by, and inside quotes. Each holds "%s" once.
var Frames = []string{"%s", "x %s", "%s ", "%s on", "%s is", "%s to", "%s:", "%s: ", "the %s is", "%s on x", "« %s", "%s »", "%s\n", "\"%s\"", "we %s", "don't %s", "%s again", "%s?"}

// EdgeFrames are the few of Frames that put the word at the text's very
// start or end or just before its last word, for code too slow to run in
// every frame: an index one word past the end is what they catch.
var EdgeFrames = []string{"%s", "x %s", "%s on", "%s:", "the %s is"}

// WithUpper is words followed by their upper-case forms, as a note in
// capitals or a config key spells them.
func WithUpper(words []string) []string {
	out := slices.Clone(words)
	for _, w := range words {
		if u := strings.ToUpper(w); u != w {
			out = append(out, u)
		}
	}
	return out
}

// Each calls fn with every word of words in every one of frames. A panic
// in fn fails the test with the text that caused it and goes on to the
// next, where a crash of the whole test binary would name none.
func Each(tb testing.TB, words, frames []string, fn func(text string)) {
	tb.Helper()
	for _, w := range words {
		for _, fr := range frames {
			call(tb, strings.Replace(fr, "%s", w, 1), fn)
		}
	}
}

// call runs fn on text, a panic reported as a failure.
func call(tb testing.TB, text string, fn func(string)) {
	tb.Helper()
	defer func() {
		if r := recover(); r != nil {
			tb.Errorf("%q panicked: %v", text, r)
		}
	}()
	fn(text)
}
