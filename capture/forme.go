package capture

import "github.com/hippo-mem/hippo/statement"

// ordersOutput: the user tells the assistant how to write what it hands
// over, for every time it does: the sentence names that output as the
// listener's work for the speaker ("when you write SQL for me", "examples
// you give me"), or places the rule in its replies ("in your answers",
// "в ответах": in answers), or opens on the verb of answering as a
// command for every answer ("answer in English, even when I type in
// Dutch"), or orders the parts of an answer ("the conclusion first, then
// the explanation"). The parse may find no verb in what is asked
// ("uppercase keywords") or read a request for one thing, so the sentence
// is read by these marks. A question, a hedge, a past ("the script you
// gave me"), and a pointer at one thing ("this log", "here", "now") hand
// over no standing order; nor does one that opens on the speaker's own
// setup ("i work on a linux box, assume gnu coreutils in any commands you
// give me"), what the order rests on, a fact of theirs to keep.
func ordersOutput(t string, st statement.Statement) bool {
	ws := statement.Words(t)
	if st.Mood == statement.Question || st.Modality == statement.Hedged || st.Modality == statement.Conditional || len(ws) == 0 || ownSetup[ws[0].Lower] {
		return false
	}
	for _, w := range ws {
		if pointsAtOne[w.Lower] || onlyNow[w.Lower] {
			return false
		}
	}
	return forTheSpeaker(ws) || inReplies(ws) || answerCommand(ws, st) || orderedParts(ws)
}

var ownSetup = statement.WordSet("i we")

// onlyNow point at one place or one moment.
var onlyNow = statement.WordSet("here now today")

// forTheSpeaker: "you" and a verb in the present hand something to the
// speaker: "you give me", "you write for me", "you show me".
func forTheSpeaker(ws []statement.Word) bool {
	for i := 0; i+2 < len(ws); i++ {
		if ws[i].Lower != "you" || pastOfWork(ws[i+1].Lower) || irregularPasts[ws[i+1].Lower] || givenPasts[ws[i+1].Lower] {
			continue
		}
		if ws[i+2].Lower == "me" || i+4 < len(ws) && ws[i+3].Lower == "for" && ws[i+4].Lower == "me" || ws[i+2].Lower == "for" && ws[i+3].Lower == "me" {
			return true
		}
	}
	return false
}

var givenPasts = statement.WordSet("gave sent showed shown told wrote did")

// inReplies: the rule is placed in the assistant's replies ("in your
// answers", "in answers", "in the examples you give").
func inReplies(ws []statement.Word) bool {
	for i := 0; i+1 < len(ws); i++ {
		if ws[i].Lower != "in" {
			continue
		}
		n := ws[i+1].Lower
		if (n == "your" || n == "the") && i+2 < len(ws) {
			n = ws[i+2].Lower
		}
		if replyNouns[n] || outputNouns[n] && n == ws[i+1].Lower {
			return true
		}
	}
	return false
}

// outputNouns are what the assistant writes for the user besides replies.
var outputNouns = statement.WordSet("examples suggestions snippets")

// answerCommand: the sentence opens on the command to answer ("answer",
// "reply", "respond"), said for every answer (a generic instruction, not
// a request about this one).
func answerCommand(ws []statement.Word, st statement.Statement) bool {
	return len(ws) > 2 && answerVerbs[ws[0].Lower] && st.Mood == statement.Instruction
}

var answerVerbs = statement.WordSet("answer reply respond")

// orderedParts: the parts of an answer put in an order ("the conclusion
// first, then the explanation", "summary first, details after").
func orderedParts(ws []statement.Word) bool {
	parts, first := 0, false
	for _, w := range ws {
		if answerParts[w.Lower] {
			parts++
		}
		first = first || w.Lower == "first"
	}
	return first && parts >= 2
}

var answerParts = statement.WordSet("conclusion explanation summary tl;dr tldr answer reasoning details code diff overview caveats")
