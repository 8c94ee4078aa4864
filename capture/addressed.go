package capture

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/statement"
	"github.com/hippo-mem/hippo/store"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// toListener: a statement, not a question, that is plainly said to the
// assistant about how it should work from here on:
//   - it recalls that the user has said so before ("I told you yesterday,
//     don't touch gen/", "I keep telling you: we use thiserror here"): a rule
//     repeated to the one who keeps missing it;
//   - it asks politely for a rule that stands and that names the listener,
//     its work or a prohibition ("please ask before adding a dependency, in
//     general", "keep your PRs small please", "no emojis please, never"):
//     "please" asks the listener, and the standing word makes it more than
//     one request; "please always include a test plan" names neither and
//     states the project's convention;
//   - it names the listener or its work under "from now on" ("from now on
//     when you write Python, type hints everywhere", "your commit messages
//     are all over the place, write them in Conventional Commits from now
//     on").
func toListener(text string, st statement.Statement) bool {
	if st.Mood == statement.Question || strings.HasSuffix(strings.TrimSpace(text), "?") {
		return false
	}
	ws := lowerWords(text)
	if remindsListener(ws) {
		return true
	}
	if st.Aspect == statement.Past {
		return false
	}
	if slices.Contains(ws, "please") && (st.Mood == statement.Instruction || anyOf(ws, standingWords)) && (anyOf(ws, participants) || anyOf(ws, yours)) {
		return true
	}
	return henceforth.MatchString(text) && (anyOf(ws, addressee) || slices.Contains(ws, "your"))
}

// makesStanding: the user answers the assistant's offer to act ("want me to
// run the tests too?") with a command that stands ("yes, always do that",
// "yeah, every time from now on"): not one go-ahead but a way of working.
// The command points back at the offered act ("do that", "do it", "do
// so"): its rule is the assistant's workflow. One with content of its own
// ("yes, always add tests for new code") states the project's convention,
// and after a claim or a plain question "yes, always ..." adds a rule to
// what the assistant said, which is the project's too.
func makesStanding(prev, text string, st statement.Statement) bool {
	ss := sentences(strings.TrimSpace(prev))
	if len(ss) == 0 || !strings.HasSuffix(ss[len(ss)-1], "?") || !offer.MatchString(ss[len(ss)-1]) {
		return false
	}
	ws := lowerWords(text)
	if len(ws) == 0 || !agreeing[ws[0]] {
		return false
	}
	if (anyOf(ws, standingWords) || henceforth.MatchString(text)) && st.Aspect == statement.NoVerb && st.Mood == statement.Declarative {
		return true // "yes, every time": the offered act, for good
	}
	return (st.Mood == statement.Instruction || st.Mood == statement.Request) && (anyOf(ws, standingWords) || henceforth.MatchString(text)) && anyOf(ws, backPointers)
}

var backPointers = statement.WordSet("that it this so")

// henceforth: a phrase that starts a rule now, for good.
var henceforth = lazyre.New(`(?i)\b(from now on|going forward|moving forward|from here on|in future|in the future)\b`)

// standingWords make an instruction hold beyond the one case in view.
var standingWords = statement.WordSet("always never general generally whenever every anymore")

// remindsListener: "I told you", "I keep telling you", "I've already asked
// you": the speaker says it has told the listener before.
func remindsListener(ws []string) bool {
	for i, w := range ws {
		if w != "i" && w != "i've" {
			continue
		}
		j := i + 1
		for j < len(ws) && remindFillers[ws[j]] {
			j++
		}
		if j+1 < len(ws) && tellVerbs[ws[j]] && ws[j+1] == "you" || saidBefore(ws, i, j) {
			return true
		}
	}
	return false
}

