package capture

import "testing"

// TestGateChatYouAsks: "u" is "you" as chat spells it, so "can u ..." with
// no question mark asks as "can you ..." does; a request, not a fact.
func TestGateChatYouAsks(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"can u bump the timeout in the retry helper", "reject"},
		{"could u rename that struct to OrderLine", "reject"},
		{"can you squash these two commits", "reject"},
		// asked for good, it is still feedback
		{"can u stop adding emojis to the commit messages", "feedback"},
		// near misses: no "can u" question
		{"we flash u-boot over the serial console", "store"},
		{"The API can use either JSON or protobuf.", "store"},
	})
}

// TestGateDroppedDoubt: "dont think i ..." is "I don't think", its "I"
// dropped: the speaker doubts, it forbids nothing.
func TestGateDroppedDoubt(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"dont think we ever enabled gzip on the proxy", "reject"},
		{"don't believe it was the cache, the timings look the same", "reject"},
		// near misses: a prohibition on thinking about a thing, or on
		// assuming, still forbids
		{"don't assume the cache is warm in tests", "feedback"},
		{"Don't use mocks in integration tests.", "feedback"},
		{"don't think of the cache as a source of truth", "feedback"},
	})
}

// TestGatePassingStates: a state "for the next" hours or days, "until" the
// speaker's own work lands, or come back "again" is the moment's news, not
// how things stand for good.
func TestGatePassingStates(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"the billing db is read-only for the next two days", "reject"},
		{"deploys are paused for the next hour, infra is rotating certs", "reject"},
		{"the changelog is stale until my release PR merges", "reject"},
		{"the staging cert is expired again", "reject"},
		{"prod is down again, ugh", "reject"},
		// near misses: a span a rule counts, a state until another's
		// event, a kind of thing back again, the team's own choice
		{"Session tokens are valid for an hour.", "store"},
		{"the admin panel is read-only until the audit is done", "store"},
		{"tabs are allowed again in Makefiles", "store"},
		{"we're on Postgres again after the MySQL experiment", "store"},
	})
}

// TestGateReportedAsks: someone else's question or request, reported, is
// nothing the team decided; taken up by the team, or given as a rule's
// grounds ("... asked for that"), it is.
func TestGateReportedAsks(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"the auditors asked whether backups are tested quarterly", "reject"},
		{"Priya from support asked for a CSV export on the invoices page", "reject"},
		{"the PM asked about dark mode again", "reject"},
		// near misses: the speaker's own ask, the team acting on it, a
		// rule with the ask as its grounds
		{"we asked for a quota bump on the GPU nodes", "store"},
		{"the customer asked for SSO, so we built it on Okta", "store"},
		{"every endpoint returns a request id, support asked for that", "store"},
	})
}
