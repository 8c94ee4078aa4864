package capture

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/project"
	"github.com/hippo-mem/hippo/redact"
	"github.com/hippo-mem/hippo/statement"
	"github.com/hippo-mem/hippo/store"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// Candidate is one statement capture considers: a sentence the user said, or
// a fix the assistant stated and the user confirmed.
type Candidate struct {
	Text      string
	Speaker   store.Speaker // SpeakerUser or SpeakerConfirmed; SpeakerMCP for a note
	LineUUID  string
	Timestamp string
	SessionID string
	Cwd       string
	// prev is what the assistant said just before the user's turn (for
	// corrections and acknowledgements); never stored.
	prev string
	// fix marks an assistant fix the user confirmed.
	fix bool
	// claim marks an assistant claim the user agreed holds: it is judged by
	// its structure, but the assistant's hedge ("it seems", "probably") no
	// longer counts, and what the assistant says of itself ("I'll format it
	// as ...") is its own work, never a memory.
	claim bool
	// kind is set by the LLM extractor, which has already judged durability;
	// the gate still redacts, blocks, supersedes and reinforces.
	kind decay.Kind
	// vouched is a kind the writer asserts (an MCP jot's kind): it stands in
	// for a statement the gate finds no claim shape in, and never overrides
	// another rejection (a question, a hypothetical, a temporary state).
	vouched decay.Kind
	// topic is the project the writer names (an MCP note, a jot); empty for
	// a transcript line, whose project comes from Cwd.
	topic string
	// redacted marks a sentence whose turn was redacted before it was split
	// (see Extract): its secrets are already markers.
	redacted bool
	// agreed marks a sentence after one that only agreed or thanked ("Thanks.
	// From now on, ..."): like "yes, ...", it adds to what the assistant
	// did rather than correcting it.
	agreed bool
	// objected marks a sentence after one that only objected ("Wrong file.
	// The config lives in deploy/."): it corrects the assistant.
	objected bool
	// refuted marks a sentence after one that opened by refusing what the
	// assistant said or asked ("no, it's MySQL. check the config before
	// guessing."): see correctsGuess.
	refuted bool
	// stated marks a sentence after one of its turn that stated something
	// about the project ("We agreed to store money as integer cents. Never
	// floats."): a rule that follows, unless it names the assistant or the
	// user, spells out that statement rather than telling the assistant how
	// to work.
	stated bool
	// floated marks a sentence of a turn that ends by asking what the
	// assistant thinks ("... no more node microservices. thoughts?"): what
	// it says is put up for discussion, not settled.
	floated bool
	// doubted marks a sentence its own turn casts doubt on (see
	// doubtedSentences).
	doubted bool
	// pasted marks a line inside a fenced block (```): output or code the
	// user pasted, not something they said.
	pasted bool
	// grounds marks a sentence after a question of its turn that asks for
	// information ("do we not use ORMs here? I only see raw sqlx calls"):
	// see inquires.
	grounds bool
	// glossed is Text read in English (statement.Gloss), as Extract read it
	// to parse the turn: classify reads it rather than glossing the
	// sentence again. Empty where no one glossed Text (a note, a fix).
	glossed string
}

// Action is what the gate does with a candidate.
type Action string

// Actions.
const (
	DecisionStore     Action = "store"
	DecisionReject    Action = "reject"
	DecisionBlock     Action = "block" // a tombstone forbids the claim
	DecisionReinforce Action = "reinforce"
	DecisionSupersede Action = "supersede"
	// DecisionHistory stores a candidate that contradicts a memory stated
	// after it as history: already superseded by that newer memory.
	DecisionHistory Action = "history"
)

// Rules that two steps give: the gate and apply (a tombstone written since
// the gate looked) both block; the count and the provenance check both know
// a line captured before.
const (
	ruleTombstone       = "tombstone"
	ruleAlreadyCaptured = "already-captured"
)

// Outcome is what a note written through the gate (see Note) came to, as the
// MCP memory_jot tool reports it.
type Outcome string

// Outcomes.
const (
	OutcomeStored     Outcome = "stored"
	OutcomeRedacted   Outcome = "redacted" // stored with secrets removed
	OutcomeBlocked    Outcome = "blocked"
	OutcomeRejected   Outcome = "rejected"
	OutcomeReinforced Outcome = "reinforced"
)

// Decision is the gate's verdict on a candidate and the rule that fired.
type Decision struct {
	Text     string        `json:"text"` // as it would be stored: redacted
	Decision Action        `json:"decision"`
	Kind     decay.Kind    `json:"kind,omitempty"`
	Redacted bool          `json:"redacted"`
	Rule     string        `json:"rule"`
	Speaker  store.Speaker `json:"speaker"`
	Line     string        `json:"line"`
	// Target is the existing memory reinforced or superseded, or the tombstone
	// that blocked the candidate.
	Target string `json:"target,omitempty"`
}

// Outcome sums up a decision carried out with m, the memory stored or
// reinforced (none when the note was blocked or rejected). A superseding
// note is stored; a note whose secrets were removed is redacted, even when it
// reinforced a memory that already said the same.
func (d Decision) Outcome(m store.Memory) Outcome {
	switch {
	case d.Redacted && m.ID != "":
		return OutcomeRedacted
	case d.Decision == DecisionBlock:
		return OutcomeBlocked
	case d.Decision == DecisionReject:
		return OutcomeRejected
	case d.Decision == DecisionReinforce:
		return OutcomeReinforced
	default:
		return OutcomeStored
	}
}

// Thresholds for comparing a candidate with existing memories.
const (
	// duplicateSimilarity: at or above this content-word overlap (Dice), with no
	// clash in values or negation, the candidate restates an existing memory and
	// reinforces it. Words, not cosine: embeddings put "we use yarn for all
	// packages" next to "we use pnpm for all packages", and reinforcing a
	// contradiction is worse than storing a paraphrase twice.
	duplicateSimilarity = 0.8
	// minContentWords: fewer content words than this is chit-chat, not a claim.
	minContentWords = 3
)

var (
	private = lazyre.New(`(?is)<private>.*?(</private>|$)`)
	// sentenceEnd splits on . ! ? followed by space, keeping file names and
	// versions (orders.created_at, v1.2) whole.
	// Japanese and Chinese close a sentence with a full-width mark and
	// no space after it ("…ください。このプロジェクトでは…")
	sentenceEnd = lazyre.New(`[.!?]+(\s+|$)|[。！？]+\s*|\n+`)

	fixStatement = lazyre.New(`(?i)\b(the (fix|problem|bug|issue|cause) (was|is)|fixed (it |this |that )?by|the solution (was|is)|it was caused by)\b`)
	confirmation = lazyre.New(`(?i)\b((that|this|it) (worked|works|fixed it|fixed the|did it|did the trick|solved it)|that fixed|fixed it|works now)\b`)
	// offer: the assistant proposes an action and waits for a go-ahead.
	offer        = lazyre.New(`(?i)^(do you want me|want me|would you like me|should i|shall i|can i|may i|should we|shall we|i can)\b`)
	negativeNews = lazyre.New(`(?i)\b(didn't|did not|doesn't|does not|not|still|no longer)\b`)
)

// Extract turns a conversation into candidates: every sentence the user said
// from turn index from on, and each assistant fix the user then confirmed.
func Extract(turns []Turn, from int) []Candidate {
	var out []Candidate
	for i := from; i < len(turns); i++ {
		t := turns[i]
		if t.Role != "user" {
			continue
		}
		prev := ""
		if i > 0 && turns[i-1].Role == "assistant" {
			prev, _ = redactTurn(turns[i-1].Text)
		}
		text, redacted := redactTurn(t.Text)
		if prev != "" {
			out = append(out, confirmed(turns[i-1].UUID, prev, text, t)...)
		}
		ss := attachFrequency(attachMarkers(sentences(text)))
		sts := make([]statement.Statement, len(ss)) // each sentence parsed once for every shape of the turn read here
		glosses := make([]string, len(ss))
		for j, s := range ss {
			if len(s) <= maxStatementBytes { // a longer one is rejected unread (ruleTooLong)
				glosses[j] = statement.Gloss(s)
				sts[j] = statement.Parse(glosses[j])
			}
		}
		var agreed, objected, refuted, stated bool
		switch {
		case len(ss) > 1 && prev != "":
			agreed, objected = opening(ss[0], sts[0])
			refuted = refutes(ss[0], sts[0])
		case len(ss) > 1:
			objected = complains(ss[0], sts[0], ss[1:])
		}
		asks := len(ss) > 1 && asksOpinion(ss[len(ss)-1])
		fenced := fencedLines(ss)
		doubted := doubtedSentences(ss, sts)
		inquired, asked := false, false
		for j, s := range ss {
			st := sts[j]
			out = append(out, Candidate{Text: s, Speaker: store.SpeakerUser, LineUUID: lineID(t.UUID, j),
				Timestamp: t.Timestamp, SessionID: t.SessionID, Cwd: t.Cwd, prev: prev, redacted: redacted && redact.HasMarker(s),
				agreed: agreed && j > 0, objected: objected && j > 0, refuted: refuted && j > 0, stated: stated, floated: asks && unsettled(st), doubted: doubted[j], pasted: fenced[j],
				grounds: inquired && !turnsAside(s) || asked && bareReason(s), glossed: glosses[j]})
			stated = stated || j+1 < len(ss) && states(s, st)
			inquired = inquired || inquires(glosses[j], st) // glossed: a question in kana is one word to lowerWords
			asked = asksOnce(st)                            // a reason said right after a one-off ask explains it (see bareReason)
		}
	}
	return out
}

