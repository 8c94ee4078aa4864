package statement

import "testing"

// TestHalfAndOneInShares: a half, quarters or one in a count of a whole is
// the percentage it is ("half of the traffic" is 50% of it, "one in ten
// traces" 10%), so one share said two ways agrees and two differ; a half
// or a quarter of a unit of time stays a length of time.
func TestHalfAndOneInShares(t *testing.T) {
	// a percentage is written as its number, as "50%" is
	for _, tc := range []struct{ in, want string }{
		{"half of the traffic goes to the canary", "50 of the traffic goes to the canary"},
		{"three quarters of the fleet", "75 of the fleet"},
		{"we sample one in ten traces", "we sample 10 of traces"},
		{"1 in 20 requests is logged", "5 of requests is logged"},
		// must not: a half of a unit of time, "one in" of no count
		{"rotation takes half a minute", "rotation takes 30000ms"},
		{"the check takes a quarter of a second", "the check takes 250ms"},
		{"the job starts at one in the morning", "the job starts at one in the morning"},
	} {
		if got := normalizeAmounts(tc.in); got != tc.want {
			t.Errorf("normalizeAmounts(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	checkPairs(t, "Conflict", Conflict, true, []pairCase{
		{"the canary gets 10% of traffic", "the canary gets half of the traffic", true},
		{"trace sampling is 20%", "we sample one in ten traces", true},
		// must not: one share said as a percentage and in words
		{"the employer match is 50%", "the employer match covers half of each donation", false},
		{"half of the traffic goes to the canary", "the canary gets 50% of traffic", false},
		{"trace sampling is 10%", "we sample one in ten traces", false},
	})
}
