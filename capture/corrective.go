package capture

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/statement"
)

// excludes: a positive instruction said for good to whoever does the work,
// with "always" in its main clause ("for npm publish always use the
// automation token") or an alternative ruled out after it, its verb left
// out ("use black, not autopep8", "always read secrets from Vault, never
// the env file"). The insistence, or the "not Y" that names what the
// listener did or would reach for, is aimed at someone expected to stray:
// the blind writers label every such command typed to the assistant
// feedback. The parse gives the ellipsis its negation but not the sentence,
// whose main clause is positive. A statement of the same choice ("we always
// use X", "the workers use structlog, not print") is no instruction and
// stays a convention.
func excludes(st statement.Statement) bool {
	if st.Main < 0 || st.Mood != statement.Instruction {
		return false
	}
	m := st.Clauses[st.Main]
	if i := slices.Index(m.Tokens[m.Start:], "always"); i >= 0 && !pluralBefore(m.Tokens, m.Start+i) && !subjectFronted(m) {
		return true
	}
	for _, c := range st.Clauses[st.Main+1:] {
		if !c.Sub && c.Start < len(c.Tokens) && (c.Tokens[c.Start] == "never" || c.Tokens[c.Start] == "not") {
			return true
		}
	}
	return false
}

// nounBeforeSubject: the parse took the main clause for a command whose
// verb is a noun naming the kind of its plural subject, and what follows
// that noun reads as a statement with a verb of its own ("Test fixtures use
// generated customers, never real ones", "build artifacts go to S3, not to
// the runner"): it states how the project works, it tells nobody what to
// do. A command's object is no subject ("use fixtures, never real data":
// "fixtures, never real data" has no verb; "write tests first, never
// after": "tests first" is too short to hold a subject, a verb and what
// it does), and "no migrations during business hours" forbids.
func nounBeforeSubject(st statement.Statement) bool {
	m := st.Clauses[st.Main]
	if !m.Imperative || m.Start+3 >= len(m.Tokens) || statement.Negation(m.Tokens[m.Start]) || !statement.Plural(m.Tokens[m.Start+1]) || statement.Plural(m.Tokens[m.Start+2]) {
		return false // a verb after a plural subject takes no -s: "docs pages" is one noun
	}
	rest := statement.Parse(strings.Join(m.Tokens[m.Start+1:], " "))
	return rest.Mood == statement.Declarative && rest.Aspect != statement.NoVerb
}

// pluralBefore: the word before position i is a plural noun, the subject
// of a statement the parse took for a command after a fronted phrase ("in
// this repo components always live in src/features"): it states where
// things are, it tells nobody what to do.
func pluralBefore(t []string, i int) bool {
	if i == 0 {
		return false
	}
	return statement.Plural(t[i-1])
}

// subjectFronted: the phrase the parse put before a command holds a
// subject of its own, a determiner after a noun rather than after a
// preposition ("in this project the feature branches come always from
// develop", "in diesem Repo the migrations live always in db/"): a
// statement whose "always" follows its verb, as French, Spanish, Italian
// and Portuguese place it ("salen siempre", "partent toujours"), not a
// command. "for the CI bot always use X" fronts a preposition's object.
func subjectFronted(m statement.Clause) bool {
	for i := 1; i < m.Start && i < len(m.Tokens); i++ {
		if subjectDeterminers[m.Tokens[i]] && !frontPrepositions[m.Tokens[i-1]] && !subjectDeterminers[m.Tokens[i-1]] {
			return true
		}
	}
	return false
}

var (
	subjectDeterminers = statement.WordSet("the our these those")
	frontPrepositions  = statement.WordSet("in on for at with from of to into under inside across within by about before after during")
)

