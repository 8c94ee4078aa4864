package statement

import "slices"

// frontedPhrases reads a phrase put before a command with a comma ("for the
// overdue-holds query, qualify the columns", "for SQL queries, alias every
// table") as the command's scope, a noun phrase with no verb: a word in it
// that may be a verb ("holds", "queries", "runs", "builds") is its noun,
// since the command after it has no subject to take one.
func frontedPhrases(cs []Clause) {
	for i := 0; i+1 < len(cs); i++ {
		c, next := &cs[i], cs[i+1]
		if c.Sub || c.Link != "" || next.Link != "" || !next.Imperative || !scopePreps[at(c.Tokens, 0)] || !nounsOnly(c.Tokens[1:]) {
			continue
		}
		c.Aspect, c.Imperative = NoVerb, false
	}
}

// nounsOnly: t is one short noun phrase: no second preposition, and no
// word that only a clause has (an inflected auxiliary, a subject pronoun,
// a relative pronoun). "in our project all tunables live in
// ScriptableObjects" is a clause, its verb between two places.
func nounsOnly(t []string) bool {
	if len(t) == 0 || len(t) > maxScopePhrase {
		return false
	}
	for i, w := range t {
		if finite(w) || subjectPronouns[w] || prepositions[w] || relatives[w] && !(i == 0 && w == "that") { // "for that query," points
			return false
		}
	}
	return true
}

// maxScopePhrase is the longest noun phrase read as a command's scope,
// past its preposition: "the nightly payroll export job" is five words.
const maxScopePhrase = 5

// scopePreps open a phrase that names where or for what a command
// holds; "after", "before" and "until" open a time, with a verb of
// its own ("after the build runs, deploy").
var scopePreps = set("for in on inside within across with")

// frontedKind: the phrase before the command names a kind of thing ("for
// SQL queries, qualify the columns"), where the command holds as a rule;
// "for the overdue-holds query" is one thing.
func frontedKind(cs []Clause, main int) bool {
	if main == 0 {
		return false
	}
	f := cs[main-1]
	return f.Aspect == NoVerb && scopePreps[at(f.Tokens, 0)] && pluralScope(f.Tokens, f.Names)
}

// boundedTime is the sentence's time, once only when a command is a
// stopgap (see stopgap).
func boundedTime(cs []Clause, main int) Time {
	if stopgap(cs, main) {
		return TimeOnce
	}
	return sentenceTime(cs, main)
}

// stopgap: a command the speaker bounds by their own work to come ("just
// leave the print calls, I'll clean that file up myself later"): it holds
// only until then, even said "from now on". "until I say go" is no such
// bound: it sets when each wait ends ("don't start editing until I say go"
// is a standing rule). A command insisted on with "always" or "never" is a
// rule whatever the speaker adds ("always use the logger, I'll add a lint
// rule later"), and so is one the team will enforce ("we'll add a lint
// rule later"): only the speaker's own act to come takes the command over.
func stopgap(cs []Clause, main int) bool {
	m := cs[main]
	if !m.Imperative || slices.Contains(m.Tokens, "always") || slices.Contains(m.Tokens, "never") {
		return false
	}
	for _, c := range cs[main+1:] {
		t := c.Tokens[c.Start:]
		if at(t, 0) == "i" && at(t, 1) == "will" && slices.ContainsFunc(t, func(w string) bool { return laterWords[w] }) {
			return true
		}
	}
	return false
}

// laterWords put the speaker's act at a time to come.
var laterWords = set("later afterwards eventually tomorrow soon")

// reachesAll: a clause says what is "now" on all or every one of a kind of
// place ("4.2.0 is now on all 9 kitchens", "the new firmware is now on
// every scanner"): a rollout that has reached them all, a change done that
// stands. "right now" and "for now" are the moment's, and a part of them
// ("on two of the 9 kitchens so far") is a rollout under way.
func reachesAll(t []string) bool {
	now := false
	for i, w := range t {
		now = now || w == "now" && at(t, i-1) != "right" && at(t, i-1) != "for" && at(t, i-1) != "just"
	}
	for i := 1; now && i < len(t); i++ {
		if (t[i] == "all" || t[i] == "every" || t[i] == "each") && rolloutPreps[t[i-1]] {
			return true
		}
	}
	return false
}

// rolloutPreps place what is rolled out: "on all kitchens", "to every store".
var rolloutPreps = set("on to across in")
