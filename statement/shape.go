package statement

import "strings"

var (
	subjectPronouns = set("i we you they he she it")
	questionSubject = set("i we you they he she it there this that these those the a an our my your any anyone anybody someone everyone")
	prepositions    = set("in on at to for from with by of into onto over under about after before through between without within across behind up out off as than via per")
	adverbs         = set("also only just still now then again always never not really very too already even usually often sometimes all both")
	beAdverbs       = set("not still also now currently always never only just really definitely all usually")
)

// analyse reads one clause: its shape (question, imperative), its verb's
// aspect, its time, hedge and negation. The link word that opened the clause
// is not part of its shape.
func analyse(c *Clause) {
	if c.Link != "" {
		c.Start = 1
	}
	if k := leadingTime(c.Tokens[c.Start:]); k > 0 && isImperative(c.Tokens[c.Start+k:], namesFrom(c.Names, c.Start+k)) {
		c.Start += k // "from now on don't touch gen/": the command after the time
	}
	if k := frontedVerb(c.Tokens[c.Start:]); k > 0 {
		c.Start += k
	}
	if k := youShould(c.Tokens[c.Start:]); k > 0 {
		c.Start += k
	}
	t, names := c.Tokens[c.Start:], namesFrom(c.Names, c.Start)
	c.Question = isQuestion(t)
	c.Imperative = !c.Question && isImperative(t, names)
	c.Aspect = aspect(t, names)
	if c.Label > 0 {
		c.Question = c.Question || isQuestion(c.Tokens[c.Label:]) // "question: do we ...?"
		if c.Aspect == NoVerb && !c.Question {
			c.Aspect = General
		}
	}
	c.Time = resolveTime(clauseTime(c.Tokens), t, c.Aspect) // with the link: "and later", "and up"
	c.Hedged = isHedged(t)
	for _, w := range t {
		c.Negated = c.Negated || w == "not" || w == "never" || w == "no"
	}
	if (at(t, 0) == "stop" || at(t, 0) == "quit") && strings.HasSuffix(at(t, 1), "ing") {
		c.Negated = true // "stop apologizing" forbids, as "never apologize" does
	}
}

// leadingTime is the length of a time phrase that opens t ("from now on",
// "going forward", "for now"), or 0.
func leadingTime(t []string) int {
	for _, p := range timeWords {
		if len(p.words) > 1 && hasAt(t, 0, p.words) {
			return len(p.words)
		}
	}
	return 0
}

// frontedVerb finds an imperative behind a phrase put in front of it ("for
// the CI bot use the token X", "in Go files use tabs"): the index of a rule
// verb after a leading preposition and its noun, or 0.
func frontedVerb(t []string) int {
	if len(t) < 3 || !prepositions[t[0]] || t[0] == "to" {
		return 0
	}
	for k := 2; k < len(t); k++ {
		if finite(t[k]) || subjectPronouns[t[k]] {
			return 0
		}
		if ruleVerbs[t[k]] && !determiners[t[k-1]] && !prepositions[t[k-1]] || (t[k] == "always" || t[k] == "never") && k+1 < len(t) {
			return k // "for the CI bot use X", "for Terraform never hardcode the region"
		}
		if fileName(t[1:k]) && isImperative(t[k:], nil) {
			return k // "in slot_allocator.py just leave the prints": one file, then any command
		}
	}
	return 0
}

// youShould: "you should always run the tests" tells the assistant what to
// do, as an imperative does: the index of the verb after "you should",
// "you don't need to",
// "you must", "you need to", "you have to", or 0.
func youShould(t []string) int {
	if at(t, 0) != "you" {
		return 0
	}
	i := 2 // past "you should", "you must"
	switch at(t, 1) {
	case "should", "must":
	case "need", "have":
		if at(t, 2) != "to" {
			return 0
		}
		i = 3
	case "do":
		// "you don't need to ask before running the tests": a standing
		// permission, said as an instruction
		if at(t, 2) != "not" || at(t, 3) != "need" && at(t, 3) != "have" || at(t, 4) != "to" {
			return 0
		}
		i = 5
	default:
		return 0
	}
	j := i // the verb, past always/never/not, which stay for isImperative to read
	for j < len(t) && (t[j] == "always" || t[j] == "never" || t[j] == "not") {
		j++
	}
	if j >= len(t) || t[j] == "be" || t[j] == "have" {
		return 0 // "you should be careful" is advice, not an action
	}
	return i
}

func isQuestion(t []string) bool {
	if len(t) == 0 {
		return false
	}
	switch {
	case whWords[t[0]]:
		return t[0] != "when" && t[0] != "where" || len(t) > 1 && (questionAux[t[1]] || beForms[t[1]])
	case len(t) > 1 && t[0] == "any" && (t[1] == "idea" || t[1] == "ideas"):
		return true
	case len(t) > 1 && questionAux[t[0]] && questionSubject[t[1]]:
		// "do not push", "pick one and do it": "do" with no subject after it
		// tells, it does not ask
		return !(t[0] == "do" && (t[1] == "not" || len(t) == 2 && (t[1] == "it" || t[1] == "that" || t[1] == "this")))
	case len(t) > 2 && (beForms[t[0]] || pastBe[t[0]] || inverting[t[0]]) && t[0] != "be" && t[0] != "been" && t[0] != "being" && t[1] != "do":
		// "is cert-manager even pointed at prod": a verb before its subject
		// asks; a word that could not be a subject ("is fine", "was
		// deployed") leaves a fragment that drops its "it".
		return !function(t[1]) && !finite(t[1]) && !pastBe[t[1]] && !reactions[t[1]] && !stateWords[t[1]] &&
			!strings.HasSuffix(t[1], "ing") && !strings.HasSuffix(t[1], "ed") && !isNumber(t[1])
	}
	return false
}

