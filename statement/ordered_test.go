package statement

import "testing"

// conflictsOfOrderAndDegree: a claim of what a thing is done before, and
// one of how far it is done that tells its order by the same word, both
// hold; another order, or another thing it comes before, still clashes.
var conflictsOfOrderAndDegree = []conflictCase{
	{"Seeds are dried before storage.", "Seeds are dried to equilibrium at 15% RH (roughly 5-6% moisture content) before they go into the vault.", false},
	{"Wort is chilled before pitching.", "wort gets chilled to 18 degrees before the yeast goes in", false},
	{"Images are resized after upload.", "images are resized to 1024 px after they are uploaded", false},
	// must not
	{"Seeds are dried before storage.", "Seeds are dried after storage.", true},
	{"Migrations run before deploy.", "migrations run before the build", true},
	{"Migrations run before deploy.", "migrations run after the deploy finishes", true},
}

func TestConflictsOfOrderAndDegree(t *testing.T) { checkConflicts(t, conflictsOfOrderAndDegree) }
