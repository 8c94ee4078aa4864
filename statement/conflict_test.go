package statement

import (
	"slices"
	"testing"
)

// conflictsOfAmounts: amounts, periods and versions read whatever their
// wording, and what they are of read without the verb or a reason; each
// conflict beside an agreement or another subject.
var conflictsOfAmounts = []conflictCase{
	{"The proxy read timeout is forty-five seconds.", "proxy_read_timeout: 45s", false},
	// A compound opened by "no" ("no-show", "no-op") names a thing: the
	// amounts after it are stated, not denied; a "no" of its own denies.
	{"no-show fee $25", "missed appointments are billed 25 USD", false},
	{"the no-op deploy: 2 minutes", "no-op deploys take 2 minutes", false},
	{"The no-show fee is $25.", "The no-show fee is $40.", true},
	{"The no-op deploy takes 2 minutes", "The no-op deploy takes 9 minutes.", true},
	{"we have no cache for search", "search uses Redis as its cache", true},
	// "a quarter of an hour" is 15 minutes: the "an" is read whole.
	{"the lock is held for a quarter of an hour", "the lock is held for 15 minutes", false},
	{"the lock is held for a quarter of an hour", "the lock is held for 30 minutes", true},
	{"reviews start within a quarter of an hour", "reviews start within an hour", true},
	{"The proxy read timeout is forty-five seconds.", "proxy_read_timeout: 60s", true},
	// "enough" says a value holds, not of what; "a second reviewer" is
	// no second of time.
	{"Deploy PRs need two approvals before merge.", "No, one approval is enough to merge. A second reviewer is optional.", true},
	{"Deploy PRs need two approvals before merge.", "No, two approvals are enough to merge. A second reviewer is optional.", false},
	{"The worker memory limit is 1Gi.", "The worker memory limit is 1024Mi.", false},
	{"The worker memory limit is 1Gi.", "Workers get 2 gigs of memory.", true},
	// A JVM flag is its heap in words; "g" is gigabytes; the maximum
	// and the initial heap are two settings.
	{"The worker JVM runs with -Xmx2g.", "Max heap for the worker JVM is 6g.", true},
	{"The worker JVM runs with -Xmx2g.", "the worker's max heap is 2 GB", false},
	{"The search JVM uses -Xmx16g.", "The search JVM's initial heap is 4g.", false},
	{"The search JVM uses -Xmx16g.", "The search JVM's max heap is 4g.", true},
	// A number word counts what follows it, "a single" is one, and
	// "times" counts, it is no verb.
	{"The gateway runs 3 replicas.", "the gateway runs a single replica", true},
	{"The gateway runs one replica.", "the gateway runs a single replica", false},
	{"The export job retries 4 times.", "the export job retries two times", true},
	{"The export job retries 4 times.", "The export job retries four times before giving up.", false},
	// Two tools and two amounts are two things, each with its amount.
	{"Webhooks from Shopify are retried 3 times.", "Webhooks from Stripe are retried 5 times.", false},
	{"Webhooks from Stripe are retried 3 times.", "Webhooks from Stripe are retried 5 times.", true},
	// One number of what the other's version is of is that version,
	// wherever it says where it is set; a number of a thing the
	// version is not of is none.
	{"Android minSdk is 24.", "minSdkVersion = 26 in app/build.gradle.kts", true},
	{"Android minSdk is 24.", "minSdkVersion = 24 in app/build.gradle.kts", false},
	{"We run Node 20 in CI.", "the CI node pool has 20 machines", false},
	{"The shard count is 16.", "There are sixteen shards.", false},
	{"The shard count is 16.", "There are eighteen shards.", true},
	// A bare number is exact; "the DB" names the database a tool is.
	{"The orders DB is on port 6432.", "orders postgres listens on 6433", true},
	{"The orders DB is on port 6432.", "orders postgres listens on 6432", false},
	// How often is a period, however said; a day and time only refines
	// it, and how long a thing is kept is another attribute.
	{"Triage handover is weekly.", "triage handover is Monday 10am", false},
	{"The release train runs weekly.", "The release train runs every day.", true},
	{"The sync job runs once a day.", "The sync job runs hourly.", true},
	{"DB backups run every 6 hours.", "Database backups run once a day.", true},
	{"Backups run nightly.", "Backups are kept for 7 days.", false},
	{"Metrics are scraped every minute.", "Metrics are kept for 15 days.", false},
	{"The nightly build starts at 1am.", "Nightly builds take about 40 minutes.", false},
	{"The nightly build starts at 1am.", "Nightly builds start at 3am.", true},
	// A version denied before "until" is denied still.
	{"We stay on Vue 2 and won't move to 3 until the plugins support it.", "the admin app was bumped to vue 3 yesterday", true},
	{"We stay on Vue 2 and won't move to 3 until the plugins support it.", "the admin app runs Vue 2", false},
	// A cron schedule runs at a time of day; one that runs every few
	// minutes names none. "kicks off" starts a job: "off" is no state.
	{"The invoice sync starts at 3am.", "invoice sync cron: `15 3 * * 1-5`", true},
	{"The invoice sync starts at 3:15 am.", "invoice sync cron: `15 3 * * 1-5`", false},
	{"The cleanup job kicks off at 22:00.", "the cleanup job schedule is 0 22 * * *", false},
	{"The cleanup job kicks off at 22:00.", "the cleanup job schedule is 30 23 * * *", true},
	{"The cleanup job kicks off at 22:00.", "the cleanup job runs */10 * * * *", false},
	// A setting whose name says its unit gives its number that unit:
	// "_seconds", ".ms", HTTP's "max-age" (seconds).
	{"The checkout gateway timeout is 30 seconds.", "checkout gateway timeout_seconds: 45", true},
	{"The checkout gateway timeout is 30 seconds.", "checkout gateway timeout_seconds: 30", false},
	{"Audit events are retained for 2 days.", "audit events retention.ms is 172800000", false},
	{"Audit events are retained for 2 days.", "audit events retention.ms is 604800000", true},
	// "timeout" names the value's type, as "version" does.
	{"The auto-archive timeout is 14 days.", "Channels auto-archive after 30 days.", true},
	{"The auto-archive timeout is 14 days.", "Channels auto-archive after two weeks.", false},
	// A dotted number, or any number said to be a version, in a clause
	// that names one product is its version; "2.1.x" is 2.1.
	{"Kubernetes version on the prod cluster is 1.28.", "the prod cluster runs k8s 1.30", true},
	{"Kubernetes version on the prod cluster is 1.28.", "the prod cluster runs k8s 1.28.3", false},
	{"We pin torch to 2.1.x.", "we are on torch 2.3 now", true},
	{"We pin torch to 2.1.x.", "we are on torch 2.1.2", false},
	{"we pin numpy to 1.26.x", "numpy is pinned at 2.0.1", true},
	{"we pin numpy to 1.26.x", "numpy is pinned at 1.26.4", false},
	// A reason after the claim says nothing of what its values are of.
	{"The API runs on Python 3.11.", "We need Python 3.12 now; the code uses the new generic syntax.", true},
	{"The API runs on Python 3.12.", "We need Python 3.12 now; the code uses the new generic syntax.", false},
	// The verb that links subject and value is no qualifier, unless
	// both say it; a qualifier noun still is.
	{"Production Postgres allows 500 connections.", "max_connections on prod postgres is 200", true},
	{"Production Postgres allows 200 connections.", "max_connections on prod postgres is 200", false},
	{"The search API allows 100 requests per minute.", "The upload API allows 10 requests per minute.", false},
	{"We only keep production logs for a month.", "prod log retention: 90 days", true},
	{"Logs are kept for 30 days.", "Logs are deleted after 30 days.", false},
	// A rate with a slash is per its unit of time.
	{"Each upload token may make 50 requests per minute.", "upload token rate limit: 20 req/min", true},
	{"Each upload token may make 50 requests per minute.", "upload token rate limit: 50 req/min", false},
	// A number between a noun and its verb names which thing, not a value.
	{"the billing service 12 talks to the cache over port 1012", "the billing service 32 talks to the cache over port 1032", false},
	{"the billing service 12 talks to the cache over port 1012", "the billing service 12 talks to the cache over port 2012", true},
	{"Team 2 owns the billing service.", "Team 3 owns the search service.", false},
	{"The retry limit is 5.", "The retry limit is 12.", true},
}

