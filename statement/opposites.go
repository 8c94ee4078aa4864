package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// oppositeGroup is one attribute whose values fall on two sides that
// exclude each other: a PR is small or big, a log line JSON or plain text,
// a connection over TLS or in plaintext. Either side may be said in many
// words; a thing said with a word of each side is of no one side.
// relational groups place a thing against another ("lint before
// committing"): both what is placed and what it is placed against must be
// the same for the two sides to clash.
type oppositeGroup struct {
	name       string
	sides      [2][]string
	relational bool
	// names are the nouns that name the attribute itself ("dark mode",
	// "light theme"): two values beside any of them are of one attribute.
	names []string
	// named: each side's words name the thing too ("MWAA" is Airflow's,
	// "self-hosted Airflow" names it), so two values are of one thing.
	named bool
	// held: the value is of the words after it alone, what is held one or
	// many ("share one AWS account"): the holders before it may be named
	// as a whole ("all environments") or by their members ("prod and
	// staging"), but two things held ("one Postgres cluster", "separate
	// databases") are two.
	held bool
}

// oppositeGroups are the attributes developers state as one of two
// opposite values, each with why its sides exclude each other.
var oppositeGroups = []oppositeGroup{
	// size and length: a PR, a function or a comment kept small is not one
	// big one, and verbose writing is long writing ("verbose explanations",
	// "keep comments short")
	{name: "size", sides: [2][]string{
		{"small", "smaller", "tiny", "short", "shorter", "brief", "concise", "terse"},
		{"big", "bigger", "large", "larger", "huge", "long", "longer", "lengthy", "verbose"}}},
	// order in time: done before a thing is not done after it
	{name: "order", relational: true, sides: [2][]string{{"before", "prior to"}, {"after", "afterwards"}}},
	// the format of text output: structured or plain
	{name: "format", names: []string{"format", "output"}, sides: [2][]string{{"json", "structured", "logfmt"}, {"plain text", "plain-text", "unstructured"}}},
	// whitespace that indents: tabs or spaces
	{name: "whitespace", names: []string{"indent", "indented", "indentation"}, sides: [2][]string{{"tab", "tabs"}, {"space", "spaces"}}},
	// a colour theme: dark or light
	{name: "theme", names: []string{"mode", "theme", "scheme"}, sides: [2][]string{{"dark"}, {"light"}}},
	// when a thing is loaded: up front, or when first needed
	{name: "loading", sides: [2][]string{
		{"at startup", "on startup", "at boot", "on boot", "eager", "eagerly", "upfront", "up front", "preloaded"},
		{"lazy", "lazily", "on demand", "on-demand", "first request", "first use"}}},
	// transport security: encrypted on the wire or not
	{name: "transport", sides: [2][]string{
		{"tls", "ssl", "mtls", "https", "encrypted"},
		{"plaintext", "cleartext", "unencrypted", "plain http"}}},
	// calls that wait for their answer or do not
	{name: "sync", sides: [2][]string{
		{"sync", "synchronous", "synchronously"}, {"async", "asynchronous", "asynchronously"}}},
	// letter case
	{name: "case", names: []string{"case", "casing"}, sides: [2][]string{
		{"lowercase", "lower-case", "lower case"}, {"uppercase", "upper-case", "upper case", "all caps"}}},
	// whether letter case tells two strings apart: a code matched whatever
	// its case is not one that must match it exactly
	{name: "case match", sides: [2][]string{
		{"case-insensitive", "case insensitive", "case-insensitively", "ignores case", "ignore case", "any case", "regardless of case"},
		{"case-sensitive", "case sensitive", "case-sensitively", "match case", "matches case", "exact case", "case exactly", "case matters"}}},
	// how many of a thing its holders have: one they all share, or one
	// each ("All environments share one AWS account", "prod and staging
	// live in separate AWS accounts")
	{name: "sharing", held: true, sides: [2][]string{
		{"share one", "share a", "share an", "share the same", "shared", "a single", "one shared", "one single"},
		{"separate", "dedicated", "its own", "their own", "distinct"}}},
	// who runs a product: the team itself, or its cloud's managed
	// offering of that very product (self-hosted Airflow is not MWAA; a
	// self-hosted Grafana may well run on EKS)
	hosting("kubernetes", "k8s", "eks", "gke", "aks"),
	hosting("airflow", "", "mwaa", "cloud composer", "astronomer"),
	hosting("kafka", "", "msk", "confluent cloud"),
	hosting("postgres", "postgresql", "rds", "aurora", "cloud sql"),
	hosting("elasticsearch", "", "elastic cloud", "opensearch service"),
}

