package statement

import (
	"slices"
	"testing"
)

// conflictsOfARetiredThing: a thing in use against a clause of another
// statement of the same thing that says it is gone, by each way of saying
// so (a participle after it, a verb before it, "no more", "off it", "not
// used", "don't ... anymore"), each paired with the look-alike it must
// leave alone: the agreement, another version gone, another subject, a
// fall of an amount to the value the other states, a denial on both sides.
var conflictsOfARetiredThing = []conflictCase{
	{"Fraud scoring is done by Sift.", "we moved fraud scoring to Stripe Radar, the sift integration is removed", true},
	{"Fraud scoring is done by Stripe Radar.", "we moved fraud scoring to Stripe Radar, the sift integration is removed", false}, // the agreement
	{"The docs site is built with Lektor.", "docs site now builds with Zola; lektor deps deleted", true},
	{"The marketing site is built with Lektor.", "docs site now builds with Zola; lektor deps deleted", false}, // another subject
	{"Session store is Memcached.", "sessions now live in Redis, we decommissioned memcached last week", true},
	{"Session store is Redis.", "sessions now live in Redis, we decommissioned memcached last week", false},
	{"Tickets are triaged by the platform guild.", "triage moved to the SRE rota, the platform guild is off it", true},
	{"Invoices are exported as CSV.", "invoice exports are PDF only; no CSV, the auditors refused it", true},
	{"Invoices are exported as PDF.", "invoice exports are PDF only; no CSV, the auditors refused it", false},
	{"The scheduler is written in Ruby.", "scheduler was rewritten in Rust, the ruby version is archived", true},
	{"Orders are stored in MySQL 5.7.", "orders moved to MySQL 8, MySQL 5.7 instances removed", true},
	{"Orders are stored in MySQL 8.", "orders moved to MySQL 8, MySQL 5.7 instances removed", false}, // another version gone
	{"Refunds are approved by the store manager.", "refund approvals moved to finance; store managers don't approve refunds anymore", true},
	{"Refunds are approved by finance.", "refund approvals moved to finance; store managers don't approve refunds anymore", false},
	{"Exports use schema v1.", "exports moved to schema v2, v1 is retired", true},
	// a fall, not an end: no retirement, but the rate it fell to is the
	// link's rate now (contra95: the labelled sets call this shape a
	// contradiction, "the powertrain bus was dropped to 250k for the new
	// harness"), so it clashes by its value
	{"The telemetry link runs at 115200 baud.", "the telemetry link was dropped to 57600 baud for the long cable", true},
	{"The telemetry link runs at 57600 baud.", "the telemetry link was dropped to 57600 baud for the long cable", false},
	{"we no longer use Sift for fraud scoring", "we moved fraud scoring to Stripe Radar, the sift integration is removed", false}, // both deny it
	// "no longer" before a verb of use retires the tool from the job named
	{"We no longer use Nagios; alerting is Prometheus Alertmanager now.", "Nagios handles alerting for the edge nodes.", true},
	{"We no longer use Nagios for alerting.", "Nagios handles disk checks on the edge nodes.", false}, // another job
	{"We no longer use Nagios for alerting.", "Nagios handles alerting.", true},
	{"We no longer use Twilio for client SMS.", "Twilio handles our voice calls.", false}, // another job
	{"we no longer run Nagios, the checks moved to Zabbix", "Server checks are done by Nagios.", true},
	{"Our search cluster no longer uses Solr; it is Elasticsearch now.", "Product search runs on Solr.", true},
	{"We used Jenkins until 2023.", "Jenkins builds the releases.", false}, // history, not the tool now
	// "got" is the passive's auxiliary, no word of the thing gone
	{"Zabbix does the server checks; Nagios got dropped.", "Server checks are done by Nagios.", true},
	{"Zabbix does the server checks; Nagios got dropped.", "Server checks are done by Zabbix.", false},
	// a database's name with "DB" after it is the tool's name
	{"Sensor readings live in InfluxDB; Timescale was removed last year.", "Sensor readings are stored in TimescaleDB.", true},
	{"Sensor readings live in InfluxDB; Timescale was removed last year.", "Sensor readings are stored in InfluxDB.", false},
	{"Event data lives in InfluxDB; Timescale was removed last year.", "Sensor readings are stored in TimescaleDB.", false}, // another subject
	// what was replaced is the old tool, whichever way round it is said
	{"we replaced Scandit with ML Kit for barcode scanning", "Barcode scanning in the picker app uses Scandit.", true},
	{"Scandit was replaced by ML Kit for barcode scanning.", "Barcode scanning uses Scandit.", true},
	{"ML Kit replaced Scandit for barcode scanning.", "Barcode scanning uses Scandit.", true},
	{"ML Kit replaced Scandit for barcode scanning.", "Barcode scanning uses ML Kit.", false},
	{"Buildkite replaced Jenkins.", "Buildkite runs the release builds.", false}, // the new tool at work
	{"ML Kit replaced Scandit for barcode scanning.", "ML Kit also handles text recognition.", false},
	{"The battery was replaced last week.", "The battery is a 12V AGM.", false}, // renewed, not gone
	// the word that says a tool is gone is no modifier of the noun after
	// it: "apply" in "Atlantis decommissioned -- apply runs ..." is the
	// whole of "terraform apply"
	{"terraform apply only via Atlantis comments", "Atlantis decommissioned -- apply runs through the tf-apply GitHub Actions workflow", true},
	{"terraform apply only via Spacelift", "Atlantis decommissioned -- apply runs through the tf-apply GitHub Actions workflow", false}, // another tool gone
	{"terraform plans only via Atlantis", "Atlantis decommissioned -- docs builds run in a GitHub Actions workflow", false},             // another job
	{"ansible playbooks only via AWX", "AWX retired -- playbooks run from the ops-runner pipeline", true},
	{"ansible playbooks only via Semaphore", "AWX retired -- playbooks run from the ops-runner pipeline", false},
	// a path gone by its handler is the path gone
	{"liveness probe path is /healthz", "k8s liveness now hits /health/live; /healthz handler was deleted", true},
	{"the readiness probe path is /ready", "k8s readiness now hits /readyz; the /ready handler was removed", true},
	{"the startup probe path is /started", "startup probe now calls /health/started, /started handler deleted", true},
	{"liveness probe path is /health/live", "k8s liveness now hits /health/live; /healthz handler was deleted", false}, // the agreement
	{"liveness probe path is /healthz", "the /metrics handler was deleted", false},                                     // another path gone
	{"the readiness probe path is /ready", "k8s liveness now hits /livez; the /live handler was removed", false},       // another probe
	{"the readiness probe path is /ready", "the /ready handler was removed from the admin service", false},             // gone from one part
	// a resource named after its service leaves the service's name in the
	// subject the two share
	{"payments helm release deploys into namespace payments-prod", "prod payments workloads run in ns pay-prd, payments-prod was deleted in the cleanup", true},
	{"checkout helm chart deploys into namespace checkout-prod", "prod checkout pods run in ns co-prd, checkout-prod was deleted", true},
	{"search workers consume from the search-jobs queue", "prod search workers consume from search-tasks, search-jobs was removed last sprint", true},
	{"checkout helm chart deploys into namespace checkout-prod", "prod billing pods run in ns bl-prd, billing-prod was deleted", false}, // another service's
	{"checkout helm chart deploys into namespace co-prd", "prod checkout pods run in ns co-prd, checkout-prod was deleted", false},      // the agreement
	{"search workers consume from the search-tasks queue", "prod search workers consume from search-tasks, search-jobs was removed last sprint", false},
	// a place one kind of thing goes, said by a participle and its noun,
	// against the place moved and the old one removed
	{"shared libraries go under packages/*", "new shared code goes in libs/ -- packages/ was removed in the restructure", true},
	{"generated clients go under gen/", "generated clients go in internal/clients now -- gen/ was deleted", true},
	{"shared libraries go under libs/", "new shared code goes in libs/ -- packages/ was removed in the restructure", false}, // the agreement
	{"shared libraries go under packages/*", "new shared code goes in libs/ -- the packages/ README was removed", false},    // a part of it gone
	{"generated clients go under gen/", "generated docs go in site/ now -- docs/ was deleted", false},                       // another place
	// the machines a thing runs on, gone, take it with them
	{"Distance matrix comes from our self-hosted OSRM", "switched the distance matrix to Google Routes API, OSRM boxes decommissioned", true},
	{"Geocoding uses our Nominatim instance", "geocoding moved to Mapbox; the Nominatim VMs were deleted", true},
	{"Geocoding uses Mapbox", "geocoding moved to Mapbox; the Nominatim VMs were deleted", false}, // the agreement
	{"search runs on the new Solr cluster", "the old Solr boxes were decommissioned", false},      // the old ones, not the new
	{"staging deploys go to Fly", "the staging boxes were decommissioned", false},                 // a place's machines, not a tool
	{"product search is served by Algolia", "the Elasticsearch machines were retired", false},     // another tool gone
}

