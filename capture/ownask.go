package capture

import "github.com/hippo-mem/hippo/statement"

// restatesOwnAsk: the speaker says again what they asked for ("no, I asked
// for the index on orders, not order_items", "I meant the staging bucket",
// "I wanted the CSV export, not the PDF one"): the assistant got this
// task's request wrong, and the request is put right for this once. A
// rule said that way ("I said we never squash", "I asked you to always
// run the linter") still tells how to work, and is left.
func restatesOwnAsk(st statement.Statement) bool {
	if st.Main < 0 || st.Aspect != statement.Past || st.Mood != statement.Declarative {
		return false
	}
	m := st.Clauses[st.Main]
	toks := m.Tokens[m.Start:]
	if len(toks) < 3 || toks[0] != "i" || !askVerbs[toks[1]] {
		return false
	}
	for _, c := range st.Clauses {
		for _, w := range c.Tokens {
			if forGood[w] || ruleVoices[w] {
				return false
			}
		}
	}
	return true
}

var (
	// askVerbs say what the speaker asked for
	askVerbs = statement.WordSet("asked meant wanted requested said specified")
	// ruleVoices make what was asked a way of working: the team's, or
	// the listener's from now on
	ruleVoices = statement.WordSet("we our us you stop keep")
)
