package capture

import "testing"

// gate43Classes are the classes of this stop, each with rows of other
// domains and wordings and its near misses (TestGate43Classes).
var gate43Classes = []struct{ name, rows string }{
	// OurPremise: a question opening on "since" or "as" and the team's own
	// standing takes that standing as given, and it is kept. Near misses:
	// "since" before someone else's rule or a time, a past or a change
	// given, and the standing asked.
	{"OurPremise", `
			store | since we're on Postgres 16, can I use MERGE in the migrations or is that too new?
			store | since our API gateway strips the Authorization header on /public, how should the widget authenticate?
			store | as we deploy every service on ECS Fargate, do we even need the node exporter?
			store | since we use pnpm workspaces for the monorepo, where should the shared eslint config go?
			reject | since the vendor forbids caching their prices, should we drop the Redis layer or just the price keys?
			reject | since when do we pin the chart versions?
			reject | since we moved the queue to SQS last week, do we still need the retry table?
			reject | are we on Postgres 16? can I use MERGE in the migrations?
			reject | as you can see, is the spread plot off at 120h?
		`},
	// ChangedPremise: a change given as the grounds of a question is the
	// occasion of what is asked: nothing is kept. Near misses: a standing
	// given, and the same change stated.
	{"ChangedPremise", `
			reject | Now that billing has moved to Chargebee, does the invoice cron still need the Stripe webhook?
			reject | now that we've switched the CDN to Fastly, should the purge script still call Cloudflare?
			reject | Given that the team has migrated to pytest, can the unittest base class go?
			store | Now that we're on Postgres 16, can the migrations use MERGE?
			store | Given that our meters push readings every 30 seconds, how big will the table get?
			store | Now that billing has moved to Chargebee, the invoice cron no longer needs the Stripe webhook.
		`},
	// EndedNow: a thing said out of use with a closing "now" ("the old
	// endpoint is gone now") is gone for good, not a state of the moment.
	// Near misses: how a thing stands or works this minute, the end under
	// way, an outage.
	{"EndedNow", `
			store | the old endpoint is gone now
			store | the v1 mobile API is archived now, v2 serves every client
			store | the legacy Hadoop cluster is decommissioned now
			store | the personal access tokens from the old CI are revoked now
			store | we moved the job queue to SQS last month — the RabbitMQ broker is retired now
			reject | CI is green now
			reject | the old S3 bucket is being deleted now
			reject | prod is dead now
			reject | the deploy is done now
			reject | latency is 300ms now
		`},
	// OwnCopyFault: what went wrong in the speaker's own copy of the work
	// ("in my local config", "on my laptop") is where it stands this
	// minute, whatever the sentence's subject. Near misses: the same fault
	// in the project's copy, the team's act.
	{"OwnCopyFault", `
			reject | it was a typo in my local config
			reject | the build failed on my laptop because of an old node version
			reject | the test broke in my fork because I hadn't rebased it
			reject | it was a stale cache on my machine
			store | it was a typo in the prod config
			store | the outage was caused by an expired cert
			store | we rolled payments-svc back to 4.2 after the incident
		`},
	// YouDidOnce: "you" and a verb whose past is its present ("you put",
	// "you set") tell what the assistant did, as "you added" does. Near
	// misses: the same with what to do instead, and the assistant's habit.
	{"YouDidOnce", `
			reject | you put the SQL inline in the handler
			reject | you set the timeout to 5s, that was last week's config
			reject | you set the retry limit to 3 in the worker, it's fine for now
			reject | you cut the release branch yesterday, I already tagged it
			feedback | you put the SQL inline in the handler, query builder please
			feedback | you set the timeout to 5s again, always use the value from config.yaml
		`},
	// SlavicPast: Czech, Slovak and Slovenian put the past's auxiliary
	// second, after the participle that opens the clause ("Přešli jsme
	// na pnpm"): read as "we did ...", a change the team made. Near
	// misses: the same asked, a plan, a maybe.
	{"SlavicPast", `
			store | Rozhodli jsme se, že OMS bude brát jako zdroj pravdy model z GIS, ne tagy ze SCADA.
			store | Přešli jsme na pnpm.
			store | Dohodli jsme se, že nasazujeme jen v úterý.
			store | Rozhodli jsme se používat Terraform pro všechny nové služby.
			store | Odločili smo se, da vse nove storitve pišemo v Go.
			reject | Přešli jsme na pnpm?
			reject | Přejdeme na pnpm příští týden.
			reject | Možná bychom měli přejít na pnpm.
		`},
}

func TestGate43Classes(t *testing.T) { checkClasses(t, gate43Classes) }