// isImperative: the clause opens with a verb and no subject ("run the
// tests", "always use X", "don't push", "let's go with Y"), or with "no"
// and a thing and no verb at all ("no sleeps in tests"). names is t's
// Clause.Names or nil: a word only its capital names ("Go", "Atlas") is
// no verb and no plural, whatever it spells.
func isImperative(t []string, names []bool) bool {
	ruled := false // "always" or "never" leads a rule whatever verb follows
	for len(t) > 1 && (t[0] == "always" || t[0] == "never" || t[0] == "just" || t[0] == "only") {
		ruled, t, names = ruled || t[0] == "always" || t[0] == "never", t[1:], namesFrom(names, 1)
	}
	if len(t) == 0 || pastForm(t[0]) && !ruled || t[0] != "need" && len(t[0]) >= 5 && strings.HasSuffix(t[0], "ed") && !ruled {
		return false // "went with Vite", "switched to pnpm": a past, its subject dropped
	}
	switch {
	case ruled:
		return !finite(t[0]) && !subjectPronouns[t[0]] && !determiners[t[0]]
	case t[0] == "let's" || t[0] == "let" && len(t) > 1 && (t[1] == "me" || t[1] == "us"):
		return true
	case t[0] == "do" && len(t) > 1 && t[1] == "not":
		return !droppedDoubt(t)
	case t[0] == "no" && len(t) > 1 && t[1] != "one" && (verbAspect(t, names) == NoVerb || !anyFinite(t)):
		return true // "no emojis in commit messages": nouns only, whatever "messages" reads as
	case (ruleVerbs[t[0]] || requestVerbs[t[0]]) && !shownName(t, names, 0):
		// a capital names a thing where it is no sentence's ("when you
		// write Go use gofmt": the language, not the verb "go")
		return len(t) == 1 || !finite(t[1]) && !pluralSubject(t, names) && !nounPhraseSubject(t)
	case len(t) > 2 && particles[t[1]] && (determiners[t[2]] || deictics[t[2]]) && !function(t[0]) && !determiners[t[0]]:
		return true // a phrasal verb the lists lack: "roll back the deploy"
	case len(t) > 2 && (t[2] == "it" || t[2] == "them") && (ruleVerbs[t[1]] || requestVerbs[t[1]]) && !function(t[0]) && !finite(t[0]) && !subjectPronouns[t[0]] && !determiners[t[0]]:
		return true // a verb with a word before it that says how: "force push it", "hard reset them"
	case len(t) > 1 && (t[1] == "it" || t[1] == "them") && (len(t) == 2 || particles[t[2]] || prepositions[t[2]]) && !function(t[0]) && !finite(t[0]) && !subjectPronouns[t[0]] && !commonPlural(t, names, 0):
		// its object next to it: "take it out", "tone them down", "convert
		// it to compose", "switch it to JSON"; a pronoun that is a subject
		// has its verb next ("now it works")
		return true
	}
	return unknownVerb(t, names)
}

// nounPhraseSubject reports whether t opens with a verb used as a noun, its
// prepositional phrase, then "is" or "are" ("login to the build box is as
// user ci", "access to prod is through the bastion", "use of floats is
// banned"): the phrase is the subject of the copula, and the clause states
// how things are. A second determiner or a relative word before the copula
// starts a clause of its own ("switch to the branch the fix is on", "connect
// to whatever host is up"): the verb commands.
func nounPhraseSubject(t []string) bool {
	if len(t) < 4 || !prepositions[t[1]] {
		return false
	}
	dets := 0
	for _, w := range t[2:] {
		switch {
		case relatives[w] || coordinators[w] || subordinators[w]:
			return false
		case determiners[w]:
			if dets++; dets > 1 {
				return false
			}
		case finite(w):
			return beForms[w] || pastBe[w]
		}
	}
	return false
}

// relatives open a clause inside a noun phrase.
var relatives = set("that which who whom whose whatever whichever where")

// pluralSubject reports whether t opens with a noun made of a verb and a
// plural, then a finite verb: "debug logs do not leave the pod", "test
// files are colocated". The verb names a kind of the plural; the clause
// states, it orders nothing.
func pluralSubject(t []string, names []bool) bool {
	if at(t, 2) == "here" && len(t) > 4 && commonPlural(t, names, 1) && (ruleVerbs[t[3]] || requestVerbs[t[3]] || finite(t[3])) {
		// "commit messages here follow kernel style": "here" closes a
		// subject, the project's kind of thing, and a verb follows it; a
		// command ends on its place ("commit the messages here")
		return true
	}
	return len(t) > 2 && commonPlural(t, names, 1) && (finite(t[2]) || t[2] == "do")
}

// unknownVerb: a clause that opens with a word the lists lack, in its base
// form, then a preposition or a determiner, and has no verb of its own
// ("connect with mysql -u admin", "redis for sessions") opens with an
// imperative or names a choice; either way it states a rule. A name in -s
// names a choice as any name does ("Atlas for migrations"); a plural is a
// subject whose verb is missing.
func unknownVerb(t []string, names []bool) bool {
	if len(t) < 3 || function(t[0]) || subjectPronouns[t[0]] || whWords[t[0]] || !(prepositions[t[1]] || determiners[t[1]]) {
		return false
	}
	w := t[0]
	if commonPlural(t, names, 0) || strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") || strings.IndexAny(w, "0123456789") >= 0 {
		return false
	}
	return verbAspect(t[1:], namesFrom(names, 1)) == NoVerb
}

// namesFrom is names past its first i, cut as the tokens it tells of are;
// nil or short names tell nothing of the words past them.
func namesFrom(names []bool, i int) []bool {
	return names[min(i, len(names)):]
}

// shownName: t[i] names one thing by its case alone, a capital other than
// at a sentence's start ("when you write Go use gofmt"), not by being a
// tool's name, which may also spell a verb ("debug", "segment").
func shownName(t []string, names []bool, i int) bool {
	return i < len(names) && names[i] && !toolName(t[i])
}