// confirmed returns what the user's turn text vouches for in the assistant's
// turn prev (redacted, its line prevUUID): each fix when the user says it
// worked ("that fixed it"), else each claim when the user agrees that it
// holds ("yes, 512Mi is our limit for all workers"). A claim the user doubts
// or puts off ("not sure, let me check") is never theirs.
func confirmed(prevUUID, prev, text string, t Turn) []Candidate {
	worked := confirmation.MatchString(text) && !negativeNews.MatchString(text)
	agreed := !worked && agreement(text)
	if !worked && !agreed {
		return nil // neither "it worked" nor "yes": no need to read prev
	}
	// After a turn that ends by asking ("want me to commit?"), "yes" answers
	// the question: it vouches for none of the claims before it.
	// A turn that ends by asking only whether it is right ("... 60Hz tick.
	// Correct?") asks to confirm the claims before it: "yes" vouches for
	// them.
	ss := sentences(prev)
	tagged := len(ss) > 1 && confirmTag(ss[len(ss)-1])
	if tagged {
		ss = ss[:len(ss)-1]
	} else if claim, ok := checkingQuestion(ss); ok {
		ss[len(ss)-1], tagged = claim, true
	}
	agrees := agreed && (tagged || !strings.HasSuffix(strings.TrimSpace(prev), "?"))
	if !worked && !agrees {
		return nil
	}
	var out []Candidate
	for j, s := range ss {
		if worked && !fixStatement.MatchString(s) {
			continue
		}
		out = append(out, Candidate{Text: s, Speaker: store.SpeakerConfirmed, LineUUID: lineID(prevUUID, j),
			Timestamp: t.Timestamp, SessionID: t.SessionID, Cwd: t.Cwd, fix: worked, claim: agrees,
			redacted: redact.HasMarker(s)})
	}
	return out
}

// checkingQuestion: a turn that ends on a statement with a question mark
// and no question's word order ("So the replicas read from the primary, not
// the cache?") checks what it states; "correct" vouches for the statement,
// returned with a full stop. One that asks about the speakers themselves
// ("you want me to push it?", "I'll merge then?"), a fragment ("ready to
// merge?") or a plan asks for a go-ahead, which holds nothing.
func checkingQuestion(ss []string) (string, bool) {
	if len(ss) == 0 {
		return "", false
	}
	q := strings.TrimSpace(ss[len(ss)-1])
	if !strings.HasSuffix(q, "?") || strings.Count(q, "?") > 1 {
		return "", false
	}
	st := statement.Parse(q)
	if st.Main < 0 || speakers[subject(st)] {
		return "", false
	}
	for _, c := range st.Clauses {
		if c.Question {
			return "", false
		}
	}
	m := st.Clauses[st.Main]
	if m.Imperative || m.Sub || m.Aspect != statement.General && m.Aspect != statement.Decided {
		return "", false
	}
	return strings.TrimSuffix(q, "?") + ".", true
}

// speakers are the subjects by which a question asks about the two people
// talking rather than the project.
var speakers = statement.WordSet("i you me i'll i'd you'd you'll")

// agreement: the user's turn opens by saying the assistant is right ("yes",
// "yep, exactly", "correct", "confirmed", "that's right") and nowhere doubts
// it ("yes, I think so", "right, not sure though").
func agreement(text string) bool {
	ws := statement.Words(text)
	if len(ws) == 0 || strings.Contains(text, "?") {
		return false
	}
	first := ws[0].Lower
	if (first == "that's" || first == "thats") && len(ws) > 1 {
		first = ws[1].Lower // "that's right", "thats correct"
	}
	if !agreeing[first] {
		return false
	}
	st := statement.Parse(text)
	return st.Modality == statement.Certain && !doubt.MatchString(text)
}

// believing: "I assume X", "I think X": the assistant's hedge on a claim
// about the project, not a statement about its own work.
var believing = statement.WordSet("think assume believe guess suspect reckon")

// believes opens a sentence in which the assistant says it believes what
// follows ("I think", "I'll assume that", "I'd guess") or that it saw it
// ("I notice", "I see that", "I found"): what follows is the claim about
// the project, not the assistant's own work.
var believes = lazyre.New(`(?i)^\s*i(?:'ll| will|'d| would)?\s+(?:think|assume|believe|guess|suspect|reckon|notice|noticed|see|saw|found)\s+(?:that\s+)?`)

// evidence opens a sentence in which the assistant says what something it
// read seems to show ("it looks like", "from the logs it seems that",
// "judging by the diff, it appears"): the frame is its hedge, and what
// follows is the claim. Only an "it" frame counts: "the build looks like it
// is broken" says something of the build itself.
var evidence = lazyre.New(`(?i)^[^.?!]{0,60}?\bit\s+(?:looks|seems|appears)\s+(?:like|that|as if|as though)\s+`)

// commandAfterClaim: a statement, then a standing command that points at
// nothing in front of the speaker ("we're on 3.12, use the builtin list[...]
// generics"): said after the assistant's turn, the command is the point.
// One that puts one named thing right ("the wheel radius is 0.0762 m,
// update the xacro") is the edit the fact calls for once, and the fact is
// what the sentence tells, unless a word makes the edit a rule ("..., always
// update the lockfile").
func commandAfterClaim(st statement.Statement) bool {
	for _, c := range st.Clauses[st.Main+1:] {
		if c.Sub || !c.Imperative {
			continue
		}
		for _, w := range c.Tokens {
			if pointers[w] || w == "them" || w == "one" || w == "1" {
				return false
			}
		}
		return !editsOne(c)
	}
	return false
}

// editsOne: a command's verb puts something right and its object is one
// definite thing ("update the xacro", "fix the compose file"), with no word
// that makes it a rule.
func editsOne(c statement.Clause) bool {
	t := c.Tokens[c.Start:]
	if len(t) > 0 && softeners[t[0]] {
		t = t[1:]
	}
	if len(t) < 3 || !repairs[t[0]] || t[1] != "the" || statement.Plural(t[len(t)-1]) {
		return false
	}
	return !slices.ContainsFunc(c.Tokens, func(w string) bool { return forGood[w] })
}

// ruleAfterRequest: after a one-off request, a second command joined to it
// that, said alone, is a rule for a kind of work ("remove those, and use the
// debug logger for tracing", "revert it and put migrations in db/ from now
// on"). A second command that points at something in front of the speaker
// ("..., and use the logger for this one") or does one more thing ("...,
// and rerun the build") is part of the same request.
func ruleAfterRequest(st statement.Statement) bool {
	if st.Mood != statement.Request {
		return false
	}
	for _, c := range st.Clauses[st.Main+1:] {
		if c.Sub || !c.Imperative || c.Start >= len(c.Tokens) || spares(st, c) {
			continue
		}
		if alone := statement.Parse(strings.Join(c.Tokens[c.Start:], " ")); alone.Mood == statement.Instruction && alone.Generic {
			return true
		}
	}
	return false
}

// spares: after a command that undoes what the assistant did ("revert the
// formatting change in utils.ts"), a "keep ..." or "leave ..." beside it
// says which part of that work the undo spares ("keep the parseDate part",
// "leave the tests"): one edit to one piece of work, not a rule for a kind
// of work. A word that makes it a rule ("and keep migrations in db/ from
// now on", "always keep the changelog") still makes it one.
func spares(st statement.Statement, c statement.Clause) bool {
	m := st.Clauses[st.Main]
	if m.Start >= len(m.Tokens) || !undoes[m.Tokens[m.Start]] || !retains[c.Tokens[c.Start]] || c.Time == statement.TimeStanding {
		return false
	}
	return !slices.ContainsFunc(c.Tokens, func(w string) bool { return forGood[w] })
}

var (
	// undoes: verbs that take back what was done.
	undoes = statement.WordSet("revert undo restore unrevert")
	// retains: verbs that leave part of it in place.
	retains = statement.WordSet("keep leave")
)

