package statement

import "testing"

// TestSettingSaidTwoWays: one setting said by its config key or code on
// one side and in words on the other, each beside an agreement and a near
// miss, two settings of one thing, that must not be flagged.
func TestSettingSaidTwoWays(t *testing.T) {
	checkConflicts(t, []conflictCase{
		// A key's short forms are the words they shorten: "svc" a
		// service, "batt" a battery, "conns" connections, "exp" when it
		// expires.
		{"The billing service listens on port 3000.", "billing-svc: PORT=4000", true},
		{"The billing service listens on port 3000.", "billing-svc: PORT=3000", false},
		{"The search service listens on port 3000.", "billing-svc: PORT=4000", false},
		{"The tracker sends a battery reading every 30 minutes.", "BATT_READ_INTERVAL_S=300", true},
		{"The tracker sends a battery reading every 30 minutes.", "BATT_READ_INTERVAL_S=1800", false},
		{"The tracker sends a battery reading every 30 minutes.", "GPS_READ_INTERVAL_S=300", false},
		// "scheduled" says the time is a schedule's, no more of what.
		{"Nightly ledger run scheduled at 01:00 UTC.", "ledger build kicks off at 3am UTC every night through the dag `ledger_nightly`", true},
		{"Nightly ledger run scheduled at 01:00 UTC.", "ledger build kicks off at 1am UTC every night through the dag `ledger_nightly`", false},
		{"Nightly ledger run scheduled at 01:00 UTC.", "invoice build kicks off at 3am UTC every night through the dag `invoice_nightly`", false},
		{"Nightly ledger run scheduled at 01:00 UTC.", "The nightly ledger run takes 40 minutes.", false},
		// A moment set as now plus a bare number is that many seconds
		// later, as a Unix clock counts; one multiplied further is left.
		{"Session cookies expire after 30 minutes.", "the session cookie's exp is now + 3600", true},
		{"Session cookies expire after 30 minutes.", "the session cookie's exp is now + 1800", false},
		{"Session cookies expire after 30 minutes.", "session cookie exp = time.time() + 1800", false},
		{"Refresh tokens expire after 30 days.", "the access token's exp is now + 900", false},
	})
}

// TestFromNowSeconds: "now + N" reads N as seconds only when no unit or
// factor follows it.
func TestFromNowSeconds(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"exp = now + 3600", "exp = now + 3600000ms"},
		{"deadline is time.time() + 90 on submit", "deadline is time.time() + 90000ms on submit"},
		{"exp = now + 15 minutes", "exp = now + 900000ms"},
		{"exp = Date.now() + 15 * 60 * 1000", "exp = Date.now() + 15 * 60 * 1000"},
		{"uptime + 5 is fine", "uptime + 5 is fine"},
	} {
		if got := normalizeAmounts(c.in); got != c.want {
			t.Errorf("normalizeAmounts(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
