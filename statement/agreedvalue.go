package statement

// valueThenDetail reports whether a and b open with the same words, the
// whole value each states among them, and then go on otherwise: "use
// Decimal for money", "use Decimal with ROUND_HALF_EVEN for premiums and
// payouts". What follows a value both state is where, how or for what it
// holds, a refinement or a second use of it, not another value
// (endsOtherwise reads a different ending as one, which holds when the
// value is what ends the sentence). Two that differ in the value itself
// ("use Decimal", "use float") share no value in their opening, and an
// ending that clashes in a shape of its own ("deploy with Helm on
// Fridays", "... on Mondays") still does. Detail adds words: two endings
// of about one length fill one slot two ways ("virus-scanned with
// ClamAV", "... with Sophos": the parse read the value too early).
func valueThenDetail(a, b Claim) bool {
	x, y := a.said, b.said
	p := 0
	for p < len(x) && p < len(y) && x[p] == y[p] {
		p++
	}
	return a.Negated == b.Negated && p >= subjectAndVerb && p < len(x) && p < len(y) &&
		len(a.Value) > 0 && len(b.Value) > 0 && within(a.Value, x[:p]) && within(b.Value, y[:p]) &&
		addsDetail(len(x)-p, len(y)-p) && !clashesOutright(a, b)
}

// addsDetail reports whether one ending is longer than the other by two
// words or more.
func addsDetail(x, y int) bool {
	return max(x, y) >= min(x, y)+2
}
