package capture

import (
	"strings"

	"github.com/hippo-mem/hippo/statement"
)

// unlabelled reads a sentence without a label that only files it for later
// ("keep in mind for later: PS-14 reports flow in m³/h", "note for later:
// ...", glossed "remember on later: ..."): the label asks the listener to
// remember whatever follows its colon, so what follows decides, a fact about
// the project is stored and the speaker's own errand ("I need to call the
// contractor back before 4") is not. Read with the label, "keep" made every
// such note a rule for the listener and "later" a plan. A label is short, has
// a word of keeping and a word of later or of the mind, and nothing after
// the colon is no note; "remember: check both clusters" stays a reminder,
// and a label after a clause of its own ("the backup window, keep it in
// mind: 02:00 to 04:00") is not the sentence's opening.
func unlabelled(t string) string {
	label, rest, ok := strings.Cut(t, ":")
	rest = strings.TrimSpace(rest)
	if !ok || rest == "" || strings.Contains(label, ",") {
		return t
	}
	ws := lowerWords(label)
	if len(ws) == 0 || len(ws) > maxLabelWords {
		return t
	}
	return keptForLater(ws, rest, t)
}

// maxLabelWords: "please keep this in mind for later" is seven words; a
// longer run before a colon says something of its own.
const maxLabelWords = 8

// keptForLater returns rest when the label's words keep and point later.
func keptForLater(label []string, rest, t string) string {
	keep, later := false, false
	for _, w := range label {
		keep = keep || keepingWords[w]
		later = later || afterwardWords[w]
	}
	if keep && later || givesContext(label) {
		return rest
	}
	return t
}

// givesContext: the label only names what follows as context ("context for
// the bug:", "some background:", "fyi:"): what follows is said for its own
// sake and decides. A label that asks for context ("add context:", "need
// background on:") opens on a verb and is left.
func givesContext(label []string) bool {
	for len(label) > 1 && contextLeads[label[0]] {
		label = label[1:]
	}
	return contextWords[label[0]]
}

var (
	keepingWords   = statement.WordSet("keep bear remember note noted jot")
	afterwardWords = statement.WordSet("later mind future reference record")
	contextWords   = statement.WordSet("context background fyi")
	contextLeads   = statement.WordSet("ok okay so some a bit of for quick more little")
)
