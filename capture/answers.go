package capture

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/statement"
	"github.com/hippo-mem/hippo/store"
)

// answersAsked: the assistant asked for information ("What database should
// the new service use?", "Merge commit or squash?") and the user answers
// with a fragment whose verb the question supplies ("Postgres, like
// everything else.", "squash.", "the nightly job on Jenkins, around 2am
// UTC"): the answer states the claim the question asked about. It must
// name something, a name, a figure or an identifier, or one of the
// question's own words (the option chosen); a fragment that names nothing
// ("Dunno.", "no clue"), that points at one thing in view ("ruff for this
// run"), or that is hedged, negated or dated is no answer to keep. A
// yes/no offer ("Should I run it?") asks for leave, not information: see
// asked.
func answersAsked(c Candidate, t string, st statement.Statement) bool {
	if c.Speaker != store.SpeakerUser || c.prev == "" || !asked(c.prev) {
		return false
	}
	ws, q := statement.Words(t), lastSentence(c.prev)
	if len(ws) == 1 && strings.Contains(q, " or ") && namesAnswer(ws, q) {
		return true // "squash." after "Merge commit or squash?": the option picked, whatever it spells
	}
	if !(st.Aspect == statement.NoVerb && st.Mood == statement.Declarative || nameAsVerb(st, ws) || st.Clauses[st.Main].Fragment()) {
		return false
	}
	if st.Modality != statement.Certain || st.Negated || st.Time != statement.TimeNone || st.Opener != statement.NoOpener || st.Reaction {
		return false
	}
	for _, w := range ws {
		if pointsAtOne[w.Lower] {
			return false
		}
	}
	return namesAnswer(ws, q)
}

// nameAsVerb: the parse took the main clause for a command whose verb is a
// name ("RabbitMQ on the shared cluster", "Kotlin on Android"): a name
// commands nothing, so the clause is a fragment naming it.
func nameAsVerb(st statement.Statement, ws []statement.Word) bool {
	m := st.Clauses[st.Main]
	if !m.Imperative || m.Start >= len(m.Tokens) {
		return false
	}
	for _, w := range ws {
		if w.Name && w.Lower == m.Tokens[m.Start] {
			return true
		}
	}
	return false
}

// namesAnswer: one of the answer's words is a value or a name (a tool, a
// figure, an identifier) or a content word of the question.
func namesAnswer(ws []statement.Word, question string) bool {
	said := map[string]bool{}
	for _, w := range statement.Words(question) {
		if !store.IsFunctionWord(w.Lower) {
			said[stem(w.Lower)] = true
		}
	}
	for _, w := range ws {
		spelled := w.Lower != strings.ToLower(w.Text) // "pick one" names no figure
		if (w.Value || w.Name) && !spelled || said[stem(w.Lower)] && !store.IsFunctionWord(w.Lower) {
			return true
		}
	}
	return false
}

// lastSentence is the last sentence of what the assistant said: the one it
// ends on, which the user answers.
func lastSentence(text string) string {
	ss := sentences(strings.TrimSpace(text))
	if len(ss) == 0 {
		return ""
	}
	return ss[len(ss)-1]
}

// pointsAtOne: words that point at one thing in front of the speaker.
var pointsAtOne = statement.WordSet("this that these those it them")

// restatesClaim: after the assistant's claim (no question), the user
// agrees and spells the claim out with its figures ("yep that's right, 3
// retries at 1h / 6h / 24h" after "the billing service retries failed
// invoices 3 times"): the words after the agreement hold a figure and one
// of the claim's own words, so the user's sentence is the fact itself, not
// a reaction. An agreement with no figure, figures of something the claim
// never named, or one that points at the one case ("for this one") stays
// the nod it is.
func restatesClaim(c Candidate, t string) bool {
	if c.Speaker != store.SpeakerUser || c.prev == "" || strings.HasSuffix(strings.TrimSpace(c.prev), "?") || !agreement(t) {
		return false
	}
	ws := statement.Words(t)
	for len(ws) > 0 && (agreeing[ws[0].Lower] || ws[0].Lower == "that's" || ws[0].Lower == "thats") {
		ws = ws[1:]
	}
	figure, named := false, false
	claim := statement.Words(c.prev)
	for _, w := range ws {
		if pointsAtOne[w.Lower] {
			return false // "yes, release/2.3 is right for this one": one case
		}
		figure = figure || strings.ContainsAny(w.Lower, "0123456789")
		named = named || len(w.Lower) > 3 && slices.ContainsFunc(claim, func(p statement.Word) bool { return p.Lower == w.Lower })
	}
	return figure && named
}
