package capture

import "testing"

// TestChangeStartsLater (gate28): a change made whose start lies ahead is
// decided; a one-off moved to a later date, or a change still to be made
// or only floated, is not.
func TestChangeStartsLater(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"standup moved to 10:30 from next week", "store"},
		{"retro moved to Fridays as of next sprint", "store"},
		{"we switched the deploy day to Thursday, starting next week", "store"},
		{"on-call rotation changed to weekly shifts from Monday", "store"},
		// must not
		{"we might move standup to 10:30 next week", "reject"},
		{"we'll move standup to 10:30 from next week", "reject"},
		{"the release moved to next week", "reject"},
	})
}

// TestMinutesAgo (gate28): a deed of minutes or hours ago told with what
// follows from it now is news of the session at hand; told alone, or of
// weeks or years ago, it is the project's history.
func TestMinutesAgo(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"heads up, I rotated the staging API key 20 minutes ago, so your local .env is stale", "reject"},
		{"I truncated the events table an hour ago, so the dashboard is empty", "reject"},
		{"ho riavviato il worker dieci minuti fa, quindi i job vecchi sono persi", "reject"},
		{"ich habe den Worker vor zehn Minuten neu gestartet, also sind die alten Jobs weg", "reject"},
		// must not: told alone, history, and spans that are no "ago"
		{"I merged the billing refactor an hour ago", "store"},
		{"we moved the queue to SQS two weeks ago, so the old consumer is gone", "store"},
		{"the job runs every 10 minutes, so the dashboard lags a bit", "store"},
	})
}

// TestStartsTodayScheduledFloated (gate28): a way things go from a day
// named ("from today", "a partir de hoy") is decided; a thing set for a
// date to come is a plan, a schedule that recurs is not; a change someone
// floated is a proposal; a choice "for this PR" holds once.
func TestStartsTodayScheduledFloated(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"from today all invoices go out through Stripe Billing, not the cron", "store"},
		{"a partir de hoy todos los deploys pasan por Argo CD", "store"},
		{"the pen test is scheduled for October", "reject"},
		{"Il rilascio è previsto per settembre.", "reject"},
		{"Priya suggested moving the cron jobs to Temporal.", "reject"},
		{"for this PR the prices can stay as floats, we'll switch to cents later", "reject"},
		// must not
		{"the payment service is down today", "reject"},
		{"the nightly backup is scheduled for 02:00 UTC", "store"},
		{"the suggested fix is in PR 12", "store"},
		{"Priya moved the cron jobs to Temporal last month", "store"},
	})
}
