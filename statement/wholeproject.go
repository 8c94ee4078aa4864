package statement

import "slices"

// A project's memories name the project by its name all the time, and the
// name says nothing of which attribute a claim states: "payments-api builds
// with Go 1.23" is of the project whole, its attribute told by the verb
// alone, while "the Postgres connection pool of payments-api is capped at 20
// connections" and "Kenji is the primary on-call for payments-api" are of a
// part of it or someone's role in it. The name both say is no shared word of
// one thing; only a word the whole claim says too makes the part its own.

// wholeAndPart reports whether a and b both name the project they are
// said in, one by its name and nothing else, the other with a thing of
// that project the first never says: two attributes of one project, which
// both hold whatever their values. A claim that does not name the project
// ("install deps with yarn") may be of it whole, and two that name one
// attribute ("billing-api is maintained by Dana", "the billing-api code
// owner is Eli") are of the project's.
func wholeAndPart(a, b Claim) bool {
	if x := attribute(a); len(a.typed.project) == 0 || len(b.typed.project) == 0 || x != "" && x == attribute(b) {
		return false
	}
	own := append(slices.Clone(a.typed.project), b.typed.project...)
	return !shareBeyond(a, b, own) && (namedWhole(a, own) && len(partWords(b, a, own)) > 0 || namedWhole(b, own) && len(partWords(a, b, own)) > 0)
}

// shareBeyond reports whether a and b share a word other than the
// project's name and the verb both link by ("uses", "runs on"): a tool, a
// value or a noun both say ("crm-sync pulls from Salesforce every 10
// minutes", "the Salesforce poller in crm-sync is on a 6-hour cron")
// makes the part the whole's own, however each names it.
func shareBeyond(a, b Claim, own []string) bool {
	linkedBy := func(c Claim, w string) bool { return w == canonical(Stem(c.verb)) || w == canonical(Stem(c.Relation)) }
	for _, w := range a.said {
		if !slices.Contains(own, w) && !(linkedBy(a, w) && linkedBy(b, w)) && slices.Contains(b.said, w) {
			return true
		}
	}
	return false
}

// namedWhole reports whether c names the project it is said in and no
// other thing: its words are the project's name, its verb and the words
// that only say which environment or which attribute.
func namedWhole(c Claim, own []string) bool {
	return len(thingNamed(c, own)) == 0
}

// partWords are the words of c's thing that whole never says: what makes
// it a part of the project, or another thing in it.
func partWords(c, whole Claim, own []string) []string {
	var out []string
	for _, w := range thingNamed(c, own) {
		if !slices.Contains(whole.stems, w) && !slices.Contains(whole.said, w) && !whole.typed.ofGroup(w) {
			out = append(out, w)
		}
	}
	return out
}

// wholeAttributes are the nouns of what a project has as a whole, or of
// the project itself, and no part of it names: "CLI versions are
// calendar-based" is of the CLI, as "cli releases follow semver" is; "the
// orders-api repository is private" of orders-api.
var wholeAttributes = stemSet("version versions release releases licence license repo repository codebase project")

// thingNamed are the words of c's subject that name which thing it is of:
// not the project's name (own) nor a word of what kind of project it is
// ("the mobile app" of mobile), its verb, a noun of an attribute ("limit",
// "timeout", "version"), an environment ("production") or an amount,
// which tells when or how much ("releases weekly on Thursday"). A name
// does ("the free plan", "the Postgres pool").
func thingNamed(c Claim, own []string) []string {
	verbs := []string{canonical(Stem(c.verb)), canonical(Stem(c.Relation)), Stem(c.verb), Stem(c.Relation)}
	amount := func(w string) bool {
		return w != "" && isDigit(w[0]) || slices.ContainsFunc(c.typed.stated, func(t typed) bool { return scalarKinds[t.kind] && slices.Contains(t.stems, w) })
	}
	var out []string
	for _, w := range c.Subject {
		_, attr := nounAttributes()[w]
		attr = attr || wholeAttributes[w]
		if env, ok := contrasts[w]; slices.Contains(own, w) || projectKinds[w] || slices.Contains(verbs, w) || attr || ok && env[0] == 0 || amount(w) {
			continue
		}
		out = append(out, w)
	}
	return out
}

// onlyNumbersDiffer reports whether every type of value a and b state
// differently is a bare number, which says nothing of what it counts ("20
// connections", "Go 1.23"): a value with a type of its own (a period, a
// port, a tool) tells its attribute, whichever part it is said of.
func onlyNumbersDiffer(a, b []typed) bool {
	for _, x := range a {
		if x.kind != "number" && hasKind(b, x.kind) && !anyShared(a, b, x.kind) {
			return false
		}
	}
	return true
}

// numbersOfTwoAttributes reports whether a and b differ only in bare
// numbers, each claim names an attribute and the two differ, and one is of
// the project whole and the other of a part of it (wholeAndPart): "the
// Postgres connection pool of payments-api is capped at 20 connections"
// is a limit, "payments-api builds with Go 1.23" what it is made with.
func numbersOfTwoAttributes(a, b Claim) bool {
	x, y := attribute(a), attribute(b)
	return x != "" && y != "" && x != y && onlyNumbersDiffer(a.typed.stated, b.typed.stated) && wholeAndPart(a, b)
}
