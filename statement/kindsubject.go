package statement

import (
	"slices"
	"strings"
	"sync"
)

// A subject is often named by the kind of tool it is in one memory and by
// the tool in the other: "the error tracker keeps events 30 days" and
// "Sentry keeps events 90 days", "the primary DB is in us-east-1" and "the
// primary RDS moved to us-west-2", "the queue's retention" and "RabbitMQ's
// retention". Word by word the two subjects never meet, so sameSubject
// reads the kind's noun and the tool as one word when one subject names
// the kind and no tool of it, and the other names exactly one tool of it.
// Two tools of one kind ("Postgres", "MySQL") stay two subjects, and so do
// two kinds ("the cache", "Postgres"). Likewise an attribute named in words
// that share none ("on-call", "the pager", "pages go to") is one attribute.
// Candidates files and looks up a claim by these readings too
// (kindSubjectKeys, kindProbe), so a pair that shares no subject word is
// still judged.

// kindSubjectNouns are the nouns the trade names each kind of tool by, as
// it says them, "|" between them; each kind here is a group of toolGroups,
// or several groups one noun covers ("linter" of JavaScript and Python).
var kindSubjectNouns = map[string]string{
	"database":       "database|datastore|primary store",
	"managed db":     "database|datastore",
	"cache":          "cache|cache layer|caching layer",
	"warehouse":      "warehouse|data warehouse",
	"queue":          "queue|message queue|broker|message broker|event bus|message bus",
	"ci":             "ci|continuous integration|build server|ci provider|ci server",
	"cdn":            "cdn",
	"objects":        "object storage|object store|blob storage|blob store",
	"errors":         "error tracker|error tracking|crash reporter|crash reporting|error monitoring|error reporting",
	"paging":         "pager|paging|paging tool|incident management|on-call tool",
	"metrics":        "monitoring|metrics backend|apm|monitoring stack",
	"logs":           "log aggregator|log aggregation|log management|log shipper|log backend",
	"secrets":        "secret store|secrets store|secret manager|secrets backend",
	"email":          "email provider|mail provider|email service|email service provider|esp|mail service",
	"search":         "search engine|search backend|search cluster",
	"proxy":          "reverse proxy|proxy|web server|ingress controller|ingress",
	"orchestrator":   "orchestrator|container orchestrator|container platform",
	"iac":            "iac|infrastructure as code|provisioning tool",
	"bundler":        "bundler|build tool",
	"js tests":       "test runner|test framework|unit test framework",
	"py tests":       "test runner|test framework|unit test framework",
	"e2e tests":      "e2e framework|e2e test framework|browser test framework|e2e runner",
	"js lint":        "linter",
	"py lint":        "linter|formatter",
	"orm":            "orm",
	"payments":       "payment provider|payment processor|payment gateway|psp",
	"auth":           "identity provider|idp|auth provider|authentication provider",
	"flags":          "feature flag service|flag service|feature flag provider",
	"jobs":           "job queue|background job|background jobs|job runner|task queue|job processor",
	"workflow":       "scheduler|workflow engine|workflow orchestrator|dag scheduler",
	"game engine":    "game engine|engine",
	"physics engine": "physics engine",
	"docs site":      "docs generator|static site generator|ssg|docs tool",
	"vectors":        "vector store|vector database|vector db|vector index",
	"analytics":      "product analytics|analytics|analytics provider",
	"issues":         "issue tracker|bug tracker|ticket tracker|ticketing system",
	"experiments":    "experiment tracker|experiment tracking",
	"sms":            "sms provider|sms gateway",
	"push":           "push provider|push service",
	"py web":         "web framework|backend framework",
	"js web":         "web framework|backend framework",
	"ui":             "frontend framework|ui framework|ui library",
	"serving":        "model server|inference server|serving stack",
	"migrations":     "migration tool|migrations tool",
	"gitops":         "cd tool|deploy tool|continuous delivery",
	"vpn":            "vpn",
	"dep scanning":   "dependency bot|dependency updater",
	"feature db":     "feature store",
}

// kindPhrase is one noun of a kind, as the stems a subject holds.
type kindPhrase struct {
	stems []string
	kind  string
}