// saidBefore: after "I" at ws[i] and its fillers, up to ws[j], the speaker
// says it has said this before ("I said this last week", "like I keep
// saying", "I've already mentioned it", "I shouldn't have to repeat
// this"): a rule restated to a listener who did not keep it. Said once,
// somewhere or of something else ("I mentioned it in standup", "I said
// this would break", "I have to repeat the benchmark"), it reminds nobody.
func saidBefore(ws []string, i, j int) bool {
	if j >= len(ws) {
		return false
	}
	w, next := ws[j], tokenAt(ws, j+1)
	switch {
	case (w == "saying" || w == "repeating") && ws[j-1] == "keep":
		return true // "like I keep saying"
	case sayVerbs[w] && backPointers[next]:
		return slices.Contains(ws[i+1:j], "already") || slices.ContainsFunc(ws[j+2:min(j+5, len(ws))], func(b string) bool { return saidBack[b] })
	}
	for k := i + 1; k+1 < len(ws) && k <= i+5; k++ {
		if ws[k] == "repeat" && ws[k-1] == "to" && (backPointers[ws[k+1]] || ws[k+1] == "myself") {
			return true // "I shouldn't have to repeat this"
		}
	}
	return false
}

var (
	// sayVerbs tell what the speaker said, in the past.
	sayVerbs = statement.WordSet("said mentioned explained wrote written")
	// saidBack: words that put the saying before now, more than once.
	saidBack = statement.WordSet("before already earlier last yesterday twice again times")
)

var remindFillers = statement.WordSet("keep already have had just literally")

var tellVerbs = statement.WordSet("told tell telling asked reminded")

// yours: words that name the listener's work or forbid a way of working.
var yours = statement.WordSet("your yours never don't dont")

// lowerWords is the sentence's words, lowercased.
func lowerWords(text string) []string {
	return lowers(statement.Words(text))
}

// lowers is each word's lowercased form, in order.
func lowers(ws []statement.Word) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.Lower
	}
	return out
}

func anyOf(ws []string, set map[string]bool) bool {
	for _, x := range ws {
		if set[x] {
			return true
		}
	}
	return false
}

// confirmTag: a question that asks only whether what was just said is right
// ("Correct?", "Is that right?", "Right?", "Does that match?") or meant as
// it is ("Is that intentional?", "Is this on purpose?", "Was that by
// design?"): "yes" vouches for what was observed.
func confirmTag(q string) bool {
	ws := lowerWords(q)
	if !strings.HasSuffix(strings.TrimSpace(q), "?") || len(ws) == 0 || len(ws) > 4 {
		return false
	}
	for _, w := range ws {
		if !tagWords[w] {
			return false
		}
	}
	return true
}

var tagWords = statement.WordSet("correct right true accurate is was that am i does this match yes ok " +
	"intentional intended deliberate on purpose by design")

// ruleFloated rejects what a turn puts up for discussion by asking the
// assistant's opinion after it.
const ruleFloated = "floated"

// asksOpinion: a question that asks only what the listener thinks of what
// came before it ("thoughts?", "what do you think?", "any objections?",
// "sound good?"), with no content of its own ("thoughts on caching?" asks
// about something else).
func asksOpinion(q string) bool {
	ws := lowerWords(q)
	if !strings.HasSuffix(strings.TrimSpace(q), "?") || len(ws) == 0 || len(ws) > 4 {
		return false
	}
	asks := false
	for _, w := range ws {
		if !opinionWords[w] && !opinionFiller[w] {
			return false
		}
		asks = asks || opinionWords[w]
	}
	return asks
}

var (
	opinionWords  = statement.WordSet("thoughts opinions objections concerns wdyt think agree sound sounds")
	opinionFiller = statement.WordSet("any what do you does that this good ok okay reasonable")
)

// unsettled: a sentence that neither reports what happened nor a choice
// already made ("the team agreed yesterday: Go for new services. thoughts?"
// stays the team's decision).
func unsettled(st statement.Statement) bool {
	return st.Aspect != statement.Past && st.Aspect != statement.Decided && st.Mood != statement.Question
}

// ruleGrounds rejects what a turn says after asking for information: the
// grounds of the question, not a fact handed over.
const ruleGrounds = "grounds"

// inquires: a question that asks for information ("do we not use ORMs
// here?", "would Argo CD be overkill for us?", "is the queue SQS?"), so
// what the turn says after it gives the grounds for asking ("I only see raw
// sqlx calls", "we only have like 4 services"): what the speaker sees or
// why they wonder, put up with the question, not settled. Not a request
// put as a question ("can you add a retry? we use backoff everywhere"
// hands over a convention), nor a bare "why X?" that objects to what was
// done ("why RxJava?? we removed it"), whose sequel corrects.
func inquires(s string, st statement.Statement) bool {
	if st.Mood != statement.Question {
		return false
	}
	ws := lowerWords(s)
	return len(ws) >= 2 && !challenges(s) && !(politeAsk[ws[0]] && ws[1] == "you") && !bringsUp(ws)
}

