package statement

import (
	"strings"
	"testing"
)

// TestParticipleOfNoun: a participle that describes the plural noun after
// it, a verb after the two, opens a state; a participle with its object or
// a place after it is an act done.
func TestParticipleOfNoun(t *testing.T) {
	events := map[string]bool{
		"shared libraries go under packages/*":        false,
		"cached responses expire after an hour":       false,
		"signed builds ship to the store on Fridays":  false,
		"scheduled reports run at 6am":                false,
		"Deployed v3 of checkout.":                    true,
		"migrated billing runs to Temporal":           true,
		"fixed the CI build":                          true,
		"bumped axios to 1.6":                         true,
		"Moved to Route 53 for every zone last week.": true,
	}
	for text, event := range events {
		if c := ClaimOf(text); c.Event != event {
			t.Errorf("ClaimOf(%q).Event = %v, want %v", text, c.Event, event)
		}
	}
}

func TestClaimOf(t *testing.T) {
	for _, tt := range []struct {
		text                     string
		subject, value, excluded string
		negated, event           bool
	}{
		{text: "The retry limit for Stripe webhooks is 5.", subject: "retri maximum strip webhook", value: "5"},
		{text: "We use Postgres for sessions", subject: "session", value: "postgr"},
		{text: "The app uses Redis for sessions.", subject: "application session", value: "redi"},
		{text: "No, run tests with pnpm test, not npm test.", subject: "run test", value: "pnpm test", excluded: "npm test"},
		{text: "That's wrong, run tests with pnpm test instead of npm test.", subject: "run test", value: "pnpm test", excluded: "npm test"},
		{text: "Use Vitest rather than Jest for unit tests.", subject: "unit test", value: "vitest", excluded: "jest"},
		{text: "Prefer composition over inheritance.", value: "composition", excluded: "inheritanc"},
		{text: "We switched the queue from RabbitMQ to SQS.", subject: "queu", value: "sqs", excluded: "rabbitmq"},
		{text: "Amounts are stored in cents.", subject: "amount", value: "cent"},
		{text: "Unit tests run with Vitest.", subject: "unit test", value: "vitest"},
		{text: "Never deploy on Fridays.", subject: "deploy", value: "friday", negated: true},
		{text: "Deploys go out on Fridays.", subject: "deploy", value: "friday"},
		{text: "The cache is Redis 7 in cluster mode.", subject: "cach clust mod", value: "redi 7"},
		{text: "we chose Postgres 16 for the sessions store", subject: "session stor", value: "postgr 16"},
		{text: "Always squash merge pull requests.", subject: "squash merg pull request"},
		{text: "We deployed v3 of checkout.", subject: "deploy v3", value: "checkout", event: true},
		{text: "We decided to use Vue for the frontend.", subject: "frontend", value: "vue"},
		{text: "The main branch is called master.", subject: "main branch", value: "mast"},
		{text: "That's wrong, the port is 8080 not 3000.", subject: "port", value: "8080", excluded: "3000"},
		{text: "Ship it whether or not the tests pass.", subject: "ship wheth test pass", negated: true},
		// A participle opening a verbless note is a state, unless dated;
		// with an object it is something done.
		{text: "Hosted on Netlify.", subject: "host", value: "netlifi"},
		{text: "Deployed via Argo CD.", subject: "deploy", value: "argo cd"},
		{text: "Deployed to prod yesterday.", subject: "deploy", value: "production", event: true},
		{text: "Deployed v3 of checkout.", subject: "deploy v3", value: "checkout", event: true},
		{text: "ok to log request bodies at debug", subject: "allow log request bodi", value: "debug"},
		{text: "fine to skip the changelog for docs-only PRs", subject: "allow skip changelog", value: "docs-onli pull"},
	} {
		c := ClaimOf(tt.text)
		got := [3]string{strings.Join(c.Subject, " "), strings.Join(c.Value, " "), strings.Join(c.Excluded, " ")}
		if want := [3]string{tt.subject, tt.value, tt.excluded}; got != want || c.Negated != tt.negated || c.Event != tt.event {
			t.Errorf("ClaimOf(%q) = subject %q value %q excluded %q negated %v event %v,\n want %q %q %q %v %v",
				tt.text, got[0], got[1], got[2], c.Negated, c.Event, want[0], want[1], want[2], tt.negated, tt.event)
		}
	}
}

