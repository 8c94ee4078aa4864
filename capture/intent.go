// Readings of what a speaker means by a practice: kept as intended when
// asked, or only floated for discussion.

package capture

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/statement"
)

// keptAsIntended: the assistant asked whether what it noticed is meant so
// ("Is that intentional?", "Was this on purpose?"), and the user agrees and
// asks it kept so ("correct, and keep it that way", "yes, leave it as
// is"): the practice noticed is the project's own, a convention, not a
// request about one thing. After any other turn "keep it that way" only
// reacts to what was shown.
func keptAsIntended(c Candidate, t string) bool {
	if c.prev == "" || !agreement(t) || !asksIntent(lastSentence(c.prev)) {
		return false
	}
	ws := statement.Words(t)
	for i, w := range ws {
		if keepsAsIs[w.Lower] && asIs[at(ws, i+2)+" "+at(ws, i+3)] {
			return true
		}
	}
	return false
}

// asksIntent: a question about whether a thing is meant as it is.
func asksIntent(q string) bool {
	if !strings.HasSuffix(strings.TrimSpace(q), "?") {
		return false
	}
	for _, w := range statement.Words(q) {
		if intentWords[w.Lower] {
			return true
		}
	}
	return false
}

var (
	intentWords = statement.WordSet("intentional intended deliberate deliberately purpose design")
	keepsAsIs   = statement.WordSet("keep leave")
	// asIs: the two words after "keep it" that say as it is now
	asIs = map[string]bool{"that way": true, "as is": true, "like that": true, "as it": true, "this way": true, "like this": true}
)

// byDesign: the user says that what the assistant described is meant so
// and spells out how it works ("Correct, that's by design - persistence is
// async and the ledger catches up from the journal"): the design told is
// the project's, kept, not an acknowledgement. "Correct, that's by design"
// with nothing after it only agrees.
func byDesign(st statement.Statement) bool {
	if st.Main < 0 || st.Main+1 >= len(st.Clauses) {
		return false
	}
	m := st.Clauses[st.Main]
	if m.Start >= len(m.Tokens) || !pointers[m.Tokens[m.Start]] || !slices.ContainsFunc(m.Tokens, func(w string) bool { return intentWords[w] }) {
		return false
	}
	next := st.Clauses[st.Main+1]
	return !next.Sub && !next.Imperative && !next.Question && next.Aspect == statement.General && next.Time == statement.TimeNone
}

// floats: the main verb puts a change up for discussion ("Joaquín floated
// dropping the Directions API", "Maria suggested moving the crons"): a
// proposal, decided by no one yet. A participle after a determiner names
// a thing ("the suggested fix is in PR 12").
func floats(st statement.Statement) bool {
	m := st.Clauses[st.Main]
	toks := m.Tokens[m.Start:]
	for i, w := range toks[1:min(4, len(toks))] {
		if proposalVerbs[w] && !articles[toks[i]] {
			return true
		}
	}
	return false
}

var (
	proposalVerbs = statement.WordSet("floated suggested proposed pitched")
	articles      = statement.WordSet("the a an this that")
)