// conflictsOfWordings: word forms, identifiers, owners and values ruled
// out, however worded; each conflict beside an agreement or another subject.
var conflictsOfWordings = []conflictCase{
	// An identifier's words are its words: "ENABLE_DARK_THEME".
	{"The dark theme flag is off in production.", "ENABLE_DARK_THEME=true in production", true},
	{"The dark theme flag is on in production.", "ENABLE_DARK_THEME=true in production", false},
	// A thing said to be a person's by a pronoun is owned by the
	// person pointed to.
	{"Omar owns the search service.", "ask Wei about search, the service is hers", true},
	{"Wei owns the search service.", "ask Wei about search, the service is hers", false},
	{"Omar owns the billing cron.", "talk to Ines - the reporting cron is hers", false},
	// A plural of a tool is the tool.
	{"Training runs on the H100s.", "Training runs on A100 nodes.", true},
	{"Training runs on the H100s.", "Training runs on H100 nodes.", false},
	// "built" is "build"; a month dates a claim, it names no subject.
	{"we switched the build to Rollup in April", "The frontend is built with Parcel.", true},
	{"we switched the build to Rollup in April", "The frontend is built with Rollup.", false},
	// RN is React Native, abandoned or not.
	{"The mobile app is built with React Native.", "We abandoned RN last year; the apps are fully native.", true},
	{"The mobile app is built with React Native.", "The mobile app is built with RN.", false},
	// Moving off a value, stopping it, or taking it down rules it out;
	// where the move goes is stated.
	{"The scheduler moved off Airflow to Dagster.", "Pipelines are scheduled with Airflow.", true},
	{"The scheduler moved off Airflow to Dagster.", "Pipelines are scheduled with Dagster.", false},
	{"Stop suggesting Mocha for the unit tests.", "Unit tests run with Mocha.", true},
	{"Stop suggesting Mocha for the unit tests.", "Unit tests run with Vitest.", false},
	{"The Jenkins server was decommissioned.", "CI runs on Jenkins.", true},
	{"The Jenkins server was decommissioned.", "CI runs on Buildkite.", false},
	// Who owns a thing is a value of that thing, whoever is named first
	// and whichever voice.
	{"Priya owns the billing service.", "The billing service owner is Marcus.", true},
	{"The billing service is owned by Dana.", "Marcus maintains the billing service.", true},
	{"Priya owns the billing service.", "The billing service is owned by Priya.", false},
	{"Priya owns the billing service.", "Priya owns the search service.", false},
	{"The billing service is owned by Dana.", "Lukas is on call for the billing service this week.", false},
	// Moving a thing off X rules X out, wherever the thing is named. One
	// word is too little to be denied.
	{"Named exports only, please, no wildcard exports.", "Don't use wildcard exports.", false},
	{"CI runs on CircleCI.", "We moved CI off CircleCI and onto Buildkite last year.", true},
	{"CI runs on Buildkite.", "We moved CI off CircleCI and onto Buildkite last year.", false},
	// A correction's excluded value stated by another wording of its
	// subject, which shares a word with it; not its value, nor the
	// excluded value of another subject.
	{"The error budget tool is Nobl9, not Blameless.", "SLO budgets are reported through the Blameless dashboard", true},
	{"The error budget tool is Nobl9, not Blameless.", "error budgets are tracked through the Nobl9 dashboard", false},
	{"The error budget tool is Nobl9, not Blameless.", "Incident retros are written in Blameless.", false},
}

// conflictsOfToolsAndVersions: versions however named, tools ruled out
// however said, tools of one job; each beside its agreement.
var conflictsOfToolsAndVersions = []conflictCase{
	// A platform's number after a copula is its version, and a clause
	// that names no product continues the last one's versions.
	{"The mobile app supports iOS 15 and above.", "minimum iOS is 16, we dropped 15", true},
	{"The mobile app supports iOS 16 and above.", "minimum iOS is 16, we dropped 15", false},
	// A tool that broke something is ruled out.
	{"we build on debian-slim, alpine broke musl stuff", "Docker base image is alpine.", true},
	{"we build on debian-slim, alpine broke musl stuff", "Docker base image is debian-slim.", false},
	// Two tools of one job need fewer shared words than two amounts.
	{"Passwords are hashed with bcrypt at cost 12.", "we hash user passwords with argon2id", true},
	{"Passwords are hashed with bcrypt at cost 12.", "we hash user passwords with bcrypt", false},
	{"The retry limit for Stripe webhooks is 5.", "The retry limit for email sends is 3.", false},
	{"the VPN is WireGuard", "the VPN is OpenVPN", true},
	// Moving away from a tool, deleting or disabling it rules it out;
	// a lockfile names its package manager.
	{"We moved away from Jenkins to Buildkite last year.", "CI runs on Jenkins.", true},
	{"We moved away from Jenkins to Buildkite last year.", "CI runs on Buildkite.", false},
	{"the API is on pnpm now, package-lock.json was deleted", "install the API's deps with npm", true},
	{"the API is on pnpm now, package-lock.json was deleted", "install the API's deps with pnpm", false},
	{"CI tests on Python 3.12; the 3.11 job is disabled", "CI tests on Python 3.11", true},
	{"CI tests on Python 3.12; the 3.11 job is disabled", "CI tests on Python 3.12", false},
	// A cloud region is a value of its own type; a provider beside it
	// is no other answer.
	{"The primary database runs in eu-central-1.", "primary database region: us-west-2", true},
	{"The primary database runs in eu-central-1.", "primary database region: eu-central-1", false},
	{"Our primary cloud is AWS.", "primary region is us-west-2", false},
	// A dotted number read as the version of what the other names a
	// version of, when it is of the same thing; never of another thing.
	{"The edge proxies run Envoy 1.29.", "the edge proxies are still on 1.27", true},
	{"The edge proxies run Envoy 1.29.", "the edge proxies are on 1.29.2", false},
	{"The database is PostgreSQL 16.", "The dropout rate is 0.1.", false},
	// "in this repo" says where the speaker works, not of what.
	{"prefer named exports for React components", "Don't use named exports in this repo.", true},
	// A value said to be too much of something is ruled out; "too" at a
	// clause's end is "also".
	{"the worker pool uses 8 threads, 16 was too slow to start", "the worker pool uses 16 threads", true},
	{"we cache sessions in Redis, rate limits in Redis too", "sessions are cached in Redis", false},
	// Gradle is a build tool of its own job; a dotted number is no
	// name of a thing ("TLS 1.2 is ...").
	{"The Android app is built with Maven.", "build the Android app with Gradle", true},
	{"we only allow SSH protocol 2.1 now, 2.0 is disabled", "SSH protocol 2.0 is the oldest we allow", true},
	// A tz database name is a zone, as UTC is.
	{"Store all log times in UTC.", "We store log times in Europe/Berlin time.", true},
	{"Store all log times in UTC.", "We store log times in UTC.", false},
	// The JDK's version is Java's.
	{"The billing service builds on JDK 21.", "The billing service targets Java 17.", true},
	{"The billing service builds on JDK 21.", "The billing service targets Java 21.", false},
	// A tool named by a plain word is the word before "of" ("the rest
	// of", "a segment of"): no API style, no analytics tool.
	{"the admin API is GraphQL", "the rest of the admin API is done", false},
	{"the search service is GraphQL", "the rest of the search service is done", false},
	{"the admin API is GraphQL", "the admin API is REST", true},
	{"events go to Amplitude", "a segment of the events goes to Amplitude", false},
	{"events go to Amplitude", "events go to segment", true},
}