// hosting is the group of who runs product, said by its name or short
// name, against its managed offerings.
func hosting(product, short string, offerings ...string) oppositeGroup {
	var self []string
	for _, p := range []string{product, short} {
		if p != "" {
			self = append(self, "own "+p, "self-hosted "+p, "self-managed "+p, "in-house "+p)
		}
	}
	return oppositeGroup{name: "hosting " + product, sides: [2][]string{self, offerings}, named: true}
}

// oppositeReading is one clause's value of an opposite group: the group,
// the side, and the content words around it (what the value is of), split
// at the value for a relational group.
type oppositeReading struct {
	group, side   int
	before, after []string
	// scope is what the clause limits itself to ("in test files"), the
	// value's own words left out ("in JSON" limits nothing).
	scope []string
}

// clauseBreakRe ends a clause: punctuation between clauses, a dash, or a
// conjunction of contrast. A dot ends one only before a space or the end,
// so "3.10" and ".c/.h" stay whole.
var clauseBreakRe = lazyre.New(`[,;:!?()\x{2014}\x{2013}]|\.(\s|$)|\s-\s|\s(but|while|whereas|unless)\s`)

// oppositeTokenRe is a word of a clause, hyphens, dots and slashes kept.
var oppositeTokenRe = lazyre.New(`[a-z0-9][a-z0-9.+#/_'-]*`)

// oppositeDenials mark a clause whose value is denied or avoided ("no long
// prose", "never make buckets public"): what it says is not the side it
// names.
var oppositeDenials = set("not no never don't doesn't isn't aren't won't without avoid stop nor")

// oppositeIdioms use a side's word for no value of the group: "as long as"
// is a condition, "in short" a summary.
var oppositeIdioms = lazyre.New(`\bas long as\b|\bin short\b|\bshort of\b|\blight of\b|\bbefore long\b|\blong before\b|\blong after\b`)

// oppositeGeneric are words of a clause that say nothing of what its value
// is of: the verbs of preference and permission ("keep", "fine"), and
// counts ("one big PR"), and the verbs any thing is said with ("runs",
// "uses"): "the cluster runs on EKS" is of the cluster.
var oppositeGeneric = set("keep kept prefer like want wants liked fine ok okay one be make made get always ideally please is are run runs running use uses used go goes live lives")

// comparedAwayRe opens the part of a clause that names what is not chosen:
// "one big PR per feature rather than a stack of tiny ones" states big
// PRs, not tiny ones.
var comparedAwayRe = lazyre.New(`\s(than|instead of)\s.*`)

// oppositesOf reads the opposite values text states, clause by clause.
func oppositesOf(text string) []oppositeReading {
	var out []oppositeReading
	for _, clause := range clauseBreakRe.Split(strings.ToLower(text), -1) {
		clause = comparedAwayRe.ReplaceAllString(clause, "")
		if oppositeIdioms.MatchString(clause) {
			continue
		}
		toks := oppositeTokenRe.FindAllString(clause, -1)
		for i := range toks {
			toks[i] = strings.TrimRight(toks[i], ".'")
		}
		if slices.ContainsFunc(toks, func(w string) bool { return oppositeDenials[w] || strings.HasSuffix(w, "n't") }) {
			continue
		}
		out = append(out, clauseOpposites(toks)...)
	}
	return out
}

// clauseOpposites is the opposite values one clause's words state: a group
// with words of one side only.
func clauseOpposites(toks []string) []oppositeReading {
	var out []oppositeReading
	for g, grp := range oppositeGroups {
		at := [2]int{-1, -1}
		var span [2]int
		for s, terms := range oppositeTerms[g] {
			for _, t := range terms {
				if i := phraseIndex(toks, t); i >= 0 {
					at[s], span = i, [2]int{i, i + len(t)}
					break // the first term in order names the side
				}
			}
		}
		if (at[0] < 0) == (at[1] < 0) {
			continue // neither side, or both: no one value
		}
		side := 0
		if at[0] < 0 {
			side = 1
		}
		r := oppositeReading{group: g, side: side, before: oppositeAnchors(toks[:span[0]]), after: oppositeAnchors(toks[span[1]:])}
		if grp.named || slices.ContainsFunc(toks, func(w string) bool { return slices.Contains(grp.names, w) }) {
			r.before = append(r.before, "="+grp.name) // the attribute named, whatever the word
		}
		r.scope = oppositeScope(slices.Concat(toks[:span[0]], toks[span[1]:]))
		out = append(out, r)
	}
	return out
}

