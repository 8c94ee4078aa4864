package statement

import "testing"

// TestConflictsOfBareNumbers: a claim whose only values are numbers with no
// unit, and no word of what they count ("v2.3.0 was released on 4 June"),
// names no amount of the other's thing; two amounts of one named thing
// still clash.
func TestConflictsOfBareNumbers(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"v2.3.0 was released on 4 June", "Passwords are hashed with bcrypt at cost 12.", false},
		{"v4.1.0 was released on 19 March", "The orders connection pool is fixed at 50.", false},
		{"v0.9.2 was published on 7 May", "game matches are capped at 10 players", false},
		{"v3.2 was tagged on 21 August", "metrics are exposed on :9090", false},
		{"The orders connection pool is fixed at 50.", "The orders connection pool is fixed at 20.", true},
		{"game matches are capped at 10 players", "game matches are capped at 16 players", true},
		{"Passwords are hashed with bcrypt at cost 12.", "Passwords are hashed with bcrypt at cost 10.", true},
	})
}
