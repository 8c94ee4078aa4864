package statement

import "testing"

// TestReplacedAt: each way an act names the tool it replaced (left, torn
// out, swapped, moved off or from, stopped doing) names that tool gone;
// the look-alikes name none: "left" as an adjective or said of no one,
// "from" with no move, a move with no place it went to, a pronoun.
func TestReplacedAt(t *testing.T) {
	checkGoneOf(t, []goneCase{
		{"they left Bitbucket in March", []string{"bitbucket"}},
		{"we tore Celery out", []string{"celeri"}},
		{"we yanked out Moment", []string{"moment"}},
		{"Jenkins got swapped out for Buildkite", []string{"jenkin"}},
		{"we swapped Mailgun for Postmark", []string{"mailgun"}},
		{"the team migrated off Heroku onto Fly", []string{"heroku"}},
		{"billing was ported from Rails to Go", []string{"rail"}},
		{"we switched from Yarn to pnpm", []string{"yarn"}},
		{"we stopped shipping UMD bundles", []string{"umd", "bundl"}},
		{"there's no staging database anymore", []string{"stag", "databas"}},
		// must not
		{"the left sidebar holds filters", nil},
		{"exports from the warehouse go to S3", nil},
		{"we moved fast from day one", nil},
		{"we stopped posting them", nil},
		{"swapping is disabled on the hosts", nil},
	})
}

// conflictsOfAToolReplaced: a tool said replaced by a past act against the
// old tool stated as current, of the same job; paired with the history
// that agrees, the new tool stated, and a replacement in another job.
var conflictsOfAToolReplaced = []conflictCase{
	{"Chat alerts go to Slack.", "alerts are routed to Teams now, we left Slack", true},
	{"Chat alerts go to Teams.", "alerts are routed to Teams now, we left Slack", false}, // the new tool
	{"Invoices are rendered as HTML.", "we stopped generating HTML, invoices are rendered as PDFs now", true},
	{"Invoices are rendered as PDFs.", "we stopped generating HTML, invoices are rendered as PDFs now", false},
	{"Background jobs run on Celery.", "we ripped Celery out last month, background jobs run on Dramatiq", true},
	{"we used to run background jobs on Celery; now Dramatiq", "we ripped Celery out last month, background jobs run on Dramatiq", false}, // history
	{"Transactional mail is sent with Mailgun.", "Mailgun got swapped for Postmark, transactional mail is faster now", true},
	{"Newsletters are sent with Mailchimp.", "Mailgun got swapped for Postmark, transactional mail is faster now", false}, // another job
	{"Webhooks are queued in the nightly batch.", "webhooks are delivered in real time now, there's no batch for them anymore", true},
	{"Webhooks are signed with HMAC.", "webhooks are delivered in real time now, there's no batch for them anymore", false},
	{"The docs site is built with Lektor.", "docs site builds moved off Lektor onto Zola", true},
	{"The marketing site is built with Lektor.", "docs site builds moved off Lektor onto Zola", false}, // another site
	// the act alone, naming the old and the new tool of one kind and no
	// job: the old tool is gone from every job; a job named, or a tool
	// of another kind, keeps it to that job
	{"Card payments go through Adyen.", "Adyen got swapped for Stripe last quarter", true},
	{"Card payments go through Stripe.", "Adyen got swapped for Stripe last quarter", false},
	{"Payouts go through Adyen.", "Adyen got swapped for Stripe for card payments", false},
	{"Errors are reported to Sentry.", "we ripped out Sentry for Rollbar", true},
	{"Errors are reported to Sentry.", "we ripped out Datadog for Grafana", false},
}

func TestConflictsOfAToolReplaced(t *testing.T) { checkConflictsPaired(t, conflictsOfAToolReplaced) }

// TestMovedWhole: a thing moved, named by a modifier and its noun, is the
// whole of a subject that ends in that noun with more modifiers; a noun
// after it names a part, and a thing named by its noun alone is no more
// than that noun (other rules may still read the pair; this one must not).
func TestMovedWhole(t *testing.T) {
	checkPairRule(t, "movedAway", movedAway, []conflictCase{
		{"The primary matchmaking region is us-east-1.", "we moved the primary region to us-west-2", true},
		{"The primary matchmaking region is us-west-2.", "we moved the primary region to us-west-2", false},
		{"primary region backups are kept in us-east-1", "we moved the primary region to us-west-2", false},
		{"The analytics database is in us-east-1.", "we moved the database to us-west-2", false},
	})
}
