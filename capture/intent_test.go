package capture

import "testing"

// TestKeptAsIntended (gate28): agreeing that what the assistant noticed is
// meant so, and asking it kept so, makes it the project's convention; the
// same words after a turn that asked nothing of intent, or after "no",
// react or ask once.
func TestKeptAsIntended(t *testing.T) {
	judgeCases(t, []turnCase{
		{"I notice the importer never retries failed rows. Is that intentional?", "correct, and keep it that way", "store"},
		{"The migrations folder has no down migrations. Was that on purpose?", "yes, leave it as is", "store"},
		{"I noticed the cron runs in UTC. Is that intended?", "yep, keep it like that", "store"},
		// must not
		{"I refactored the handler into two functions.", "looks good, keep it that way", "reject"},
		{"Should I also add retries to the client?", "yes, and keep it that way", "reject"},
		{"The logger writes to stdout. Is that intentional?", "no, keep it that way for now but we'll move to files", "reject"},
	})
}
