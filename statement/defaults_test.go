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
		// a member that still does otherwise lags behind a rule of all
		{"All repos use Renovate.", "The mobile repo still uses Dependabot.", false},
		{"All services connect to Postgres 16.", "The reporting service still connects to Postgres 13.", false},
		{"All workers run on Node 20.", "The billing worker still runs on Node 18.", false},
		{"All repos use Renovate.", "The mobile repo uses Dependabot.", true},
		{"All workers run on Node 20.", "The billing worker runs on Node 18.", true},
		{"All repos use Renovate.", "Repos still use Dependabot.", true},
		{"The mobile repo uses Renovate.", "The mobile repo still uses Dependabot.", true},
	})
}
