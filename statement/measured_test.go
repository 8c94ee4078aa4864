package statement

import "testing"

// conflictsOfAMeasurement: a measured amount against the target it is held
// to is no second target, whether it meets the target or not; two targets
// of one amount, or two settings, still clash.
var conflictsOfAMeasurement = []conflictCase{
	{"Checkout API latency SLO is 300 ms at p99.", "measured p99 checkout API latency this week was 240 ms", false},
	{"Checkout API latency SLO is 300 ms at p99.", "observed checkout API p99 latency peaked at 410 ms on Black Friday", false}, // a breach
	{"Checkout API latency SLO is 300 ms at p99.", "Checkout API latency SLO is 500 ms at p99.", true},                          // two targets
	{"Search error budget is 0.5% per month.", "search error budget is 1% per month", true},
	{"Search error budget is 0.5% per month.", "measured search error rate in May was 0.2%", false},
	// a reading dated by the span it was read over, no word of measuring
	{"Checkout API latency SLO is 300 ms at p99.", "checkout API p99 latency last week: 240 ms", false},
	{"Render time budget is 16 ms per frame.", "render time this sprint averaged out to 12 ms per frame", false},
	{"Render time budget is 16 ms per frame.", "render time past month was 19 ms per frame", false}, // a breach
	// must not: a target set for a span is a target ("this quarter's SLO"),
	// and a plain value of no span is a second value
	{"Checkout API latency SLO is 300 ms at p99.", "this quarter the checkout API latency SLO is 200 ms at p99", true},
	{"Checkout API latency SLO is 300 ms at p99.", "Checkout API latency SLO is 250 ms at p99 every week.", true},
}

func TestConflictsOfAMeasurement(t *testing.T) { checkConflicts(t, conflictsOfAMeasurement) }
