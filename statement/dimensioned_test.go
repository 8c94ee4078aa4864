package statement

import "testing"

// TestDimensionClash: one measure of one thing given two amounts, the
// measure named generically on one side ("SLO", "budget", "target") or by
// its name on one side alone, the amount in two forms. Beside them the
// look-alikes that stay apart: one amount in two forms, another measure
// named on each side, another thing, a period against a duration.
func TestDimensionClash(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"SLO: search p99 under 200 ms.", "p99 latency budget for search is half a second", true},
		{"checkout p95 target: 2 seconds", "checkout p95 latency budget is 800 ms", true},
		{"Upload size target is 10 MB.", "the upload size is 2 GB now", true},
		{"login p99 SLO is a quarter of a second", "login p99 budget: 400 ms", true},
		// one amount in two forms agrees
		{"SLO: search p99 under 500 ms.", "p99 latency budget for search is half a second", false},
		{"checkout p95 target: 2 seconds", "checkout p95 latency budget is 2000 ms", false},
		{"login p99 SLO is a quarter of a second", "login p99 budget: 250 ms", false},
		// another measure on each side, another percentile, another thing
		{"the health poll times out after 5 seconds", "the health poll runs every 60 seconds", false},
		{"search p50 budget is 200 ms", "search p99 budget is 500 ms", false},
		{"checkout p95 target: 2 seconds", "search p95 target: 800 ms", false},
		{"the sync runs every 15 minutes", "a sync takes about 6 minutes", false},
		{"upload timeout budget is 30 seconds", "upload interval budget is 5 minutes", false},
	})
}

// TestDimensionClashCandidates: Candidates keeps the pairs dimensionClash
// flags, which share the thing's words.
func TestDimensionClashCandidates(t *testing.T) {
	for _, p := range [][2]string{
		{"SLO: search p99 under 200 ms.", "p99 latency budget for search is half a second"},
		{"checkout p95 target: 2 seconds", "checkout p95 latency budget is 800 ms"},
		{"login p99 SLO is a quarter of a second", "login p99 budget: 400 ms"},
	} {
		if len(Candidates([]Claim{ClaimOf(p[0]), ClaimOf(p[1])})) != 1 {
			t.Errorf("Candidates dropped %q / %q", p[0], p[1])
		}
	}
}

// TestSpelledAmountForms: a number of hundreds said with its rest, and a
// count of cycles a second, read as the one amount each is.
func TestSpelledAmountForms(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"a batch of two hundred fifty-six examples", "a batch of 256 examples"},
		{"we keep three hundred and twelve rows", "we keep 312 rows"},
		{"a hundred twenty users", "120 users"},
		{"two hundred examples", "200 examples"},
		{"two hundred and then some", "200 and then some"},
		{"the server steps at 30 ticks/s", "the server steps at every 33.333333333333336ms"},
		{"el servidor corre a 50 ticks por segundo", "el servidor corre a every 20ms"},
		{"the loop runs 100 times a second", "the loop runs every 10ms"},
		{"we ran 30 tests per run", "we ran 30 tests per run"},
	} {
		if got := normalizeAmounts(c.in); got != c.want {
			t.Errorf("normalizeAmounts(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	checkConflicts(t, []conflictCase{
		{"Training batch size is 512.", "training batch size: two hundred fifty-six", true},
		{"Training batch size is 256.", "training batch size: two hundred fifty-six", false},
		{"the game server ticks at 60 Hz", "the game server ticks at 60 ticks per second", false},
		{"the game server ticks at 60 Hz", "the game server ticks at 30 ticks per second", true},
		{"PRs need two approvals before merge.", "one approving review is enough to merge into main", true},
		{"PRs need two approvals before merge.", "two approving reviews are enough to merge into main", false},
	})
}
