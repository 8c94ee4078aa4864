package statement

import "testing"

// TestUnlimitedAgainstCap: a thing said to have no maximum against a cap
// on it, in other words; the must-nots are a cap on another kind of the
// thing, two statements that both say it is unlimited, and a cap on
// another thing.
func TestUnlimitedAgainstCap(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"API keys per user are capped at 5.", "users get unlimited API keys", true},
		{"Free workspaces are limited to at most 3 projects.", "free workspaces have unlimited projects", true},
		{"retries for payment jobs are capped at 5", "unlimited retries for idempotent jobs", false},
		{"users get unlimited API keys", "every user has unlimited API keys", false},
		{"API keys per user are capped at 5.", "users get unlimited webhooks", false},
	})
}