// fixesInPlace: the sentence says what is wrong with one thing in front of
// the speaker, then asks for it to be put right by pointing at it ("the
// migration has a typo in the column name, fix it", "the header overlaps
// the logo on mobile, change it"): one fix to one thing, not a rule. The
// command's verb must put something right (fix, redo, change, ...): "keep
// it sync" or "use that instead" says how to work. A claim about a kind of
// thing or about the team ("tests go next to the code, move them", "we use
// yarn here, revert that"), a prohibition anywhere in it ("..., don't edit
// it by hand"), or a word that makes it a rule ("fix it every time") still
// corrects how the assistant works.
func fixesInPlace(st statement.Statement) bool {
	if st.Main < 0 || st.Generic || st.FirstPerson || st.Mood != statement.Declarative {
		return false
	}
	for _, c := range st.Clauses {
		if c.Negated {
			return false
		}
	}
	for _, c := range st.Clauses[st.Main+1:] {
		if c.Sub || !c.Imperative || c.Start >= len(c.Tokens) {
			continue
		}
		t := c.Tokens[c.Start:]
		if softeners[t[0]] {
			t = t[1:] // "just update it to 1042.17"
		}
		if len(t) == 0 || !repairs[t[0]] {
			continue
		}
		pointed := false
		for _, w := range t {
			if forGood[w] {
				return false
			}
			pointed = pointed || pointers[w] || w == "them"
		}
		return pointed
	}
	return false
}

// henceforthOnly: the sentence is standing by a word that starts a rule now
// ("from now on", "à partir de maintenant", "ab jetzt"), not one that says
// what usually holds ("by default", "usually"), which states a fact, nor a
// state dated by what brought it ("the LB is an NLB now, since the
// migration"), a change made then.
func henceforthOnly(st statement.Statement) bool {
	if st.Time != statement.TimeStanding || slices.ContainsFunc(st.Clauses, func(c statement.Clause) bool { return c.Link == "since" }) {
		return false
	}
	return !slices.ContainsFunc(st.Words, func(w statement.Word) bool { return habitual[w.Lower] })
}

var habitual = statement.WordSet("default usually generally nowadays normally typically general")

// namesRightOne: the sentence says what one output of the assistant's
// should have been ("wrong file, it should've been 0042, not 0041", "that
// should have been `users_v2`"): it names the slip in this one thing and
// the value it wanted there, a fix for once. "you should have used pnpm"
// says how the assistant works, and a word that makes it a rule ("it
// should have been pnpm, we always use pnpm") a correction to keep.
func namesRightOne(st statement.Statement) bool {
	if st.Generic || st.FirstPerson {
		return false
	}
	said := false
	for _, c := range st.Clauses {
		t := c.Tokens[c.Start:]
		if slices.ContainsFunc(c.Tokens, func(w string) bool { return forGood[w] }) {
			return false
		}
		said = said || len(t) > 4 && pointers[t[0]] && t[1] == "should" && t[2] == "have" && t[3] == "been"
	}
	return said
}

// softeners: words before a command that make it no less of one.
var softeners = statement.WordSet("just please pls then so")

// repairs: verbs that put one thing right.
var repairs = statement.WordSet("fix redo revert undo change correct update rename remove delete drop replace rewrite swap rerun regenerate")

// subject is the first word of the main clause's own shape ("" for none).
func subject(st statement.Statement) string {
	if st.Main < 0 {
		return ""
	}
	m := st.Clauses[st.Main]
	if m.Start >= len(m.Tokens) {
		return ""
	}
	return m.Tokens[m.Start]
}

// firstWord is the sentence's first word, lowercased ("" for none).
func firstWord(text string) string {
	if ws := statement.Words(text); len(ws) > 0 {
		return ws[0].Lower
	}
	return ""
}

var agreeing = statement.WordSet("yes yep yeah yup right correct exactly confirmed indeed true agreed")

// proposes: after "I", the assistant proposes a way to build the project
// ("I'd suggest keeping auth in the gateway", "I recommend Postgres") or
// states what it believes of it ("I think X", "I'll assume X"): once the
// user agrees, that is the project's, not the assistant's own work.
func proposes(w []string) bool {
	if len(w) > 1 && (w[0] == "would" || w[0] == "will") {
		w = w[1:]
	}
	return len(w) > 0 && (proposing[w[0]] || believing[w[0]])
}

var proposing = statement.WordSet("suggest recommend propose")

// doubt: words that take back an agreement ("yes, but not sure", "right, I
// think").
var doubt = lazyre.New(`(?i)\b(not sure|no idea|maybe|i think|i guess|probably|not quite|partly|kind of|sort of|but)\b`)

// attachMarkers joins a sentence that is nothing but a redacted secret (a key
// pasted after "here it is:") or punctuation (the fence around it) to the
// sentence before, so the memory keeps saying a secret was given, and where,
// without giving it.
func attachMarkers(ss []string) []string {
	out := ss[:0]
	for _, s := range ss {
		if n := len(out); n > 0 && onlyMarkers(s) {
			out[n-1] += " " + s
			continue
		}
		out = append(out, s)
	}
	return out
}

// attachFrequency joins a sentence that only says how often or for how long
// ("Every time.", "always!", "from now on.") to the sentence before, whose
// rule it finishes: "just give me the diff. every time" is said as "just
// give me the diff, every time", a standing instruction, where the two
// apart read as a one-off request and a fragment. A sentence with anything
// more in it ("every time I run it, it hangs") stands on its own.
func attachFrequency(ss []string) []string {
	out := ss[:0]
	for _, s := range ss {
		if n := len(out); n > 0 && onlyFrequency(s) {
			out[n-1] = strings.TrimRight(out[n-1], ".!") + ", " + s
			continue
		}
		out = append(out, s)
	}
	return out
}

// onlyFrequency: every word of s says how often or from when on.
func onlyFrequency(s string) bool {
	ws := statement.Words(s)
	for _, w := range ws {
		if !frequencyWords[w.Lower] {
			return false
		}
	}
	return len(ws) > 0 && len(ws) <= 4
}

var frequencyWords = statement.WordSet("every each single time always forever from now on going forward in future please")

// onlyMarkers: s holds no letter or digit outside its redaction markers.
func onlyMarkers(s string) bool {
	open := strings.TrimSuffix(redact.Marker(""), "]")
	for {
		i := strings.Index(s, open)
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i:], ']')
		if j < 0 {
			break
		}
		s = s[:i] + s[i+j+1:]
	}
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0
}

// redactTurn drops a turn's private spans and redacts it whole, before it is
// split into sentences: a key pasted across lines, or a secret with a dot in
// it, would otherwise reach the redactor in pieces that no longer look like
// a secret. It reports whether anything was redacted.
func redactTurn(text string) (string, bool) {
	out, found := redact.Text(strings.TrimSpace(private.ReplaceAllString(text, " ")))
	return out, len(found) > 0
}

// lineID names the j-th sentence of a line: the line's uuid for the first, then
// uuid#2, uuid#3, ...
func lineID(uuid string, j int) string {
	if j == 0 {
		return uuid
	}
	return uuid + "#" + strconv.Itoa(j+1)
}

func splitSentences(text string) []string {
	var out []string
	last := 0
	for _, loc := range sentenceEnd.FindAllStringIndex(text, -1) {
		s := strings.TrimSpace(text[last:loc[0]] + strings.TrimSpace(text[loc[0]:loc[1]]))
		if s != "" {
			out = append(out, s)
		}
		last = loc[1]
	}
	if s := strings.TrimSpace(text[last:]); s != "" {
		out = append(out, s)
	}
	return out
}

// glossOf is the candidate's claim read in English: its text, less a
// report it only labels (confirmsReport), glossed. Extract glossed each
// sentence of the turn to read it, and that gloss stands while the claim
// is the whole sentence.
func glossOf(c Candidate) string {
	t := confirmsReport(strings.TrimSpace(c.Text))
	if r, ok := readPast(t); ok {
		return statement.Gloss(r)
	}
	if t == c.Text && c.glossed != "" {
		return c.glossed
	}
	return statement.Gloss(t)
}

// classify parses a candidate and judges it by its structure: it returns the
// rule that rejected it, or the kind it is stored as.
func classify(c Candidate) (kind decay.Kind, rejectRule string) {
	kind, rule := judgeStructure(c)
	switch {
	case kind == decay.KindFeedback || rule == "acknowledgement":
		return notFault(c, kind, rule)
	case rule == ruleNotAClaim && c.Speaker == store.SpeakerUser && vouchedNote(c.Text):
		return decay.KindFact, ""
	}
	return kind, rule
}

