package statement

import (
	"cmp"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A claim's values read by their type, whatever the sentence's shape: the
// durations, sizes, shares, times of day, weekdays, versions, counts and
// tools it states. Two statements that differ in the order of their words
// ("the gateway timeout is 30 seconds", "gateway requests time out after a
// full minute") still state one attribute with two values when they give
// values of one type, share their other words, and differ in no
// distinguishing qualifier ("for emails", "in staging").

// typed is one value: its type ("duration", a tool's group, "version node")
// and the value, with its amount for numbers.
type typed struct {
	kind, v string
	n       float64
	// stems are the stems of the words it was read from.
	stems []string
	// keyed: a number assigned to a config key ("tracesSampleRate: 0.1"),
	// the key's value, never a version of a tool named beside it.
	keyed bool
	// implied is the kind of amount a bare number is of by the setting it
	// is set to, whose unit no word says ("VisibilityTimeout: 300" is a
	// duration), or "" (impliedKindAt).
	implied string
	// ofWeekday: a period a day of the week says its thing recurs at
	// ("every Sunday" is weekly), no amount said (weekdayPeriod).
	ofWeekday bool
}

// typedValues are the values a statement states and those it rules out
// ("bcrypt was removed", "no vault", "pnpm test instead of npm test").
type typedValues struct {
	stated, excluded []typed
	// aside are the values a denial names only in part (denialOfPart),
	// neither stated nor ruled out: "helm" of "don't run helm uninstall in
	// prod", where it still names the command.
	aside []typed
	// words are the stems of its other content words, which say what the
	// values are of.
	words []string
	// renamed are the words of the thesaurus said by another word of their
	// group, by the form they take in words: "embed" said as "vector".
	renamed map[string]string
	// numbered are the numbers that name which thing the claim is of, not
	// its value: "12" in "the billing service 12 talks to the cache". They
	// are among words too.
	numbered []string
	// project are its words that name the project the claim was said in
	// (InProject), and so no part of it.
	project []string
}

var (
	durationRe = lazyre.New(`^\d+(\.\d+)?ms$`)
	sizeRe     = lazyre.New(`^\d+(\.\d+)?b$`)
	shareRe    = lazyre.New(`^\d+(\.\d+)?pct$`)
	rateValRe  = lazyre.New(`^\d+(\.\d+)?rpm$`)
	timeRe     = lazyre.New(`^t\d{4}$`)
	lengthRe   = lazyre.New(`^\d+(\.\d+)?mm$`)
	// speedValRe is a speed in metres per second, accelValRe an
	// acceleration in g, as normalizeAmounts writes them.
	speedValRe = lazyre.New(`^\d+(\.\d+)?mps$`)
	accelValRe = lazyre.New(`^\d+(\.\d+)?g$`)
	// hertzValRe is a clock's frequency in hertz (clockHertz).
	hertzValRe = lazyre.New(`^\d+(\.\d+)?hz$`)
	// tzRe is a zone of the tz database: "america/new_york", "europe/berlin".
	// addressRe is a host name or a file's path: dotted or slashed parts
	// that open with a letter, the last after a dot ("prometheus.internal",
	// "conf/pipeline.toml"); a version ("v1.2") has digits after its dot.
	addressRe = lazyre.New(`^[a-z][a-z0-9_-]*([./][a-z][a-z0-9_-]*)*\.[a-z][a-z0-9_-]*$`)
	tzRe      = lazyre.New(`^(america|europe|asia|africa|australia|pacific|atlantic|indian|antarctica)/[a-z_]+(/[a-z_]+)?$`)
	// regionRe is a cloud region: "us-east-1", "eu-west-2", "europe-west4".
	regionRe = lazyre.New(`^(us|eu|ap|sa|ca|me|af|il|europe|asia|australia|northamerica|southamerica)-(gov-)?(east|west|north|south|central|northeast|southeast|northwest|southwest)-?\d+$`)
	// resolutionRe is a video resolution by its height: "1080p", "480p".
	resolutionRe = lazyre.New(`^\d{3,4}p$`)
	numberRe     = lazyre.New(`^v?(\d+(\.\d+)*(\.x)?|\d+(\.\d+)?e-?\d+)$`)
	// timesRe is a count glued to "x": "8x H100" is 8 of them, "retried
	// 3x" three times.
	timesRe = lazyre.New(`^\d+x$`)
	// versionRe is a name with its version in one word: "python3.9", "node20".
	versionRe = lazyre.New(`^([a-z]{2,})(\d+(\.\d+)*)$`)
	// digitNamed are the names whose digits are part of the name, by the
	// kind of value they name: a width ("int64", "float32"), an encoding
	// ("utf8", "base64", "latin1"), an architecture ("arm64"), a protocol
	// ("ipv6") or a hash ("sha1"). "int64" is no release of "int", and
	// "ipv6" no version to set against "TLS 1.3"; "int64" and "int32" are
	// two values of one kind.
	digitNamed = map[string]string{"int": "number type", "uint": "number type", "float": "number type",
		"utf": "encoding", "ucs": "encoding", "base": "encoding", "latin": "encoding",
		"arm": "architecture", "amd": "architecture", "ipv": "ip version", "md": "hashing", "crc": "hashing", "sha": "hashing"}
	// dayShort are the short names of the days.
	dayShort = map[string]string{"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday",
		"thu": "thursday", "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday"}
	// ruleOut are the words that rule out what their clause names: "bcrypt
	// was removed", "Jest is gone", "Jenkins was shut down", "Feast was
	// rejected". What the agent after "by" names rules out, and stays.
	ruleOut = set("removed dropped gone ripped replaced deprecated retired abandoned ditched banned killed sunset decommissioned lapsed uninstalled broke breaks deleted disabled shut torn rejected")
	// passiveRuleOut rule out only in the passive: "the A100s were
	// returned", but "the API has returned JSON since v2" states JSON.
	passiveRuleOut = set("returned")
	// movers leave what follows "off": "moved off Airflow", "moved CI off
	// Jenkins".
	movers = set("moved migrated switched got came move migrate switch moving migrating switching")
	// comparisons bound a value rather than deny it: "nothing older than iOS
	// 16" states 16, and "uploads over 20GB are rejected" 20GB, the bound
	// past which they are.
	comparisons = set("older newer below above under over beyond exceeding less more fewer least most minimum maximum min max than before after until")
	// pastMarkers open the part of a clause a correction rules out.
	pastMarkers = set("instead rather not over")
)

// typedOf reads the typed values of text, already in normalised amounts.
func typedOf(text string) typedValues {
	var tv typedValues
	text = bounds.ReplaceAllStringFunc(text, func(b string) string {
		if strings.Contains(strings.ToLower(b), "least") {
			return "minimum"
		}
		return "maximum"
	})
	last, prev := "", ""
	before := 0      // where the values of the clause before begin
	var aside []bool // whether each stated value was said in a clause that tells why or how it was
	clauses := linkedClauses(text)
	for k, clause := range clauses {
		ns, nx := len(tv.stated), len(tv.excluded)
		if bareRuleOut(clause.text) {
			// "Feast was evaluated and rejected": the clause before
			// named what is ruled out
			tv.excluded = append(tv.excluded, tv.stated[before:]...)
			tv.stated, aside = tv.stated[:before], aside[:before]
			continue
		}
		before = ns
		tv.clause(clause.text)
		left := behind(clause) && (k == 0 || !saysOff(clauseWords(clauses[k-1].text)))
		for range tv.stated[ns:] {
			aside = append(aside, left)
		}
		ws := clauseWords(clause.text)
		a, b := versionOf(ws, tv.stated[ns:], last), versionOf(ws, tv.excluded[nx:], last)
		if last = cmp.Or(a, b); last == "" && !namesTool(ws) {
			last = cmp.Or(a, b, prev) // "iOS 16 and up only; we dropped 15"
		}
		prev = last
	}
	tv.leaveBehind(aside)
	// "the database is MySQL": "database" names the value's type, not what
	// it is of; "Kubernetes version ... is 1.28", the product of the version.
	var words []string
	for _, w := range tv.words {
		if !tv.ofGroup(w) && !hasKind(tv.stated, "version "+toolNames()[w].name) {
			words = append(words, w)
		}
	}
	tv.words = words
	return tv
}

// reasonJoins are the words that open a reason: "we switched to pnpm
// because npm was slow".
var reasonJoins = set("since because")

// saysOff reports whether ws deny or switch off what they name, whose
// reason then tells what is used instead: "dependabot is off because
// renovate does that job".
func saysOff(ws []string) bool {
	for _, w := range ws {
		if negations[w] || ruleOut[w] || drops[w] || polar[w].opposite {
			return true
		}
	}
	return false
}

// bareRuleOut reports whether clause says only that something is ruled
// out, a participle ("rejected", "dropped") and the adverbs, pronouns
// ("it") and function words beside it, which tells of what the clause
// before it named.
func bareRuleOut(clause string) bool {
	found := false
	for _, w := range clauseWords(clause) {
		switch {
		case ruleOut[w]:
			found = true
		case !functionWords[w] && !claimAdverbs[w] && !auxiliaries[w] && !copulas[w] && !agents[w] && !deictics[w]:
			return false
		}
	}
	return found
}

// bounds are the phrases that state a limit: "up to 25 MB" states the
// maximum, as "the limit is 25 MB" does; "no more than 3" denies nothing.
var bounds = lazyre.New(`(?i)\b(up to|at most|no more than|not more than|at least|no less than)\b`)

// clauseSplit cuts a statement where a new clause may rule out what the
// last one stated: "we keep secrets in AWS Secrets Manager, no vault".
// A reason is a clause of its own: "sends mail through SendGrid since
// legal didn't sign off on SES" denies SES only.
var clauseSplit = lazyre.New(`[,;()]|\s+(but|and|since|because)\s+|\s+-\s+|\s+—\s+`)

// linkedClause is one clause of a statement and the word that joined it
// to the one before ("since", "but"), or "".
type linkedClause struct{ text, link string }

// linkedClauses is text cut by clauseSplit, each clause with its link. A
// part after "and" that is only values ("never deploy on Saturdays and
// Sundays") ends the list of the clause before, which denies or states
// them all: it is no clause of its own.
func linkedClauses(text string) []linkedClause {
	var out []linkedClause
	start, link := 0, ""
	for _, m := range clauseSplit.FindAllStringSubmatchIndex(text, -1) {
		out = append(out, linkedClause{text[start:m[0]], link})
		start, link = m[1], ""
		if m[2] >= 0 {
			link = strings.ToLower(text[m[2]:m[3]])
		}
	}
	out = append(out, linkedClause{text[start:], link})
	joined := out[:1]
	for _, c := range out[1:] {
		if last := &joined[len(joined)-1]; c.link == "and" && (onlyValues(c.text) || listHead(*last)) {
			last.text += " and " + c.text
			continue
		}
		joined = append(joined, c)
	}
	return joined
}

// listHead reports whether c is only values and opens its own part of the
// statement (after a stop or a comma, not after "and" or a reason): the
// first items of a list the clause after "and" ends, which states or rules
// them all out ("iOS 17 now; 15 and 16 are dropped", "Saturdays and
// Sundays are off"), not a clause of its own that states them.
func listHead(c linkedClause) bool {
	return c.link == "" && onlyValues(c.text)
}

// onlyValues reports whether text names values and nothing else but
// function words: "Sundays", "the EU regions", not "Vitest runs the tests".
func onlyValues(text string) bool {
	ws := clauseWords(text)
	found := false
	for i := 0; i < len(ws); {
		if _, n := typedAt(ws, i); n > 0 {
			found, i = true, i+n
			continue
		}
		if !functionWords[ws[i]] {
			return false
		}
		i++
	}
	return found
}

// behindRe opens a clause that tells how things were: "until last month
// we used Jenkins", "we tried Flux", "we used to run Consul", "Feast was
// evaluated", "SES was only used during the pilot", "pgvector was just
// the prototype", "15 was the old value", "the batch size was 32 before".
// A value named as the old one is no longer the value, so a statement
// that names it beside the new one states only the new.
var behindRe = lazyre.New(`(?i)^\s*(until|till)\b|\b(used to|tried|trialled|trialed|evaluated|piloted|prototyped)\b|\b(was|were)\s+(only|just)\b|` +
	`\b(was|were)\s+(the\s+)?(old|previous|former|prior)\s+(value|default|setting|limit|size|number|one)s?\b|` +
	`\b(was|were)\b.*\b(before|previously|formerly)\s*$`)

// behind reports whether c tells how things were before the claim
// ("until last month we used Jenkins") or why it holds by what went wrong
// ("since SendGrid kept bouncing", "because npm was too slow"): a value it
// names beside another of its type the statement states is the one left
// behind. A reason in the present may tell what the other value still
// does ("because SendGrid only handles transactional mail").
func behind(c linkedClause) bool {
	return reasonJoins[c.link] && wentWrong(clauseWords(c.text)) || behindRe.MatchString(c.text)
}

// wentWrong reports whether ws are said in the past, denied or as too
// much: "kept bouncing", "was slow", "doesn't scale", "too noisy".
func wentWrong(ws []string) bool {
	for _, w := range ws {
		if passiveBe[w] && w != "is" && w != "are" && w != "be" || pastForms[w] || negations[w] || w == "too" ||
			strings.HasSuffix(w, "ed") && len(w) > 4 || irregular[w] != "" {
			return true
		}
	}
	return false
}

// conditionAt is where a condition after a claim opens in ws ("if",
// "unless"), or len(ws): a condition ("at 700+ only if there are no late
// payments") tells when the claim holds, so its words deny nothing.
func conditionAt(ws []string) int {
	for i := 1; i < len(ws); i++ {
		if conditionals[ws[i]] {
			return i
		}
	}
	return len(ws)
}

// leaveBehind rules out each value stated in a clause aside (a reason, a
// past) when a clause of the claim states another of its type: "we send
// email through SES since SendGrid kept bouncing" states SES and rules
// SendGrid out.
func (tv *typedValues) leaveBehind(aside []bool) {
	var main []typed
	for i, x := range tv.stated {
		if !aside[i] {
			main = append(main, x)
		}
	}
	var kept []typed
	for i, x := range tv.stated {
		if aside[i] && hasKind(main, x.kind) && !hasValue(main, x) {
			tv.excluded = append(tv.excluded, x)
			continue
		}
		kept = append(kept, x)
	}
	tv.stated = kept
}

// clauseMarks is where a clause's words are ruled out, set aside or
// bounded, and where what it says is gone begins.
type clauseMarks struct {
	denied, aside            bool
	bound, marker, end, gone int
}

// marksOf reads the marks of one clause's words.
func marksOf(ws []string) clauseMarks {
	// marker opens the part of the clause that is ruled out; end closes it
	// ("moved off Airflow to Dagster").
	// bound is where the first word that bounds a value stands: a value
	// after it is bounded ("nothing older than iOS 16" states 16), one
	// before it denied still ("won't upgrade to 19 until Next supports it").
	denied, aside, bound := false, false, len(ws)
	r, marker, end := replacedPart(ws)
	cut := consequenceAt(ws)
	for i, w := range ws[:conditionAt(ws)] { // a condition after the claim denies nothing of it
		switch {
		case i == r:
		case w == "not" && i > 0 && !negatable(ws[i-1]) && marker == len(ws):
			marker = i // "8080 not 3000"
		case (w == "off" || w == "away" && i+1 < len(ws) && ws[i+1] == "from") && moved(ws[:i]) && marker == len(ws):
			marker = i // "we moved off alpine", "moved away from Jenkins"
		case w == "from" && moved(ws[:i]) && marker == len(ws):
			marker = i // "we switched the queue from Redis to NATS"
		case (w == "to" || w == "onto") && marker < i && (ws[marker] == "off" || ws[marker] == "away" || ws[marker] == "from") && end == len(ws):
			end = i
		case w == "away" && moved(ws[:i]):
			denied = true // "every bcrypt hash was migrated away"
		case w == "too" && i+1 < len(ws) && !functionWords[ws[i+1]]:
			denied = true // "debug was too noisy"; not "Redis too", which is "also"
		case w == "without" && marker == len(ws):
			// "requests without a token are refused by nginx": what it
			// is without, not what the clause names after
			marker, end = i, phraseEnd(ws, i+1)
		case swaps[w] && marker == len(ws) && swappedFor(ws, i) > 0:
			marker, end = i, swappedFor(ws, i) // "swapped Box2D out for Rapier2D"
		case replacesDropped(ws, i):
			bound = min(bound, i) // "we dropped Redux for Zustand": Zustand is what is used
		case denialOfPart(ws, i):
			aside = true // "we don't run RabbitMQ in staging": the tool is set aside
		case deniesAt(ws, i) && i < cut: // a consequence denied ("so kits can't be reused") denies no value before it
			denied = true
		case pastMarkers[w] && i > 0 && marker == len(ws) && (w != "over" || slices.Contains(ws[:i], "prefer")):
			marker = i // "prefer Vitest over Jest": what is not preferred
		case comparisons[w]:
			bound = min(bound, i)
		}
	}
	return clauseMarks{denied: denied, aside: aside, bound: bound, marker: marker, end: end, gone: goneFromPart(ws)}
}

// clause adds the values of one clause, stated or ruled out.
func (tv *typedValues) clause(text string) {
	ws, named := identifierWords(text)
	m := marksOf(ws)
	tv.words = append(tv.words, endAtAmount(ws)...) // "the rollout starts at 10%": its initial share
	for i := 0; i < len(ws); {
		t, n := typedAt(ws, i)
		if t.kind == "number" && n == 1 && numbering(ws, i) {
			tv.words = append(tv.words, t.v)
			tv.numbered = append(tv.numbered, t.v)
			i++
			continue
		}
		if t.kind == "duration" && howOftenAt(ws, i) {
			// "every 6 hours", "once a day", "the sync interval", "on a
			// 6-hour cron", "sync frequency set to 6 hours": how often,
			// not how long
			t.kind = "period"
		}
		if n == 0 {
			tv.word(ws, named, i)
			i++
			continue
		}
		t.keyed = t.kind == "number" && keyedAt(ws, named, i)
		if t.kind == "number" {
			t.implied = impliedKindAt(ws, named, i)
		}
		ts := append(valuesOf(t, ws[i:i+n]), weekdayPeriod(t, ws, i)...)
		switch {
		case t.kind == "period" && doneEvery(ws, i, n):
			tv.stated = append(tv.stated, ts...)
		case m.aside || m.denied && placeOfBan(ws, i):
			tv.aside = append(tv.aside, ts...)
		case m.denied && i < m.bound || i > m.marker && i < m.end:
			tv.excluded = append(append(tv.excluded, ts...), configOf(t)...)
		case i >= m.gone:
			// a thing gone from one part is not said to be in use: "black
			// was removed from pre-commit" names no formatter that is
			tv.stated = append(tv.stated, ts...)
		}
		i += n
	}
}

// howOftenAt reports whether the amount of time at ws[i] is how often a
// thing is done, not how long: "every 6 hours", "once a day", "the sync
// interval", "on a 6-hour cron", "sync frequency set to 6 hours".
func howOftenAt(ws []string, i int) bool {
	return i > 0 && (ws[i-1] == "every" || ws[i-1] == "once" || beats[ws[i-1]]) || slices.ContainsFunc(ws, inSet(howOften)) ||
		cyclePeriod(ws) && !watchdogPeriod(ws) || turnPeriod(ws)
}

// configOf is the tool whose config file t names, as a value of its
// group: "jest.config.js", ".eslintrc.json", "webpack.config.ts". A tool's
// config file gone ("jest.config.js is gone", "deleted .babelrc") tells
// that the tool is gone with it; any other address names no tool.
func configOf(t typed) []typed {
	name, _, ok := strings.Cut(strings.TrimPrefix(t.v, "."), ".")
	if t.kind != "address" || !ok {
		return nil
	}
	for _, n := range []string{name, strings.TrimSuffix(name, "rc")} {
		if tl, ok := toolNames()[n]; ok && !strings.HasPrefix(tl.group, "-") {
			return []typed{{kind: tl.group, v: tl.name, stems: []string{n}}}
		}
	}
	return nil
}

// runnerOf reports whether ws[i] is "runner" after the work it runs:
// "the test runner", "the task runner" name the tool of tests or tasks,
// as "tool" or "framework" would, so "unit tests run with Jest" and "the
// test runner is Vitest" are of one thing. A runner after anything else
// ("the CI runners", "self-hosted runners") is a machine, and names it.
func runnerOf(ws []string, i int) bool {
	return (ws[i] == "runner" || ws[i] == "runners") && i > 0 && runWork[ws[i-1]]
}

// runWork are the works a runner runs when it is a tool.
var runWork = set("test tests task tasks job jobs script scripts migration migrations")

// swaps are the verbs that trade one thing for another: "swapped Box2D
// out for Rapier2D", "we swap moment for date-fns".
var swaps = set("swap swaps swapped swapping")

// swappedFor is where the "for" after a swap at ws[i] stands, which ends
// the part that is given up and opens the one taken, or -1: a swap with
// no "for" ("swapped the order of the checks") trades nothing named.
func swappedFor(ws []string, i int) int {
	for j := i + 2; j < len(ws); j++ {
		if ws[j] == "for" {
			return j
		}
	}
	return -1
}

// goneFromPart is where a word stands in ws that says what comes before it
// left one part ("removed from pre-commit"), or -1.
func goneFromPart(ws []string) int {
	for i, w := range ws {
		if ruleOut[w] && removedFromPart(ws[i+1:]) {
			return i
		}
	}
	return -1
}

// deniesAt reports whether the word at ws[i] denies what its clause
// names: a trial a thing only was in, an account closed, a negation, a
// word that rules out ("removed", "rejected") but for one part ("gone
// from the reports service", which says nothing of the others) or for the
// agent after "by" ("rejected by nginx", nginx does it), a stop of a
// doing ("stopped using").
func deniesAt(ws []string, i int) bool {
	w := ws[i]
	switch {
	case ruleOut[w]:
		return !removedFromPart(ws[i+1:]) && !byAgent(ws[i+1:])
	case passiveRuleOut[w]:
		return i > 0 && passiveBe[ws[i-1]]
	case closers[w]:
		// "twilio account closed", "our Heroku subscription was
		// cancelled", "we cancelled the Bitrise subscription": the
		// account of a tool ends its use, named before or after; so
		// does the tool closed itself ("we cancelled Datadog in Q1")
		return slices.ContainsFunc(ws[max(0, i-3):min(len(ws), i+4)], func(v string) bool { return accountNouns[v] }) ||
			closesTool(ws[i+1:])
	case trialNouns[w]:
		// "pgvector was just the prototype", "SES was only used during
		// the pilot": what a trial was is not what is used; "picked
		// after the pilot" tells when
		return slices.ContainsFunc(ws[:i], func(v string) bool { return pastBe[v] }) &&
			!slices.ContainsFunc(ws[:i], func(v string) bool { return v == "after" || v == "since" || v == "from" })
	}
	return negations[w] || drops[w] || stops[w] && i+1 < len(ws) && strings.HasSuffix(ws[i+1], "ing")
}

// replacesDropped reports whether ws[i] opens what replaces a thing a
// verb before it dropped: "in favour of" ("deprecated v1 in favor of v2"),
// or "for" after a dropped tool ("we dropped Redux for Zustand", "ditched
// Jenkins for GitHub Actions"). What follows is the choice made, not a
// second thing dropped. "dropped support for Node 16" names no tool before
// "for": what follows it is what was dropped.
func replacesDropped(ws []string, i int) bool {
	if ws[i] != "for" && ws[i] != "favor" && ws[i] != "favour" {
		return false
	}
	for j := i - 1; j >= 0; j-- {
		if drops[ws[j]] || ruleOut[ws[j]] {
			return ws[i] != "for" || slices.ContainsFunc(ws[j+1:i], func(v string) bool { _, ok := toolNames()[v]; return ok })
		}
	}
	return false
}

// doneEvery reports whether the period at ws[i:i+n] tells how often a
// thing is removed, right after the verb that removes it and closing its
// phrase: "staging is torn down nightly", "tmp files are deleted every
// night" say when the act is done, not that the schedule is gone, as "we
// disabled the nightly backups" rules the backups out.
func doneEvery(ws []string, i, n int) bool {
	j := i - 1
	for j > 0 && particles[ws[j]] {
		j--
	}
	return j >= 0 && ruleOut[ws[j]] && (i+n == len(ws) || functionWords[ws[i+n]])
}

// phraseEnd is where the noun phrase that starts at ws[from] ends: at the
// next preposition, verb or conjunction, or the clause's end.
func phraseEnd(ws []string, from int) int {
	for j := from + 1; j < len(ws); j++ {
		if w := ws[j]; claimPrepositions[w] || copulas[w] || auxiliaries[w] || conjunctions[w] {
			return j
		}
	}
	return len(ws)
}

// closesTool reports whether rest, after a word that closes an account,
// is a tool's name, past its determiners: "cancelled Datadog in Q1",
// "terminated our PagerDuty". Closing a tool ends its use as closing its
// account does; "cancelled the deploy" names no tool.
func closesTool(rest []string) bool {
	i := 0
	for i < len(rest)-1 && determiners[rest[i]] {
		i++
	}
	if i >= len(rest) {
		return false
	}
	// the tool is the whole object: "closed the Postmark ticket" closes
	// a ticket about it
	_, ok := toolNames()[rest[i]]
	return ok && (i+1 == len(rest) || functionWords[rest[i+1]] || whenWords[rest[i+1]])
}

// whenWords open when a thing was done: "cancelled Sentry last year".
var whenWords = set("last yesterday today recently earlier")

// closers end an account, which accountNouns name: a contract that
// ended or expired ends too.
var (
	closers      = set("closed cancelled canceled terminated ended expired")
	accountNouns = set("account accounts subscription subscriptions contract contracts license licence plan")
)

// trialNouns name a trial of a thing, which a thing that only was in it
// did not outlast.
var trialNouns = set("prototype prototypes pilot poc trial spike experiment mvp")

// byAgent reports whether rest, after a word that rules out, names who
// or what does it ("rejected by nginx"), not how ("disabled by default").
func byAgent(rest []string) bool {
	return len(rest) > 1 && rest[0] == "by" && rest[1] != "default"
}

// removedFromPart reports whether rest, after a word that rules out, names
// one part a thing left ("from the reports service"), not the whole
// project ("from this repo", "from the codebase").
func removedFromPart(rest []string) bool {
	if len(rest) < 2 || rest[0] != "from" {
		return false
	}
	i := 1
	for i < len(rest)-1 && determiners[rest[i]] {
		i++
	}
	return !projectScopes[rest[i]] && rest[i] != "stack"
}

// replacedPart is where a form of "replace" stands in ws, or -1, and the
// part of ws it rules out, from after marker to before end: what was
// replaced ("bcrypt got replaced by argon2id", "we replaced bcrypt with
// argon2id"), or none (len(ws) for both).
func replacedPart(ws []string) (r, marker, end int) {
	r, by := replacement(ws)
	marker, end = len(ws), len(ws)
	switch {
	case r >= 0 && by >= 0 && ws[by] == "by":
		marker, end = -1, r // "bcrypt got replaced by argon2id"
	case r >= 0 && by >= 0:
		marker, end = r, by // "we replaced bcrypt with argon2id"
	case r > 0 && passiveBe[ws[r-1]]:
		marker, end = -1, r // "480p was replaced": what was replaced stood before
	case r >= 0:
		marker = r // "argon2id replaced bcrypt"
	}
	return r, marker, end
}

// replacement is the index of a form of "replace" in ws and of the "by"
// or "with" after it that names what replaces, or -1 for each: one value
// is ruled out and the other stated, by where they stand.
func replacement(ws []string) (r, by int) {
	r, by = -1, -1
	for i, w := range ws {
		switch {
		case r < 0 && replaceForms[w]:
			r = i
		case r >= 0 && by < 0 && (w == "by" || w == "with"):
			by = i
		}
	}
	return r, by
}

var replaceForms = set("replace replaces replaced")

// passiveBe are the auxiliaries of a passive: "was replaced", "got replaced".
var passiveBe = set("is are was were been be got gets")

// scopedApart reports whether a states a file format b neither states,
// rules out nor names, which tells which files a is of: "YAML files use 2
// spaces", "JSON is indented with tabs".
func scopedApart(a, b typedValues) bool {
	for _, x := range a.stated {
		if x.kind == "format" && !hasKind(b.stated, x.kind) && !hasKind(b.excluded, x.kind) &&
			!slices.Contains(b.words, Stem(x.kind)) && !hasKind(a.excluded, x.kind) {
			return true
		}
	}
	return false
}

// numbering reports whether the number at ws[i] tells which thing of a
// kind a statement is about rather than stating a value: it follows a noun
// and its verb follows it ("service 12 talks to", "team 2 owns", "node 3
// is the primary"). A value follows its verb ("the limit is 5") or stands
// before its noun ("3 replicas").
func numbering(ws []string, i int) bool {
	if i == 0 || i+1 >= len(ws) || strings.Contains(ws[i], ".") {
		return false // a dotted number is a version: "TLS 1.2 is the minimum"
	}
	prev, next := ws[i-1], ws[i+1]
	noun := !functionWords[prev] && !verbs[prev] && !copulas[prev] && !choices[prev] && !plainVerbs[prev] &&
		!numberRe.MatchString(prev) && !comparisons[prev] && !negations[prev] && !units[prev].isUnit()
	// "retries 3 times": "times" counts, it is no verb
	return noun && next != "times" && (copulas[next] || auxiliaries[next] || isSForm(next) || owning[next])
}

// clauseWords are the lowercase words of a clause, an identifier's parts
// apart ("DB_POOL_SIZE" is "db pool size", "squash-merge" "squash merge")
// unless the whole is a tool's name ("date-fns").
func clauseWords(text string) []string {
	out, _ := identifierWords(text)
	return out
}

// identifierWords are clauseWords, and which of them are parts of an
// identifier: a name's words, none of them a verb ("targetSdk").
func identifierWords(text string) (out []string, named map[int]bool) {
	named = map[int]bool{}
	for _, w := range Words(text) {
		if m := rateRe.FindStringSubmatch(w.Lower); m != nil && rateUnits[m[2]] != "" {
			out = append(out, m[1], rateUnits[m[2]]) // "req/min" is requests per minute
			continue
		}
		// a hyphen joins words of any class ("squash-merge"), capitals and
		// underscores the words of one name
		var ps []string
		for _, part := range camelParts(w) {
			ps = append(ps, wordParts(part, "_")...)
		}
		for _, part := range ps {
			for _, p := range hyphenParts(part) {
				named[len(out)] = len(ps) > 1
				out = append(out, p)
			}
		}
	}
	return out, named
}

// hyphenParts are the words a hyphen joins, except after a "no" that opens
// the compound: a "no-show", a "no-reply" address or a "no-op" names a
// thing and denies nothing, so the "no" must not deny the values after it
// ("no-show fee $25").
//
// A compound that ends in a particle ("check-out", "roll-out", "sign-up",
// "add-on") is one noun too: split, its particle would be dropped as a
// word of structure and "check-out time" would lose what "checkout time"
// names. It stays whole, one word with its solid form (solidAlike).
func hyphenParts(w string) []string {
	if rest, ok := strings.CutPrefix(w, "no-"); ok && rest != "" && !strings.Contains(rest, "-") {
		return []string{w}
	}
	if first, last, ok := strings.Cut(w, "-"); ok && len(first) >= 3 && compoundEnds[last] && isLetters(first) {
		return []string{w}
	}
	return wordParts(w, "-")
}

// compoundEnds are the particles a closed compound noun ends in: a
// "checkout", a "rollout", a "signup", an "add-on", a "fallback".
var compoundEnds = set("out up down off back in on over")

// isLetters reports whether w is lower-case letters only.
func isLetters(w string) bool {
	return w != "" && !strings.ContainsFunc(w, func(r rune) bool { return r < 'a' || r > 'z' })
}

// camelParts are the words of a camelCase identifier, lowercased:
// "minSdkVersion" is "min sdk version", "printWidth" "print width". A name
// whose inner capitals are no words of their own stays whole: "iPad" (too
// short a start), "macOS" (capitals to its end), a tool's name.
func camelParts(w Word) []string {
	if _, tool := toolNames()[w.Lower]; tool || w.Text == "" || w.Text[0] < 'a' || w.Text[0] > 'z' {
		return []string{w.Lower}
	}
	var out []string
	start := 0
	t := w.Text
	// a boolean's leading "is" asks, naming nothing: Gradle's Kotlin DSL
	// "isMinifyEnabled" is Groovy's "minifyEnabled", Swift's "isEnabled"
	if len(t) > 3 && t[:2] == "is" && isUpper(t[2]) && isLower(t[3]) {
		t, out = t[2:], []string{}
	}
	for i := 1; i+1 < len(t); i++ {
		hump := isLower(t[i-1]) && isUpper(t[i]) && isLower(t[i+1])
		if hump && i-start >= 2 && (start > 0 || i >= 3) {
			out = append(out, strings.ToLower(t[start:i]))
			start = i
		}
	}
	if start == 0 && out == nil {
		return []string{w.Lower}
	}
	return append(out, strings.ToLower(t[start:]))
}

func isLower(b byte) bool { return b >= 'a' && b <= 'z' }
func isUpper(b byte) bool { return b >= 'A' && b <= 'Z' }

// rateRe is a rate written with a slash: "req/min", "msgs/s".
var rateRe = lazyre.New(`^([a-z]+)/([a-z]+)$`)

// rateUnits are the units of time a rate is per, as the words that name
// them.
var rateUnits = map[string]string{"s": "second", "sec": "second", "min": "minute", "m": "minute", "h": "hour",
	"hr": "hour", "hour": "hour", "d": "day", "day": "day", "minute": "minute", "second": "second"}

// wordParts splits an identifier into its words at the characters of seps
// ("DB_POOL_SIZE" is "db pool size", "squash-merge" "squash merge"), unless
// the whole is a tool's name ("date-fns"), a number or a path.
func wordParts(w, seps string) []string {
	if _, ok := toolNames()[w]; ok || numberRe.MatchString(w) || isoDateRe.MatchString(w) || regionRe.MatchString(w) || strings.ContainsAny(w, "./") ||
		strings.Contains(w, "-") && solidCompound(w) {
		return []string{w}
	}
	var out []string
	for _, p := range strings.FieldsFunc(w, func(r rune) bool { return strings.ContainsRune(seps, r) }) {
		out = append(out, Digits(p))
	}
	return out
}

// dateAt reads a day of a month at ws[i] ("Dec 15", "December 20th"): one
// day however the month and the day are spelled.
func dateAt(ws []string, i int) (typed, bool) {
	if i+1 >= len(ws) {
		return typed{}, false
	}
	m, ok := monthNumbers[ws[i]]
	d := dayRe.FindStringSubmatch(ws[i+1])
	if !ok || d == nil {
		return typed{}, false
	}
	day, _ := strconv.Atoi(d[1])
	if day < 1 || day > 31 {
		return typed{}, false
	}
	return typed{kind: "date", v: fmt.Sprintf("%02d-%02d", m, day)}, true
}

// dayRe is a day of a month: "15", "20th".
var dayRe = lazyre.New(`^(\d{1,2})(st|nd|rd|th)?$`)

// monthNumbers are the months by their names and their short names; "may"
// is too often a verb to be read alone.
var monthNumbers = func() map[string]int {
	m := map[string]int{}
	for i, names := range []string{"january jan", "february feb", "march mar", "april apr", "", "june jun",
		"july jul", "august aug", "september sep sept", "october oct", "november nov", "december dec"} {
		for _, n := range strings.Fields(names) {
			m[n] = i + 1
		}
	}
	return m
}()

// identifierParts are the words of an identifier as a claim reads them:
// apart at its underscores ("ENABLE_NEW_CHECKOUT"); a hyphenated word stays
// one ("opt-in", "on-call"), whose parts would read as prepositions.
func identifierParts(w string) []string {
	var out []string
	for _, p := range wordParts(w, "_") {
		out = append(out, compoundParts(p)...)
	}
	return out
}

// compoundParts are the words of a hyphenated compound of content words,
// which English writes either way ("squash-merge", "squash merge";
// "hot-reloads", "hot reloads"). A compound with a word of structure in it
// stays one word ("opt-in", "on-call", "no-console", "read-only"), and so
// does a tool's name ("cert-manager"), a word of the thesaurus
// ("two-factor") or a negated one ("non-root").
func compoundParts(w string) []string {
	ps := strings.Split(w, "-")
	if _, tool := toolNames()[w]; tool || len(ps) < 2 || thesaurusStems()[Stem(w)] || negatingPrefixes[ps[0]] {
		return []string{w}
	}
	for _, p := range ps {
		if len(p) < 2 || strings.IndexFunc(p, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 ||
			functionWords[p] || claimParticles[p] || negations[p] || claimAdverbs[p] || claimPrepositions[p] {
			return []string{w}
		}
	}
	return ps
}

// negatingPrefixes make a compound the opposite of its last part: a
// "non-root" user is no root, "non-blocking" I/O no blocking one.
var negatingPrefixes = set("non")

// typedAt reads the value that starts at ws[i] and how many words it takes,
// or 0 words when none does.
func typedAt(ws []string, i int) (typed, int) {
	if inOccasion(ws, i) {
		return typed{}, 0 // "Black Friday" names a day of the year: no tool, no weekday
	}
	if t, ok := dateAt(ws, i); ok {
		return t, 2
	}
	if t, n := writtenDateAt(ws, i); n > 0 {
		return t, n
	}
	if t, ok := monthDayAt(ws, i); ok {
		return t, 1
	}
	for n := 3; n >= 1; n-- {
		if i+n <= len(ws) && (n > 1 || !partitive(ws, i)) { // "the rest of the code" names no API style
			if t, ok := toolNamed(strings.Join(ws[i:i+n], " ")); ok {
				switch {
				case n == 1 && i+1 < len(ws) && numberRe.MatchString(ws[i+1]) && !unversioned[t.group]:
					return version(t.name, ws[i+1]), 2 // "Node 20", "Postgres 16"
				case strings.HasPrefix(t.group, "-"):
					return typed{}, 0 // "Node" alone names no choice
				}
				return typed{kind: t.group, v: t.name}, n
			}
		}
	}
	w := ws[i]
	if m := versionRe.FindStringSubmatch(w); m != nil && !units[m[1]].isUnit() {
		if kind, ok := digitNamed[m[1]]; ok {
			return typed{kind: kind, v: w}, 1
		}
		return version(gluedName(m[1]), m[2]), 1
	}
	for kind, re := range map[string]*lazyre.Regexp{"duration": durationRe, "size": sizeRe, "share": shareRe, "time": timeRe, "rate": rateValRe, "length": lengthRe, "speed": speedValRe, "acceleration": accelValRe, "frequency": hertzValRe} {
		if re.MatchString(w) {
			n, _ := strconv.ParseFloat(strings.TrimRight(w, "tmsbpcrghz"), 64)
			if kind == "time" {
				n, _ = strconv.ParseFloat(w[1:], 64)
			}
			return typed{kind: kind, v: w, n: n}, 1
		}
	}
	if regionRe.MatchString(w) {
		return typed{kind: "region", v: w}, 1
	}
	if resolutionRe.MatchString(w) {
		return typed{kind: "resolution", v: w}, 1 // "1080p", "720p": a video's height, no number of things
	}
	if t, n := placeAt(ws, i); n > 0 {
		return t, n
	}
	if t, n := zoneAt(ws, i); n > 0 {
		return t, n
	}
	if t, n := planAt(ws, i); n > 0 {
		return t, n
	}
	if tzRe.MatchString(w) {
		return typed{kind: "zone", v: w}, 1 // "America/New_York" is a zone as "UTC" is
	}
	if addressRe.MatchString(w) {
		return typed{kind: "address", v: w}, 1 // "metrics.corp.local", "config/settings.yaml"
	}
	if weekdays[strings.TrimSuffix(w, "s")] {
		return typed{kind: "weekday", v: strings.TrimSuffix(w, "s")}, 1
	}
	if day, ok := dayShort[w]; ok && i > 0 && (ws[i-1] == "on" || ws[i-1] == "every") {
		return typed{kind: "weekday", v: day}, 1 // "on Tue"; "sat" alone may be a verb
	}
	if t, n := periodAt(ws, i); n > 0 {
		return t, n
	}
	if t, n := everyOtherAt(ws, i); n > 0 {
		return t, n
	}
	if numberRe.MatchString(w) || timesRe.MatchString(w) {
		return numberAt(ws, i), 1
	}
	return typed{}, 0
}

// versionOf reads the numbers of a clause that names one product, and no
// version of it beside its name, as versions of it when they look like
// one (a dotted number) or the clause says "version": "Kubernetes version on
// the prod cluster is 1.28", "the prod k8s cluster is on 1.29". A platform,
// named for its versions, takes the one number a copula gives it ("minimum
// iOS is 16"); a clause that names no product, the product whose version
// the clause before stated (last): "minimum iOS is 16, we dropped 15". It
// returns the product whose version the clause states, or "".
func versionOf(ws []string, ts []typed, last string) string {
	name, said, platform, copula := "", false, false, false
	for i, w := range ws {
		if t, ok := productAt(ws, i); ok && name != t.name && !unversioned[t.group] && !partitive(ws, i) {
			if name != "" {
				return "" // two products: whose version is it?
			}
			name, platform = t.name, strings.HasPrefix(t.group, "-")
		}
		said = said || w == "version"
		copula = copula || copulas[w]
	}
	if name == "" && last != "" && len(ts) > 0 && onlyKind(ts, "number") {
		name, said = last, true
	}
	said = said || platform && copula && len(ts) == 1
	if name == "" || hasKind(ts, "version "+name) {
		return versionNamed(ts, name)
	}
	for i, t := range ts {
		if t.kind == "number" && !t.keyed && (said || strings.Contains(t.v, ".")) {
			ts[i] = version(name, t.v)
		}
	}
	return versionNamed(ts, name)
}

// valuesOf are the values t, read from ws, states: t itself, the tool of
// a version ("MySQL 8" is MySQL too, whatever its version) and the UI
// library a web framework is built on.
func valuesOf(t typed, ws []string) []typed {
	t.stems = appendContent(nil, ws...)
	ts := []typed{t}
	if tl, ok := toolNames()[ws[0]]; ok && len(ws) == 2 && !strings.HasPrefix(tl.group, "-") {
		ts = append(ts, typed{kind: tl.group, v: tl.name, stems: t.stems})
	}
	if base, ok := builtOn[ts[len(ts)-1].v]; ok {
		ts = append(ts, typed{kind: "ui", v: base, stems: t.stems})
	}
	return ts
}

// builtOn are the web frameworks built on a UI library, which a project
// that uses one uses too: a Next.js frontend is a React one ("the frontend
// is React", "frontend is Next.js 14"), never a Vue one. This is general
// knowledge of the trade, not the wording of any statement.
var builtOn = map[string]string{"next.js": "react", "remix": "react", "gatsby": "react", "nuxt": "vue", "sveltekit": "svelte"}

// keyedAt reports whether the value at ws[i] is assigned to a config key
// of many words right before it ("tracesSampleRate: 0.1", "POOL_SIZE=20",
// "max_retries 5"): the number is that key's, whatever tool the line
// names. A key that says "version" ("minSdkVersion = 26") gives a version.
func keyedAt(ws []string, named map[int]bool, i int) bool {
	if i == 0 || !named[i-1] {
		return false
	}
	for j := i - 1; j >= 0 && named[j]; j-- {
		if ws[j] == "version" || ws[j] == "ver" {
			return false
		}
	}
	return true
}

// unversioned are the groups of values that have no versions: a number
// after "trace" or "tabs" is an amount of its own ("trace sampling rate is
// 0.25").
var unversioned = map[string]bool{"log level": true, "indent": true, "quotes": true, "case": true, "zone": true, "currency": true}

func namesTool(ws []string) bool {
	for i, w := range ws {
		if _, ok := toolNames()[w]; ok && !partitive(ws, i) {
			return true
		}
	}
	return false
}

// adoptVersion is what tv states, its dotted numbers read as versions of
// the one product other gives a version of, when tv names no product: "we're
// still on 1.27 in the prod clusters" against "prod clusters run Kubernetes
// 1.29"; its one number too when it names nothing the other does not.
func adoptVersion(tv, other typedValues) []typed {
	name := ""
	for _, t := range other.stated {
		if p, ok := strings.CutPrefix(t.kind, "version "); ok && name != p {
			if name != "" {
				return tv.stated // two products: whose version?
			}
			name = p
		}
	}
	numbers := plainNumbers(tv.stated)
	if name == "" || numbers == 0 || !shareWord(tv.words, other.words) {
		return tv.stated // and only of what the other's version is of
	}
	// One number of nothing but what the other's version is of is that
	// version too: "minSdkVersion = 26" against "Android minSdk is 24".
	whole := numbers == 1 && within(tv.words, other.words)
	out := slices.Clone(tv.stated)
	for i, t := range out {
		if t.kind == "number" && (strings.Contains(t.v, ".") || whole) {
			out[i] = typed{kind: "version " + name, v: t.v, stems: t.stems}
		}
	}
	return out
}

// plainNumbers counts the numbers of ts when they are all it states but
// names ("in app/build.gradle.kts" only says where), or is 0: a product or
// an amount of its own is no version of another's.
func plainNumbers(ts []typed) int {
	n := 0
	for _, t := range ts {
		if t.kind == "number" {
			n++
		} else if !namedValues[t.kind] {
			return 0
		}
	}
	return n
}

// versionNamed is name if ts states a version of it, or "".
func versionNamed(ts []typed, name string) string {
	if name != "" && hasKind(ts, "version "+name) {
		return name
	}
	return ""
}

func onlyKind(ts []typed, kind string) bool {
	for _, t := range ts {
		if t.kind != kind {
			return false
		}
	}
	return true
}

// moved reports whether a verb of moving stands among the last words
// before an "off": "moved off X", "moved CI off X", "switched the chat
// fan-out from X" (a compound is two words here).
func moved(before []string) bool {
	for i := len(before) - 1; i >= 0 && i >= len(before)-5; i-- {
		if movers[before[i]] {
			return true
		}
	}
	return false
}

// toolNamed is the tool name names, in the singular or the plural ("the
// A100s"), or its possessive ("Sentry's Business plan").
func toolNamed(name string) (tool, bool) {
	if t, ok := toolNames()[name]; ok {
		return t, true
	}
	if t, ok := toolNames()[strings.TrimSuffix(name, "'s")]; ok {
		return t, true
	}
	t, ok := toolNames()[strings.TrimSuffix(name, "s")]
	return t, ok && strings.HasSuffix(name, "s")
}

var periodUnits = set("second minute hour day night week month year")

// periodAt reads how often at ws[i] ("daily", "every week", "each night")
// as the time between two runs, as "every 24 hours" and "once a day" read:
// a period, which a retention or a timeout ("kept for 7 days") is not; a
// night is a day.
func periodAt(ws []string, i int) (typed, int) {
	p, ok := periods[ws[i]]
	n := 1
	if !ok && i+1 < len(ws) && (ws[i] == "every" || ws[i] == "each") {
		p, ok, n = ws[i+1], periodUnits[ws[i+1]], 2
	}
	if !ok {
		return typed{}, 0
	}
	if p == "night" {
		p = "day"
	}
	ms := units[p].factor
	return periodOfMs(ms), n
}

func (u unit) isUnit() bool { return u.factor != 0 }

// sameProduct are the names whose versions are another's: the JDK's
// version is Java's.
// A managed Kubernetes offering's version is the Kubernetes version it
// runs ("EKS 1.30").
var sameProduct = map[string]string{"jdk": "java", "openjdk": "java", "jre": "java",
	"eks": "kubernetes", "gke": "kubernetes", "aks": "kubernetes", "doks": "kubernetes"}

// gluedName is the product a version glued to its short name is of: "pg16"
// is Postgres 16, as "Postgres 16" says; a name no tool has stays as written.
func gluedName(short string) string {
	if t, ok := toolNames()[short]; ok && !unversioned[t.group] {
		return t.name
	}
	return short
}

func version(name, v string) typed {
	name = cmp.Or(sameProduct[name], name)
	// "2.1.x" is any 2.1
	return typed{kind: "version " + name, v: strings.TrimSuffix(strings.TrimPrefix(v, "v"), ".x")}
}

// typedClash reports whether a and b give values of one type that cannot
// both hold, of one subject: none of a's values of that type is b's, or one
// rules out a value the other states.
func typedClash(a, b typedValues) bool {
	if contrasted(a.words, b.words) {
		return false
	}
	// A value one rules out and the other states is a correction of it,
	// however each names the rest ("crash reporting is Crashlytics, not
	// Sentry", "we use Sentry for error tracking").
	if rulesOutOfThing(a, b) || rulesOutOfThing(b, a) {
		return true
	}
	if !differ(a.stated, b.stated) || toolAndAmount(a.stated, b.stated) || twoPrices(a.stated, b.stated) || filesOfOwnValues(a.stated, b.stated) {
		return false
	}
	// Two tools of one job name their job, which an amount does not: "we
	// hash user passwords with argon2id" is of what "passwords are hashed
	// with bcrypt at cost 12" is, with fewer words shared.
	perExtra := sharedPerExtra
	if onlyTools(a.stated, b.stated) {
		perExtra = sharedPerExtraTool
	}
	return sameThing(a, b, perExtra)
}

// toolAndAmount reports whether a and b differ both in their tools and in
// an amount: each is of its own tool ("webhooks from Shopify are
// retried 3 times", "webhooks from Stripe ... 5 times"), for a correction
// moves one value, not a tool and its amount at once.
func toolAndAmount(a, b []typed) bool {
	amount := false
	for _, x := range a {
		amount = amount || scalarKinds[x.kind] && hasKind(b, x.kind) && !anyShared(a, b, x.kind)
	}
	return amount && ownTool(a, b) && ownTool(b, a)
}

// twoPrices reports whether a and b each state a price, an amount in a
// currency, with the period it pays for, and differ in both the amount and
// the period: the period names which price ("Pro monthly: 4.99 USD", "Pro
// yearly is 39.99 USD"), as a plan's name does, for a correction moves the
// price, not the price and its period at once.
func twoPrices(a, b []typed) bool {
	priced := func(ts []typed) bool {
		return hasKind(ts, "currency") && hasKind(ts, "number") && hasKind(ts, "period")
	}
	apart := func(kind string) bool { return !anyShared(a, b, kind) && !anyShared(b, a, kind) }
	return priced(a) && priced(b) && apart("number") && apart("period")
}

// ownTool reports whether a states a tool b does not: no amount, version
// or name.
func ownTool(a, b []typed) bool {
	for _, x := range a {
		if !scalarKinds[x.kind] && !strings.HasPrefix(x.kind, "version ") && !namedValues[x.kind] && !hasValue(b, x) {
			return true
		}
	}
	return false
}

// onlyTools reports whether every type of value a and b state differently
// is a tool's job: no amount, no version.
func onlyTools(a, b []typed) bool {
	for _, x := range a {
		if hasKind(b, x.kind) && !anyShared(a, b, x.kind) && (scalarKinds[x.kind] || strings.HasPrefix(x.kind, "version ") || namedValues[x.kind]) {
			return false
		}
	}
	return true
}

// agree reports whether a and b state as their value a value of one type
// the other states too, and no values of one type that differ: two wordings
// of one claim, or one with more detail ("the staging DB is a Postgres
// instance", "staging postgres is on port 5433").
func agree(a, b Claim) bool {
	return !differ(a.typed.stated, b.typed.stated) && (valueShared(a, b) || valueShared(b, a))
}

// valueShared reports whether a value of a's parse is a typed value b states.
func valueShared(a, b Claim) bool {
	for _, x := range a.typed.stated {
		if shareWord(x.stems, a.Value) && hasValue(b.typed.stated, x) {
			return true
		}
	}
	return false
}

// shareWord reports whether a and b have a word in common, exactly.
func shareWord(a, b []string) bool {
	for _, w := range a {
		if slices.Contains(b, w) {
			return true
		}
	}
	return false
}

// differ reports whether a and b state values of one type and share none of
// that type.
func differ(a, b []typed) bool {
	for _, x := range a {
		if hasKind(b, x.kind) && !hasValue(b, x) && !anyShared(a, b, x.kind) && !dayAgainstShort(b, x) {
			return true
		}
	}
	return false
}

// rulesOut reports whether excluded holds a value that stated states and
// the excluding statement does not state itself.
func rulesOut(excluded, stated, own []typed) bool {
	for _, x := range excluded {
		if hasValue(stated, x) && !hasValue(own, x) {
			return true
		}
	}
	return false
}

// otherTypes reports whether a and b both state typed values, share no type
// among them, and one states only amounts or days: a when beside a with
// what. Two tools of two groups ("Postgres full-text search",
// "Elasticsearch") can still be two answers to one question.
func otherTypes(a, b []typed) bool {
	// A value both state is of their subject ("nightly builds"), not an
	// answer to the question either asks.
	a, b = unshared(a, b), unshared(b, a)
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	for _, x := range a {
		if hasKind(b, x.kind) {
			return false
		}
	}
	return onlyScalars(a) || onlyScalars(b) || layers(a, b) || onlyLicences(a) != onlyLicences(b)
}

// onlyLicences reports whether every value of ts is a licence: a licence
// answers under what terms a work is published, never what it is written
// in or runs on ("the SDK is Apache-2.0", "the SDK is written in Rust").
func onlyLicences(ts []typed) bool {
	for _, t := range ts {
		if t.kind != licenceGroup {
			return false
		}
	}
	return true
}

// licenceGroup is the group of toolGroups that licences are.
const licenceGroup = "licence"

// layered are the pairs of groups whose tools run one on the other, never
// in place of each other: a managed database service runs an engine ("the
// database is RDS", "the database is Postgres 15"), managed Kubernetes
// runs Kubernetes.
// A transport is what the packets travel by, never where the servers run
// ("UDP ports 7000-8000", "runs on Agones (GKE)"). A database, cache or
// search engine runs on a cloud, never in place of one ("Backend: Ktor on
// Postgres", "Backend runs in GCP asia-southeast2").
var layered = map[[2]string]bool{{"managed db", "database"}: true, {"managed k8s", "orchestrator"}: true,
	{"transport", "managed k8s"}: true, {"transport", "orchestrator"}: true, {"transport", "cloud"}: true,
	{"database", "cloud"}: true, {"cache", "cloud"}: true, {"search", "cloud"}: true}

// layers reports whether each value of a and each of b are of two layered
// groups, a version counting as its product's group. Amounts say how much
// of a layer ("UDP ports 7000-8000"), no layer of their own.
func layers(a, b []typed) bool {
	a, b = unscalar(a), unscalar(b)
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	for _, x := range a {
		for _, y := range b {
			gx, gy := layerGroup(x.kind), layerGroup(y.kind)
			if !layered[[2]string{gx, gy}] && !layered[[2]string{gy, gx}] {
				return false
			}
		}
	}
	return true
}

// layerGroup is the group of a kind of value: a version's product's group
// ("version postgres" is of "database"), else the kind.
func layerGroup(kind string) string {
	if name, ok := strings.CutPrefix(kind, "version "); ok {
		if t, ok := toolNames()[name]; ok {
			return t.group
		}
	}
	return kind
}

// unshared are the values of a that b does not state.
func unshared(a, b []typed) []typed {
	var out []typed
	for _, x := range a {
		if !hasValue(b, x) {
			out = append(out, x)
		}
	}
	return out
}

// scalarKinds are the types of amounts and days, as typedAt reads them.
// namedValues are the kinds of value that are named but are no tools: a
// host, a path, a currency. They name no job, so two of them need as many
// shared words as two amounts to be of one thing.
var namedValues = set("address currency")

// A width, an encoding, an architecture or an IP version
// (digitNamed) is a property of a thing, said beside the tool it runs
// as an amount is: "the ledger stores amounts as int64", "the ledger
// runs on Postgres 16".
var scalarKinds = func() map[string]bool {
	m := set("duration period size length share time weekday date number region rate encoding architecture frequency")
	m["number type"], m["ip version"] = true, true
	return m
}()

func onlyScalars(ts []typed) bool {
	for _, t := range ts {
		if !scalarKinds[t.kind] {
			return false
		}
	}
	return true
}

func hasKind(ts []typed, kind string) bool {
	for _, t := range ts {
		if t.kind == kind {
			return true
		}
	}
	return false
}

// anyShared reports whether a and b share a value of kind.
func anyShared(a, b []typed, kind string) bool {
	for _, x := range a {
		if x.kind == kind && hasValue(b, x) {
			return true
		}
	}
	return false
}

// hasValue reports whether ts holds x: the same tool, the same amount give
// or take 2% ("90 days" is "three months"), or a version x refines or is
// refined by ("3" and "3.11").
func hasValue(ts []typed, x typed) bool {
	for _, t := range ts {
		if t.kind != x.kind {
			continue
		}
		// An amount converted from a unit may be rounded ("three months");
		// a bare number, a port or a count, is exact.
		tolerance := 0.02
		if t.kind == "number" {
			tolerance = 0
		}
		if t.v == x.v || numberRefines(t, x) || t.kind == "region" && samePlace(t.v, x.v) || t.kind == "zone" && sameZone(t.v, x.v) ||
			t.n != 0 && !math.IsNaN(t.n) && math.Abs(t.n-x.n) <= tolerance*math.Max(math.Abs(t.n), math.Abs(x.n)) ||
			t.kind == "number" && (fractionOf(t, x) || fractionOf(x, t)) {
			return true
		}
	}
	return false
}

// fractionOf reports whether f is a decimal fraction of one that p states
// in percent: "0.1" is "10%".
func fractionOf(f, p typed) bool {
	return strings.HasPrefix(f.v, "0.") && f.n > 0 && f.n < 1 && p.n >= 1 && math.Abs(f.n*100-p.n) < 1e-9
}

// bareNumbers reports whether every value of vs is a number with no unit
// or name: said with no word of what it counts ("v2.3.0 was released on 4
// June"), it is no amount of the other's thing.
func bareNumbers(vs []typed) bool {
	for _, v := range vs {
		if v.kind != "number" {
			return false
		}
	}
	return len(vs) > 0
}

// sameThing reports whether two statements' other words name one thing:
// one's words all among the other's, or most of the fewer extra words
// shared; and no qualifier that tells two things apart ("in staging", "in
// production"; "for emails", "for webhooks"). A value of a type the other
// does not state is such a qualifier ("single quotes in TypeScript", "double
// quotes in JSON"), and so are two subjects named first that differ ("alerts
// page ...", "incidents page ...").
func sameThing(a, b typedValues, perExtra int) bool {
	a.words, b.words = joinedAs(a.words, b.words), joinedAs(b.words, a.words)
	if contrasted(a.words, b.words) || partOnly(a.words, b.words) || partOnly(b.words, a.words) ||
		len(a.numbered) > 0 && len(b.numbered) > 0 && !shareWord(a.numbered, b.numbered) {
		// "service 12" and "service 32" are two services
		return false
	}
	if len(a.words) == 0 && len(b.words) > 0 && bareNumbers(a.stated) || len(b.words) == 0 && len(a.words) > 0 && bareNumbers(b.stated) {
		return false
	}
	// A word that names the group of a tool the other states is that tool
	// said in general: "the staging DB", "staging Postgres".
	// A word that names the project both are said in is no extra: "billing
	// migrations" in billing-api are its migrations.
	own := func(w string) bool { return slices.Contains(a.project, w) || slices.Contains(b.project, w) }
	shared, ea, eb := 0, extraKinds(a, b), extraKinds(b, a)
	files := namesConfigFile(a.words) || namesConfigFile(b.words) // namedAlike's cheap question first
	for _, w := range dedupe(a.words) {
		if within([]string{w}, b.words) || b.ofGroup(w) || files && namedAlike(w, a.words, b.words) || derivedAlike(w, b.words) {
			shared++
		} else if !own(w) {
			ea++
		}
	}
	for _, w := range dedupe(b.words) {
		if !within([]string{w}, a.words) && !a.ofGroup(w) && !(files && namedAlike(w, b.words, a.words)) && !own(w) && !derivedAlike(w, a.words) {
			eb++
		}
	}
	if shared > 0 && genericHeads(a.words, b.words) {
		// "the vacuum full job", "the vacuum full maintenance": what the
		// work does, shared, names it
		shared, ea, eb = shared+1, ea-1, eb-1
	}
	fewer := min(ea, eb)
	if fa, fb := firstThing(a.words), firstThing(b.words); fewer > 0 && len(fa) > 0 && len(fb) > 0 &&
		!within(fa, b.words) && !within(fb, a.words) && !derivedAlike(fa[0], b.words) && !derivedAlike(fb[0], a.words) && !own(fa[0]) && !own(fb[0]) {
		return false
	}
	return fewer == 0 || shared > 0 && shared >= perExtra*fewer
}

// hosts are the nouns of what work runs on, jobs those of the work: "the
// training cluster" and "the training jobs" are one subject said as the
// thing or as what it runs, "the worker fleet" and "the workers" too.
var (
	hosts = stemSet("cluster fleet pool node server machine instance")
	jobs  = stemSet("job workload task worker pod")
	// jobWord is the word a host and its jobs are both said as.
	jobWord = "job"
)

// hostAsJobs reports whether one of a and b names a host in its
// subject's head and the other the jobs on it, of one work: "the training
// cluster is in us-east-1", "the GPU training jobs run in eu-west-4". A host in the
// value ("training runs on H100 nodes") is what the claim states.
func hostAsJobs(a, b Claim) bool {
	ha, hb := slices.ContainsFunc(a.headWords, inSet(hosts)), slices.ContainsFunc(b.headWords, inSet(hosts))
	ja, jb := slices.ContainsFunc(a.headWords, inSet(jobs)), slices.ContainsFunc(b.headWords, inSet(jobs))
	if ha == hb || ja == jb || ha == ja {
		return false
	}
	// and the two heads share what the work is ("training"): a pool of
	// connections is no host of the celery workers, and a bound or a
	// number both say ("api HPA max 30", "pool max size: 50") names no work
	for _, w := range a.headWords {
		if !hosts[w] && !jobs[w] && !limitWords[w] && !(w != "" && isDigit(w[0])) && slices.Contains(b.headWords, w) {
			return true
		}
	}
	return false
}

// howOften are the words that make an amount of time one between two
// runs of a thing, not how long one lasts. They type a value; the
// "interval" row of settingConcepts, which shares some of them, instead
// lets two namings of one setting meet, and leaves out "cron", a
// schedule's word there.
var howOften = set("interval cron frequency cadence")

// beats name a signal sent again and again: a time right after one
// ("heartbeat 45s") is the time between two, as "every 45 s" says, not how
// long anything lasts. They type the time after them; the "heartbeat"
// row of settingConcepts names the setting ("ping interval", "pings") in
// words that say no period on their own.
var beats = set("heartbeat heartbeats")

func inSet(m map[string]bool) func(string) bool { return func(w string) bool { return m[w] } }

// initialStem is the word of a thing's first amount, which "first" says
// too ("the first stage of the rollout is 25%", "the initial stage").
const initialStem = "initial"

// endVerbs say where a thing begins or ends, each by the word of the
// amount it is at then.
var endVerbs = map[string]string{"start": initialStem, "starts": initialStem, "started": initialStem, "starting": initialStem,
	"begin": initialStem, "begins": initialStem, "began": initialStem, "beginning": initialStem,
	"end": finalStem, "ends": finalStem, "ended": finalStem, "ending": finalStem, "finish": finalStem, "finishes": finalStem}

// finalStem is the word of a thing's last amount: "the canary ends at 50%".
const finalStem = "final"

// endAtAmount is the word of the end of a thing ws say it starts or ends
// at an amount, not a time, or none: "the staged rollout starts at 10% of
// users", "we start the driver search at five kilometres" give its initial
// share and radius, as "the initial search radius is 1.5 km" does, and "the
// canary ends at 50%" its final one; "the sync starts at 02:00" says when.
func endAtAmount(ws []string) []string {
	for i, w := range ws {
		end, ok := endVerbs[w]
		if !ok {
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+4; j++ {
			if ws[j] != "at" || j+1 >= len(ws) {
				continue
			}
			if t, n := typedAt(ws, j+1); n > 0 && amountAttribute([]typed{t}) != attrSchedule && (scalarKinds[t.kind] || t.kind == "number") {
				return []string{end}
			}
			return nil
		}
	}
	return nil
}

// beatStems name, as stems, a signal sent again and again to show a link
// is alive: the time such a signal is set to ("the MQTT keepalive is 60
// seconds", "websocket keepalive 30s") is the time between two of them,
// as "a 15s keep-alive interval" and "a keep-alive every 10s" say it.
var beatStems = stemSet("keepalive keep-alive heartbeat ping")

// beatWords are the beatStems among c's words, none when c names what
// lasts, a timeout or a TTL ("the keepalive timeout is 75s", "a TTL of
// 30s refreshed by heartbeat"): how long a link is kept, not how often it
// is pinged.
func beatWords(c Claim) []string {
	var out []string
	for _, w := range c.said {
		if nounAttributes()[w] == attrDuration {
			return nil
		}
		if beatStems[w] {
			out = append(out, w)
		}
	}
	return out
}

// beatPeriods are ts, c's values, with each time read as the period of
// the signal c names (beatWords), when it names one.
func beatPeriods(ts []typed, c Claim) []typed {
	if len(beatWords(c)) == 0 {
		return ts
	}
	out := slices.Clone(ts)
	for i, t := range out {
		if t.kind == "duration" {
			out[i].kind = "period"
		}
	}
	return out
}

// solidCompound reports whether w, hyphenated, is a closed compound the
// thesaurus lists written solid too ("keep-alive", "keepalive"): one word
// however it is written. A hyphenated word of the thesaurus with no solid
// form ("two-factor") is read by its parts.
func solidCompound(w string) bool {
	return thesaurusStems()[Stem(w)] && thesaurusStems()[Stem(strings.ReplaceAll(w, "-", ""))]
}

// word adds ws[i], a word of no value, to the words that say what the
// values are of, unless it is a word of structure.
func (tv *typedValues) word(ws []string, named map[int]bool, i int) {
	if ws[i] == "first" && i+1 < len(ws) && !functionWords[ws[i+1]] && !isNumber(ws[i+1]) {
		tv.words = append(tv.words, initialStem) // "the first stage": the initial one
		return
	}
	if w := ws[i]; !functionWords[w] && !negations[w] && !agents[w] && !claimAdverbs[w] && !ruleOut[w] &&
		!auxiliaries[w] && !copulas[w] && !choices[w] && (!plainVerbs[w] || named[i]) && !typeNouns[w] && !months[w] && !bothers[w] &&
		!releaseChannels[w] && !runnerOf(ws, i) && !partOfDay(ws, i) && !writtenIn(ws, i) {
		tv.words = append(tv.words, canonical(Stem(w)))
		if i > 0 && isNumber(ws[i-1]) && textUnits[w] {
			// "at least 12 characters": a count of characters is a
			// length, as "PASSWORD_MIN_LENGTH=12" names it
			tv.words = append(tv.words, "length")
		}
	}
}

// textUnits are the things a count of which is a length of text: "12
// characters". A count of digits or letters may be one kind among the
// characters ("must include at least 2 digits"), no length.
var textUnits = set("character characters char chars")

// watchdogPeriod reports whether ws name a watchdog, whose timer's period
// is its timeout ("WDT period 500 ms", "watchdog timeout is 2 s"): how
// long it waits to be fed, not how often it is fed ("the watchdog is
// kicked every 500 ms").
func watchdogPeriod(ws []string) bool {
	return slices.Contains(ws, "watchdog")
}

// lengthPeriods name a period that is how long one thing lasts, not the
// time between two runs: "the retention period is 30 days", "a 14-day
// trial period", "the loan period" (how long a loan runs, as "loans run
// four weeks" says it).
var lengthPeriods = set("retention grace trial notice waiting wait warranty probation probationary lockout cooldown cooling holding hold billing rental lease loan borrowing lending checkout refund vesting validity subscription")

// cyclePeriod reports whether ws names the period of something that
// repeats ("the control loop period is 10 ms", "sampling period"): a
// "period" after a content word that names no length. Bare "period", or
// "a period of 3 days", says nothing about repeating, and nor do the
// spans a time lies between ("rest between duty periods is 10 hours"),
// whose length it is not.
func cyclePeriod(ws []string) bool {
	for i, w := range ws {
		if (w == "period" || w == "periods") && i > 0 && !functionWords[ws[i-1]] && !lengthPeriods[ws[i-1]] && !isNumber(ws[i-1]) && (i < 2 || ws[i-2] != "between") {
			return true
		}
	}
	return false
}

// renamings are the words of text the thesaurus gives another word's form
// (canonical), by that form, each with its own stem: "vectors" is "embed"
// said as "vector". An abbreviation ("db", "k8s") is the word it shortens,
// not another word for it, and is left out.
func renamings(text string) map[string]string {
	out := map[string]string{}
	for _, w := range clauseWords(text) {
		if st := Stem(w); thesaurusStems()[st] && canonical(st) != st && canonical(st)[0] != st[0] {
			out[canonical(st)] = st
		}
	}
	return out
}

// thesaurusStems are the stems of the words of the thesaurus, taken on
// first use, as toolNames is.
var thesaurusStems = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for w := range set(strings.Join(thesaurus, " ")) {
		m[Stem(w)] = true
	}
	return m
})

// renamedHeads reports whether a and b end their subject's head with one
// noun, one of them by another word of its group, and one head names more
// than the other: "embeddings" and "the user vectors" are a step apart
// twice (another word, and one kind of it), and name two things;
// "embeddings" and "vectors", or "user embeddings" and "embeddings", one.
// How often a thing runs names no kind of it.
func renamedHeads(a, b Claim) bool {
	ha, hb := untyped(a.headWords, a.typed), untyped(b.headWords, b.typed)
	if len(ha) == 0 || len(hb) == 0 || ha[len(ha)-1] != hb[len(hb)-1] {
		return false
	}
	w := ha[len(ha)-1]
	return a.typed.renamed[w] != b.typed.renamed[w] && !(within(ha, hb) && within(hb, ha))
}

// untyped is head without the words of the values tv states: "nightly"
// in "the nightly compaction job" says when it runs, not which kind of
// job it is.
func untyped(head []string, tv typedValues) []string {
	var out []string
	for _, w := range head {
		if !slices.ContainsFunc(tv.stated, func(t typed) bool { return slices.Contains(t.stems, w) }) {
			out = append(out, w)
		}
	}
	return out
}

// parts are the stems of the nouns that name one part of a system, not
// the whole: "the read replica runs Postgres 14" is not of "the database"
// that "runs Postgres 16", which is the primary's.
var parts = stemSet("replica replicas shard shards partition partitions standby follower followers sidecar sidecars")

// partOnly reports whether a names a part the other does not.
func partOnly(a, b []string) bool {
	for _, w := range a {
		if parts[w] && !slices.Contains(b, w) {
			return true
		}
	}
	return false
}

// firstThing is the first of ws that names a thing, not an attribute
// ("rate" of "rate limit per key"), as a one-word list, or none.
func firstThing(ws []string) []string {
	for i, w := range ws {
		if _, attr := nounAttributes()[w]; !attr {
			return ws[i : i+1]
		}
	}
	return nil
}

// extraKinds counts the types of value a states and b neither states nor
// names ("the DB" names a database). The period a weekday says a thing
// recurs at comes with the day, which counts for it (weekdayPeriod).
func extraKinds(a, b typedValues) int {
	n := 0
	for i, x := range a.stated {
		// a version comes with its tool's group, which counts for it
		if !strings.HasPrefix(x.kind, "version ") && !hasKind(a.stated, "version "+x.v) && !hasKind(b.stated, x.kind) &&
			!hasKind(a.stated[:i], x.kind) && !slices.Contains(b.words, Stem(x.kind)) && !ofLanguage(b.stated, x) && !dayPeriod(a.stated, x) &&
			!versionedTool(a.stated, x) {
			n++
		}
	}
	return n
}

// ofLanguage reports whether x is a language that a tool of ts is of, by
// the language its group is named for: ruff ("py lint") is of Python, so
// "we use black for formatting python" is of what "formats with ruff" is.
func ofLanguage(ts []typed, x typed) bool {
	if x.kind != "language" {
		return false
	}
	for _, t := range ts {
		if lang, ok := toolNames()[strings.Fields(t.kind + " ")[0]]; ok && lang.group == "language" && lang.name == x.v {
			return true
		}
	}
	return false
}

// sharedPerExtra is how many shared words it takes to outweigh each extra
// word of the statement with fewer: "the API timeout", "the database
// timeout" share one word and differ by one, and are two things.
const sharedPerExtra = 3

// sharedPerExtraTool is sharedPerExtra for two tools of one job.
const sharedPerExtraTool = 2

func dedupe(ws []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, w := range ws {
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// contrasts are the families of words of which one names a thing apart
// from another of its family: two environments, two platforms, two kinds of
// test. Two statements that each name a member the other lacks are about two
// things. The words are stems.
var contrasts = func() map[string][2]int {
	m := map[string][2]int{}
	for f, family := range [][][]string{
		{{"prod", "production", "live"}, {"stag", "stage", "stg"}, {"dev", "development", "local"}, {"qa"}, {"sandbox"}, {"preview"}},
		{{"ios", "iphon", "ipad"}, {"android"}, {"web", "browser"}, {"desktop"}, {"mobil"}},
		{{"frontend", "client"}, {"backend", "serv"}},
		{{"unit"}, {"integration"}, {"e2e"}},
		{{"public", "external"}, {"internal", "privat"}},
		{{"train", "fine", "tun"}, {"inferenc"}, {"eval", "evaluat", "val", "validat"}}, // "eval batch size" is not training's
		{{"access"}, {"refresh"}},
		{{"read"}, {"writ"}},
		{{"primary", "primari"}, {"replica"}},
		// two measures of how long a thing runs: "a 50 ms CPU limit", "30
		// seconds of wall time"
		{{"cpu"}, {"wall"}},
		// an application and a network load balancer ("ALB", "NLB")
		{{"application"}, {"network"}, {"classic"}},
	} {
		for c, class := range family {
			for _, w := range class {
				m[w] = [2]int{f, c}
			}
		}
	}
	return m
}()

// mobileStem is the stem of "mobile", the platforms iOS and Android.
const mobileStem = "mobil"

// contrasted reports whether a and b each name a member of one family of
// contrasts that the other does not name.
func contrasted(a, b []string) bool {
	classes := func(ws []string) map[[2]int]bool {
		out := map[[2]int]bool{}
		for _, w := range ws {
			if c, ok := contrasts[w]; ok {
				out[c] = true
			}
			if w == mobileStem {
				// "mobile" names iOS and Android together: "the
				// mobile builds" are those of "the iOS app" too
				out[contrasts["ios"]], out[contrasts["android"]] = true, true
			}
		}
		return out
	}
	ca, cb := classes(a), classes(b)
	only := func(x, y map[[2]int]bool, family int) bool {
		for c := range x {
			if c[0] == family && !y[c] {
				return true
			}
		}
		return false
	}
	for c := range ca {
		if only(ca, cb, c[0]) && only(cb, ca, c[0]) {
			return true
		}
	}
	return false
}

// plainVerbs say that a thing is or is used, not which thing: "runs on
// Postgres", "we need Node 20". The words are as written.
var plainVerbs = set("run runs running ran kick kicks kicked start starts started go goes going went live lives sit sits get gets got make makes made set need needs needed require requires required want wants like likes happen happens now still currently anymore yet here today listen listens bump upgrade upgraded support supports target targets handle handles done via everything all enough sufficient")

// months date a statement ("we switched to Vite in March"): they tell
// when, not what a value is of.
var months = set("january february march april june july august september october november december")

// typeNouns name the type of a value rather than what it is of: "release
// day is Thursday" and "we cut releases on Tuesdays" are both about
// releases; "scheduled" too, the participle that says a time is a
// schedule's ("the dbt run is scheduled at 02:00", "dbt kicks off at
// 4am"). The words of how often (howOften) are among them: a key's
// "BATT_READ_INTERVAL_S=300" is of what "sends a battery reading every
// 30 minutes" is, the interval said by "every".
var typeNouns = func() map[string]bool {
	m := set("day days time date cron schedule scheduled version value setting tool library provider engine framework runtime format language option choice vendor timeout timeouts threshold count region regions currency currencies temp temps temperature temperatures")
	maps.Copy(m, howOften)
	return m
}()

// synonyms are the words of software work written two ways: the short form
// and the long one name one thing.
var synonyms = withThesaurus(withShortForms(map[string]string{
	"db": "databas", "config": "configuration", "env": "environment", "prod": "production",
	"auth": "authentication", "k8s": "kubernet", "msg": "messag", "pr": "pull", "prs": "pull", "dep": "dependenci",
	"deps": "dependenci", "req": "request", "max": "maximum", "min": "minimum", "lr": "learn", "oncall": "call",
	"docs": "document", "doc": "document", "infra": "infrastructur", "perm": "permission",
	"stag": "stag", "stg": "stag", "mail": "email", "ttl": "expir", "cap": "maximum", "capped": "maximum",
	"limit": "maximum", "owner": "own", "payload": "bodi",
	// the short forms a count's unit is written in: "4000 chars", "2k characters"
	"char": "charact", "txn": "transact", "txns": "transact",
}))

// keyShortForms are the short forms config keys and env vars spell their
// words with, each with the word it shortens: "BATT_REPORT_INTERVAL_S" is
// the battery's report interval, "search-svc" a service, "max_conns" the
// most connections, a JWT's "exp" when it expires. A key names a setting
// the prose says in full words, so the two meet only as one word. Only
// short forms with one meaning in keys are listed ("temp" is also
// temporary).
var keyShortForms = map[string]string{
	"svc": "service", "svcs": "services", "batt": "battery", "conn": "connection", "conns": "connections",
	"exp": "expire", "freq": "frequency", "cnt": "count", "addr": "address",
}

// withShortForms is m with each of keyShortForms's stems mapped to the
// stem of the word it shortens.
func withShortForms(m map[string]string) map[string]string {
	for short, long := range keyShortForms {
		m[Stem(short)] = Stem(long)
	}
	return m
}

// thesaurus groups the words that name one thing of software work, the
// first its canonical form: "the repo" and "the repository", "embeddings"
// and "vectors", "traffic" and "requests". Their stems are taken here, so a
// word and its plural or long form meet whatever Stem makes of them.
var thesaurus = []string{"repository repo repos", "document documentation docs doc",
	"embedding embeddings vector vectors", "request requests req traffic", "database databases db dbs",
	"kubernetes k8s kube", "environment environments env envs", "production prod", "configuration config conf cfg",
	"authentication auth authn", "dimension dimensions dimensional dim dims", "performance perf",
	"2fa two-factor mfa 2-factor", "direct directly straight", "approval approvals approving", "memory ram mem",
	// A short form and its plural are the long form's ("home dirs", "home
	// directories"); a CVE is a vulnerability by its catalogue id.
	"directory directories dir dirs", "vulnerability vulnerabilities vuln vulns cve cves",
	"dependency dependencies deps dep package packages pkg pkgs",
	// The noun and its verb name one thing ("indentation", "we indent");
	// a short plural keeps its -s in Stem ("ips"), so it is listed.
	"indentation indent indents", "ip ips", "vm vms",
	// A build step's noun and its verb ("minification is on",
	// "minifyEnabled false") name one step.
	"minification minify minified minifying", "obfuscation obfuscate obfuscated obfuscating",
	// A workflow tool's DAG is the job it schedules.
	"job jobs dag dags",
	// An on-call rotation is made of its shifts.
	"rotation rotations shift shifts",
	// A signature is what signing makes ("signed commits", "commit
	// signatures").
	"sign signs signed signing signature signatures",
	// A data lake is the lake ("datalake tables", "lake tables").
	"lake lakes datalake datalakes",
	// A column type of whole numbers is an integer, whatever its width
	// ("integer cents", "amount_cents BIGINT").
	"integer integers bigint smallint int64 int32",
	// An app is an application said short ("app logs", "application
	// logs"); a probe is a check a load balancer or an orchestrator runs
	// ("the health probe", "the health check").
	"application applications app apps", "check checks probe probes",
	// A closed compound is written solid or hyphenated ("keepalive",
	// "keep-alive"), one word either way.
	"keepalive keepalives keep-alive keep-alives",
	// so are the speeds a machine stops and starts at ("cut-out wind
	// speed", "CUTOUT_WS"), and the value a controller holds to
	"cutout cutouts cut-out cut-outs", "cutin cut-in", "setpoint setpoints set-point set-points",
	// A quota is what is allocated to a team or a project ("GPU quota is 8
	// A100s", "sixteen A100s allocated"), however it is said.
	"quota quotas allocation allocations allocated"}

// withThesaurus is m with each thesaurus word's stem mapped to its group's.
func withThesaurus(m map[string]string) map[string]string {
	for _, group := range thesaurus {
		ws := strings.Fields(group)
		target := Stem(ws[0])
		for _, w := range ws {
			if s := Stem(w); s != target {
				m[s] = target
			}
		}
	}
	return m
}

// canonical is the one form of a stem written two ways.
func canonical(stem string) string {
	if c, ok := synonyms[stem]; ok {
		return c
	}
	return stem
}

// releaseChannels name which line of releases a version is of ("Unity
// 2022.3 LTS", "Firefox 115 ESR"): part of the version, no thing of its own.
var releaseChannels = set("lts esr")

// periodNouns name a value's type in a subject ("release day") but are the
// value itself in a claim's value ("runs every day").
var periodNouns = set("day days time date")

// typeStems are the stems of typeNouns.
var typeStems = func() map[string]bool {
	m := map[string]bool{}
	for w := range typeNouns {
		if !periodNouns[w] {
			m[Stem(w)] = true
		}
	}
	return m
}()

// groupStems are the stems of the words that name a group of tools:
// "database", "cache", "gpu".
var groupStems = func() map[string]bool {
	m := map[string]bool{}
	for _, g := range hypernyms {
		m[Stem(g)] = true
	}
	return m
}()

// hypernyms are the groups whose name says "a tool of this group": "the
// database is MySQL", "we train on GPUs".
var hypernyms = []string{"database", "cache", "warehouse", "bundler", "cdn", "queue", "orm", "gpu", "language",
	"orchestrator", "ci", "cloud", "flags", "vpn", "proxy"}

// ofGroup reports whether tv states a tool of the group named by stem.
func (tv typedValues) ofGroup(stem string) bool {
	for _, t := range tv.stated {
		if groupStems[stem] && Stem(t.kind) == stem {
			return true
		}
	}
	return false
}

// Choices are the types of named value c states or rules out: the job of
// each tool it names ("database", "ci") and each product it gives a version
// of. Two claims that share none of them and no word are rarely one subject;
// two that share one may be, in any wording.
func (c Claim) Choices() []string {
	var out []string
	for _, t := range append(append([]typed{}, c.typed.stated...), c.typed.excluded...) {
		if _, amount := amountKinds[t.kind]; !amount && !slices.Contains(out, t.kind) {
			out = append(out, t.kind)
		}
	}
	return out
}

// amountKinds are the types of value that are amounts, not names.
var amountKinds = set("duration period size share time weekday number rate")

// groups are the stems of the group names of the tools tv states, under
// which ofGroup finds them: "databas" for Postgres.
func (tv typedValues) groups() []string {
	var out []string
	for _, t := range tv.stated {
		if g := Stem(t.kind); groupStems[g] && !slices.Contains(out, g) {
			out = append(out, g)
		}
	}
	return out
}
