// A refusal of the assistant's offer followed by what the speaker will do
// instead.

package capture

import (
	"slices"

	"github.com/hippo-mem/hippo/statement"
)

// declinedForOwnStep: the main clause only turns the offer down ("not
// needed", "no need", "not necessary") and a clause after it says what
// the speaker will do instead ("I'll just print the raw values for now",
// "we'll restart it by hand this time"): the next step of the task, a
// plan, where the parse reads "needed" as a deed done. A reason given
// for the refusal ("not necessary, the linter already checks that") is
// read as the main clause and left to the rules for it.
func declinedForOwnStep(st statement.Statement) bool {
	if st.Main < 0 || !declines(st.Clauses[st.Main]) {
		return false
	}
	return slices.ContainsFunc(st.Clauses[st.Main+1:], func(c statement.Clause) bool {
		return !c.Sub && c.Aspect == statement.Planned && ownSubjects[tokenAt(c.Tokens, c.Start)]
	})
}

// declines: the clause is only a refusal of what was offered.
func declines(c statement.Clause) bool {
	w := c.Tokens[c.Start:]
	if len(w) != 2 {
		return len(w) == 1 && w[0] == "unnecessary"
	}
	return w[0] == "not" && (w[1] == "needed" || w[1] == "necessary") || w[0] == "no" && w[1] == "need"
}

// ownSubjects name the speaker or their team as who acts.
var ownSubjects = statement.WordSet("i we")
