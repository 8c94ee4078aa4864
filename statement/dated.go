package statement

import "slices"

// undate is c without the phrase that dates the change it tells ("two
// weeks ago", "last month"): when a tool was switched or a thing handed
// over says when it happened, not which thing it is, so the words are
// neither its subject nor what qualifies it. A claim of no change keeps
// them ("last month's invoices", "the last step").
func undate(c *Claim) {
	if !slices.ContainsFunc(c.stems, func(w string) bool { return changeStems[w] }) {
		return
	}
	// the parse may leave the date out of the clause it read
	dating := append(datingWords(c.stems), datingWords(c.typed.words)...)
	if len(dating) == 0 {
		return
	}
	drop := func(w string) bool { return slices.Contains(dating, w) }
	c.Subject = slices.DeleteFunc(slices.Clone(c.Subject), drop)
	c.typed.words = slices.DeleteFunc(slices.Clone(c.typed.words), drop)
	c.typed.stated = slices.DeleteFunc(slices.Clone(c.typed.stated), func(t typed) bool { return slices.Contains(dating, t.v) })
}

// datingWords are the words of stems that date an act: an amount before
// "ago" and "ago", "last" and the period after it. A word before "ago"
// that is no amount ("a while ago") is kept.
func datingWords(stems []string) []string {
	var out []string
	for i, w := range stems {
		switch {
		case w == "ago" && i > 0 && isDigit(stems[i-1][0]):
			out = append(out, stems[i-1], w)
		case w == "last" && i+1 < len(stems) && datedPeriods[stems[i+1]]:
			out = append(out, w, stems[i+1])
		}
	}
	return out
}

// changeStems are the stems of the verbs that tell a change: a tool
// switched or replaced, a thing handed over or rewritten. A move to a
// place ("moved staging to eu-central-1 last month") is read by
// relocationOf, on its own words, and a dated move keeps them.
var changeStems = stemSet("switched handed replaced rewritten rewrote changed swapped transferred")

// datedPeriods are the periods "last" dates an act by.
var datedPeriods = stemSet("week month sprint quarter year release")