// kindLexicon is the nouns of every kind, longest first so "message queue"
// is read before "queue", and the stem of each one-word tool name with its
// kind. A noun several groups share is one kind, named by the noun.
var kindLexicon = sync.OnceValues(func() ([]kindPhrase, map[string][]string) {
	var phrases []kindPhrase
	tools := map[string][]string{}
	for group, nouns := range kindSubjectNouns {
		kind := kindToken(group)
		for _, n := range strings.Split(nouns, "|") {
			phrases = append(phrases, kindPhrase{stemsOf(n), kind})
		}
		for _, line := range toolGroups[group] {
			for _, name := range toolAliases(line) {
				if !strings.Contains(name, " ") {
					tools[canonical(Stem(name))] = appendUnique(tools[canonical(Stem(name))], kind)
				}
			}
		}
	}
	slices.SortStableFunc(phrases, func(x, y kindPhrase) int { return len(y.stems) - len(x.stems) })
	return phrases, tools
})

// kindToken is the word a kind is read as; groups a noun shares read as
// one ("js tests" and "py tests" are both a test runner).
func kindToken(group string) string {
	switch group {
	case "managed db":
		group = "database"
	case "py tests":
		group = "js tests"
	case "py lint":
		group = "js lint"
	case "py web":
		group = "js web"
	}
	return "§kind:" + group
}

// stemsOf is the stems of a phrase's words, in order.
func stemsOf(phrase string) []string {
	var out []string
	for _, w := range strings.Fields(phrase) {
		out = append(out, canonical(Stem(w)))
	}
	return out
}

// appendUnique appends s to l unless l holds it.
func appendUnique(l []string, s string) []string {
	if slices.Contains(l, s) {
		return l
	}
	return append(l, s)
}

// kindNounsIn returns ws with each noun of a kind read as the kind's token
// (of the kinds in only, or of any when only is nil), and the kinds named.
func kindNounsIn(ws []string, only map[string]bool) ([]string, []string) {
	phrases, _ := kindLexicon()
	var out, kinds []string
	for i := 0; i < len(ws); i++ {
		if p, ok := kindPhraseAt(phrases, ws, i); ok && (only == nil || only[p.kind]) {
			out = append(out, p.kind)
			kinds = append(kinds, p.kind)
			i += len(p.stems) - 1
			continue
		}
		out = append(out, ws[i])
	}
	return out, kinds
}

// kindPhraseAt is the longest noun of a kind that starts at ws[i].
func kindPhraseAt(phrases []kindPhrase, ws []string, i int) (kindPhrase, bool) {
	for _, p := range phrases {
		if i+len(p.stems) <= len(ws) && slices.Equal(ws[i:i+len(p.stems)], p.stems) {
			return p, true
		}
	}
	return kindPhrase{}, false
}

// toolsOfKind are the positions of the words of ws that are a tool of kind.
func toolsOfKind(ws []string, kind string) []int {
	_, tools := kindLexicon()
	var out []int
	for i, w := range ws {
		if slices.Contains(tools[w], kind) {
			out = append(out, i)
		}
	}
	return out
}

// kindNamedAs returns a and b with a kind's noun in one and the one tool of
// that kind in the other read as one word, for each kind one names by its
// noun alone and the other by its tool alone, and with an attribute both
// name, each in its own words, read as one word.
func kindNamedAs(a, b []string) ([]string, []string) {
	a, b = nounAgainstTool(a, b)
	b, a = nounAgainstTool(b, a)
	return attributeNamedAs(a, b)
}

// attributeNamings are attributes of a thing the trade names in words that
// share none: who is paged for it ("the API on-call", "API pages go to",
// "the API pager"). Each is read as one word when both subjects name it.
var attributeNamings = map[string]string{
	"oncall": "on-call|on call|oncall|on-call rotation|pager rotation|pager|pages|paging|paged|page|pager duty",
}

// attributePhrases are attributeNamings' namings as stems, longest first.
var attributePhrases = sync.OnceValue(func() []kindPhrase {
	var out []kindPhrase
	for name, namings := range attributeNamings {
		for _, n := range strings.Split(namings, "|") {
			out = append(out, kindPhrase{stemsOf(n), "§attr:" + name})
		}
	}
	slices.SortStableFunc(out, func(x, y kindPhrase) int { return len(y.stems) - len(x.stems) })
	return out
})

// attributeNamedAs reads, in a and b, each attribute both name as its
// token, once.
func attributeNamedAs(a, b []string) ([]string, []string) {
	ar, ak := phrasesIn(attributePhrases(), a)
	br, bk := phrasesIn(attributePhrases(), b)
	for _, k := range ak {
		if slices.Contains(bk, k) {
			return ar, br
		}
	}
	return a, b
}

