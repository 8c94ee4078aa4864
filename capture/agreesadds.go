package capture

import "github.com/hippo-mem/hippo/statement"

// agreesAndAdds: after the assistant's turn, the user agrees and states
// something of the project in the same breath, with no comma the parse
// would take as an opener ("yeah ~15 min is normal for this repo", "yep
// the mirror is only reachable over the office VPN"): what follows the
// agreement adds a fact beside what the assistant did or saw, it corrects
// nothing. An agreement that points at what was just shown ("yeah that
// works", "yes it's the same error") or speaks of the two of them ("yeah
// you can skip that") only acknowledges, and a denial ("yeah we don't
// ...") is left to the correction rules.
func agreesAndAdds(t string, st statement.Statement) bool {
	ws := statement.Words(t)
	if len(ws) < 4 || !agreeing[ws[0].Lower] || st.Opener != statement.NoOpener || st.Mood != statement.Declarative || st.Negated {
		return false
	}
	for _, w := range ws[1:] {
		if participants[w.Lower] {
			return false
		}
	}
	return !pointers[ws[1].Lower]
}