// judgeStructure is classify before a fault report's explanation is set apart (see
// notFault).
func judgeStructure(c Candidate) (kind decay.Kind, rejectRule string) {
	if c.fix {
		return decay.KindFix, ""
	}
	if c.kind != "" {
		return c.kind, ""
	}
	t := glossOf(c)
	st := statement.Parse(t)
	if c.claim {
		return claimKind(t, st)
	}
	t, st = reread(t, st)
	st = unasked(t, st)
	if r := closingNow(frontedNow(unminded(unlabelled(unrecalled(unconceded(unannounced(untagged(t)))))))); r != t {
		t, st = r, statement.Parse(r)
	}
	if c.prev == "" && labelledPreference(st) {
		return decay.KindPreference, ""
	}
	if kind, rule, ok := aimedOrTerse(c, t, st); ok {
		return kind, rule
	}
	if (st.Aspect == statement.Past || youDidOnce(st)) && subject(st) == "you" {
		// "you forgot the header on utils.ts": what the assistant did once
		// is its own work, not the project's history
		return "", "assistant-own"
	}
	if c.prev != "" && st.Opener == statement.Correction && st.Mood == statement.Request && st.Aspect != statement.Planned && st.Time != statement.TimeOnce && corrects(st, t, c.prev) && !redirects(st) {
		// "No, run the tests with pnpm test" after "I'll run npm test": the
		// action asked for replaces the one the assistant took, so it is the
		// correction to remember, not a one-off request.
		return decay.KindFeedback, ""
	}
	if c.Speaker != store.SpeakerMCP && (st.Mood == statement.Request || opensForbidding(st)) && st.Modality != statement.Hedged && (forbidsAny(st) && addressed(statement.Words(t)) || c.prev == "" && refusing(t, st)) {
		// "don't add dependencies without asking me first", even after the
		// assistant's deed (a kind of deed, no pointer to the one done);
		// "No, use pnpm here, not npm": a refusal corrects whatever it
		// refuses, even said of one thing here; the prohibition may come
		// before its grounds ("..., we're strict about bundle size")
		return decay.KindFeedback, ""
	}
	if rule := rejection(t, st); rule != "" {
		if rule == ruleNotAClaim && c.vouched != "" {
			return c.vouched, ""
		}
		if (rule == ruleNotAClaim || rule == ruleChitChat || rule == ruleRequest) && answersAsked(c, t, st) || rule == ruleChitChat && answersWho(c, t, st) || (rule == "reaction" || rule == ruleNotAClaim) && restatesClaim(c, t) {
			return kindOf(st), ""
		}
		if (rule == ruleRequest || rule == ruleChitChat || rule == "reaction") && keptAsIntended(c, t) {
			return decay.KindConvention, ""
		}
		if kind, ok := keptInside(t, rule, st); ok {
			return kind, ""
		}
		return "", rule
	}
	if c.prev == "" && fixesInPlace(st) {
		// "the ledger test fails, the expected value is stale, just
		// update it to 1042.17": the fault is reported to ask for its
		// fix, with or without the assistant's turn in view
		return "", ruleRequest
	}
	if correctsGuess(c, st) {
		return decay.KindFeedback, ""
	}
	if praisesNews(t, st) {
		return "", "reaction"
	}
	if c.prev != "" && !asked(c.prev) {
		if kind, rule, ok := afterTurn(c, t, st); ok {
			return kind, rule
		}
	}
	if c.prev == "" && c.Speaker != store.SpeakerMCP && (directs(t, st, c.stated) || qualityOfReplies(t) || listenersOwnWork(t) || c.objected && st.Opener == statement.NoOpener && st.Aspect != statement.Past && (!subjectOpens[firstWord(t)] || commands(st))) {
		// in a session, not a note the user wrote down for memory
		return decay.KindFeedback, ""
	}
	return kindOf(st), ""
}

// afterTurn judges a sentence the user says right after the assistant did,
// said or offered something (not after it asked for information): a rule
// stated then corrects it, unless the user agreed first and only added to
// it. ok is false when none of its cases applies.
func afterTurn(c Candidate, t string, st statement.Statement) (kind decay.Kind, rule string, ok bool) {
	switch {
	case (st.Opener == statement.Ack || c.agreed && st.Opener == statement.NoOpener) && !standing(st) && !byDesign(st) && !projectWide(st) && !restatesClaim(c, t):
		return "", "acknowledgement", true
	case c.agreed && st.Opener == statement.NoOpener:
		return kindOf(st), "", true
	case agreesAndAdds(t, st):
		return kindOf(st), "", true
	case c.objected && st.Opener == statement.NoOpener && st.Aspect != statement.Past:
		return decay.KindFeedback, "", true // after "Wrong file.", what follows corrects
	case st.Opener == statement.Ack && !standing(st) && !byDesign(st) && !projectWide(st) && !restatesClaim(c, t):
		return "", "acknowledgement", true
	case oneMorePlace(st), atThatSpot(st):
		return "", ruleRequest, true
	case ownPreference(t, st):
		// "i'd rather keep gameplay code in gdscript" after "Should I port
		// it to C#?": the speaker's taste, kept as theirs; no correction
		return kindOf(st), "", true
	case (st.Mood == statement.Instruction && st.Aspect != statement.Decided || commandAfterClaim(st)) && !agreeing[firstWord(t)]:
		// "also add every new env var to .env.example, every time": a
		// standing instruction given after the assistant's turn tells
		// it how to work; after "yes, ..." it agrees and adds a rule,
		// and "let's go with X" settles a choice the two of them made.
		return decay.KindFeedback, "", true
	case (st.Opener == statement.Correction || st.Opener == statement.NoOpener) && answersWithFact(t, st):
		// "no, max_connections on the prod db is 100", "no, we don't
		// use compose anymore, it's all Tilt now": why the offer is
		// wrong, told as the project's fact
		return kindOf(st), "", true
	case st.Mood == statement.Declarative && st.Aspect != statement.Past && henceforthOnly(st):
		// "Réponds-moi en français à partir de maintenant", "respuestas
		// en español a partir de ahora": a way of working handed over
		// "from now on" as the assistant acts, whatever verb the parse
		// misses or misreads
		return decay.KindFeedback, "", true
	case fixesInPlace(st), namesRightOne(st):
		return "", "request", true
	case st.Aspect == statement.NoVerb && st.Mood == statement.Declarative && schedules(st):
		// "instead, nightly on the 1k subset, full suite only weekly"
		// after "I'll set up a nightly job on the full suite": how often
		// the project's job runs, settled between the two of them, not a
		// way for the assistant to work
		return decay.KindDecision, "", true
	case madeChange(st):
		// "no, we moved all background jobs to Temporal in January", "the
		// CTO decided we're moving ... to Graviton": the change the team
		// made or decided answers the plan, the project's history
		return kindOf(st), "", true
	case (st.Opener == statement.Correction || st.Opener == statement.NoOpener) && doneByOthers(st):
		// "no, migrations are run by hand by the on-call": who does that
		// work, a fact of the project, not the assistant's way of working
		return kindOf(st), "", true
	case restatesOwnAsk(st):
		return "", ruleRequest, true
	case st.Opener == statement.Correction, st.Opener == statement.NoOpener && st.Aspect != statement.Past && (opensForbidding(st) || corrects(st, t, c.prev) && !factAfterReport(c, t, st)):
		return decay.KindFeedback, "", true
	case st.Opener == statement.NoOpener && practice(st):
		// "we use httpx everywhere" after "I'll use requests": how the
		// team works everywhere or always, said as the assistant acts,
		// sets it right
		return decay.KindFeedback, "", true
	}
	return "", "", false
}

// ownPreference: the speaker says what they or the team prefer ("I'd
// rather ...", "I like ...", "we prefer ..."), certain, and points at
// nothing in front of them: "I prefer short READMEs, this is too long" and
// "I'd rather you keep this one in gdscript" take issue with the one thing
// done or asked.
func ownPreference(t string, st statement.Statement) bool {
	if !st.Preference || !st.FirstPerson || st.Modality != statement.Certain || st.Mood != statement.Declarative {
		return false
	}
	for _, w := range statement.Words(t) {
		if pointers[w.Lower] || participants[w.Lower] {
			return false
		}
	}
	return true
}

// aimedAtAssistant: whatever comes before, the sentence is said of how the
// assistant works: "you keep breaking the public API", "stop adding
// comments", with or without its turn in view; asked, too ("why do you keep
// adding emojis?", "can you stop adding docstrings from now on?"); or a rule
// said to it for good (see toListener and makesStanding), or after its
// turn beside a one-off request (see ruleAfterRequest).
func aimedAtAssistant(c Candidate, t string, st statement.Statement) bool {
	if againWith(statement.Words(t)) || st.Mood != statement.Question && (complaint(t, st, c.prev != "") || ceases(st) || mindful(st) && !factKeptInMind(c, st) || replaces(t, st) || nextTime(t, st)) || keeps(st) || st.Mood == statement.Question && asksForGood(st) {
		return true
	}
	return c.Speaker != store.SpeakerMCP && (toListener(t, st) || ordersOutput(t, st) || makesStanding(c.prev, t, st) || forbidsAgain(c, st) || c.prev != "" && ruleAfterRequest(st))
}

// youDidOnce: "you" and a verb whose past is its present ("you put the
// SQL inline in the handler", "you set the timeout to 5s") tell what the
// assistant did, as "you added ..." does: the user does not tell the
// assistant its own habits unless a word makes them habits ("you always
// put ...", "you never set ...").
func youDidOnce(st statement.Statement) bool {
	if st.Main < 0 || st.Mood != statement.Declarative || st.Time == statement.TimeStanding {
		return false
	}
	m := st.Clauses[st.Main]
	w := m.Tokens[m.Start:]
	if len(w) < 3 || w[0] != "you" || !sameFormPasts[w[1]] {
		return false
	}
	for _, t := range m.Tokens {
		if forGood[t] || habitWords[t] {
			return false
		}
	}
	return true
}