// conflictsOfOpposites: one word said as its opposite, "only" one value
// against it and another, a payload that is a body; each beside the same
// words, or more words that refine.
var conflictsOfOpposites = []conflictCase{
	{"Never rebase feature branches.", "Don't rebase feature branches.", false},
	// A denial of a verb alone is not read as a denial of the act: a
	// one-off "don't merge yet, CI is red" would deny "merge after two
	// approvals".
	{"We rebase feature branches onto main before review.", "we never rebase shared branches", false},
	{"merge after two approvals", "don't merge yet, CI is red", false},
	{"We deploy every Tuesday.", "Don't deploy, the freeze is on.", false},
	{"The nightly job uses the replica.", "we don't use it, it's flaky", false},
	{"Backups are encrypted at rest.", "Backups are not compressed.", false},
	{"We always run the smoke tests before merging.", "We run the smoke tests after merging.", true},
	// ", no Y" after a claim leaves Y out; it denies nothing.
	{"Hotfixes go straight to main, no release branches.", "Hotfixes go to main.", false},
	{"Hotfixes go straight to main, no release branches.", "Hotfixes go through release branches.", true},
	// A ban after a claim rules its object out; it does not deny the claim.
	{"The web app uses pnpm, don't touch yarn.", "The web app uses pnpm.", false},
	{"The web app uses pnpm, don't touch yarn.", "Install the web app's packages with yarn.", true},
	// "don't bother with X" is "don't use X".
	{"Don't bother with Storybook.", "We use Storybook for the design system.", true},
	{"Don't bother with Storybook.", "We skip Storybook.", false},
	// "don't do X" is "don't use X"; what comes "instead" replaces it.
	{"We don't do code freezes here, we ship behind toggles instead.", "we use code freezes before every release", true},
	{"We don't do code freezes here, we ship behind toggles instead.", "we ship behind toggles", false},
	{"We always run the smoke tests before merging.", "We run the smoke tests before merging.", false},
	{"Webhooks are processed synchronously.", "Webhooks are processed asynchronously.", true},
	{"Inference runs on CPU.", "Inference runs on GPUs.", true},
	{"Inference runs on GPUs.", "Inference runs on GPU.", false},
	{"The desktop app ships for macOS only.", "The desktop app ships for macOS and Windows.", true},
	{"The desktop app ships for macOS only.", "The desktop app ships for macOS on arm64.", false},
	// "production" is not a longer name of "product"; "PostgreSQL" is
	// one of "Postgres".
	{"Products are stored in MongoDB.", "The prod cluster is on Kubernetes 1.29.", false},
	{"Products are stored in MongoDB.", "Products are stored in PostgreSQL.", true},
	{"The upload body limit is 5 MB.", "max upload payload is 50MB", true},
	{"The upload body limit is 5 MB.", "max upload payload is 5MB", false},
	// "stopped using" and "got rid of" deny using; a date says when,
	// not of what ("last quarter").
	{"We use Sentry for frontend error tracking.", "We stopped using Sentry for the frontend last quarter.", true},
	{"We use Sentry for frontend error tracking.", "We stopped using Sentry for the backend last quarter.", false},
	{"The mobile app uses Redux for state.", "we got rid of Redux in the mobile app", true},
	{"The mobile app uses Redux for state.", "we got rid of Redux in the admin panel", false},
	// Two denials agree, however each says it.
	{"We stopped using Heroku for review apps.", "Review apps no longer run on Heroku.", false},
	{"We stopped using Heroku for review apps.", "Review apps run on Heroku.", true},
	// What is required, done without, is denied; not after a second
	// negation, nor for another thing.
	{"Code review is mandatory for infra changes.", "infra changes can merge without review", true},
	{"Code review is mandatory for infra changes.", "docs changes can merge without review", false},
	{"Code review is mandatory for infra changes.", "infra changes can't merge without review", false},
	{"2FA is required for every admin account.", "admins can log in without two-factor", true},
	{"2FA is required for every admin account.", "guests can log in without two-factor", false},
	// What is done without it refused says the requirement again, in
	// whatever verb of refusal; let in, it still clashes.
	{"MFA is required for VPN access.", "VPN logins without MFA are rejected.", false},
	{"Code review is mandatory for infra changes.", "Infra changes without review are blocked.", false},
	{"A signed CLA is required for external contributions.", "External contributions without a signed CLA get refused.", false},
	{"2FA is required for every admin account.", "admin logins without two-factor are declined", false},
	{"MFA is required for VPN access.", "VPN logins without MFA are allowed.", true},
	{"A signed CLA is required for external contributions.", "External contributions without a signed CLA are accepted.", true},
	// "turned off" is off whatever follows; "X is gone" denies using
	// X; a value said everywhere is every value; "too" adds nothing.
	{"Rate limiting is turned off for internal callers.", "internal callers are rate limited too", true},
	{"Rate limiting is turned off for internal callers.", "rate limiting is turned off to save CPU for internal callers", false},
	{"We use Celery for background jobs.", "Celery is gone, background jobs run on RQ", true},
	{"We use Celery for background jobs.", "Celery is gone from the reports service", false},
	{"Type hints are optional in the scripts folder.", "type hints are required everywhere, scripts included", true},
	{"Type hints are optional in the scripts folder.", "type hints are optional everywhere", false},
	// Who is on call for a thing is its on-call, however said, and no
	// owner; whose it is says its owner.
	{"Aisha is on call for the checkout service this week.", "checkout on-call this week is Tom", true},
	{"Aisha is on call for the checkout service this week.", "checkout on-call this week is Aisha", false},
	{"Aisha is on call for the checkout service this week.", "Tom is on call for the search service.", false},
	{"Ravi owns the release pipeline.", "the release pipeline is Mei's now", true},
	{"Ravi owns the release pipeline.", "the release pipeline is Ravi's", false},
	{"Ravi owns the release pipeline.", "the billing dashboard is Mei's", false},
	{"Priya owns the on-call rotation.", "The on-call rotation is weekly.", false},
	{"Priya owns the ingestion pipeline.", "Marcus is on call for the ingestion pipeline.", false},
}

