package statement

import (
	"slices"
	"strings"
	"unicode"
)

// Mood is what a sentence does: states, asks, or tells someone to act.
type Mood int

// Moods.
const (
	Declarative Mood = iota // "we deploy with Argo CD"
	Question                // "do we deploy with Argo CD?", "whats the pool size"
	Instruction             // an imperative that stands: "always run X", "use tabs in Go files"
	Request                 // an imperative about one thing now: "run the tests", "fix this"
)

// Modality is how sure the speaker is that the claim holds, and whose claim
// it is.
type Modality int

// Modalities.
const (
	Certain     Modality = iota
	Hedged               // might, maybe, probably, I think, not sure
	Conditional          // a hypothetical: "if we had more time, we'd ..."
	Reported             // someone else's claim: "Bob says", "according to"
)

// Aspect is when the claim holds: always, now, once in the past, or later.
type Aspect int

// Aspects.
const (
	NoVerb  Aspect = iota // a fragment: "same error as before"
	General               // habitual or general present: "we deploy on Tuesdays"
	Ongoing               // in progress or a state of the moment: "CI is red", "I'm debugging"
	Past                  // a one-off that happened: "we deployed v3", "the outage was caused by"
	Decided               // a choice made that stands: "we switched to X", "let's go with Y"
	Planned               // not yet done: "I'm going to", "let's try", "I'll look at it"
)

// Time is what the time expressions of the main clause say about its claim.
// A time word counts only in the clause it modifies: "today" in "if it
// breaks today" does not make "always page Bob" temporary.
type Time int

// Times.
const (
	TimeNone     Time = iota
	TimeStanding      // from now on, going forward, usually, "we now use X"
	TimeMoment        // right now, currently, at the moment, "now" on a state
	TimeOnce          // for now, this time, temporarily, yet, this week
	TimeFuture        // tomorrow, next week, later, at some point
	TimePast          // yesterday, last week, ago
	// timeNow, timeToday and timeDate ("on Sunday") depend on the verb they
	// modify; Parse resolves them to one of the above.
	timeNow
	timeToday
	timeDate
)

// Opener is the discourse word a sentence starts with, kept apart from its
// claim: "No, we use pnpm" corrects, "Yes, and always X" agrees.
type Opener int

// Openers.
const (
	NoOpener   Opener = iota
	Ack               // yes, ok, sure, fine, that's fine, also
	Correction        // no, nope, actually, that's wrong, that's too long
)

// Clause is one clause of a sentence, its tokens lowercased with
// contractions spelled out ("don't" is "do not").
type Clause struct {
	Tokens []string
	// Names tells, for each of Tokens, whether it names one thing
	// (Word.Name): "Kubernetes" and "Rails" end in -s but are no plurals.
	Names []bool
	Link  string // the word that opened it ("if", "when", "but", "and"), "" for the first
	// Label: the clause is "label: value", the label's length; its verb is
	// the colon.
	Label int
	// Start is where the clause's own shape starts in Tokens: past its link
	// word and a phrase put in front of an imperative ("for the CI bot, use X").
	Start  int
	Sub    bool // a subordinate clause: it qualifies another, it makes no claim of its own
	Aspect Aspect
	Time   Time
	Hedged bool
	// Imperative: the clause starts with a verb and has no subject.
	Imperative bool
	// Question: the clause is shaped as a question ("or was it flux").
	Question bool
	Negated  bool
}

// Statement is the parse of one sentence.
type Statement struct {
	Words    []Word
	Clauses  []Clause
	Main     int // index of the main clause in Clauses, -1 when there is none
	Mood     Mood
	Modality Modality
	Aspect   Aspect // the main clause's
	Time     Time
	Negated  bool
	Opener   Opener
	// Generic: the main clause is about a kind of thing or every time (always,
	// every, a bare plural, a when-clause), not one thing in front of the
	// speaker. It tells an instruction from a request.
	Generic bool
	// FirstPerson: the main clause's subject is the speaker, "I" or "we":
	// "we deploy with X" tells how the team works.
	FirstPerson bool
	// Preference: the speaker states what they prefer or would rather.
	Preference bool
	// Reaction: the sentence judges what was just shown ("that's fine", "I
	// like this") and claims nothing beyond it.
	Reaction bool
}

// Parse reads the structure of one sentence. It is pure and total: any text,
// even empty, gives a Statement.
func Parse(text string) Statement {
	st := Statement{Words: Words(text), Main: -1}
	toks := tokens(st.Words)
	toks, st.Opener = stripOpeners(toks)
	st.Clauses = splitCondition(embeddedIf(splitClauses(toks)))
	for i := range st.Clauses {
		analyse(&st.Clauses[i])
		if c := &st.Clauses[i]; i > 0 && c.Link == "" && whWords[at(c.Tokens, 0)] {
			c.Question = false // ", which queues them in SQS": a relative clause
		}
		if c := &st.Clauses[i]; i > 0 && coordinators[c.Link] && whWords[at(c.Tokens, c.Start)] && at(c.Tokens, c.Start+1) == "to" {
			c.Question = false // "say what failed and what to do": a second object, not a question
		}
		if i > 0 && st.Clauses[i-1].Sub && conditioned[st.Clauses[i-1].Link] {
			commandAfterCondition(&st.Clauses[i])
		}
	}
	alternatives(st.Clauses)
	frontedPhrases(st.Clauses)
	st.Main = mainClause(st.Clauses)
	if st.Main >= 0 && at(st.Clauses[st.Main].Tokens, 0) == "too" {
		st.Main = commandAfter(st.Clauses, st.Main) // "too many comments, remove the obvious ones"
	}
	if st.Main < 0 {
		return st
	}
	asks := asksQuestion(text)
	st.read(asks)
	if st.Mood == Request {
		if i := claimAfterRequest(st.Clauses, st.Main); i >= 0 {
			st.Main = i
			st.read(asks)
		}
	}
	return st
}

// embeddedIf joins an "if" clause to a clause that ends on a verb of asking
// or knowing ("wondering if X", "check if X", "not sure if X"): that "if"
// is "whether", the object of the verb, not a condition on a rule.
func embeddedIf(cs []Clause) []Clause {
	out := cs[:0]
	for _, c := range cs {
		if n := len(out); n > 0 && c.Link == "if" && asksWhether[at(out[n-1].Tokens, len(out[n-1].Tokens)-1)] {
			out[n-1].Tokens = append(out[n-1].Tokens, c.Tokens...)
			continue
		}
		out = append(out, c)
	}
	return out
}