// sameFormPasts are the verbs whose past is spelled as their present.
var sameFormPasts = statement.WordSet("put set cut let hit read split shut spread quit cast")

// habitWords make what someone does a habit, beside forGood's.
var habitWords = statement.WordSet("usually often sometimes keep keeps")

// directs: a statement made with no assistant turn in view that still
// corrects the assistant: it opens by refusing ("no, tests go next to the
// code", "wrong again, the dev server is on 5173"), forbids a way of working
// ("don't use float for money", "never commit to main"), or rules on how the
// assistant and the user work together ("always ask before deleting files",
// "when you write bash scripts, always put set -euo pipefail at the top").
// A prohibition a user types to a coding assistant is aimed at what it does
// or would do; a positive rule that names neither of them ("pin by digest")
// states the project's convention, unless it insists with "always" or rules
// out an alternative ("use X, not Y"; see excludes), or is given "from now
// on" or "going forward", or as a reminder ("remember: check both
// clusters"), which tells the listener how to work.
// A prohibition that follows a statement about the project in its turn
// (aside) spells the statement out: "We agreed to store money as integer
// cents. Never floats."
func directs(text string, st statement.Statement, aside bool) bool {
	if teamRuleLabel(st.Words) {
		return false
	}
	if refusing(text, st) {
		return true
	}
	if st.Mood != statement.Instruction && !(st.Mood == statement.Request && st.Negated) {
		return false
	}
	for _, w := range statement.Words(text) {
		if participants[w.Lower] || st.Mood == statement.Instruction && w.Lower == "your" {
			return true // "split your changes into small PRs": the listener's work
		}
	}
	return st.Mood == statement.Instruction && ((st.Negated || excludes(st)) && !aside && !nounBeforeSubject(st) || listenerActs(st) || st.Time == statement.TimeStanding || firstWord(text) == "remember")
}

// listenerActs: the sentence opens on a condition with no subject of its
// own ("when writing Swift, prefer guard let", "before merging, rebase"):
// who writes or merges is who is told, the assistant, as in "when you write
// Swift". A condition after the command ("run gofmt before committing") only
// says when the rule applies.
func listenerActs(st statement.Statement) bool {
	if st.Main < 1 {
		return false
	}
	c := st.Clauses[0]
	if !c.Sub || c.Start >= len(c.Tokens) || !(c.Link == "when" || c.Link == "whenever" || c.Link == "before" || c.Link == "after" || c.Link == "while") {
		return false
	}
	w := c.Tokens[c.Start]
	return len(w) > 4 && strings.HasSuffix(w, "ing")
}

// states: a sentence states something about the project, which what follows
// it in the turn may spell out.
func states(s string, st statement.Statement) bool {
	ws := statement.Words(s)
	return st.Mood == statement.Declarative && len(ws) > 0 && !addressee[ws[0].Lower] && rejection(s, st) == ""
}

// addressed: a request's words name the assistant or the user and point at
// nothing in front of them ("without asking me first"; not "don't push this
// until you ask me").
func addressed(ws []statement.Word) bool {
	named := false
	for _, w := range ws {
		switch {
		case pointers[w.Lower]:
			return false
		case participants[w.Lower]:
			named = true
		}
	}
	return named
}

var pointers = statement.WordSet("this that these those it here")

// participants name the assistant or the user, or what passes between them
// (its answers and replies: "keep answers short").
var participants = statement.WordSet("you you're me my ask tell answers replies responses explanations")

// refusing: the sentence opens by refusing ("no, ...", "wrong again, ..."),
// and what it asks for or states is not put off ("no, wait, let me think").
func refusing(text string, st statement.Statement) bool {
	ws := statement.Words(text)
	return st.Opener == statement.Correction && len(ws) > 0 && refusals[ws[0].Lower] &&
		st.Aspect != statement.Planned && st.Time != statement.TimeOnce && st.Time != statement.TimeFuture
}

var refusals = statement.WordSet("no nope nah wrong incorrect ugh argh ffs sigh seriously")

const ruleNotAClaim = "not-a-claim"

// ruleRequest rejects a command about one thing now.
const ruleRequest = "request"

// ruleChitChat rejects what holds no claim at all: a greeting, a thanks, a
// fragment too short to say anything.
const ruleChitChat = "chit-chat"

// claimKind judges an assistant claim the user agreed with: the assistant's
// hedge is answered by the agreement, so only the rest of the structure
// counts; what the assistant says of its own work ("I'll format it as ...",
// "let me check") is never the user's memory.
func claimKind(text string, st statement.Statement) (decay.Kind, string) {
	if loc := evidence.FindStringIndex(text); loc != nil && loc[1] < len(text) {
		// "From the git log it looks like you reverted X": what the
		// evidence shows is the claim the user vouched for
		text = text[loc[1]:]
		st = statement.Parse(text)
	}
	if loc := believes.FindStringIndex(text); loc != nil && loc[1] < len(text) {
		// "I'll assume the API is versioned via the URL path": what the
		// assistant believes is the claim, its belief no plan of its own
		text = text[loc[1]:]
		st = statement.Parse(text)
	}
	if st.Main >= 0 {
		m := st.Clauses[st.Main]
		w := m.Tokens[m.Start:]
		if len(w) > 0 && (w[0] == "let's" || w[0] == "let" || w[0] == "i" && !proposes(w[1:])) {
			return "", "assistant-own"
		}
	}
	if st.Modality == statement.Hedged {
		st.Modality = statement.Certain
	}
	if rule := rejection(text, st); rule != "" {
		return "", rule
	}
	return kindOf(st), ""
}

// rejection names the rule that keeps a statement out of memory: it asks,
// it is unsure or someone else's, it is about a moment or a plan, it asks
// for one action, or it makes no claim.
func rejection(text string, st statement.Statement) string {
	switch {
	case st.Mood == statement.Question:
		return "question"
	case ironic(text):
		return ruleIronic
	case st.Main < 0 || pleasantOnly(text) || tooShort(text, st):
		return ruleChitChat
	case st.Reaction:
		return "reaction"
	case st.Modality == statement.Reported && !relaysDecision(text):
		return "someone-else"
	case elsewhere(st.Words):
		return ruleElsewhere
	case st.Modality == statement.Conditional:
		return "hypothetical"
	case st.Modality == statement.Hedged:
		return "hedge"
	case (st.Aspect == statement.Planned || st.Time == statement.TimeFuture) && !decidedAhead(st) && !standingChange(st) && !recurringDay(st):
		return "plan"
	case declinedForOwnStep(st):
		return "plan"
	case st.Time == statement.TimeOnce && !ruledUntilChanged(st), st.Time != statement.TimeStanding && forOneOccasion(st.Words):
		return "temporary"
	case (st.Aspect == statement.Ongoing && !restrictedState(st) && !recurringDay(st) || st.Time == statement.TimeMoment && st.Aspect != statement.Decided) && !ruledForGood(text) && !settledAside(text) && !datedShift(st):
		// a past too: "not needed right now", "we fixed twelve of them so
		// far" tell how things stand this minute
		return "temporary-state"
	case passingReport(text, st), waitsNow(st), pausesNow(text), busyNow(st), sameAgain(st), minutesAgo(st), partlyDone(st), inOwnSandbox(st), pointedPast(st):
		return "temporary-state"
	case faultNow(st):
		return ruleFaultNow
	case hurried(st.Words):
		return "temporary"
	case scheduledFor(st), willBy(st), expectedBy(st):
		return "plan"
	case floats(st):
		return ruleFloated
	case st.Mood == statement.Request && !valuesByScope(st), datedCommand(text, st), onceMore(text, st):
		return ruleRequest
	case st.Aspect == statement.NoVerb && st.Mood == statement.Declarative && !scopedValue(st) && !valuesByScope(st) && !schedules(st) && st.Time != statement.TimeStanding:
		// a standing time word marks a rule whose verb the parse does not
		// read ("wir deployen nur noch über GitLab CI", "from now on, tabs")
		return ruleNotAClaim
	}
	return ""
}

// datedCommand: a command placed at a time gone by ("check row counts vs
// yesterday", "pull the logs from last night") asks for one piece of work
// on what happened then, whatever bare plural makes it read as a rule; a
// word for every time keeps it one ("since the outage last week, always
// run the smoke tests"). Only the command's own clause dates it: a past
// given as its grounds ("don't mock the database, we got burned last
// quarter") leaves the rule standing.
func datedCommand(text string, st statement.Statement) bool {
	if st.Mood != statement.Instruction || st.Clauses[st.Main].Time != statement.TimePast {
		return false
	}
	for _, w := range statement.Words(text) {
		if forGood[w.Lower] {
			return false
		}
	}
	return true
}