// conflictsOfSynonyms: one thing named by two words of the thesaurus is
// one subject; another thing is not.
var conflictsOfSynonyms = []conflictCase{
	{"The repo uses Yarn workspaces.", "the repository uses pnpm workspaces", true},
	{"The repo uses Yarn workspaces.", "the repository uses yarn workspaces", false},
	{"Our embeddings are stored in Pinecone.", "vectors are stored in Weaviate", true},
	{"Our embeddings are stored in Pinecone.", "vectors are stored in Pinecone", false},
	{"canary gets 5% of traffic", "the canary takes ten percent of requests", true},
	{"canary gets 5% of traffic", "the canary takes five percent of requests", false},
	{"embeddings are 768-dimensional", "We use 1536-dim embeddings for search.", true},
	{"embeddings are 768-dimensional", "We use 768-dim embeddings for search.", false},
	{"direct pushes to main are fine for hotfixes", "Nobody pushes straight to main.", true},
	{"direct pushes to main are fine for hotfixes", "Nobody pushes straight to release branches.", false},
	// A currency, a host and a file's path are values of a type.
	{"all invoices go out in USD", "Invoices are issued in EUR.", true},
	{"all invoices go out in USD", "Invoices are issued in USD.", false},
	{"The default currency for EU customers is EUR.", "The default currency for US customers is USD.", false},
	{"metrics scraped from prometheus.internal:9090", "Prometheus moved, it's at metrics.corp.local:9090 now.", true},
	{"metrics scraped from prometheus.internal:9090", "Prometheus is at prometheus.internal:9090.", false},
	{"Prod CORS only allows app.acme.com.", "prod CSP allows scripts from cdn.acme.com", false},
	// "ripped out" drops a tool; ES is Elasticsearch; push services
	// are tools of one job.
	{"Push notifications go through Firebase Cloud Messaging.", "pushes are sent via OneSignal; FCM was ripped out", true},
	{"Push notifications go through Firebase Cloud Messaging.", "pushes are sent via FCM", false},
	{"The Elasticsearch cluster has 3 data nodes.", "ES is five nodes since the resize", true},
	{"The Elasticsearch cluster has 3 data nodes.", "ES has three data nodes", false},
	// A verdict on what was said before ("that's outdated:") states
	// nothing; what follows it is the claim.
	{"Builds run on Jenkins.", "that's outdated: builds run on Buildkite now", true},
	{"Builds run on Jenkins.", "that's outdated: builds run on Jenkins now", false},
	{"Builds run on Jenkins.", "actually that changed, builds run on Buildkite", true},
	{"Builds run on Jenkins.", "actually that changed, releases run on Buildkite", false},
}

