package capture

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
	"github.com/hippo-mem/hippo/statement"
)

// reread reads a sentence again without what made its parse miss the
// speaker's own claim: a citation (uncited), a document's word it denies
// (undenied), or a condition run into its rule with no comma (commaedIf).
func reread(t string, st statement.Statement) (string, statement.Statement) {
	t, st = uncited(t, st)
	t, st = undenied(t, st)
	return commaedIf(t, st)
}

// docDenied: a contrast, then what a document says of it ("..., not 14
// like the README still says", "..., not 8080 as the wiki claims").
var docDenied = lazyre.New(`(?i)(,?\s+not\s+[^,]+?)\s+(?:like|as)\s+(?:the|our|their)\s+(?:[\w-]+\s+){0,2}?(?:still\s+)?(?:says?|said|claims?|claimed|states?|shows?|suggests?|has\s+it)\b`)

// undenied: a statement reported only by the document its contrast
// denies ("our postgres is 15.4, not 14 like the README still says") is
// the speaker's own claim that the document is out of date; read without
// the document. A document cited for the claim itself ("like the README
// says, we're on 15.4") stays its word.
func undenied(t string, st statement.Statement) (string, statement.Statement) {
	if st.Modality != statement.Reported {
		return t, st
	}
	m := docDenied.FindStringSubmatchIndex(t)
	if m == nil {
		return t, st
	}
	u := strings.TrimSpace(t[:m[3]] + t[m[1]:])
	if ust := statement.Parse(u); ust.Modality != statement.Reported {
		return u, ust
	}
	return t, st
}

// ruleSubjects: a pronoun that opens the rule a comma-less condition runs
// into ("if a migration touches the table it needs sign-off").
var ruleSubjects = statement.WordSet("it they nobody everyone everybody someone somebody")

// commaedIf: a condition typed with no comma before its rule ("if a
// migration touches the ledger table it needs sign-off from finance")
// parses as one clause of condition, a hypothetical with no claim; the
// rule starts at the first pronoun that takes a subject's place after
// the condition's own words. Read with the comma, a rule in the present
// stands and one with "would" or "might" stays hypothetical or hedged.
func commaedIf(t string, st statement.Statement) (string, statement.Statement) {
	if st.Modality != statement.Conditional || strings.Contains(t, ",") {
		return t, st
	}
	ws := strings.Fields(t)
	if len(ws) < 5 || !strings.EqualFold(ws[0], "if") {
		return t, st
	}
	for i := 3; i < len(ws)-1; i++ {
		if ruleSubjects[strings.ToLower(ws[i])] {
			u := strings.Join(ws[:i], " ") + ", " + strings.Join(ws[i:], " ")
			if ust := statement.Parse(u); opensRule(ust, strings.ToLower(ws[i])) {
				return u, ust
			}
			return t, st
		}
	}
	return t, st
}

// opensRule: the parse with the comma is no longer a condition alone, and
// its main clause opens on the pronoun with a verb after it ("it needs"),
// not on a word the condition ran on ("if nothing reads it anymore ...").
func opensRule(st statement.Statement, subject string) bool {
	if st.Main < 0 || st.Modality == statement.Conditional {
		return false
	}
	m := st.Clauses[st.Main]
	return m.Aspect != statement.NoVerb && m.Start < len(m.Tokens) && m.Tokens[m.Start] == subject
}
