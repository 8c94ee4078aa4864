package statement

import "testing"

// TestPropertyLabel: a line that opens with a participle of a property
// before a label's colon states which things hold it, no act done; a
// participle of an act, or one with an object after it, tells of one.
func TestPropertyLabel(t *testing.T) {
	states := []string{
		"Supported browsers: Chrome, Firefox, Safari.",
		"Targeted platforms: iOS and Android",
		"Hosted services: api, web",
		"Signed artifacts: the installer and the CLI binary",
		"Sharded tables: events, sessions",
	}
	// must not: a participle of an act labels what was done, and a
	// participle with an object names no label
	events := []string{
		"Shipped features: dark mode, CSV export",
		"Fixed bugs: the login loop, the cart total",
		"Deployed v3 of checkout: went fine",
		"Supported Node 16 until March",
	}
	for want, texts := range map[bool][]string{false: states, true: events} {
		for _, text := range texts {
			if got := ClaimOf(text).Event; got != want {
				t.Errorf("ClaimOf(%q).Event = %v, want %v", text, got, want)
			}
		}
	}
}

// TestLabelledLists: two labelled lists of one property that differ
// clash; the same set in another order, two properties, and two lists of
// things done do not.
func TestLabelledLists(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Supported browsers: Chrome, Firefox, Safari.", "Supported browsers: Chrome, Firefox, Edge.", true},
		{"Supported browsers: Chrome, Firefox, Safari.", "Supported browsers: Safari, Chrome, Firefox.", false},
		{"Supported regions: us-east-1, eu-west-2.", "Supported regions: us-east-1, ap-southeast-2.", true},
		{"Supported regions: us-east-1, eu-west-2.", "Supported regions: eu-west-2 and us-east-1.", false},
		{"Shipped features: dark mode, CSV export.", "Shipped features: dark mode.", false},
	})
}
