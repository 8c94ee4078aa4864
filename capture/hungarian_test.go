package capture

import "testing"

// TestHungarian (gate31): Hungarian is glossed by its structural words, so
// "talán" (maybe) hedges a change to come and "mostantól" (from now on)
// makes one stand. Must not: a rule said "always" or forbidden with "ne"
// stays a rule for the listener.
func TestHungarian(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"Jövő tavasszal talán átköltöztetjük a riportokat BigQuery-be.", "reject"},
		{"Talán jövő héten átírjuk a fizetési modult Go-ra.", "reject"},
		{"Mostantól a Postgres 16-ot használjuk minden szolgáltatásban.", "store"},
		// must not
		{"Mindig futtasd a teszteket commit előtt.", "feedback"},
		{"Ne használj mockot az integrációs tesztekben.", "feedback"},
	})
}
