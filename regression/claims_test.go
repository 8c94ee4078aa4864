package regression

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// Issue 15, cases 2 and 6: supersession and contradictions judge claims (the
// subject and its value, see statement.ClaimOf), not shared words.

// in is the same user working in dir, which must exist: hippo takes the
// project from the working directory.
func (h *home) in(t *testing.T, dir string) *home {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	c := *h
	c.project = dir
	return &c
}

// captureSaid captures a one-line session in which the user, working in cwd,
// said text a minute from now (after every jot), and returns the decision.
func (h *home) captureSaid(t *testing.T, session, cwd, text string) string {
	t.Helper()
	line, _ := json.Marshal(map[string]any{"type": "user", "uuid": session + "-u1", "sessionId": session, "cwd": cwd,
		"timestamp": time.Now().Add(time.Minute).UTC().Format(time.RFC3339), "message": map[string]any{"role": "user", "content": text}})
	path := mustWrite(t, filepath.Join(h.dir, "sessions", session+".jsonl"), string(line)+"\n")
	return strings.Join(decisionsOf(t, h, path), " ")
}

// Check (case 2, the exact steps): in billing-api, jot "the retry limit for
// Stripe webhooks is 5"; then capture a webapp session in which the user
// said "The retry limit is 12.". The billing-api fact stays active and is
// recalled in billing-api. Controls: the same correction made in a
// billing-api session supersedes it; a repeat there reinforces it.
func TestCaptureNeverSupersedesAnotherProjectOnAVagueStatement(t *testing.T) {
	for _, tt := range []struct {
		name, project, said, decision string
		active                        bool
	}{
		{"vague statement in webapp", "webapp", "The retry limit is 12.", "store/durable-fact", true},
		{"control: correction in billing-api", "billing-api", "The retry limit for Stripe webhooks is 12.", "supersede/contradicts-existing", false},
		{"control: repeat in billing-api", "billing-api", "The retry limit for Stripe webhooks is 5.", "reinforce/near-duplicate", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			h := newHome(t)
			billing := h.in(t, filepath.Join(filepath.Dir(h.project), "billing-api"))
			cwd := filepath.Join(filepath.Dir(h.project), tt.project)
			h.in(t, cwd)
			id := billing.jotID(t, "jot", "the retry limit for Stripe webhooks is 5")
			if got := h.captureSaid(t, "s1", cwd, tt.said); got != tt.decision {
				t.Errorf("capture of %q in %s: %s, want %s", tt.said, tt.project, got, tt.decision)
			}
			if active := billing.links(t, id).SupersededBy == ""; active != tt.active {
				t.Errorf("billing-api fact active: %v, want %v", active, tt.active)
			}
			if got := slices.Contains(billing.recalled(t, "retry limit Stripe webhooks"), id); got != tt.active {
				t.Errorf("billing-api fact recalled in billing-api: %v, want %v", got, tt.active)
			}
		})
	}
}

// Check (case 6, the examples of the issue): review-feedback --contradictions
// flags no agreement ("No, run tests with pnpm test, not npm test." and
// "That's wrong, run tests with pnpm test instead of npm test.") and no
// refinement ("we chose Postgres 16 for the sessions store" and "we use
// Postgres for sessions"). Control: a memory stating the excluded npm test,
// and one stating another sessions store, are each flagged against them.
func TestContradictionsFlagNoAgreement(t *testing.T) {
	agreeing := [][2]string{
		{"No, run tests with pnpm test, not npm test.", "That's wrong, run tests with pnpm test instead of npm test."},
		{"we chose Postgres 16 for the sessions store", "we use Postgres for sessions"},
	}
	controls := []string{"Run the tests with npm test.", "we use MySQL for sessions"}
	for _, withControls := range []bool{false, true} {
		h := newHome(t)
		for _, p := range agreeing {
			h.hippo(t, "jot", "--kind", "feedback", p[0])
			h.hippo(t, "jot", p[1])
		}
		if withControls {
			for _, c := range controls {
				h.hippo(t, "jot", c)
			}
		}
		var pairs []struct{ A, B struct{ Text string } }
		if err := json.Unmarshal([]byte(h.hippo(t, "review-feedback", "--contradictions", "--json").stdout), &pairs); err != nil {
			t.Fatal(err)
		}
		flagged := map[string]int{}
		for _, p := range pairs {
			flagged[p.A.Text]++
			flagged[p.B.Text]++
			for _, agree := range agreeing {
				if (p.A.Text == agree[0] || p.A.Text == agree[1]) && (p.B.Text == agree[0] || p.B.Text == agree[1]) {
					t.Errorf("flagged, though they agree: %q / %q", p.A.Text, p.B.Text)
				}
			}
		}
		for _, c := range controls {
			if got := flagged[c] > 0; got != withControls {
				t.Errorf("with controls %v: %q flagged %v", withControls, c, got)
			}
		}
	}
}