// clauseSubjects open a clause of their own wherever they stand; "you" and
// "it" are as often a verb's object ("tell you", "run it").
var clauseSubjects = set("we i they he she")

var asksWhether = set("wondering wonder curious sure know check see ask asking unclear")

// alternatives: a question that offers a choice is cut at its "or" ("is
// cilium or calico installed", "does staging or prod run the cron"), which
// leaves its first clause too short to read as asking; read with the
// alternative after it, its verb still comes before its subject.
func alternatives(cs []Clause) {
	for i := 0; i+1 < len(cs); i++ {
		c := &cs[i]
		if c.Question || c.Sub || cs[i+1].Link != "or" || len(c.Tokens)-c.Start != 2 {
			continue
		}
		joined := append(append([]string{}, c.Tokens[c.Start:]...), cs[i+1].Tokens...)
		if isQuestion(joined) {
			c.Question, c.Imperative = true, false
		}
	}
}

// commandAfter: after a verdict ("too many comments", "too verbose"), the
// first independent imperative clause is what the sentence asks; with none,
// the verdict stays the main clause.
func commandAfter(cs []Clause, main int) int {
	for i := main + 1; i < len(cs); i++ {
		if !cs[i].Sub && cs[i].Imperative {
			return i
		}
	}
	return main
}

// NamesFile reports whether the text names a file by its extension
// ("utils.ts", "deploy/worker.yaml").
func NamesFile(text string) bool {
	ws := Words(text)
	t := make([]string, len(ws))
	for i, w := range ws {
		t[i] = w.Lower
	}
	return fileName(t)
}

// splitCondition cuts a condition that opens the sentence with no comma
// from the clause after it ("when you write bash scripts always put set -e
// at the top", "when you hit the API locally use my key", "after lunch we
// deploy"): past the condition's subject and verb, a rule word, a verb with
// no subject of its own followed by what an imperative takes, or a subject
// of its own starts the main clause.
func splitCondition(cs []Clause) []Clause {
	if len(cs) == 0 || !cs[0].Sub || !conditioned[cs[0].Link] {
		return cs
	}
	t := cs[0].Tokens
	for k := 2; k < len(t)-1; k++ {
		prev := t[k-1]
		if determiners[prev] || prepositions[prev] || subjectPronouns[prev] || prev == "to" || finite(prev) {
			continue
		}
		// "after the incident review we're thinking about X": a subject of
		// its own after the condition's last word starts the main clause,
		// and a verb right before it ("review") was the condition's noun
		opens := clauseSubjects[t[k]] || k > 2 && (t[k] == "always" || t[k] == "never" || (ruleVerbs[t[k]] || requestVerbs[t[k]]) && !clauseSubjects[t[k+1]] && !subjectHead(t, k) && isImperative(t[k:], namesFrom(cs[0].Names, k)))
		if opens {
			head := cs[0]
			head.Tokens, head.Names = t[:k], cs[0].Names[:k]
			out := append([]Clause{head, {Tokens: t[k:], Names: cs[0].Names[k:]}}, cs[1:]...)
			return out
		}
	}
	return cs
}

// subjectHead reports whether t[k], a word that may be a verb, ends the
// subject of a condition that has no verb yet, its own verb after it:
// "when the nightly export fails", "if the weekly backup check fails".
// "When" and "if" take a clause; a noun phrase that opens one with a
// determiner and no inflected word ("the nightly") is its subject still.
func subjectHead(t []string, k int) bool {
	if !clauseConditions[t[0]] || !determiners[at(t, 1)] || !inflected(at(t, k+1)) {
		return false
	}
	for _, w := range t[2:k] {
		if inflected(w) {
			return false // "when the schema changes run the tests": its verb came
		}
	}
	return true
}

// clauseConditions open a condition that is a clause, never a noun
// phrase alone ("after lunch" is one).
var clauseConditions = set("when whenever if unless once")