// sarcastic: a sentence that praises, then names one more of something
// ("oh great, ANOTHER `any` type", "fantastic, more `unwrap()` calls",
// "cool, a second date library", "nice, SELECT * again"): the praise is
// ironic, and the sentence objects to the listener's work as "ugh, ...
// again" does. Praise before a claim with no repetition ("great, the build
// is green") is meant. So is praise of one more of a good thing ("nice,
// another green build", "great, more signups this week"): "another" and
// "more" are ironic only with a mark (see marked).
func sarcastic(s string, rest []string) bool {
	ws := statement.Words(s)
	i := 0
	for i < len(ws) && (interjections[ws[i].Lower] || praise[ws[i].Lower]) {
		i++
	}
	if i == 0 || i == len(ws) || !anyOf(lowerWords(s)[:i], praise) {
		return false
	}
	after := ws[i:]
	if after[0].Lower == "yet" && len(after) > 1 {
		return true // "yet another": weariness at one more
	}
	switch {
	case len(after) > 1 && (after[0].Lower == "another" || after[0].Lower == "more"):
		return marked(s, after[0].Text, rest)
	case len(after) > 2 && after[0].Lower == "a" && ordinals[after[1].Lower]:
		return true
	}
	return slices.Contains(lowerWords(s), "again")
}

// marked: the repetition is shouted ("ANOTHER"), the thing repeated is
// code (`console.log`), or the turn goes on to forbid or to say what to use
// instead ("no unwrap in library code", "we have one in pkg/retry, use
// it"): marks of irony that praise meant does not carry.
func marked(s, repeat string, rest []string) bool {
	if len(repeat) > 1 && strings.ToUpper(repeat) == repeat || strings.Contains(s, "`") {
		return true
	}
	for _, r := range rest {
		if st := statement.Parse(r); forbidsAny(st) || commands(st) {
			return true
		}
	}
	return false
}

// praisesNews: a sentence that opens in praise ("great, the ticket bot is
// back", "wonderful, the config service is finally up", "cool, a second
// region went live") reacts to news the speaker has just seen, with or
// without an assistant turn before it: the claim is the news praised as it
// arrives, not a fact handed over to keep. A rule, a decision or a
// preference after the praise ("nice, we always squash from now on") still
// stands.
func praisesNews(text string, st statement.Statement) bool {
	ws := statement.Words(text)
	i := 0
	for i < len(ws) && interjections[ws[i].Lower] {
		i++
	}
	// the praise stands apart from the claim ("great, ..."), not as its
	// adjective ("great tests catch this")
	return i+1 < len(ws) && praise[ws[i].Lower] && ws[i].Pause && !standing(st) && !projectWide(st)
}

// projectWide: a habit said of the whole project ("cool, Google style is
// what the whole repo uses", "nice, every service logs in JSON") is its
// convention, which the praise agrees with, not news just seen.
func projectWide(st statement.Statement) bool {
	if st.Aspect != statement.General || st.Negated {
		return false
	}
	for i, w := range st.Words {
		next := ""
		if i+1 < len(st.Words) {
			next = st.Words[i+1].Lower
		}
		if w.Lower == "everywhere" || wholeWords[w.Lower] && wholeScopes[next] {
			return true
		}
	}
	return false
}

var (
	// wholeWords before a scope take in all of it ("the whole repo",
	// "every service", "all repos")
	wholeWords = statement.WordSet("whole entire every all")
	// wholeScopes are what a project's convention holds across
	wholeScopes = statement.WordSet("repo repos repository codebase project projects service services team monorepo app apps module modules package packages org company")
)

var (
	interjections = statement.WordSet("oh ah wow well")
	praise        = statement.WordSet("great wonderful fantastic cool nice awesome perfect lovely brilliant amazing superb")
	ordinals      = statement.WordSet("second third fourth fifth")
)

// refutes: a sentence that opens by saying the assistant is wrong ("no,
// it's remote in S3", "nope, vitest."), whatever it goes on to claim.
func refutes(s string, st statement.Statement) bool {
	return st.Opener == statement.Correction && refusals[firstWord(s)]
}

// correctsGuess: after the assistant asked on a guess ("I assume the state is
// local?"), the user refutes it and says how to work ("no, it's in S3 —
// check the backend block before assuming"): the instruction is aimed at how
// the assistant came to ask, not an answer to its question.
func correctsGuess(c Candidate, st statement.Statement) bool {
	if c.prev == "" || !asked(c.prev) || !guessed(c.prev) || !c.refuted && st.Opener != statement.Correction {
		return false
	}
	return st.Mood == statement.Instruction || commandAfterClaim(st)
}

