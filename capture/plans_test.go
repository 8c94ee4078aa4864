package capture

import "testing"

// TestPlanOrDecision (gate31): a change said with "will" and placed at a
// date to come is a plan; a decision already taken stands, whenever it takes
// effect. Must not: "will" with no date ("from now on") decides, a past
// change dated to a quarter is history, a decision still to take or one
// action set for tomorrow stays a plan.
func TestPlanOrDecision(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"We'll swap the PDF renderer for Gotenberg in Q4.", "reject"},
		{"we will move the ledger to Postgres by March", "reject"},
		{"The search team will retire Elasticsearch in 2027.", "reject"},
		{"Dana decided we stop shipping the 32-bit build with the next major version.", "store"},
		{"The architecture board agreed that we deprecate the SOAP endpoints with release 5.", "store"},
		// must not
		{"We'll use Flyway for every migration from now on.", "store"},
		{"We moved the ledger to Postgres in Q2.", "store"},
		{"We'll decide next month whether to keep the 32-bit build.", "reject"},
		{"We agreed to pair on the flaky test tomorrow.", "reject"},
		{"like we agreed, we'll swap the PDF renderer next quarter", "reject"},
	})
}
