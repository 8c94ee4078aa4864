package capture

import "testing"

// TestRuledUntilChanged (gate31): a prohibition said "yet" is a rule in
// force ("no C++20 features allowed in the tree yet"). Must not: a state not
// reached yet, or a support not given yet, stays a passing state.
func TestRuledUntilChanged(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"No Kotlin coroutines are allowed in the payments module yet.", "store"},
		{"Rust is not permitted in the firmware tree yet.", "store"},
		// must not
		{"the new search endpoint isn't deployed yet", "reject"},
		{"we don't support Python 3.13 yet", "reject"},
	})
}
