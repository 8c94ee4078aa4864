package statement

import (
	"slices"
	"strings"
	"unicode"
)

// labelSiblings reports whether a and b are two notes of one shape whose
// labels name two siblings: the words before the first value are as many
// in each, end on one head noun, and differ in one modifier that neither
// note says of the other ("Backup window — 02:00", "Deploy window —
// 14:00"; "wind forecast horizon 72h", "price forecast horizon 24h"). The
// shared head is a kind, the modifier picks one of its members, and what
// each note says is of its own member. A modifier that is a short form of
// the other ("prod", "production"), a synonym, or a word of time ("new
// deploy window") names the same member, and is left to the rest.
func labelSiblings(a, b Claim) bool {
	x, y := noteLabel(a), noteLabel(b)
	if len(x) < 2 || len(x) != len(y) {
		return false
	}
	last := len(x) - 1
	if x[last] != y[last] {
		return false
	}
	apart := -1
	for i := range last {
		if x[i] == y[i] {
			continue
		}
		if apart >= 0 {
			return false
		}
		apart = i
	}
	return apart >= 0 && modifiersApart(x[apart], y[apart], a, b)
}

// modifiersApart reports whether the two modifiers mx (of a) and my (of b)
// name two members: two words that are not one word shortened or renamed,
// neither a word of time, and neither said by the other note.
func modifiersApart(mx, my string, a, b Claim) bool {
	if canonical(mx) == canonical(my) || strings.HasPrefix(mx, my) || strings.HasPrefix(my, mx) ||
		timeModifiers[canonical(mx)] || timeModifiers[canonical(my)] || !alphabetic(mx) || !alphabetic(my) {
		return false
	}
	return !slices.Contains(b.stems, mx) && !slices.Contains(a.stems, my)
}

// noteLabel is the label of a note that is a label and a value, no
// sentence: every word before the value is a word of its subject or value,
// or the word the parse took for its verb ("deploy" of "nightly deploy
// window 14:00"), so no function word links them ("Redis runs on port
// 6379" is a sentence, "Redis port 6379" a note). A sentence has none.
func noteLabel(c Claim) []string {
	x := label(c.stems)
	if len(x) == len(c.stems) {
		return nil
	}
	for _, w := range x {
		if !slices.Contains(c.Subject, w) && !slices.Contains(c.Value, w) && w != Stem(strings.ToLower(c.verb)) {
			return nil
		}
	}
	return x
}

// label is the run of stems before the first one that holds a digit: the
// words a note names its thing with before it gives the value.
func label(stems []string) []string {
	for i, s := range stems {
		if strings.IndexFunc(s, unicode.IsDigit) >= 0 {
			return stems[:i]
		}
	}
	return stems
}

// alphabetic reports whether s is a plain word, no address or code.
func alphabetic(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) < 0
}

// timeModifiers say which moment of one thing a label is of, not which
// thing: "new deploy window" and "deploy window" are one window, changed.
// Words of a bound or a default say which figure of one thing it is
// ("webhook max retries 5", "webhook delivery retries 3": one count).
var timeModifiers = set("new old current previou latest now today maximum minimum default total")

// addressSiblings reports whether a and b are each of a thing named by an
// address at the head of its subject, two addresses of as many parts or
// more that share no whole name: "orders.v2" and "payments.v1" (two
// topics), "tsconfig.json" and "tsconfig.node.json" (two files). What each
// says is of its own thing, as siblingHeads holds of addresses one part
// apart. A claim that names the other's address too is left to the rest.
func addressSiblings(a, b Claim) bool {
	x, okx := headAddress(a)
	y, oky := headAddress(b)
	return okx && oky && manyParts(x.v) && manyParts(y.v) && !strings.EqualFold(x.v, y.v) &&
		!overlap(y.stems, a.stems) && !overlap(x.stems, b.stems)
}

// manyParts reports whether an address splits at its dots or slashes into two
// parts or more.
func manyParts(v string) bool {
	return len(strings.FieldsFunc(v, func(r rune) bool { return r == '.' || r == '/' })) >= 2
}
