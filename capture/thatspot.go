package capture

import (
	"slices"

	"github.com/hippo-mem/hippo/statement"
)

// atThatSpot: after the assistant's turn, a command that puts what it asks
// "there" ("use UTC there instead, that flight departs from Tokyo", "put a
// retry in there") points at the one spot the assistant just touched: it
// fixes that spot once. "here" names the project ("use pnpm here") and a
// word that makes it a rule ("always use UTC there") still gives one.
func atThatSpot(st statement.Statement) bool {
	if st.Main < 0 || st.Time == statement.TimeStanding {
		return false
	}
	m := st.Clauses[st.Main]
	t := m.Tokens[m.Start:]
	if !m.Imperative || slices.ContainsFunc(t, func(w string) bool { return forGood[w] }) {
		return false
	}
	for i := 1; i < len(t); i++ {
		if t[i] == "there" && !isBe[tokenAt(t, i+1)] {
			return true
		}
	}
	return false
}

// isBe: "there" as a subject ("there is", "there are") places nothing.
var isBe = statement.WordSet("is are was were")
