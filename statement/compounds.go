package statement

// joinedAs returns words with every two neighbours that the other claim
// writes as one word joined into it: "Uber Eats" is "UberEats", "data base"
// is "database", "Time Scale" is "TimeScale". Product names are written
// both ways, and one subject in two spellings is one subject.
//
// The two claims must already share a word besides: "Uber Eats menu sync"
// and "UberEats menu sync" name one thing, but "Use TypeScript in strict
// mode" and "React 18.3 ..., StrictMode on in dev only" name two things
// that a compound alone would make one (TypeScript's strict mode, React's
// StrictMode).
func joinedAs(words, other []string) []string {
	if !shareWord(words, other) {
		return words
	}
	var out []string
	for i := 0; i < len(words); i++ {
		if i+1 < len(words) && joinedIn(words[i], words[i+1], other) {
			out = append(out, words[i]+words[i+1])
			i++
			continue
		}
		out = append(out, words[i])
	}
	return out
}

// joinedIn reports whether x and y written together are a word of other,
// which neither is alone; short parts ("e", "go") join too often by chance.
func joinedIn(x, y string, other []string) bool {
	if len(x) < 3 || len(y) < 3 {
		return false
	}
	for _, w := range other {
		if w == x+y {
			return true
		}
	}
	return false
}