// ruledForGood: a state spelled out after a dash or a colon by a rule
// for good ("v1 is frozen — no new fields on v1, ever", "the old bucket
// is read-only now: never write to it") is a policy, not how things stand
// this minute. "never mind" rules nothing.
func ruledForGood(text string) bool {
	loc := claimDash.FindStringIndex(text)
	if loc == nil {
		_, after, ok := strings.Cut(text, ": ")
		if !ok {
			return false
		}
		loc = []int{len(text) - len(after), len(text) - len(after)}
	}
	for _, w := range statement.Words(text[loc[1]:]) {
		if forGood[w.Lower] && !(w.Lower == "never" && strings.Contains(strings.ToLower(text[loc[1]:]), "never mind")) {
			return true
		}
	}
	return false
}

// scopedValue: a fragment that gives a value and says where it holds
// ("Python 3.12 everywhere", "node 20 everywhere, CI too"): a rule with its
// verb left out.
func scopedValue(st statement.Statement) bool {
	value, scoped := false, false
	for _, w := range st.Words {
		value = value || w.Value
		scoped = scoped || scopes[w.Lower]
	}
	return value && scoped
}

var scopes = statement.WordSet("everywhere")

// schedules: a fragment that says how often something runs, its verb left
// out ("nightly on the 1k subset, full suite only weekly on sundays",
// "backups hourly, snapshots daily"): a schedule set, which stands. The
// frequency word must be an adverb, closing the fragment or followed by a
// pause or a word that places it ("on sundays", "at 2am"): before a noun it
// names a thing ("the nightly build broken again", "weekly sync in 5").
func schedules(st statement.Statement) bool {
	ws := st.Words
	for i, w := range ws {
		if !frequencies[w.Lower] {
			continue
		}
		if w.Pause || i+1 == len(ws) || placesTime[ws[i+1].Lower] {
			return true
		}
	}
	return false
}

var (
	frequencies = statement.WordSet("nightly daily weekly hourly monthly quarterly biweekly fortnightly")
	placesTime  = statement.WordSet("on at in from during after before")
)

// corrects reports whether a statement made right after the assistant acted
// takes issue with it: it is negative ("don't swallow exceptions", "secrets
// never go in config files"), points back at it ("revert that", "keep it
// sync"), speaks to the assistant or of this project ("you should have",
// "we use yarn here"), or is about what the assistant touched.
func corrects(st statement.Statement, text, prev string) bool {
	if st.Negated && !contrastOnly(st) {
		return true
	}
	for _, w := range statement.Words(text) {
		if pointsBack[w.Lower] {
			return true
		}
	}
	return about(text, prev)
}

// contrastOnly: a statement whose only negation is a contrast after its
// positive main clause ("the LB is an NLB now, not an ALB"): it says how
// things are and names what they are not, which corrects the assistant only
// when it points back or speaks of what the assistant touched (see about),
// not for the "not" alone.
func contrastOnly(st statement.Statement) bool {
	if st.Main < 0 || st.Mood != statement.Declarative || st.Clauses[st.Main].Negated {
		return false
	}
	for _, c := range st.Clauses {
		if c.Negated && (c.Sub || c.Start >= len(c.Tokens) || c.Tokens[c.Start] != "not") {
			return false
		}
	}
	return true
}

// practice: the speaker says what the team does, everywhere or always ("we
// use httpx everywhere", "we always squash"); "we're on Python 3.12
// everywhere" states where the team stands, a fact said on its own.
func practice(st statement.Statement) bool {
	if !st.FirstPerson || st.Mood != statement.Declarative || st.Aspect != statement.General || !st.Generic {
		return false
	}
	m := st.Clauses[st.Main]
	return !copula(m.Tokens[m.Start+1 : min(m.Start+2, len(m.Tokens))])
}

// redirects: a refusal that sends one thing the assistant made somewhere
// else ("nope, put it on the hotfix branch", "no, move that into utils")
// handles that thing once; it says nothing of how to work unless a word
// makes it a rule ("no, read it from the env, never hardcode keys").
func redirects(st statement.Statement) bool {
	m := st.Clauses[st.Main]
	w := m.Tokens[m.Start:]
	if !m.Imperative || len(w) < 2 || !pointers[w[1]] && w[1] != "them" || st.Time == statement.TimeStanding {
		return false
	}
	for _, c := range st.Clauses {
		for _, t := range c.Tokens {
			if forGood[t] {
				return false
			}
		}
	}
	return true
}

// forGood: words that make what is asked a rule rather than one action.
var forGood = statement.WordSet("always never ever every everywhere whenever")

// pointsBack: words that tie a statement to what was just done or to the
// project it was done in.
var pointsBack = statement.WordSet("that it this those here you instead rather")

// about reports whether a statement speaks of what the assistant just said
// or did: they share a content word ("constants go at the top" after "I put
// the constants at the bottom"). A rule about something else, said after an
// unrelated reply, is the user's own statement, not a correction.
func about(text, prev string) bool {
	said := map[string]bool{}
	for _, w := range statement.Words(prev) {
		said[stem(w.Lower)] = true
	}
	for _, w := range statement.Words(text) {
		if k := stem(w.Lower); said[k] && !store.IsFunctionWord(w.Lower) && !commonVerbs[k] {
			return true
		}
	}
	return false
}

// stem folds a plural or a third person onto its base ("tests", "test").
func stem(w string) string {
	if len(w) > 4 && strings.HasSuffix(w, "ies") {
		return strings.TrimSuffix(w, "ies") + "y" // queries, query
	}
	if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		return strings.TrimSuffix(w, "s")
	}
	return w
}

// commonVerbs say too little to tie a statement to what the assistant did.
var commonVerbs = statement.WordSet("use used using run ran running add added make made do did done get got set go went put need want like i'll i've we'll always never new now here just also")

// complaint: the user tells the assistant what it keeps getting wrong ("you
// keep breaking the public API", "you forgot the changelog again", "you're
// using f-strings in logger calls again"). Right after the assistant's turn,
// any "you" with a negation is one too ("you didn't update the docs").
func complaint(text string, st statement.Statement, replying bool) bool {
	ws := statement.Words(text)
	// frontedAgain: "again you used moment.js", "once again you forgot
	// the header": the repeat said before the addressee, as Spanish and
	// Italian put it ("otra vez usaste"), complains as "you used it again"
	frontedAgain := false
	for len(ws) > 0 && (refusals[ws[0].Lower] || ws[0].Lower == "again" || ws[0].Lower == "once" && at(ws, 1) == "again") {
		frontedAgain = frontedAgain || ws[0].Lower == "again"
		ws = ws[1:] // "ugh, you broke the build again"
	}
	ws, everyTime := pastCondition(ws)
	if n := nthTime(ws); n > 0 {
		ws, frontedAgain = ws[n:], true // "that's the third time you've hardcoded the URL"
	}
	if len(ws) < 3 || !addressee[ws[0].Lower] {
		return false
	}
	// "you forgot the license header on utils.ts": one slip in one file;
	// "you forgot pod install, run it now": one slip, put right this
	// minute; unless it keeps happening
	once := (statement.NamesFile(text) || st.Time == statement.TimeMoment || st.Time == statement.TimeOnce) && !frontedAgain && !everyTime
	for _, w := range ws[1:] {
		once = once && !repeated[w.Lower]
	}
	for _, w := range ws[1:] {
		if (complaints[w.Lower] || frontedAgain) && (replying || w.Lower != "always") && !once { // "you should always X" states a rule
			return true
		}
	}
	return replying && st.Negated
}

// againWith: "again with the print statements", "with the emojis
// again?!": a fragment that names a kind of thing, a plural, and says it
// is back complains of what the assistant keeps adding, with no verb or
// "you" to say so. One thing named ("again with the flaky test") or a
// clause after it ("..., it failed twice") reports a state instead.
func againWith(ws []statement.Word) bool {
	n := len(ws)
	var thing []statement.Word
	switch {
	case n >= 3 && ws[0].Lower == "again" && ws[1].Lower == "with":
		thing = ws[2:]
	case n >= 3 && ws[0].Lower == "with" && ws[n-1].Lower == "again":
		thing = ws[1 : n-1]
	default:
		return false
	}
	if len(thing) > 6 {
		return false
	}
	for _, w := range thing[:len(thing)-1] {
		if w.Pause {
			return false
		}
	}
	last := strings.TrimRight(thing[len(thing)-1].Lower, "?!.")
	return len(last) > 3 && strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss")
}

// pastCondition skips a condition fronted before the addressee of a
// complaint ("every time you generate a form you forget the labels",
// "whenever you touch the schema, you skip the migration"): what follows
// the condition's own "you" says what the assistant does then. everyTime:
// the condition recurs, so the slip is no one-off.
func pastCondition(ws []statement.Word) (rest []statement.Word, everyTime bool) {
	recurs := at(ws, 0) == "whenever" || at(ws, 0) == "anytime" || (at(ws, 0) == "every" || at(ws, 0) == "each" || at(ws, 0) == "any") && at(ws, 1) == "time"
	if !recurs && at(ws, 0) != "when" {
		return ws, false
	}
	seen := false
	for i, w := range ws {
		if addressee[w.Lower] && seen {
			return ws[i:], recurs
		}
		seen = seen || addressee[w.Lower]
	}
	return ws, false
}

