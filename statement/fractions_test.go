package statement

import "testing"

// TestFractionShare: a fraction in words is the share it is; a half and a
// quarter, and an ordinal that is no fraction ("the third of May", "one
// fifth run"), are left alone.
func TestFractionShare(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"one fiftieth of customer assets", "2% of customer assets"},
		{"two thirds of the fleet", "66.67% of the fleet"},
		{"a tenth of requests", "10% of requests"},
		{"three hundredths of the budget", "3% of the budget"},
		{"a quarter of an hour", "a quarter of an hour"},
		{"the third of May", "the third of May"},
		{"one fifth run of the suite", "one fifth run of the suite"},
	} {
		if got := fractionRe.ReplaceAllStringFunc(tt.text, fractionShare); got != tt.want {
			t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
		}
	}
}

// conflictsOfFractions: a share said as a fraction in words agrees with the
// same share in digits and clashes with another.
var conflictsOfFractions = []conflictCase{
	{"Cold storage holds at least 90% of customer funds.", "at least nine tenths of customer funds stay in cold storage", false},
	{"Canary gets at most 5% of traffic.", "no more than one twentieth of traffic goes to the canary", false},
	{"Canary gets at most 5% of traffic.", "no more than one tenth of traffic goes to the canary", true},
}

func TestConflictsOfFractions(t *testing.T) { checkConflicts(t, conflictsOfFractions) }
