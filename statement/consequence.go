package statement

// notConsequence are the words after "so" that make it an adverb of
// degree or time, not the link to a consequence: "so far", "so much".
var notConsequence = set("far much many long few little is are do does did to on forth called")

// consequenceAt is where a clause of consequence after a claim opens in ws
// ("the autoclave cycle takes 45 min so kits can't be reused"), or
// len(ws): a denial in it denies what follows from the claim, not the
// values the claim states before it.
func consequenceAt(ws []string) int {
	for i := 2; i+1 < len(ws); i++ {
		if ws[i] == "so" && !notConsequence[ws[i+1]] {
			return i
		}
	}
	return len(ws)
}