func anyFinite(t []string) bool {
	for _, w := range t {
		if finite(w) || pastBe[w] {
			return true
		}
	}
	return false
}

// inverting: auxiliaries and modals that ask when they lead a clause.
var inverting = set("does did should can could would will")

var particles = set("back up out off down over")

// finite reports whether w is a verb form that needs a subject, so the word
// before it is a noun ("search is", "logs are").
func finite(w string) bool {
	return beForms[w] || pastBe[w] || haveForms[w] || modalsFirm[w] || modalsHedge[w] || futureAux[w] || w == "should" || w == "does"
}

// aspect finds the clause's verb and reads its tense; an imperative with no
// other verb form is general ("keep functions short"). names is t's
// Clause.Names.
func aspect(t []string, names []bool) Aspect {
	a := verbAspect(t, names)
	if a == Planned || a == Decided || !isImperative(t, names) {
		return a
	}
	return General // "always use parameterized queries": not a past verb
}

// verbAspect: the first auxiliary or verb form decides. names, t's
// Clause.Names or nil, tells a name in -s from a plural subject.
func verbAspect(t []string, names []bool) Aspect {
	if len(t) == 0 {
		return NoVerb
	}
	switch {
	case t[0] == "let's" && len(t) > 1 && tentative[t[1]], t[0] == "let" && len(t) > 1 && t[1] == "me", t[0] == "todo":
		return Planned
	case t[0] == "let's" && decides(t[1:]):
		return Decided
	}
	for i, w := range t {
		next := at(t, i+1)
		switch {
		case beForms[w]:
			return weAre(t, i, beAspect(t[i+1:]))
		case pastBe[w] || w == "had" || w == "did":
			return Past
		case (w == "need" || w == "have") && next == "to" && (at(t, i-1) == "we" || at(t, i-1) == "i"):
			return Planned // "we need to decide on a broker": still to do
		case haveForms[w]:
			return perfect(t[i+1:])
		case w == "can" && next == "not" && (i == 0 || t[i-1] == "i"):
			return Ongoing // "can't find the handbook", "I can't log in": how it is for the speaker now
		case w == "do" || w == "does" || modalsFirm[w] || w == "should" || w == "might" || w == "may" || w == "could":
			return General
		case w == "would":
			return would(t[i+1:])
		case futureAux[w]:
			return future(t[i+1:])
		case w == "going" && next == "to", (w == "want" || w == "wants" || w == "plan" || w == "planning") && next == "to":
			return Planned
		case w == "used" && next != "to" && subjectPronouns[at(t, i-1)]:
			return Past // "you used var in utils.js": a pronoun's deed, no passive "is used"
		case w == "used" && next == "to" && i > 0 && !function(t[i-1]):
			// "Jenkins used to run our builds", "Bob used to own it": how
			// things were, which usedTo reads beside a "now"; read so
			// whatever the subject, not only after a plural
			return General
		case decisionPast(t, i):
			return Decided // "we went with X"; "went with X", its "we" dropped
		case isPastVerb(t, i):
			return Past
		case i > 0 && isPresentVerb(t, names, i):
			return present(t, i)
		}
	}
	return NoVerb
}

// present reads a present-tense verb: "we go with X" and "we now use X"
// decide, "keeps crashing" is the moment, else a general present.
func present(t []string, i int) Aspect {
	w, next := t[i], at(t, i+1)
	switch {
	case decisionBase[w] && (next == "with" || w == "switch") || t[i-1] == "now":
		return Decided
	case (w == "keeps" || w == "keep") && strings.HasSuffix(next, "ing"):
		return Ongoing
	case sameInPast[w] && datedPast(t):
		return Past // "we cut 4.0.0 this morning", "ops reset the vpn keys yesterday": done then
	}
	return General
}

// sameInPast are verbs whose past is their bare form: only a date tells
// "we cut a release" (what the team does) from "we cut 4.0.0 yesterday".
var sameInPast = set("cut set put reset shut split hit let quit spread cast upset shed cost hurt burst broadcast rid bid read")

// datedPast: the clause is placed at a time gone by ("yesterday", "last
// week", "two days ago") or earlier the same day ("this morning"), which
// no habit or plan is.
func datedPast(t []string) bool {
	if clauseTime(t) == TimePast {
		return true
	}
	for i := range t {
		if hasAt(t, i, []string{"this", "morning"}) || hasAt(t, i, []string{"earlier", "today"}) {
			return true
		}
	}
	return false
}

func at(t []string, i int) string {
	if i >= 0 && i < len(t) {
		return t[i]
	}
	return ""
}

// weAre: "we're using Sentry", "we're keeping the monolith" state how the
// team works or what it chose, not what it is doing this minute.
func weAre(t []string, i int, a Aspect) Aspect {
	if a != Ongoing || at(t, i-1) != "we" {
		return a
	}
	j := i + 1
	for j < len(t) && beAdverbs[t[j]] {
		j++
	}
	switch at(t, j) {
	case "using", "running", "hosting":
		return General
	case "keeping", "sticking":
		return Decided
	}
	return a
}

// beAspect reads what follows "is/are/am": going to (a plan), going with (a
// decision), -ing, "being" or a state word (the moment), else a general state.
func beAspect(rest []string) Aspect {
	for len(rest) > 0 && (beAdverbs[rest[0]] || degree[rest[0]]) {
		rest = rest[1:]
	}
	for len(rest) > 1 && rest[0] == "a" && (rest[1] == "bit" || rest[1] == "little") {
		rest = rest[2:]
	}
	w, next := at(rest, 0), at(rest, 1)
	switch {
	case w == "going" && next == "to", w == "about" && next == "to", w == "planning":
		return Planned
	case w == "going" && (next == "with" || next == "forward"):
		return Decided
	case w == "off" && next != "" && !prepositions[next]:
		return General // "off limits"
	case w == "being", len(w) > 4 && strings.HasSuffix(w, "ing"), stateWords[w], w == "on" && next == "fire", w == "in" && next == "progress", w == "behind" && (hasNumber(rest) || next == "" || next == "on" || next == "schedule"):
		return Ongoing
	}
	return General
}

