package capture

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
	"github.com/hippo-mem/hippo/statement"
)

// unrecalled reads a sentence without a lead clause in which the speaker
// points back to having said it before ("as I said last week, never commit
// to main", "like I told you, the API runs on 8080", "as I mentioned
// earlier, ..."): the clause only says the point is repeated, and its past
// verb and "last week" made the whole a past event, a rule told again
// stored as what once happened. What follows the comma decides. A clause
// of settling ("as we agreed, ...", "as we decided, ...") carries a
// decision of its own and is kept; so is one whose speaker is someone else
// ("as Priya said, ...": her word, see Reported).
func unrecalled(t string) string { return restAfter(saidAgain, t) }

// saidAgain: "as" or "like", "I" or "we", a verb of saying, at most a few
// words of when, and the comma that ends the clause.
var saidAgain = lazyre.New(`(?i)^(?:as|like)\s+(?:i|we)(?:'ve|\s+have|\s+had)?\s+(?:already\s+)?(?:said|mentioned|told\s+(?:you|u)|explained|noted|wrote|pointed\s+out|asked)(?:\s+[\w-]+){0,3}\s*,\s*(\S.*)$`)

// unconceded drops a concession that "but" takes back ("right, but in
// general don't reach for type: ignore", "sure, but never on prod"): the
// acknowledgement agrees to nothing the rest keeps, so what follows "but"
// is judged alone, a rule as a rule and a request for this build as one.
func unconceded(t string) string { return restAfter(concededBut, t) }

// restAfter is what re's first group holds of t, the rest after an opening
// clause the sentence only leads with, or t when re does not match.
func restAfter(re *lazyre.Regexp, t string) string {
	m := re.FindStringSubmatchIndex(t)
	if m == nil {
		return t
	}
	return strings.TrimSpace(t[m[2]:])
}

// concededBut: an acknowledgement, its pause, "but" and the rest.
var concededBut = lazyre.New(`(?i)^(?:right|sure|ok|okay|yes|yeah|yep|fair enough|true|fine|got it)\s*[,.!]?\s+but\s*,?\s+(\S.*)$`)

// untagged drops the tag that asks the listener to go along ("when you open
// a PR, always squash before merging, ok?") from a command: it asks for no
// information, so the command is judged as said. A claim with a tag
// ("the cache is Redis, right?") still checks a guess, and is left.
func untagged(t string) string {
	m := goAlongTag.FindStringSubmatch(t)
	if m == nil || statement.Parse(m[1]).Mood != statement.Instruction {
		return t
	}
	return m[1]
}

// goAlongTag: a sentence, a comma and a tag of going along, its question
// mark closing the turn.
var goAlongTag = lazyre.New(`(?i)^(.*\S)\s*,\s*(?:ok|okay|alright|all right|got it|understood|yeah|deal)\s*\?+\s*$`)
