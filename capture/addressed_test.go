package capture

import (
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/statement"
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
		// gate17: "always" in a command is said to whoever does the work
		{"Please always include a changelog entry in release PRs.", "feedback"},
		{"Every release PR gets a changelog entry.", "store"},
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
		// asked whether what it saw is meant: "yes" vouches for it
		{"I notice every worker sets its own retry policy. Is that intentional?", "yes", 1},
		{"The invoice job runs twice a day. Is this on purpose?", "yep, on purpose", 1},
		{"I see the admin app pins React 17. Was that by design?", "correct", 1},
		{"I notice every worker sets its own retry policy. Is that intentional?", "no idea, ask Sam", 0},
	}
	for _, c := range cases {
		got := confirmed("a", c.prev, c.text, Turn{Role: "user", Text: c.text})
		if len(got) != c.claims {
			t.Errorf("%q after %q: %d claims, want %d", c.text, c.prev, len(got), c.claims)
		}
	}
}

// TestCheckingQuestion: a statement the assistant ends with a question mark,
// in a statement's word order, checks what it states; "correct" vouches for
// it. One about the speakers, a fragment, a plan or a real question holds
// nothing the user could vouch for.
func TestCheckingQuestion(t *testing.T) {
	cases := []struct {
		prev, text string
		claim      string // "" when nothing is vouched for
	}{
		{"So invoices are numbered per tenant, not globally?", "correct", "So invoices are numbered per tenant, not globally."},
		{"Got it. So the nightly export writes to the archive bucket?", "yep", "So the nightly export writes to the archive bucket."},
		{"The mobile team switched to Kotlin Multiplatform last year?", "yes, that's right", "The mobile team switched to Kotlin Multiplatform last year."},
		{"So the replicas serve reads and the primary only takes writes?", "right", "So the replicas serve reads and the primary only takes writes."},
		// the user doubts it or denies it
		{"So invoices are numbered per tenant, not globally?", "no, globally", ""},
		{"So the nightly export writes to the archive bucket?", "yes I think so", ""},
		// a go-ahead, a fragment, a plan, a real question
		{"So you want me to rerun the migration?", "yes", ""},
		{"I'll tag the release then?", "yep", ""},
		{"Ready to merge?", "yes", ""},
		{"Does the export write to the archive bucket?", "yes", ""},
		{"So we're going to rename the table tomorrow?", "correct", ""},
	}
	for _, c := range cases {
		got := confirmed("a", c.prev, c.text, Turn{Role: "user", Text: c.text})
		var claim string
		if n := len(got); n > 0 {
			claim = got[n-1].Text
		}
		if claim != c.claim {
			t.Errorf("%q after %q: vouched for %q, want %q", c.text, c.prev, claim, c.claim)
		}
	}
}

// TestObservedClaim: what the assistant says it saw ("I notice X", "I see
// that X"), once the user agrees, is a claim about the project, kept; what
// it says it will do stays its own.
func TestObservedClaim(t *testing.T) {
	cases := []struct {
		text string
		kept bool
	}{
		{"I notice every worker sets its own retry policy.", true},
		{"I see that the admin app pins React 17 in its package.json.", true},
		{"I found the cron schedules live in ops/cron.yaml.", true},
		{"I'll move the retry policy into the shared config.", false},
	}
	for _, c := range cases {
		_, rule := classify(Candidate{Text: c.text, Speaker: store.SpeakerConfirmed, claim: true})
		if (rule == "") != c.kept {
			t.Errorf("%q: rule %q, want kept %v", c.text, rule, c.kept)
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
		switch a, o := opening(text, statement.Parse(text)); {
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

// TestGrounds: after a question that asks for information, what the turn
// says gives the grounds for asking; after a request put as a question, a
// "why" that objects, or a turn to something else, it stands on its own.
func TestGrounds(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"is the search index rebuilt nightly? the timestamps on the shards are all from tuesday", "reject"},
		{"would Kafka be too much for this? we push about 200 events a minute", "reject"},
		{"why do we pin numpy below 2? the pandas upgrade landed last month", "reject"},
		{"do the mobile builds not sign in CI anymore? I only see unsigned artifacts", "reject"},
		{"are we still on node 18? the Dockerfile says 20", "reject"},
		// said on its own, the same words are kept
		{"we push about 200 events a minute through the ingest service", "store"},
		{"the search index is rebuilt nightly by the reindex cron", "store"},
		// a request put as a question hands over what follows
		{"could you add pagination to the orders endpoint? we cap pages at 100 items everywhere", "store"},
		// a turn to something else hands it over
		{"is the search index rebuilt nightly? btw the shards live on the `search-02` box", "store"},
		{"is the search index rebuilt nightly? also, reindexing is owned by the data team", "store"},
		// a rule said to the listener after the question still corrects
		{"is this the old client? stop importing from `legacy/`, use the v2 SDK", "feedback"},
	})
}

// TestTaskOnPointedThing: a claim about the thing in front of the speaker,
// then a command on it with a verb the lists lack, is one task; the claim
// said of the project keeps.
func TestTaskOnPointedThing(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"this view still renders with jinja macros, port it to components", "reject"},
		{"this script still shells out to curl, convert them to httpx calls", "reject"},
		{"this handler still returns XML, migrate it to JSON", "reject"},
		{"the partner handlers return XML, the partners can't read JSON", "store"},
	})
}

// TestAssistantDeed: what the assistant did once, said to it, is its own
// work, not the project's history.
func TestAssistantDeed(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"you used tabs in config.yaml earlier, I spotted it in the diff", "reject"},
		{"you used a raw pointer in the parser yesterday", "reject"},
		{"we used Jenkins for CI until 2023", "store"},
	})
}
