package statement

import (
	"slices"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// generalRe says a value holds by default or for most of a kind, not for
// each member: "by default", "defaults to", "most services". A bound ("at
// most 100") and a superlative ("the most recent") are no such thing, nor
// is a default said never to be overridden ("the prettier default, don't
// override it"): that is the value for all.
var (
	generalRe    = lazyre.New(`(?i)\b(by default|defaults?|most)\b`)
	notGeneralRe = lazyre.New(`(?i)\b(at|the)\s+most\b|\bdefaults?\b[^.;]*\b(?:don't|do\s+not|never)\s+override\b`)
)

// everyRe says a value holds for all of a kind ("all services", "every
// service"); holdoutRe that a thing still does what it did, or does
// otherwise "instead of" the value the rule names: a laggard or an
// exception one member is known to be, not a rule of its own ("every
// service deploys with Helm", "the payments gateway deploys with
// Terraform instead of Helm").
var (
	everyRe   = lazyre.New(`(?i)\b(all|every)\b`)
	holdoutRe = lazyre.New(`(?i)\b(still|instead\s+of)\b`)
)

// general reports whether text says what holds by default or for most.
func general(text string) bool {
	return generalRe.MatchString(notGeneralRe.ReplaceAllString(text, ""))
}

// memberOf reports whether a says what holds by default or for most and b,
// which says neither, is of one member it names by a word in front of
// the thing a is of: "by default, caches expire after 5 minutes" and "the
// pricing cache expires after an hour", "most services use Postgres" and
// "the audit service writes to DynamoDB" both hold. Of the thing itself
// ("the cache TTL is an hour") b overrides nothing and clashes. What holds
// for all ("all services log in JSON") is a rule one member may lag
// behind when it says it still does otherwise ("the legacy billing
// service still logs plain text"); said plainly, it clashes. A b whose
// head a never says ("services default to 512Mi" and "the indexer gets
// 4Gi") is of one member named on its own, when a names what it is of.
func memberOf(a, b Claim) bool {
	if !(a.general || a.every && b.holdout && !b.every) || b.general {
		return false
	}
	h := b.headWords
	if len(a.headWords) > 0 && len(h) > 0 && !slices.ContainsFunc(h, func(w string) bool { return slices.Contains(a.said, w) }) {
		return true
	}
	for i := 0; i+1 < len(h); i++ {
		if slices.Contains(a.said, h[i+1]) && !slices.Contains(a.said, h[i]) && !isDigit(h[i][0]) {
			return true
		}
	}
	return false
}
