package redact

import (
	_ "embed"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// bip39Text is BIP-39's English word list, the one every wallet draws a
// recovery phrase from (its SHA-256 is 2f5eed53...dbda, as the standard
// prints it).
//
//go:embed bip39.txt
var bip39Text string

// bip39Words files the list for lookup.
var bip39Words = sync.OnceValue(func() map[string]bool {
	m := make(map[string]bool, 2048)
	for _, w := range strings.Fields(bip39Text) {
		m[w] = true
	}
	return m
})

// minSeedWords is the shortest phrase BIP-39 defines; phrases grow by three
// words (12, 15, 18, 21, 24).
const (
	minSeedWords = 12
	maxSeedWords = 24
)

// seedRuns redacts a recovery phrase on line (at off in text) that no
// credential word labels ("the cold wallet backup reads: ozone drill ..."):
// a run of 12, 15, 18, 21 or 24 words of BIP-39's list, bounded by the
// line's ends, a word of no list, quotes or punctuation. Prose of that
// many list words in a row, with no "the", "a", "to", "of" or "is", is
// rare; a run in the list's order (its first twelve words quoted) and a
// development phrase (publicMnemonic) stay.
func seedRuns(text string, off int, line string, spans []span) []span {
	if len(line) < minSeedWords*4-1 || strings.Count(line, " ") < minSeedWords-1 || !shapedRun(line) {
		return spans
	}
	words := bip39Words()
	start, n, last := -1, 0, 0
	for i := 0; ; {
		w := nextWord(line, i)
		s, e := w.s, w.e
		known := s >= 0 && words[line[s:e]]
		if !known || w.open {
			spans = closeSeedRun(text, off, line, start, last, n, spans)
			start, n = -1, 0
		}
		if s < 0 {
			break
		}
		if known {
			if start < 0 {
				start = s
			}
			n, last = n+1, e
			if w.closes {
				spans = closeSeedRun(text, off, line, start, last, n, spans)
				start, n = -1, 0
			}
		}
		i = w.next
	}
	return spans
}

// word is one blank-separated word of a line: its bounds without the
// quotes, brackets and punctuation around it (s is -1 past the last word),
// where the next one is sought, and whether a quote or a bracket opens it
// or punctuation closes it (either bounds a phrase).
type word struct {
	s, e, next   int
	open, closes bool
}

// nextWord is the word of line at or after i.
func nextWord(line string, i int) word {
	for i < len(line) && isSpace(line[i]) {
		i++
	}
	if i >= len(line) {
		return word{s: -1, e: len(line), next: len(line) + 1}
	}
	j := i
	for j < len(line) && !isSpace(line[j]) {
		j++
	}
	s, e := i, j
	for s < e && strings.IndexByte("\"'`([{<", line[s]) >= 0 {
		s++
	}
	for e > s && strings.IndexByte("\"'`)]}>.,;:!?", line[e-1]) >= 0 {
		e--
	}
	return word{s: s, e: e, next: j + 1, open: s > i, closes: e < j}
}

// closeSeedRun redacts the run of n list words from start to end on line
// when it is a phrase's length, is not in the list's order and repeats no
// word as development phrases do.
func closeSeedRun(text string, off int, line string, start, end, n int, spans []span) []span {
	if start < 0 || n < minSeedWords || n > maxSeedWords || n%3 != 0 {
		return spans
	}
	if words := strings.Fields(line[start:end]); sort.StringsAreSorted(words) || repeatsPublicly(words) {
		return spans
	}
	return append(spans, span{off + start, off + end, "recovery-phrase"})
}

// shapedRun says whether line holds a run of minSeedWords words shaped as
// BIP-39's are (seedShaped, quotes and punctuation aside): a byte test
// that spares the list's lookups on every line of prose and code.
func shapedRun(line string) bool {
	n := 0
	for i := 0; i < len(line); {
		w := nextWord(line, i)
		if w.s < 0 {
			break
		}
		if seedShaped(line[w.s:w.e]) {
			if n++; n >= minSeedWords {
				return true
			}
		} else if n = 0; len(line)-w.next < (minSeedWords-1)*4 {
			break // too little line left for a phrase to start
		}
		i = w.next
	}
	return false
}

// numberedSeeds redacts a recovery phrase written as a numbered list, the
// way a wallet shows it for the user to copy: "1. orbit 2. velvet ..." on
// one line, or one "N. word" a line. Each item's number follows the last
// (1, 2, 3, ...), so the phrase is read across its lines and past the
// numbers that split it into runs seedRuns would not count. The list ends
// at a phrase's length (12 to 24 words, a multiple of three); a list in
// BIP-39's own order or of a public development phrase stays.
func numberedSeeds(text string, spans []span) []span {
	scan(text, func(s string) int { return strings.Index(s, "1") }, func(i int) int {
		if i > 0 && class(text[i-1]) != 0 || i+2 >= len(text) || text[i+1] != '.' && text[i+1] != ')' {
			return i + 1
		}
		start, end, words := numberedList(text, i)
		if n := len(words); n >= minSeedWords && n <= maxSeedWords && n%3 == 0 && !sort.StringsAreSorted(words) && !repeatsPublicly(words) {
			spans = append(spans, span{start, end, "recovery-phrase"})
		}
		return max(i+1, end)
	})
	return spans
}

// numberedList reads the list whose item 1 opens at i: the bounds of its
// first and last word and its words, while each item is the next number,
// "." or ")", blanks and one word of BIP-39's list.
func numberedList(text string, i int) (start, end int, words []string) {
	list := bip39Words()
	for n := 1; n <= maxSeedWords; n++ {
		num := strconv.Itoa(n)
		if !strings.HasPrefix(text[i:], num) || i+len(num) >= len(text) || text[i+len(num)] != '.' && text[i+len(num)] != ')' {
			break
		}
		j := i + len(num) + 1
		for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
			j++
		}
		k := j
		for k < len(text) && text[k] >= 'a' && text[k] <= 'z' {
			k++
		}
		if k == j || !list[text[j:k]] {
			break
		}
		if n == 1 {
			start = j
		}
		end, words = k, append(words, text[j:k])
		i = k
		for i < len(text) && (isSpace(text[i]) || text[i] == ',') {
			i++ // the next item opens after blanks, a line break or a comma
		}
	}
	return start, end, words
}
