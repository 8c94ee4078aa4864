package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// One measured attribute said two ways is not always two values. A bound
// ("p99 must stay under 200 ms") and a value that meets it ("p99 is
// 150ms") both hold: the value is within the bound. A quality ("tokens are
// short-lived") and an amount of it ("tokens expire after 10 minutes")
// both hold: the amount says how short. Either read as two values of one
// attribute is a false flag.

// boundBefore is a comparison word right before an amount, which makes the
// amount a bound, not the value: "under 200 ms", "at most 5", "above 1024".
// A "no" or "not" before it turns it ("no more than" is at most).
var boundBefore = lazyre.New(`(?i)\b(no\s+|not\s+)?(under|below|less\s+than|fewer\s+than|lower\s+than|at\s+most|up\s+to|within|above|over|more\s+than|greater\s+than|higher\s+than|at\s+least)\s+(\d[\w.]*)`)

// upperBounds are the comparison words that cap an amount (by their first
// word); strictBounds those whose bound itself is outside ("under 200"
// excludes 200, "at most 200" allows it).
var (
	upperBounds  = set("under below less fewer lower at_most up within")
	strictBounds = set("under below less fewer lower above over more greater higher")
)

// measuredKinds are the typed kinds of an amount in a unit, whose size
// against another is meaningful; boundedKinds those a bound is compared
// on, which adds bare numbers ("at least 80%" loses its sign in a claim's
// stems, and "ports above 1024" bounds a port): a value of the bound's
// kind that meets it is within it, whatever the number counts.
var (
	measuredKinds = set("duration size share rate period")
	boundedKinds  = set("duration size share rate period number")
)

// amountBound is a bound a claim states on an amount: its type, the amount,
// and which way it bounds.
type amountBound struct {
	kind          string
	n             float64
	upper, strict bool
}

// boundOf reads the bound text states on a measured amount, the first it
// names.
func boundOf(text string) (amountBound, bool) {
	m := boundBefore.FindStringSubmatch(normalizeAmounts(text))
	if m == nil {
		return amountBound{}, false
	}
	ts := typedOf(m[3]).stated
	if len(ts) != 1 || !boundedKinds[ts[0].kind] {
		return amountBound{}, false
	}
	word := strings.Join(strings.Fields(strings.ToLower(m[2])), "_")
	first, _, _ := strings.Cut(word, "_")
	upper := upperBounds[word] || upperBounds[first]
	strict := strictBounds[first]
	if m[1] != "" { // "no more than 5" is at most 5; "not under 5" at least 5
		upper, strict = !upper, !strict
	}
	return amountBound{kind: ts[0].kind, n: ts[0].n, upper: upper, strict: strict}, true
}

// meets reports whether an amount of the bound's kind is within it.
func (b amountBound) meets(t typed) bool {
	switch {
	case t.kind != b.kind:
		return false
	case b.upper:
		return t.n < b.n || !b.strict && t.n == b.n
	default:
		return t.n > b.n || !b.strict && t.n == b.n
	}
}

// boundMet reports whether a states a bound on an amount that a measure
// must meet and b a plain value that meets it, of one subject: "search p99 must stay under 200 ms",
// "search p99 is 150ms". b must be a plain measured value: a bound of its
// own or a limit ("max upload size is 20 GB") is a second bound, which may
// differ, and a value outside the bound breaks it.
func boundMet(a, b Claim) bool {
	// The cheap tests first: reading a bound parses the text again, and
	// the pair search asks this of every pair it offers.
	if !a.required || !overlap(a.headWords, b.headWords) {
		return false
	}
	bound, ok := boundOf(strings.Join(a.stems, " "))
	if !ok {
		return false
	}
	if _, other := boundOf(strings.Join(b.stems, " ")); other || overlap(b.typed.words, rangeEndWords) || slices.ContainsFunc(b.stems, func(w string) bool { return limitWords[w] }) {
		return false
	}
	same := slices.DeleteFunc(slices.Clone(b.typed.stated), func(t typed) bool { return t.kind != bound.kind })
	return len(same) == 1 && bound.meets(same[0])
}

