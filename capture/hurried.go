package capture

import "github.com/hippo-mem/hippo/statement"

// hurried: the sentence gives the speaker's hurry as its grounds ("don't
// ask, just run it and tell me what it prints, I'm in a hurry", "skip the
// tests this once, I'm in a rush"): what it asks or forbids is for the
// minutes the speaker has, not a way of working. A rule that speaks of
// hurry as its topic ("never rush a migration", "hotfixes in a hurry
// still need a review") has no "I'm" in a hurry. A count of minutes is no
// hurry: "caught it in ~2 min" and "restored prod in 38 minutes" tell how
// long something took.
func hurried(ws []statement.Word) bool {
	for i, w := range ws {
		if (w.Lower == "hurry" || w.Lower == "rush") && at(ws, i-1) == "a" && at(ws, i-2) == "in" && speakerIs(at(ws, i-3), at(ws, i-4)) {
			return true
		}
	}
	return false
}

// speakerIs: "I'm" as the words before a state ("i'm", or "i am").
func speakerIs(prev, before string) bool {
	return prev == "i'm" || prev == "im" || prev == "am" && before == "i"
}