// inflected reports whether w ends as a verb said of a subject, or a
// plural, does: "fails", "failed".
func inflected(w string) bool {
	return len(w) > 3 && (strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ed"))
}

// asksQuestion: a question mark ends a word ("is it Kong?", "Kong? or
// nginx"); one inside a token is a URL's query ("events?readPreference=...").
func asksQuestion(text string) bool {
	for i := strings.IndexByte(text, '?'); i >= 0; {
		if codeOperator(text, i) {
			i++ // the operator's second mark
		} else if i+1 == len(text) || !unicode.IsLetter(rune(text[i+1])) && !unicode.IsDigit(rune(text[i+1])) {
			return true
		}
		j := strings.IndexByte(text[i+1:], '?')
		if j < 0 {
			break
		}
		i += j + 1
	}
	return false
}

// codeOperator: the "?" at i is part of an operator of code, no question:
// optional chaining or Rust's try ("use ?.let", "a?.b", "propagate errors
// with ?. goes for the crate": a question never ends on "?."), Kotlin's
// Elvis ("x ?: y") or null coalescing standing between two operands ("a
// ?? c"). An exasperated "why X??" ends its words, its "??" no operand's.
func codeOperator(text string, i int) bool {
	next := byteAt(text, i+1)
	if next == '.' || next == ':' {
		return true
	}
	return next == '?' && byteAt(text, i-1) == ' ' && byteAt(text, i+2) == ' ' && i+3 < len(text)
}

// byteAt is text's byte at i, or 0 outside it.
func byteAt(text string, i int) byte {
	if i < 0 || i >= len(text) {
		return 0
	}
	return text[i]
}

// read fills in the sentence's fields from its clauses and main clause.
func (st *Statement) read(questionMark bool) {
	m := st.Clauses[st.Main]
	st.Aspect, st.Negated = m.Aspect, m.Negated
	st.Time = boundedTime(st.Clauses, st.Main)
	st.Modality = modality(st.Clauses, st.Main, questionMark)
	if m.Sub && conditionals[m.Link] {
		st.Modality = Conditional // the whole sentence is a supposition
	}
	st.Mood = mood(st.Clauses, st.Main, questionMark)
	st.Generic = isGeneric(st.Clauses, st.Main)
	st.Preference, st.Reaction = attitude(m.Tokens)
	if st.Preference && anyDeictic(st.Clauses, st.Main) {
		st.Preference, st.Reaction = false, true // "I'd prefer to wait before merging this"
	}
	if st.Reaction && likesWhen(st.Clauses, st.Main) {
		st.Preference, st.Reaction = true, false // "I like it when tests are table-driven"
	}
	if st.Preference && someoneElse(m.Tokens[m.Start:]) {
		st.Modality = Reported // "my teammate prefers X": not the speaker's preference
	}
	st.FirstPerson = at(m.Tokens, m.Start) == "we" || at(m.Tokens, m.Start) == "i"
	for _, w := range m.Tokens {
		st.Generic = st.Generic || w == "convention" || w == "policy" || w == "rule"
	}
	if at(m.Tokens, m.Start) == "let's" && trial(st.Clauses) {
		st.Aspect = Planned // "let's move X and see": a trial, not a choice
	}
	if st.Time == TimeStanding || st.Mood == Instruction && st.Aspect == Decided && !forOneThing(m.Tokens) {
		st.Generic = true // "let's go with X" settles a choice, it asks for no action
	}
	if st.Mood == Instruction && !st.Generic || st.Mood == Declarative && aboutThisOne(st.Clauses, st.Main) {
		st.Mood = Request
	}
	if st.Aspect == Ongoing && hasLink(st.Clauses, "since") && slices.Contains(m.Tokens, "been") {
		st.Aspect = General // "we've been using Sentry since 2021": a habit, not a moment
	}
	if st.Time == TimeMoment && usedTo(st.Clauses) {
		st.Time, st.Aspect = TimeStanding, Decided // "Jenkins used to run our builds, now it's GitHub Actions": a change that stands
	}
	if st.Aspect == Past && (st.Time == TimeNone || st.Time == TimePast) && ownWorkInFlight(m.Tokens) {
		st.Time = TimeMoment // "Maria reviewed my PR earlier, she left two nits": where my work stands
	}
	if st.Time == TimeNone && st.Aspect != Past && (stillGoing(st.Clauses) || st.Mood == Declarative && st.Aspect == General && !st.Generic && !st.FirstPerson && backAgain(m.Tokens[m.Start:])) {
		st.Time = TimeMoment // "nightly pipeline still running, it's at the feature-join step": progress; "redis is full again": a trouble back
	}
	if todo(m.Tokens[m.Start:]) || stillNeeds(m.Tokens[m.Start:]) {
		st.Aspect = Planned
	}
	if st.Time == TimeMoment && st.Aspect == General && !st.Negated && endsNow(m.Tokens) && (namesOne(st.Words, m.Tokens) || usage(m.Tokens) || decidedBeside(st.Clauses, st.Main)) {
		st.Time = TimeStanding // "the product is called Lumen now": a change that stands, not a passing state
	}
	st.readDone()
	if st.Time == TimeFuture && st.Aspect != Planned && st.Aspect != Decided && signedOff(st.Clauses) {
		st.Time, st.Aspect = TimeNone, Decided // "we're dropping iOS 15 next release, PM signed off on it": settled
	}
	if st.Aspect == Decided && st.Time == TimeOnce && datedThis(m.Tokens) {
		st.Time = TimePast // "we decided this week to drop the cache": when it was decided, not how long it holds
	}
	if lasting(m.Tokens) && (st.Time == TimeNone || st.Time == TimeMoment) {
		st.Time = TimeStanding // "the v1 endpoint is permanently disabled now": for good, not for the moment
		if st.Aspect == Ongoing {
			st.Aspect = General
		}
	}
	if st.Aspect == Ongoing && st.Time == TimeNone && monthsLong(m.Tokens) {
		st.Aspect = General // "staging is down for the quarter": a state for months is no moment's
	}
	if st.Aspect == Ongoing && st.FirstPerson && st.Time == TimeNone && (everyNew(m.Tokens) || wholeScope(m.Tokens) || staysWith(m.Tokens[m.Start:])) {
		st.Aspect = Decided // "we're moving all new services to Go": a policy for what comes, not a task under way
	}
	st.readOnce()
	if st.Aspect == Past && st.Time == TimeNone && (verdictAfter(st.Clauses, st.Main) || loneEdit(st.Clauses)) {
		st.Time = TimeMoment // "regenerated the client, diff looks fine", "added a test to X": a step of the task at hand
	}
	if st.Time == TimeNone && st.Mood == Declarative && st.Aspect == General && !st.Generic && untilSoon(st.Clauses) {
		st.Time = TimeOnce // "we use X until we finish the upgrade": the claim has an end
	}
}

// untilSoon: an "until" clause ends the claim soon or when the speaker's
// own work does ("until we finish the migration", "until I'm back", "until
// my PR lands", "until the upgrade next week", "until tonight"): a makeshift for the days at
// hand. A claim that holds until someone else's event or a date no time
// word names ("read-only until the audit is done", "pinned until the
// upgrade lands", "until July") is the state of things for the weeks ahead.
func untilSoon(cs []Clause) bool {
	for _, c := range cs {
		if c.Link == "until" && (speakers[at(c.Tokens, c.Start)] || clauseTime(c.Tokens[c.Start:]) != TimeNone) {
			return true
		}
	}
	return false
}

var speakers = set("we i my")

// backAgain: a state said with "again" after its copula ("redis is full
// again", "the staging cert is expired again"): a trouble that comes and
// goes has come back, news of the moment; how things are for good is not
// said to have come back. "we're on Postgres again" (the speaker's own
// choice) is left to the checks above, and so is a kind of thing, a bare
// plural ("tabs are allowed again in Makefiles"): a rule restored.
func backAgain(t []string) bool {
	for i, w := range t {
		if beForms[w] || pastBe[w] {
			return i > 0 && !(i == 1 && Plural(t[0])) && slices.Contains(t[i+1:], "again")
		}
	}
	return false
}

// stateSince: a clause after the main one tells how things stand now
// ("..., only bugfixes go there now", "..., so it needs a token now",
// "..., all traffic goes there since then"):
// the main clause's dated act, whose verb ("cut", "set", "put") reads as
// past or present alike, is what brought that state about, so it is done.
func stateSince(cs []Clause, main int) bool {
	for _, c := range cs[main+1:] {
		if slices.Equal(c.Tokens, []string{"since", "then"}) || (!c.Sub || c.Link == "so") && c.Aspect == General && endsNow(c.Tokens) {
			return true
		}
	}
	return false
}

// changeLeft: a change the team or a third party has made, told with the
// state it left now ("we've cut over the gates, all 14 are on 2.3 now"):
// stateSince, said by no command ("you forgot pod install, run it now"
// asks) and of no work of the speaker's own ("I've put a print in there,
// the logs are noisy now" is where their task stands).
func changeLeft(cs []Clause, main int) bool {
	if m := cs[main].Tokens; slices.Contains(m, "i") || !slices.Contains(m, "have") && !slices.Contains(m, "has") {
		return false // only the perfect: "the deploy failed, it's fixed now" tells where the work stands
	}
	for _, c := range cs[main+1:] {
		if c.Imperative {
			return false
		}
	}
	return stateSince(cs, main)
}

// readDone reads an act told with the state it brought about as done.
func (st *Statement) readDone() {
	m := st.Clauses[st.Main]
	if st.Time == TimeMoment && st.Aspect == General && !st.Negated && reachesAll(m.Tokens) {
		st.Time = TimeStanding // "4.2.0 is now on all 9 kitchens today": the rollout is done, "today" dates it
	}
	if st.Time == TimeFuture && st.Aspect == General && clauseTime(m.Tokens) == timeDate && stateSince(st.Clauses, st.Main) {
		st.Time, st.Aspect = TimePast, Past // "we cut the branch on wednesday, only fixes go there now": done, not planned
	}
	if st.Time == TimeMoment && st.Aspect == Past && changeLeft(st.Clauses, st.Main) {
		st.Time = TimePast // "we've cut over the gates, all 14 are on 2.3 now": the change is done, the state it left told beside it
	}
	if st.Mood == Declarative && (st.Aspect == General || st.Aspect == Planned && at(m.Tokens, m.Start) != "i") && agreedAfter(st.Clauses, st.Main) {
		st.Aspect = Decided // "parse_v1 gets removed in 7.0, that's agreed with the other maintainers": settled
	}
}

// agreedAfter: a clause after the main one only says that what it states
// was agreed or decided ("..., that's agreed with the other maintainers",
// "..., that's been decided", "..., we agreed on that", "..., the team
// settled it"): a decision taken, not how a thing merely is or what
// someone means to do. Asked, doubted, denied or put as a condition
// ("..., if that's agreed", "..., nothing's decided yet") it settles
// nothing.
func agreedAfter(cs []Clause, main int) bool {
	for _, c := range cs[main+1:] {
		if c.Sub || c.Negated || c.Question || c.Hedged {
			continue
		}
		t := c.Tokens[c.Start:]
		i := 0
		for i < len(t) && agreers[t[i]] {
			i++
		}
		if i < len(t) && (approvals[t[i]] || t[i] == "settled") && (i+1 == len(t) || agreedWith[t[i+1]]) {
			return true
		}
	}
	return false
}

// agreers are the words that may come before "agreed" in a clause that
// only says the claim before it was agreed: who agreed, or "that" and its
// verb.
var agreers = set("that this it is was has have had been all already we everyone everybody the team they")

// agreedWith are the words that may follow "agreed": with whom, by whom,
// on what.
var agreedWith = set("with by on upon in at it that this")

// verdictAfter: a clause after the main one judges how what was just done
// came out ("..., diff looks fine", "..., all green"), or says it changed
// nothing ("..., still times out", "..., didn't help", "..., same error"):
// a try. An undated act reported with its verdict is a step of the task at
// hand, told to say where the work stands; a happening worth keeping is
// told for itself ("the 502s came from the LB idle timeout") or dated.
func verdictAfter(cs []Clause, main int) bool {
	for _, c := range cs[main+1:] {
		t := c.Tokens[c.Start:]
		if _, reaction := attitude(t); reaction || at(t, 0) == "all" && at(t, 1) == "green" && len(t) == 2 || unchanged(t) {
			return true
		}
	}
	return false
}

// unchanged: a clause says a try left things as they were: the fault
// "still" there, the try "didn't help", the "same error".
func unchanged(t []string) bool {
	switch {
	case at(t, 0) == "still" && len(t) > 1:
		return true
	case at(t, 0) == "did" && at(t, 1) == "not":
		return triedFor[at(t, 2)]
	case at(t, 0) == "same" || at(t, 0) == "no":
		return tryOutcomes[at(t, 1)] && len(t) == 2
	}
	return false
}

var (
	// triedFor: what a try was for, which "did not" says it failed at
	triedFor = set("help work fix change matter")
	// tryOutcomes: what a try brought, "same" or "no" of it
	tryOutcomes = set("error errors result results luck change difference")
)

// readOnce reads what holds for the moment only: an ask of one output, a
// day's progress on work that goes on.
func (st *Statement) readOnce() {
	if st.Time == TimeNone && oneThingOnce(st.Clauses) {
		st.Time = TimeOnce // "this one commit message in portuguese pls", "..., undo that edit": asked of one output, once
	}
	if st.Aspect == Past && resumes(st.Clauses, st.Main) {
		st.Time = TimeMoment // "migrated 40 of the 120 gateways today, continuing tomorrow": progress on work that goes on
	}
	if st.Aspect == Past && st.Time == TimeNone && failedAgain(st.Clauses[st.Main].Tokens) {
		st.Time = TimeMoment // "the build broke again": a trouble back, news of the moment, as "redis is full again"
	}
}

// failedAgain: a thing failed "again", undated ("the build broke again",
// "the deploy failed again"): the trouble has come back, as backAgain's
// state has; dated ("... again last night") it is an event to keep.
func failedAgain(t []string) bool {
	for i, w := range t {
		if failedVerbs[w] {
			return slices.Contains(t[i+1:], "again")
		}
	}
	return false
}

var failedVerbs = set("broke failed crashed died flaked hung stalled errored")

// oneThingOnce: a clause asks for one output, once: a verbless ask that
// opens on "this one" ("this one commit message in portuguese pls"), or a
// command to undo the edit just made ("undo that edit", "revert it"). A
// word for every time anywhere makes it a rule ("undo that and always ask
// first"), and so does the team's practice beside it ("we use get for
// accessors here, revert that"): the undo then corrects by the rule.
func oneThingOnce(cs []Clause) bool {
	found := false
	for _, c := range cs {
		t := c.Tokens[c.Start:]
		if (at(t, 0) == "we" || at(t, 0) == "our") && c.Aspect == General {
			return false
		}
		for _, w := range t {
			if generic[w] {
				return false
			}
		}
		if at(t, 0) == "just" || at(t, 0) == "only" {
			t = t[1:]
		}
		found = found || at(t, 0) == "this" && at(t, 1) == "1" && c.Aspect == NoVerb ||
			c.Imperative && undoVerbs[at(t, 0)] && (deictics[at(t, 1)] || at(t, 1) == "it")
	}
	return found
}

var undoVerbs = set("undo revert")

// resumes: a clause after the main one says the work goes on at a time
// to come ("continuing tomorrow", "resuming after lunch later", "the rest
// next week"): what the main clause reports done is a day's progress on a
// task under way, not a change that stands.
func resumes(cs []Clause, main int) bool {
	for _, c := range cs[main+1:] {
		t := c.Tokens[c.Start:]
		if at(t, 0) == "the" {
			t = t[1:] // "the rest next week"
		}
		if goesOn[at(t, 0)] && clauseTime(c.Tokens) == TimeFuture {
			return true
		}
	}
	return false
}

var goesOn = set("continuing continue resuming resume rest remainder more")

// loneEdit: the sentence is one clause that opens on the past of a verb of
// editing code, with no subject, no time and no number ("added a not_null
// test to the orders model", "renamed the helper in utils"): the speaker
// reports the step they just took in the session, which nobody needs a week
// later. A dated act ("shipped the new flow on 2024-05-02", "bumped the
// pool to 20 last week") or one told with what it brought ("fixed in #4412")
// is kept; an act on what is live (shipped, deployed, rotated) is no edit.
func loneEdit(cs []Clause) bool {
	if len(cs) != 1 || cs[0].Start != 0 || len(cs[0].Tokens) < 3 {
		return false
	}
	for _, w := range cs[0].Tokens {
		if strings.IndexFunc(w, unicode.IsDigit) >= 0 {
			return false
		}
	}
	v := cs[0].Tokens[0]
	base, ok := strings.CutSuffix(v, "ed")
	if !ok {
		return false
	}
	doubled := len(base) > 2 && base[len(base)-1] == base[len(base)-2]
	return editVerbs[base] || editVerbs[base+"e"] || doubled && editVerbs[base[:len(base)-1]]
}

// editVerbs change code in the working tree, one step of a session's work.
var editVerbs = set("add remove rename fix update delete change refactor extract inline clean tweak edit bump regenerate revert comment format lint wrap rewrite")

// forOneThing: the clause is scoped to one thing the speaker points at,
// past a preposition ("for this venv", "on this branch", "in that
// notebook"): a choice made for it alone, not for the project ("for this
// repo", "in this codebase").
func forOneThing(t []string) bool {
	for i := 1; i+1 < len(t); i++ {
		if prepositions[t[i-1]] && (t[i] == "this" || t[i] == "that") && !projectScopes[t[i+1]] && !wholeProject[t[i+1]] {
			return true
		}
	}
	return false
}

// signedOff: a clause of the sentence says that what it dates ahead was
// approved ("PM signed off on it", "they confirmed we're moving off X",
// "legal approved it"): a change that is settled, not one still floated
// ("we're replacing X next sprint", "nothing decided yet").
func signedOff(cs []Clause) bool {
	for _, c := range cs {
		if c.Sub || c.Negated || c.Question || c.Time == TimeOnce {
			continue
		}
		for i, w := range c.Tokens {
			if w == "nothing" || w == "if" || w == "whether" {
				break
			}
			if approvals[w] || w == "signed" && at(c.Tokens, i+1) == "off" {
				return true
			}
		}
	}
	return false
}

var approvals = set("approved confirmed agreed decided greenlit green-lit finalized finalised")

// endsNow: the clause ends on a bare "now" ("X is called Lumen now"), not
// "right now" or "for now".
func endsNow(t []string) bool {
	n := len(t)
	return n > 1 && t[n-1] == "now" && t[n-2] != "right" && t[n-2] != "just" && t[n-2] != "for"
}

// usage: the clause says what a thing is used for ("Jenkins is only used
// for the android build now"): with a final "now", a change of use that
// stands.
func usage(t []string) bool {
	return slices.Contains(t, "used") || slices.Contains(t, "use") || slices.Contains(t, "uses")
}

// wholeScope: the clause spans the whole project ("across the monorepo",
// "everywhere"), so what "we're doing" there is a policy, not a task under
// way ("we're pinning numpy < 2 across the monorepo").
func wholeScope(t []string) bool {
	for i, w := range t {
		if w == "everywhere" || w == "across" && wholeProject[at(t, i+2)] {
			return true
		}
	}
	return false
}

// decidedBeside: a clause of the sentence other than the main one tells of
// a choice the team made ("minSdk is 26 now, we dropped Android 7"): the
// state "now" follows from that choice and stands with it; a figure beside
// a mere happening ("latency is 300ms now, we merged the fix") is the
// moment's.
func decidedBeside(cs []Clause, main int) bool {
	for i, c := range cs {
		if i != main && !c.Sub && c.Aspect == Decided {
			return true
		}
	}
	return false
}

// namesOne: the clause holds a name (a capitalised word, an identifier),
// not a figure: "the default branch is Main now" names what the project
// changed to; "latency is 300ms now" measures a moment.
func namesOne(ws []Word, t []string) bool {
	for _, w := range ws {
		if w.Value && strings.IndexFunc(w.Lower, unicode.IsDigit) < 0 && slices.Contains(t, w.Lower) {
			return true
		}
	}
	return false
}

// datedThis: the clause's only limit in time is "this week" ("this
// sprint", ...) said of a decision, which dates it; "for this sprint",
// "for now", "temporarily" limit how long it holds.
func datedThis(t []string) bool {
	dated := false
	for i, w := range t {
		switch {
		case w == "temporarily" || w == "for" && (at(t, i+1) == "now" || at(t, i+1) == "this" || at(t, i+1) == "the"):
			return false
		case w == "this" && spans[at(t, i+1)]:
			dated = true
		}
	}
	return dated
}

var spans = set("week month sprint quarter year morning")

// lasting: the clause says its claim holds for good ("permanently", "for
// good"). Not "forever", which mostly exaggerates ("the build takes
// forever").
func lasting(t []string) bool {
	for i, w := range t {
		if w == "permanently" || w == "for" && at(t, i+1) == "good" {
			return true
		}
	}
	return false
}

// monthsLong: the clause says its state holds for months ("for the
// quarter", "for the rest of the year", "for the next few months", "for the
// foreseeable future").
func monthsLong(t []string) bool {
	for i, w := range t {
		if w != "for" {
			continue
		}
		j := i + 1
		for j < len(t) && (spanLeads[t[j]] || isNumber(t[j])) {
			j++
		}
		if j > i+1 && (longUnits[at(t, j)] || at(t, j) == "foreseeable" && at(t, j+1) == "future") {
			return true
		}
	}
	return false
}

var (
	spanLeads = set("the rest of next few several two three six many")
	longUnits = set("month months quarter quarters year years")
)

// everyNew: the clause quantifies over things still to come ("all new
// services", "every new table", "any new endpoint"): what is done to them is
// a standing policy, however it is phrased.
func everyNew(t []string) bool {
	for i, w := range t {
		if (w == "all" || w == "every" || w == "any") && at(t, i+1) == "new" {
			return true
		}
	}
	return false
}

// staysWith: t, a clause from its subject, keeps a choice in the
// progressive ("we're staying on Godot 4.2", "we're sticking with Postgres
// 15", "we are staying with REST"): no work under way, a choice that holds
// until someone changes it. "for now" beside it still makes it the
// moment's (TimeOnce).
func staysWith(t []string) bool {
	for i, w := range t {
		if (w == "staying" || w == "sticking") && (at(t, i+1) == "on" || at(t, i+1) == "with" || at(t, i+1) == "to") {
			return true
		}
	}
	return false
}

// usedTo: a clause says how things were ("used to"), so a "now" beside it
// tells what replaced them, not a moment.
func usedTo(cs []Clause) bool {
	for _, c := range cs {
		for i, w := range c.Tokens {
			if w == "used" && at(c.Tokens, i+1) == "to" && i > 0 {
				return true
			}
		}
	}
	return false
}

// aboutThisOne: "this Helm chart pins latest, fix it": the main clause is
// about one thing in front of the speaker and another asks to act on it.
// "there's a stray console.log in Cart.tsx, remove it": a thing found in
// front of the speaker, then a command on it, unless the command is a rule
// ("there's a check for that, always run it"; "there's a strutil package,
// use that").
func aboutThisOne(cs []Clause, main int) bool {
	m := cs[main]
	found := existential(m.Tokens[m.Start:])
	if !found && !deicticSubject(m.Tokens[m.Start:]) && !subjectPoints(m.Tokens[m.Start:]) {
		return false
	}
	for i, c := range cs {
		if i != main && !c.Sub && c.Imperative && !(found && rules(c)) {
			return true
		}
	}
	return false
}

// existential: the clause says something is there ("there's a leftover
// log", "there are two copies").
func existential(t []string) bool {
	return at(t, 0) == "there" && (beForms[at(t, 1)] || pastBe[at(t, 1)])
}

// rules: an imperative clause that states a rule: a rule verb ("use that
// instead") or a word for every time ("always run it").
func rules(c Clause) bool {
	for _, w := range c.Tokens {
		if generic[w] {
			return true
		}
	}
	return ruleVerbs[at(c.Tokens, c.Start)]
}

// subjectPoints: the subject, up to its verb, points at one thing in front
// of the speaker ("the migration in this PR isn't backwards compatible").
func subjectPoints(t []string) bool {
	for i, w := range t {
		switch {
		case finite(w):
			return false
		case i > 0 && (w == "this" || w == "these") && !wholeProject[at(t, i+1)]:
			return true
		}
	}
	return false
}

// pointsAtOne: a determiner or a pronoun picks out one thing ("fix the login
// bug", "remove those").
func pointsAtOne(t []string) bool {
	for _, w := range t {
		if determiners[w] || deictics[w] {
			return true
		}
	}
	return false
}

// someoneElse: the clause's subject is a person other than the speaker ("my
// teammate", "he", "someone"); "the team" and "we" include the speaker.
func someoneElse(t []string) bool {
	switch at(t, 0) {
	case "my", "he", "she", "they", "someone", "somebody", "everyone", "people":
		return at(t, 0) != "my" || !wholeProject[at(t, 1)]
	}
	return false
}

// todo: "this endpoint needs an OpenAPI entry", "we should write an ADR for
// this": what one thing in front of the speaker still needs is work to do,
// not a standing fact. "This repo must ..." speaks of the whole project.
func todo(t []string) bool {
	if (at(t, 0) == "we" || at(t, 0) == "i") && at(t, 1) == "should" && at(t, 2) != "always" && at(t, 2) != "never" {
		return hasDeictic(t[2:], false) // "we should write an ADR for this decision"
	}
	if !deicticSubject(t) {
		return false
	}
	for i, w := range t {
		if w == "must" || w == "need" || w == "needs" || w == "should" || haveForms[w] && at(t, i+1) == "to" {
			return true
		}
	}
	return false
}

// ownWorkInFlight: the clause names the speaker's own change under way,
// "my" and a PR, branch or diff ("Maria reviewed my PR earlier", "CI
// rejected my branch"): an act on it tells where the speaker's work
// stands, a step of the task at hand, not the project's history. "my PR
// descriptions" names a kind of thing, a preference's object.
func ownWorkInFlight(t []string) bool {
	for i, w := range t {
		if w == "my" && inFlight[at(t, i+1)] && !pluralNoun(at(t, i+2)) {
			return true
		}
	}
	return false
}

var inFlight = set("pr mr branch diff patch changeset")

// stillGoing: a clause of the sentence is a telegraphic progress note,
// "still" and an -ing verb with no "is" before it ("nightly pipeline still
// running", "..., still training"): the speaker reports how a job in front
// of them stands this minute, and what the sentence says beside it is that
// moment's reading. Said in full ("the cert-manager issuer was still
// pointing at staging") it may tell the cause of something past.
func stillGoing(cs []Clause) bool {
	for _, c := range cs {
		t := c.Tokens[c.Start:]
		for i, w := range t {
			next, prev := at(t, i+1), at(t, i-1)
			if w == "still" && len(next) > 4 && strings.HasSuffix(next, "ing") && !beForms[prev] && !pastBe[prev] {
				return true
			}
		}
	}
	return false
}

// stillNeeds: "the new endpoint still needs an OpenAPI entry": what is
// still needed is work to do.
func stillNeeds(t []string) bool {
	for i, w := range t {
		if w == "still" && (at(t, i+1) == "needs" || at(t, i+1) == "need" || haveForms[at(t, i+1)] && at(t, i+2) == "to") {
			return true
		}
	}
	return false
}

// deicticSubject: the clause's subject is one thing in front of the speaker
// ("this endpoint"), not the whole project ("this repo").
func deicticSubject(t []string) bool {
	w := at(t, 0)
	return (w == "this" || w == "these" || w == "that" || w == "those") && !wholeProject[at(t, 1)]
}

var wholeProject = set("repo repository project codebase monorepo company org organisation organization team")

// trial: a clause joined by "and" to try or see what happens.
func trial(cs []Clause) bool {
	for _, c := range cs {
		if c.Link == "and" && tentative[at(c.Tokens, 1)] {
			return true
		}
	}
	return false
}

// anyDeictic: the main clause or a clause qualifying it points at one thing.
func anyDeictic(cs []Clause, main int) bool {
	for k, c := range cs {
		if k != main && !c.Sub {
			continue
		}
		for i, w := range c.Tokens {
			switch {
			case w == "that" && i > 0 && !function(c.Tokens[i-1]) && !strings.HasSuffix(c.Tokens[i-1], "ing") && !requestVerbs[c.Tokens[i-1]]:
				// a relative pronoun after a noun: "messages that say what to do"
			case (w == "this" || w == "that") && kinds[at(c.Tokens, i+1)]:
				// "this kind of thing": a kind, not one thing
			case (w == "this" || w == "these") && projectScopes[at(c.Tokens, i+1)]:
				// "I prefer small PRs in this repo": the whole project,
				// where the preference holds, not one thing in view
			case w == "it" && introducesOne(c.Tokens[:i]):
				// "if a change gets bigger I split it": "it" is the change
				// the clause just named, any change, not one in view
			case w == "this" || w == "that" || w == "it" || w == "these" || w == "those":
				return true
			}
		}
	}
	return false
}

// introducesOne: the words name some thing of a kind ("a change", "any
// file", "each PR"), which an "it" after them in the clause stands for.
func introducesOne(t []string) bool {
	for _, w := range t {
		if w == "a" || w == "an" || w == "any" || w == "each" || w == "every" {
			return true
		}
	}
	return false
}

var kinds = set("kind sort type")

// likesWhen: "I like it when X", "I love it if X": the "it" stands for the
// condition after it, so the speaker states a preference, not a reaction to
// something shown.
func likesWhen(cs []Clause, main int) bool {
	m := cs[main]
	n := len(m.Tokens)
	return n >= 2 && m.Tokens[n-1] == "it" && (m.Tokens[n-2] == "like" || m.Tokens[n-2] == "love") &&
		main+1 < len(cs) && cs[main+1].Sub && conditioned[cs[main+1].Link]
}

func hasLink(cs []Clause, link string) bool {
	for _, c := range cs {
		if c.Link == link {
			return true
		}
	}
	return false
}

// commandAfterCondition: the clause after "when X," or "if X," must have a
// verb; found none, it opens with one the word lists do not hold, so it is
// an imperative ("whenever you touch the schema, regenerate the types").
// So is one that opens with a word the lists lack right before its object,
// a determiner or "anything" ("when you triage PRs, flag anything older
// than 3 days", "..., flag the old ones"), whatever word in "-s" later
// reads as a verb: a subject there would have its verb next ("when it
// fails, staging pages the on-call").
func commandAfterCondition(c *Clause) {
	t := c.Tokens[c.Start:]
	if c.Sub || c.Imperative || len(t) < 2 || function(t[0]) || subjectPronouns[t[0]] {
		return
	}
	if c.Aspect != NoVerb && (finite(t[0]) || !determiners[t[1]] && !indefinites[t[1]]) {
		return
	}
	c.Imperative, c.Aspect = true, General
}

// indefinites stand for any thing of a kind, an object after a verb.
var indefinites = set("anything everything something all any each every")

// mainClause is the first clause that is not subordinate and has a verb;
// else the first that is not subordinate; else, for a sentence that opens
// with a subordinator and no comma ("after the incident we agreed to ..."),
// the first clause.
func mainClause(cs []Clause) int {
	first := -1
	for i, c := range cs {
		if c.Sub {
			continue
		}
		if c.Aspect != NoVerb || c.Imperative || c.Question {
			return i
		}
		if first < 0 {
			first = i
		}
	}
	if first < 0 && len(cs) > 0 {
		return 0
	}
	return first
}

// claimAfterRequest: "remove those, we use the debug package": after a
// request, an independent clause in which the speaker states how they work
// is what the sentence claims ("fix the login bug, the cookie is set on the
// wrong domain" only describes the work asked for). It returns that
// clause's index, or -1.
func claimAfterRequest(cs []Clause, main int) int {
	// "don't, prod stays at info" only refuses; "merge to main, CI builds an
	// image" names a step of a process, no one thing to act on.
	bare := len(cs[main].Tokens) <= 2 || !pointsAtOne(cs[main].Tokens)
	for i := main + 1; i < len(cs); i++ {
		c := cs[i]
		own := at(c.Tokens, c.Start) == "we" || at(c.Tokens, c.Start) == "our" || bare
		// "revert that bump, we're not ready for 19 on this branch": a
		// clause about one thing in front of the speaker gives the reason
		// for the request, no claim of its own
		if !c.Sub && !c.Imperative && !c.Question && !c.Hedged && (c.Aspect == General || c.Aspect == Decided) && own && !hasDeictic(c.Tokens[c.Start:], false) {
			return i
		}
	}
	return -1
}

// sentenceTime is the main clause's time, else the first time an
// independent clause gives ("not right now, wait for QA").
func sentenceTime(cs []Clause, main int) Time {
	for _, c := range cs {
		if c.Link == "but" && (c.Time == TimeOnce || c.Time == TimeMoment || c.Time == TimeFuture) {
			return c.Time // "we usually deploy twice a day, but not this week"
		}
	}
	if cs[main].Time != TimeNone {
		return cs[main].Time
	}
	for i, c := range cs {
		// a subordinate phrase with no verb dates the main clause: "must
		// finish before 6am today"; a plan of the speaker's after it is
		// dated on its own ("X pushes images with a PAT; we want to move
		// to OIDC eventually")
		if (!c.Sub || c.Aspect == NoVerb && c.Link != "until" || whileAtIt(c)) && c.Time != TimeNone && !ownsClaim(c, i > main) && !nowUses(c) && !followsDone(cs, main, i) && !fixedSince(cs, main, i) {
			return c.Time
		}
	}
	return TimeNone
}

// whileAtIt: "while you're there", "while you're at it" bounds what is
// asked by the listener's task at hand, a request done once ("convert that
// class component to hooks while you're there"); "while" with another time
// ("while the migration runs") leaves the main clause its own.
func whileAtIt(c Clause) bool {
	return c.Sub && c.Link == "while" && c.Time == TimeOnce
}

// nowUses: a clause beside the main one says what is used "now" ("the
// test was flaky because it read the wall clock; it uses a fake clock
// now"), or that what was said is the rule "now" ("..., and that's our
// policy now"): a change that stands, which dates nothing as the moment's.
func nowUses(c Clause) bool {
	return c.Aspect == General && endsNow(c.Tokens) && (usage(c.Tokens) || namesRule(c.Tokens))
}

// namesRule: the clause calls something a standing rule ("that's our
// policy now"): what is one "now" holds from now on.
func namesRule(t []string) bool {
	return slices.ContainsFunc(t, func(w string) bool { return ruleNouns[w] })
}

var ruleNouns = set("policy rule convention standard")

// followsDone: after a finished act ("v2 went GA on 12 May", "the signing
// secret was rotated"), a clause that says in the present what it brings
// later ("v1 gets sunset in 6 months", "the old one stops working next
// Monday") dates the consequence, not the act: the act is done, no plan.
// Said with "will" or "going to" ("it will be deployed tomorrow"), or as
// under way ("they approved it, we're switching to gusto next year"), it is
// a plan of its own and dates the sentence.
func followsDone(cs []Clause, main, i int) bool {
	c := cs[i]
	return i > main && cs[main].Aspect == Past && !c.Sub && c.Time == TimeFuture && c.Aspect != Planned && c.Aspect != Ongoing
}

// fixedSince: a past incident told with its cause ("the bill jumped in
// April because of a misconfigured NAT gateway"), then "it's fixed now":
// the story of what went wrong and why, with its ending, is worth keeping;
// "now" dates the repair, not the incident as the moment's state. Without
// a cause ("the deploy failed, it's fixed now") it reports how the task at
// hand stands.
func fixedSince(cs []Clause, main, i int) bool {
	c := cs[i]
	if i <= main || cs[main].Aspect != Past || c.Sub || !endsNow(c.Tokens) || !repaired[at(c.Tokens, len(c.Tokens)-2)] {
		return false
	}
	return hasLink(cs[main+1:i], "because")
}

var repaired = set("fixed resolved patched solved mitigated sorted")

// ownsClaim: a clause after the main one in which the speaker plans
// something of their own ("we want to move to OIDC eventually"): the plan
// is dated, not the main clause's fact. A later clause that dates the
// fact itself ("it changes next quarter", "we're below it for now") still
// counts.
func ownsClaim(c Clause, after bool) bool {
	w := at(c.Tokens, c.Start)
	return after && !c.Sub && c.Aspect == Planned && (w == "we" || w == "i")
}

// modality: someone else's claim, then a hypothetical (a conditional clause
// with a modal anywhere), then a hedge in an independent clause, unless a
// later "but" clause states its own claim with certainty ("not sure about
// the rest, but the API runs on 8443").
func modality(cs []Clause, main int, question bool) Modality {
	reported, conditional, modal, hedged, wish, unreal := false, false, false, false, false, false
	for i, c := range cs {
		wish = wish || wishes(c.Tokens)
		unreal = unreal || conditionals[c.Link] && c.Aspect == Past // "if we had the time, ...": a condition not met
		// "when error messages say X, ..." names a situation; it reports
		// nobody's claim
		reported = reported || (isReported(c.Tokens) || reportsAsk(c.Tokens) && !teamActs(cs[i+1:])) && !(c.Sub && conditioned[c.Link] && c.Link != "if") && !adopts(cs[i+1:])
		conditional = conditional || conditionals[c.Link] && !memoryHedge(c.Tokens)
		modal = modal || hasModal(c.Tokens)
		if c.Link == "but" && !c.Hedged && c.Aspect != NoVerb && !leavesChoice(c.Tokens) {
			hedged = false
			continue
		}
		hedged = hedged || c.Hedged && (!c.Sub || i == main) || memoryHedge(c.Tokens) || i > main && checksBack(c.Tokens[c.Start:])
	}
	switch {
	case reported:
		return Reported
	case conditional && (modal || hedged || wish && unreal) && !question:
		return Conditional
	case hedged:
		return Hedged
	}
	return Certain
}

// leavesChoice: the clause leaves the choice to someone else ("but it's
// their call", "but it's the client's call", "but it's up to them"): the
// speaker's "I'd X" before it stays an opinion on a decision still open,
// where another "but" clause would correct it ("I'd thought X, but it's Y").
func leavesChoice(t []string) bool {
	for i, w := range t {
		prev := at(t, i-1)
		if w == "call" && (owners[prev] || strings.HasSuffix(prev, "'s")) || w == "up" && at(t, i+1) == "to" && owners[at(t, i+2)] {
			return true
		}
	}
	return false
}

var owners = set("their your his her them you him the")

// adopts: a clause after someone else's claim in which the speaker's team
// takes the claim on as its own, or calls it the rule, pointing back at it
// ("Lisa says tokens expire within a day, and that's now our policy", "per
// Marco, billing PRs need two reviewers, we follow that", "..., that's the
// one we all use"):
// the claim is the team's, no hearsay. The clause is certain and not
// negated ("..., we haven't agreed yet" keeps it someone else's), and
// states how things are or were settled, no task under way ("..., we're
// looking into it").
func adopts(cs []Clause) bool {
	for _, c := range cs {
		if c.Sub || c.Hedged || c.Negated || c.Question || c.Imperative || c.Aspect != General && c.Aspect != Decided {
			continue
		}
		t := c.Tokens[c.Start:]
		team := namesRule(t) || slices.ContainsFunc(t, func(w string) bool { return w == "we" || w == "our" || w == "us" })
		if team && slices.ContainsFunc(t, func(w string) bool { return w == "that" || w == "it" || w == "this" }) {
			return true
		}
	}
	return false
}

// mood: a question mark or a question-shaped clause anywhere makes a
// question; an imperative main clause an instruction (Parse turns it into a
// request when it is not generic); else a statement.
func mood(cs []Clause, main int, questionMark bool) Mood {
	if questionMark {
		return Question
	}
	for _, c := range cs {
		if c.Question && !c.Sub {
			return Question
		}
	}
	if cs[main].Imperative {
		return Instruction
	}
	return Declarative
}