// scopePrepositions open what a clause limits itself to: "in the docs
// repo", "for admin-dash", "within handlers".
var scopePrepositions = set("in for within inside")

// oppositeScope is the content words after the first scope preposition
// of toks, or none.
func oppositeScope(toks []string) []string {
	i := slices.IndexFunc(toks, func(w string) bool { return scopePrepositions[w] })
	if i < 0 {
		return nil
	}
	return oppositeAnchors(toks[i+1:])
}

// oppositeTerms are oppositeGroups' side terms split into words once, not
// for every clause of every memory.
var oppositeTerms = func() [][2][][]string {
	out := make([][2][][]string, len(oppositeGroups))
	for g, grp := range oppositeGroups {
		for s, terms := range grp.sides {
			for _, t := range terms {
				out[g][s] = append(out[g][s], strings.Fields(t))
			}
		}
	}
	return out
}()

// phraseIndex is where the words of phrase first stand in toks; -1 if
// nowhere.
func phraseIndex(toks, phrase []string) int {
	for i := 0; i+len(phrase) <= len(toks); i++ {
		if slices.Equal(toks[i:i+len(phrase)], phrase) {
			return i
		}
	}
	return -1
}

// oppositeAnchors are the stems of the content words among toks that may
// name what a value is of.
func oppositeAnchors(toks []string) []string {
	var out []string
	for _, w := range toks {
		if !oppositeGeneric[w] {
			out = appendContent(out, w)
		}
	}
	return out
}

// oppositeValues reports whether a and b give the same thing's value of
// one attribute from opposite sides: "Keep PRs small" and "One big PR per
// feature is fine"; "the api talks to redis over tls" and "Redis
// connections from the API are plaintext". What the values are of must be
// shared, on both sides of a relational value ("lint before committing",
// "lint after committing"); two things ("short names", "long docstrings")
// each have their own.
func oppositeValues(a, b Claim) bool {
	for _, x := range a.opposites {
		for _, y := range b.opposites {
			if x.group == y.group && x.side != y.side && sameOpposed(x, y, oppositeGroups[x.group].relational, oppositeGroups[x.group].held) {
				return true
			}
		}
	}
	return false
}

// sameOpposed reports whether two readings are of one thing: a word in
// common around the value, or, for a relational value, a word in common on
// each side of it; and, when both limit themselves to a scope, one scope
// within the other. A rule of one scope leaves another's standing.
func sameOpposed(x, y oppositeReading, relational, held bool) bool {
	if scopeWordsApart(x.scope, y.scope) {
		return false // two scopes: "small PRs in the API repo", "big PRs in the docs repo"
	}
	if relational {
		return overlap(x.before, y.before) && overlap(x.after, y.after)
	}
	if held {
		// what is held, by holders in no two environments apart ("dev
		// and QA share one database", "prod has a dedicated database")
		ex, ey := environments(slices.Concat(x.before, x.after)), environments(slices.Concat(y.before, y.after))
		return overlap(x.after, y.after) && (len(ex) == 0 || len(ey) == 0 || slices.Equal(ex, ey))
	}
	return overlap(slices.Concat(x.before, x.after), slices.Concat(y.before, y.after))
}

// oppositeKeys are the keys Candidates files c under for its opposite
// values: each group and side with each word the value is of.
func oppositeKeys(c Claim, flip bool) []string {
	var out []string
	for _, r := range c.opposites {
		side := r.side
		if flip {
			side = 1 - side
		}
		for _, w := range slices.Concat(r.before, r.after) {
			out = append(out, "o:"+oppositeGroups[r.group].name+":"+string(rune('0'+side))+":"+wordKey(w))
		}
	}
	return out
}
