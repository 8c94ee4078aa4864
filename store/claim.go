package store

import (
	"regexp"
	"strings"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/statement"
)

// Deciding whether two texts state the same claim, for tombstones and capture's
// near-duplicate rule. Cosine alone cannot tell a contradiction from a
// rephrase: "the retry limit is 5" and "the retry limit is 12" are as close as
// two wordings of one claim, and cosine separates contradicting pairs from
// rephrased ones barely better than chance (AUROC ~0.61). So similarity only
// counts when the two texts agree on every value and on negation:
//
//   - a value is a token with a digit (a limit, a version, a port), an
//     identifier with inner punctuation (retry.go, --no-verify, v1.2), or a
//     word written with a capital letter somewhere other than the start of a
//     sentence (Redis, Postgres, GitHub): "the retry limit is 12" is not
//     "the retry limit is 5", and "we use Postgres" is not "we use Redis";
//   - negation is any of not, never, no, don't, ... : "do not retry" is not
//     "retry".
//
// Known limit: a tool named in lowercase everywhere ("we use postgres") is not
// recognised as a value, so with a model the cosine of two such sentences
// decides alone.

// intensifiers do not change a claim: "we always use X" states "we use X".
var intensifiers = map[string]bool{"always": true, "usually": true, "generally": true, "typically": true,
	"really": true, "just": true, "also": true, "definitely": true, "certainly": true}

// interjection is a "No," that opens a correction: it rejects what was said
// before, not the claim that follows ("No, run tests with pnpm test").
var interjection = regexp.MustCompile(`(?i)^\s*(no|nope)\s*[,.!:;]`)

// negated reports whether text contains a negation.
func negated(text string) bool {
	text = interjection.ReplaceAllString(text, "")
	for _, w := range statement.Words(text) {
		if statement.Negation(w.Lower) {
			return true
		}
	}
	return false
}

// values returns the lowercase value tokens of text.
func values(text string) map[string]bool {
	out := map[string]bool{}
	for _, w := range statement.Words(text) {
		if w.Value {
			out[w.Lower] = true
		}
	}
	return out
}

// ValuesOrNegationDiffer reports whether a and b disagree on a value or on
// negation: then they are different claims however similar they read.
func ValuesOrNegationDiffer(a, b string) bool {
	return negated(a) != negated(b) || ValuesDiffer(a, b)
}

// ValuesDiffer reports whether a and b disagree on a value.
func ValuesDiffer(a, b string) bool {
	va, vb := values(a), values(b)
	wa, wb := statement.WordSet(a), statement.WordSet(b)
	for v := range va {
		if !wb[v] {
			return true
		}
	}
	for v := range vb {
		if !wa[v] {
			return true
		}
	}
	return false
}

// contentSet is the set of content words, stopwords dropped, plural s folded.
func contentSet(text string) map[string]bool {
	out := map[string]bool{}
	for _, t := range tokens(text) {
		t = statement.Digits(t)
		if stopwords[t] || intensifiers[t] {
			continue
		}
		if len(t) > 3 && strings.HasSuffix(t, "s") && !strings.HasSuffix(t, "ss") {
			t = t[:len(t)-1]
		}
		out[t] = true
	}
	return out
}

// Dice is the lexical similarity of two claims: 2|A∩B| / (|A|+|B|) over their
// content words.
func Dice(a, b string) float64 {
	return dice(contentSet(a), contentSet(b))
}

// ClaimOf is the claim m states. A memory kept as an event is an event however
// it is worded.
func ClaimOf(m Memory) statement.Claim {
	c := statement.ClaimOf(m.Text).InProject(m.Topic)
	c.Event = c.Event || m.Kind == decay.KindEvent
	return c
}
