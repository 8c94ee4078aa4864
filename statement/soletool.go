package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A project that names a tool the only one of its kind, or denies using a
// tool at all, has said something of every part that would use one: "Stripe
// is our only PSP" excludes "card payments go through Adyen", and "we don't
// use Delta Lake" excludes "Delta Lake handles the silver tables". The
// sentences share no words but the tool or its kind, so the rules that need
// one subject, or one job said in the same words, miss them.

// onlyToolOfKind reports whether a says a tool is the only one of its kind
// and b states another tool of that kind in use: "Stripe is our only PSP"
// and "card payments go through Adyen"; "we deploy with Helm only" and
// "the charts are rendered by Kustomize". The "only" must touch the tool
// ("Helm only", "only Helm") or follow its copula ("Stripe is our only
// PSP"): "SendGrid only sends marketing mail" limits what SendGrid does,
// not which tool sends mail. A claim of a part ("billing uses Postgres
// only") holds for that part alone, so b must name the part too.
func onlyToolOfKind(a, b Claim) bool {
	t, ok := soleTool(a)
	if !ok || b.Negated || b.Event || b.open || callsItselfException(b) || hasValue(b.typed.stated, t) {
		return false
	}
	for _, w := range a.Subject {
		if !slices.Contains(t.stems, w) && !slices.Contains(b.said, w) {
			return false
		}
	}
	return slices.ContainsFunc(b.typed.stated, func(x typed) bool { return x.kind == t.kind && !doingWithout[x.v] })
}

// soleTool is the tool c says is the only one of its kind, if it says so.
func soleTool(c Claim) (typed, bool) {
	if !c.only || c.Negated || c.Event || c.open || callsItselfException(c) {
		return typed{}, false
	}
	for _, t := range c.typed.stated {
		if toolKind(t.kind) && overlap(t.stems, c.soleWords) {
			return t, true
		}
	}
	return typed{}, false
}

// soleWords are the stems of the words "only" makes the only ones: the
// word after it ("only Helm"), the word before it when it ends its clause
// ("Helm only", but not "Sidekiq only sends"), and the subject of "is our
// only", "is the only" ("Stripe is our only PSP").
func soleWords(toks []tok) []string {
	var out []string
	for i, t := range toks {
		if t.w != "only" {
			continue
		}
		if i+1 < len(toks) && toks[i+1].clause == t.clause {
			out = append(out, canonical(Stem(toks[i+1].w)))
		} else if i > 0 {
			out = append(out, canonical(Stem(toks[i-1].w)))
		}
		if i > 2 && possessives[toks[i-1].w] && soleCopula[toks[i-2].w] {
			out = append(out, canonical(Stem(toks[i-3].w)))
		}
	}
	return out
}

// soleCopula and possessives open "is our only", "is the only": the
// tool before them is the one.
var (
	soleCopula  = set("is are")
	possessives = set("our the")
)

// toolKind reports whether kind is a group of tools, not an amount, a
// version or a named value.
func toolKind(kind string) bool {
	_, ok := toolGroups[kind]
	return ok && !scalarKinds[kind] && !namedValues[kind]
}

// deniedToolInUse reports whether a, or a clause after it, denies that the
// project uses or runs a tool at all, naming the tool alone, and b states
// that tool in use: "we retired Mirth last month" and "ADT feeds land in
// Mirth Connect"; "we don't run an MQTT broker at all" and "devices check
// in over MQTT". A denial of a use ("we don't use Redis for sessions"), of
// a place ("in staging", "locally") or of another act ("we don't pin
// Electron") leaves the tool in use otherwise. A thing no list knows is
// matched by its whole name: "releases come out of a hand-rolled matrix,
// we don't use cargo-dist" and "release binaries are built with
// cargo-dist", as a denial standing alone is (Conflict).
func deniedToolInUse(a, b Claim) bool {
	if b.Negated || b.Event || b.open || callsItselfException(b) {
		return false
	}
	for _, d := range append([]Claim{a}, a.later...) {
		if deniesUse(d) && (slices.ContainsFunc(b.typed.stated, func(t typed) bool { return toolKind(t.kind) && namesToolAlone(d.Value, t) }) ||
			within(d.Value, b.Value) && within(b.Value, d.Value)) {
			return true
		}
	}
	return false
}

