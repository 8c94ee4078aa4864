package statement

import "testing"

// conflictsOfMonthDays: the day of the month a monthly thing falls on is
// its value; the same day said two ways agrees, and an ordinal of no day
// ("the 3rd floor") is none.
var conflictsOfMonthDays = []conflictCase{
	{"moved the monthly bill run to the 15th so it doesn't collide with the finance close", "Bill run closes on the 1st of every month.", true},
	{"Payroll runs on the 25th of each month.", "payroll goes out on the 28th of every month", true},
	// must not
	{"Payroll runs on the 25th of each month.", "Payroll runs monthly on the 25th.", false},
	{"Invoices are due on the 1st of the month.", "the office moved to the 3rd floor last month", false},
}

func TestConflictsOfMonthDays(t *testing.T) { checkConflicts(t, conflictsOfMonthDays) }
