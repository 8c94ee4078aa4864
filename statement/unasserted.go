package statement

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// unasserted reports whether text offers its claim without asserting that
// it holds: a question ("should we move the queue to NATS?"), a proposal or
// a plan of a change under a label ("proposal: move payroll to Deel",
// "next sprint: try a batch size of 512"), a thing weighed ("we're
// evaluating CockroachDB", "considering Honeycomb") or the speaker's own
// hedge ("we might drop iOS 15"). What is asked or weighed is not yet what
// holds, so it cannot exclude what does. A hedge of another thing ("card
// data could leak") and a permission ("each key may make 1000 requests")
// assert their claims.
func unasserted(text string, st Statement) bool {
	return st.Mood == Question && strings.HasSuffix(strings.TrimSpace(text), "?") || unassertedRe.MatchString(text)
}

// unassertedRe opens a claim as a proposal, a plan of a change, a thing
// weighed or the speaker's hedge. A label alone ("plan: Enterprise") is no
// plan of a change: the verb of a change must follow it.
var unassertedRe = lazyre.New(`(?i)^\s*(?:` +
	`(?:proposal|idea|todo|rfc|plan|next\s+(?:sprint|quarter|week|month|year|release))\s*:\s*(?:to\s+|we\s+(?:should|could)\s+)?` +
	`(?:move|switch|migrat|drop|try|replac|upgrad|bump|add|adopt|introduc|deprecat|remov|port|rewrit|evaluat)` +
	`|(?:maybe|perhaps)\b|(?:we|i)\s+might\b` +
	`|(?:we\s*'re\s+|we\s+are\s+|i\s*'m\s+|i\s+am\s+)?(?:considering|evaluating|exploring|thinking\s+about|looking\s+into|prototyping)\b)`)

// oneOffMarkedRe is a claim that calls itself a one-off without the word
// "exception": "one-off: we deployed the CVE patch on Friday", "for this
// launch only the freeze is one week", "just this once, skip the review".
// It leaves the standing rule as it was, as a marked exception does. A
// one-off named as a kind of thing ("Stripe Checkout for one-off
// purchases") marks no claim, nor does a scope that is no occasion ("for
// this repo only"). A rule waived for one occasion ("the Friday ban is
// waived this week only", "the freeze is suspended today") is one too.
var oneOffMarkedRe = lazyre.New(`(?i)^\s*(?:one-off|one\s+off|one-time)\s*[:,-]` +
	`|\b(?:just\s+this\s+once|(?:for|during)\s+this\s+` + occasions + `\s+only|only\s+(?:for|during)\s+this\s+` + occasions +
	`|a\s+one-(?:time|off)\s+exception` +
	`|this\s+` + occasions + `\s+only|(?:waived|suspended|lifted|relaxed|paused)\s+(?:just\s+)?(?:for\s+)?(?:this\s+` + occasions + `|today|tonight))\b`)

// occasions are the one-time events a one-off is marked for.
const occasions = `(?:launch|release|sprint|week|deploy|incident|migration|demo|quarter|month|run|outage)`
