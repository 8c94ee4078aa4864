package statement

import (
	"maps"
	"slices"
	"strings"
)

// A standing rule and its reversal over time: one statement holds a
// restriction, requirement, ban or freeze ("code freeze on fridays, no
// merges to main", "only certified mechanics can close a discrepancy",
// "gate appointments must be booked at least 24 hours ahead"); the other
// says that very rule holds no more, naming it by its content and a noun
// of its kind ("Friday merge freeze lifted", "the cert check on closing
// discrepancies was dropped", "the 24h rule is gone", "there's no approval
// step"). A rule lifted for one scope or for a while ("lifted for the
// hotfix", "waived this week", "temporarily") still stands, a rule of
// other content ("the Friday deploy freeze") is another rule, and a rule
// said lifted is lifted only of a statement that states it as a rule.

// liftWords say that the rule named before them (or, after "we", after
// them) holds no more.
var liftWords = set("lifted waived relaxed rescinded revoked repealed abolished scrapped dropped removed gone ended over retired sunset sunsetted")

// ruleKinds name a rule by its kind, no content of it: what the rule is
// of is the rest of its name ("the cert check on closing discrepancies").
var ruleKinds = stemSet("rule rules check checks requirement requirements restriction restrictions policy step gate mandate")

// restrictionNouns name a rule by what it does, which is content of it:
// "the Friday freeze" is no rule that deploys happen only on Fridays.
var restrictionNouns = stemSet("freeze ban embargo moratorium lockdown")

// liftTails may follow a lift in its clause and leave it whole: when it
// was lifted or that it is for good ("lifted as of March", "gone now",
// "dropped entirely", "lifted for good"). Anything else scopes it ("lifted for the hotfix",
// "waived in staging", "dropped to 2h") or is no lift at all.
var liftTails = set("now anymore as since yesterday last effective permanently entirely completely altogether earlier recently")

// liftedForAWhile are the words that make a lift one for a while or for
// one case: the rule stands otherwise.
var liftedForAWhile = set(whileWords + " only this just once")

// stillHold are the verbs "no longer" says a rule has stopped doing:
// "the 24h rule no longer applies".
var stillHold = set("applies apply holds hold exists exist enforced")

// liftedRulesOf is, for each clause of text that says a rule holds no
// more, the stems of the rule's name, amounts in one unit, with its
// kind's noun left out ("cert clos discrepanci" of "the cert check on
// closing discrepancies was dropped"); a name of no rule ("the SV- prefix
// was dropped") is none.
func liftedRulesOf(text string) [][]string {
	if strings.Contains(text, "?") {
		return nil // a question lifts nothing
	}
	var out [][]string
	for _, clause := range retireSplit.Split(normalizeAmounts(text), -1) {
		ws := clauseWords(clause)
		if slices.ContainsFunc(ws, inSet(liftedForAWhile)) {
			continue
		}
		name, rest := liftedName(ws)
		if len(rest) > 0 && !liftTails[rest[0]] && !slices.Equal(rest, []string{"for", "good"}) || !slices.ContainsFunc(name, func(w string) bool { return ruleKinds[w] || restrictionNouns[w] }) {
			continue
		}
		if content := slices.DeleteFunc(name, inSet(ruleKinds)); len(content) > 0 {
			out = append(out, content)
		}
	}
	return out
}

// liftedName is the stems of the name of what a clause ws says holds no
// more, and the words after the lift: before a lift word ("the freeze was
// lifted") or after it ("we lifted the freeze"), after "no" ("there's no
// approval step", "no longer a Monday freeze"), or before "no longer"
// and a verb of holding ("the 24h rule no longer applies"), or as a
// thing's role ("NDCG no longer used as a gate").
func liftedName(ws []string) (name, rest []string) {
	for i, w := range ws {
		switch {
		case liftWords[w]:
			if name := goneStems(ws[:i]); len(name) > 0 {
				return name, ws[i+1:]
			}
			return namedAt(ws[i+1:])
		case w == "no" && (i == 0 || thereIsNo(ws, i)) && !boundAt(ws, i+1) && !actOfNone(ws[i+1:]):
			after := ws[i+1:]
			for len(after) > 0 && (after[0] == "longer" || after[0] == "more" || determiners[after[0]]) {
				after = after[1:]
			}
			return namedAt(after)
		case w == "longer" && i > 1 && ws[i-1] == "no" && i+1 < len(ws) && stillHold[ws[i+1]]:
			return goneStems(ws[:i-1]), ws[i+2:]
		case w == "longer" && i > 1 && ws[i-1] == "no" && i+2 < len(ws) && ws[i+1] == "used" && ws[i+2] == "as":
			// "NDCG no longer used as a gate": the rule is the thing's
			// role, named after "as"
			role, rest := namedAt(ws[i+3:])
			return append(goneStems(ws[:i-1]), role...), rest
		}
	}
	return nil, nil
}

// namedAt is the stems of the noun phrase ws opens with, and the words
// after it.
func namedAt(ws []string) (name, rest []string) {
	for len(ws) > 0 && determiners[ws[0]] {
		ws = ws[1:]
	}
	if len(ws) == 0 {
		return nil, nil
	}
	end := phraseEnd(ws, 0)
	return goneStems(ws[:end]), ws[end:]
}

