package feedback_test

import "testing"

// TestTwoNamesTwoProjects: one subject named two ways (a tool and the
// config file named for it, two generic nouns of one run of work, a short
// form's plural) is one subject within a project, and two projects'
// memories of it are about two things.
func TestTwoNamesTwoProjects(t *testing.T) {
	type mem = struct{ Text, Project, Kind string }
	for _, tc := range []struct {
		a, b      string
		otherProj string
		wantFlags bool
	}{
		{"Prettier tab width is 2.", "tabWidth: 4 in .prettierrc", "", true},
		{"The log compaction job runs at 01:00.", "log compaction batch is scheduled at 04:00", "", true},
		{"temp dirs are cleaned every hour", "the temp directories are cleaned daily", "", true},
		// must not: the same pairs held in two projects
		{"Prettier tab width is 2.", "tabWidth: 4 in .prettierrc", "docs-site", false},
		{"The log compaction job runs at 01:00.", "log compaction batch is scheduled at 04:00", "billing", false},
		{"temp dirs are cleaned every hour", "the temp directories are cleaned daily", "ci-runners", false},
	} {
		other := "webapp"
		if tc.otherProj != "" {
			other = tc.otherProj
		}
		got := contradictionsOf(t, mem{tc.a, "webapp", "fact"}, mem{tc.b, other, "fact"}) > 0
		if got != tc.wantFlags {
			t.Errorf("%q (webapp) / %q (%s): flagged %v, want %v", tc.a, tc.b, other, got, tc.wantFlags)
		}
	}
}
