package statement

import "testing"

// TestChangedTo: a setting said changed to a value ("SLO tightened to
// 99.95%", "we bumped the pool size to 40") says what it is now, so it
// clashes with the setting said as another value and agrees with it said
// as the same; a change verb before an infinitive, or a person changed,
// is no value.
func TestChangedTo(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"API availability SLO is 99.9% per calendar month.", "SLO tightened to 99.95% monthly", true},
		{"the connection pool size is 20", "we bumped the connection pool size to 40", true},
		{"The request timeout is 30 seconds.", "request timeout was raised to 60 seconds", true},
		{"the JVM max heap is 2 GB", "JVM max heap has been increased to 4 GB", true},
		{"max upload size is 25 MB", "max upload size lowered to 10 MB last week", true},
		// the same value, and look-alikes
		{"the connection pool size is 40", "we bumped the connection pool size to 40", false},
		{"API availability SLO is 99.95%", "SLO tightened to 99.95% monthly", false},
		{"the connection pool size is 20", "we raised the worker count to 8", false},
		{"the request timeout is 30 seconds", "we lowered the retries to avoid timeouts", false},
	})
}

// TestVersusFormats: a match format said with its sides apart ("five
// against five", "5 vs 5") is the one written "5v5".
func TestVersusFormats(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"ranked matches are 5v5", "ranked is five against five", false},
		{"scrims are 3v3", "scrims are 3 vs 3", false},
		{"the tournament is played 2v2", "the tournament is played two versus two", false},
		{"ranked matches are 5v5", "ranked is six against six", true},
		{"scrims are 3v3", "scrims are 4 vs 4", true},
	})
	for in, want := range map[string]string{
		"ranked is five against five": "ranked is 5v5",
		"we run 2 vs 3 replicas":      "we run 2v3 replicas",
		"deploys go out on 3 hosts":   "deploys go out on 3 hosts",
	} {
		if got := versusWording(in); got != want {
			t.Errorf("versusWording(%q) = %q, want %q", in, got, want)
		}
	}
}