// guessed: the assistant's turn ends on a question that puts forward its own
// guess ("I assume the state is local?", "the logs probably go to
// CloudWatch?", "I'm guessing the tests use Jest?"), not one that only asks
// ("is the cache Redis or Memcached?"): refusing it corrects how it guessed.
func guessed(prev string) bool {
	ss := sentences(strings.TrimSpace(prev))
	if len(ss) == 0 {
		return false
	}
	q := ss[len(ss)-1]
	ws := lowerWords(q)
	return statement.Parse(q).Modality == statement.Hedged || slices.Contains(ws, "guessing") || slices.Contains(ws, "guess")
}

// replaces: the user names what the assistant did and asks for something
// else in its place ("you added a default export in Button.tsx, named
// exports please", "you wrote the fixtures with unittest, pytest please"):
// not the assistant's own history but a correction of it.
func replaces(text string, st statement.Statement) bool {
	if subject(st) != "you" || st.Clauses[st.Main].Negated {
		return false
	}
	ws := lowerWords(text)
	if ws[len(ws)-1] != "please" {
		return false
	}
	for _, c := range st.Clauses[st.Main+1:] {
		if !c.Sub {
			return true
		}
	}
	return false
}

// mindful: some clause tells the listener to keep what was said in mind
// ("we deploy the api and the worker together, keep that in mind", "bear
// this in mind"): a fact or a preference handed to the assistant to work by.
func mindful(st statement.Statement) bool {
	for _, c := range st.Clauses {
		t := c.Tokens[c.Start:]
		if c.Imperative && len(t) > 2 && (t[0] == "keep" || t[0] == "bear") && slices.Contains(t, "mind") || remembersIt(st, t) {
			return true
		}
	}
	return false
}

// factKeptInMind: with no assistant turn in view, a fact about the project
// or the person closed by "keep that in mind" ("we are using Spring Boot 3
// with Java 21, please keep in mind"): the request only asks the listener to
// remember the fact, which is what storing it does, and corrects nothing.
// The blind writers store such a fact; a preference or a rule so closed ("i
// prefer early returns, keep that in mind", "we never X, keep that in
// mind") and one that names when the listener is to heed it ("..., keep
// that in mind when you touch checkout") tell the listener how to work.
func factKeptInMind(c Candidate, st statement.Statement) bool {
	if c.prev != "" || st.Mood != statement.Declarative || st.Preference || st.Negated || st.Time == statement.TimeStanding || st.Main < 0 {
		return false
	}
	last := st.Clauses[len(st.Clauses)-1].Tokens
	if len(last) == 0 || last[len(last)-1] != "mind" {
		return false
	}
	m := st.Clauses[st.Main]
	return !anyOf(m.Tokens, standingWords) && !anyOf(m.Tokens, participants)
}

// remembersIt: a clause that only asks to remember what was said ("we're on
// Vite now: env vars are import.meta.env.VITE_*, remember that"): the
// request to keep it beats a "now" that only dates the fact. What is said
// for once or for later ("for now", "next week") is no fact to work by,
// and "remember that I wiped the db" opens on the fact, a past event.
func remembersIt(st statement.Statement, t []string) bool {
	if len(t) != 2 || t[0] != "remember" || !backPointers[t[1]] || st.Aspect == statement.Past {
		return false
	}
	return st.Time != statement.TimeOnce && st.Time != statement.TimeFuture && st.Time != statement.TimePast
}

// opensForbidding: the sentence opens on a prohibition and goes on to its
// grounds ("don't add new dependencies without asking me first, we're strict
// about bundle size"): the parse takes the grounds, a statement, for the
// main clause, but what the speaker says is the prohibition; the grounds
// only explain it. Said after the assistant's turn, it corrects what the
// assistant did or offered ("I'll add lodash" -> "don't add new dependencies
// without asking me first, ...").
func opensForbidding(st statement.Statement) bool {
	if st.Main < 1 {
		return false
	}
	c := st.Clauses[0]
	return !c.Sub && c.Imperative && c.Negated && !anyOf(c.Tokens[c.Start:], reassurances)
}

// reassurances forbid nothing: "don't worry, we're on Postgres 16" comforts.
var reassurances = statement.WordSet("worry worries panic stress fret sweat")

