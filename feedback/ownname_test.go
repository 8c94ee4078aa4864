package feedback_test

import "testing"

// TestProjectByItsName: a project named by its own name on one side and by
// the role it plays on the other is one subject, found by the pair search
// too; another thing of the project, or the pair in two projects, is not.
func TestProjectByItsName(t *testing.T) {
	type mem = struct{ Text, Project, Kind string }
	for _, tc := range []struct {
		project, a, otherProject, b string
		want                        bool
	}{
		{"pagepilot-ext", "The extension is on Manifest V2.", "pagepilot-ext", "pagepilot is on Manifest V3", true},
		{"dataloom", "the CLI reads its settings from ~/.dataloom/settings.toml", "dataloom", "dataloom reads its settings only from /etc/dataloom.toml", true},
		// must not: another thing of the project, the pair in two projects
		{"pagepilot-ext", "The extension is on Manifest V2.", "pagepilot-ext", "the options page ships as Manifest V3", false},
		{"pagepilot-ext", "The extension is on Manifest V2.", "tabkeeper-ext", "pagepilot is on Manifest V3", false},
	} {
		got := contradictionsOf(t, mem{tc.a, tc.project, "fact"}, mem{tc.b, tc.otherProject, "fact"}) > 0
		if got != tc.want {
			t.Errorf("%q (%s) / %q (%s): flagged %v, want %v", tc.a, tc.project, tc.b, tc.otherProject, got, tc.want)
		}
	}
}
