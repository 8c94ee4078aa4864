package capture

import (
	"strings"

	"github.com/hippo-mem/hippo/statement"
)

// ruleDoubted rejects a statement its own turn casts doubt on.
const ruleDoubted = "doubted"

// doubtedSentences marks the sentences of a turn that its speaker doubts
// before the turn ends: a statement that trails off ("... submitted by
// finance...") and is followed by a doubt ("quarterly? monthly? someone
// should check", "hm, let me check where"), or one followed by a question
// that opens on "or" ("... or did we fix that already?"). The doubted
// statement is a guess, and so is every sentence from it to the doubt;
// what the turn says before it still stands. A question after a pause
// that asks for something else ("... can you add a test?") doubts nothing.
func doubtedSentences(ss []string, sts []statement.Statement) []bool {
	out := make([]bool, len(ss))
	from := -1 // the first sentence a doubt reaches back to
	for j, s := range ss {
		if j > 0 && from < 0 && orQuestion(s, sts[j]) {
			from = j - 1
		}
		if from >= 0 && (orQuestion(s, sts[j]) || putsOff(s, sts[j])) {
			for k := from; k <= j; k++ {
				out[k] = true
			}
		}
		if from < 0 && trailsOff(s) {
			from = j
		}
	}
	return out
}

// trailsOff: the sentence ends in an ellipsis, its speaker's thought left
// unfinished.
func trailsOff(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasSuffix(s, "...") || strings.HasSuffix(s, "…")
}

// orQuestion: a question that opens on "or" offers another answer to what
// was just said ("or did we fix that already?", "or is it monthly?").
func orQuestion(s string, st statement.Statement) bool {
	ws := statement.Words(s)
	return st.Mood == statement.Question && len(ws) > 1 && ws[0].Lower == "or"
}

// putsOff: a guess asked in a word or two, with no verb ("quarterly?"), or
// a check put off to someone other than the assistant ("someone should
// check", "let me check where", "need to verify").
func putsOff(s string, st statement.Statement) bool {
	ws := statement.Words(s)
	if strings.HasSuffix(strings.TrimSpace(s), "?") && len(ws) <= 2 && st.Aspect == statement.NoVerb && !whAsk[strings.ToLower(firstWord(s))] {
		return true
	}
	for i := 1; i < len(ws); i++ {
		if ws[i].Lower == "you" {
			return false
		}
		if checkVerbs[ws[i].Lower] && checkLead[ws[i-1].Lower] {
			return st.Mood != statement.Question
		}
	}
	return false
}

var (
	checkVerbs = statement.WordSet("check verify confirm double-check")
	// checkLead: the words before a check that is still to be done
	checkLead = statement.WordSet("should must to me will i'll we'll gonna")
	whAsk     = statement.WordSet("why what who where when how which really")
)
