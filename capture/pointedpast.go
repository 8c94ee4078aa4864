// A deed of one thing in front of the speaker, pointed at.

package capture

import (
	"slices"
	"strconv"

	"github.com/hippo-mem/hippo/statement"
	"github.com/hippo-mem/hippo/store"
)

// pointedPast: the main clause tells what one thing in front of the
// speaker did, pointed at with "this" or "that" and dated by nothing
// ("this amount came back as 10.000000001", "that request came back with
// a 502", "this build took 40 minutes"): a reading of the session, how
// one output turned out, not the project's history. A dated deed ("that
// migration took prod down last week") or one of a thing named without
// a pointer ("the migration took prod down") is left to be kept, and so
// is one of the project itself ("this service was split out of the
// monolith").
func pointedPast(st statement.Statement) bool {
	if st.Main < 0 || st.Aspect != statement.Past || st.Time != statement.TimeNone || st.Mood != statement.Declarative {
		return false
	}
	m := st.Clauses[st.Main]
	next := tokenAt(m.Tokens, m.Start+1)
	return thisOrThat[tokenAt(m.Tokens, m.Start)] && next != "" && !store.IsFunctionWord(next) && !wholeProject[next] && !slices.ContainsFunc(m.Tokens, isYear)
}

// isYear: a token that dates a deed by its year ("in 2021").
func isYear(t string) bool {
	n, err := strconv.Atoi(t)
	return err == nil && n >= 1970 && n <= 2100
}

var (
	thisOrThat = statement.WordSet("this that")
	// wholeProject: "this service", "this repo" point at the project
	// itself, whose deeds are its history
	wholeProject = statement.WordSet("service repo repository project codebase app module library team company product")
)
