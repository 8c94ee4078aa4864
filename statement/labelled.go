package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// labelLineRe is a line that names an attribute in a short label and gives
// its value after a colon: "finance marts owner: Lena", "TRANSFORM_WH
// size: MEDIUM". The label has one to five words and no colon of its own;
// the value is what follows.
var labelLineRe = lazyre.New(`^\s*([^:\s][^:]{0,60}?):\s+(\S.*)$`)

// labelledClaim is the claim of text, a label line read as "label is
// value" when the parse found no verb and no value in it: with no verb,
// every word lands in the subject, value too, and "finance marts owner:
// Lena" would state nothing against "the finance marts are owned by
// Oskar". A line with a verb of its own after the colon ("build: switched
// to Gradle") keeps its parse.
func labelledClaim(text string) Claim {
	c := claimOf(text)
	if len(c.Value) > 0 || c.Event || c.Negated {
		return c
	}
	m := labelLineRe.FindStringSubmatch(text)
	if m == nil || len(strings.Fields(m[1])) > maxLabelWords || !labelVerb(c.Relation, m[1]) {
		return c
	}
	label, value, ok := labelValue(m[1], strings.Fields(m[2]))
	if !ok || thingLabel(label, value) {
		return c
	}
	// a name in a code span is a name as any other: the span around
	// it, moved mid-sentence, would read as a value of its own
	l := claimOf(strings.ReplaceAll(label+" is "+value, "`", ""))
	if l.Relation != "is" || len(l.Value) == 0 || l.Negated {
		return c
	}
	return l
}

// thingLabel reports whether label names a thing and value a tool it is
// built with ("checkout: React", "checkout: Tailwind"), not an attribute
// and its value ("cache engine: Redis", "CI: GitHub Actions"): a thing is
// built with many tools, each of its own job. The label names an
// attribute by its last word, a noun of one or the group of the tool.
func thingLabel(label, value string) bool {
	tv := typedOf(value)
	tool := slices.ContainsFunc(tv.stated, func(t typed) bool { return !scalarKinds[t.kind] })
	ws := appendContent(nil, strings.Fields(strings.ToLower(label))...)
	if !tool || len(ws) == 0 {
		return false
	}
	last := ws[len(ws)-1]
	_, attribute := nounAttributes()[last]
	return !attribute && !tv.ofGroup(last)
}

// labelVerb reports whether verb, the one the parse found, is none or a
// word of the label: "default branch: main" and "log level: debug" have no
// verb, their nouns only read as one.
func labelVerb(verb, label string) bool {
	return verb == "" || slices.Contains(strings.Fields(strings.ToLower(label)), verb)
}

// labelValue splits a label line into the attribute and its value. A
// value is a few words with no number ("Lena", "Core Data"), or an amount
// after the words that name what it is of, which belong to the attribute:
// "Karpenter NodePool general: limits.cpu 400" gives the pool's
// limits.cpu, 400. More words are a sentence of their own ("payouts-worker:
// con una aprobación basta para mergear"), which keeps its parse.
func labelValue(label string, rest []string) (string, string, bool) {
	if len(rest) == 0 || len(rest) > maxLabelValueWords {
		return "", "", false
	}
	last := len(rest) - 1
	if strings.ContainsAny(strings.Join(rest[:last], " "), "0123456789") {
		return "", "", false
	}
	if strings.ContainsAny(rest[last], "0123456789") {
		// a key's dotted path names the attribute word by word:
		// "limits.cpu" is the CPU limit
		of := keyPathWords.Replace(strings.Join(rest[:last], " "))
		return strings.TrimSpace(label + " " + of), rest[last], true
	}
	return label, strings.Join(rest, " "), true
}

// keyPathWords spells a key's path as words.
var keyPathWords = strings.NewReplacer(".", " ", "_", " ")

// maxLabelWords is the most words a label names its attribute in,
// maxLabelValueWords the most its value is said in.
const (
	maxLabelWords      = 5
	maxLabelValueWords = 3
)