// bringsUp: "you know X?", "did you know X?" with X no question of its own
// (no wh-word, "if" or "whether" after "know"): the speaker brings X up to
// say something of it ("you know the picking list always sorts by aisle
// first? that's on purpose, ..."), and what follows tells it, no grounds
// of a question. "do you know X?" asks whether the listener does, and "you
// know why X?", "you know if X?" ask.
func bringsUp(ws []string) bool {
	i := 0
	if ws[0] == "did" {
		i = 1
	}
	if len(ws) < i+3 || ws[i] != "you" || ws[i+1] != "know" {
		return false
	}
	return !askedAfterKnow[ws[i+2]]
}

// askedAfterKnow open what "know" asks about: "you know why ...?".
var askedAfterKnow = statement.WordSet("what why how where which who whom whose when if whether about of anything anyone any")

// turnsAside: a sentence that opens by turning to something else ("btw, the
// fixtures are generated", "fyi the product is called Lumen now", "also,
// ..."): it hands over what it says on its own, whatever came before.
func turnsAside(s string) bool {
	return asides[firstWord(s)]
}

var asides = statement.WordSet("btw fyi also anyway anyways note oh plus separately unrelated")

// rulePasted rejects a line the user pasted inside a fenced block.
const rulePasted = "pasted"

// ruleTooLong rejects a sentence of a transcript longer than
// maxStatementBytes: one that runs on that long with no full stop or line
// break is data pasted on one line (minified JSON, a log, a base64 blob),
// not a statement, and as a memory it would crowd every prompt it was
// recalled into. Before this rule, a 400 KB pasted line failed the whole
// capture at the store's size limit, and the session's other statements
// with it. A jot, an ingested file and an MCP note are deliberate writes:
// the store's own limit judges them.
const ruleTooLong = "too-long"

// maxStatementBytes is the longest sentence of a transcript the gate reads:
// the labelled statements are under 500 bytes; a run-on message of several
// clauses stays under 2 KiB.
const maxStatementBytes = 2 << 10

// pastedData: c is a transcript's sentence (the user's, or the assistant's
// the user confirmed; a kept memory's kind is given, see kept) over
// maxStatementBytes.
func pastedData(c Candidate) bool {
	return c.kind == "" && (c.Speaker == store.SpeakerUser || c.Speaker == store.SpeakerConfirmed) && len(c.Text) > maxStatementBytes
}

// fencedLines marks the sentences that open inside a fenced block (```) or
// open it. A fence alone on its line may have been joined to the sentence
// before it (see attachMarkers), so every fence a sentence holds opens or
// closes a block. A sentence that closes the block it opens and goes on in
// the user's words ("```DEBUG connecting redis://cache-01:6379/0``` ok so
// prod cache is cache-01") is said, of what was pasted (see pastedLead).
func fencedLines(ss []string) []bool {
	out := make([]bool, len(ss))
	in := false
	for i, s := range ss {
		_, says := pastedLead(s)
		out[i] = in || strings.HasPrefix(s, "```") && !says
		if strings.Count(s, "```")%2 == 1 {
			in = !in
		}
	}
	return out
}

// confirmsReport: a sentence that names what someone said and then, after a
// colon, vouches for it ("just to confirm what the assistant said earlier:
// yes, the cron jobs run in Berlin time", "re what Sam told you: correct,
// the queue is SQS"): the report is only the label, the claim after the
// agreement is the speaker's own. It returns that claim, or t unchanged.
// The label names the thing said ("what Sam told you"); one that is a
// clause of its own ("Sam said: yes, ...") quotes the reporter's words.
func confirmsReport(t string) string {
	i := strings.Index(t, ": ")
	if i < 0 {
		return t
	}
	rest := strings.TrimSpace(t[i+2:])
	if !agreeing[firstWord(rest)] || !slices.Contains(lowerWords(t[:i]), "what") || statement.Parse(t[:i]).Modality != statement.Reported {
		return t
	}
	return rest
}
