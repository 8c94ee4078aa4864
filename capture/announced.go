package capture

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/statement"
)

// unannounced reads a sentence without a label that only announces what
// kind of remark comes ("Quick one: rename pt_id to patient_id", "small
// thing: the footer link is dead", "side note: we bill in EUR only"): the
// label says nothing of the project, and read with it the parse takes the
// label for a subject and the request after it for a claim. What follows
// the colon decides. A label with any other word ("frontend: use pnpm",
// "rule: ...") scopes or files what follows, and is left.
func unannounced(t string) string {
	label, rest, ok := strings.Cut(t, ":")
	rest = strings.TrimSpace(rest)
	if !ok || rest == "" {
		return t
	}
	ws := futureScoped(lowerWords(label))
	if len(ws) == 0 || len(ws) > 3 {
		return t
	}
	for _, w := range ws {
		if !announcers[w] {
			return t
		}
	}
	return rest
}

// futureScoped is a label less a closing scope of every time to come
// ("heads up for all future changes", "fyi for the future"): the
// announcement then says only that what follows holds from now on, which
// the rule after the colon says as well.
func futureScoped(ws []string) []string {
	for i, w := range ws {
		if w != "for" || i == 0 {
			continue
		}
		for _, s := range ws[i+1:] {
			if !futureScope[s] {
				return ws
			}
		}
		if slices.Contains(ws[i+1:], "future") {
			return ws[:i]
		}
	}
	return ws
}

var futureScope = statement.WordSet("all any every the future changes work prs sessions")

// announcers: the words of a label that only says a remark of some size or
// kind comes next ("one" is read as the number "1").
var announcers = map[string]bool{
	"quick": true, "1": true, "small": true, "tiny": true, "minor": true, "thing": true, "another": true,
	"unrelated": true, "side": true, "note": true, "q": true, "question": true, "also": true,
	"heads": true, "up": true, "fyi": true, "psa": true, "btw": true,
}
