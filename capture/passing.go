package capture

import (
	"strings"

	"github.com/hippo-mem/hippo/statement"
)

// passingReport: the speaker tells what a tool or a screen put out this
// minute, or a mishap as it happens, not a change someone made or a cause
// found. Two shapes say so:
//   - a claim closed by a lone puzzled or exasperated word after a pause
//     ("price on the test product shows 19.989999, weird"; "my job just got
//     killed, ugh"): the speaker reacts to what is in front of them;
//   - a tool's output, quoted, that it printed once ("ruff printed `E501
//     ...` on train.py:88"): the readout of one run.
//
// A standing time word keeps the claim ("we deploy on fridays now, ugh"),
// and a reaction that goes on ("..., weird but it avoids float bugs") is a
// judgement of the claim, not of the moment.
func passingReport(text string, st statement.Statement) bool {
	if st.Mood != statement.Declarative || st.Time == statement.TimeStanding || st.Generic {
		return false
	}
	return closedByReaction(st.Words) || printedOnce(text, st.Words) || laughsAtOne(st)
}

// laughter opens a remark made for fun.
var laughter = statement.WordSet("haha hahaha hah heh hehe lol lmao rofl")

// laughsAtOne: a laugh, then what one thing in view did once, undated
// ("haha the xG model gave that shot 0.91, ...", "lol that deploy took 40
// minutes"): banter about the moment. A laugh before the team's practice
// ("haha yes, we deploy on fridays"), a change dated ("lol we moved that
// service to Go last year") or a claim that points at nothing keeps it.
func laughsAtOne(st statement.Statement) bool {
	ws := st.Words
	if len(ws) < 4 || !laughter[ws[0].Lower] || st.Aspect != statement.Past || st.Time != statement.TimeNone {
		return false
	}
	for i := 1; i+1 < len(ws); i++ {
		if (ws[i].Lower == "that" || ws[i].Lower == "this") && !ws[i].Pause && !notAThing[ws[i+1].Lower] {
			return true
		}
	}
	return false
}

// notAThing: words after "that" that make it a conjunction or a pronoun
// ("... said that the cache ...", "that was fast"), not a pointer at a
// thing.
var notAThing = statement.WordSet("the a an we i you it they he she is was are were will would has had")

// momentReactions are the lone words a speaker closes a report of what they
// see with: puzzlement or exasperation, never praise (", nice" greets news,
// which praisesNews reads).
var momentReactions = statement.WordSet("ugh argh sigh weird odd strange wtf yikes meh")

// closedByReaction: the last word is a moment reaction after a pause, with
// a claim of at least three words before it.
func closedByReaction(ws []statement.Word) bool {
	n := len(ws)
	return n >= 4 && momentReactions[ws[n-1].Lower] && ws[n-2].Pause
}

// readoutVerbs put a tool's output in front of the speaker, told once.
var readoutVerbs = statement.WordSet("printed spat showed displayed threw logged outputted emitted")

// printedOnce: a readout verb in the past with a quoted output after it.
func printedOnce(text string, ws []statement.Word) bool {
	for _, w := range ws {
		if readoutVerbs[w.Lower] {
			_, after, _ := strings.Cut(text, w.Text)
			return strings.Contains(after, "`")
		}
	}
	return false
}
