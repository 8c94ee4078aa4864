package capture

import (
	"strings"

	"github.com/hippo-mem/hippo/statement"
)

// unasked reads a sentence with no question mark whose only question-shaped
// clause follows "and" or "but" with a form of "be" or "have" first
// ("model v7 was approved by the committee and is the production model
// now"): that verb shares the subject of the clause before it, so the
// sentence says two things of one subject and asks nothing. A clause whose
// verb is followed by a pronoun ("and is it live") still asks, and so does
// one after "can" or "will" ("and can you check the logs").
func unasked(text string, st statement.Statement) statement.Statement {
	if st.Mood != statement.Question || strings.Contains(text, "?") || st.Main < 0 || st.Clauses[st.Main].Imperative {
		return st
	}
	for i, c := range st.Clauses {
		if c.Question && !c.Sub && !sharesSubject(st.Clauses, i) {
			return st
		}
	}
	st.Mood = statement.Declarative
	if st.Time == statement.TimeMoment && settled(st.Clauses[0]) {
		// "... was approved by the committee and is the production model
		// now": "now" is what the decision made of it, which stands
		st.Time = statement.TimeStanding
	}
	return st
}

// settled: the clause tells a decision taken on its subject ("was approved
// by the risk committee", "was signed off"), not a passing event ("the
// build broke and is red now").
func settled(c statement.Clause) bool {
	for _, w := range c.Tokens {
		if decisionParticiples[w] {
			return true
		}
	}
	return false
}

// sharesSubject: clause i is joined to a stated clause before it and opens
// on a "be" or "have" with no subject after it.
func sharesSubject(cs []statement.Clause, i int) bool {
	c := cs[i]
	if i == 0 || !(c.Link == "and" || c.Link == "but") || cs[i-1].Question || cs[i-1].Aspect == statement.NoVerb {
		return false
	}
	t := c.Tokens[c.Start:]
	return len(t) > 1 && sharedVerbs[t[0]] && !askedOf[t[1]]
}

var (
	sharedVerbs = statement.WordSet("is are was were has have had")
	askedOf     = statement.WordSet("it they this that these those we you he she there i")
	// decisionParticiples: a body's decision on the subject
	decisionParticiples = statement.WordSet("approved adopted chosen selected ratified accepted signed voted picked")
)