// requiredRe is a bound said as what a measure must meet ("must stay under
// 200 ms", "should be below 1%", "has to finish within an hour"), a target
// a measured value is held to. A cap said as what a setting allows ("the
// pool allows at most 100 connections") is the setting's value, which
// another value of it ("pool size is 20") differs from.
var requiredRe = lazyre.New(`(?i)\b(must|should|need|needs|has to|have to|stay|stays|kept|keep)\b`)

// limitWords are the stems that make a value a limit or a target itself,
// not a measure: "the cap", "the quota", "the latency SLO is 200ms". Two
// bounds of one thing differ when their amounts do.
var limitWords = stemSet("limit cap quota budget ceiling threshold max min maximum minimum slo sla slos slas target objective goal")

// gradedQualities are the words that say how much of an amount a thing has
// without saying the amount: "short-lived", "small", "fast".
var gradedQualities = stemSet("short long lived brief quick fast slow small large big tiny huge high low frequent rare infrequent")

// qualityAndAmount reports whether a states only a quality of its subject
// ("access tokens are short-lived") and b an amount of the same subject
// ("access tokens expire after 10 minutes"): the amount says how much of
// the quality, a refinement. Two qualities ("short-lived", "long-lived")
// are left to the other rules.
func qualityAndAmount(a, b Claim) bool {
	if len(a.Value) == 0 || len(a.typed.stated) > 0 || len(a.headWords) == 0 || !within(a.headWords, b.headWords) {
		return false
	}
	for _, w := range a.Value {
		if !gradedQualities[w] && !gradedQualities[canonical(Stem(w))] {
			return false
		}
	}
	return slices.ContainsFunc(b.typed.stated, func(t typed) bool { return measuredKinds[t.kind] })
}

// qualityAndKind reports whether a says only how good or how much its
// subject is, with no type of value ("the SDK is fast", "the docs are
// great") and b states a typed value of it, or a value of what is done to
// it ("the SDK is written in Rust", "the CLI is written in Go", "the docs
// are built with MkDocs"): a quality is no value of the attribute a
// language, a tool or an amount answers, so both hold. A state
// ("off", "down") can deny a tool in use, so only graded qualities and
// verdicts count; two qualities are left to the other rules.
func qualityAndKind(a, b Claim) bool {
	if a.verb != "" || len(a.Value) == 0 || len(a.typed.stated) > 0 || len(b.typed.stated) == 0 && !(tellsAction(b) && len(b.Value) > 0) {
		return false
	}
	for _, w := range a.Value {
		if !gradedQualities[canonical(Stem(w))] && !gradedQualities[w] && !reactions[w] {
			return false
		}
	}
	return true
}

// usageAndLimit reports whether a states how much of a thing is used ("the
// team uses 40 vCPUs", "32 cores in use") and b the limit on it ("the vCPU
// quota is 96"): what is used is not the limit, and both hold. Two limits,
// or two usages, are left to the other rules.
func usageAndLimit(a, b Claim) bool {
	isLimit := func(c Claim) bool { return slices.ContainsFunc(c.stems, func(w string) bool { return limitWords[w] }) }
	used := usageVerbs[canonical(Stem(a.Relation))] || usageVerbs[canonical(Stem(a.verb))] || inUseRe.MatchString(strings.Join(a.stems, " "))
	return used && !isLimit(a) && isLimit(b) && len(a.typed.stated) > 0 && len(b.typed.stated) > 0 && overlap(a.typed.words, b.typed.words)
}

// usageVerbs say how much of a thing is taken up; inUseRe says it of a
// count ("32 cores in use", "currently using 12").
var (
	usageVerbs = stemSet("use uses using used consume consumes consuming occupy occupies")
	inUseRe    = lazyre.New(`\bin use?\b|\bcurrently us`)
)
