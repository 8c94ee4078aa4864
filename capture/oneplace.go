package capture

import (
	"slices"

	"github.com/hippo-mem/hippo/statement"
)

// oneMorePlace: after the assistant's turn, a command that adds one more
// place to what it just did ("ok, and use tabs in the vendored patch file
// too", "and put the header in that script as well"): its place is one
// thing, named with "the", "this" or "that", and "too" or "as well" ties
// it to the work just done, so a bare plural object ("tabs") makes no rule
// of it. A place of a kind ("in all the Starlark files too", "in Makefiles
// too"), or a word that makes it a rule ("always"), still gives a rule.
func oneMorePlace(st statement.Statement) bool {
	t, ok := onceCommand(st)
	if !ok || !addsToDone(t) {
		return false
	}
	for i := 0; i+2 < len(t); i++ {
		if placePreps[t[i]] && oneNamed[t[i+1]] {
			return !statement.Plural(headOf(t[i+2:]))
		}
	}
	return false
}

// onceCommand is the words of st's main clause from its verb on, when
// that clause is a command and nothing in the statement makes it a rule
// ("always", "from now on"): the shape of a request for the work at hand,
// which oneMorePlace and atThatSpot then place.
func onceCommand(st statement.Statement) ([]string, bool) {
	if st.Main < 0 || st.Time == statement.TimeStanding {
		return nil, false
	}
	m := st.Clauses[st.Main]
	t := m.Tokens[m.Start:]
	if !m.Imperative || slices.ContainsFunc(t, func(w string) bool { return forGood[w] }) {
		return nil, false
	}
	return t, true
}

// addsToDone: "too", "also" or "as well" in a command.
func addsToDone(t []string) bool {
	for i, w := range t {
		if w == "too" || w == "also" || w == "as" && tokenAt(t, i+1) == "well" {
			return true
		}
	}
	return false
}

// headOf is the last word of the noun phrase t opens with, before "too",
// "as well" or another preposition: "vendored patch file too" is "file".
func headOf(t []string) string {
	head := ""
	for _, w := range t {
		if w == "too" || w == "also" || w == "as" || placePreps[w] {
			break
		}
		head = w
	}
	return head
}

// tokenAt is t[i], or "" outside t.
func tokenAt(t []string, i int) string {
	if i < 0 || i >= len(t) {
		return ""
	}
	return t[i]
}

var (
	placePreps = statement.WordSet("in on to for inside into within under")
	oneNamed   = statement.WordSet("the this that")
)
