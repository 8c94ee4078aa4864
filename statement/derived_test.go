package statement

import "testing"

func TestDerivedRoot(t *testing.T) {
	for _, tt := range []struct{ word, want string }{
		{Stem("paging"), Stem("page")},
		{Stem("paged"), Stem("page")},
		{Stem("deployment"), Stem("deploy")},
		{Stem("settlement"), Stem("settle")},
		{Stem("deletion"), Stem("delete")},
		{Stem("rotation"), Stem("rotate")},
		{Stem("timing"), Stem("time")},
		// must not: an agent noun, a root too short to be the word's
		// ("comment", "station", "ration", "thing"), a word of no ending
		{Stem("pager"), ""},
		{Stem("comment"), ""},
		{Stem("shipment"), ""},
		{Stem("station"), ""},
		{Stem("ration"), ""},
		{Stem("thing"), ""},
		{Stem("need"), ""},
		{Stem("page"), ""},
	} {
		if got := derivedRoot(tt.word); got != tt.want {
			t.Errorf("derivedRoot(%q) = %q, want %q", tt.word, got, tt.want)
		}
	}
}

// A subject named by a noun of an act on one side and by its verb on the
// other is one subject, where both state a value of one kind.
func TestActNamedByNounAndVerb(t *testing.T) {
	checkConflictsIn(t, "ops", []pairCase{
		{"The nightly deployment takes 20 minutes.", "nightly deploys take an hour", true},
		{"Invoice settlement happens within 3 days.", "invoices are settled within 10 days", true},
		{"Report generation takes 5 minutes.", "the monthly reports are generated in 20 minutes", true},
		{"critical alerts page the on-call within 5 minutes", "critical alert paging happens within 15 minutes", true},
		{"The nightly deployment takes 20 minutes.", "nightly deploys take 20 minutes", false},
		// must not: a device named by an agent noun, another thing
		// sharing a short root, a value of another kind
		{"critical alert paging happens within 5 minutes", "the critical alert pager battery lasts 15 hours", false},
		{"code review comments are answered within 2 days", "code review coming due within 5 days", false},
		{"The nightly deployment takes 20 minutes.", "nightly deploys run on Jenkins", false},
		{"The staging deployment takes 20 minutes.", "production deploys take an hour", false},
	})
}
