package capture

import "github.com/hippo-mem/hippo/statement"

// atThatSpot: after the assistant's turn, a command that puts what it asks
// "there" ("use UTC there instead, that flight departs from Tokyo", "put a
// retry in there") points at the one spot the assistant just touched: it
// fixes that spot once. "here" names the project ("use pnpm here") and a
// word that makes it a rule ("always use UTC there") still gives one.
func atThatSpot(st statement.Statement) bool {
	t, ok := onceCommand(st)
	if !ok {
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

// presentBe is the present of "be", the copula a role or a fault's place
// is stated with ("the owner is", "the bug is in").
var presentBe = statement.WordSet("is are")
