package capture

import (
	"slices"

	"github.com/hippo-mem/hippo/statement"
)

// ruleFaultNow rejects the fault a user reports to have it looked at.
const ruleFaultNow = "fault-now"

// faultNow: the sentence reports how one thing in front of the speaker
// misbehaves this minute ("the import script fails with 401", "it breaks
// below 375px", "the checkout page hangs after the second click") or
// where that fault sits ("the build warning is in src/net/http.c", "the
// bug's in the parser"): the task at hand, put right by the turn's work,
// nothing to keep. A fault said of a kind of thing ("requests fail with
// 429 above 100 rps"), under a condition or with its cause ("the deploy
// fails if the changelog is missing", "... because of the path limit"),
// or for good ("always", "every time") is how the project behaves, and is
// left to the other rules.
func faultNow(st statement.Statement) bool {
	if st.Main < 0 || st.Generic || st.Mood != statement.Declarative || st.Modality != statement.Certain ||
		st.Aspect != statement.General || st.Negated || explained(st) {
		return false
	}
	m := st.Clauses[st.Main]
	toks := m.Tokens[m.Start:]
	for i := 1; i < len(toks); i++ {
		if slices.ContainsFunc(toks[:i], func(w string) bool { return kindWords[w] }) {
			return false
		}
		if faultVerbs[toks[i]] || faultNouns[toks[i-1]] && presentBe[toks[i]] && i+1 < len(toks) && faultPlaces[toks[i+1]] {
			return true
		}
	}
	return false
}

// explained: a clause of the sentence gives the fault its condition or
// cause, or a word makes it hold for good.
func explained(st statement.Statement) bool {
	for i, c := range st.Clauses {
		if i != st.Main && causes[c.Link] {
			return true
		}
		if slices.ContainsFunc(c.Tokens, func(w string) bool { return forGood[w] || causes[w] }) {
			return true
		}
	}
	return false
}

var (
	// faultVerbs tell a thing misbehaves; "errors" and "throws" are left
	// out, as "errors" is mostly the noun of a design ("our API returns
	// errors as problem+json") and a throw is mostly the contract
	faultVerbs = statement.WordSet("fails breaks crashes hangs freezes segfaults panics stalls flakes")
	// faultNouns name a fault whose place "is in" tells
	faultNouns  = statement.WordSet("warning warnings error errors bug bugs crash exception typo regression failure")
	faultPlaces = statement.WordSet("in at on inside")
	// kindWords make the subject a kind of thing, not the one in front of
	// the speaker
	kindWords = statement.WordSet("every any all each some most")
)

// causes open a clause that gives a fault its condition or cause
// (explained).
var causes = statement.WordSet("if when whenever unless because since once after until due")
