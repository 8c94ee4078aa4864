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
	for i, w := range label {
		keep = keep || keepingWords[w]
		later = later || afterwardWords[w] || w == "notes" && i > 0 && label[i-1] == "your"
	}
	if keep && later || givesContext(label) {
		return rest
	}
	return t
}

// unminded reads a sentence without an opening that only asks the listener
// to keep in mind what its "that" introduces ("Keep in mind that object
// numbers aren't unique across departments", "please bear in mind that ..."):
// as with a label that files a note (see unlabelled), the clause after
// "that" decides, so a fact about the project is stored and what holds for
// one ticket ("keep in mind that for this ticket I only care about X") is
// not; read with the opening, "keep" made every such sentence a rule for the
// listener. "keep that in mind" closing a sentence is left (see
// factKeptInMind), and so is an opening with anything else before "that"
// ("keep the old client in mind").
func unminded(t string) string {
	ws := strings.Fields(t)
	keep, mind := false, false
	for i, w := range ws {
		w = strings.ToLower(w)
		switch {
		case w == "that" && keep && mind && i+1 < len(ws):
			return strings.Join(ws[i+1:], " ")
		case keepingWords[w] && !mind:
			keep = true
		case w == "mind" && keep:
			mind = true
		case !mindFillers[w]:
			return t
		}
	}
	return t
}

// mindFillers: the words that may stand around "keep in mind" before its
// "that".
var mindFillers = statement.WordSet("please pls just also and so in")

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
	// keepingWords and afterwardWords: a word that files and one that
	// names where to, or for when ("put this in your notes", "write this
	// down", "save this for later"); notes are the listener's only as
	// "your notes" ("add to the release notes: ..." edits a file)
	keepingWords   = statement.WordSet("keep bear remember note noted jot put add save write")
	afterwardWords = statement.WordSet("later mind future reference record memory down")
	contextWords   = statement.WordSet("context background fyi")
	contextLeads   = statement.WordSet("ok okay so some a bit of for quick more little")
)
