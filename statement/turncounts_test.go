package statement

import "testing"

// TestTurnsAsPeriod: a count of turns in a span is the period between two
// turns; a bounded count, one turn, or a count it cannot read stays.
func TestTurnsAsPeriod(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"the export runs three times a day", "the export runs every 28800000ms"},
		{"polls 4 times per minute", "polls every 15000ms"},
		{"the sync runs twice daily", "the sync runs every 43200000ms"},
		{"standups happen thrice a week", "standups happen every 201600000ms"},
		{"the cache warms twelve times an hour", "the cache warms every 300000ms"},
		// must not: a bound on the count, one turn, a count of no number
		{"retry at most three times a day", "retry at most three times a day"},
		{"deploys up to 5 times per day", "deploys up to 5 times per day"},
		{"backups run once a day", "backups run once a day"},
		{"it crashes several times a day", "it crashes several times a day"},
	} {
		if got := turnsPerSpan.ReplaceAllStringFunc(tt.in, turnsAsPeriod); got != tt.want {
			t.Errorf("turnsAsPeriod(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestTurnsAgainstPeriod: a count of turns and a period of one repeated
// thing compare as one attribute.
func TestTurnsAgainstPeriod(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"the ledger snapshot runs every 6 hours", "the ledger snapshot runs three times a day", true},
		{"the sync job runs twice daily", "the sync job runs every hour", true},
		// must not: one period said both ways, a limit on the count
		{"the ledger snapshot runs every 6 hours", "the ledger snapshot runs four times a day", false},
		{"the sync job runs twice daily", "the sync job runs every 12 hours", false},
		{"the ledger snapshot runs every 6 hours", "the ledger snapshot runs at most six times a day", false},
		{"the API never scales below 2 pods", "the API's pods restart 5 times a day", false},
	})
}
