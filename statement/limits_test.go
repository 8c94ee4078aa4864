package statement

import "testing"

// TestLimitOf: a capability said with no amount and the bound it can be
// done within are one capability, refined; a capability said boundless,
// or two bounds, clash.
func TestLimitOf(t *testing.T) {
	checkPairs(t, "limitOf", limitOf, true, []pairCase{
		{"Orders can be scheduled ahead.", "pre-orders can be scheduled up to 7 days out", true},
		{"Refunds can be requested.", "Refunds can be requested within 30 days.", true},
		{"Members can book rooms in advance.", "Members can book rooms at most 2 weeks in advance.", true},
		// must not: a boundless capability, a denial, a bound on both sides
		{"Backups can be kept forever.", "Backups can be kept up to 90 days.", false},
		{"Refunds can't be requested.", "Refunds can be requested within 30 days.", false},
		{"Refunds can be requested within 14 days.", "Refunds can be requested within 30 days.", false},
		{"Refunds are processed.", "Refunds are processed within 30 days.", false},
	})
	checkPairs(t, "Conflict", Conflict, true, []pairCase{
		{"Orders can be scheduled ahead.", "pre-orders can be scheduled up to 7 days out", false},
		{"Members can book rooms in advance.", "Members can book rooms at most 2 weeks in advance.", false},
		{"Refunds can be requested within 14 days.", "Refunds can be requested within 30 days.", true},
		{"Orders can be scheduled up to 3 days ahead.", "Orders can be scheduled up to 7 days ahead.", true},
	})
}

// TestQuarterOfAnHour: the article after "of" is read whole, so "a quarter
// of an hour" leaves no stray "n" behind its amount.
func TestQuarterOfAnHour(t *testing.T) {
	if got := normalizeAmounts("held for a quarter of an hour"); got != "held for 900000ms" {
		t.Errorf("normalizeAmounts(a quarter of an hour) = %q", got)
	}
}

// TestRejectedPastBound: what is turned away past an amount ("uploads over
// 20GB are rejected") states the amount as its bound, which the limit of
// the same size agrees with; another limit, or a tool preferred over
// another, still clash.
func TestRejectedPastBound(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Max input file size is 20 GB.", "uploads over 20GB are rejected", false},
		{"the max request body size is 10 MB", "requests above 10 MB are rejected", false},
		{"the attachment limit is 25 MB", "attachments beyond 25 MB are dropped", false},
		{"max upload size is 2 GB", "uploads exceeding 2 GB are rejected", false},
		// must not: another bound, or a preference over another tool
		{"Max upload size is 50 GB.", "uploads over 20GB are rejected", true},
		{"the max request body size is 10 MB", "requests over 1 MB are rejected", true},
		{"prefer pnpm over npm", "use npm to install dependencies", true},
	})
}