// TestConflict: each "must not" (an agreement, a refinement, another subject,
// two events, two prohibitions) beside a conflict of the same shape.
func TestConflict(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"The API timeout is 30 seconds.", "The API timeout is 60 seconds.", true},
		{"The API timeout is 30 seconds.", "API calls time out after 30 seconds.", false},
		{"We use yarn for all packages.", "We use pnpm for all packages.", true},
		{"No, run tests with pnpm test, not npm test.", "That's wrong, run tests with pnpm test instead of npm test.", false},
		{"No, run tests with pnpm test, not npm test.", "Run the tests with npm test.", true},
		{"No, use pnpm, not npm.", "Use npm to install dependencies.", true},
		{"No, use pnpm, not npm.", "Don't use npm.", false},
		{"we chose Postgres 16 for the sessions store", "we use Postgres for sessions", false},
		{"we chose Postgres 16 for the sessions store", "we use MySQL for sessions", true},
		{"Use Python 3 for scripts.", "Use Python 3.12 for scripts.", false},
		{"The API runs on Node 18.", "The API runs on Node 20.", true},
		{"The retry limit for Stripe webhooks is 5.", "The retry limit for email sends is 3.", false},
		{"The retry limit for Stripe webhooks is 5.", "The retry limit for Stripe webhooks is 8.", true},
		{"Never deploy on Fridays.", "Deploys go out on Fridays.", true},
		{"Never deploy on Fridays.", "Don't deploy on Fridays.", false},
		{"Don't use floats for money.", "Never use floating point for money.", false},
		{"We deployed v2 of checkout.", "We deployed v3 of checkout.", false},
		{"We chose React for the frontend.", "We decided to use Vue for the frontend.", true},
		{"Use single quotes in TypeScript.", "Use double quotes in JSON.", false},
		{"Use single quotes in TypeScript.", "Use double quotes in TypeScript.", true},
		{"Don't use moment.js, use date-fns.", "We format dates with moment.js.", true},
		{"Don't use moment.js, use date-fns.", "Use date-fns instead of moment.js.", false},
		{"The ETL runs hourly.", "The ETL job runs every hour.", false},
		{"The ETL runs hourly.", "The ETL runs daily.", true},
		{"Use UUIDs for order ids.", "Use UUIDv7 for order ids.", false},
		{"The rate limit is 100 requests per minute.", "The rate limit is 1000 requests per minute.", true},
		{"JWTs expire after 15 minutes.", "Access tokens (JWTs) are valid for 15 minutes.", false},
		{"JWTs expire after 15 minutes.", "JWTs expire after 1 hour.", true},
		{"No, the cart is kept in localStorage, not in cookies.", "The cart is kept in cookies.", true},
		{"No, the cart is kept in localStorage, not in cookies.", "Keep the cart in localStorage rather than cookies.", false},
		{"We've moved off Airflow to Dagster.", "Pipelines are scheduled with Airflow.", true},
		{"We've moved off Airflow to Dagster.", "Pipelines are scheduled with Dagster.", false},
		{"That's wrong, the port is 8080 not 3000.", "The port is 8080.", false},
		{"That's wrong, the port is 8080 not 3000.", "The port is 3000.", true},
		{"The VPN is not required.", "The VPN is required.", true},
		{"The database is Postgres.", "The database is PostgreSQL 16.", false},
		{"The database is Postgres.", "The database is MySQL 8.", true},
		{"We decided to drop Redux and use Zustand for state.", "State management is done with Redux.", true},
		{"We decided to drop Redux and use Zustand for state.", "State lives in Zustand stores.", false},
		{"The CLI is distributed through Homebrew.", "The CLI is distributed only as a Docker image.", true},
		{"The CLI is distributed through Homebrew.", "The CLI is distributed through Homebrew, via our own tap.", false},
		{"Config is read from ~/.config/tool/config.toml.", "Config is read from ~/.toolrc.", true},
		{"We no longer use Jenkins.", "CI runs on Jenkins.", true},
		{"We no longer use Jenkins.", "We no longer use Travis.", false},
		{"We no longer use Jenkins.", "We use Jenkins.", true},
		{"Attachments go to the attachments bucket in GCS.", "Attachments go to the attachments bucket in S3.", true},
		{"Attachments go to the attachments bucket in GCS.", "Attachments go to the attachments bucket in GCS with versioning.", false},
		{"The checkout service talks to the inventory API over gRPC.", "The admin panel talks to the inventory API over REST.", false},
		{"We're on Next.js 13.", "We're on Next.js 14.", true},
		{"We're on Next.js 13.", "We're on Postgres 15.", false},
		{"Stop using the legacy charge endpoint.", "Use the legacy charge endpoint for refunds.", true},
		{"Stop using the legacy charge endpoint.", "Use the new charge endpoint for refunds.", false},
		{"We moved CI from Jenkins to GitHub Actions.", "CI runs on Jenkins.", true},
		{"We moved CI from Jenkins to GitHub Actions.", "CI runs on GitHub Actions.", false},
		{"Alerts page the on-call engineer through PagerDuty.", "Alerts page the on-call engineer through Opsgenie.", true},
		{"Alerts page the on-call engineer through PagerDuty.", "Incidents page the on-call engineer through Opsgenie.", false},
		{"We evaluate the ranker with NDCG@10.", "We evaluate the ranker with MRR.", true},
		{"We evaluate the ranker with NDCG@10.", "We evaluate the retriever with MRR.", false},
	} {
		checkConflict(t, tt.a, tt.b, tt.want)
	}
}

