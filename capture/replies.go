package capture

import (
	"strings"

	"github.com/hippo-mem/hippo/statement"
)

// qualityOfReplies: the user asks a quality of the assistant's replies, a
// comparative before a plural of them ("shorter answers please", "more
// concise replies", "less verbose responses"): how the listener is to
// answer from now on, a preference told to it, where the parse, finding no
// verb, would keep the words as a fact; a language that puts the
// comparative after the noun says it there ("respuestas más cortas"). One reply pointed at ("a shorter
// answer to this one") is no kind of reply.
func qualityOfReplies(text string) bool {
	ws := statement.Words(text)
	before := ""
	for i := range ws {
		w := ws[i].Lower
		if pointsAtOne[w] {
			return false
		}
		after := ""
		if i+1 < len(ws) {
			after = ws[i+1].Lower // "respuestas más cortas": answers more short
		}
		if replyNouns[w] && (comparatives[before] || comparatives[after] || i > 1 && comparatives[ws[i-2].Lower]) {
			return true
		}
		before = w
	}
	return false
}

// replyNouns are plurals of what the assistant writes back.
var replyNouns = statement.WordSet("answers replies responses explanations summaries")

// comparatives ask more or less of a quality ("more concise", "less
// verbose", "shorter"); not any word in "-er" ("I prefer answers
// without preambles" prefers a kind, the project's style of answers).
var comparatives = statement.WordSet("more less fewer shorter longer briefer simpler clearer terser")

// listenersOwnWork: a standing rule about a thing ("PR descriptions
// should always have a Testing section with the exact commands you ran")
// that names what the listener did ("you ran", "you changed") is told to
// the one who writes it, the assistant: a preference for its work. A
// generic "you" in the present ("when you request a missing user") tells
// no one's work.
func listenersOwnWork(text string) bool {
	ws := statement.Words(text)
	ruled := false
	for i, w := range ws {
		ruled = ruled || ruleMarks[w.Lower]
		if ruled && w.Lower == "you" && i+1 < len(ws) && pastOfWork(ws[i+1].Lower) {
			return true
		}
	}
	return false
}

// ruleMarks make a statement a rule for good.
var ruleMarks = statement.WordSet("always never must")

// pastOfWork: w is a verb in the past, of the kind a listener's work is
// told in ("ran", "changed", "touched").
func pastOfWork(w string) bool {
	return len(w) > 4 && w[len(w)-2:] == "ed" || irregularPasts[w]
}

var irregularPasts = statement.WordSet("ran wrote made did took built broke chose")

// relaysDecision: a report passes on a decision a group took ("Priya said
// in standup that platform decided on Cilium for all new clusters"): what
// follows "that" is settled, certain and no one's opinion, so it is the
// project's, whoever carried it. A report of a belief, a plan or a
// hedge ("said she thinks", "said they might switch") stays someone
// else's.
func relaysDecision(text string) bool {
	_, rest, ok := strings.Cut(text, " that ")
	if !ok {
		return false
	}
	st := statement.Parse(rest)
	return st.Aspect == statement.Decided && st.Modality == statement.Certain && !st.Negated
}
