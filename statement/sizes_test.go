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

// TestConflictsOfColumnTypes: a column type of whole numbers is an integer,
// whatever its width; a type of another kind still clashes.
func TestConflictsOfColumnTypes(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Prices are stored as integer cents.", "price_cents is a BIGINT column", false},
		{"Fees are kept in integer cents.", "fees live in `fee_cents int64` fields", false},
		{"Money is stored as integer cents.", "Money is stored as NUMERIC(12,2) dollars.", true},
		{"User IDs are bigint.", "User IDs are UUIDs.", true},
	})
}

// TestConflictsOfAsides: a parenthesis is an aside, a clause of its own, so
// what it says is not ruled out with the value before it; an aside that
// gives another amount still clashes.
func TestConflictsOfAsides(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Python files are indented with 4 spaces, never tabs.", "py: spaces not tabs (4)", false},
		{"The API listens on port 8080.", "api port: 8080 not 80 (since v2)", false},
		{"Release builds use 8 workers.", "release builds: 8 workers not 4 (16 on the big runner)", false},
		{"YAML is indented with 2 spaces, never tabs.", "yaml: spaces not tabs (4)", true},
	})
}