func perfect(rest []string) Aspect {
	open := false // "we haven't settled it": a choice still to make
	for len(rest) > 0 && beAdverbs[rest[0]] {
		open, rest = open || rest[0] == "not", rest[1:]
	}
	if open && len(rest) > 0 && decisionVerbs[rest[0]] {
		return Planned
	}
	switch {
	case len(rest) == 0 || rest[0] == "to":
		return General
	case rest[0] == "been" && len(rest) > 1 && strings.HasSuffix(rest[1], "ing"):
		return Ongoing
	case decisionVerbs[rest[0]]:
		return Decided
	case open && (rest[0] == "been" || isPastVerb(rest, 0)):
		return Ongoing // "they haven't been updated for weeks": how things stand now
	case rest[0] == "been" || isPastVerb(rest, 0) || participles[rest[0]]:
		// a participle that is also the bare verb ("we've cut over
		// the gates", "we've set up the mirror") is done all the same
		return Past
	}
	return General
}

// would: "I'd like to" says what the speaker means to do (a plan); "I'd
// rather" a preference, not a hypothetical.
func would(rest []string) Aspect {
	if (at(rest, 0) == "like" || at(rest, 0) == "love") && at(rest, 1) == "to" {
		return Planned
	}
	return General
}

// future: "we'll use X" decides; "I'll look into it" plans.
func future(rest []string) Aspect {
	for len(rest) > 0 && beAdverbs[rest[0]] {
		rest = rest[1:]
	}
	if decides(rest) && at(rest, 0) != "keep" {
		return Decided
	}
	return Planned
}

// decides: a verb of choosing leads t ("use X", "go with Y", "stick with
// Z"); "go" and "stick" choose only with "with".
func decides(t []string) bool {
	w := at(t, 0)
	if w == "go" || w == "stick" {
		return at(t, 1) == "with" || at(t, 1) == "to"
	}
	return decisionBase[w]
}

// decisionPast: a past verb of choosing ("we switched", "went with", "gave
// up", "stopped using").
func decisionPast(t []string, i int) bool {
	w, next := t[i], at(t, i+1)
	switch w {
	case "went":
		return next == "with" || next == "back"
	case "gave":
		return next == "up"
	case "stopped":
		return strings.HasSuffix(next, "ing")
	}
	return decisionVerbs[w] && (i == 0 || !determiners[t[i-1]])
}

// pastForm: an irregular past, also behind a prefix that makes a verb of
// it again or undoes it ("rebuilt", "reran", "rewrote", "undid",
// "overwrote"): the prefix keeps the tense.
func pastForm(w string) bool {
	if irregularPast[w] {
		return true
	}
	for _, p := range pastPrefixes {
		if rest, ok := strings.CutPrefix(w, p); ok && len(rest) > 2 && irregularPast[rest] {
			return true
		}
	}
	return false
}

var pastPrefixes = []string{"re", "un", "over", "out", "mis"}

// isPastVerb: an irregular past or a word in -ed, unless a determiner or a
// preposition before it makes it an adjective ("the shared VPC").
func isPastVerb(t []string, i int) bool {
	w := t[i]
	past := pastForm(w) || len(w) >= 5 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "eed")
	if !past || i > 0 && (determiners[t[i-1]] || prepositions[t[i-1]]) {
		return false
	}
	for k := i + 1; k < len(t) && k <= i+3; k++ {
		if beForms[t[k]] || pastBe[t[k]] {
			return false // "tickets tagged bug are ...": a participle in the subject
		}
	}
	return true
}

// isPresentVerb: a present-tense verb after its subject: after a pronoun
// ("we deploy", "we always write"), a third-person -s form ("the team
// ships"), or a base form after a plural ("deploys happen"). A plural with a
// finite verb just after it is still the subject ("image uploads are"). A
// name in -s is no plural ("our Rails app crashed": "app" is no verb).
func isPresentVerb(t []string, names []bool, i int) bool {
	w, j := t[i], i-1
	for j > 0 && (adverbs[t[j]] || strings.HasSuffix(t[j], "ly")) {
		j--
	}
	prev := t[j]
	if j == 0 && (prev == "that" || prev == "this") && commonPlural(t, names, i) && !function(w) {
		return true // "that belongs in docs/": a demonstrative subject
	}
	if function(w) || function(prev) && !subjectPronouns[prev] || strings.IndexAny(w, "0123456789'") >= 0 {
		return false
	}
	if subjectPronouns[prev] || baseVerbs[w] && !determiners[prev] && !prepositions[prev] {
		return true // "alerts for the checkout service go to PagerDuty"
	}
	for k := i + 1; k < len(t) && k <= i+3 && !prepositions[t[k]]; k++ {
		if finite(t[k]) {
			return false
		}
	}
	return commonPlural(t, names, i) || commonPlural(t, names, j)
}

func function(w string) bool {
	return determiners[w] || prepositions[w] || adverbs[w] || coordinators[w] || subordinators[w] || strings.HasSuffix(w, "ly") || len(w) < 2
}

// Plural: a word in -s that is not an identifier ("utils.ts",
// "redis_sessions" name one thing, however they end) nor a tool's name
// ("kubernetes", "jenkins"). A name the case tells ("Rails") is told by
// Clause.Names where the clause is at hand (commonPlural).
func Plural(w string) bool {
	return len(w) > 3 && strings.HasSuffix(w, "s") && !strings.ContainsAny(w, "'./_") &&
		!strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is") && !toolName(w)
}

