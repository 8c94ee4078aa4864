package statement

import "testing"

// conflictsOfAPracticeSkipped: a step done before every one of a thing
// against that thing going ahead without the step, named by its noun; a
// step of one kind of the thing against another kind, a step of another
// thing, and a denial that the step is skipped do not.
var conflictsOfAPracticeSkipped = []conflictCase{
	{"QA signs off before every release", "releases ship without QA sign-off now, devs self-verify", true},   // the step by its noun
	{"the DBA reviews every schema migration", "schema migrations are applied without DBA review", true},     // the step by its noun
	{"legal signs off on every vendor contract", "vendor contracts are signed without legal sign-off", true}, // a hyphened noun
	{"QA signs off on every mobile release", "docs releases ship without QA sign-off", false},                // another kind of release
	{"QA signs off before every release", "hotfix builds are tested without a staging deploy", false},        // another step, another thing
	{"the DBA reviews every schema migration", "seed scripts run without DBA review", false},                 // another thing without the step
}

func TestConflictsOfAPracticeSkipped(t *testing.T) {
	checkConflictsPaired(t, conflictsOfAPracticeSkipped)
}