func TestConflictsOfARetiredThing(t *testing.T) { checkConflictsPaired(t, conflictsOfARetiredThing) }

// TestRetiredOf: each way a clause says a thing is gone names that thing,
// its part nouns left out; a fall of an amount, a removal by "we" with
// nothing after, and a clause that says nothing gone name none.
func TestRetiredOf(t *testing.T) {
	checkGoneOf(t, []goneCase{
		{"onfido integration removed", []string{"onfido"}},
		{"the Leeds racks are gone", []string{"leed"}},
		{"we cancelled Heroku last spring", []string{"heroku"}},
		{"we stopped using the Artifactory mirror", []string{"artifactori", "mirror"}},
		{"no more Jenkins for the monorepo", []string{"jenkin"}},
		{"the old team is off it", []string{"old"}},
		{"clang is not used for the kernel", []string{"clang"}},
		{"night editors don't sign off on corrections anymore", []string{"night", "editor"}},
		{"the feed was dropped to 10 Hz", nil},
		{"the sidebar was dropped to save space", []string{"sidebar"}},
		{"moment deps removed from package.json", []string{"moment"}},
		{"Celery is gone from the reports service", []string{"celeri", "from", "report", "servic"}},
		{"no more than one tenth of the budget goes to ads", nil},
		{"the feed runs at 10 Hz", nil},
		{"we removed", nil},
		{"used by the ops team", nil},
		{"no-store", nil},
		{"we no longer use Geotab for ELD", []string{"geotab"}},
		{"the app no longer runs Sentry", []string{"sentri"}},
		{"we no longer need approval", nil},
		{"Cantaloupe got dropped", []string{"cantaloup"}},
		{"replaced Scandit with ML Kit", []string{"scandit"}},
		{"Scandit was replaced by ML Kit", []string{"scandit"}},
		{"the old form is replaced by the wizard", []string{"old", "form"}},
		{"replaced by the wizard", nil},
		{"off it", nil},
		// a dash typed as two hyphens ends the clause as one typed as one
		{"configs live in conf/ -- the settings folder was removed", []string{"set", "fold"}},
		{"the retry count -- dropped to 3 last week", nil},
		{"git push origin --tags was removed from the script", []string{"git", "push", "origin", "tag", "from", "script"}}, // a flag, no dash
	})
}

