package capture

import "testing"

// TestUnasked (gate31): with no question mark, a clause after "and" or
// "but" that opens on "is" or "has" shares the subject before it ("... was
// approved and is the production model now"), so the sentence states.
// Must not: a question mark, a pronoun after the verb ("and is it live"),
// or a modal asking the listener ("and can you ...") keep it a question.
func TestUnasked(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"The fraud model v4 was signed off by the review board in May and is the live model now.", "store"},
		{"Our staging cluster was rebuilt on Kubernetes 1.29 and has two node pools since then.", "store"},
		{"The billing service was split out of the monolith last year and is owned by the payments team.", "store"},
		{"Das Modell v4 wurde im Mai freigegeben und ist jetzt das Produktionsmodell.", "store"},
		// must not: a passing state after an event that decided nothing
		{"the nightly build broke at 2am and is red now", "reject"},
		// must not: asked
		{"The fraud model v4 was signed off in May and is it the live model now?", "reject"},
		{"the staging cluster was rebuilt last night and is it healthy", "reject"},
		{"the staging cluster was rebuilt last night and can you check the pods", "reject"},
	})
}
