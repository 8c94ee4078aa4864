// Readings of when a statement holds: a change that starts later, a
// thing scheduled for a date to come, a deed of minutes ago told for what
// follows from it now.

package capture

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/statement"
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

// scheduledFor: a thing set for a date to come ("our first SOC 2 audit is
// scheduled for May", "le gel de la base est prévu vers la mi-novembre")
// is a plan, however firm: it has not happened and may move. A schedule
// that recurs ("the nightly backup is scheduled for 02:00") names a clock
// time or how often, no date.
func scheduledFor(st statement.Statement) bool {
	ws := st.Words
	if slices.ContainsFunc(ws, func(w statement.Word) bool { return recurs(w.Lower) }) {
		return false
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

// recurringDay: the main clause places its state or its act on a day or a
// part of one that comes round again ("slow on Monday mornings", "frozen
// on Fridays", "quiet every evening"): a pattern that holds, not a date to
// come nor how things stand this minute. "on Monday morning" is one day.
func recurringDay(st statement.Statement) bool {
	if st.Main < 0 {
		return false
	}
	t := st.Clauses[st.Main].Tokens
	for i, w := range t {
		next := firstOf(t[i+1:])
		plural := strings.HasSuffix(w, "s") && weekdays[strings.TrimSuffix(w, "s")]
		if plural || weekdays[w] && dayParts[next] && strings.HasSuffix(next, "s") || recurs(w) && (weekdays[next] || dayParts[next]) {
			return true
		}
	}
	return false
}

var (
	weekdays = statement.WordSet("monday tuesday wednesday thursday friday saturday sunday")
	// dayParts: the parts of a day, one or several
	dayParts = statement.WordSet("mornings afternoons evenings nights weekends morning afternoon evening night weekend")
)
