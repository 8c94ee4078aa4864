package statement

import (
	"slices"
	"strings"
)

// practiceSkipped reports whether a states a practice done to every one
// of a thing ("QA signs off before every release") and b says that thing
// goes ahead without it ("releases ship without QA sign-off now"): the
// step is named by its noun on one side ("sign-off", "code review") and
// by its verb on the other, so the words of b's "without" are read part
// by part, a hyphened noun split ("sign-off" is "sign" and "off"). A
// practice of one kind of the thing ("every mobile release") says nothing
// of another ("docs releases ship without QA sign-off").
func practiceSkipped(a, b Claim) bool {
	if a.Negated || a.Event || a.open || b.Event || b.open || len(a.Value) == 0 || len(b.without) == 0 ||
		!slices.Contains(a.stems, everyStem) || !within(a.Value, b.said) {
		return false
	}
	for _, w := range b.without {
		for _, part := range strings.Split(w, "-") {
			// the step is among a's words, but not what a does it to:
			// "every PR needs a review" states the step as its value
			if s := canonical(Stem(part)); !functionWords[part] && (!slices.Contains(a.stems, s) || slices.Contains(a.Value, s)) {
				return false
			}
		}
	}
	return true
}

// everyStem is the stem of "every", which makes a practice standing.
var everyStem = canonical(Stem("every"))
