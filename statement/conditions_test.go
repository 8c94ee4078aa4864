package statement

import "testing"

// TestNegationInCondition: a negation inside a condition after the claim
// ("only if there are no missed payments") tells when the claim holds and
// denies nothing, neither the claim nor its values; the claim's own value,
// or a negation before the condition, still clash.
func TestNegationInCondition(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"loans auto-approve at a score of 720", "loans auto-approve at a score of 720 only if there are no missed payments", false},
		{"refunds are issued within 14 days", "refunds are issued within 14 days if the item was not opened", false},
		{"orders ship in 2 days", "orders ship in 2 days unless there is no stock in the 3 warehouses", false},
		// must not: another value of the claim itself, or a claim denied before its condition
		{"refunds are issued within 14 days", "refunds are issued within 30 days if the item was not opened", true},
		{"loans auto-approve at a score of 720", "loans auto-approve at a score of 680 only if there are no missed payments", true},
		{"we deploy on Fridays", "we never deploy on Fridays if the on-call is away", true},
	})
}
