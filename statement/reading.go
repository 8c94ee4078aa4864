package statement

import "strings"

// The claim of a sentence is read on its structural parse, the one the
// capture gate classifies with (Parse): the parse finds the opener that
// rejects what was said before ("No, ...", "Actually ..."), the main clause,
// and the clauses that stand on their own after it. Those give a reason or
// make a second claim ("never auto-merge Dependabot, a human reviews each
// one"; "we build on debian-slim, alpine broke musl stuff"): their words are
// no part of the first claim's subject or value. So the gate and the claims
// read one sentence one way.

// claimText is the part of text that states its claim, from Parse: past the
// opener, and up to the first clause after the main one that states a claim
// of its own. later are those claims, each up to the next. whole is all of
// text past the opener, where the values read by their type are looked
// for, in whatever clause they stand. All are text again (spell).
func claimText(text string) (claim string, later []string, whole string) {
	st := Parse(text)
	toks := tokens(st.Words)
	n := 0
	for _, c := range st.Clauses {
		n += len(c.Tokens)
	}
	if n > len(toks) {
		return text, nil, text // never so: the clauses are the tokens past the opener
	}
	rest := toks[len(toks)-n:]
	var cuts []int
	for i, k := 0, 0; i < len(st.Clauses); i++ {
		if st.Main >= 0 && i > st.Main && ownClaim(st.Clauses[i]) {
			cuts = append(cuts, k)
		}
		k += len(st.Clauses[i].Tokens)
	}
	cuts = append(cuts, len(rest))
	for i := 1; i < len(cuts); i++ {
		later = append(later, spell(rest[cuts[i-1]:cuts[i]]))
	}
	return spell(rest[:cuts[0]]), later, spell(rest)
}

// ownClaim reports whether a clause after the main one states a claim of its
// own: it stands alone, states with a verb, and is no command, which
// continues a correction ("don't use X, use Y"), nor an alternative ("or
// ..."), which continues the value.
func ownClaim(c Clause) bool {
	return !c.Sub && !c.Imperative && !c.Question && c.Aspect != NoVerb && c.Link != "or"
}

// spell writes tokens back as text: each as written (a name keeps its
// case: "iPad"; a contraction is spelled out), a comma where the sentence
// paused, a colon where it had one.
func spell(toks []token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.text)
		switch {
		case i+1 == len(toks) || !t.pause:
		case t.colon:
			b.WriteByte(':')
		default:
			b.WriteByte(',')
		}
	}
	return b.String()
}