// goneCase is a clause and the stems of the first thing goneOf reads gone
// in it, or none.
type goneCase struct {
	text string
	want []string
}

func checkGoneOf(t *testing.T, cases []goneCase) {
	t.Helper()
	for _, tt := range cases {
		var got []string
		if r, _ := goneOf(tt.text); len(r) > 0 {
			got = r[0]
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("goneOf(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// TestRetiredInUseAbsent: a thing said absent by "-free" is not in use, so
// another statement saying it is gone agrees, and a number gone is only
// that number, not a release under it (other rules may still read the
// pair; this one must not).
func TestRetiredInUseAbsent(t *testing.T) {
	checkPairRule(t, "retiredInUse", retiredInUse, []conflictCase{
		{"the kiosk build is analytics-free", "kiosk build: no more analytics, the Amplitude SDK removed", false},
		{"the kiosk build ships analytics", "kiosk build: no more analytics, the Amplitude SDK removed", true},
		{"Exports use schema 1.4.", "exports moved to schema v2, v1 is retired", false}, // another release of a number
	})
}

// checkPairRule judges each case by one rule of two claims, a first.
func checkPairRule(t *testing.T, name string, rule func(a, b Claim) bool, cases []conflictCase) {
	t.Helper()
	for _, c := range cases {
		if got := rule(ClaimOf(c.a), ClaimOf(c.b)); got != c.want {
			t.Errorf("%s(%q, %q) = %v, want %v", name, c.a, c.b, got, c.want)
		}
	}
}

// TestToolRetiredFromItsJob: a tool named as the subject that does a job
// against another statement that takes it out of use for that job, by
// each way of saying so (moved off, dropped, ripped out, sunset), each
// paired with what it must leave alone: history, another job, another
// tool for the job, and a holder off a role.
func TestToolRetiredFromItsJob(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"Braintree handles card payments for the shop.", "we moved off Braintree for card payments last quarter", true},
		{"Okta handles login for the admin console.", "we dropped Okta for the admin console login", true},
		{"Sentry does our frontend error tracking.", "ripped out Sentry for frontend error tracking, it was too noisy", true},
		{"Mailchimp runs the newsletter.", "we sunset Mailchimp for the newsletter in May", true},
		{"Braintree handles card payments for the shop.", "until March we used Braintree for card payments", false},             // history
		{"Braintree handles payouts to sellers.", "we moved off Braintree for card payments last quarter", false},               // another job
		{"Adyen handles card payments for the shop.", "we moved off Braintree for card payments last quarter", false},           // another tool
		{"The platform guild triages the runner tickets.", "triage moved to the SRE rota, the platform guild is off it", false}, // a holder off a role
	})
}
