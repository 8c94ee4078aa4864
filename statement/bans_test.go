package statement

import "testing"

// TestBanAgainstRule: a standing ban on an act done to a thing, said as an
// order or with "never", clashes with a standing rule that does that act
// to that thing or a kind of it, whatever each names as its subject; a ban
// on another thing, a rule of another act, the act done once and two bans
// do not.
func TestBanAgainstRule(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Don't add tests unless asked.", "When fixing a bug, always add a regression test.", true},
		{"Don't write docstrings unless asked.", "For every public function, always write docstrings.", true},
		{"Never rebase shared branches.", "Before merging, always rebase shared branches onto main.", true},
		// must not: another thing, another act, a one-off, two bans
		{"Don't add new dependencies without review.", "When fixing a bug, always add a regression test.", false},
		{"Don't add tests unless asked.", "Always run the tests before pushing.", false},
		{"Don't add tests unless asked.", "Yesterday I added tests for the parser.", false},
		{"Don't add tests unless asked.", "Never add tests for generated code.", false},
		{"Don't retry failed payments automatically.", "Always retry failed webhooks three times.", false},
	})
}