// TestCamelParts: a camelCase identifier is its words; a name whose inner
// capitals are no words stays whole.
func TestCamelParts(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"minSdkVersion", []string{"min", "sdk", "version"}},
		{"printWidth", []string{"print", "width"}},
		{"iPad", []string{"ipad"}},
		{"macOS", []string{"macos"}},
		{"TypeScript", []string{"typescript"}},
		{"retry", []string{"retry"}},
	} {
		ws := Words(tt.text)
		if got := camelParts(ws[0]); !slices.Equal(got, tt.want) {
			t.Errorf("camelParts(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// conflictCase is a pair of statements and whether they conflict.
type conflictCase struct {
	a, b string
	want bool
}

// conflictsOfAttributes: two attributes of one thing both hold, the
// attribute read from the verb and its preposition or the subject's head
// noun; needs add up; a denial with no value denies no other value. Each
// beside the same attribute, or the same value, at odds.
var conflictsOfAttributes = []conflictCase{
	// One attribute said by its verb, its noun or what fails past it,
	// of one thing once CI, requests and the attribute's words are set
	// aside; things named, and words with opposites, still differ.
	{"gateway requests time out after a full minute", "The API gateway timeout is 30 seconds.", true},
	{"gateway requests time out after half a minute", "The API gateway timeout is 30 seconds.", false},
	{"coverage gate is 80%", "CI fails below seventy percent coverage", true},
	{"coverage gate is 80%", "CI fails below eighty percent coverage", false},
	{"The API timeout is 30 seconds.", "The database timeout is 5 seconds.", false},
	{"min replicas is 2", "max replicas is 10", false},
	{"The upload size limit is 20MB.", "The download size limit is 50MB.", false},
	// A tool or a noun of another attribute that heads the subject
	// names which thing.
	{"the queue quota is 59 workers", "the terraform quota is 108 workers", false},
	{"the queue quota is 59 workers", "the queue quota is 108 workers", true},
	// Of one attribute, a value of a type only one states refines it.
	{"Code freeze starts Friday at noon.", "freeze begins Wednesday EOD before each release", true},
	{"Code freeze starts Friday at noon.", "freeze begins Friday before each release", false},
	{"Code freeze starts Friday at noon.", "deploys begin Wednesday at noon", false},
	// A day of a month is one date however spelled.
	{"code freeze starts Dec 15", "The holiday freeze begins December 20th.", true},
	{"code freeze starts Dec 15", "The code freeze begins December 15th.", false},
	{"code freeze starts Dec 15", "The holiday party is on December 20th.", false},
	// A fraction is its percent; a day's short name is the day; a
	// fortnight is fourteen days.
	{"The error budget is 10%.", "the error budget is 0.1", false},
	{"The error budget is 10%.", "the error budget is 0.2", true},
	{"Releases go out on Tuesdays.", "we release on Tue", false},
	{"Releases go out on Tuesdays.", "we release on Thu", true},
	{"Logs are kept for a fortnight.", "logs are kept for 14 days", false},
	{"Logs are kept for a fortnight.", "logs are kept for 7 days", true},
	{"The API timeout is 30 seconds.", "The API runs on Node.", false},
	{"The API timeout is 30 seconds.", "API calls time out after 60 seconds.", true},
	{"The gateway is written in Go.", "The gateway runs on Kubernetes.", false},
	{"The gateway is written in Go.", "The gateway is written in Rust.", true},
	{"Prod runs in us-east-1.", "max_connections on prod postgres is 300", false},
	{"Prod runs in us-east-1.", "our production region is eu-west-1", true},
	{"Emails are sent through SendGrid.", "Emails go out via Mailgun.", true},
	{"Product images go to the media bucket.", "Images are stored in the assets bucket.", true},
	{"PRs need review.", "a PR needs one approval from a code owner plus green CI", false},
	{"PRs need two approvals.", "a PR needs one approval from a code owner", true},
	{"Attachments go to the attachments bucket in GCS.", "Attachments are not scanned.", false},
	{"Attachments go to the attachments bucket in GCS.", "Attachments never go to the attachments bucket.", true},
	// What a choice is for, what a thing runs on, how its data is split
	// are attributes too.
	{"The docs site is deployed to Netlify.", "The docs site uses Sass for styling.", false},
	{"The docs site uses Stylus for styling.", "The docs site uses Sass for styling.", true},
	{"The desktop app is written in Rust.", "The desktop app supports macOS 13 and up.", false},
	{"The billing service owns the invoices table.", "The invoices table is partitioned by year.", false},
	// Who owns a thing is not what it is; managed Kubernetes offerings
	// are alternatives to each other.
	{"The search index is OpenSearch.", "The search index is owned by the search team.", false},
	{"The search index is owned by the data team.", "The search team owns the search index.", true},
	{"The batch cluster is on AKS.", "The batch cluster runs on GKE.", true},
	{"The batch cluster is on AKS.", "The batch cluster runs on AKS.", false},
	// An attribute named first ("rate limit per ...") is no thing named
	// first.
	{"Each API token is limited to 30 requests per minute.", "rate limit per token: 300 req/min", true},
	{"Each API token is limited to 30 requests per minute.", "rate limit per token: 30 req/min", false},
	// A reason's words say why, not of what.
	{"The pool size is 12 since the autoscaling change.", "billing pool size: 8", true},
	{"The pool size is 12 since the autoscaling change.", "billing pool size: 12", false},
	// A verb of no class beside a known attribute tells another one.
	{"The max attachment size is 10MB.", "Attachments are virus-scanned with ClamAV.", false},
	{"The max attachment size is 10MB.", "The attachment size limit is 25MB.", true},
	{"Attachments are virus-scanned with ClamAV.", "Attachments are virus-scanned with Sophos.", true},
	{"The CLI is written in Go.", "we rewrote the CLI in Rust last year", true},
	// Amounts tell the attribute when no word does: how often is not who.
	{"The price feed refreshes every 10 minutes.", "The price feed is owned by the pricing team.", false},
	{"The price feed refreshes every 10 minutes.", "The price feed refreshes hourly.", true},
	{"We release on Wednesdays.", "Releases are deployed every Friday.", true},
	// A verbless note of what a thing is for or comes with adds to it;
	// "its own" tells no value.
	{"Sessions are signed with HS256.", "session tokens for the mobile app", false},
	{"Sessions are signed with HS256.", "Sessions are signed with RS256.", true},
	{"The test env has a separate Postgres cluster restored nightly.", "The test env has its own database.", false},
}

// conflictsOfThings: which thing a claim is of, beside the attribute:
// who a process runs as and what stands in front of it are attributes; a
// part is not the whole; a kind of a thing named by another word for it is
// two steps away; the words of an identifier are names, never verbs; and
// the settings, compounds and sizes the claims read.
var conflictsOfThings = []conflictCase{
	{"The billing worker runs as root.", "The billing worker is written in Python.", false},
	{"The billing worker runs as root.", "billing workers get 1Gi of memory", false},
	{"The billing worker runs as root.", "The billing worker runs as the app user.", true},
	{"The seed script runs as a cron job.", "The seed script runs at boot.", true},
	{"The grafana dashboard is behind the VPN.", "The grafana dashboard is hosted on Fly.", false},
	{"The grafana dashboard sits behind the VPN.", "The grafana dashboard is built with React.", false},
	{"The analytics shard runs MySQL 8.0.", "The analytics database runs MySQL 5.7.", false},
	{"The analytics database runs MySQL 8.0.", "the analytics DB is on MySQL 5.7", true},
	{"the ingest queue prefetch count is 20", "the mailer queue prefetch count is 50", false},
	{"the ingest queue prefetch count is 20", "the ingest queue prefetch count is 50", true},
	{"Requests are capped at 100 per second.", "Search traffic is capped at 500 per second.", false},
	{"Traffic is capped at 500 per second.", "Requests are capped at 100 per second.", true},
	{"Android minSdk is 26.", "Android targetSdk is 34.", false},
	{"Android targetSdk is 34.", "targetSdkVersion = 33 in app/build.gradle", true},
	// A config key set on or off against a state said in words, wherever
	// the key is set; another key is another setting.
	{"Clippy pedantic lints are on.", "clippy.toml has pedantic = false", true},
	{"Clippy pedantic lints are on.", "clippy.toml has pedantic = true", false},
	{"Vite sourcemaps are enabled.", "build.sourcemap: false in vite.config.ts", true},
	{"Vite sourcemaps are enabled.", "build.sourcemap: true in vite.config.ts", false},
	{"The Go linter is strict.", "golangci config has strict: off", true},
	{"The Go linter is strict.", "golangci config has strict: on", false},
	{"TypeScript strict mode is on.", "tsconfig has noImplicitAny: false", false},
	{"Prettier is disabled for generated files.", "strict: false in tsconfig", false},
	// A compound of content words is its words, hyphenated or not; a
	// denial's first clause is what it denies.
	{"Always force-push release branches after a rebase.", "never force push release branches", true},
	{"Always force-push release branches after a rebase.", "force push release branches after rebasing", false},
	{"Always fast-forward merge hotfix branches.", "never fast forward merge hotfix branches, use merge commits", true},
	{"The docs site auto-deploys on merge.", "the docs site doesn't auto deploy, publish it by hand", true},
	{"The docs site auto-deploys on merge.", "the docs site auto deploys on every merge", false},
	{"2FA is required for every admin account.", "admins can log in without two-factor, it's optional for them", true},
	{"The dashboard is opt-in for new users.", "The dashboard is opt-out for new users.", true},
	// Beside what is measured in bytes a bare "m" is megabytes, elsewhere
	// minutes; a thing run with an amount states the amount.
	{"The import worker's memory limit is 768m.", "import workers get 1 GB of memory", true},
	{"The import worker's memory limit is 768m.", "import workers get 768 MB of memory", false},
	{"Max file size is 5M.", "files are capped at 5 MB", false},
	{"Max file size is 5M.", "files are capped at 20 MB", true},
	{"The cache TTL is 5m.", "cache entries expire after 5 minutes", false},
	{"The cache TTL is 5m.", "cache entries expire after 10 minutes", true},
	{"Indexers run with -Xms2g.", "the indexer initial heap is 1024m", true},
	{"Indexers run with -Xms2g.", "the indexer initial heap is 2048m", false},
	// A name's longer form is a few letters more or a path under it,
	// not a compound ("matchmaking" is no "match").
	{"raids are capped at 20 players", "guilds hold up to 500 players before raidfinding splits them", false},
	{"raids are capped at 20 players", "raids are capped at 40 players", true},
	// A thing run with no preposition after its verb says its attribute
	// by its amounts: how often is not where.
	{"The sync job runs hourly in prod.", "the sync job runs in the dev namespace only on demand", false},
	{"The sync job runs hourly in prod.", "the sync job runs every day in prod", true},
	// What is required adds up, however it is said.
	{"Design docs are required for migrations.", "design doc required for every schema change, template in Confluence", false},
	// What replaces stands after "by" or "with", what is replaced before
	// them, or after the verb.
	{"We sign tokens with RS256.", "HS256 was replaced by RS256 for token signing", false},
	{"We sign tokens with HS256.", "HS256 was replaced by RS256 for token signing", true},
	{"We sign tokens with RS256.", "we replaced HS256 with RS256 for token signing", false},
	{"We sign tokens with HS256.", "we replaced HS256 with RS256 for token signing", true},
	// A freeze lifted is no freeze; two denials never clash.
	{"The merge freeze is lifted, we merge on Mondays again.", "There's no longer a Monday merge freeze.", false},
	// A file format names which files a rule is of.
	{"indent with spaces", "TOML files are indented with tabs, never spaces", false},
	{"indent with spaces", "indent with tabs, never spaces", true},
	// A thing shut down or torn down, or moved off while moving, is
	// ruled out.
	{"Builds run on TeamCity.", "all builds were moved to Buildkite and TeamCity was shut down", true},
	{"Builds run on Buildkite.", "all builds were moved to Buildkite and TeamCity was shut down", false},
	{"Queues live in RabbitMQ.", "we're migrating everything off rabbitmq; SQS is the queue now", true},
	{"Queues live in SQS.", "we're migrating everything off rabbitmq; SQS is the queue now", false},
	// The participle after a copula links, as a verb does, when both say
	// their value so: "saved every", "written every".
	{"Snapshots are taken every 200 batches.", "Snapshots are saved every 50 batches.", true},
	{"Snapshots are taken every 200 batches.", "Snapshots are saved every 200 batches.", false},
	// Packages are dependencies; Weights & Biases is wandb.
	{"Use bun for installing packages.", "Install dependencies with npm.", true},
	{"Use bun for installing packages.", "Install dependencies with bun.", false},
	{"Experiment runs are versioned in Neptune.", "Experiment run versions live in Weights & Biases.", true},
	{"Experiment runs are versioned in wandb.", "Experiment run versions live in Weights & Biases.", false},
	// A log level has no versions; a bound said ("at least") is a limit.
	{"The sampling rate for debug logs is 5%.", "debug log sampling rate is 0.2", true},
	{"The sampling rate for debug logs is 5%.", "debug log sampling rate is 0.05", false},
	{"Accessibility score must be at least 95.", "the accessibility gate is 85", true},
	{"Accessibility score must be at least 95.", "the accessibility gate is 95", false},
	// A state lifted denies the state, whatever else is said after it.
	{"Merges are frozen on Mondays.", "monday freeze is lifted, merge whenever review is done", true},
	{"Merges are frozen on Mondays.", "monday freeze is on, merge on other days", false},
	// One key set to two words, of one thing in one environment; a reason
	// says why, its verb is not the claim's.
	{"The auth cookie is SameSite=Lax.", "we set the auth cookie to SameSite=Strict because Lax leaked", true},
	{"The auth cookie is SameSite=Lax.", "the auth cookie has SameSite=Lax for the embed", false},
	{"NODE_ENV=development in staging.", "NODE_ENV=production in prod", false},
	{"The api sets RUST_LOG=debug.", "The worker sets RUST_LOG=info.", false},
	{"inference runs in eu-west-1", "The inference jobs run in us-east-2 because that's where the GPUs are.", true},
	// Two things named by sibling addresses at their heads, each with what
	// is its own; how an amount is counted beside the amount refines it.
	// One thing with two amounts, two amounts or two ways of counting
	// still clash.
	{"ledger.balances is a compacted topic with 6 partitions", "ledger.postings has 12 partitions", false},
	{"orders.created has a retention of 7 days", "orders.cancelled has a retention of 30 days", false},
	{"config/dev.yaml sets the log level to debug", "config/prod.yaml sets the log level to warn", false},
	{"ledger.postings has 6 partitions", "ledger.postings has 12 partitions", true},
	{"the 4000 limit is counted in graphemes, not bytes", "max 4000 chars per message", false},
	{"the latency SLO is measured at the load balancer", "p99 latency SLO is 300 ms", false},
	{"the 4000 limit is counted in graphemes, not bytes", "the 4000 limit is counted in bytes", true},
	{"max message length 4000 chars", "max message length 2000 chars", true},
}

// conflictsOfTimes: what holds for a while or held before against what
// holds now, and agreements, refinements and two things of one head noun
// that must never be flagged; each beside a conflict of the same shape.
var conflictsOfTimes = []conflictCase{
	// A pause holds a standing rule back; a statement it denies it still
	// contradicts.
	{"Don't merge to main yet, the release is frozen.", "Merge to main after review.", false},
	{"Don't bump Terraform for now.", "Bump Terraform on the first Monday of each month.", false},
	{"Do not rotate the keys this week.", "Rotate the signing keys every quarter.", false},
	{"Don't deploy today.", "Deploy every day at noon.", false},
	{"admin accounts don't require MFA yet", "MFA is mandatory for every admin account.", true},
	// The thing that was before is not the thing now, unless both are it.
	{"The old API used XML.", "The API returns JSON.", false},
	{"Our previous CI ran on Travis.", "CI runs on GitHub Actions.", false},
	{"The former owner of billing was Dana.", "Billing is owned by Lukas.", false},
	{"The old API used XML.", "The old API used JSON.", true},
	// Agreements, refinements, two things before one head noun, and two
	// environments.
	{"The cache TTL is five minutes.", "cache entries expire after 300 seconds", false},
	{"Use Redis for caching.", "Use Redis 7 for caching sessions.", false},
	{"The worker retries failed jobs.", "The worker retries failed jobs 3 times with backoff.", false},
	{"The orders queue is RabbitMQ.", "The email queue is SQS.", false},
	{"The invoice timeout is 30 seconds.", "The upload timeout is 120 seconds.", false},
	{"We moved from MySQL to Postgres last year.", "The main database is Postgres.", false},
	{"By default logs are kept for 30 days.", "Audit logs are kept for 7 years.", false},
	{"In dev the log level is debug.", "In production the log level is warn.", false},
	{"Locally we run Node 22.", "CI runs Node 20.", false},
	{"PRs need one approval.", "PRs that touch billing need two approvals.", false},
	{"Services use 2 replicas.", "Services which handle payments use 4 replicas.", false},
	{"Jobs that fail are retried 3 times.", "Failed jobs are retried 5 times.", true},
	{"PRs that touch billing need one approval.", "PRs that touch billing need two approvals.", true},
	{"Feature flags are cached for a minute in staging.", "Feature flags are read fresh on every request locally.", false},
	{"We used to keep logs for 30 days.", "Logs are kept for 90 days.", false},
	{"The dashboard used to poll every 5 seconds.", "The dashboard polls every minute.", false},
	{"Previously the cache TTL was 10 minutes.", "The cache TTL is 5 minutes.", false},
	{"Originally we hosted the docs on Heroku.", "The docs are hosted on Netlify.", false},
	{"The cache TTL was 10 minutes.", "The cache TTL is 5 minutes.", true},
	{"The invoice timeout is 30 seconds.", "The invoice timeout is 120 seconds.", true},
}

// conflictsOfJobs: how long a thing is kept, however said, and a product
// against the job it does (the tool-group lexicon); each beside an
// agreement or another attribute of the same thing.
var conflictsOfJobs = []conflictCase{
	{"Keep logs for 1 year.", "Logs are retained for 30 days.", true},
	{"Retain backups for two weeks.", "Backups are kept for 7 days.", true},
	{"Keep logs for 1 year.", "Log retention is 12 months.", false},
	{"Keep logs for 1 year.", "Logs are rotated daily.", false},
	{"Keep logs for 1 year.", "Keep metrics for 30 days.", false},
	{"Errors are reported to Sentry.", "We use Rollbar for error reporting.", true},
	{"We use Sentry.", "Error tracking is done with Bugsnag.", true},
	{"Errors are reported to Sentry.", "Sentry alerts go to #oncall.", false},
	{"Errors are reported to Sentry.", "We use Datadog for metrics.", false},
	{"We use Sentry for the backend.", "The iOS app reports crashes to Crashlytics.", false},
}

// conflictsOfNotes: a participle opening a verbless note states how a
// thing is, so two notes can clash; two dated ones are two events.
var conflictsOfNotes = []conflictCase{
	{"Hosted on Netlify.", "Hosted on Vercel.", true},
	{"Deployed via Argo CD.", "Deployed via Flux.", true},
	{"Hosted on Netlify.", "The docs site is hosted on Vercel.", true},
	{"ok to log request bodies at debug", "Never log request bodies.", true},
	{"fine to log request bodies at debug in staging, debug logs do not leave the cluster", "Never log request bodies, not even at debug level.", true},
	{"Deployed to prod yesterday.", "Deployed to staging yesterday.", false},
	{"Hosted on Netlify.", "Hosted on Netlify since 2021.", false},
}

// conflictsOfReasons: a value named in a reason that went wrong, or in a
// clause of how things were, beside another of its type the statement
// states, is the one left behind; a reason in the present may tell what
// it still does.
var conflictsOfReasons = []conflictCase{
	{"We moved logs to Loki because Elasticsearch was too expensive.", "Logs are shipped to Elasticsearch.", true},
	{"We build with Vite since webpack builds took minutes.", "The frontend is bundled with webpack.", true},
	{"Until March we deployed with Jenkins; now GitLab CI runs the deploys.", "Deploys run on Jenkins.", true},
	{"We tried Pulumi, but we use Terraform now.", "Infra is managed with Pulumi.", true},
	{"The session timeout is 30 minutes since 15 minutes annoyed users.", "Sessions time out after 15 minutes.", true},
	{"The session timeout is 30 minutes since 15 minutes annoyed users.", "Sessions time out after 30 minutes.", false},
	{"We send email through SES since SendGrid kept bouncing.", "Email goes out through SES.", false},
	{"We use Postgres for orders because Redis lost data on restart.", "Sessions live in Redis.", false},
	{"Marketing email goes through Mailchimp because SendGrid only handles transactional mail.", "Transactional email goes through SendGrid.", false},
	{"Errors go to Sentry, Rollbar was just the trial account.", "We report errors to Rollbar.", true},
	{"The queue is SQS; RabbitMQ was evaluated last year.", "Jobs are queued in RabbitMQ.", true},
	{"Metrics go to Prometheus, Datadog was only used for the pilot.", "Metrics go to Prometheus.", false},
	{"Metrics go to Prometheus, Grafana was added for dashboards.", "Dashboards live in Grafana.", false},
}

// conflictsOfNone: a thing denied to be there at all against a claim of
// it; not against a claim of another thing's, nor of something the
// denied words do not name.
var conflictsOfNone = []conflictCase{
	{"There is no VPN anymore; access goes through Tailscale.", "The VPN endpoint is vpn.corp.example.com.", true},
	{"The admin app has no cache at all.", "The admin app caches reports in Redis.", true},
	{"search-api doesn't use feature flags at all", "We roll out search changes behind feature flags.", true},
	{"There is no staging database.", "The staging database runs Postgres 15.", true},
	{"The billing API has no cache.", "The search service caches results in Redis.", false},
	{"There is no staging database.", "Staging deploys run nightly.", false},
}

// conflictsOfSwitches: a tool said on against its job said off, in the
// same environments; not across two environments, nor a default against
// one environment's.
var conflictsOfSwitches = []conflictCase{
	{"LaunchDarkly is enabled in production.", "Feature flags are disabled in prod.", true},
	{"Cloudflare is turned on for the docs site.", "The CDN is off for the docs site.", true},
	{"Sentry is enabled in production.", "Error reporting is off in staging.", false},
	{"Sentry is on.", "Staging has error reporting turned off.", false},
}

// conflictsOfHosts: a thing said as the host in one subject and as the
// jobs on it in the other; a host in the value is what is stated, and
// another kind of job is another thing.
var conflictsOfHosts = []conflictCase{
	{"The ETL cluster runs Spark 3.5.", "ETL jobs run on Spark 3.3.", true},
	{"The render cluster is in eu-central-1.", "Render jobs all run in us-west-2.", true},
	{"The ETL cluster runs Spark 3.5.", "ETL jobs run on Spark 3.5.", false},
	{"The render cluster is in eu-central-1.", "The nightly render jobs run in eu-central-1.", false},
	{"Rendering runs on A100 nodes.", "The preview jobs run on T4s.", false},
	{"The ETL cluster is in us-east-1.", "The ML training jobs run in eu-west-1.", false},
	// a bound or a number both heads say names no work: an autoscaler's pods
	// and a connection pool are two things
	{"api HPA max 30", "pool max size: 50", false},
	{"search HPA min 2", "connection pool min 10", false},
	{"The render cluster max is 40 nodes.", "Render jobs max out at 20 nodes.", true},
}

// conflictsOfKeys: a setting whose name ends in its unit ("_S") or whose
// value is in seconds by convention (a TTL) against the amount in words.
var conflictsOfKeys = []conflictCase{
	{"Refresh tokens are valid for 7 days.", "refresh_token_ttl: 86400", true},
	{"Refresh tokens are valid for 7 days.", "refresh_token_ttl: 604800", false},
	{"The sync job polls every 5 minutes.", "SYNC_POLL_INTERVAL_S=60", true},
	{"The sync job polls every 5 minutes.", "SYNC_POLL_INTERVAL_S=300", false},
	{"Cache entries expire after 10 minutes.", "CACHE_TTL=60", true},
	{"Cache entries expire after 10 minutes.", "CACHE_TTL=600", false},
}

// conflictsOfChanges: a dated change of a thing to a value ("this
// afternoon we changed X to Y") states what X is now; the day it was said
// is no part of the claim.
var conflictsOfChanges = []conflictCase{
	{"This afternoon we changed the merge strategy to rebase.", "The merge strategy is squash.", true},
	{"This afternoon we changed the merge strategy to rebase.", "The merge strategy is rebase.", false},
	{"Yesterday we lowered the log level to warn in staging.", "The staging log level is debug.", true},
	{"Yesterday we lowered the log level to warn in staging.", "The production log level is debug.", false},
	{"Today we set the worker concurrency to 8.", "Worker concurrency is 4.", true},
	{"Today we set the worker concurrency to 8.", "Worker concurrency is 8.", false},
}

// conflictsOfPaths: one host, two places on it, of one subject whatever
// verb links them; a place under the other refines it, and two subjects
// may sit on one host.
var conflictsOfPaths = []conflictCase{
	{"The billing API lives at https://billing.example.com/v3", "billing talks to https://billing.example.com/v4", true},
	{"Docs are published to docs.example.com/guide", "The docs site is served from docs.example.com/manual", true},
	{"The billing API lives at https://billing.example.com/v3", "billing talks to https://billing.example.com/v3/invoices", false},
	{"The Stripe webhook endpoint is https://hooks.example.com/stripe", "The GitHub webhook posts to https://hooks.example.com/github", false},
}

// conflictsOfDatedHeads: a word of a value in the head ("nightly") says
// when the thing runs, not which kind it is, so a head by another word
// of its group ("DAG" for "job") is still one thing.
var conflictsOfDatedHeads = []conflictCase{
	{"The nightly export job runs at 01:00 UTC.", "the export DAG is scheduled for 3am UTC", true},
	{"The nightly export job runs at 01:00 UTC.", "the export DAG is scheduled for 1am UTC", false},
	{"The nightly export job runs at 01:00 UTC.", "the import DAG is scheduled for 3am UTC", false},
}

// conflictsOfLanguageTools: a tool's group named for a language ("py
// lint", "js tests") tells the language, so a claim that names the
// language is of what a claim of another tool of that group is; a tool
// gone from one part is neither in use nor ruled out. Each beside a tool
// of another language's group, or another job, that must not be flagged.
var conflictsOfLanguageTools = []conflictCase{
	{"we lint python with flake8", "the api lints with ruff", true},
	{"we lint python with flake8", "the api lints with ruff, flake8 was dropped from the hooks", true},
	{"python tests run with pytest", "the web app tests run on jest", false},
	{"our javascript tests use mocha", "checkout tests run with vitest now", true},
	{"our javascript tests use mocha", "the ingest tests run with pytest", false},
	{"Python formatting is done with yapf.", "the docs site is built with webpack", false},
	{"Background jobs run on Celery.", "Celery was removed from the billing service", false},
	// A game engine is a tool of one job, and a release channel ("LTS")
	// part of its version.
	{"Our game runs on Unreal Engine 5.", "the game client is built in Unity", true},
	{"the client uses Godot 4", "the launcher is written in Unity", false},
	{"Unity version for the launcher: 2021.3 LTS", "the launcher was upgraded to Unity 6 last month", true},
	{"Unity version for the launcher: 2021.3 LTS", "the launcher is on Unity 2021.3", false},
	{"The build agents run Ubuntu 22.04 LTS.", "the build agents run Ubuntu 24.04", true},
	{"The build agents run Ubuntu 22.04 LTS.", "the build agents have 8 GB of RAM", false},
}

// conflictsOfQuestions: two claims of one thing that answer two questions
// both hold. What a thing is done before or after tells when,
// what it is done with tells how, and both hold; two orders, two means, or
// an amount after "after" (how long) still clash.
var conflictsOfQuestions = []conflictCase{
	{"Migrations run before deploy.", "Migrations run with Flyway.", false},
	{"Backups are encrypted before upload.", "Backups are encrypted with age.", false},
	{"Releases are tagged after the changelog is merged.", "Releases are tagged by the release bot.", false},
	{"Firmware images are signed before release.", "Firmware images are signed with Ed25519.", false},
	{"Migrations run before deploy.", "Migrations run after deploy.", true},
	{"Backups are encrypted with GPG.", "Backups are encrypted with age.", true},
	{"Releases are signed before upload.", "Releases are signed after upload.", true},
	{"Sessions expire after 30 minutes.", "Sessions expire with the browser.", true},
	// A member named on its own, by a head the default never says,
	// overrides the default ("services default to 1Gi" and "the crawler
	// gets 4Gi"); the same kind said otherwise, or the default said
	// twice, still clash.
	{"Services default to 1Gi of memory.", "The crawler gets 4Gi of memory.", false},
	{"Services default to 2 replicas.", "The gateway runs 6 replicas.", false},
	{"Apps default to 256 MB of memory.", "The frontend gets 1 GB of memory.", false},
	{"By default services get 1Gi of memory.", "The search backend gets 8Gi of memory.", false},
	{"Services default to 1Gi of memory.", "Services get 4Gi of memory.", true},
	{"Services default to 2 replicas.", "Every service runs 6 replicas.", true},
	{"Apps default to 256 MB of memory.", "The default memory for apps is 1 GB.", true},
	{"Services default to 1Gi of memory.", "The service memory default is 4Gi.", true},
}

// TestConflicts judges each table of pairs, both ways round: each
// conflict beside an agreement or another subject.
func TestConflicts(t *testing.T) {
	for _, table := range []struct {
		name  string
		cases []conflictCase
	}{
		{"amounts", conflictsOfAmounts}, {"wordings", conflictsOfWordings},
		{"tools and versions", conflictsOfToolsAndVersions}, {"opposites", conflictsOfOpposites},
		{"synonyms", conflictsOfSynonyms}, {"attributes", conflictsOfAttributes}, {"things", conflictsOfThings},
		{"times", conflictsOfTimes}, {"jobs", conflictsOfJobs}, {"notes", conflictsOfNotes}, {"reasons", conflictsOfReasons}, {"none", conflictsOfNone}, {"switches", conflictsOfSwitches}, {"hosts", conflictsOfHosts}, {"keys", conflictsOfKeys}, {"changes", conflictsOfChanges}, {"paths", conflictsOfPaths}, {"dated heads", conflictsOfDatedHeads},
		{"language tools", conflictsOfLanguageTools}, {"questions", conflictsOfQuestions},
	} {
		t.Run(table.name, func(t *testing.T) { checkConflicts(t, table.cases) })
	}
}

func checkConflicts(t *testing.T, cases []conflictCase) {
	t.Helper()
	for _, c := range cases {
		checkConflict(t, c.a, c.b, c.want)
	}
}