// deniesUse reports whether c denies using or running a thing, for no
// purpose and of no part.
func deniesUse(c Claim) bool {
	return c.Negated && !c.open && len(c.Subject) == 0 && len(c.purpose) == 0 && useVerbs[c.verb] && len(c.Value) > 0
}

// useVerbs are the verbs a denial of a tool's use is said with ("retired"
// is read as a use denied).
var useVerbs = set("use run")

// namesToolAlone reports whether value is the tool's name, with at most a
// noun of what it runs as: "mqtt broker", "delta lake".
func namesToolAlone(value []string, t typed) bool {
	n := 0
	for _, w := range value {
		switch {
		case slices.Contains(t.stems, w):
			n++
		case !runsAs[w]:
			return false
		}
	}
	return n > 0
}

// runsAs are the nouns a tool is run as: "an MQTT broker", "a Kafka
// cluster".
var runsAs = stemSet("broker server cluster instance")

// kindDeniedToPart reports whether a denies a kind of tool to a part of
// the project, naming the part and no tool of the kind but what doing
// without one is ("no ORM in the claims service, raw SQL only"), and b
// states a tool of the kind for that part ("claims queries go through
// SQLAlchemy ORM models"). deniesToolKind reads a denial to the whole
// project; one narrowed to a part holds wherever b names the part, and
// says nothing of another part ("the reporting service uses SQLAlchemy").
func kindDeniedToPart(a, b Claim) bool {
	kind, part := kindAndPart(a)
	if kind == "" || b.Negated || b.Event || b.open || callsItselfException(b) || !within(part, b.said) {
		return false
	}
	return slices.ContainsFunc(b.typed.stated, func(t typed) bool { return t.kind == kind && !doingWithout[t.v] })
}

// kindAndPart is the kind of tool c denies by its noun alone and the words
// of the part it denies it to, or "" when c denies no kind so, or names a
// tool of it that is used.
func kindAndPart(c Claim) (string, []string) {
	if !c.Negated || c.open || len(c.typed.excluded) > 0 {
		return "", nil
	}
	kind, spare := "", map[string]bool{}
	for _, t := range c.typed.stated {
		if !doingWithout[t.v] {
			return "", nil
		}
		for _, w := range t.stems {
			spare[w] = true
		}
	}
	var part []string
	for _, w := range c.said {
		switch g, ok := kindNames[w]; {
		case ok && kind == "":
			kind = g
		case !ok && !kindAlone[w] && !decidedAgainst[w] && !spare[w]:
			part = append(part, w)
		}
	}
	return kind, part
}

// soleToolProbe are the claims that state a tool of the kind c denies to
// the project (deniesToolKind) or to a part (kindDeniedToPart), or says
// has one tool only (onlyToolOfKind): they may share no word with c but
// the kind.
func (ix blockIndex) soleToolProbe(c Claim) []int {
	out := slices.Clone(ix.kindDeniedProbe(c))
	if t, ok := soleTool(c); ok {
		out = append(out, ix["k:"+t.kind]...)
	}
	if k, _ := kindAndPart(c); k != "" {
		out = append(out, ix["k:"+k]...)
	}
	return out
}

// nothingElseRe is "only" said with a negative word: "squash merging and
// nothing else", "nothing but squash merges". Either restricts to what it
// names as "only" does and denies nothing of it, so it is read as "only"
// before the claim's negation is.
var nothingElseRe = lazyre.New(`(?i)\s*,?\s+(?:and|but)\s+nothing\s+else\b|\bnothing\s+(?:else\s+)?but\b`)

// soleWording is text with "and nothing else" said as "only" after what it
// restricts and "nothing but" as "only" before it.
func soleWording(text string) string {
	return nothingElseRe.ReplaceAllStringFunc(text, func(m string) string {
		if strings.HasSuffix(strings.ToLower(m), "but") {
			return "only"
		}
		return " only"
	})
}
