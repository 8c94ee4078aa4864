package statement

import "slices"

// allowStem is the stem of "allowed", which "forbidden", "prohibited" and
// "banned" deny (polarity).
var allowStem = canonical(Stem("allowed"))

// everyKind are the words of a ban said of every kind or case of its
// thing: "for all room types", "in every case", "for any plan".
var everyKind = stemSet("all every any each")

// allowedAgainstForbidden reports whether a allows a practice ("Overbooking
// allowed up to 3% on standard rooms", "Refunds are allowed on sale
// items") and b forbids that very practice outright or for every kind of
// it ("Overbooking is forbidden for all room types"): what one lets
// happen somewhere, the other lets happen nowhere. A ban of one kind
// ("... forbidden on suites") leaves the allowance of another standing.
func allowedAgainstForbidden(a, b Claim) bool {
	if a.Negated || !b.Negated || a.Event || b.Event || a.was || b.was || a.open || b.open ||
		canonical(Stem(b.verb)) != allowStem || len(b.headWords) == 0 {
		return false
	}
	if i := slices.Index(b.stems, allowStem); len(b.Value) > 0 && (i < 0 || !slices.ContainsFunc(b.stems[i:], inSet(everyKind))) {
		return false // a ban of one kind or case
	}
	return slices.Equal(allowedThing(a), b.headWords)
}

// allowedThing is what a claim says is allowed: its subject's head before
// "allowed" ("overbooking allowed up to ..."), or its whole head when
// "allowed" is its verb ("overbooking is allowed").
func allowedThing(a Claim) []string {
	if canonical(Stem(a.verb)) == allowStem {
		return a.headWords
	}
	if i := slices.Index(a.headWords, allowStem); i > 0 && i == len(a.headWords)-1 {
		return a.headWords[:i]
	}
	return nil
}
