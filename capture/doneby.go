package capture

import "github.com/hippo-mem/hippo/statement"

// doneByOthers: the main clause is a passive whose "by" names who does the
// work ("restores are done by the on-call DBA", "migrations are always run
// by hand by the release manager"): a fact of how the project is run, by
// someone the assistant is not, so said as it acts it tells who does that
// work, no way for the assistant to work. "by hand", "by default" or a
// deadline ("by Friday") name no doer, and a command keeps correcting.
func doneByOthers(st statement.Statement) bool {
	if st.Main < 0 || st.Mood != statement.Declarative || st.Modality != statement.Certain {
		return false
	}
	if anyImperative(st) {
		return false // "..., don't commit them": a command beside it corrects
	}
	m := st.Clauses[st.Main]
	t := m.Tokens[m.Start:]
	aux := false
	for i, w := range t {
		aux = aux || passiveAux[w]
		if aux && w == "by" && !noDoer[doerAt(t, i+1)] {
			return true
		}
	}
	return false
}

// madeChange: said as the assistant acts, a change made ("no, we moved
// ...") or a decision taken ("the CTO decided ..."), by the team or anyone
// but the two of them, with no command beside it.
func madeChange(st statement.Statement) bool {
	team := subject(st) != "you" && subject(st) != "i" && !anyImperative(st)
	made := st.Opener == statement.Correction && st.Aspect == statement.Past || st.Opener != statement.Ack && st.Aspect == statement.Decided
	return team && made
}

// anyImperative: a clause of the sentence is a command.
func anyImperative(st statement.Statement) bool {
	for _, c := range st.Clauses {
		if c.Imperative {
			return true
		}
	}
	return false
}

// doerAt is the word that names the doer after "by", past an article or
// "our".
func doerAt(t []string, i int) string {
	for doerArticles[tokenAt(t, i)] {
		i++
	}
	return tokenAt(t, i)
}

var (
	passiveAux   = statement.WordSet("is are was were gets get")
	doerArticles = statement.WordSet("the a an our")
	noDoer       = statement.WordSet("hand default design mistake accident now then far you me monday tuesday wednesday thursday friday saturday sunday tomorrow tonight noon eod end next")
)
