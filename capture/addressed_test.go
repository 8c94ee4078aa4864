package capture

import (
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/teststore"
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

func TestConfirmTag(t *testing.T) {
	cases := []struct {
		prev, text string
		claims     int
	}{
		{"The cache TTL is 10 minutes. Right?", "yep", 1},
		{"I'll assume the queue is FIFO. Is that right?", "yes exactly", 1},
		{"Payments go through Adyen, refunds through the ledger service. Correct?", "correct", 1},
		// an offer or a real question: "yes" answers it, vouching for nothing
		{"The cache TTL is 10 minutes. Should I lower it?", "yes", 0},
		{"The cache TTL is 10 minutes. Is that too long for sessions?", "yes", 0},
		{"I'll assume the queue is FIFO. Correct?", "not sure, let me check", 0},
	}
	for _, c := range cases {
		got := confirmed("a", c.prev, c.text, Turn{Role: "user", Text: c.text})
		if len(got) != c.claims {
			t.Errorf("%q after %q: %d claims, want %d", c.text, c.prev, len(got), c.claims)
		}
	}
}

// checkTurns runs each one-turn conversation through Extract and the gate.
func checkTurns(t *testing.T, cases []struct{ text, want string }) {
	t.Helper()
	s, _ := teststore.Open(t)
	for _, c := range cases {
		tc := tunedCase{ID: "c", Turns: []Turn{{Role: "user", Text: c.text}}}
		if got := tunedOutcome(decideTurn(t, s, tc)); got != c.want {
			t.Errorf("%q: got %s, want %s", c.text, got, c.want)
		}
	}
}

func TestFloated(t *testing.T) {
	cases := []struct{ text, want string }{
		{"maybe we should move the cron jobs to Temporal. thoughts?", "reject"},
		{"I'd put all feature flags in LaunchDarkly instead of env vars. what do you think?", "reject"},
		{"every service gets its own database schema. any objections?", "reject"},
		// settled or past: asking for thoughts does not undo it
		{"the team agreed to move the cron jobs to Temporal. thoughts?", "store"},
		{"we migrated the cron jobs to Temporal last week. thoughts?", "store"},
		// a question with content of its own asks about something else
		{"the cron jobs run on Temporal. thoughts on retries?", "store"},
	}
	checkTurns(t, cases)
}

func TestPasted(t *testing.T) {
	cases := []struct{ text, want string }{
		{"```\npanic: runtime error: index out of range [3] with length 3\n```\ncan you look", "reject"},
		{"```\nWARN the connection pool is exhausted\n```\nhelp", "reject"},
		{"here's the trace:\n```\nTypeError: cart.items is undefined\n```\nfyi the frontend bundles with esbuild, not webpack", "store"},
		// a pasted secret is kept, redacted
		{"```\nthe staging DATABASE_URL is postgres://app:Sup3rS3cretPw@db.internal:5432/app\n```", "redact"},
	}
	checkTurns(t, cases)
}

func TestOpeningObjects(t *testing.T) {
	// each opening either agrees or objects, never both
	for text, want := range map[string]string{"no!!": "objected", "nope.": "objected", "no problem.": "agreed", "ok thanks.": "agreed"} {
		got := "neither"
		switch a, o := opening(text); {
		case a && o:
			got = "both"
		case a:
			got = "agreed"
		case o:
			got = "objected"
		}
		if got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
	// what follows an objection to what the assistant is doing corrects it
	prev := "Installing the dependency with pip now..."
	turns := []Turn{{Role: "assistant", Text: prev}, {Role: "user", Text: "no!! poetry. this project manages deps with poetry, never call pip here"}}
	s, _ := teststore.Open(t)
	if got := tunedOutcome(decideTurn(t, s, tunedCase{ID: "o", Turns: turns, Target: 1})); got != "feedback" {
		t.Errorf("after an objection: got %s, want feedback", got)
	}
}
