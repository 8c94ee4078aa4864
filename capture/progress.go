package capture

import (
	"strings"

	"github.com/hippo-mem/hippo/statement"
)

// frontedNow reads "now we use pnpm" as "we now use pnpm": English fronts
// the "now" of a changed practice as often as it puts it after the
// subject, and the parse reads only the second as a change that stands.
// The glosses of other languages already place it so ("adesso usiamo
// pnpm": we now usiamo pnpm). An auxiliary or a contraction after the
// subject ("now we're waiting", "now we have a problem", "now we need to
// ...") keeps its place: it says how things stand this minute. So does a
// verb on one thing in front of the speaker ("now we run the migration"),
// the next step of the task, unless a word spreads it over every case
// ("now we use the new linter everywhere").
func frontedNow(t string) string {
	ws := strings.Fields(t)
	if len(ws) < 4 || !strings.EqualFold(strings.TrimRight(ws[0], ","), "now") {
		return t
	}
	subj, verb := strings.ToLower(ws[1]), strings.ToLower(ws[2])
	if subj != "we" && subj != "i" || nowAuxiliaries[verb] || strings.ContainsAny(ws[1]+ws[2], ",;:'’") {
		return t
	}
	if nextStep(ws[3:]) {
		return t
	}
	return strings.Join(append([]string{ws[1], "now"}, ws[2:]...), " ")
}

// nextStep: the verb's object is one thing in view and no word spreads
// the sentence over every case.
func nextStep(object []string) bool {
	if !oneThing[strings.ToLower(object[0])] {
		return false
	}
	for _, w := range statement.Words(strings.Join(object, " ")) {
		if spreads[w.Lower] {
			return false
		}
	}
	return true
}

// nowAuxiliaries: words after "now we" that make no practice of the
// sentence: an auxiliary or a modal times or hedges the verb after it.
var (
	nowAuxiliaries = statement.WordSet("are am have has had need needs can could should must will would might may got gotta do did just still only")
	oneThing       = statement.WordSet("the this that it them these those")
	spreads        = statement.WordSet("everywhere every all always everything anywhere whenever")
)

// waitsNow: the speaker says what the team waits on now ("adesso
// aspettiamo la review", "we now wait for CI", "teraz czekamy na
// review"): waiting is where a task stands, not a way of working. A rule
// about waiting says when or how often ("we now wait for two approvals
// before merging", "always wait for CI"), and it is left alone.
func waitsNow(st statement.Statement) bool {
	if st.Main < 0 || len(st.Clauses) > 1 {
		return false
	}
	m := st.Clauses[st.Main]
	toks := m.Tokens[m.Start:]
	now, waits := false, false
	for i, w := range toks {
		switch {
		case rulesWaiting[w]:
			return false
		case w == "now" && (i == 0 || toks[i-1] != "from"):
			now = true
		case waitVerb(w) && (i == 0 || waitSubjects[toks[i-1]]):
			waits = true
		}
	}
	return now && waits
}

// waitVerb: w is a form of "wait" in a language the gloss leaves it raw
// in; the stems are long enough that no English verb but "attend" starts
// so, and attending is no practice changed "now" either.
func waitVerb(w string) bool {
	for _, s := range waitStems {
		if strings.HasPrefix(w, s) {
			return true
		}
	}
	return false
}

var (
	// waitStems: wait (English), aspettare and attendere (Italian),
	// esperar (Spanish), aguardar and esperar (Portuguese), attendre
	// (French), warten (German), wachten (Dutch), czekać (Polish),
	// vänta (Swedish)
	waitStems = []string{"wait", "await", "aspett", "attend", "esper", "aguard", "wart", "wacht", "czek", "vänt"}
	// waitSubjects: the words a waiting verb follows as its clause's verb
	waitSubjects = statement.WordSet("we i now still are am")
	// rulesWaiting: words that make the waiting a rule
	rulesWaiting = statement.WordSet("always every never each whenever before until unless")
)

// sameAgain: a sentence that opens on the same thing back again ("same
// timeout errors again", "otra vez los mismos errores", "the same 502s
// as before") reports the trouble of the task at hand; what its plural
// noun reads as a verb ("errors") claims nothing beyond it. A claim about
// the same thing with no recurrence ("same rules apply to the worker")
// is left alone.
func sameAgain(st statement.Statement) bool {
	ws := st.Words
	i := 0
	for i < len(ws) && (ws[i].Lower == "again" || ws[i].Lower == "the" || ws[i].Lower == "still") {
		i++
	}
	if i == len(ws) || !sameWords[ws[i].Lower] {
		return false
	}
	for j, w := range ws {
		if w.Lower == "again" || w.Lower == "as" && j+1 < len(ws) && recurrence[ws[j+1].Lower] {
			return true
		}
	}
	return false
}

var (
	// sameWords: "same" in the languages the gloss reads, which it
	// leaves raw: Italian, Spanish, Portuguese, French, German, Dutch,
	// Swedish and Polish
	sameWords = statement.WordSet("same stesso stessa stessi stesse mismo misma mismos mismas mesmo mesma mesmos mesmas même mêmes gleiche gleichen selbe selben dieselbe dieselben derselbe dasselbe zelfde dezelfde hetzelfde samma sam sama same")
	// recurrence: what "as ..." compares the trouble with
	recurrence = statement.WordSet("before yesterday earlier last")
)

