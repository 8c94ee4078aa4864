package statement

import "testing"

// TestConflictsOfCounts: a claim that only counts a thing's parts tells its
// size, which a claim of a known attribute that counts nothing leaves as it
// was; beside each, a count against another count, which must stay flagged.
func TestConflictsOfCounts(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"The events table has 2 billion rows.", "The events table is sharded by tenant.", false},
		{"The cluster has 3 nodes.", "The cluster runs in eu-west-1.", false},
		{"The users table has 5 million rows.", "The users table has 8 million rows.", true},
		{"The cluster has 3 nodes.", "The cluster runs on 5 nodes.", true},
	})
}

// TestConflictsOfRemovalSchedules: a period right after a verb of removing
// tells when the removal is done, which clock times refine; a period
// before the thing removed names what is gone, and clashes still.
func TestConflictsOfRemovalSchedules(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"The preview environments are torn down nightly.", "preview environments get destroyed at 22:00 and rebuilt at 06:00", false},
		{"Scratch volumes are wiped out daily.", "scratch volumes are wiped at 03:00 UTC", false},
		{"Last week we disabled the nightly backups.", "Backups run nightly.", true},
		{"Preview environments are torn down nightly.", "Preview environments are torn down weekly.", true},
	})
}
