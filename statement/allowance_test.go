package statement

import "testing"

// TestAllowedAgainstForbidden: a practice allowed, somewhere or in some
// measure, against the same practice forbidden outright or for every kind
// of it; the must-nots are a ban of one kind, another practice, two
// allowances, and two bans.
func TestAllowedAgainstForbidden(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"Double parking allowed for delivery vans up to 10 minutes.", "Double parking is prohibited for all vehicles.", true},
		{"Split payments are allowed on group bookings.", "Split payments are not allowed.", true},
		{"Late submissions are permitted with a 10% penalty.", "Late submissions are banned in every course.", true},
		{"Overtime allowed on weekend shifts.", "Overtime is forbidden on night shifts.", false},         // a ban of one kind
		{"Split payments are allowed on group bookings.", "Cash payments are not allowed.", false},       // another practice
		{"Split payments are allowed on group bookings.", "Split payments are allowed.", false},          // two allowances
		{"Double parking is prohibited for all vehicles.", "Parking on the lawn is not allowed.", false}, // two bans
	})
}

// TestObligedAgainstWaived: an obligation against a waiver of that very
// need for that very thing; the must-nots are an obligation bounded to a
// case, a waiver of another thing, of another need, or of one place.
func TestObligedAgainstWaived(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Toddlers must be collected by a guardian at pickup.", "Toddler pickup doesn't require a guardian present.", true},
		{"Forklift drivers must be signed in by a supervisor at shift start.", "Shift start for forklift drivers doesn't need a supervisor.", true},
		{"Toddlers under two must be collected by a guardian at pickup.", "Pickup of children over two doesn't require a guardian present.", false}, // two cases that fit
		{"Toddlers must be collected by a guardian at pickup.", "Bus pickup doesn't require a guardian present.", false},                            // another thing
		{"Toddlers must be collected by a guardian at pickup.", "Toddler pickup doesn't require a signed form.", false},                             // another need
		{"Every pull request must be reviewed by a code owner.", "we don't require code owner review in this repo", true},
		{"All invoices must be countersigned by finance.", "We no longer require countersigned invoices.", true},
		{"Every pull request must be reviewed by a code owner.", "we don't require code owner review on the docs repo", false}, // an exception of one place
		{"All invoices must be countersigned by finance.", "We don't require purchase orders.", false},                         // another thing
	})
}
