package statement

import "testing"

// TestOldValueNamed: a value a clause names as the old one is left
// behind, not stated, so the same setting said at that value clashes
// with the new one; a near miss beside each (the new value, a side that
// names the same old value as old too, one that says it was the value
// before) that must not be flagged.
func TestOldValueNamed(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"the batch size is 64 now; 32 was the old value", "the batch size is 32", true},
		{"the batch size is 64 now; 32 was the old value", "the batch size is 64", false},
		{"the batch size is 64 now; 32 was the old value", "32 was the old batch size", false},
		{"the batch size is 64 now; 32 was the old value", "the batch size was 32 before, now it is 64", false},
		{"the batch size is 64 now; 32 was the old value", "the batch size is 64 now, 32 was the old value", false},
		{"the request timeout is 30s now, 10s was the previous default", "request timeout is 10 seconds", true},
		{"the request timeout is 30s now, 10s was the previous default", "request timeout is 30 seconds", false},
		{"the batch size is 32", "the batch size was 32 before, now it is 64", true},
		{"the batch size is 64 now", "the batch size was 32 before, now it is 64", false},
		// a key with its unit, in every environment
		{"SLOT_MINUTES is 20 in every env now; 15 was the old value", "Default booking slot length is 15 min (SLOT_MINUTES=15)", true},
		{"SLOT_MINUTES is 20 in every env now; 15 was the old value", "booking slot length is 20 min", false},
		{"SLOT_MINUTES is 20 in every env now; 15 was the old value", "15 was the old slot length", false},
	})
}
