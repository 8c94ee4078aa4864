package statement

import "testing"

// conflictsOfPeaks: how high an amount got is no second cap on it, under
// the cap or over it; two caps still clash.
var conflictsOfPeaks = []conflictCase{
	{"Surge is capped at 3.0x.", "Peak surge on New Year's Eve hit 2.8x downtown.", false},
	{"Queue depth is capped at 10000 messages.", "queue depth reached 9500 messages last night", false},
	{"Autoscaling is capped at 40 pods.", "pod count peaked at 38 during the sale", false},
	// must not
	{"Queue depth is capped at 10000 messages.", "queue depth is capped at 5000 messages", true},
	{"Surge is capped at 3x.", "Surge is capped at 2.5x.", true},
}

func TestConflictsOfPeaks(t *testing.T) { checkConflicts(t, conflictsOfPeaks) }
