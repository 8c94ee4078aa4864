package statement

import (
	"slices"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// ableRe is a statement that an act can be done: "orders can be scheduled
// ahead", "users may export their data".
var ableRe = lazyre.New(`(?i)\b(?:can|may|able\s+to|allowed\s+to)\b`)

// limitOf reports whether a says an act can be done, with no amount, and b
// that it can be done within a bound ("up to 7 days out", "within 30
// days"): the bound refines the capability, which both state. A
// capability said to be without bound ("kept forever") and the bound
// clash, and so do two bounds.
func limitOf(a, b Claim) bool {
	return a.able && b.able && !a.Negated && !b.Negated && len(a.typed.stated) == 0 && len(b.typed.stated) > 0 &&
		bounded(b.stems) && !slices.ContainsFunc(a.stems, inSet(boundless))
}

// bounded reports whether stems put a bound on an amount: "up to",
// "within", "at most".
func bounded(stems []string) bool {
	for i, w := range stems {
		if w == "within" || w == "up" && i+1 < len(stems) && stems[i+1] == "to" || w == "most" && i > 0 && stems[i-1] == "at" {
			return true
		}
	}
	return false
}

// boundless are the stems that say a thing has no bound.
var boundless = stemSet("forever indefinitely unlimited uncapped limitless anytime always")
