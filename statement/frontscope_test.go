package statement

import "testing"

// conflictsOfGroupScope: a rule set for a group of people named up front
// overrides the default for that group; everyone, a time or a purpose up
// front narrows nothing, and two rules of one group clash.
var conflictsOfGroupScope = []conflictCase{
	{"Opioid prescriptions for acute pain are capped at a 7-day supply.", "For patients under 18, acute-pain opioid prescriptions are capped at 5 days.", false},
	{"Session timeout is 30 minutes.", "For admins, the session timeout is 10 minutes.", false},
	{"Refunds are issued within 14 days.", "For students, refunds are issued within 30 days.", false},
	// must not
	{"Session timeout is 30 minutes.", "For all users, the session timeout is 10 minutes.", true},
	{"Session timeout is 30 minutes.", "For now, the session timeout is 10 minutes.", true},
	{"For compliance, logs are kept 7 years.", "logs are kept 5 years", true},
	{"For admins, the session timeout is 10 minutes.", "For admins, the session timeout is 20 minutes.", true},
}

func TestConflictsOfGroupScope(t *testing.T) { checkConflicts(t, conflictsOfGroupScope) }
