package statement

import (
	"slices"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// boundedPast reports whether st tells how things were up to a point now
// gone: its main clause is in the past tense and a phrase with no verb of
// its own bounds it ("until the migration, user data lived in MySQL", "we
// used Travis CI until 2021", "before the rewrite, the API was written in
// PHP"). A bound that is a clause of its own ("tokens cached until they
// expire") says how long a state lasts, and a change ("before the launch
// we switched to Stripe") is a choice that stands.
func boundedPast(st Statement) bool {
	if st.Main < 0 || st.Aspect != Past {
		return false
	}
	for _, c := range st.Clauses {
		if c.Sub && pastBounds[c.Link] && c.Aspect == NoVerb {
			return true
		}
	}
	return false
}

var pastBounds = set("until till before")

// oneOff is the act a dated one-off did, "" when st is no such thing: its
// verb, or, when the verb only says it happened ("the deploy went out"),
// the thing done. A change ("yesterday we disabled 2FA") is an act too,
// but it is not the act a rule governs. A one-off done without a thing
// ("the deploy went out without review") is the thing done too: the "use"
// "without" lends says what was missing, not what was done.
func oneOff(c Claim, st Statement) string {
	if st.Aspect != Past || st.Time != TimePast {
		return ""
	}
	if c.verb != "" && !plainVerbs[c.verb] && !(c.verb == "use" && len(c.without) > 0) {
		return canonical(Stem(c.verb))
	}
	if len(c.headWords) == 0 {
		return ""
	}
	return c.headWords[len(c.headWords)-1]
}

// standingRe is a claim of what always, never or only happens, or must.
var standingRe = lazyre.New(`(?i)\b(never|always|only|every|must|needs?|required)\b`)

// exceptionRe names an exception to a rule; exceptionOnceRe marks it as
// for once, or the rule as standing beside it. Both together tell a
// one-off exception that leaves the rule as it was: "one-off exception
// this Friday only: hotfix 2.4.1 may ship; the rule stands otherwise",
// "exception for tonight's release, the freeze still applies otherwise".
// An exception that is a rule of its own ("PRs that touch docs are an
// exception to the review rule") is neither one-off nor "otherwise".
var (
	exceptionRe     = lazyre.New(`(?i)\bexception\b`)
	exceptionOnceRe = lazyre.New(`(?i)\b(one-off|one\s+off|just\s+this\s+once|otherwise|this\s+(?:time|once|week|friday|monday|tuesday|wednesday|thursday|saturday|sunday)\s+only|tonight's|today's)\b`)
)

// brokenRule reports whether a is a dated one-off of the very act b, a
// standing rule, governs: "this morning we deployed straight from a
// laptop" breaks "deploys only go out through the pipeline" once and
// leaves the rule as it was; "yesterday we turned off the backups" is
// another act, which changes what "backups run every night" says.
func brokenRule(a, b Claim) bool {
	if a.once == "" || !b.standing {
		return false
	}
	for _, w := range b.stems {
		if w == a.once {
			return true
		}
	}
	return false
}

// banFor reports whether a rules a tool out only for a purpose it names
// ("we don't use Redis for sessions") and b uses it for something else,
// saying no word of that purpose: "rate limits are kept in Redis" holds
// beside it. A ban with no purpose, or one b shares a word of ("sessions
// live in Redis"), still clashes. A purpose that is a value a states is
// what replaced the tool, no purpose: "we dropped Redux for Zustand".
func banFor(a, b Claim) bool {
	if !a.Negated || len(a.purpose) == 0 || b.Negated || overlap(a.purpose, b.said) || len(a.typed.excluded) == 0 ||
		slices.ContainsFunc(a.typed.stated, func(t typed) bool { return overlap(a.purpose, t.stems) }) {
		return false
	}
	for _, x := range a.typed.excluded {
		if !hasValue(b.typed.stated, x) || (typedValues{stated: a.typed.excluded}).ofGroup(a.purpose[0]) {
			return false // "don't use Redis for caching": its own job, wherever done
		}
	}
	return true
}
