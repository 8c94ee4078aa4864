package statement

import "testing"

// conflictsOfASoleTool: a tool said the only one of its kind, a tool whose
// use is denied outright, and a kind denied to a part, each against a
// tool in use; a limit on what a tool does, a denial of a use, a place or
// another act, another part, history and an exception do not.
var conflictsOfASoleTool = []conflictCase{
	{"manifests are rendered with Helm only", "the staging manifests are built with Kustomize", true},    // "Helm only"
	{"Okta is the only identity provider", "admins sign in through Keycloak", true},                      // "is the only"
	{"we use Twilio only", "OTP texts are sent through Vonage", true},                                    // "Twilio only"
	{"Sidekiq only sends the digest jobs", "password resets are enqueued in Resque", false},              // "only" limits what it does
	{"billing uses MariaDB only", "analytics events land in MongoDB", false},                             // a part's only tool, another part
	{"Okta is the only identity provider", "Okta was the only IdP until the Keycloak pilot", false},      // history
	{"Twilio is our only SMS vendor", "Exception: the China build ships Sinch", false},                   // an exception marked as one
	{"we retired Cloverleaf last year", "lab feeds are routed through Cloverleaf", true},                 // a tool retired, still stated in use
	{"the plant floor talks CoAP; we don't run an MQTT broker", "PLCs publish readings over MQTT", true}, // the tool as what it runs as
	{"we don't use Rollbar for the mobile apps", "Rollbar collects API exceptions", false},               // a use denied, not the tool
	{"no ORM in the ledger service, raw SQL only", "ledger writes go through Prisma models", true},       // a kind denied to a part, used there
	{"no ORM in the ledger service, raw SQL only", "the admin service maps tables with Prisma", false},   // another part
	{"No analytics in the kiosk app.", "the kiosk app sends events to Amplitude", true},                  // a kind denied to a part, used there
	{"No analytics in the kiosk app.", "the web app sends events to Amplitude", false},
	{"we don't use Memcached for sessions", "Memcached caches rendered fragments", false}, // a use denied, not the tool
	// a clause after another that denies a thing no list knows, by its
	// whole name, against the thing in use
	{"releases come out of a hand-rolled GH Actions matrix, we don't use cargo-dist", "release binaries are built with cargo-dist", true},
	{"the site is hand-written HTML, we don't use Zola", "the marketing site is generated with Zola", true},
	{"releases come out of a hand-rolled GH Actions matrix, we don't use cargo-dist", "release binaries are built with the matrix", false}, // the agreement
	{"we ship via fastlane, we don't run cargo-dist locally", "release binaries are built with cargo-dist", false},                         // a place
	{"payments go through Stripe, we don't use Plaid for payouts", "bank linking is done with Plaid", false},                               // a purpose
	{"the site is hand-written HTML, we don't use Zola", "Zola was evaluated last year", false},                                            // history
}

func TestConflictsOfASoleTool(t *testing.T) { checkConflictsPaired(t, conflictsOfASoleTool) }
