package statement

import "testing"

// TestRetriedTimes: a count of retries said as a multiple ("retried 3x")
// or of the failed things retried clashes with another count of them said
// in words; the same count, a multiple that is a factor of a change and
// attempts before a lockout do not.
func TestRetriedTimes(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"webhook deliveries: max 5 retries, exp backoff", "Failed webhooks get retried 3x and then dead-lettered.", true},
		{"the S3 uploader retries 2x on a timeout", "S3 uploader: retried up to 4 times", true},
		{"failed sidekiq jobs are retried 10 times", "sidekiq jobs get 25 retries", true},
		{"webhook deliveries: max 5 retries", "webhooks get retried 5x and then dead-lettered.", false},
		{"failed jobs are retried 3 times", "jobs are retried 3 times", false},
		{"webhook deliveries: max 5 retries", "webhooks retry 3x faster since the fix", false},
		{"webhook deliveries: max 5 retries", "failed payments are retried 3 times", false}, // another thing
	})
}
