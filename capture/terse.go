// Terse replies that lean on the assistant's turn: a word or two whose
// meaning the turn before supplies ("the second one", "do that from now
// on", "Dana owns it").

package capture

import (
	"strings"
	"unicode"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/lazyre"
	"github.com/hippo-mem/hippo/statement"
	"github.com/hippo-mem/hippo/store"
)

// picksForTask: the reply only picks one of the options the assistant
// laid out for the work in hand: an ordinal ("the second one", "the
// latter", "option 2") means nothing once the options are gone, and a lone
// file name after "should I put it in utils.py or helpers.py?" says where
// this one piece goes, not where the project keeps things. A file name
// after a question about the project ("which file holds the DB config?")
// is its fact, and is left to answersAsked.
func picksForTask(c Candidate, t string) bool {
	if c.Speaker != store.SpeakerUser || c.prev == "" {
		return false
	}
	reply := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(t), ".!"))
	if ordinalPick.MatchString(reply) {
		return true
	}
	q := lastSentence(c.prev)
	ws := statement.Words(reply)
	return strings.HasSuffix(q, "?") && ownMove.MatchString(q) && len(ws) == 1 && fileShaped(ws[0].Text) && strings.Contains(q, ws[0].Text)
}

// ordinalPick is a reply that is only an ordinal pick, in the languages
// the gloss reads.
var ordinalPick = lazyre.New(`(?i)^(the |die |der |das |la |le |el |lo |il )?(first|second|third|last|latter|former|other|erste|zweite|dritte|letzte|andere|première|premier|deuxième|seconde?|troisième|dernière|dernier|autre|primer[oa]?|segund[oa]|tercer[oa]?|últim[oa]|otr[oa]|prim[oa]|second[oa]|terz[oa]|ultim[oa]|altr[oa]|option \w+|#\d+|\d+(st|nd|rd|th)?)( one| option| approach| version| variant| choice| eins| variante| option| opción| opzione)?$`)

// ownMove opens or holds the assistant asking what it should do next
// ("should I ...", "do you want me to ...", "soll ich ...", "dois-je
// ...", "¿debo ...", "devo ..."): the options it lists are ways to do the
// work in hand.
var ownMove = lazyre.New(`(?i)(^|\b)(should i|shall i|do you want me|want me to|would you like me|should i put|soll ich|sollte ich|dois-je|devrais-je|est-ce que je|je mets|¿?debo|¿?lo pongo|¿?la pongo|devo|metto)\b`)

// fileShaped: a word shaped as a file or a path ("helpers.py",
// "src/utils/", "Makefile.am").
func fileShaped(w string) bool {
	if strings.Contains(w, "/") {
		return true
	}
	dot := strings.LastIndexByte(w, '.')
	if dot <= 0 || dot == len(w)-1 {
		return false
	}
	ext := w[dot+1:]
	for _, r := range ext {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return false
		}
	}
	return len(ext) <= 5 && unicode.IsLetter(rune(ext[0]))
}

// repeatsDeed: after the assistant did or offered something, the reply
// asks for it again and again: "do that from now on", "do it like that
// every time", "yes, always", "yes, every time". What it points at is the
// assistant's way of working, kept as feedback. "do that", "yes, this
// once" or "do that for now" only let it go ahead this time, and a
// question ("always do that?") asks.
func repeatsDeed(c Candidate, t string, st statement.Statement) bool {
	if c.Speaker != store.SpeakerUser || c.prev == "" || asked(c.prev) || strings.HasSuffix(strings.TrimSpace(t), "?") {
		return false
	}
	if st.Negated || st.Time == statement.TimeOnce || st.Time == statement.TimeMoment {
		return false
	}
	ws := statement.Words(t)
	agreed := false
	for len(ws) > 0 && (agreeing[ws[0].Lower] || okays[ws[0].Lower]) {
		ws, agreed = ws[1:], true
	}
	if len(ws) == 0 || len(ws) > 7 {
		return false
	}
	if agreed && onlyStanding(ws) {
		return true
	}
	return pointsAtDeed(ws) && (st.Time == statement.TimeStanding || hasForGood(ws))
}

// okays open a reply that lets the assistant go ahead.
var okays = statement.WordSet("ok okay sure sounds good fine great perfect")

// henceWords say "every time" or "from now on" and nothing more.
var henceWords = statement.WordSet("always every time from now on going forward in future please")

func onlyStanding(ws []statement.Word) bool {
	for _, w := range ws {
		if !henceWords[w.Lower] {
			return false
		}
	}
	return hasForGood(ws) || len(ws) >= 3
}

func hasForGood(ws []statement.Word) bool {
	for _, w := range ws {
		if forGood[w.Lower] {
			return true
		}
	}
	return false
}

