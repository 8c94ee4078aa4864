package statement

import "testing"

// conflictsOfKindAndAct: what a tool is against what it does both hold;
// two kinds said of one tool, or two tools said to do one thing, still
// clash.
var conflictsOfKindAndAct = []conflictCase{
	{"Vault is the only secrets store.", "Vault issues short-lived database credentials", false},
	{"PagerDuty is our paging tool.", "PagerDuty opens a Jira ticket for every P1", false},
	{"Vault is the only secrets store.", "Vault is the CI runner", true},
	{"Vault is the only secrets store.", "secrets are stored in AWS Secrets Manager", true},
}

func TestConflictsOfKindAndAct(t *testing.T) { checkConflicts(t, conflictsOfKindAndAct) }

// TestKindAndActNoAmount: a tool's amount is a value of it, not an act, so
// kindAndAct leaves it to the rules of values; an act with no amount is one.
func TestKindAndActNoAmount(t *testing.T) {
	checkPairRule(t, "kindAndAct", kindAndAct, []conflictCase{
		{"Redis is the session cache.", "Redis accepts at most 500 connections", false},
		{"Redis is the session cache.", "Redis pushes invalidation events into Kafka", true},
	})
}
