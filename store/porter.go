package store

import "strings"

// The lexical index stems with SQLite FTS5's porter tokenizer (M. F. Porter,
// "An algorithm for suffix stripping", 1980), so that "toggles", "installing"
// and "wrapped" find "toggle", "install" and "wrap". The Go side must reduce a
// query word to the very term the index holds: idf reads the index's vocabulary
// by term, and coverage compares a query's terms with a memory's. porterStem is
// that algorithm as FTS5 runs it: on the bytes of a lowercase token, leaving
// tokens under 3 or over 64 bytes alone and treating every non-ASCII byte as a
// consonant (so CJK tokens pass through). TestTokensMatchFTS5 holds it to
// SQLite's output over every word of the tuned retrieval set and the repo's text.

const porterMaxToken = 64

// porterRule replaces suffix by repl when the stem left before the suffix meets cond.
type porterRule struct {
	suffix, repl string
	cond         func(stem string) bool
}

// isCons reports whether w[i] is a consonant: not a vowel, and y only after a vowel.
func isCons(w string, i int) bool {
	switch w[i] {
	case 'a', 'e', 'i', 'o', 'u':
		return false
	case 'y':
		return i == 0 || !isCons(w, i-1)
	}
	return true
}

// measure is Porter's m: the number of vowel-consonant sequences in [C](VC)^m[V].
func measure(w string) int {
	m, i := 0, 0
	for i < len(w) && isCons(w, i) {
		i++
	}
	for i < len(w) {
		for i < len(w) && !isCons(w, i) {
			i++
		}
		if i == len(w) {
			break
		}
		for i < len(w) && isCons(w, i) {
			i++
		}
		m++
	}
	return m
}

// hasVowel is Porter's *v*, as FTS5 tests it: a, e, i, o or u anywhere, or y
// after the first letter.
func hasVowel(w string) bool {
	return strings.ContainsAny(w, "aeiou") || strings.Contains(strings.TrimPrefix(w, w[:min(1, len(w))]), "y")
}

// doubleCons is Porter's *d: the stem ends with a double consonant.
func doubleCons(w string) bool {
	n := len(w)
	return n >= 2 && w[n-1] == w[n-2] && isCons(w, n-1)
}

// cvc is Porter's *o: the stem ends consonant-vowel-consonant, the last not w, x or y.
func cvc(w string) bool {
	n := len(w)
	if n < 3 || !isCons(w, n-1) || isCons(w, n-2) || !isCons(w, n-3) {
		return false
	}
	c := w[n-1]
	return c != 'w' && c != 'x' && c != 'y'
}

func mGt0(w string) bool { return measure(w) > 0 }
func mGt1(w string) bool { return measure(w) > 1 }

// applyLongest applies the rule with the longest suffix w ends with; a failed
// condition leaves w alone (shorter suffixes are not tried).
func applyLongest(w string, rules []porterRule) string {
	best := -1
	for i, r := range rules {
		if strings.HasSuffix(w, r.suffix) && (best < 0 || len(r.suffix) > len(rules[best].suffix)) {
			best = i
		}
	}
	if best < 0 {
		return w
	}
	r := rules[best]
	stem := w[:len(w)-len(r.suffix)]
	if r.cond != nil && !r.cond(stem) {
		return w
	}
	return stem + r.repl
}

var step2Rules = []porterRule{
	{"ational", "ate", mGt0}, {"tional", "tion", mGt0}, {"enci", "ence", mGt0}, {"anci", "ance", mGt0},
	{"izer", "ize", mGt0}, {"bli", "ble", mGt0}, {"alli", "al", mGt0}, {"entli", "ent", mGt0},
	{"eli", "e", mGt0}, {"ousli", "ous", mGt0}, {"ization", "ize", mGt0}, {"ation", "ate", mGt0},
	{"ator", "ate", mGt0}, {"alism", "al", mGt0}, {"iveness", "ive", mGt0}, {"fulness", "ful", mGt0},
	{"ousness", "ous", mGt0}, {"aliti", "al", mGt0}, {"iviti", "ive", mGt0}, {"biliti", "ble", mGt0},
	{"logi", "log", mGt0},
}

var step3Rules = []porterRule{
	{"icate", "ic", mGt0}, {"ative", "", mGt0}, {"alize", "al", mGt0}, {"iciti", "ic", mGt0},
	{"ical", "ic", mGt0}, {"ful", "", mGt0}, {"ness", "", mGt0},
}

var step4Rules = func() []porterRule {
	var rules []porterRule
	for _, s := range strings.Fields("al ance ence er ic able ible ant ement ment ent ou ism ate iti ous ive ize") {
		rules = append(rules, porterRule{s, "", mGt1})
	}
	return append(rules, porterRule{"ion", "", func(stem string) bool {
		return mGt1(stem) && (strings.HasSuffix(stem, "s") || strings.HasSuffix(stem, "t"))
	}})
}()

// porterStem reduces a lowercase token to its Porter stem.
func porterStem(w string) string {
	if len(w) < 3 || len(w) > porterMaxToken {
		return w
	}
	w = porterStep1(w)
	w = applyLongest(w, step2Rules)
	w = applyLongest(w, step3Rules)
	w = applyLongest(w, step4Rules)
	return porterStep5(w)
}

// porterStep1 strips plurals, -ed and -ing, and turns a final y after a vowel-bearing stem into i.
func porterStep1(w string) string {
	// The length checks are FTS5's: "sses" and "ies" alone lose only the s,
	// and "eed" alone is "e" plus -ed.
	switch {
	case strings.HasSuffix(w, "sses") && len(w) > 4, strings.HasSuffix(w, "ies") && len(w) > 3:
		w = w[:len(w)-2]
	case strings.HasSuffix(w, "ss"):
	case strings.HasSuffix(w, "s"):
		w = w[:len(w)-1]
	}
	switch {
	case strings.HasSuffix(w, "eed") && len(w) > 3:
		if mGt0(w[:len(w)-3]) {
			w = w[:len(w)-1]
		}
	case strings.HasSuffix(w, "ed") && hasVowel(w[:len(w)-2]):
		w = porterStep1b2(w[:len(w)-2])
	case strings.HasSuffix(w, "ing") && hasVowel(w[:len(w)-3]):
		w = porterStep1b2(w[:len(w)-3])
	}
	if strings.HasSuffix(w, "y") && hasVowel(w[:len(w)-1]) {
		w = w[:len(w)-1] + "i"
	}
	return w
}

// porterStep1b2 tidies a stem that lost -ed or -ing: "hop(p)" to "hop", "fil" to "file".
func porterStep1b2(w string) string {
	switch {
	case strings.HasSuffix(w, "at"), strings.HasSuffix(w, "bl"), strings.HasSuffix(w, "iz"):
		return w + "e"
	case doubleCons(w) && !strings.ContainsAny(w[len(w)-1:], "lsz"):
		return w[:len(w)-1]
	case measure(w) == 1 && cvc(w):
		return w + "e"
	}
	return w
}

// porterStep5 drops a final e and undoubles a final ll.
func porterStep5(w string) string {
	if strings.HasSuffix(w, "e") {
		stem := w[:len(w)-1]
		if m := measure(stem); m > 1 || (m == 1 && !cvc(stem)) {
			w = stem
		}
	}
	if strings.HasSuffix(w, "ll") && mGt1(w) {
		w = w[:len(w)-1]
	}
	return w
}