// TestConflictByType: values read by their type, whatever the wording; each
// conflict beside an agreement or another subject of the same shape.
func TestConflictByType(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		// Values of two types answer two questions (when, with what); two of
		// one type clash.
		{"deploys go out on Tuesdays", "we deploy the docs site with Netlify", false},
		{"deploys go out on Tuesdays", "deploys go out on Thursdays", true},
		// One amount written two ways is one value; two amounts are two.
		{"The session cookie lasts 1 hour.", "Session cookies last sixty minutes.", false},
		{"The session cookie lasts 1 hour.", "Session cookies last 30 minutes.", true},
		{"The request body limit is 2,048 KB.", "Request bodies may be up to 2 MB.", false},
		{"The request body limit is 2 MB.", "Request bodies may be up to 8 MB.", true},
		{"The nightly export starts at 1am.", "The nightly export starts at 01:00.", false},
		{"The nightly export starts at 1am.", "The nightly export starts at 3:00.", true},
		// A state and its opposite word, or its denial.
		{"Compression is enabled on the CDN.", "The CDN serves with compression turned on.", false},
		{"Compression is enabled on the CDN.", "Compression is disabled on the CDN.", true},
		{"Signed commits are required.", "Signed commits are mandatory.", false},
		{"Signed commits are required.", "Signed commits are optional.", true},
		{"Rebasing shared branches is fine.", "Rebasing shared branches is allowed.", false},
		{"Never rebase shared branches.", "Rebasing shared branches is fine.", true},
		// Tools of one job: two are alternatives, two names of one are one.
		{"Our message broker is RabbitMQ.", "The services exchange messages over Kafka.", false},
		{"The message broker is RabbitMQ.", "The message broker is Kafka.", true},
		{"We store blobs in PostgreSQL.", "Blobs are stored in Postgres.", false},
		{"The ledger database is Postgres.", "The ledger runs on MariaDB 11.", true},
		{"Docs are built with Vite.", "We build the docs site with Vite 5 and its SSR mode.", false},
		{"Docs are built with Vite.", "We build the docs site with Webpack.", true},
		// A correction rules out what the other states, however worded.
		{"Feature flags live in Unleash, Flagsmith was retired.", "We keep feature flags in Flagsmith.", true},
		{"Feature flags live in Unleash, Flagsmith was retired.", "Flags are managed in Unleash.", false},
		// Two things of one kind apart: environments, a qualifier first.
		{"Log level is debug in staging.", "Log level is warn in production.", false},
		{"The build timeout is 20 minutes.", "The test timeout is 45 minutes.", false},
		{"The build timeout is 20 minutes.", "Builds time out after 45 minutes.", true},
		// Versions: a newer one excludes, a refined one does not.
		{"The workers run on Node 18.", "Workers require Node 22.", true},
		{"The workers run on Node 22.", "Workers require Node 22.4.", false},
		// A value the other says elsewhere, or its type's name, is no other value.
		{"Exports run weekly.", "Weekly exports start on Sunday at t0300 and land in GCS.", false},
		{"Inference runs on GPUs.", "Inference runs on L4 nodes.", false},
		// A bound is a limit, whatever the words.
		{"Users can upload avatars up to 4 MB.", "The avatar upload limit is 4 MB.", false},
		{"Users can upload avatars up to 4 MB.", "The avatar upload limit is 10 MB.", true},
		// A word naming the value's type is no qualifier: "the database is X".
		{"The ledger runs on CockroachDB.", "The database is CockroachDB 23.", false},
		{"The ledger runs on CockroachDB.", "The database is Spanner.", true},
		{"Log verbosity is debug in the worker.", "worker log verbosity: debug", false},
		{"Log verbosity is debug in the worker.", "worker log verbosity: warn", true},
	} {
		checkConflict(t, tt.a, tt.b, tt.want)
	}
}