// pointsAtDeed: "do" (or "doing") with a word that points at what the
// assistant did or offered: "do that", "keep doing it", "do it like that".
func pointsAtDeed(ws []statement.Word) bool {
	for i := 0; i+1 < len(ws); i++ {
		if (ws[i].Lower == "do" || ws[i].Lower == "doing") && (pointsAtOne[ws[i+1].Lower] || ws[i+1].Lower == "so" || ws[i+1].Lower == "the") {
			return true
		}
	}
	return false
}

// answersWho: the assistant asked about the project ("who owns the
// payments-gateway repo?", "what runs the nightly build?") and the reply
// names the answer and points back at what was asked with a pronoun:
// "Dana owns it", "Jenkins runs it". Too short to stand on its own words,
// it states the fact the question asked for. An offer answered ("want me
// to open the PR?" "Dana does it"), a hedge, a negation, a past or a plan
// is no fact to keep.
func answersWho(c Candidate, t string, st statement.Statement) bool {
	if c.Speaker != store.SpeakerUser || c.prev == "" || !asked(c.prev) || ownMove.MatchString(lastSentence(c.prev)) {
		return false
	}
	if st.Mood != statement.Declarative || st.Modality != statement.Certain || st.Negated || st.Aspect != statement.General || st.Time != statement.TimeNone {
		return false
	}
	ws := statement.Words(t)
	if len(ws) < 3 || len(ws) > 5 || !pointsAtOne[ws[len(ws)-1].Lower] {
		return false
	}
	first := ws[0]
	return !store.IsFunctionWord(first.Lower) && !participants[first.Lower] && first.Lower != "i" && first.Lower != "we" && unicode.IsUpper([]rune(first.Text)[0])
}

// aimedOrTerse judges a sentence said of how the assistant works (see
// aimedAtAssistant), then the replies above that lean on the assistant's
// turn; ok is false when the sentence is none of them.
func aimedOrTerse(c Candidate, t string, st statement.Statement) (kind decay.Kind, rule string, ok bool) {
	switch {
	case aimedAtAssistant(c, t, st), repeatsDeed(c, t, st):
		return decay.KindFeedback, "", true
	case picksForTask(c, t):
		return "", ruleRequest, true
	}
	return "", "", false
}

// busyNow: beside the state it reports, the sentence says someone is at
// work on it this minute ("terraform state is locked, someone's running
// apply", "the staging db is read-only, Dana's restoring a snapshot"):
// the state holds while they work, not for good.
func busyNow(st statement.Statement) bool {
	for i, c := range st.Clauses {
		if i == st.Main || c.Sub || c.Start+1 >= len(c.Tokens) {
			continue
		}
		w, v := c.Tokens[c.Start], c.Tokens[c.Start+1]
		// the parse reads no verb in "someone's running": 's is the "is"
		// of the ongoing work; "Spotify's been turning us down" has gone
		// on for a while, no work of this minute
		if someones[w] && c.Aspect == statement.Ongoing || (someones[strings.TrimSuffix(w, "'s")] || c.Names[c.Start]) && strings.HasSuffix(w, "'s") && len(v) > 4 && strings.HasSuffix(v, "ing") {
			return true
		}
	}
	return false
}

// someones name a person the speaker does not name.
var someones = statement.WordSet("someone somebody")

// factAfterReport: the assistant reported what it sees ("terraform plan
// shows 3 changes to the NAT gateway.") and the user states, plainly, how
// the project is set up ("terraform state lives in s3://acme-tfstate"):
// a word shared with the report makes it no correction of the
// assistant's work, which the report is not. A denial, a word pointing
// back, a rule word, a command, or the assistant or user named still
// correct it.
func factAfterReport(c Candidate, t string, st statement.Statement) bool {
	q := lastSentence(c.prev)
	if strings.HasSuffix(q, "?") {
		return false
	}
	if s := subject(statement.Parse(q)); s == "" || ownWork(q) {
		return false
	}
	if st.Mood != statement.Declarative || st.Negated || st.Opener != statement.NoOpener || anyImperative(st) {
		return false
	}
	if s := subject(st); s == "you" || s == "i" || s == "we" || s == "" || st.Aspect == statement.NoVerb {
		return false
	}
	for _, w := range statement.Words(t) {
		if pointsBack[w.Lower] || participants[w.Lower] || forGood[w.Lower] || ruleModals[w.Lower] || w.Lower == "only" {
			return false
		}
	}
	return true
}

// ownWork: the assistant's turn speaks of its own work ("Here's the
// refactor: I split the handler ...", "let's retry"), a deed or a plan, no
// report of what it sees.
func ownWork(turn string) bool {
	for _, w := range statement.Words(turn) {
		if selfWords[w.Lower] {
			return true
		}
	}
	return false
}

var selfWords = statement.WordSet("i i've i'll i'm i'd me my we we've we'll let's")
