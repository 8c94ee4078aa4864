package capture

import "testing"

// gate42Classes are the classes of this stop, each with rows of other
// domains and wordings and its near misses (TestGate42Classes).
var gate42Classes = []struct{ name, rows string }{
	// GroundsAfterDash: a request, then a dash and a standing claim that
	// gives its grounds, keeps the claim. Near misses: grounds of the
	// moment, grounds that point back at what is asked.
	{"GroundsAfterDash", `
			store | cache the exchange rates please — the ECB publishes reference rates once a day at 16:00 CET
			store | add a retry to the uploader — S3 returns 503 SlowDown above 3500 PUTs per second per prefix
			store | page through the results pls — the GitHub search API caps every query at 1000 hits
			reject | can you retry the sync — it got 429'd a couple of times just now
			reject | fix the login test — it's flaky
			reject | rerun the deploy — the runner is down right now
			reject | retry the export — the vendor's API is down again today
			reject | move the retry helper up — the constants block goes here
		`},
	// FiledNote: a label that files what follows in the listener's notes
	// or memory ("put this in your notes:", "write this down:") lets what
	// follows decide. Near misses: a note of the moment, a request to
	// put something in a file of the project.
	{"FiledNote", `
			store | Add this to your notes: our fiscal year starts on April 1.
			store | write this down: billing webhooks are retried five times over 24 hours
			store | Save this to memory: the staging database is restored from prod every Sunday night.
			reject | Put this in your notes: I'm out until 3pm today.
			reject | Add this to the changelog: fixed the login redirect.
			reject | add to the release notes: fixed the login redirect
		`},
	// ContrastStated: after the assistant's turn, a statement of how
	// things stand that names what they are not ("X, not Y") is a fact
	// unless it speaks of what the assistant touched. Near misses: the
	// contrast aimed at the assistant's own choice, and a command.
	{"ContrastStated", `
			store | I added a target-group health check with a 5s timeout. || the queue in front of the workers is SQS now, not RabbitMQ, since the rewrite
			store | I wrote the export as a nightly cron. || the warehouse is Snowflake these days, not Redshift
			store | I wrote the refund email template. || card payments go through Adyen since the migration, not Stripe
			feedback | I put the tests in a tests/ folder. || tests go next to the code, not in a tests folder
			feedback | I'll use requests for the HTTP calls. || we use httpx, not requests
			feedback | I added a target-group health check with a 5s timeout. || use a 10s timeout, not 5s
		`},
	// CommalessCondition: a condition run into its rule with no comma
	// ("if a migration touches X it needs sign-off") states the rule as
	// with the comma. Near misses: a rule under "would", "might" or
	// "could", and a condition whose pronoun belongs to it.
	{"CommalessCondition", `
			store | if a deploy touches the payments schema it needs a second reviewer
			store | if a job fails three times in a row it pages the on-call
			store | if an invoice is older than 90 days they send it to collections
			store | if a PR changes the public API nobody merges it without a changelog entry
			reject | if the migration touches the ledger table it might need a second reviewer
			reject | If it were up to me we'd use Kafka.
			reject | if nothing reads it anymore we could drop it after the audit i guess
			reject | if the job fails again it would be worth paging someone
		`},
	// DeniedDocument: a fact that names what it is not and the document
	// that still says so ("..., not 14 like the README says") is the
	// speaker's own. Near misses: the document's word alone, the same
	// asked, and a document agreed with.
	{"DeniedDocument", `
			store | fyi staging listens on 8443, not 8080 like the wiki still says
			store | our default branch is main, not master as the onboarding doc claims
			store | the api runs on node 20, not 18 like the docs say
			reject | staging listens on 8443 like the wiki says
			reject | the wiki says staging listens on 8080
			reject | does staging listen on 8443, or still 8080 like the wiki says?
		`},
	// Elsewhere: a claim placed at a job the speaker left or in a
	// project of their own. Near misses: the other place set against
	// this one, the same claim of this project, and a personal thing the
	// project uses.
	{"Elsewhere", `
			reject | at my last company we deployed straight from laptops, total chaos
			reject | in my side project I use Bun for everything
			reject | my personal site runs on Hugo with the PaperMod theme
			reject | at my old job the whole team was on Windows laptops
			store | we deploy from CI only, unlike my last company
			store | the CLI has to keep working on Python 3.8 because of RHEL 8
			store | the docs site is Markdown + mkdocs-material, not Sphinx
			feedback | never commit my personal token, use the bot token from env
			store | our old job scheduler was cron, the workers run on Temporal since March
		`},
	// OwnSandbox: what the speaker did to their own copy of the work
	// tells where it stands this minute. Near misses: the team's act on a
	// shared system, and the same act on the shared one.
	{"OwnSandbox", `
			reject | I reset my local db to last week's dump to test the migration
			reject | fyi I deleted node_modules locally to check something, ignore the lockfile noise
			reject | I switched my checkout to the 2.x branch to reproduce the bug
			store | we rolled the billing service back to v2.3.1 after the double-charge incident
			store | I reset the staging db to last week's dump after the bad migration
		`},
}

// TestGate42Classes (gate42): each class of gate42Classes.
func TestGate42Classes(t *testing.T) { checkClasses(t, gate42Classes) }

// TestGroundsAfterDashInCode (gate42): a dash inside a code span is no
// dash between a request and its grounds (the rows hold backticks, which
// a raw string cannot).
func TestGroundsAfterDashInCode(t *testing.T) {
	checkLines(t, "reject | add a `// MARK: - Networking` section above the request helpers\n"+
		"store | batch the `orders` sync pls — the ERP allows 2 requests per second per tenant")
}
