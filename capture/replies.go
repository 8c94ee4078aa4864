package capture

import "github.com/hippo-mem/hippo/statement"

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
