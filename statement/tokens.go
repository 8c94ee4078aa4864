package statement

import "strings"

// token is a word as the parse reads it: lowercased, a contraction spelled
// out, and whether punctuation follows it. Beside the folded form it keeps
// the word as written (text) and whether that names one thing (name), which
// the folded form cannot tell: "Rails" is a name, "rails" may be a plural.
type token struct {
	s     string
	text  string
	name  bool
	pause bool
	colon bool
}

// spelled lists the contractions and common apostrophe-less typings that do
// not follow the "n't"/"'re"/"'s" rules below.
var spelled = map[string]string{
	"won't": "will not", "can't": "can not", "cannot": "can not", "cant": "can not", "dont": "do not",
	"doesnt": "does not", "didnt": "did not", "isnt": "is not", "arent": "are not", "wasnt": "was not",
	"shouldnt": "should not", "wouldnt": "would not", "couldnt": "could not", "havent": "have not",
	"whats": "what is", "thats": "that is", "lets": "let's", "weve": "we have", "ive": "i have",
	"theyre": "they are", "youre": "you are", "im": "i am", "gonna": "going to", "wanna": "want to", "ain't": "is not",
	// chat spelling: "can u use tabs in this file" asks as "can you" does
	"u": "you",
}

// isSubjects are the words whose "'s" is "is" (elsewhere it is a possessive).
var isSubjects = set("it that there here what who he she where how this everything nothing something")

func tokens(words []Word) []token {
	var out []token
	for i := 0; i < len(words); i++ {
		w := words[i]
		if w.Text == "REDACTED" && i+1 < len(words) {
			// a redactor's marker, [REDACTED:kind]: one value, not the verb
			// "redacted" and a noun
			out = append(out, token{s: "secret", text: "secret", pause: words[i+1].Pause})
			i++
			continue
		}
		if (w.Lower == "pls" || w.Lower == "plz" || w.Lower == "please") && len(words) > 1 && i > 0 {
			// politeness inside a sentence ("no emojis in commit messages
			// pls") is no word of its structure; a leading one is an opener
			if w.Pause && len(out) > 0 {
				out[len(out)-1].pause = true
			}
			continue
		}
		parts := strings.Fields(expand(w.Lower))
		if strings.HasPrefix(w.Lower, "`") {
			parts = []string{w.Lower} // a code span is one token (codeSpans)
		}
		for i, p := range parts {
			last := i == len(parts)-1
			t := token{s: p, text: p, pause: w.Pause && last, colon: w.Colon && last}
			if len(parts) == 1 && p == w.Lower {
				t.text, t.name = w.Text, w.Name // a contraction spelled out is no longer as written
			}
			out = append(out, t)
		}
	}
	return out
}

func expand(w string) string {
	if s, ok := spelled[w]; ok {
		return s
	}
	switch {
	case w == "let's":
		return w
	case strings.HasSuffix(w, "n't"):
		return strings.TrimSuffix(w, "n't") + " not"
	case strings.HasSuffix(w, "'m"):
		return strings.TrimSuffix(w, "'m") + " am"
	case strings.HasSuffix(w, "'re"):
		return strings.TrimSuffix(w, "'re") + " are"
	case strings.HasSuffix(w, "'ve"):
		return strings.TrimSuffix(w, "'ve") + " have"
	case strings.HasSuffix(w, "'ll"):
		return strings.TrimSuffix(w, "'ll") + " will"
	case strings.HasSuffix(w, "'d"):
		return strings.TrimSuffix(w, "'d") + " would"
	case strings.HasSuffix(w, "'s") && isSubjects[strings.TrimSuffix(w, "'s")]:
		return strings.TrimSuffix(w, "'s") + " is"
	}
	return w
}

// openerPhrases are multi-word openers, with what they make the sentence.
var openerPhrases = []struct {
	words  []string
	opener Opener
}{
	{[]string{"that", "is", "not", "right"}, Correction}, {[]string{"that", "is", "not", "true"}, Correction},
	{[]string{"that", "is", "wrong"}, Correction}, {[]string{"that", "is", "incorrect"}, Correction},
	{[]string{"that", "is", "too"}, Correction}, {[]string{"not", "quite"}, Correction},
	{[]string{"wrong", "again"}, Correction}, {[]string{"no", "no"}, Correction}, {[]string{"nope", "nope"}, Correction},
	{[]string{"that", "is", "fine"}, Ack}, {[]string{"that", "is", "ok"}, Ack}, {[]string{"that", "is", "okay"}, Ack},
	{[]string{"that", "is", "good"}, Ack}, {[]string{"that", "is", "great"}, Ack}, {[]string{"that", "is", "right"}, Ack},
	{[]string{"that", "is", "correct"}, Ack}, {[]string{"sounds", "good"}, Ack}, {[]string{"thank", "you"}, Ack},
	{[]string{"heads", "up"}, NoOpener}, {[]string{"never", "mind"}, NoOpener}, {[]string{"just", "so", "you", "know"}, NoOpener},
	{[]string{"to", "be", "clear"}, NoOpener}, {[]string{"quick", "update"}, NoOpener},
	{[]string{"good", "question"}, NoOpener}, {[]string{"for", "the", "record"}, NoOpener},
	{[]string{"no", "worries"}, Ack}, {[]string{"no", "problem"}, Ack}, {[]string{"all", "good"}, Ack},
}

