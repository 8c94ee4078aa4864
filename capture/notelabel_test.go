package capture

import "testing"

// TestUnlabelled (gate30): a label that only files what follows its colon
// for later ("keep in mind for later:", "note for future reference:") is
// read without it, so what follows decides: a fact about the project is
// stored, the speaker's own errand is not, and a rule stays a rule. Must
// not: a bare "remember:" is still a reminder, and the request with no
// colon and nothing after it still asks the listener to keep something.
func TestUnlabelled(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"bear in mind for later: the invoices API paginates with cursors, not offsets", "store"},
		{"note for future reference: the nightly export writes to the reports bucket", "store"},
		{"À garder en tête pour plus tard : on déploie avec Argo CD.", "store"},
		{"Behalte für später im Hinterkopf: wir nutzen pnpm in diesem Repo.", "store"},
		{"Zapamiętaj na później: używamy pnpm w tym repo.", "store"},
		{"Kom ihåg till senare: vi använder pnpm i det här repot.", "store"},
		// the speaker's own errand is no memory, labelled or not
		{"keep in mind for later: I have to pick up my laptop from IT tomorrow", "reject"},
		{"note for later: I have to renew my badge on Friday", "reject"},
		// a rule after the label still tells the listener how to work
		{"keep in mind for later: never deploy on Fridays", "feedback"},
		// must not: a reminder, and a request with nothing after it
		{"remember: check both clusters before deploying", "feedback"},
		{"keep this in mind for later", "feedback"},
	})
}

func TestUnlabelledText(t *testing.T) {
	checkRewrites(t, "unlabelled", unlabelled, []struct{ in, want string }{
		{"keep in mind for later: the API is v2", "the API is v2"},
		{"remember on later: stacja PS-14", "stacja PS-14"},
		// must not: no word of later or mind, a clause before the label,
		// nothing after the colon, a long opening
		{"remember: check both clusters", "remember: check both clusters"},
		{"the window, keep it in mind: 02:00", "the window, keep it in mind: 02:00"},
		{"keep in mind for later:", "keep in mind for later:"},
		{"we keep the old builds on a shelf in the back for later reference because: reasons", "we keep the old builds on a shelf in the back for later reference because: reasons"},
	})
}

// checkRewrites checks what a reading that drops a frame makes of each text.
func checkRewrites(t *testing.T, name string, f func(string) string, cases []struct{ in, want string }) {
	t.Helper()
	for _, c := range cases {
		if got := f(c.in); got != c.want {
			t.Errorf("%s(%q) = %q, want %q", name, c.in, got, c.want)
		}
	}
}