// commonPlural: t[i] is a plural and no name, as names (a clause's Names,
// cut as t is) tells: "deploy the worker to Rails" names a place, "to the
// workers" a kind of thing.
func commonPlural(t []string, names []bool, i int) bool {
	return Plural(t[i]) && !(i < len(names) && names[i])
}

// clauseTime finds the time expressions of a clause, the longest phrase at
// each word, and keeps the one that limits the claim most.
func clauseTime(t []string) Time {
	best := TimeNone
	for i := 0; i < len(t); i++ {
		if n := sincePoint(t, i); n > 0 {
			best = moreLimiting(best, TimePast)
			i += n - 1
			continue
		}
		for _, p := range timeWords {
			if !hasAt(t, i, p.words) {
				continue
			}
			if timeRank[p.time] > timeRank[best] {
				best = p.time
			}
			i += len(p.words) - 1
			break
		}
		switch {
		case t[i] == "in" && isNumber(at(t, i+1)) && timeUnits[at(t, i+2)] && timeRank[timeDate] > timeRank[best]:
			best = timeDate // "expires in three days"; "restored it in 38 minutes" was a duration
		case i == 0 && t[i] == "todo" && timeRank[TimeFuture] > timeRank[best]:
			best = TimeFuture // "TODO: add tests"; "no TODO comments" names a kind of comment
		case dating[t[i]] != TimeNone && (weekdays[at(t, i+1)] || timeNoun(at(t, i+1))) && timeRank[dating[t[i]]] > timeRank[best]:
			best = dating[t[i]] // "next Thursday", "next release"; "last Thursday", "last sprint", "last week's release"
		case t[i] == "on" && weekdays[at(t, i+1)] && timeRank[timeDate] > timeRank[best]:
			best = timeDate // "on Sunday": one date, past or coming
		case t[i] == "for" && brief(t[i+1:]) && timeRank[TimeOnce] > timeRank[best]:
			best = TimeOnce // "read-only for a minute", "down for a few hours"
		case t[i] == "for" && comingHours(t[i+1:]) && timeRank[TimeOnce] > timeRank[best]:
			best = TimeOnce // "read-only for the next hour"
		case onlyThisOne(t, i) && timeRank[TimeOnce] > timeRank[best]:
			best = TimeOnce
		case midTask(t, i) && timeRank[TimeMoment] > timeRank[best]:
			best = TimeMoment // "I'm halfway through the migration": where a task stands this minute
		case chatNow(t, i) && timeRank[TimeMoment] > timeRank[best]:
			best = TimeMoment
		}
	}
	return best
}

// sincePoint: at t[i] "as of" or "since" a point now past ("as of this
// morning", "since Monday", "since last week"; "seit heute morgen",
// "depuis ce matin", "desde ayer", "sinds vanochtend"): a state that holds
// from then on is a change made then, an event, not how things stand this
// minute. It returns how many words the phrase takes, 0 for none: "as of
// now" is the moment, "since" before a clause gives a reason.
func sincePoint(t []string, i int) int {
	n := 1
	switch {
	case t[i] == "as" && at(t, i+1) == "of":
		n = 2
	case !sinceWords[t[i]]:
		return 0
	}
	j := i + n
	if weekdays[at(t, j)] {
		return n + 1
	}
	if dating[at(t, j)] == TimePast && (weekdays[at(t, j+1)] || timeNouns[at(t, j+1)]) {
		return n + 2
	}
	for _, p := range timeWords {
		if (p.time == timeToday || p.time == TimePast) && hasAt(t, j, p.words) {
			return n + len(p.words)
		}
	}
	return 0
}

var sinceWords = set("since seit depuis desde sinds")

// moreLimiting is whichever of two times limits a claim more.
func moreLimiting(a, b Time) Time {
	if timeRank[b] > timeRank[a] {
		return b
	}
	return a
}

// midTask: at t[i] a clause says how far through a piece of work someone
// is ("I'm halfway through the migration", "partway through porting
// auth"): progress on the task at hand, which tells how things stand this
// minute as "so far" does. The progress is someone's state, so the words
// open the clause or follow a copula; after a verb they place an act
// ("commits a checkpoint halfway through the file"), and through a span of
// the calendar ("halfway through the month") they date a thing that recurs.
func midTask(t []string, i int) bool {
	if !partWay[t[i]] || at(t, i+1) != "through" {
		return false
	}
	j := i - 1
	for j >= 0 && roughly[t[j]] {
		j--
	}
	if j >= 0 && !beForms[t[j]] && !pastBe[t[j]] { // "I'm" reaches here spelled out, "i am" (tokens)
		return false
	}
	next := at(t, i+2)
	if next == "the" || next == "a" || next == "each" || next == "every" {
		next = at(t, i+3)
	}
	return next != "" && !timeNouns[next] && !timeUnits[next] && next != "night"
}

// partWay are the words that put a piece of work part done; roughly, the
// words that hedge how far.
var (
	partWay = set("halfway partway midway half-way part-way")
	roughly = set("about almost nearly roughly maybe only just like around")
)

// onlyThisOne: at t[i] the clause narrows itself to the one thing in front
// of the speaker ("redo just this screen", "for this one", "use npm for
// that one install"): what it asks or allows holds for that thing once, as
// "this time" does, not as a rule. "just this" must follow a verb: at a
// clause's start it may name a subject ("just this service talks to the
// db"); "for this" must go on with "one" ("for this release" may be a
// plan's date, left to the words that date it), another preposition with
// "one" and a noun ("in this one test"), or either with a word that calls
// the thing a throwaway ("for this throwaway report").
func onlyThisOne(t []string, i int) bool {
	next := at(t, i+1)
	if next != "this" && next != "that" {
		return false
	}
	switch {
	case t[i] == "just":
		return i > 0 // "just this once" is a phrase; "just this screen" after its verb
	case t[i] == "for":
		return at(t, i+2) == "1" || at(t, i+2) == "one" || disposable[at(t, i+2)]
	case prepositions[t[i]]:
		return oneNamed(t, i+2) || disposable[at(t, i+2)]
	}
	return false
}

