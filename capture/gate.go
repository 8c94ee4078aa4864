package capture

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/project"
	"github.com/hippo-mem/hippo/redact"
	"github.com/hippo-mem/hippo/statement"
	"github.com/hippo-mem/hippo/store"
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
	// kind is set by the LLM extractor, which has already judged durability;
	// the gate still redacts, blocks, supersedes and reinforces.
	kind decay.Kind
	// vouched is a kind the writer asserts (an MCP jot's kind): it stands in
	// for a statement the gate finds no claim shape in, and never overrides
	// another rejection (a question, a hypothetical, a temporary state).
	vouched decay.Kind
	// redacted marks a sentence whose turn was redacted before it was split
	// (see Extract): its secrets are already markers.
	redacted bool
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
	private = regexp.MustCompile(`(?is)<private>.*?(</private>|$)`)
	// sentenceEnd splits on . ! ? followed by space, keeping file names and
	// versions (orders.created_at, v1.2) whole.
	sentenceEnd = regexp.MustCompile(`[.!?]+(\s+|$)|\n+`)

	questionStart = regexp.MustCompile(`(?i)^(do|does|did|is|are|was|were|can|could|should|would|will|shall|what|why|how|when|where|which|who|whom|whose)\b`)
	hedge         = regexp.MustCompile(`(?i)\b(maybe|might|perhaps|probably|possibly|hypothetically|suppose|supposing|if|i think|i guess|i wonder|not sure|somewhere|it depends|rarely|sometimes|could|can be|would)\b`)
	temporary     = regexp.MustCompile(`(?i)\b(for now|right now|now|today|tonight|tomorrow|yesterday|next week|next month|at the moment|currently|temporarily|this time|for today|until|again|ago|yet|later|todo|in this test|still|here|then|is down|are down|is broken|are broken|broken|is failing|are failing|failing|is slow|restarting|pass now|passes now|i'm going to|i am going to|let me|let's try|lets try|let's look|let's see)\b`)
	thirdParty    = regexp.MustCompile(`(?i)\b(says|said|thinks|claims|my colleague|someone|they say|according to)\b`)
	noise         = regexp.MustCompile(`(?i)^(thanks|thank you|ok|okay|cool|nice|great|lol|haha|hi|hello|good morning|good night|looks good|lgtm|never mind|don't worry|interesting|sounds good|got it|hmm)\b`)
	request       = regexp.MustCompile(`(?i)^(please|can you|could you|would you|let's go get|go ahead)\b`)

	ack        = regexp.MustCompile(`(?i)^(yes|yeah|yep|sure|ok|okay|fine|great|good|right|that's fine|that is fine|that's nice|that's ok|sounds good|correct)\b[,.!]?\s*`)
	correction = regexp.MustCompile(`(?i)^(no|nope|wrong|incorrect|actually|not|don't|do not|never|stop|remove|avoid|that's wrong|that is wrong|that's not right|that's incorrect)\b`)
	durable    = regexp.MustCompile(`(?i)\b(always|never|every|all)\b|\buse\b.*\b(for|in|only)\b`)

	decisionRe   = regexp.MustCompile(`(?i)\b(let's go with|lets go with|we decided|decided to|decided that|we chose|we're going with|we are going with|going with|from now on|going forward|we'll use|we will use|we settled on)\b`)
	preferenceRe = regexp.MustCompile(`(?i)\b(i prefer|we prefer|prefer|i like to|i'd rather)\b`)
	conventionRe = regexp.MustCompile(`(?i)(^(always|never|don't|do not|use|avoid)\b|\bwe (always|never|use|don't use|do not use|don't|never)\b|\bour convention\b|\bconvention is\b)`)
	factRe       = regexp.MustCompile(`(?i)\b(is|are|isn't|aren't|doesn't|don't|lives?|runs?|run with|listens?|uses?|owns?|builds?|built with|written in|defined in|documented in|configured in|shipped to|stored in|needs?|requires?|required|go out|goes out|talks? to|reads? from|goes in|go in)\b`)
	identifier   = regexp.MustCompile(`\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|[\w-]+/[\w./-]+|\b[\w-]+\.(go|md|ya?ml|json|toml|py|ts|tsx|js|sql|env|sh)\b|` + "`[^`]+`")

	fixStatement = regexp.MustCompile(`(?i)\b(the (fix|problem|bug|issue|cause) (was|is)|fixed (it |this |that )?by|the solution (was|is)|it was caused by)\b`)
	confirmation = regexp.MustCompile(`(?i)\b((that|this|it) (worked|works|fixed it|fixed the|did it|did the trick|solved it)|that fixed|fixed it|works now)\b`)
	negativeNews = regexp.MustCompile(`(?i)\b(didn't|did not|doesn't|does not|not|still|no longer)\b`)
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
		if prev != "" && confirmation.MatchString(text) && !negativeNews.MatchString(text) {
			for j, s := range sentences(prev) {
				if fixStatement.MatchString(s) {
					out = append(out, Candidate{Text: s, Speaker: store.SpeakerConfirmed, LineUUID: lineID(turns[i-1].UUID, j),
						Timestamp: t.Timestamp, SessionID: t.SessionID, Cwd: t.Cwd, fix: true, redacted: redact.HasMarker(s)})
				}
			}
		}
		for j, s := range sentences(text) {
			out = append(out, Candidate{Text: s, Speaker: store.SpeakerUser, LineUUID: lineID(t.UUID, j),
				Timestamp: t.Timestamp, SessionID: t.SessionID, Cwd: t.Cwd, prev: prev, redacted: redacted && redact.HasMarker(s)})
		}
	}
	return out
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