// checkConflict checks Conflict both ways round: a conflict is symmetric.
func checkConflict(t *testing.T, a, b string, want bool) {
	t.Helper()
	for _, p := range [][2]string{{a, b}, {b, a}} {
		if got := Conflict(ClaimOf(p[0]), ClaimOf(p[1])); got != want {
			t.Errorf("Conflict(%q, %q) = %v, want %v", p[0], p[1], got, want)
		}
	}
}

func TestInScope(t *testing.T) {
	for _, tt := range []struct {
		text, topic, other string
		want               bool
	}{
		{"The retry limit is 12.", "webapp", "billing-api", false},
		{"The retry limit in billing-api is 12.", "webapp", "billing-api", true},
		{"The retry limit is 12.", "webapp", "webapp", true},
		{"The retry limit is 12.", "webapp", "", true},
	} {
		if got := InScope(tt.text, tt.topic, tt.other); got != tt.want {
			t.Errorf("InScope(%q, %q, %q) = %v, want %v", tt.text, tt.topic, tt.other, got, tt.want)
		}
	}
}

// TestUnitOfOtherThing: the unit a value is counted in ("50 lines") is no
// word of what the other claim's setting is of, when the two subjects each
// name their own thing; one thing said with its unit still clashes.
func TestUnitOfOtherThing(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"max line length is 100", "max function length is 50 lines", false},
		{"the max file size is 400 lines", "max line width is 120", false},
		{"the max page size is 50 rows", "max row width is 8 KB", false},
		// must not: one setting, its unit said or not; a subject nested in the other's
		{"max function length is 50 lines", "max function length is 80 lines", true},
		{"max line length is 100", "max line length is 120 characters", true},
		{"the cluster has 3 nodes", "the cluster has 5 nodes", true},
	})
}

// TestUnitSaidApart: a unit said apart from the other's noun ("MAX_PHOTOS
// per listing") is what that setting counts, and stays a word of it.
func TestUnitSaidApart(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"a product page can show at most 12 images", "raised MAX_IMAGES to 30 per product page", true},
		{"a property listing can have at most 20 photos", "set MAX_PHOTOS to 40 per listing", true},
	})
}
