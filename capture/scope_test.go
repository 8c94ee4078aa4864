package capture

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
)

// Check: the gate supersedes only a memory whose claim the candidate's
// conflicts with (statement.Conflict), and only in the candidate's own
// project unless the candidate names the other. Each "must not" sits beside
// its positive control: a vague statement in another project stores, and
// the same correction in the memory's project supersedes; an agreeing
// correction stores, a conflicting one supersedes; a refinement stores, a
// repeat reinforces.
func TestSupersessionScopedToSubjectAndProject(t *testing.T) {
	base := t.TempDir()
	dir := func(name string) string {
		d := filepath.Join(base, name)
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	webapp, billing := dir("webapp"), dir("billing-api")
	const stripe5 = "the retry limit for Stripe webhooks is 5"
	for _, tt := range []struct {
		name                string
		memory, topic, kind string
		said, cwd, prev     string
		want                Action
	}{
		{"another project, vague statement", stripe5, "billing-api", "fact", "The retry limit is 12.", webapp, "", DecisionStore},
		{"another project, named", stripe5, "billing-api", "fact", "In billing-api the retry limit for Stripe webhooks is 12.", webapp, "", DecisionSupersede},
		{"control: same project, same subject", stripe5, "billing-api", "fact", "The retry limit for Stripe webhooks is 12.", billing, "", DecisionSupersede},
		{"control: a repeat reinforces", stripe5, "billing-api", "fact", "The retry limit for Stripe webhooks is 5.", billing, "", DecisionReinforce},
		{"refinement", "we use Postgres for sessions", "webapp", "fact", "we chose Postgres 16 for the sessions store", webapp, "", DecisionStore},
		{"control: another value", "we use Postgres for sessions", "webapp", "fact", "we chose MySQL 8 for the sessions store", webapp, "", DecisionSupersede},
		{"agreeing correction", "No, run tests with pnpm test, not npm test.", "webapp", "feedback",
			"That's wrong, run tests with pnpm test instead of npm test.", webapp, "Running npm test.", DecisionStore},
		{"control: correction of the excluded value", "Run the tests with npm test.", "webapp", "convention",
			"That's wrong, run tests with pnpm test instead of npm test.", webapp, "Running npm test.", DecisionSupersede},
		{"two events", "We deployed v2 of checkout.", "webapp", "event", "We deployed v3 of checkout.", webapp, "", DecisionStore},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := teststore.Open(t)
			m := teststore.Jot(t, s, tt.memory, decay.Kind(tt.kind), tt.topic)
			c := Candidate{Text: tt.said, Speaker: store.SpeakerUser, Cwd: tt.cwd, prev: tt.prev, Timestamp: "2099-01-01T00:00:00Z"}
			if tt.kind == "event" {
				c.vouched = decay.KindEvent
			}
			d, err := Gate{Store: s}.Decide(context.Background(), c)
			if err != nil {
				t.Fatal(err)
			}
			if d.Decision != tt.want || tt.want != DecisionStore && d.Target != m.ID {
				t.Errorf("%q after %q: %s (%s) on %s, want %s", tt.said, tt.memory, d.Decision, d.Rule, d.Target, tt.want)
			}
		})
	}
}

// Check: a kept write (a jot, an ingested summary, an import) is judged in
// the project it names, as a transcript line is in its cwd's: the vague
// statement of another project stores, and the same statement filed in the
// memory's own project supersedes it (the control).
func TestKeptWriteScopedToItsProject(t *testing.T) {
	for _, tt := range []struct {
		topic string
		want  Action
	}{
		{"webapp", DecisionStore},
		{"billing-api", DecisionSupersede},
	} {
		s, _ := teststore.Open(t)
		m := teststore.Jot(t, s, "the retry limit for Stripe webhooks is 5", decay.KindFact, "billing-api")
		d, err := Gate{Store: s}.DecideKept(context.Background(), store.NewMemory{Text: "The retry limit is 12.", Kind: decay.KindFact, Topic: tt.topic})
		if err != nil {
			t.Fatal(err)
		}
		if d.Decision != tt.want || tt.want == DecisionSupersede && d.Target != m.ID {
			t.Errorf("filed in %s: %s (%s) on %s, want %s", tt.topic, d.Decision, d.Rule, d.Target, tt.want)
		}
	}
}