// oneNamed: at t[i] "one" then what it counts ("in this one test", "on
// that 1 branch"): the speaker singles out one thing of a kind; "one"
// alone ("in that one") may stand for anything said before, left to the
// words around it.
func oneNamed(t []string, i int) bool {
	return (at(t, i) == "1" || at(t, i) == "one") && at(t, i+1) != ""
}

// disposable: words that call the thing pointed at a throwaway ("for this
// throwaway csv report", "in this scratch notebook"): what is asked or
// allowed for it holds for it alone, however it is worded. Of a kind of
// thing ("throwaway branches are deleted weekly") they are a rule's scope.
var disposable = set("throwaway throw-away one-off oneoff scratch disposable")

// dating: words before a weekday or a span that put it ahead or behind.
var dating = map[string]Time{"next": TimeFuture, "last": TimePast}

// chatNow: chat's shorthand for "right now" or "at the moment" closing a
// clause ("rollout is at 20% rn", "staging is flaky atm"). React Native's
// "RN" or a cash machine names a thing after a preposition or an article
// ("built in RN", "the ATM"), or before a noun ("the RN app").
func chatNow(t []string, i int) bool {
	return (t[i] == "rn" || t[i] == "atm") && i == len(t)-1 && i > 0 && !prepositions[t[i-1]] && !determiners[t[i-1]]
}

// timeRank orders times by how much they limit a claim: the most limiting
// time expression of a clause decides.
var timeRank = map[Time]int{TimeOnce: 7, TimeFuture: 6, TimeMoment: 5, timeToday: 4, timeDate: 4, timeNow: 3, TimePast: 2, TimeStanding: 1}

// timeWords is timePhrases split into words once.
var timeWords = func() []struct {
	words []string
	time  Time
} {
	out := make([]struct {
		words []string
		time  Time
	}, len(timePhrases))
	for i, p := range timePhrases {
		out[i].words, out[i].time = strings.Fields(p.words), p.time
	}
	return out
}()

// baseVerbs are verbs common in statements about a system, read as the verb
// after any subject, however long ("alerts for the checkout service go").
var baseVerbs = set("use uses go goes live lives run runs belong belongs depend depends stay stays sit sits happen happens expire expires hold holds")

var degree = set("way slightly so very pretty quite really badly much far")

var timeNouns = set("week month year quarter sprint release time morning weekend")

// timeNoun: w is a time noun, or its possessive before what it dates ("last
// week's release", typed "last weeks release" in chat).
func timeNoun(w string) bool {
	return timeNouns[w] || timeNouns[strings.TrimSuffix(w, "'s")] || timeNouns[strings.TrimSuffix(w, "s")]
}

var weekdays = set("monday tuesday wednesday thursday friday saturday sunday")

var timeUnits = set("minute minutes hour hours day days week weeks month months")

// brief: a span of a few minutes at most, counted from now ("a minute", "a
// few minutes", "a sec", "a bit"): what holds for it is the moment's state.
// A counted span or an hour is as often a rule's ("logs are kept for 30
// days", "tokens are valid for an hour"), and a quarter is no moment.
func brief(t []string) bool {
	i := 0
	for i < len(t) && spanFillers[t[i]] {
		i++
	}
	return i > 0 && briefUnits[at(t, i)]
}

// comingHours: "the next hour", "the next two days": a span counted from
// this minute, which no rule is ("tokens are valid for an hour" counts
// from each token's issue, a rule's span; "for the next few months" is
// left to monthsLong, a state for months).
func comingHours(t []string) bool {
	if at(t, 0) != "the" || at(t, 1) != "next" {
		return false
	}
	i := 2
	for i < len(t) && (spanFillers[t[i]] || isNumber(t[i]) || spelledCounts[t[i]]) {
		i++
	}
	return hourUnits[at(t, i)]
}

var (
	hourUnits     = set("hour hours day days")
	spelledCounts = set("two three four five six")
)

var (
	spanFillers = set("a an the next few couple of")
	briefUnits  = set("sec secs second seconds min mins minute minutes moment bit")
)

func hasNumber(t []string) bool {
	for _, w := range t {
		if isNumber(w) {
			return true
		}
	}
	return false
}

func isNumber(w string) bool {
	return w != "" && strings.Trim(w, "0123456789") == ""
}

func hasAt(t []string, i int, ws []string) bool {
	if i+len(ws) > len(t) {
		return false
	}
	for j, w := range ws {
		if t[i+j] != w {
			return false
		}
	}
	return true
}

// resolveTime reads "now" and "today" by the verb they modify: "we now use
// X" is a change that stands, "it works now" a moment; "today" with a past
// verb dates an event, with a plan a future, else the moment.
func resolveTime(tm Time, t []string, a Aspect) Time {
	switch tm {
	case timeNow:
		for i := 1; i+1 < len(t); i++ {
			if t[i] == "now" && !function(t[i-1]) && !finite(t[i+1]) && !strings.HasSuffix(t[i+1], "ing") && a != Ongoing {
				return TimeStanding
			}
		}
		if ruleSinceNow(t, a) || endedSinceNow(t) {
			return TimeStanding
		}
		return TimeMoment
	case timeDate:
		if a == Past || a == Decided {
			return TimePast
		}
		return TimeFuture
	case timeToday:
		switch a {
		case Past, Decided:
			return TimePast
		case Planned:
			return TimeFuture
		}
		return TimeMoment
	}
	return tm
}

