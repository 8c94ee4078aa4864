package statement

import "testing"

// TestConflictsOfValueLists: a list of values joined by "and" is said by
// its clause, denied or stated whole; its last item is no clause of its
// own stating it.
func TestConflictsOfValueLists(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Batch jobs never run on Saturdays and Sundays.", "Batch jobs run on Wednesdays.", false},
		{"Batch jobs never run on Saturdays and Sundays.", "Batch jobs run on Sundays.", true},
		{"Releases don't go out on Fridays and Saturdays.", "Releases go out on Mondays and Thursdays.", false},
		{"Releases don't go out on Fridays and Saturdays.", "Releases go out on Saturdays.", true},
		{"Standups are on Mondays and Thursdays.", "Standups are on Tuesdays.", true},
		{"The orders service doesn't use MySQL and MongoDB.", "The orders service stores data in Postgres.", false},
		{"The orders service doesn't use MySQL and MongoDB.", "The orders service stores data in MongoDB.", true},
	})
}
