package statement

import "slices"

// optionalWords say a thing is left to whoever it is for: "pooled rides
// are opt-in for drivers", "signing is voluntary". "optional" itself is
// read as "not required" (polar), so a claim of it is a denial of
// "required".
var optionalWords = stemSet("opt-in voluntary")

// obligedAgainstOptional reports whether a is an obligation to act on a
// thing ("drivers must accept pooled rides") and b says that very thing
// optional for that very party ("pooled rides are opt-in for drivers",
// "... optional for drivers"): what one requires the other leaves to
// choice. Every word of b besides its word of choice must be a's, so
// another thing ("tipping is optional") or another party ("... for
// riders") is left alone.
func obligedAgainstOptional(a, b Claim) bool {
	if !a.required || a.Negated || a.Event || a.open || a.was || b.Event || b.open || b.was || !optionalClaim(b) ||
		slices.Contains(a.said, requiredStem) || slices.ContainsFunc(a.said, inSet(optionalWords)) {
		return false
	}
	rest := slices.DeleteFunc(slices.Clone(b.said), func(w string) bool { return w == requiredStem || optionalWords[w] })
	return len(b.headWords) > 0 && within(b.headWords, a.said) && within(rest, a.said)
}

// optionalClaim reports whether c says its subject is optional: "not
// required", or a word of choice as its value.
func optionalClaim(c Claim) bool {
	if c.Negated {
		return slices.Contains(c.said, requiredStem)
	}
	return slices.ContainsFunc(c.Value, inSet(optionalWords))
}

// presenceWords say a need is someone's being there, not another need:
// "an adult present", "a manager on site".
var presenceWords = stemSet("present available around on-site onsite")

// boundWords mark a claim held to a bound or a range ("over $500", "under
// 50 g", "at least"), a case of its thing and not all of it.
var boundWords = stemSet("over under above below more less least most exceed exceeds up")

// obligedAgainstWaived reports whether a obliges something ("K-2 students
// must be met by an adult at drop-off") and b waives a need of that very
// thing and that very need ("K-2 drop-off doesn't require an adult
// present"): every word of b's thing and need is a's. A claim bounded to
// a case ("refunds over $500 ...") fits a waiver of the rest, and is left
// alone.
func obligedAgainstWaived(a, b Claim) bool {
	if !a.required || a.Negated || a.Event || a.open || a.was || b.Event || b.open || b.was || b.perm.way != waived ||
		slices.ContainsFunc(a.stems, inSet(boundWords)) || slices.ContainsFunc(b.stems, inSet(boundWords)) {
		return false
	}
	need := slices.DeleteFunc(slices.Clone(b.perm.need), inSet(presenceWords))
	return len(need) > 0 && within(b.perm.thing, a.said) && within(need, a.said)
}
