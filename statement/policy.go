package statement

import (
	"slices"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A policy is said as often by forbidding an act as by ordering it, and
// the two sides of one policy rarely share their wording beyond the act
// and what it is done to: "never let the pipeline touch migrations"
// forbids what "run db migrations automatically in the deploy pipeline"
// orders; "never make buckets public" what "the product-images bucket is
// public-read" states; "keep feature branches around after merging" what
// "feature branches are deleted after merge" does. The act and its object
// are the content words of the forbidding clause, less the verbs that
// only carry the order ("let", "make", "bother"); when all of them stand
// in the other's first clause, the other does what is forbidden.

// orderCarriers are the verbs that carry an order without naming the act:
// "never let the pipeline touch migrations" forbids the pipeline's acts on
// migrations, "never make buckets public" forbids buckets being public.
var orderCarriers = stemSet("let make bother touch ever")

// policyExceptRe marks a rule that names its own exception ("never make
// buckets public, except the assets bucket"): the exception is no flip.
var policyExceptRe = lazyre.New(`(?i)\b(except|exception|unless|besides|excluding|other\s+than)\b`)

// minPolicyCore is how many words of act and object a forbidding clause
// must name for them to be one policy's: one word ("never merge") is an
// act with no object, which forbids too widely to read against another.
const minPolicyCore = 2

// forbidsWhatIsDone reports whether a is a standing prohibition ("never
// ...") and b, neither denied nor an event, does in its first clause the
// act a forbids on the object a names: "never let the pipeline touch
// migrations", "run db migrations automatically in the deploy pipeline".
// A prohibition that names its exception, or whose act b says of another
// object ("never commit .env files", "commit the lockfile"), is none.
func forbidsWhatIsDone(a, b Claim) bool {
	if !a.Negated || !a.standing || b.Negated || b.Event || a.exception || a.excepts || guardedAgainst(b, a) {
		return false // "main is protected against force pushes" forbids it too
	}
	core := policyCore(a.firstSaid)
	return len(core) >= minPolicyCore && within(core, b.firstSaid) || orderedAlways(core, b)
}

// orderedAlways reports whether core is one act alone ("we never squash
// here") and b a standing order that opens with that act ("always
// squash-merge into main"): an act forbidden outright against the same
// act ordered always, whatever it is done to. Said without "always"
// ("squash fixups locally") it may be one case, and is not read so.
func orderedAlways(core []string, b Claim) bool {
	return len(core) == 1 && b.standing && len(b.firstSaid) > 0 && b.firstSaid[0] == core[0]
}

// Keeping a thing and deleting it are one act's two sides: "keep feature
// branches around after merging" against "feature branches are deleted
// after merge". keepVerbs and deleteVerbs are the verbs of each side.
var (
	keepVerbs   = stemSet("keep retain preserve")
	deleteVerbs = stemSet("delete deleted remove removed prune pruned purge purged")
)

// keepAgainstDelete reports whether a orders a thing kept (its first word
// a verb of keeping) and b's first clause says that thing deleted, every
// other word of a's first clause among b's: the thing and when. An amount
// on either side ("keep logs for 30 days", "logs are deleted after 30
// days") says how long, which both may agree on, and is not read so.
func keepAgainstDelete(a, b Claim) bool {
	if a.Negated || b.Negated || b.Event || len(a.firstSaid) == 0 || !keepVerbs[a.firstSaid[0]] ||
		len(a.typed.stated) > 0 || len(b.typed.stated) > 0 || !slices.ContainsFunc(b.firstSaid, inSet(deleteVerbs)) {
		return false
	}
	var thing []string
	for _, w := range a.firstSaid[1:] {
		if !lingering[w] {
			thing = append(thing, w)
		}
	}
	return len(thing) >= minPolicyCore && within(thing, b.firstSaid)
}

// lingering are the words that only say a kept thing stays: "keep
// branches around".
var lingering = stemSet("around")

// policyCore is the act and object of a forbidding clause: its content
// words less the verbs that carry the order.
func policyCore(said []string) []string {
	var out []string
	for _, w := range unstated(said) {
		if !orderCarriers[w] {
			out = append(out, w)
		}
	}
	return out
}

// policyCoreOf is the act and object c forbids, if c is a standing
// prohibition: Candidates looks it up among the other claims' words.
func policyCoreOf(c Claim) []string {
	if !c.Negated || !c.standing {
		return nil
	}
	return policyCore(c.firstSaid)
}
