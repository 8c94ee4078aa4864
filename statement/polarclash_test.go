package statement

import "testing"

// TestPolarClash: one thing's yes/no state said by opposite words, not by
// "not", in any of the languages polar reads; Candidates pairs each clash.
func TestPolarClash(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		// on and off said by a switch, a participle or another language
		{"The dark_mode flag is enabled in production for all tenants.", "dark_mode is switched off in production until the contrast bug is fixed", true},
		{"Request logging is turned off on the gateway.", "the gateway has verbose request logging enabled to debug the 502s", true},
		{"Im Staging ist das Rate-Limiting deaktiviert.", "staging has rate-limiting turned on to match prod", true},
		{"Em staging o cache está desativado.", "staging has the response cache switched on since Tuesday", true},
		{"auto renew is ON by default for every new subscription", "Auto-renew for annual plans is opt-in, off by default.", true},
		// required and optional, allowed and forbidden, each by its word
		{"Two reviewers are mandatory for every schema migration.", "Two reviewers are optional for schema migrations now", true},
		{"Le SSO est obligatoire pour le dashboard admin.", "SSO is optional for the admin dashboard now", true},
		{"Self-merges are allowed on docs repos.", "self-merges on docs repos are banned since the incident", true},
		{"Weekend deploys are forbidden on the billing service.", "weekend deploys are fine again on the billing service, the freeze ended", true},
		// must not: two places, two kinds, two things, a rule and its exception
		{"caching is on for the API", "caching is off for the admin panel", false},
		{"2FA is mandatory for staff accounts", "2FA is optional for guest accounts", false},
		{"HTTP/2 is off on the internal load balancer.", "HTTP/2 is enabled on the public load balancer.", false},
		{"Code review is required for infra changes.", "Design review is optional for infra changes.", false},
		{"Tracing is enabled in staging.", "Tracing is disabled in prod.", false},
		{"Guest checkout is allowed in the EU shop.", "guest checkout is forbidden in the US shop", false},
		{"Caching is enabled for every endpoint except /checkout, which stays uncached.", "caching is turned off for the /checkout endpoint", false},
	})
}
