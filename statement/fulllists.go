package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// fullList is a set a clause states whole: "Supported browsers are Chrome,
// Firefox and Safari", "the release checklist is lint, test, build", "CI
// matrix: python 3.10, 3.11, 3.12". subject is the content words before
// it, items each item's last word ("3.10" of "python 3.10"), only whether
// the clause says the items are the only ones.
type fullList struct {
	subject, items []string
	only           bool
	// text is the content words of the whole text, where a list's thing
	// may be named in another clause ("3.10 was dropped from the matrix").
	text []string
}

// listTokenRe is a word of a list's clause, or the punctuation that
// separates items and ends clauses.
// An apostrophe stays inside a word, so that a denial ("don't") is read whole.
var listTokenRe = lazyre.New(`[a-z0-9][a-z0-9.+#/_'-]*[a-z0-9+#]|[a-z0-9]|[,:;]|\.(\s|$)`)

// listOpeners introduce the set after them: "are", "is", a colon, and the
// prepositions a set of places or targets follows ("deploy to", "test on",
// "build for", "serve from").
var listOpeners = set("are is : to on in for from")

// listHedges make a list a part of the set, not the whole: "we also support
// Edge and Opera", "browsers like Chrome and Firefox".
var listHedges = set("also too include includes including like e.g such example")

// fullListsOf reads the sets text states whole, clause by clause; a denied
// or hedged clause states none.
func fullListsOf(text string) []fullList {
	var out []fullList
	toks := listTokenRe.FindAllString(strings.ToLower(text), -1)
	start := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && !clauseEnd(toks[i]) {
			continue
		}
		if l, ok := clauseList(toks[start:i]); ok {
			out = append(out, l)
		}
		start = i + 1
	}
	if len(out) == 0 {
		return nil
	}
	// Punctuation tokens never open with a letter or digit.
	words := oppositeAnchors(slices.DeleteFunc(toks, func(w string) bool { return !(w[0] >= 'a' && w[0] <= 'z' || isDigit(w[0])) }))
	for i := range out {
		out[i].text = words
	}
	return out
}

// clauseEnd reports whether tok ends a clause of lists: a full stop or a
// semicolon.
func clauseEnd(tok string) bool {
	return tok == ";" || tok[0] == '.'
}

// clauseList is the set one clause states after its first opener, if the
// items run to the clause's end (or to "only", or a comma before another
// clause).
func clauseList(toks []string) (fullList, bool) {
	if slices.ContainsFunc(toks, func(w string) bool { return listHedges[w] || oppositeDenials[w] || strings.HasSuffix(w, "n't") }) {
		return fullList{}, false
	}
	o := slices.IndexFunc(toks, func(w string) bool { return listOpeners[w] })
	if o < 0 {
		return fullList{}, false
	}
	items, only, ok := listItems(toks[o+1:])
	if !ok {
		return fullList{}, false
	}
	return fullList{subject: oppositeAnchors(toks[:o]), items: items, only: only}, true
}

// listItems reads items of one or two words each, separated by commas
// and "and", up to the clause's end: two at least, with "only" after them
// or not. A word of grammar ends an item too soon ("stdout and the audit
// log"): no list.
func listItems(toks []string) ([]string, bool, bool) {
	var items []string
	n := 0 // words in the item being read
	for i, w := range toks {
		switch {
		case w == "," || w == "and":
			if n == 0 && !(w == "and" && i > 0 && toks[i-1] == ",") {
				return nil, false, false
			}
			n = 0
		case w == "only":
			return items, true, len(items) >= 2 && (i+1 == len(toks) || toks[i+1] == ",")
		case functionWords[w] || w == ":" || n == 2:
			return nil, false, false
		default:
			if n > 0 {
				items = items[:len(items)-1] // "python 3.10": the last word names the item
			}
			items, n = append(items, canonical(Stem(w))), n+1
		}
	}
	return items, false, len(items) >= 2 && n > 0
}

// listsDiffer reports whether a and b state one set whole and differently:
// they share an item and each names one the other lacks ("Chrome, Firefox
// and Safari", "Chrome and Edge"), or one names only some of the other's
// and says they are the only ones ("3.11 and 3.12 only"). A list that names
// a part without "only" may be a part. Of one thing: the words before one
// list among the other's.
func listsDiffer(a, b Claim) bool {
	for _, x := range a.lists {
		for _, y := range b.lists {
			if overlap(x.items, y.items) && (overlap(x.subject, y.text) || overlap(y.subject, x.text)) && setsDiffer(x, y) {
				return true
			}
		}
	}
	return false
}

// setsDiffer reports whether two lists of shared items cannot both be the
// whole set.
func setsDiffer(x, y fullList) bool {
	xOwn, yOwn := !within(x.items, y.items), !within(y.items, x.items)
	return xOwn && yOwn || xOwn && y.only || yOwn && x.only
}

// listKeys are the keys Candidates files c under for the sets it states:
// each item, which a list it differs from shares.
func listKeys(c Claim) []string {
	var out []string
	for _, l := range c.lists {
		for _, w := range l.items {
			// Keyed as other words are, so that a version meets its
			// refinement ("18" and "18.19"), as listsDiffer's overlap does.
			out = append(out, "li:"+wordKey(w))
		}
	}
	return out
}
