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
	return false
}

var (
	ruleLabels = statement.WordSet("rule rules policy convention conventions")
	ruleOwners = statement.WordSet("team house repo project our company org")
)
