package capture

import (
	"testing"

	"github.com/hippo-mem/hippo/statement"
)

// TestPassingReports: what a tool or a screen put out this minute, and a
// mishap as it happens, are no memory; a cause, a change or a rule about
// the same things is kept. Each sentence is judged as a whole turn, and
// passingReport must fire on the rejected ones only.
func TestPassingReports(t *testing.T) {
	checkPassing(t, true, "reject",
		// closedByReaction: a lone puzzled or exasperated word closes it
		"my nightly build on the gpu queue just got preempted again, sigh",
		"the checkout total shows 0.30000000000000004, odd",
		// printedOnce: a tool's quoted output, told once
		"mypy printed `error: Incompatible return value type` on models.py:41",
		"the pipeline showed `exit code 137` on the last run")
	checkPassing(t, false, "store",
		// near misses: how the tool or the system works, a cause and what
		// was done about it, a reaction that goes on into a judgement
		"mypy runs in strict mode in CI and fails on any error",
		"jobs on the gpu queue get preempted after 4 hours, so checkpoint every hour",
		"the health endpoint returns `ok` with a 200",
		"the migration printed a warning so we pinned alembic to 1.12",
		"prices are stored in cents, weird but it avoids float bugs",
		"the staging db got wiped by the nightly reset job last week")
}

// checkPassing judges each text as a whole turn: passingReport must say
// passing of it, and the gate's outcome must be want.
func checkPassing(t *testing.T, passing bool, want string, texts ...string) {
	t.Helper()
	for _, text := range texts {
		if got := passingReport(text, statement.Parse(text)); got != passing {
			t.Errorf("passingReport(%q) = %v, want %v", text, got, passing)
		}
		if got := turnOutcome(text); got != want {
			t.Errorf("%q: got %s, want %s", text, got, want)
		}
	}
}
