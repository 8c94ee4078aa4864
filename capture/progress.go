// Readings of where the task at hand stands: a practice changed now, the
// team waiting on something, the same trouble back again.

package capture

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
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

// closingNow reads "Postgres is the default database now" as "Postgres is
// now the default database": a copula whose complement is a noun phrase
// with its determiner names the role a thing has taken, wherever the "now"
// goes, and the parse reads the role so only with "now" after the copula.
// So does a setting given a value ("the retry limit is 5 now", "the
// default port is 8081 now"): a setting holds its value until someone
// changes it again. An adjective, a place or a measure of the moment keeps
// the moment ("CI is red now", "staging is on the new cluster now", "the
// error rate is 5% now"), and so does a sentence of more than one clause,
// whose "now" may time another verb.
func closingNow(t string) string {
	ws := strings.Fields(strings.TrimRight(t, ".!"))
	n := len(ws)
	if n < 4 || !strings.EqualFold(ws[n-1], "now") || strings.ContainsAny(strings.Join(ws, " "), ",;:") {
		return t
	}
	for i := 1; i+1 < n-1; i++ {
		if presentBe[strings.ToLower(ws[i])] {
			role := i+2 < n-1 && roleDeterminers[strings.ToLower(ws[i+1])]
			if !role && !settingValue(ws[i-1], ws[i+1:n-1]) {
				return t
			}
			return strings.Join(append(append(slices.Clone(ws[:i+1]), "now"), ws[i+1:n-1]...), " ") + "."
		}
	}
	return t
}

// settingValue: the complement holds a figure and a word naming a setting
// ends the subject or comes right before the figure ("limit is 5", "port
// is 8081", "is on port 5433").
func settingValue(noun string, complement []string) bool {
	for i, w := range complement {
		if strings.ContainsAny(w, "0123456789") {
			return settingNouns[strings.ToLower(noun)] || i > 0 && settingNouns[strings.ToLower(complement[i-1])]
		}
	}
	return false
}

var (
	roleDeterminers = statement.WordSet("the our")
	// settingNouns name what a configuration sets to a value
	settingNouns = statement.WordSet("limit limits timeout timeouts port cap max maximum min minimum size ttl interval threshold quota retries default version")
)

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

// partlyDone: the speaker reports a part of the task at hand done ("I've
// finished the first half of the refactor", "we've done most of the
// migration"): where the work stands this hour, no history of the project;
// the whole done ("we finished the migration last week") is one.
func partlyDone(st statement.Statement) bool {
	if s := subject(st); s != "i" && s != "we" {
		return false
	}
	ws := st.Words
	for i, w := range ws {
		if completes[w.Lower] && partOf(ws[i+1:]) {
			return true
		}
	}
	return false
}

// partOf: the object of a completing verb is a part of something: "the
// first half of", "most of", "part of", "some of".
func partOf(ws []statement.Word) bool {
	for i, w := range ws[:min(len(ws), 4)] {
		if parts[w.Lower] && at(ws, i+1) == "of" {
			return true
		}
	}
	return false
}

var (
	completes = statement.WordSet("finished done completed wrapped through")
	parts     = statement.WordSet("half part most some bulk third quarter first")
)

// pausesNow: the speaker breaks off to do a thing and asks the listener to
// hold on ("publishing v0.8.0 to crates.io, one sec, then we can
// continue", "un momento", "einen Moment"): a piece of the sentence after
// its first is only the pause, so the work named is under way this
// minute, not how the project goes. A pause that opens the sentence
// ("hang on, we never deploy on Fridays") only takes the floor, and a
// span inside a clause ("the debounce is one second") is a value.
func pausesNow(text string) bool {
	parts := pauseBreaks.Split(strings.ToLower(text), -1)
	for _, p := range parts[1:] {
		if pauses[strings.Trim(strings.TrimSpace(p), ".!…")] {
			return true
		}
	}
	return false
}

var pauseBreaks = lazyre.New(`[,;:()]|\s[—–-]\s`)

// pauses are the words that ask for a moment, in the languages the gate
// reads, and as the gloss leaves them ("un momento": "a momento").
var pauses = phrases("one sec|one second|a sec|a second|just a sec|one moment|a moment|one min|a min|give me a sec|give me a minute|hang on|hold on|brb|un momento|un segundo|un attimo|a momento|a segundo|a attimo|un momentino|un moment|une seconde|une minute|einen moment|moment mal|eine sekunde|een momentje|momentje|even geduld|um momento|um segundo|chwila|chwileczkę|sekundę|sebentar|секунду|минутку|одну секунду|одну минуту")

// phrases is a set of the phrases a list holds, split at "|".
func phrases(list string) map[string]bool {
	out := map[string]bool{}
	for _, p := range strings.Split(list, "|") {
		out[p] = true
	}
	return out
}
