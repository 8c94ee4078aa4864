package statement

import "testing"

// TestNotations: an amount in a notation of code or of a standard (ISO
// 8601, Go's parts, a crontab's step) is the amount said in words: the
// same amount agrees and another clashes; what only looks like one
// ("P99", "m5.xlarge", a daily crontab) stays as it was read; a setting
// of another thing of the same shape is no clash.
func TestNotations(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"the request timeout is PT30S", "the request timeout is 45 seconds", true},
		{"the drain timeout is 1h30m", "the drain timeout is 60 minutes", true},
		{"the cleanup job runs every 10 minutes", "the cleanup job cron is */15 * * * *", true},
		// must not: the same amount in two notations
		{"the request timeout is PT30S", "the request timeout is 30 seconds", false},
		{"the drain timeout is 1h30m", "the drain timeout is 90 minutes", false},
		{"the cleanup job runs every 15 minutes", "the cleanup job cron is */15 * * * *", false},
		// must not: another thing of the same shape
		{"the request timeout is PT30S", "the export job timeout is 45 seconds", false},
		{"the cleanup job cron is */15 * * * *", "Nightly jobs run on Databricks.", false},
		{"the drain timeout is 1h30m", "release every two weeks", false},
	})
	checkRewrites(t, "normalizeAmounts", normalizeAmounts, map[string]string{
		"the request timeout is PT30S":   "the request timeout is 30000ms",
		"tokens expire after PT1H30M":    "tokens expire after 5400000ms",
		"exports are kept for P7D":       "exports are kept for 604800000ms",
		"the drain timeout is 1h30m":     "the drain timeout is 5400000ms",
		"grace period 2m30s":             "grace period 150000ms",
		"cleanup cron: */15 * * * *":     "cleanup cron: every 900000ms",
		"reminders run on `0 */4 * * *`": "reminders run on `every 14400000ms`",
		// must not: a percentile, an instance type; a daily crontab is
		// no step, but its period and time (contra94: spannotations.go)
		"p99 latency is under P99 budget": "p99 latency is under P99 budget",
		"nodes are m5.xlarge":             "nodes are m5.xlarge",
		"the job runs at 0 4 * * *":       "the job runs daily at t0400",
	})
}
