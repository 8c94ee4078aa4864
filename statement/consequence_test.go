package statement

import "testing"

// conflictsOfConsequences: a denial in a clause of consequence ("so kits
// can't be reused") denies no value of the claim before it; a denial
// before the consequence still does.
var conflictsOfConsequences = []conflictCase{
	{"Hygiene slots are 45 minutes.", "the autoclave cycle for the hygiene kits takes 45 min so kits can't be reused back-to-back", false},
	{"Nightly backups take 2 hours.", "the backup job runs for 2 hours so the DB is not writable then", false},
	// must not
	{"The build cache is kept 7 days.", "the build cache is not kept 7 days, so stale layers are gone", true},
}

func TestConflictsOfConsequences(t *testing.T) { checkConflicts(t, conflictsOfConsequences) }
