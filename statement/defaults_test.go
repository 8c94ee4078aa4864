package statement

import "testing"

// TestConflictsOfDefaults: one member, named by a word in front of the
// thing, may override what holds by default or for most; the thing itself
// said otherwise, or two defaults, still clash.
func TestConflictsOfDefaults(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"By default, workers poll the queue every 5 seconds.", "The billing worker polls the queue every minute.", false},
		{"Most repos use Renovate for dependency updates.", "The mobile repo uses Dependabot for dependency updates.", false},
		{"Uploads default to a 10 MB cap.", "Avatar uploads are capped at 2 MB.", false},
		{"By default, workers poll the queue every 5 seconds.", "Workers poll the queue every minute.", true},
		{"By default, uploads are capped at 10 MB.", "Uploads are capped at 25 MB.", true},
		{"Most repos use Renovate for dependency updates.", "Repos use Dependabot for dependency updates, never Renovate.", true},
		{"The default page size is 50.", "By default the page size is 20.", true},
		{"Clients may make at most 100 calls a minute.", "The mobile client may make 300 calls a minute.", true},
	})
}
