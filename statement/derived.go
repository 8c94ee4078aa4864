package statement

import "strings"

// One subject is often named by a noun on one side and by its verb on the
// other: "the paging SLA is 5 minutes", "the analyst must be paged within
// 15 minutes"; "deployment takes 10 minutes", "deploys take 30 minutes".
// Stem folds the endings of inflection, and only on words long enough that
// the cut leaves a root ("paging" keeps its -ing); derivedRoot reads the
// noun and participle endings that make one act's words, so that the two
// namings meet as one subject word. An agent noun names another thing ("a
// pager" is a device, not the paging), so -er is no such ending.

// derivedEnds are the endings that name a verb's act or its result, each
// with the fewest letters its root must keep: a root any shorter is
// another word's ("comment" is no "com", "station" no "stat").
var derivedEnds = []struct {
	end     string
	minRoot int
}{{"ment", 5}, {"tion", 5}, {"ing", 3}, {"ed", 3}}

// derivedRoot is the stem of the root of stem w with a derivational ending
// taken off, or "" when w has none. "tion" keeps its "t" ("deletion" is
// "delet", as "delete" is).
func derivedRoot(w string) string {
	for _, d := range derivedEnds {
		root, ok := strings.CutSuffix(w, d.end)
		if !ok {
			continue
		}
		if d.end == "tion" {
			root += "t"
		}
		if root = Stem(root); len(root) >= d.minRoot && !grammatical[root] {
			return root
		}
		return ""
	}
	return ""
}

// derivedAlike reports whether stem w and a word of theirs are one act's
// words, one derived from the other or both from one root: "paging" and
// "paged" and "pag" (page); "deployment" and "deploy".
func derivedAlike(w string, theirs []string) bool {
	rw := derivedRoot(w)
	for _, x := range theirs {
		if x == w {
			continue
		}
		rx := derivedRoot(x)
		if rw != "" && (rw == x || rw == rx) || rx != "" && rx == w {
			return true
		}
	}
	return false
}

// derivedRoots are the roots of the words of ws that have a derivational
// ending: the pair search files a claim under them too, for "paging" and
// "page" share no key of their own (wordKey's "pagi", "pag").
func derivedRoots(ws []string) []string {
	var out []string
	for _, w := range ws {
		if r := derivedRoot(w); r != "" {
			out = append(out, r)
		}
	}
	return out
}
