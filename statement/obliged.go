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
