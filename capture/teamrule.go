package capture

import "github.com/hippo-mem/hippo/statement"

// teamRuleLabel: the sentence opens on a label that files what follows as
// the team's own rule ("team rule: no force-pushing shared branches",
// "house policy: ..."): the speaker states a convention for everyone, with
// no word that the assistant broke it, so a "your" or a "no" in it is the
// rule's, not a correction.
func teamRuleLabel(ws []statement.Word) bool {
	for i := 0; i < len(ws) && i < 3; i++ {
		if ws[i].Colon {
			return i > 0 && ruleLabels[ws[i].Lower] && ruleOwners[ws[i-1].Lower]
		}
	}
	return scopedRuleLabel(ws)
}

// scopedRuleLabel: the label opens on a rule word and names where the rule
// holds ("Rule for the scheduler repo: ...", "policy in this monorepo:
// ..."): a rule filed for a place in the project, the team's as "repo
// rule:" is. A label that names the listener or the speaker ("rule for
// you: ...") still speaks to them.
func scopedRuleLabel(ws []statement.Word) bool {
	if len(ws) < 3 || !ruleLabels[ws[0].Lower] || !rulePlaces[ws[1].Lower] {
		return false
	}
	for _, w := range ws[1:min(len(ws), maxLabelWords)] {
		if participants[w.Lower] || w.Lower == "us" {
			return false
		}
		if w.Colon {
			return true
		}
	}
	return false
}

var (
	ruleLabels = statement.WordSet("rule rules policy convention conventions")
	ruleOwners = statement.WordSet("team house repo project our company org")
	// rulePlaces: prepositions that place a rule in part of the project
	rulePlaces = statement.WordSet("for in on across")
)
