package statement

// listedNo reports whether the "no" at i is one more item of a list that
// "with" opened after the claim's value: "prefers TypeScript with strict
// on and no `any`", "uses Postgres with PostGIS and no other extensions".
// It says how the value is had, not that it is not: the claim is still
// the preference, the use. A "no" straight after "with" ("merges with no
// review") is "without", and still denies.
func listedNo(toks []tok, i int) bool {
	if toks[i].w != "no" || i < 3 || toks[i-1].w != "and" {
		return false
	}
	for j := i - 2; j > 0 && toks[j].clause == toks[i].clause; j-- {
		if toks[j].w == "with" {
			return !negations[toks[j+1].w]
		}
	}
	return false
}
