package statement

import "testing"

// TestBoundMet: a value that meets a bound a measure must meet agrees with
// it; a value past the bound, a second bound, or a cap a setting allows
// does not.
func TestBoundMet(t *testing.T) {
	checkPairs(t, "boundMet", boundMet, true, []pairCase{
		{"checkout p95 must stay below 300 ms", "checkout p95 is 240ms", true},
		{"error rate must stay under 1%", "error rate is 0.4%", true},
		{"the nightly export has to complete in under 2 hours", "the nightly export runs for 95 minutes", true},
		{"test coverage must be at least 80%", "test coverage is 86%", true},
		// must not: a value past the bound
		{"checkout p95 must stay below 300 ms", "checkout p95 is 450ms", false},
		{"search p99 must stay under 200 ms", "search p99 is 200ms", false},
	})
	// must not: two bounds, or a cap a setting allows
	checkPairs(t, "boundMet", boundMet, true, []pairCase{
		{"p99 latency SLO: 200ms", "the latency SLO is p99 under half a second", false},
		{"Connection pool size is 20.", "the pool allows at most 100 connections", false},
	})
	checkConflicts(t, []conflictCase{
		{"search p99 must stay under 200 ms", "search p99 is 150ms", false},
		{"cold start must be under 3 seconds", "cold start is 1.8 s", false},
		{"checkout p95 must stay below 300 ms", "checkout p95 is 450ms", true},
	})
}

// TestQualityAndAmount: an amount of a quality says how much of it; two
// qualities, or a quality of another thing, are left to the other rules.
func TestQualityAndAmount(t *testing.T) {
	checkPairs(t, "qualityAndAmount", qualityAndAmount, true, []pairCase{
		{"access tokens are short-lived", "access tokens expire after 10 minutes", true},
		{"the preview cache is short-lived", "preview cache entries expire after 5 minutes", true},
		{"refresh tokens are long-lived", "refresh tokens expire after 90 days", true},
		// must not: two qualities, another thing's amount, a quality of no amount
		{"access tokens are short-lived", "access tokens are long-lived", false},
		{"access tokens are short-lived", "session cookies expire after 30 days", false},
		{"access tokens are opaque", "access tokens expire after 10 minutes", false},
	})
}

// TestUsageAndLimit: what is used of a thing is not the limit on it; two
// limits of one thing still differ.
func TestUsageAndLimit(t *testing.T) {
	checkPairs(t, "usageAndLimit", usageAndLimit, true, []pairCase{
		{"we have 32 cores in use", "the CPU quota is 64 cores", true},
		{"the team uses 40 vCPUs", "the vCPU quota is 96", true},
		// must not: two limits, or two values of one setting
		{"the vCPU quota is 64", "the vCPU quota is 96", false},
		{"the vCPU limit is 64", "the team is capped at 96 vCPUs", false},
		{"the team uses 40 vCPUs", "the team uses 60 vCPUs", false},
	})
	checkConflicts(t, []conflictCase{
		{"we have 32 cores in use", "the CPU quota is 64 cores", false},
	})
}

// TestQualityAndKind: a quality says how good or how much, which no
// language, tool or typed value answers; a state, or two values of one
// type, are left to the other rules.
func TestQualityAndKind(t *testing.T) {
	checkPairs(t, "qualityAndKind", qualityAndKind, true, []pairCase{
		{"the SDK is fast", "the SDK is written in Rust", true},
		{"the importer is slow", "the importer is built with Python", true},
		{"the admin UI is great", "the admin UI uses React", true},
		{"the search index is huge", "the search index lives in Elasticsearch", true},
		// must not: a state, a value of a type, a quality with a verb
		{"Sentry is off in staging", "staging uses Sentry", false},
		{"the SDK is written in Go", "the SDK is written in Rust", false},
		{"the SDK is fast", "the SDK is slow", false},
	})
	checkConflicts(t, []conflictCase{
		{"the SDK is fast", "the SDK is written in Rust", false},
		{"the CLI is tiny", "the CLI is written in Go", false},
		{"the SDK is written in Go", "the SDK is written in Rust", true},
	})
}