// stripOpeners takes the discourse words off the start of a sentence and
// says what the first of them does. A yes/no word is an opener only when
// punctuation follows it ("No, use tabs"; "no sleeps in tests" is a claim),
// a phrase only when it ends at punctuation or runs on into its clause.
func stripOpeners(toks []token) ([]token, Opener) {
	opener, seen := NoOpener, false
	mark := func(o Opener) {
		if !seen {
			opener, seen = o, o != NoOpener
		}
	}
	for len(toks) > 0 {
		if n, o, ok := openerPhrase(toks); ok {
			mark(o)
			toks = toks[n:]
			continue
		}
		t := toks[0]
		switch {
		case fillers[t.s] && !t.pause && len(toks) > 1:
			// "hmm should we ...": a hesitation, not yet a correction
		case interjections[t.s] && !t.pause && len(toks) > 2 && neutralOpeners[toks[1].s]:
			// "okay so the urdf lives in ...", "ok btw the cron runs at 2":
			// a run-up to what the speaker tells, no answer to anything
		case correctionOpeners[t.s] && (t.pause || t.s == "actually" || len(toks) == 1), exasperated[t.s]:
			mark(Correction) // "ugh no, ...": exasperation is never part of a claim
		case ackOpeners[t.s] && (t.pause || len(toks) == 1 || ackOpeners[toks[1].s]), bareAck(toks): // "ok thanks, ..."
			mark(Ack)
		case neutralOpeners[t.s] || t.s == "please" || t.s == "pls" || t.s == "plz":
			if t.s == "also" || t.s == "and" || t.s == "plus" {
				mark(Ack) // adding to what the assistant said, not correcting it
			}
		default:
			return toks, opener
		}
		toks = toks[1:]
	}
	return toks, opener
}

// bareAck is a yes-word with no comma that runs straight into an imperative
// ("yeah go ahead and run it", "ok rebase onto main"): the chat habit of
// dropping the comma leaves it an opener. Only words that are never an
// adjective count, so "fine tuning is slow" and "good tests ..." stay claims.
func bareAck(toks []token) bool {
	if len(toks) < 2 || !interjections[toks[0].s] {
		return false
	}
	next := toks[1].s
	if next == "now" && len(toks) > 2 {
		next = toks[2].s // "ok now regenerate the client": the next step asked for
	}
	return requestVerbs[next] || ruleVerbs[next] || next == "please" || next == "pls" || next == "just"
}

// labelEnd is the length of a short label closed by a colon at the start of
// a sentence whose rest has no punctuation ("db password: X"), or 0.
func labelEnd(toks []token) int {
	for i, t := range toks {
		if i >= 7 || t.pause && !t.colon || finite(t.s) {
			return 0
		}
		if t.colon {
			for _, r := range toks[i+1:] {
				if r.pause && r.s != toks[len(toks)-1].s {
					return 0
				}
			}
			if i+1 < len(toks) {
				return i + 1
			}
			return 0
		}
	}
	return 0
}

func tokenStrings(toks []token) (out []string) {
	for _, t := range toks {
		out = append(out, t.s)
	}
	return out
}

func tokenNames(toks []token) (out []bool) {
	for _, t := range toks {
		out = append(out, t.name)
	}
	return out
}

func openerPhrase(toks []token) (int, Opener, bool) {
	for _, p := range openerPhrases {
		if len(toks) < len(p.words) {
			continue
		}
		ok := true
		for i, w := range p.words {
			ok = ok && toks[i].s == w
		}
		if !ok {
			continue
		}
		n := len(p.words)
		if p.words[len(p.words)-1] == "too" { // "that's too long,": the judgement runs to the pause
			for n < len(toks) && !toks[n-1].pause {
				n++
			}
		}
		if toks[n-1].pause || n == len(toks) || p.opener == NoOpener {
			return n, p.opener, true
		}
	}
	return 0, NoOpener, false
}

// midVerb: "also" right after a modal stands inside its verb phrase
// ("every model must also have a test", "we should also run the linter"),
// no coordinator opening a clause of its own.
func midVerb(toks []token, i int) bool {
	if toks[i].s != "also" || i == 0 || toks[i-1].pause {
		return false
	}
	p := toks[i-1].s
	return modalsFirm[p] || modalsHedge[p] || p == "should" || p == "will" || p == "shall"
}

// splitClauses cuts a sentence at punctuation and before a subordinator or a
// coordinator. A clause a subordinator opens is marked Sub.
func splitClauses(toks []token) []Clause {
	var out []Clause
	cur := Clause{}
	flush := func() {
		if len(cur.Tokens) > 0 {
			out = append(out, cur)
		}
	}
	if i := labelEnd(toks); i > 0 {
		// "db password: X" says the label is X: one copular clause
		return []Clause{{Tokens: tokenStrings(toks), Names: tokenNames(toks), Label: i}}
	}
	for i, t := range toks {
		link := (subordinators[t.s] || coordinators[t.s]) && !midVerb(toks, i)
		linkOnly := len(cur.Tokens) == 1 && cur.Link != "" // "and then": one link
		if i > 0 && (toks[i-1].pause || link && len(cur.Tokens) > 0 && !linkOnly) {
			flush()
			cur = Clause{}
		}
		if len(cur.Tokens) == 0 && link {
			cur.Link, cur.Sub = t.s, subordinators[t.s]
		}
		cur.Tokens = append(cur.Tokens, t.s)
		cur.Names = append(cur.Names, t.name)
	}
	flush()
	return out
}
