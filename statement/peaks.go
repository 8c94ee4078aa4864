package statement

import "slices"

// peakWords tell that a value is the most a running thing reached once:
// "surge hit 2.8x", "pods peaked at 38", "queue depth reached 9,500".
var peakWords = stemSet("hit peaked reached spiked topped")

// peakAgainstCap reports whether a caps an amount ("surge is capped at
// 3.0x") and b tells how high that amount got ("peak surge on New Year's
// Eve hit 2.8x"): a peak under the cap meets it, one over it is a breach,
// news of how the thing ran, and neither is a second cap. Two caps ("capped
// at 2.5x") still clash, as does a peak said as a limit ("max is 2.5x").
func peakAgainstCap(a, b Claim) bool {
	if !slices.Contains(a.stems, "maximum") || !slices.ContainsFunc(b.stems, inSet(peakWords)) ||
		slices.ContainsFunc(b.stems, inSet(limitWords)) || slices.ContainsFunc(a.stems, inSet(peakWords)) {
		return false
	}
	return overlap(a.headWords, b.headWords) && slices.ContainsFunc(b.stems, func(w string) bool { return w != "" && isDigit(w[0]) })
}
