package capture

import (
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/store"
)

// outcomeOf sums up classify's answer as the labelled sets do.
func outcomeOf(c Candidate) string {
	kind, rule := classify(c)
	switch {
	case rule != "":
		return "reject"
	case kind == decay.KindFeedback:
		return "feedback"
	}
	return "store"
}

func TestToListener(t *testing.T) {
	cases := []struct{ text, want string }{
		// said before, said again: a rule the assistant keeps missing
		{"I already told you, the staging bucket is read-only, stop writing to it", "feedback"},
		{"I keep telling you that migrations go in db/migrate", "feedback"},
		{"I've asked you twice: no console.log in committed code", "feedback"},
		{"I told the team we deploy on Fridays now", "not feedback"},
		{"did I tell you the API moved to v2?", "not feedback"},
		// polite, standing, and naming the listener or forbidding
		{"please never force-push to shared branches", "feedback"},
		{"As a rule, please ask me before you bump a major version", "feedback"},
		{"Please always include a changelog entry in release PRs.", "store"},
		{"please run the migrations", "reject"},
		// from now on, to "you"
		{"going forward, when you add an endpoint, document it in openapi.yaml", "feedback"},
		{"from now on the nightly job runs at 2am", "not feedback"},
	}
	for _, c := range cases {
		got := outcomeOf(Candidate{Text: c.text, Speaker: store.SpeakerUser})
		if c.want == "not feedback" && got != "feedback" {
			continue
		}
		if got != c.want {
			t.Errorf("%q: got %s, want %s", c.text, got, c.want)
		}
	}
}

func TestMakesStanding(t *testing.T) {
	cases := []struct{ prev, text, want string }{
		{"Should I also regenerate the client stubs?", "yes, always do it when the schema changes", "feedback"},
		{"Shall I squash the commits before merging?", "yeah, every time", "feedback"},
		{"Shall I squash the commits before merging?", "yeah", "reject"},
		{"Want me to bump the lockfile as well?", "yep, always do that from now on", "feedback"},
		{"Should I also regenerate the client stubs?", "yes, do it", "reject"},
		// a rule with content of its own is the project's convention
		{"Do you want me to add tests?", "Yes, always add tests for new code.", "store"},
	}
	for _, c := range cases {
		got := outcomeOf(Candidate{Text: c.text, Speaker: store.SpeakerUser, prev: c.prev})
		if got != c.want {
			t.Errorf("%q after %q: got %s, want %s", c.text, c.prev, got, c.want)
		}
	}
}
