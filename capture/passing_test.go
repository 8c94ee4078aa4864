package capture

import "testing"

// TestPassingReports: what a tool or a screen put out this minute, and a
// mishap as it happens, are no memory; a cause, a change or a rule about
// the same things is kept.
func TestPassingReports(t *testing.T) {
	judgeCases(t, []turnCase{
		// closedByReaction: a lone puzzled or exasperated word closes it
		{"", "my nightly build on the gpu queue just got preempted again, sigh", "reject"},
		{"", "the checkout total shows 0.30000000000000004, odd", "reject"},
		// printedOnce: a tool's quoted output, told once
		{"", "mypy printed `error: Incompatible return value type` on models.py:41", "reject"},
		{"", "the pipeline showed `exit code 137` on the last run", "reject"},
		// near misses: how the tool or the system works, a cause and what
		// was done about it, a reaction that goes on into a judgement
		{"", "mypy runs in strict mode in CI and fails on any error", "store"},
		{"", "jobs on the gpu queue get preempted after 4 hours, so checkpoint every hour", "store"},
		{"", "the health endpoint returns `ok` with a 200", "store"},
		{"", "the migration printed a warning so we pinned alembic to 1.12", "store"},
		{"", "prices are stored in cents, weird but it avoids float bugs", "store"},
		{"", "the staging db got wiped by the nightly reset job last week", "store"},
	})
}
