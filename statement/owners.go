package statement

import (
	"slices"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// namedTeam reports whether toks open with a team by its name ("Team
// Orca owns payments-svc", "team Falcon runs the pager"): "team" then a
// word that is no verb, then a verb with -s. Such a "team" is no speaker
// dropped as "we" is ("team uses Vitest"): it and its name are who the
// claim is of, and the verb after them is the claim's.
func namedTeam(toks []tok) bool {
	return len(toks) > 2 && toks[0].w == "team" && !verbs[toks[1].w] && !claimAdverbs[toks[1].w] &&
		!functionWords[toks[1].w] && isSForm(toks[2].w)
}

// bucketSchemeRe is the scheme of a Google Cloud Storage URL
// ("gs://nlp-artifacts"), which names the store as "s3://" names S3: a
// bucket URL says where a thing goes and in which store.
var bucketSchemeRe = lazyre.New(`(?i)\bgs://`)

// bucketStores is text with each bucket URL's scheme said as its store.
func bucketStores(text string) string { return bucketSchemeRe.ReplaceAllString(text, "gcs://") }

// copyWords say a copy of a thing is kept somewhere: "artifacts are
// mirrored to s3://...", "a backup of the bucket goes to GCS".
var copyWords = stemSet("mirror mirrors mirrored mirroring backup backups replicate replicates replicated copy copies copied archive archived")

// copyElsewhere reports whether one of a and b puts a copy of a thing in
// an object store and the other the thing itself: "model artifacts are
// uploaded to GCS" and "model artifacts are mirrored nightly to S3" name
// a place and its mirror, and both hold. Two copies, or two places of the
// thing, are not set apart by this.
func copyElsewhere(a, b Claim) bool {
	return hasKind(a.typed.stated, "objects") && hasKind(b.typed.stated, "objects") &&
		slices.ContainsFunc(a.stems, inSet(copyWords)) != slices.ContainsFunc(b.stems, inSet(copyWords))
}

// teamNouns name a group of people that answers for things.
var teamNouns = set("team squad group org guild crew tribe")

// belongsToTeam reports whether c says a thing belongs to a team ("the
// payments rotation belongs to the SRE squad"): the team is its owner, as
// "the SRE squad owns the payments rotation" says. A thing that belongs to
// a thing ("this config belongs to the billing service") is a part of it,
// no owner's.
func belongsToTeam(c *Claim, toks []tok) bool {
	if c.Relation != "belongs" && c.Relation != "belong" || c.prep != "to" {
		return false
	}
	return slices.ContainsFunc(toks, func(t tok) bool { return teamNouns[t.w] })
}