// phrasesIn returns ws with each of phrases read as its token, once, and
// the tokens read.
func phrasesIn(phrases []kindPhrase, ws []string) ([]string, []string) {
	var out, kinds []string
	for i := 0; i < len(ws); i++ {
		p, ok := kindPhraseAt(phrases, ws, i)
		switch {
		case !ok:
			out = append(out, ws[i])
		case !slices.Contains(kinds, p.kind):
			out = append(out, p.kind)
			kinds = append(kinds, p.kind)
		}
		if ok {
			i += len(p.stems) - 1
		}
	}
	return out, kinds
}

// nounAgainstTool reads, for each kind n names by its noun and by no tool,
// the single tool of it t names (and no noun of it) as the kind's token.
// The noun side may name no part the tool side does not ("the VPN
// gateway's admin UI" is no "WireGuard"): its words lie within the other's.
func nounAgainstTool(n, t []string) ([]string, []string) {
	_, kinds := kindNounsIn(n, nil)
	_, tKinds := kindNounsIn(t, nil)
	orig, read := t, map[string]bool{}
	for _, k := range kinds {
		at := toolsOfKind(t, k)
		if len(at) != 1 || len(toolsOfKind(n, k)) > 0 || slices.Contains(tKinds, k) {
			continue
		}
		t = slices.Clone(t)
		t[at[0]] = k
		read[k] = true
	}
	if len(read) == 0 {
		return n, t
	}
	if nr, _ := kindNounsIn(n, read); within(nr, t) {
		return nr, t
	}
	return n, orig
}

// kindSubjectKeys are the kind tokens of the nouns and tools of c's
// subject, which Candidates files a claim under so a subject named by
// its kind finds one named by its tool.
func kindSubjectKeys(c Claim) []string {
	_, kinds := kindNounsIn(c.Subject, nil)
	_, tools := kindLexicon()
	for _, w := range c.Subject {
		kinds = append(kinds, tools[w]...)
	}
	_, attrs := phrasesIn(attributePhrases(), c.Subject)
	return append(kinds, attrs...)
}

// kindProbe is c's subject with each noun of a kind and each tool read as
// its kind, and each attribute of attributeNamings as its token, which
// Candidates looks a claim up by; nil if it names none.
func kindProbe(c Claim) []string {
	read, attrs := phrasesIn(attributePhrases(), c.Subject)
	read, kinds := kindNounsIn(read, nil)
	kinds = append(kinds, attrs...)
	_, tools := kindLexicon()
	for i, w := range read {
		if ks := tools[w]; len(ks) > 0 {
			read[i] = ks[0]
			kinds = append(kinds, ks[0])
		}
	}
	if len(kinds) == 0 {
		return nil
	}
	return read
}

// headsOnCall reports whether c's subject ends in a naming of who is paged
// ("the checkout pager goes to Ana", "billing API pages go to the platform
// team"): whatever its verb, it states who answers for the thing this
// shift, as "checkout on-call is Ben" does, not a place it goes to.
func headsOnCall(c Claim) bool {
	// "list endpoints page with offset and limit" pages through results
	if v := canonical(Stem(c.verb)); c.verb != "" && !goVerbs[v] && !routeVerbs[v] {
		return false
	}
	hw := c.headWords
	for _, p := range attributePhrases() {
		if p.kind == "§attr:oncall" && len(p.stems) <= len(hw) && slices.Equal(hw[len(hw)-len(p.stems):], p.stems) {
			return true
		}
	}
	return false
}

// routeVerbs say where a page or an alert is sent: "pages route to Ana".
var routeVerbs = stemSet("route routes routed")

// rotationWords say what kind of thing is paged, not who: "the Learning
// Platform rotation in PagerDuty" and "the learning-platform PD schedule"
// name one group.
var rotationWords = stemSet("rotation rotations schedule schedules team squad group pagerduty opsgenie pd pager on-call oncall escalation policy")

// sameRotation reports whether a and b both state who is paged and name
// one group, told apart only by what kind of thing it is or where it is
// kept.
func sameRotation(a, b Claim) bool {
	return attribute(a) == attrOnCall && attribute(b) == attrOnCall && nested(whoPaged(a.Value), whoPaged(b.Value))
}

// whoPaged is value without its rotationWords.
func whoPaged(value []string) []string {
	out := make([]string, 0, len(value))
	for _, w := range value {
		if rotationWords[w] {
			continue
		}
		out = append(out, w)
	}
	return out
}
