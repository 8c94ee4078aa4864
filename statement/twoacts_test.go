package statement

import "testing"

// TestTwoActsOfOneThing: one thing doing two acts, each with its own verb
// and preposition and a value of its own kind, states two attributes
// ("nook-admin talks to the Shopify Admin API", "nook-admin is styled
// with Tailwind"); one act said twice, or a change of its value, still
// clashes.
func TestTwoActsOfOneThing(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"nook-admin talks to the Shopify Admin API 2024-01.", "nook-admin is styled with Tailwind + shadcn/ui.", false},
		{"the storefront talks to Stripe", "the storefront is styled with Tailwind", false},
		{"the checkout page talks to Adyen", "the checkout page is styled with Bootstrap", false},
		{"the admin panel talks to Stripe", "the admin panel is bundled with Vite", false},
		// look-alikes: one act, or its value changed
		{"the portal is styled with Tailwind", "the portal is styled with Bootstrap", true},
		{"the storefront talks to Stripe", "the storefront talks to Adyen", true},
		{"the importer reads from Kafka", "the importer reads from RabbitMQ", true},
	})
}

// TestBanOnAToolsThings: a ban on an act done to the things a tool or a
// standard carries ("don't log whole HL7 messages", "don't log card
// numbers from Stripe") bans the act, not the tool, which stays in use; a
// ban on the tool itself still clashes with it in use.
func TestBanOnAToolsThings(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Inbound HL7 v2.5 (ADT, ORU) over MLLP, port 2575.", "Don't log whole HL7 messages, not even at DEBUG. PHI.", false},
		{"Payments go through Stripe.", "Don't log raw card numbers from Stripe.", false},
		{"Auth is handled by Auth0.", "never store access tokens from Auth0 in localStorage", false},
		{"We pull repos from GitHub.", "don't cache responses of GitHub in the CDN", false},
		// look-alikes: the tool itself banned or replaced
		{"Payments go through Stripe.", "We don't use Stripe anymore.", true},
		{"Auth is handled by Auth0.", "never use Auth0, we run Keycloak", true},
		{"We host the code on GitHub.", "we moved off GitHub to GitLab", true},
	})
}
