// A reply to the assistant's offer or claim that answers it with a figure
// the system has.

package capture

import (
	"unicode"

	"github.com/hippo-mem/hippo/statement"
)

// answersWithFact: said right after the assistant's turn, with or without
// a refusal before it, the sentence states a figure the system has: a
// limit, a size, a budget ("no, max_connections on the prod db is 100",
// "no — the board only has 128KB flash"). The reason the offer is wrong
// is the project's fact, kept as one, not a way for the assistant to
// work. A rule word ("always", "must", "everywhere"), a command, the
// assistant or the user named, a scope to here, or an alternative ruled
// out ("two spaces, not 4", "it should've been 0042, not 0041") tell the
// assistant how to work or fix one thing, and are left to the rules
// after it. A name with a digit in it ("S3", "v2", "atomic.Int64") is no
// figure, nor a count spelled out ("one README at the root is enough"),
// which says how many of a kind the project wants.
func answersWithFact(t string, st statement.Statement) bool {
	if !plainPresent(st) || anyImperative(st) {
		return false
	}
	if s := subject(st); s == "you" || s == "i" {
		return false
	}
	figure := false
	for _, w := range statement.Words(t) {
		switch {
		case forGood[w.Lower] || participants[w.Lower] || ruleModals[w.Lower] || w.Lower == "your" || w.Lower == "here" || w.Lower == "not":
			return false
		case w.Text != "" && unicode.IsDigit(rune(w.Text[0])):
			figure = true
		}
	}
	return figure
}

// ruleModals make a statement a rule or the fix of one thing.
var ruleModals = statement.WordSet("must should should've shouldn't need needs")

// plainPresent: a certain statement of how things are, in the present and
// dated by no time word.
func plainPresent(st statement.Statement) bool {
	certain := st.Main >= 0 && st.Mood == statement.Declarative && st.Modality == statement.Certain
	return certain && st.Aspect == statement.General && st.Time == statement.TimeNone
}
