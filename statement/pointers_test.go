package statement

import "testing"

// TestPointerAsides: a parenthetical that points to where a value is
// written ("(see .nvmrc)") names no part of what the value is of, so two
// values of one thing clash however each points to its source; an aside
// that names the thing, another thing, and one value pointed to twice do
// not.
func TestPointerAsides(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"We're on Node 18 for this service.", "The runtime is Node 22 (see .nvmrc).", true},
		{"The worker runs Python 3.11.", "The worker runs Python 3.12 (see the Dockerfile).", true},
		{"Session tokens expire after 15 minutes.", "Session tokens expire after an hour (per the auth runbook).", true},
		// must not: one value, an aside that names the thing, another thing
		{"We're on Node 18 for this service.", "The runtime is Node 18 (see .nvmrc).", false},
		{"The billing service is on Node 18.", "The runtime is Node 22 (docs site only).", false},
		{"Session tokens expire after 15 minutes.", "Refresh tokens expire after 30 days (see the auth runbook).", false},
	})
}
