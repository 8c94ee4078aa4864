package statement

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A phrase of another language is read as English in one way, whichever
// reading asks: inEnglish, which reads a whole sentence once its markers
// say its language, and attributesInEnglish, which reads the words of
// common attributes in any language without asking which. Both hold their
// words in a phraseTable, read from the same "a|b=english" lists, and find
// a phrase at a word with englishAt; what each decides on its own is which
// word may open a phrase and what it does around one.

// phraseTable is phrases of other languages with their English, and stems:
// a stem stands for every word it opens, for languages that put the case
// on the end of a word (Turkish "veritaban*": veritabanı, veritabanının).
type phraseTable struct {
	phrases map[string]string
	stems   []stemEnglish
	// longest is the most words a phrase of the table spans, so a
	// longer span is never looked up
	longest int
}

// stemEnglish is one stem of a phraseTable and its English.
type stemEnglish struct{ stem, english string }

// englishFor is the phraseTable of list: words and phrases between "|" or
// ";", each given the English after the next "=", so "wir=we|bitte=please"
// and "datenbank|datenbanken=database; puerto=port" read alike. A phrase
// that ends in "*" is a stem.
func englishFor(list string) phraseTable {
	t := phraseTable{phrases: map[string]string{}}
	var waiting []string
	for _, item := range strings.FieldsFunc(list, func(r rune) bool { return r == '|' || r == ';' }) {
		phrase, english, ok := strings.Cut(item, "=")
		waiting = append(waiting, strings.TrimSpace(phrase))
		if !ok {
			continue
		}
		for _, p := range waiting {
			t.add(p, strings.TrimSpace(english))
		}
		waiting = waiting[:0]
	}
	return t
}

// add puts phrase, or the stem it is, in t with its English.
func (t *phraseTable) add(phrase, english string) {
	if stem, ok := strings.CutSuffix(phrase, "*"); ok {
		t.stems = append(t.stems, stemEnglish{stem, english})
		return
	}
	t.phrases[phrase] = english
	t.longest = max(t.longest, len(strings.FieldsFunc(phrase, func(r rune) bool { return !inWord(r) })))
}

// inWord reports whether r is part of a word of foreignTokenRe.
func inWord(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsNumber(r) || r == '_' || r == '-'
}

// foreignTokenRe splits a sentence into words (letters of any script,
// digits, a joining hyphen) and what lies between them.
var foreignTokenRe = lazyre.New(`[\pL\pN_-]+|[^\pL\pN_-]+`)

// englishAt is how many tokens from tokens[i] a phrase of t spans, with its
// English, the longest first, or 1 and a stem's English for a word a stem
// of t opens, or 0. A phrase's words are joined in the text by any spaces
// (one or more) or an apostrophe ("n'utilisons"), in any case.
func (t phraseTable) englishAt(tokens []string, i int) (int, string) {
	for words := t.longest; words > 0; words-- {
		end := i + 2*words - 1
		if end > len(tokens) {
			continue
		}
		if english, ok := t.phrases[phraseKey(tokens[i:end])]; ok {
			return end - i, english
		}
	}
	if english, ok := t.stemOf(strings.ToLower(tokens[i])); ok {
		return 1, english
	}
	return 0, ""
}

// phraseKey is the words of tokens in lower case, one space between them
// where any spaces were.
func phraseKey(tokens []string) string {
	return strings.Join(strings.Fields(strings.ToLower(strings.Join(tokens, ""))), " ")
}

// stemOf is the English of the stem w opens with: a stem of five letters
// or more, so a short one never takes an English word.
func (t phraseTable) stemOf(w string) (string, bool) {
	for _, s := range t.stems {
		if utf8.RuneCountInString(s.stem) >= 5 && strings.HasPrefix(w, s.stem) {
			return s.english, true
		}
	}
	return "", false
}
