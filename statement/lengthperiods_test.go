package statement

import "testing"

// TestLengthPeriods: a loan, a subscription or a refund window lasts its
// period; it does not repeat at it, so its period clashes with another
// length of the same thing ("the loan period is 14 days", "laptops go out
// for three weeks"). The must-nots: the same length in other words, and
// how often the thing is serviced, which is another attribute.
func TestLengthPeriods(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"The loan period for laptops is 14 days.", "Laptops go out for three weeks.", true},
		{"The subscription period is 12 months.", "Subscriptions last 6 months.", true},
		{"LOAN_PERIOD_DAYS=14 for laptops", "laptops go out for three weeks now", true},
		{"The loan period for laptops is 14 days.", "Laptops go out for two weeks.", false},
		{"The loan period for laptops is 14 days.", "Laptops are serviced every 90 days.", false},
		{"LOAN_PERIOD_DAYS=21 for laptops", "laptops go out for three weeks now", false},
		{"LOAN_PERIOD_DAYS=14 for laptops", "projectors go out for one week", false},
	})
}