// nthTime is the length of a tally fronted before the addressee ("that's
// the third time", "this is the 4th time", "for the second time"), or 0:
// the repeat said first complains as a fronted "again" does.
func nthTime(ws []statement.Word) int {
	i := 0
	switch {
	case at(ws, 0) == "that's" || at(ws, 0) == "it's":
		i = 1
	case (at(ws, 0) == "that" || at(ws, 0) == "this" || at(ws, 0) == "it") && at(ws, 1) == "is":
		i = 2
	case at(ws, 0) == "for":
		i = 1
	}
	if at(ws, i) != "the" || !ordinal(at(ws, i+1)) || at(ws, i+2) != "time" {
		return 0
	}
	return i + 3
}

// ordinal: "second", "third", ..., "4th", "nth", "umpteenth".
func ordinal(w string) bool {
	return ordinals[w] || tallies[w] || len(w) > 2 && (strings.HasSuffix(w, "th") || strings.HasSuffix(w, "rd") || strings.HasSuffix(w, "nd")) && w[0] >= '0' && w[0] <= '9'
}

// tallies: ordinals beyond those of a sarcastic "another" (ordinals).
var tallies = statement.WordSet("sixth seventh nth umpteenth hundredth millionth")

// at is ws[i]'s lowercase word, or "" outside ws.
func at(ws []statement.Word, i int) string {
	if i < 0 || i >= len(ws) {
		return ""
	}
	return ws[i].Lower
}

var repeated = statement.WordSet("again keep always every never")

var addressee = statement.WordSet("you you're youre you've")

// keeps: some clause says the assistant keeps doing something ("the venv
// isn't activated and you keep hitting import errors", "is there a reason
// you keep using var?", "why are you still using moment?", "why do you
// always add a summary?"): a complaint about how it works, stated or asked.
func keeps(st statement.Statement) bool {
	for _, c := range st.Clauses {
		why := len(c.Tokens) > 0 && c.Tokens[0] == "why"
		for i := 0; i+2 < len(c.Tokens); i++ {
			if c.Tokens[i] != "you" {
				continue
			}
			next, verb := c.Tokens[i+1], c.Tokens[i+2]
			if (next == "keep" || next == "always" || next == "still") && strings.HasSuffix(verb, "ing") || why && next == "always" {
				return true
			}
		}
	}
	return false
}

// asksForGood: a question that asks the assistant to work differently from
// now on ("can you stop adding docstrings?", "could you always run the
// linter first?", "can you use tabs from now on?"): a request put politely,
// for good, not a question to answer.
func asksForGood(st statement.Statement) bool {
	m := st.Clauses[st.Main]
	t := m.Tokens[m.Start:]
	if len(t) < 3 || !politeAsk[t[0]] || t[1] != "you" {
		return false
	}
	rest := t[2:]
	if rest[0] == "please" {
		rest = rest[1:]
	}
	ruled := len(rest) > 0 && (rest[0] == "always" || rest[0] == "never" || rest[0] == "remember") ||
		len(rest) > 1 && (rest[0] == "stop" || rest[0] == "quit") && strings.HasSuffix(rest[1], "ing")
	// "can you not add emojis to every message?"; not "can you not run the
	// tests right now?"
	forbids := len(rest) > 1 && rest[0] == "not" && st.Time != statement.TimeMoment && st.Time != statement.TimeOnce && st.Time != statement.TimeFuture
	return ruled || forbids || st.Time == statement.TimeStanding
}

var politeAsk = statement.WordSet("can could would will")

// ceases: the user tells the assistant to stop what it has been doing ("stop
// adding comments", "quit using :latest tags"): a standing "never", not one
// action to take now.
func ceases(st statement.Statement) bool {
	if st.Main < 0 {
		return false
	}
	for i, c := range st.Clauses {
		w := c.Tokens[c.Start:]
		// the main clause, or a command beside it ("wrap errors with %w,
		// stop returning bare err")
		if (i == st.Main || !c.Sub && c.Imperative) && len(w) > 1 && (w[0] == "stop" || w[0] == "quit") && strings.HasSuffix(w[1], "ing") && len(w[1]) > 4 {
			return true
		}
	}
	return false
}

var complaints = statement.WordSet("keep forgot forget broke again wrong missed ignored always")

// opening reads the first sentence of a turn that goes on: did it only agree
// or thank ("Thanks.", "Okay."), or only object ("No.", "Wrong file.", "Too
// verbose.")? What the turn says next adds to the assistant's work, or
// corrects it.
func opening(s string, st statement.Statement) (agreed, objected bool) {
	ws := statement.Words(s)
	// "no `any`.": a bare prohibition objects as "wrong file." does ("no
	// problem." agrees)
	forbids := len(ws) > 1 && len(ws) <= 3 && ws[0].Lower == "no" && !pleasantries[ws[1].Lower]
	agreed = (st.Opener == statement.Ack && st.Main < 0 || pleasantOnly(s)) && !forbids
	courtesy := len(ws) > 1 && ws[0].Lower == "no" && pleasantries[ws[1].Lower] // "no problem", "no worries"
	objected = (st.Opener == statement.Correction && st.Main < 0 ||
		len(ws) > 0 && len(ws) <= 3 && st.Aspect == statement.NoVerb && objecting[ws[0].Lower] || forbids || challenges(s)) && !courtesy
	// "no!!" objects: "no" is a pleasantry only in "no problem"
	return agreed && !objected, objected
}

var objecting = statement.WordSet("wrong too not no nope incorrect")

// subjectOpens: words that open a subject of the sentence's own ("the suite
// runs on three shards" after "sigh, flaky again." states a fact; "lowercase
// keywords, trailing commas" after "ugh, uppercase SELECT again." says what
// to do instead).
var subjectOpens = statement.WordSet("the a an our we i it they there this that these those")

// complains: a turn that opens in exasperation at something done again
// ("ugh, uppercase SELECT again.", "no, tabs again."), a sentence with no
// claim of its own, objects to the assistant's work with its turn out of
// view: what the turn says next corrects it.
func complains(s string, st statement.Statement, rest []string) bool {
	if sarcastic(s, rest) {
		return true
	}
	again := false
	for _, w := range st.Words {
		again = again || w.Lower == "again"
	}
	return again && refusals[st.Words[0].Lower] && rejection(s, st) != "" && !wondersAgain(st)
}

// wondersAgain: the exasperated opener asks whether something in the world
// went wrong again ("ugh, is the cert expired again??", "sigh, is staging
// down again?"): the user vents at the system, not at the assistant, and
// what follows reports the symptom. A question that names the assistant
// ("ugh, why did you add tabs again?"), or a bare thing asked about with no
// verb ("ugh, tabs again??"), still objects to its work.
func wondersAgain(st statement.Statement) bool {
	if st.Mood != statement.Question || st.Aspect == statement.NoVerb {
		return false
	}
	for _, w := range st.Words {
		if addressee[w.Lower] || w.Lower == "your" {
			return false
		}
	}
	return true
}

// asked reports whether the assistant's turn ends by asking for
// information ("which queue does the mailer use?", "REST or gRPC?"), so what
// the user says next answers it. A turn that ends by offering to act ("want
// me to run the suite?", "should I add a mock?", "Approve?") asks for a
// go-ahead: a rule stated then corrects the offer. A question followed by
// what the assistant sees or misses ("How does Airflow authenticate? I
// don't see a password in the config.") still ends by asking: that
// sentence is the question's grounds.
func asked(prev string) bool {
	ss := sentences(strings.TrimSpace(prev))
	if len(ss) > 1 && questionGrounds.MatchString(ss[len(ss)-1]) {
		ss = ss[:len(ss)-1]
	}
	if len(ss) == 0 || !strings.HasSuffix(ss[len(ss)-1], "?") {
		return false
	}
	q := ss[len(ss)-1]
	if strings.Contains(q, " or ") {
		return true // "should I use REST or gRPC?", "merge or rebase?" ask to choose
	}
	return !offer.MatchString(q) && !goAhead(q)
}

// goAhead: a question that is a command with its subject and its "shall I"
// left out ("Approve?", "Merge it?", "Run the migration on staging too?")
// offers to act, as "should I approve?" does.
func goAhead(q string) bool {
	st := statement.Parse(strings.TrimRight(q, "?"))
	return st.Main >= 0 && st.Clauses[st.Main].Imperative && !st.Clauses[st.Main].Question
}

// questionGrounds opens a sentence that says what the assistant sees or
// cannot find.
var questionGrounds = lazyre.New(`(?i)^(i (don't|do not|can't|cannot|couldn't|could not|only) (see|find)|i see only|there's no|there is no)\b`)

