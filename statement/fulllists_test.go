package statement

import "testing"

// TestConflictsOfFullLists: two sets each stated whole that share an item
// and differ clash, as does a part said to be the only items; a list that
// adds, a part without "only", and lists of two things do not.
func TestConflictsOfFullLists(t *testing.T) {
	clash := [][2]string{
		{"Supported databases are Postgres, MySQL and SQLite.", "Supported databases are Postgres and Oracle."},
		{"The pre-merge checks are lint, typecheck, test.", "The pre-merge checks are lint, test, e2e."},
		{"Build targets: linux, darwin, windows", "we build for linux and darwin only, windows was dropped from the targets"},
		{"The CDN regions are us-east-1 and eu-central-1.", "We serve the CDN from us-east-1 and ap-northeast-1."},
	}
	apart := [][2]string{
		{"Supported browsers are Chrome, Firefox and Safari.", "We also support Edge and Opera."},                     // adds
		{"Supported databases are Postgres, MySQL and SQLite.", "Supported databases are Postgres and MySQL."},        // a part, no "only"
		{"Staging runs in us-east-1 and eu-west-1.", "Prod runs in us-east-1 and ap-south-1."},                        // two environments
		{"Supported browsers are Chrome, Firefox and Safari.", "We test on Chrome and Edge."},                         // tested is not supported
		{"Supported browsers are Chrome, Firefox and Safari.", "Browsers like Chrome and Edge get the new UI first."}, // a hedged part
	}
	for _, p := range clash {
		checkConflict(t, p[0], p[1], true)
	}
	for _, p := range apart {
		checkConflict(t, p[0], p[1], false)
	}
}

// TestDeniedListStatesNone: a clause that denies ("don't", "isn't") states
// no set, however the denial is spelled.
func TestDeniedListStatesNone(t *testing.T) {
	for _, text := range []string{
		"We don't deploy to eu-west-1, us-east-1 and ap-south-1.",
		"Supported browsers aren't Chrome, Firefox and Safari.",
		"We do not deploy to eu-west-1, us-east-1 and ap-south-1.",
	} {
		if got := fullListsOf(text); len(got) != 0 {
			t.Errorf("%q states a set: %v", text, got)
		}
	}
	if got := fullListsOf("We deploy to eu-west-1, us-east-1 and ap-south-1."); len(got) != 1 {
		t.Errorf("control: the undenied list is read as %v", got)
	}
}
