package statement

import (
	"slices"
	"strings"
)

// joinedAs returns words with every two neighbours that the other claim
// writes as one word joined into it: "Uber Eats" is "UberEats", "data base"
// is "database", "Time Scale" is "TimeScale". Product names are written
// both ways, and one subject in two spellings is one subject.
//
// The two claims must already share a word besides: "Uber Eats menu sync"
// and "UberEats menu sync" name one thing, but "Use TypeScript in strict
// mode" and "React 18.3 ..., StrictMode on in dev only" name two things
// that a compound alone would make one (TypeScript's strict mode, React's
// StrictMode), unless the compound heads both subjects (headJoined).
func joinedAs(words, other []string) []string {
	if !shareWord(words, other) {
		return headJoined(words, other)
	}
	var out []string
	for i := 0; i < len(words); i++ {
		if i+1 < len(words) {
			if w, ok := joinedIn(words[i], words[i+1], other); ok {
				out = append(out, w)
				i++
				continue
			}
		}
		out = append(out, words[i])
	}
	return out
}

// joinedIn is the word of other that x and y written together are, which
// neither is alone; short parts ("e", "go") join too often by chance.
func joinedIn(x, y string, other []string) (string, bool) {
	if len(x) < 3 || len(y) < 3 {
		return "", false
	}
	forms := joinedForms(x, y)
	for _, w := range other {
		if slices.Contains(forms, w) {
			return w, true
		}
	}
	return "", false
}

// joinedForms are the stems x and y, two stemmed words, take written as
// one word: the stem of a first part may have lost the end the compound
// keeps inside it, a final "e" ("home page" stems to "hom pag",
// "homepage" to "homepag"; "fire store", "firestore") or a "y" read as
// "i" ("battery pack", "batterypack").
func joinedForms(x, y string) []string {
	out := []string{x + y, x + "e" + y}
	if s, ok := strings.CutSuffix(x, "i"); ok {
		out = append(out, s+"y"+y)
	}
	return out
}

// solidForms are the words each two neighbours of ws make written as one
// (joinedForms), under which Candidates files a claim, so that one naming
// the compound solid ("the homepage cache") finds it.
func solidForms(ws []string) []string {
	var out []string
	for i := 0; i+1 < len(ws); i++ {
		if len(ws[i]) >= 3 && len(ws[i+1]) >= 3 {
			out = append(out, joinedForms(ws[i], ws[i+1])...)
		}
	}
	return out
}
