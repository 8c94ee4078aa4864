package statement

import "slices"

// unlimitedAgainstCap reports whether a holds a thing to a maximum ("quiz
// attempts per student are capped at 3") and b says that thing has none
// ("students get unlimited quiz attempts"): no cap excludes every cap.
// b must say every word of a's subject, so a cap on one kind ("retries
// for payment jobs") says nothing of another ("unlimited retries for
// idempotent jobs").
func unlimitedAgainstCap(a, b Claim) bool {
	if !slices.ContainsFunc(b.said, func(w string) bool { return limitless[w] }) ||
		a.Negated || b.Negated || a.Event || b.Event || a.open || b.open || len(a.Subject) == 0 {
		return false
	}
	capped := slices.Contains(a.typed.words, "maximum") || slices.Contains(a.stems, "maximum")
	return capped && len(a.typed.stated) > 0 && within(a.Subject, b.said) && !slices.ContainsFunc(a.said, func(w string) bool { return limitless[w] })
}

// limitless are the stems of the words that deny a thing any maximum.
var limitless = stemSet("unlimited uncapped limitless")