// classify applies the gate's reject rules and picks a kind. It returns the
// rule that rejected the candidate, or the kind.
func classify(c Candidate) (kind decay.Kind, rejectRule string) {
	if c.fix {
		return decay.KindFix, ""
	}
	if c.kind != "" {
		return c.kind, ""
	}
	t := strings.TrimSpace(c.Text)
	switch {
	case strings.Contains(t, "?") || questionStart.MatchString(t):
		return "", "question"
	case noise.MatchString(t) || contentWords(t) < minContentWords:
		return "", "chit-chat"
	case request.MatchString(t):
		return "", "request"
	case thirdParty.MatchString(t):
		return "", "someone-else"
	case hedge.MatchString(t):
		return "", "hypothetical"
	case temporary.MatchString(strings.ReplaceAll(strings.ToLower(t), "from now on", "")):
		return "", "temporary"
	}
	if c.prev != "" {
		if m := ack.FindString(t); m != "" {
			rest := strings.TrimSpace(t[len(m):])
			if !durable.MatchString(rest) {
				return "", "acknowledgement"
			}
			t = rest
		} else if correction.MatchString(t) {
			return decay.KindFeedback, ""
		}
	}
	switch {
	case decisionRe.MatchString(t):
		return decay.KindDecision, ""
	case preferenceRe.MatchString(t):
		return decay.KindPreference, ""
	case conventionRe.MatchString(t):
		return decay.KindConvention, ""
	case factRe.MatchString(t) || identifier.MatchString(t):
		return decay.KindFact, ""
	case c.vouched != "":
		return c.vouched, ""
	}
	return "", "not-a-claim"
}

func contentWords(text string) int {
	n := 0
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '\'')
	}) {
		if !store.IsFunctionWord(w) && !contractions[w] {
			n++
		}
	}
	return n
}

// contractions the gate's words keep whole (they keep the apostrophe) and
// that say no more than the function words they stand for.
var contractions = map[string]bool{"it's": true, "that's": true}

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
	kind, rule := classify(Candidate{Text: text, prev: c.prev, fix: c.fix, kind: c.kind, vouched: c.vouched})
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
	claim, topic := statement.ClaimOf(text), candidateTopic(c.Cwd)
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

// candidateTopic is the project a candidate was said in, from its working
// directory; none for a note with no directory.
func candidateTopic(cwd string) string {
	if cwd == "" {
		return ""
	}
	return project.Resolve(cwd).Topic
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
