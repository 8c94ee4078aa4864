package statement

import "testing"

// conflictsOfOneThingSaidTwice: one fact said two ways is no conflict, each
// beside the contradiction of its shape, which must stay flagged.
var conflictsOfOneThingSaidTwice = []conflictCase{
	// A version glued to a product's short name is that product's version.
	{"we chose Postgres 16 for the ledger DB", "ledger db runs pg16", false},
	{"we chose Postgres 16 for the ledger DB", "ledger db runs pg15", true},
	{"the orders DB is MongoDB 7", "orders db runs mongo7", false},
	{"the orders DB is MongoDB 7", "orders db runs mongo6", true},
	// "and nothing else" and "nothing but" say "only".
	{"squash merge only in payments-gw", "payments-gw branch settings allow squash merging and nothing else", false},
	{"we deploy with Helm only", "deploys use Helm and nothing else", false},
	{"we deploy with Helm only", "deploys use Kustomize and nothing else", true},
	{"the API accepts nothing but JSON", "the API accepts only JSON", false},
	{"the API accepts nothing but JSON", "the API accepts XML", true},
	// One value denied on one side and set aside on the other.
	{"lint with `ruff check`; flake8 is not configured", "Linting: ruff check (not flake8).", false},
	{"lint with `ruff check`; flake8 is not configured", "Linting: flake8 (not ruff).", true},
	{"format with black; yapf is not used", "Formatting: black, not yapf", false},
	{"format with black; yapf is not used", "we format with yapf", true},
	{"tests run with pytest; nose is not installed", "test runner: pytest (not nose)", false},
}

// conflictsOfTwoAttributes: two attributes or two subjects, each beside a
// contradiction of one.
var conflictsOfTwoAttributes = []conflictCase{
	// A condition on an act ("only runs after approval") says when it
	// runs, not from where.
	{"tf apply runs from GitHub Actions", "the tf-apply workflow only runs after a platform reviewer approves the plan in the environment gate", false},
	{"tf apply runs from GitHub Actions", "tf apply runs from Atlantis", true},
	{"migrations run on Jenkins", "migrations only run after the deploy finishes", false},
	{"the nightly export runs from Airflow", "the nightly export runs after the backup completes", false},
	{"migrations run before the deploy", "migrations only run after the deploy finishes", true},
	{"the nightly export runs after the backup completes", "the nightly export runs before the backup starts", true},
	// Two platforms, each with its own version.
	{"iOS deployment target 16.4", "watch extension deployment target is watchOS 9.0", false},
	{"the tvOS app needs tvOS 17", "the iOS app needs iOS 16", false},
	{"watch extension deployment target is watchOS 9.0", "watch extension deployment target is watchOS 10.0", true},
	{"iOS deployment target 16.4", "iOS deployment target is 17.0", true},
	// Which tool a thing is, and what it does.
	{"Our CDN is Fastly.", "The CDN handles image resizing.", false},
	{"the queue is RabbitMQ", "the queue retries failed messages", false},
	{"the IdP is Okta", "the IdP pushes groups into Slack", false},
	{"Our CDN is Fastly.", "The CDN is Cloudflare.", true},
	{"Our CDN is Fastly.", "The CDN for the shop runs on Cloudflare.", true},
	{"the queue is RabbitMQ", "the queue runs on Kafka", true},
	{"the IdP is Okta", "the IdP is Auth0", true},
	{"sensor gateways encode readings as protobuf", "gateways send CBOR payloads, protobuf was dropped to save flash", true},
	{"the search engine is Elasticsearch", "the search engine indexes orders, Solr was retired", false},
	// Initials that spell the name of a system a known tool is not of.
	{"The PMS is Opera Cloud", "the payment management service is Stripe", false},
	{"The PMS is Opera Cloud", "our property management system is Mews", true},
	{"Our CDN is Fastly.", "The content delivery network is Cloudflare.", true},
}

func TestConflictsOfOneThingSaidTwice(t *testing.T) {
	checkConflictsPaired(t, conflictsOfOneThingSaidTwice)
}

func TestConflictsOfTwoAttributes(t *testing.T) { checkConflictsPaired(t, conflictsOfTwoAttributes) }
