package statement

import "testing"

// TestRuledMay (gate44): "may" after a subject that rules out every holder
// or names the only one, or with a cap after it, gives or withholds leave
// and hedges nothing; "may" of one thing the speaker is unsure of still
// hedges.
func TestRuledMay(t *testing.T) {
	for _, c := range []struct {
		text   string
		hedged bool
	}{
		{"nothing in an ISR may allocate", false},
		{"no handler may block on disk I/O", false},
		{"nobody may push to the release branch", false},
		{"only the release bot may tag a version", false},
		{"we may keep raw messages for 30 days max", false},
		{"tenants may store up to 10 GB", false},
		{"the import may take at most an hour", false},
		{"it may be the cache", true},
		{"the build may be flaky", true},
		{"we may need to roll back", true},
		{"no it may be the cache", true},
	} {
		if got := Parse(c.text).Modality == Hedged; got != c.hedged {
			t.Errorf("%q: hedged %v, want %v", c.text, got, c.hedged)
		}
	}
}
