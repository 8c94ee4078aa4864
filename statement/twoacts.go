package statement

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// changeVerbRe matches the verbs that say a value was changed or replaced,
// whatever the attribute: such a verb restates the attribute it changes,
// so it tells no act of its own.
var changeVerbRe = lazyre.New(`(?i)^(?:` + changeVerbs + `|switched|moved|migrated|replaced|swapped|ported|upgraded|downgraded|handed|transferred)$`)

// twoActs reports whether a and b each tell an act done to their one
// subject, by two verbs of no known attribute with two prepositions: "the
// admin app talks to the Shopify API" and "the admin app is styled with
// Tailwind"; "the admin panel talks to Stripe" and "is bundled with
// Vite". Each act is an attribute of its own, so two such values
// both hold. A verb that says the value changed ("moved to", "switched
// to") tells no act of its own, and one preposition ("talks to A",
// "connects to B") or values of one kind leave the acts one.
func twoActs(a, b Claim) bool {
	if a.verb == "" || b.verb == "" || a.prep == "" || b.prep == "" || a.prep == b.prep {
		return false
	}
	if attribute(a) != "" || attribute(b) != "" || !tellsAction(a) || !tellsAction(b) {
		return false
	}
	return canonical(Stem(a.verb)) != canonical(Stem(b.verb)) && !saysChange(a) && !saysChange(b) &&
		valueKindsApart(a.typed.stated, b.typed.stated)
}

// valueKindsApart reports whether a and b each state a typed value and share
// no kind: two values of one kind ("talks to api.acme.io", "connects
// through api2.acme.io") may be one attribute said with two verbs.
func valueKindsApart(a, b []typed) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	for _, x := range a {
		if hasKind(b, x.kind) {
			return false
		}
	}
	return true
}

// saysChange reports whether c's verb says its value changed.
func saysChange(c Claim) bool {
	return changeVerbRe.MatchString(c.verb)
}

// actOnToolsThing reports whether rest, the words after a negation, open
// with a verb of no use and name a tool only as where the things acted on
// come from or whose they are: "log card numbers from Stripe", "cache
// responses of the GitHub API", "log whole HL7 messages". The ban is on
// the act done to those things; the tool stays in use. A tool right after
// the verb ("use Stripe", "log to Datadog") is the act's own object or
// place, and no such thing.
func actOnToolsThing(rest []string) bool {
	if len(rest) < 4 || useVerbs[rest[0]] || auxiliaries[rest[0]] || copulas[rest[0]] {
		return false
	}
	for j := 3; j < len(rest); j++ {
		if (rest[j-1] == "from" || rest[j-1] == "of") && Plural(rest[j-2]) && isTool(rest[j]) {
			return true
		}
	}
	for j := 2; j+1 < len(rest); j++ {
		if t, n := typedAt(rest, j); n == 1 && strings.HasPrefix(t.kind, "version ") && Plural(rest[j+1]) {
			return true // "HL7 messages", "S3 objects": a thing of that standard or tool
		}
	}
	return false
}
