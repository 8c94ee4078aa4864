package statement

import "testing"

// TestListHead: a clause of values alone before "and" heads the list the
// clause after it states or rules out, so "15 and 16 are dropped" drops
// both; a clause that states a thing before "and" keeps its own.
func TestListHead(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Minimum macOS version is 12.", "raised the minimum to macOS 14; 12 and 13 are dropped", true},
		{"The docs build on Python 3.9.", "Docs build on Python 3.12 now; 3.9 and 3.10 were dropped.", true},
		{"The SDK supports Go 1.21.", "the SDK needs Go 1.23 now, 1.21 and 1.22 are deprecated", true},
		// near misses: the values kept, or another thing's values dropped
		{"Minimum macOS version is 14.", "raised the minimum to macOS 14; 12 and 13 are dropped", false},
		{"The SDK supports Go 1.23.", "the SDK needs Go 1.23 now, 1.21 and 1.22 are deprecated", false},
		{"The docs build on Python 3.12.", "Docs build on Python 3.12 now; 3.9 and 3.10 were dropped.", false},
	})
}
