package statement

import "slices"

// kindNames are the nouns that name a tool group's kind in general, with
// no tool named: "no analytics", "a feature flag service", "no ORM". A
// project that denies the kind has none of its tools, so one of them in
// use says otherwise. Only nouns no other job is said with are listed:
// "tests", "logs" or "cache" name acts and data as often as a kind of tool.
var kindNames = map[string]string{
	"analytic": "analytics", "telemetri": "analytics", "flag": "flags", "cdn": "cdn", "vpn": "vpn", "orm": "orm",
}

// kindAlone are the words a denial of a kind may say beside its noun and
// still deny it for the whole project: what a tool is ("SDK", "service",
// "provider"), where it would be ("the app", "the repo") and the verbs of
// having one. Any other word ("the admin panel", "events before consent",
// "another SDK") narrows the denial to a part, a use or a count.
var kindAlone = wordsAndStems("sdk sdks service services tool tools provider providers vendor vendors library libraries " +
	"platform feature features third party hosted any app application cli binary product project repo repository codebase " +
	"ship ships use uses used against have has")

// deniesToolKind reports whether a denies a kind of tool to the whole project,
// by the kind's noun alone, and b states a tool of that kind in use: "No
// analytics SDK ships in the app" and "Mixpanel tracks screen views";
// "we decided against a feature flag service" and "flags are managed in
// LaunchDarkly". A denial that names a tool of the kind itself ("no
// LaunchDarkly") is a correction the tool rules read.
func deniesToolKind(a, b Claim) bool {
	kind := deniedKind(a)
	return kind != "" && !b.Negated && !b.Event && !b.open && !callsItselfException(b) && !hasKind(b.typed.excluded, kind) &&
		slices.ContainsFunc(b.typed.stated, func(t typed) bool { return t.kind == kind && !doingWithout[t.v] })
}

// doingWithout are the members of a kind that are the choice of none of
// its tools: "raw SQL" is what a project without an ORM writes, so "don't
// use ORMs" and "raw SQL only" agree.
var doingWithout = map[string]bool{"raw sql": true}

// deniedKind is the kind of tool c denies to the whole project by its noun
// alone, naming no tool of it, or "".
func deniedKind(c Claim) string {
	if !deniesOutright(c) {
		return ""
	}
	kind := ""
	for _, w := range c.said {
		switch g, ok := kindNames[w]; {
		case ok && kind == "":
			kind = g
		case !ok && !kindAlone[w] && !decidedAgainst[w]:
			return ""
		}
	}
	if hasKind(c.typed.stated, kind) || hasKind(c.typed.excluded, kind) {
		return ""
	}
	return kind
}

// deniesOutright reports whether c is a denial or a decision against: "no
// analytics SDK ships", "we decided against a feature flag service".
func deniesOutright(c Claim) bool {
	i := slices.Index(c.stems, "against")
	return c.Negated || i > 0 && decidedAgainst[c.stems[i-1]]
}

// decidedAgainst are the verbs of a decision that, before "against",
// rule a thing out: "decided against", "voted against".
var decidedAgainst = wordsAndStems("decided voted ruled chose")

// wordsAndStems is a set of ws both as said and as stems: the stemmer
// leaves some past forms whole ("voted"), so a claim's words may be
// either.
func wordsAndStems(ws string) map[string]bool {
	out := stemSet(ws)
	for w := range set(ws) {
		out[w] = true
	}
	return out
}

// callsItselfException reports whether c names itself an exception to a
// rule ("Exception: the beta build ships PostHog", "the QC pipeline is the
// one exception"), which leaves the rule standing for the rest.
func callsItselfException(c Claim) bool { return slices.Contains(c.stems, "exception") }

// kindDeniedProbe are the claims that state a tool of the kind c denies to
// the whole project, if it does (deniesToolKind): they share no word with
// the denial but the tool's kind ("no analytics SDK", "Mixpanel tracks").
func (ix blockIndex) kindDeniedProbe(c Claim) []int {
	if k := deniedKind(c); k != "" {
		return ix["k:"+k]
	}
	return nil
}