// startsLater: a change made, or a way things go, that starts at a time
// named after a word that starts it ("standup moved to 10:30 from next
// week", "from today all sends go through Postmark", "ab heute ...") is
// decided now, only its start lies ahead or is today: not a plan, not the
// moment. A one-off moved to a later date ("the release moved to next
// week") has no word that starts it, and a change still to be made ("we'll
// move", "we might move") is no change made.
func startsLater(st statement.Statement) bool {
	if !datedFirmly(st) {
		return false
	}
	ws := st.Words
	for i, w := range ws {
		if futureAux[w.Lower] {
			return false
		}
		if startWords[w.Lower] && (w.Lower != "as" || at(ws, i+1) == "of") && laterHead(ws[i+1:]) {
			return true
		}
	}
	return false
}

// datedFirmly: a certain statement dated to a time to come or to the
// moment, neither a plan nor a state in progress.
func datedFirmly(st statement.Statement) bool {
	switch st.Time {
	case statement.TimeFuture, statement.TimeMoment:
		return st.Aspect != statement.Planned && st.Aspect != statement.Ongoing && st.Modality == statement.Certain
	}
	return false
}

// laterHead: the words after a start word name a time to come ("next
// week", "the 1st of May", "Monday").
func laterHead(ws []statement.Word) bool {
	for _, w := range ws[:min(3, len(ws))] {
		if laterWords[w.Lower] {
			return true
		}
	}
	return false
}

var (
	futureAux = statement.WordSet("will 'll we'll i'll going gonna shall might could would")
	// startWords: "from", "starting", "as of"; "a partir de" (Spanish,
	// Portuguese, French), "ab" (German), "da"/"dal"/"dalla" (Italian),
	// "desde" (Spanish)
	startWords = statement.WordSet("from starting beginning effective as partir ab da dal dalla desde")
	laterWords = statement.WordSet("today next tomorrow monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december")
)

// minutesAgo: what was done minutes or hours ago, told with what follows
// from it for the listener now ("I flipped the flag in the dashboard a
// minute ago, so give it a sec", "I wiped the staging db an hour ago, so
// your test data is gone"), is news of the session at hand. Told alone
// ("I merged the payments refactor an hour ago") it is the project's
// history, as a deed of days or weeks ago is.
func minutesAgo(st statement.Statement) bool {
	ws := st.Words
	for i, w := range ws {
		if shortSpans[w.Lower] && (agoAfter[at(ws, i+1)] || spanAgo(ws, i)) {
			return soFollows(ws[i+1:])
		}
	}
	return false
}

// spanAgo: an "ago" word comes up to three words before the span at i
// ("hace una hora", "vor zehn Minuten").
func spanAgo(ws []statement.Word, i int) bool {
	for _, w := range ws[max(0, i-3):i] {
		if agoBefore[w.Lower] {
			return true
		}
	}
	return false
}

// soFollows: a clause that draws the consequence opens after a pause.
func soFollows(ws []statement.Word) bool {
	for j := 1; j < len(ws); j++ {
		if ws[j-1].Pause && consequence[ws[j].Lower] {
			return true
		}
	}
	return false
}

var (
	// shortSpans: a second, a minute or an hour, in English, Italian,
	// Spanish, Portuguese, French, German, Dutch, Polish and Swedish
	shortSpans = statement.WordSet("sec secs second seconds min mins minute minutes hour hours hr hrs " +
		"secondo secondi minuto minuti ora ore segundo segundos minutos hora horas seconde secondes heure heures " +
		"sekunde sekunden minute minuten stunde stunden seconde seconden minuut uur sekundę minutę minut minuty godzinę godziny godzin timme timmar minuter")
	// agoAfter: "ago" after its span (ago, fa, geleden, temu, sedan)
	agoAfter = statement.WordSet("ago fa geleden temu sedan")
	// agoBefore: "ago" before its span (vor, hace, há)
	agoBefore = statement.WordSet("vor hace há")
	// consequence: "so" in the same languages
	consequence = statement.WordSet("so quindi perciò entonces así então donc also dus więc så")
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

// scheduledFor: a thing set for a date to come ("our first SOC 2 audit is
// scheduled for May", "le gel de la base est prévu vers la mi-novembre")
// is a plan, however firm: it has not happened and may move. A schedule
// that recurs ("the nightly backup is scheduled for 02:00") names a clock
// time or how often, no date.
func scheduledFor(st statement.Statement) bool {
	ws := st.Words
	for _, w := range ws {
		if frequencies[w.Lower] || w.Lower == "every" {
			return false
		}
	}
	for i, w := range ws {
		if !scheduledWords[w.Lower] {
			continue
		}
		for _, n := range ws[i+1 : min(i+5, len(ws))] {
			if dateWord(n.Lower) {
				return true
			}
		}
	}
	return false
}

// dateWord: a month, a quarter or a weekday, with "mid-" or "end-" before
// it ("mid-november", "mi-novembre").
func dateWord(w string) bool {
	for _, p := range []string{"mid-", "mi-", "end-", "early-", "late-"} {
		w = strings.TrimPrefix(w, p)
	}
	return months[w] || laterWords[w] && w != "today" && w != "next"
}

var (
	// scheduledWords: "scheduled", "planned", "slated" and "due", and
	// "planned" in French, Italian, Spanish, Portuguese, German and Dutch
	scheduledWords = statement.WordSet("scheduled planned slated due prévu prévue prévus prévues previsto prevista previsti programado programada planeado planeada gepland geplant")
	// months: English's are in laterWords; French, Italian, Spanish,
	// Portuguese, German and Dutch, and the quarters
	months = statement.WordSet("q1 q2 q3 q4 janvier février mars avril mai juin juillet août septembre octobre novembre décembre " +
		"gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre dicembre " +
		"enero febrero abril mayo junio julio septiembre octubre noviembre diciembre " +
		"janeiro fevereiro março maio junho julho setembro outubro novembro dezembro " +
		"januar februar märz juni juli oktober dezember januari februari maart mei augustus")
)

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
