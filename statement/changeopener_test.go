package statement

import (
	"slices"
	"testing"
)

// TestChangeOpenerDropped: a phrase that opens a claim with the change it
// came with ("after the reorg") dates the claim; its words are not the
// subject's. A step of a procedure ("after the deploy") and a change said
// later in the sentence are kept.
func TestChangeOpenerDropped(t *testing.T) {
	cases := []struct {
		text, word string
		dropped    bool
	}{
		{"after the reorg, search belongs to the platform team", "reorg", true},
		{"Since the migration the ledger DB is Aurora.", "migration", true},
		{"As of the March cutover, exports run on Airflow.", "cutover", true},
		{"Following the merger payroll is owned by finance.", "merger", true},
		{"after our big rewrite, the API returns JSON", "rewrite", true},
		// must not: a step of a task, a change not opening the claim, a
		// change that is all of the sentence
		{"after the deploy, the cache is flushed", "deploy", false},
		{"The reorg moved search to the platform team.", "reorg", false},
		{"the data migration runs after the backup", "migration", false},
		{"since the migration", "migration", false},
	}
	for _, tc := range cases {
		c := ClaimOf(tc.text)
		got := !slices.Contains(c.said, canonical(Stem(tc.word)))
		if got != tc.dropped {
			t.Errorf("ClaimOf(%q): %q dropped = %v, want %v (said %v)", tc.text, tc.word, got, tc.dropped, c.said)
		}
	}
}

// TestChangeOpenerConflicts: a claim dated by a change conflicts with the
// other value of its subject as the undated claim does; two claims dated
// by one change that are of two subjects still do not.
func TestChangeOpenerConflicts(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"after the reorg, search belongs to the relevance group", "Product search is owned by the discovery team.", true},
		{"As of the cutover, the billing database is Postgres.", "The billing database is MySQL.", true},
		{"Following the merger, payroll belongs to the finance group", "Payroll is owned by the HR team.", true},
		// must not: two subjects dated by one change, and one value twice
		{"Since the migration, reports are owned by the data team.", "Since the migration, exports are owned by the platform team.", false},
		{"after the reorg, search belongs to the relevance group", "Search is owned by the relevance team.", false},
	})
}