// ruleLifted reports whether b says a rule holds no more that a states as
// a standing rule: every word of the rule's name but its kind's noun is
// one of a's, two of them at least ("code freeze on fridays, no merges to
// main", "Friday merge freeze lifted"), or one and a word of a's thing
// beside it in b ("editors need approval", "editors publish directly,
// there's no approval step"); or, the rule lifted named by its kind
// alone, b does what a forbids beside it ("deploys: fridays off", "we
// deploy on any weekday including Fridays, the freeze rule was dropped"). A plan to lift it, a question, a one-off or a
// story of how things were lifts nothing yet; and two denials agree ("error
// rate is not a release gate", "error rate no longer used as a gate").
func ruleLifted(a, b Claim) bool {
	if len(b.lifted) == 0 || !standingRestriction(a) || deniesRule(a) || a.Event || a.open || a.was || a.exception || len(a.lifted) > 0 ||
		b.Event || b.open || b.was || b.exception || slices.ContainsFunc(b.stems, inSet(notYetEnded)) {
		return false
	}
	if a.Negated && !b.Negated && len(unstated(a.said)) >= 2 && within(unstated(a.said), b.said) {
		return true
	}
	words := ruleWords(a)
	for _, r := range b.lifted {
		held, whole := 0, true
		for _, w := range r {
			switch {
			case holdsWord(words, w):
				held++
			case !restrictionNouns[w] || !(a.Negated || a.ban):
				// a freeze or a ban is what a prohibition is, whatever
				// its words; any other word must be a's
				whole = false
			}
		}
		// one word of a's held is too little to tell a's rule ("the
		// 24h rule", "the approval step", "the deploy freeze"), unless b
		// names a's thing beside it
		if whole && held > 0 && (held >= 2 && slices.ContainsFunc(r, named) || overlap(besideRule(b, r), a.said)) {
			return true
		}
	}
	return false
}

// besideRule is the words of b's claim but those of r, a rule it lifts,
// and the words that name a rule's kind or its lifting.
func besideRule(b Claim, r []string) []string {
	return slices.DeleteFunc(slices.Clone(b.said), func(w string) bool {
		return slices.Contains(r, w) || ruleKinds[w] || liftStems[w] || w == enabledStem || w == "use"
	})
}

// liftStems are the stems of liftWords, as a claim's words are.
var liftStems = stemSet(strings.Join(slices.Collect(maps.Keys(liftWords)), " "))

// deniesRule reports whether c denies that a rule is there: "error rate
// is not a release gate", "there is no Friday freeze".
func deniesRule(c Claim) bool {
	return c.none || c.Negated && slices.ContainsFunc(c.said, inSet(ruleKinds))
}

// liftedEither reports whether either of a and b lifts a rule the other
// states (ruleLifted).
func liftedEither(a, b Claim) bool {
	return ruleLifted(a, b) || ruleLifted(b, a)
}

// standingRestriction reports whether c states a standing rule that restricts or
// requires: a denial or a ban, what must or only or always happens, an
// act reserved to some or a thing that needs another.
func standingRestriction(c Claim) bool {
	if len(c.without) > 0 || c.perm.way == waived || c.perm.way == opened {
		return false // what may be done without a thing, or by anyone, restricts nothing
	}
	return c.Negated || c.ban || c.required || c.standing || c.only || c.perm.way == reserved || c.perm.way == demanded
}

// ruleWords are every word of c a rule's name may share: its stems, what
// it rules out and its later clauses' words, each hyphened word's parts
// too ("certifi" of "p-certifi").
func ruleWords(c Claim) []string {
	out := slices.Concat(c.stems, c.said, c.Excluded)
	for _, l := range c.later {
		out = append(out, l.said...)
	}
	for _, w := range out {
		if strings.Contains(w, "-") {
			out = append(out, strings.Split(w, "-")...)
		}
	}
	return out
}

// holdsWord reports whether ws holds w, or a version of it (refines), or
// one word of the two is the other with more letters after its first
// four or more: "certifi" of "cert", "senioriti" of "senior".
func holdsWord(ws []string, w string) bool {
	return slices.ContainsFunc(ws, func(v string) bool {
		return v == w || refines(v, w) || !isDigit(w[0]) && (len(w) >= 4 && strings.HasPrefix(v, w) || len(v) >= 4 && strings.HasPrefix(w, v))
	})
}

// liftedKeys are the keys a claim that lifts a rule is filed under: the
// first word of each rule's name, which the rule stated holds (ruleLifted),
// and each word it says, for a ban whose words it does.
func liftedKeys(c Claim) []string {
	var out []string
	for _, r := range c.lifted {
		out = append(out, "lr:"+wordKey(r[0]))
	}
	if len(c.lifted) > 0 {
		for _, w := range c.said {
			out = append(out, "lw:"+wordKey(w))
		}
	}
	return out
}

// liftedProbe is the claims that may lift a rule c states: those filed
// under a word of c's (each part of a hyphened one too), and, c a denial,
// those that say every word it denies.
func (ix blockIndex) liftedProbe(c Claim) []int {
	if !standingRestriction(c) {
		return nil
	}
	var out []int
	for _, w := range ruleWords(c) {
		out = append(out, ix["lr:"+wordKey(w)]...)
	}
	if c.Negated {
		out = append(out, ix.rarest("lw:", unstated(c.said))...)
	}
	return out
}