// ruleSinceNow: a closing "now" on a rule about every thing of a kind
// ("every query has a LIMIT now") or on a requirement ("Apple requires
// privacy manifests now") says since when the rule holds, not that it holds
// this minute. How things stand ("all pods are healthy now") or turned out
// ("every test passes now"), or what one thing needs ("the db needs a
// vacuum now"), is the moment.
func ruleSinceNow(t []string, a Aspect) bool {
	n := len(t)
	if a != General || n < 3 || t[n-1] != "now" {
		return false
	}
	for i, w := range t[:n-1] {
		if quantifiers[w] || requirementVerbs[w] && !subjectPronouns[at(t, i-1)] {
			return !outcomeOrState(t[i+1 : n-1])
		}
	}
	return false
}

// endedSinceNow: a closing "now" on a thing said out of use ("the old
// endpoint is gone now", "the old token is revoked now", "v1 is
// archived now") says since when it is gone, an end that stands, not how
// it stands this minute. The end is said with "is" or "are" right before
// it; "the old S3 bucket is being deleted now" is work under way.
func endedSinceNow(t []string) bool {
	n := len(t)
	return n >= 4 && t[n-1] == "now" && (retireWords[t[n-2]] || outOfUse[t[n-2]]) && beForms[t[n-3]] && t[n-3] != "being"
}

// outOfUse are the words beside retireWords that say a thing no longer
// works for anyone: a token "revoked", an API "obsolete". "dead" is left
// out: "prod is dead now" is an outage.
var outOfUse = set("revoked obsolete defunct invalidated")

var (
	quantifiers      = set("every all each")
	requirementVerbs = set("requires require mandates")
	outcomes         = set("works work passes pass fails fail builds build compiles compile loads load starts start boots boot")
)

// outcomeOrState: the words say how something turned out or stands ("passes",
// "are healthy"), not what it has or must do.
func outcomeOrState(t []string) bool {
	for _, w := range t {
		if beForms[w] || pastBe[w] || outcomes[w] {
			return true
		}
	}
	return false
}

// isHedged: a hedge word, a hedging modal, "I think/guess/...", "not sure".
func isHedged(t []string) bool {
	if droppedDoubt(t) {
		return true
	}
	for i, w := range t {
		next := at(t, i+1)
		switch {
		case w == "may" && (prepositions[at(t, i-1)] || next == "" || isNumber(next)):
			// the month: "completed in May"
		case w == "not" && (next == "quote" || next == "hold") && at(t, i+2) == "me", w == "grain" && at(t, i+1) == "of" && at(t, i+2) == "salt":
			// "don't quote me on that", "don't hold me to it", "take it with a
			// grain of salt": the speaker vouches for nothing said
			return true
		case w == "may" && permits(t, i):
			// leave given: "comments may be in German", "you may skip it"
		case w == "would" && degree[next]:
			next = at(t, i+2) // "I'd much rather", "I'd really like"
			if next != "rather" && next != "prefer" && next != "like" && next != "love" {
				return true
			}
		case hedges[w], modalsHedge[w] && w != "would", w == "would" && next != "rather" && next != "prefer" && next != "like" && next != "love":
			return true
		case (w == "i" || w == "we") && hedgeLeads[next]:
			return true
		case w == "not" && (next == "sure" || next == "certain" || next == "remember" || next == "recall"), w == "no" && (next == "idea" || next == "clue"), w == "unsure", w == "idk" || w == "dunno":
			return true
		case w == "feels" && i > 0 && next != "free":
			// "the AWS bill feels kinda high": the speaker's impression of it
			return true
		case w == "seems" || w == "seem" || perceives[w] && next == "like" && !showsPattern(t, i) && !resembles(t, i), w == "in" && next == "theory", w == "it" && next == "depends" && !dependency(t[i+2:]):
			return true
		case (w == "curious" || w == "wondering") && (next == "" || next == "whether" || next == "if" || whWords[next]):
			// "curious whether the lambda still uses v2": the speaker asks
			return true
		}
	}
	return false
}

// dependency: what follows "it depends" names a thing it depends on ("it
// depends on the system clock", "it depends on Redis"): a fact about how it
// works. "it depends", "it depends on whether ...", "on the situation" leave
// the answer open: a hedge.
func dependency(rest []string) bool {
	if at(rest, 0) != "on" {
		return false
	}
	w := at(rest, 1)
	if determiners[w] {
		w = at(rest, 2)
	}
	return w != "" && !whWords[w] && !circumstances[w]
}

// circumstances: what "it depends on" names when the speaker cannot say.
var circumstances = set("whether if how what who which when situation case context circumstances day mood load team person")

// droppedDoubt: "dont think i committed the .env", "don't believe we
// ever shipped that": "I don't think" with its "I" dropped, as chat drops
// it. A clause of its own after the verb (a subject, or "so") says what the
// speaker doubts; "don't think about it", "don't assume the cache is warm"
// (an object or no subject pronoun after the verb) still forbid.
func droppedDoubt(t []string) bool {
	if len(t) < 4 || t[0] != "do" || t[1] != "not" || !doubtVerbs[t[2]] {
		return false
	}
	return clauseSubjects[t[3]] || t[3] == "it" || t[3] == "so"
}

// doubtVerbs say what the speaker believes, not what they do.
var doubtVerbs = set("think believe reckon suppose")

// permits: the "may" at t[i] gives leave rather than doubt. A hedge is
// about one thing the speaker is unsure of ("it may be the cache", "the
// build may be flaky", "we may need to roll back"); "may" said of a whole
// kind of thing, a bare plural ("comments may be in German", "hotfix
// branches may skip review"), or of the listener's acts ("you may skip the
// changelog") says what is allowed: a rule. "you may be right" and "you may
// have broken it" doubt.
func permits(t []string, i int) bool {
	if i == 0 {
		return false
	}
	if ruledMay(t, i) {
		return true
	}
	if t[i-1] == "you" {
		next := at(t, i+1)
		return i == 1 && next != "be" && next != "have" && next != "not" && next != "want" && next != "need"
	}
	if !Plural(t[i-1]) {
		return false
	}
	for _, w := range t[max(i-3, 0) : i-1] {
		if determiners[w] {
			return false // "the tests may be flaky", "these old tests may ...": those tests
		}
	}
	return true
}

