package statement

import "testing"

func TestDutchClaims(t *testing.T) {
	checkPairs(t, "Conflict", Conflict, true, []pairCase{
		{"Logs are kept for 30 days.", "Logs worden 14 dagen bewaard.", true},
		{"The nightly backup runs at 02:00.", "De nachtelijke backup draait om 04:00.", true},
		{"The sync job runs every night at 01:00.", "De sync job draait elke nacht om 03:00.", true},
		{"A contact is suppressed after the first hard bounce.", "Contacten worden pas na drie harde bounces verwijderd.", true},
		{"cratebox releases every tuesday", "release train cratebox verschoven naar donderdag", true},
		// must not: the same value, another subject, a name with "de"
		{"Logs are kept for 14 days.", "Logs worden 14 dagen bewaard.", false},
		{"The nightly backup runs at 02:00.", "De nachtelijke backup draait om 02:00.", false},
		{"Logs are kept for 30 days.", "Metrics worden 14 dagen bewaard.", false},
		{"cratebox releases every tuesday", "release train cratebox blijft op dinsdag", false},
	})
	for _, tc := range []struct{ in, want string }{
		{"Logs worden 14 dagen bewaard.", "Logs are 14 days kept."},
		{"De sync job draait elke nacht om 03:00.", "the sync job runs every night at 03:00."},
		// one Dutch word is no Dutch sentence: English and names stay
		{"De Vries owns the billing service", "De Vries owns the billing service"},
		{"the uur field holds the hour", "the uur field holds the hour"},
	} {
		if got := inEnglish(tc.in); got != tc.want {
			t.Errorf("inEnglish(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
