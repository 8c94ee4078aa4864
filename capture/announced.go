package capture

import "strings"

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
	ws := lowerWords(label)
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

// announcers: the words of a label that only says a remark of some size or
// kind comes next ("one" is read as the number "1").
var announcers = map[string]bool{
	"quick": true, "1": true, "small": true, "tiny": true, "minor": true, "thing": true, "another": true,
	"unrelated": true, "side": true, "note": true, "q": true, "question": true, "also": true,
}
