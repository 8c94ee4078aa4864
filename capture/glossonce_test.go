package capture

import (
	"testing"

	"github.com/hippo-mem/hippo/statement"
)

// A sentence is glossed once, by Extract, and classify reads that gloss: it
// must be what glossing the sentence again would give, the stored text must
// stay the user's words, and a claim that is only part of the sentence (the
// agreement after a report's label) is glossed on its own.
func TestGlossOnce(t *testing.T) {
	cases := []struct{ prev, text string }{
		{"", "Bitte schreib Commit-Messages immer auf Englisch."},
		{"", "No uses mocks en los tests de integración."},
		{"", "We rotate the deploy key every quarter."},
		{"I'll use npm here.", "re what Sam told you: correct, the queue is SQS."},
	}
	for _, c := range cases {
		turns := []Turn{{Role: "user", UUID: "u1", Text: c.text}}
		if c.prev != "" {
			turns = []Turn{{Role: "assistant", UUID: "a1", Text: c.prev}, {Role: "user", UUID: "u1", Text: c.text}}
		}
		for _, cand := range Extract(turns, 0) {
			if cand.fix || cand.claim {
				continue
			}
			if cand.glossed != statement.Gloss(cand.Text) {
				t.Errorf("%q carries gloss %q, want %q", cand.Text, cand.glossed, statement.Gloss(cand.Text))
			}
			again := cand
			again.glossed = ""
			if got, want := glossOf(cand), glossOf(again); got != want {
				t.Errorf("glossOf(%q) = %q with Extract's gloss, %q glossed again", cand.Text, got, want)
			}
			if kind, rule := classify(cand); kind == "" && rule == "" {
				t.Errorf("classify(%q) judged nothing", cand.Text)
			}
		}
	}
}
