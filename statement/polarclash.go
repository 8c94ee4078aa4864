package statement

import (
	"slices"
	"unicode/utf8"
)

// polarStates are the stems polarize writes for a yes/no state whatever
// word or language said it: "switched off", "disattivata" and "enabled"
// all meet as "enabled", one of them negated; "optional" and "mandatory"
// as "required"; "prohibited" and "fine" as "allowed".
var polarStates = map[string]bool{enabledStem: true, requiredStem: true, canonical(Stem("allowed")): true}

// polarEnds end the scope a state is said of: what follows them is why or
// until when ("turned on to mirror prod", "switched off until the fix
// lands"), not where it holds.
var polarEnds = set("to until because so since once while when unless except but as")

// polarParts are c's state word and, of the clause it is in, the thing it
// is said of (the words before it, less the verb that switched it) and its
// scope (the words after it up to a why or an until): "caching" and "the
// admin panel" of "caching is off for the admin panel". Short words and
// function words are left out of the thing: another language's articles
// and copulas ("la cache è disattivata") are no part of it.
func polarParts(c Claim) (state string, thing, scope []string) {
	at := slices.IndexFunc(c.stems, inSet(polarStates))
	if at < 0 || !slices.Contains(c.said, c.stems[at]) {
		return "", nil, nil
	}
	keep := func(w string) bool { return slices.Contains(c.said, w) && !switches[w] && !polarStates[w] }
	for _, w := range c.stems[:at] {
		if keep(w) && utf8.RuneCountInString(w) > 2 {
			thing = append(thing, w)
		}
	}
	for _, w := range c.stems[at+1:] {
		if polarEnds[w] || !functionWords[w] && !slices.Contains(c.said, w) {
			break // a why, an until, or the next clause's words
		}
		if keep(w) {
			scope = append(scope, w)
		}
	}
	return c.stems[at], thing, scope
}

// polarClash reports whether a and b say one state of one thing, one of
// them by its opposite word: "the new_checkout flag is enabled in prod",
// "new_checkout is switched off in production"; "In staging la cache è
// disattivata", "staging has the response cache turned on". The thing of
// one is all among the other's words, and the scopes meet with one of
// them all among the other's words: "caching is on for the API" and
// "caching is off for the admin panel" are two places, "2FA is mandatory
// for staff accounts" and "2FA is optional for patron accounts" two kinds
// of account, and "code review is required" and "design review is
// optional" two things.
func polarClash(a, b Claim) bool {
	if a.Negated == b.Negated || a.was || b.was || a.Event || b.Event || planned(a) || planned(b) ||
		slices.ContainsFunc(a.stems, inSet(exceptionStems)) || slices.ContainsFunc(b.stems, inSet(exceptionStems)) ||
		contrasted(a.said, b.said) || otherBuilds(a.said, b.said) { // "on for release builds", "debug buildType has minifyEnabled = false"
		return false
	}
	sa, ta, ca := polarParts(a)
	sb, tb, cb := polarParts(b)
	if sa == "" || sa != sb || len(ta) == 0 || len(tb) == 0 || !overlap(ta, tb) {
		return false
	}
	return (within(ta, b.said) || within(tb, a.said)) && scopeShared(ca, b.said) && scopeShared(cb, a.said) &&
		(within(ca, b.said) || within(cb, a.said))
}

// planned reports whether c says a state to come ("we will turn caching
// off", "plan to make it optional next quarter"), which the state now
// does not contradict.
func planned(c Claim) bool {
	for i, w := range c.stems {
		if futureAux[w] || w == "'ll" || w == "soon" || planVerbs[w] && i+1 < len(c.stems) && c.stems[i+1] == "to" {
			return true
		}
	}
	return false
}

// planVerbs say a state to come when "to" follows ("going to", "plan to
// turn it off"); alone "plans" is a noun ("annual plans").
var planVerbs = stemSet("going plan planned planning")

// exceptionStems mark one case set apart from a rule ("caching is off
// for /checkout, the one exception"): the rule stands beside it.
var exceptionStems = stemSet("except exception exceptions exempt exempted")

// scopeShared reports whether a scope is none or names something of the
// other claim's words: "in prod for all users" and "in production".
func scopeShared(scope, other []string) bool {
	return len(scope) == 0 || overlap(scope, other)
}

// polarKeys file a claim of a state under the state and each word of its
// thing: two claims polarClash flags share one such word.
func polarKeys(c Claim) []string {
	state, thing, _ := polarParts(c)
	var out []string
	for _, w := range thing {
		out = append(out, "ps:"+state+":"+wordKey(w))
	}
	return out
}