// labelledPreference: the sentence opens on a label that files what follows
// as the speaker's preference ("my preference: explain diffs briefly, I
// don't need a walkthrough"): whatever shape follows, a command or a
// statement, the speaker says how they like to work, which is stored as
// their preference; after the assistant's turn the same words may correct
// it, and that is judged as any reply is.
func labelledPreference(st statement.Statement) bool {
	if st.Main < 1 || len(st.Clauses[0].Tokens) != 2 {
		return false
	}
	t := st.Clauses[0].Tokens
	return (t[0] == "my" || t[0] == "personal") && (t[1] == "preference" || t[1] == "preferences")
}

// forbidsAny: the sentence's main clause or a command beside it forbids
// ("rebase, don't merge main into my branch"): a request that comes with a
// prohibition of its own.
func forbidsAny(st statement.Statement) bool {
	if st.Negated {
		return true
	}
	for _, c := range st.Clauses {
		if !c.Sub && c.Imperative && c.Negated {
			return true
		}
	}
	return false
}

// handsOver: a sentence that gives a secret ("use this key for the geocoding
// API: [REDACTED]", "the runner uses this one: [REDACTED]") was rejected
// only for its shape, a request or a fragment about the thing in front of
// the speaker: the secret, and what it is for, is what the user wants kept,
// with the secret replaced. A question, a hedge or a plan stays out.
func handsOver(rule string, redacted bool) bool {
	return redacted && (rule == "request" || rule == ruleNotAClaim || rule == "chit-chat")
}

// challenges: a short "why X?" with no verb of its own ("why RxJava??", "why
// the template?", "why swallow it??") that questions the choice the
// assistant just made rather than asking for a reason: what the turn says
// next objects to it, as after "wrong file.". A why-question with its own
// auxiliary ("why did we drop moment?") asks.
func challenges(s string) bool {
	ws := lowerWords(s)
	if len(ws) < 2 || len(ws) > 4 || ws[0] != "why" || !strings.HasSuffix(strings.TrimSpace(s), "?") {
		return false
	}
	for _, w := range ws[1:] {
		if auxiliaries[w] {
			return false
		}
	}
	return true
}

var auxiliaries = statement.WordSet("do does did is are was were would should could can will have has had not we you i they it's")

// forbidsAgain: a prohibition for good, not one request, unless it is put
// off or limited to now ("don't deploy again today"): after an objection,
// one that points back at what the assistant brought in ("why RxJava?? ...
// don't bring it back"); with or without the assistant's turn in view, a
// command not to do something "again" ("that folder is dead, don't write
// there again", "never add moment back again"), even said of a kind of
// thing after the rule it breaks ("we never log tokens. don't add log lines
// like that again": what the assistant did, not the rule spelled out). "again" in a command that
// asks to redo something ("run it again") forbids nothing.
func forbidsAgain(c Candidate, st statement.Statement) bool {
	if st.Mood != statement.Request && st.Mood != statement.Instruction || st.Time == statement.TimeOnce || st.Time == statement.TimeMoment || st.Time == statement.TimeFuture {
		return false
	}
	if c.objected && forbidsAny(st) {
		return true
	}
	for _, cl := range st.Clauses {
		if !cl.Sub && cl.Imperative && cl.Negated && slices.Contains(cl.Tokens, "again") {
			return true
		}
	}
	return false
}

// nextTime: a command given for "next time" ("next time, dump the table
// before you migrate", "run the fuzz corpus next time you touch the parser")
// is said for every time after this one: how the listener should work from
// now on, not a plan for one later occasion ("the index gets added next time
// we have a window" states one).
func nextTime(text string, st statement.Statement) bool {
	ws := lowerWords(text)
	at := -1
	for i := 0; i+1 < len(ws); i++ {
		if ws[i] == "next" && ws[i+1] == "time" {
			at = i
		}
	}
	if at < 0 || st.Mood == statement.Question {
		return false
	}
	if commands(st) {
		return true
	}
	// the parse takes no command after "next time" in front ("next time
	// ask me first"): read the sentence without it
	rest := append(append([]string{}, ws[:at]...), ws[at+2:]...)
	return commands(statement.Parse(strings.Join(rest, " ")))
}

// commands: some clause of the sentence, not a subordinate one, is a command.
func commands(st statement.Statement) bool {
	for _, c := range st.Clauses {
		if !c.Sub && c.Imperative {
			return true
		}
	}
	return false
}