// showsPattern: "look like" with a subject before it and a literal value
// after it, and no verb of a clause past it, gives the shape of an identifier
// ("ticket ids look like ENG-1234", "tags look like v1.2.3"), not an
// impression ("looks like it's down", "the build looks like a flake").
func showsPattern(t []string, i int) bool {
	if i == 0 || !strings.ContainsAny(at(t, i+2), "0123456789_/-") {
		return false
	}
	for _, w := range t[i+2:] {
		if finite(w) {
			return false
		}
	}
	return true
}

// resembles: "looks like" in a relative clause after what it describes
// ("logs mask anything that looks like a token", "reject a string which
// looks like a card number") says what a thing resembles, a rule's object,
// no impression of the speaker's; "that looks like a flake", "and that
// looks like the cache", "that" a subject of its own, still gives one.
func resembles(t []string, i int) bool {
	return i >= 2 && (t[i-1] == "that" || t[i-1] == "which") && !coordinators[t[i-2]] && !subjectPronouns[t[i-2]]
}

// perceives: verbs of seeming; with "like" after them, the speaker gives an
// impression ("looks like", "feels like we should", "sounds like").
var perceives = set("looks look feels feel sounds sound")

// memoryHedge: the speaker vouches for the claim only as far as they recall
// ("if I remember correctly", "as far as I know", "IIRC"); unlike other
// subordinate clauses, it hedges the sentence it sits in.
func memoryHedge(t []string) bool {
	for i, w := range t {
		switch {
		case w == "iirc" || w == "afaik" || w == "afaict":
			return true
		case (w == "remember" || w == "recall") && at(t, i-1) == "i" && at(t, i-2) == "if":
			return true
		case w == "far" && at(t, i+1) == "as" && at(t, i+2) == "i":
			return true
		}
	}
	return false
}

// hasModal: a modal that makes a conditional hypothetical ("we could", "it
// would", "it should be fine"). "would rather" and "would prefer" say what
// the speaker prefers, not what would happen: "I'd rather we do new nodes in
// Python unless they're in the control loop" is a preference with its
// exception (see prefersWould for the counterfactual that stays one).
func hasModal(t []string) bool {
	for i, w := range t {
		if modalsHedge[w] && !prefersWould(t, i) || w == "should" {
			return true
		}
	}
	return false
}

// prefersWould: the "would" at t[i] states a preference ("I'd rather", "we'd
// prefer"). Under a condition in the past ("if we had the time, I'd rather
// rewrite it") it is a wish all the same, a hypothetical (see modality).
func prefersWould(t []string, i int) bool {
	return t[i] == "would" && (at(t, i+1) == "rather" || at(t, i+1) == "prefer")
}

// wishes: a clause prefers with "would" (prefersWould).
func wishes(t []string) bool {
	for i := range t {
		if prefersWould(t, i) {
			return true
		}
	}
	return false
}

// isReported: someone other than the speaker makes the claim.
// reportsAsk: someone else asked a question or for a thing ("Compliance
// asked whether PII is encrypted at rest", "Karen from QA asked for a
// regression test"): their question or request, which nobody has decided;
// unless the team acts on it after ("..., so we built it on Okta", see
// teamActs). Asked "for that", it points back at a rule said before it and
// gives its grounds ("PR descriptions are 3 bullets max, reviewers asked
// for that").
func reportsAsk(t []string) bool {
	for i, w := range t {
		prev := at(t, i-1)
		if askVerbs[w] && asksAbout[at(t, i+1)] && !deictics[at(t, i+2)] && i > 0 && !speakers[prev] && prev != "you" && prev != "that" && prev != "which" {
			return true
		}
	}
	return false
}

var (
	askVerbs  = set("asked asks requested")
	asksAbout = set("whether if for about")
)

// checksBack: the speaker will find out whether what they just said holds
// ("..., I'll ask if that applies to us", "..., we'll check whether that's
// still true"): the claim is in doubt until then. Finding out about
// something else ("I'll ask if we can change it") doubts nothing said.
func checksBack(t []string) bool {
	return len(t) > 4 && speakers[t[0]] && t[1] == "will" && findsOut[t[2]] && (t[3] == "if" || t[3] == "whether") && (t[4] == "that" || t[4] == "this" || t[4] == "it")
}

var findsOut = set("ask check verify confirm")

// teamActs: a later clause says what the speaker's team did or does
// ("so we built it on Okta"): what was asked for was taken up.
func teamActs(cs []Clause) bool {
	for _, c := range cs {
		if speakers[at(c.Tokens, c.Start)] && c.Aspect != Planned && !c.Hedged && !c.Question {
			return true
		}
	}
	return false
}

// nounAfter: a word after a determiner is a noun or its modifier, not a
// verb ("the claims service", "our claims team"), while "the vendor
// claims ..." has a subject of its own before the verb; a quantifier
// counts a noun as a determiner does ("every claims export"). "one" and "this"
// are left out: "no one claims", "this says the token expired" report.
func nounAfter(prev string) bool {
	return (determiners[prev] || quantifiers[prev]) && prev != "one" && prev != "this"
}

func isReported(t []string) bool {
	for i, w := range t {
		next, prev := at(t, i+1), at(t, i-1)
		switch {
		case i == 0 && w == "per", w == "according" && next == "to", w == "apparently", w == "they" && next == "say", w == "told" && (next == "me" || next == "us"):
			return true
		case w == "heard", w == "hear" && prev == "i":
			return true
		case (reportVerbs[w] || w == "say") && i > 0 && prev != "i" && prev != "we" && prev != "you" && prev != "that" && prev != "which" && !nounAfter(prev) && !finite(next):
			// a finite verb right after makes the word a plural noun, the
			// subject: "Gift Aid claims are submitted by finance"
			return true
		}
	}
	return false
}
