package capture

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
	"github.com/hippo-mem/hippo/statement"
)

// A sentence that is only the reason for a one-off request just made in
// the same turn ("今回は説明を短くしてください。急いでるので。": keep it short
// this time. Because I'm in a hurry.) gives the grounds of that ask, as a
// sentence after a question does (see inquires): it hands over no fact or
// rule to keep. A reason after a standing rule is left to the gate, which
// keeps the rule.

// bareReason: s is a reason clause standing alone: it ends on the ending
// that makes a clause a reason (Japanese "ので", "から"; Korean "라서요",
// "니까요", "거든요", "때문이에요") or opens on the word that does (Chinese
// "因为", English "because", Arabic "لأن", "عشان") with no main clause after
// it ("因为…，所以…" has one). English "since" is left out: "Since March we
// tag every release" dates a practice.
func bareReason(s string) bool {
	t := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ".!。！…"))
	return reasonEnd.MatchString(t) || reasonOpen.MatchString(t) && !reasonThen.MatchString(t)
}

var (
	reasonEnd  = lazyre.New(`(?:ので|んで|からです|から|ためです|ため|서요|니까요|니까|거든요|때문이에요|때문입니다|때문에요)$`)
	reasonOpen = lazyre.New(`(?i)^(?:因为|由于|because\b|cuz\b|لأن|لان|عشان|علشان)`)
	reasonThen = lazyre.New(`(?i)所以|因此|[,，]\s*(?:so|we|you|i|it|the)\b`)
)

// asksOnce: st is a request for one thing now (statement.Request), which a
// bare reason after it only explains.
func asksOnce(st statement.Statement) bool {
	return st.Mood == statement.Request
}