// standing: a statement that holds beyond the moment, worth keeping even
// after "yes, ...": a rule, a decision or a preference.
func standing(st statement.Statement) bool {
	return st.Generic || st.Mood == statement.Instruction || st.Aspect == statement.Decided || st.Preference
}

// kindOf picks the kind of a statement the gate keeps.
func kindOf(st statement.Statement) decay.Kind {
	switch {
	case st.Aspect == statement.Decided || st.Time == statement.TimeStanding && st.Mood == statement.Declarative:
		return decay.KindDecision
	case st.Aspect == statement.Past:
		return decay.KindEvent
	case st.Preference:
		return decay.KindPreference
	case st.Mood == statement.Instruction || st.Generic || st.FirstPerson && st.Aspect == statement.General:
		return decay.KindConvention
	}
	return decay.KindFact
}

// contentWords counts the words that carry content. Pleasantries before a
// pronoun that points at what is in front of the speaker carry none: "ok
// that makes sense" says no more than "that makes sense".
func contentWords(text string) int {
	ws := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		// a word of any script counts: "débogage", "Geldbeträge", "тест"
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '\'')
	})
	k := 0
	for k < len(ws) && pleasantries[ws[k]] {
		k++
	}
	if k == len(ws) || !pronouns[ws[k]] {
		k = 0
	}
	n := 0
	for _, w := range ws[k:] {
		if !store.IsFunctionWord(w) && !contractions[w] {
			n++
		}
	}
	return n
}

// tooShort: fewer content words than a claim needs, unless the speaker
// states how they work or what they chose in two ("we use pnpm", "I prefer
// tabs", "use tabs"): "it works on my machine" says no more than chit-chat.
func tooShort(text string, st statement.Statement) bool {
	n := contentWords(text)
	if n >= minContentWords {
		return false
	}
	words := statement.Words(text)
	object := len(words) > 0 && !strings.HasSuffix(words[len(words)-1].Lower, "ing") // not "keep going"
	own := st.FirstPerson && st.Aspect != statement.NoVerb || st.Mood == statement.Instruction && object
	m := st.Clauses[st.Main]
	// "prod is on AWS", "our PM is Dana": a named subject, a copula, a value
	named := st.Mood == statement.Declarative && m.Start < len(m.Tokens) && !pronouns[m.Tokens[m.Start]] && copula(m.Tokens[m.Start+1:])
	return n < 2 || !own && !named
}

func copula(t []string) bool {
	for _, w := range t {
		if w == "is" || w == "are" || w == "was" || w == "were" {
			return true
		}
	}
	return false
}

// pronouns as subjects point at what is in front of the speaker: "it works
// on my machine" names nothing a memory could hold.
var pronouns = statement.WordSet("it that this there these those he she they you everything something nothing here")

// pleasantOnly: every word is politeness or approval ("looks good, thanks",
// "ok let's continue"), however many there are.
func pleasantOnly(text string) bool {
	for _, w := range statement.Words(text) {
		if !pleasantries[w.Lower] && !store.IsFunctionWord(w.Lower) {
			return false
		}
	}
	return true
}

var pleasantries = statement.WordSet("thanks thank thx cheers ok okay cool nice great good fine perfect awesome lgtm " +
	"looks look sounds works worked yes yeah yep sure continue let's go ahead wow lol haha hi hello bye please no problem worries")

// contractions the gate's words keep whole (they keep the apostrophe) and
// that say no more than the function words they stand for.
var contractions = statement.WordSet("it's that's we're i'm you're they're we've i've i'll we'll don't doesn't didn't isn't aren't can't won't wasn't")

// Gate decides candidates in order against a store. It never writes: Apply
// carries decisions out.
type Gate struct {
	Store *store.Store
}

// Decide runs the gate's rules in order: private spans are already gone;
// redact; reject noise, questions, hypotheticals, plans and temporary states;
// block a tombstoned claim; supersede a memory it contradicts; reinforce a
// near-duplicate; else store.
func (g Gate) Decide(ctx context.Context, c Candidate) (Decision, error) {
	text, found := redact.Text(c.Text)
	d := Decision{Text: text, Redacted: len(found) > 0 || c.redacted, Speaker: c.Speaker, Line: c.LineUUID}
	if pastedData(c) {
		d.Decision, d.Rule = DecisionReject, ruleTooLong
		return d, nil
	}
	glossed := ""
	if text == c.Text {
		glossed = c.glossed // a gloss of the sentence holds while redaction changed nothing
	}
	kind, rule := classify(Candidate{Text: text, Speaker: c.Speaker, prev: c.prev, fix: c.fix, claim: c.claim, kind: c.kind, vouched: c.vouched, agreed: c.agreed, objected: c.objected, refuted: c.refuted, stated: c.stated, glossed: glossed})
	switch {
	case rule == "" && c.grounds && kind != decay.KindFeedback && !d.Redacted:
		rule = ruleGrounds
	case rule == "" && c.floated && kind != decay.KindFeedback:
		rule = ruleFloated
	case rule == "" && c.doubted:
		rule = ruleDoubted
	case rule == "" && c.pasted && !d.Redacted:
		rule = rulePasted // a pasted secret is still kept, redacted
	case handsOver(rule, d.Redacted):
		kind, rule = decay.KindFact, ""
	}
	if rule != "" {
		d.Decision, d.Rule = DecisionReject, rule
		return d, nil
	}
	d.Kind = kind
	t, err := g.Store.TombstoneFor(ctx, text)
	if err != nil {
		return d, err
	}
	if t != nil {
		d.Decision, d.Rule, d.Target = DecisionBlock, ruleTombstone, t.ID
		return d, nil
	}
	similar, err := g.Store.Similar(ctx, text, 5)
	if err != nil {
		return d, err
	}
	topic := c.project()
	claim := statement.ClaimOf(text).InProject(topic)
	for _, h := range similar {
		// Supersession needs a conflict of claims (statement.Conflict): the
		// same subject with another value. Sharing words and differing in a
		// number is not enough: "the retry limit is 12" says nothing of
		// "the retry limit for Stripe webhooks", least of all in another
		// project, which only a statement naming it may correct.
		conflict := statement.InScope(text, topic, h.Memory.Topic) && statement.Conflict(claim, store.ClaimOf(h.Memory))
		switch {
		case conflict && (kind == decay.KindEvent || c.vouched == decay.KindEvent || h.Memory.Kind == decay.KindEvent):
			// Two events are two things that happened ("deployed v2", then
			// "deployed v3"), never a correction of each other: both are kept.
			continue
		case conflict && statedBefore(c.Timestamp, h.Memory.StatedAt):
			// An older transcript captured after a newer one: the statement is
			// history under the newer fact, never the current one.
			d.Decision, d.Rule, d.Target = DecisionHistory, "older-than-existing", h.Memory.ID
			return d, nil
		case conflict:
			d.Decision, d.Rule, d.Target = DecisionSupersede, "contradicts-existing", h.Memory.ID
			return d, nil
		case h.Lexical >= duplicateSimilarity && !restatementDiffers(kind, text, h.Memory.Text):
			// A repeated correction too: one memory, each repetition an
			// occurrence of it (store.Restate), which review-feedback counts.
			d.Decision, d.Rule, d.Target = DecisionReinforce, "near-duplicate", h.Memory.ID
			return d, nil
		}
	}
	d.Decision, d.Rule = DecisionStore, "durable-"+string(kind)
	return d, nil
}

// project is the topic of the project the candidate was said in: the one its
// writer names (an MCP note's or a jot's topic), else the one its working
// directory resolves to.
// Of reports whether c is what turns[target] said, for a scorer of that
// turn: one of its sentences (a candidate's line is the turn's, then "#2",
// "#3" for its later sentences), or a fix of the assistant turn before it
// that it confirmed, which it vouches for.
func (c Candidate) Of(turns []Turn, target int) bool {
	line, _, _ := strings.Cut(c.LineUUID, "#")
	return line == turns[target].UUID || c.fix && target > 0 && line == turns[target-1].UUID
}

func (c Candidate) project() string {
	switch {
	case c.topic != "":
		return c.topic
	case c.Cwd == "":
		return ""
	}
	return project.Resolve(c.Cwd).Topic
}

// restatementDiffers reports whether a near-duplicate still says something
// else: another value, or a negation the other lacks. Corrections differ in
// phrasing ("..., not npm" against "... instead of npm"), so for them only a
// value counts.
func restatementDiffers(kind decay.Kind, text, existing string) bool {
	if kind == decay.KindFeedback {
		return store.ValuesDiffer(text, existing)
	}
	return store.ValuesOrNegationDiffer(text, existing)
}

// statedBefore reports whether a candidate said at ts (a transcript line's
// timestamp) was said before existing. A candidate with no timestamp (an MCP
// note) is being said now, so it is never the older one.
func statedBefore(ts string, existing time.Time) bool {
	t, ok := store.ParseStatedAt(ts)
	return ok && t.Before(existing)
}
