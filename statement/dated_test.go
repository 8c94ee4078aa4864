package statement

import (
	"slices"
	"testing"
)

// TestDatedChange: a switch or a handover dated by when it happened ("two
// weeks ago", "last quarter") against the tool of that job before it; the
// must-nots are the same tool, another job, and a claim that tells no
// change, whose dating words stay what it is of.
func TestDatedChange(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Sentry handles our error tracking.", "we switched error tracking to Rollbar three months ago", true},
		{"Sentry handles our error tracking.", "we switched error tracking to Rollbar last quarter", true},
		{"Liquibase runs the schema migrations.", "we switched migrations to Flyway last sprint", true},
		{"Rollbar handles our error tracking.", "we switched error tracking to Rollbar three months ago", false},
		{"Datadog handles our metrics.", "we switched error tracking to Rollbar last quarter", false},
	})
	for text, kept := range map[string]bool{
		"we switched error tracking to Rollbar last quarter": false,
		"last month's invoices are archived to S3":           true,
		"the last step of the release is a smoke test":       true,
	} {
		if got := slices.Contains(ClaimOf(text).typed.words, "last"); got != kept {
			t.Errorf("%q keeps \"last\" among what it is of: %v, want %v", text, got, kept)
		}
	}
}

// TestDatedMoveKeepsPart: a move of a whole to a place, dated, says
// nothing of where a part of it is kept.
func TestDatedMoveKeepsPart(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"we moved the search cluster to us-east-2 last month", "search snapshots are stored in us-west-1", false},
	})
}
