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

// changeOpeners open a phrase that dates what a claim says by the change
// it came with: "after the reorg, matching belongs to logistics-core",
// "since the migration billing is owned by payments"; "as of" too
// (dropChangeOpener).
var changeOpeners = set("after since following")

// changeEvents are the changes a team dates how things stand by: its own
// (a reorg, a merger) and its systems' (a migration, a cutover, a
// rewrite). A step one takes in a task ("after the build", "after the
// deploy") is no such change: it orders a procedure, so it is kept.
var changeEvents = stemSet("reorg reorganization restructuring restructure merger acquisition migration cutover " +
	"switchover rewrite redesign rebrand replatform replatforming")

// dropChangeOpener is toks without an opening phrase that dates the claim
// by a change ("after the reorg", "as of the migration"): it tells since
// when the claim holds, not what it is of, so its words are neither the
// claim's subject nor its value. The phrase ends at the change, within its
// clause, and something must follow it.
func dropChangeOpener(toks []tok) []tok {
	n := 1
	switch {
	case len(toks) > 2 && toks[0].w == "as" && toks[1].w == "of":
		n = 2
	case len(toks) < 2 || !changeOpeners[toks[0].w]:
		return toks
	}
	for i := n; i < len(toks)-1 && i <= n+3 && toks[i].clause == toks[0].clause; i++ {
		if changeEvents[Stem(toks[i].w)] {
			return toks[i+1:]
		}
	}
	return toks
}
