package statement

import "slices"

// targetWords name a value as the one a measure is held to: "the latency
// SLA is 2 s", "the error budget is 0.1%".
var targetWords = stemSet("sla slas slo slos target objective budget")

// measureWords tell that a value was read off the running thing: "measured
// p95 latency was 1.4 s", "observed error rate".
var measureWords = stemSet("measured observed recorded averaged")

// measuredAgainstTarget reports whether a names a target for an amount and
// b a measurement of that amount, of one thing: "live feed latency SLA is
// 2 s at p95" and "measured p95 live feed latency last month was 1.4 s".
// What was measured is how the thing did, not another target; a
// measurement over the target is a breach, which is news, not a
// contradiction of the target. Two targets ("the SLA is 2 s", "the SLA is
// 1 s") still clash.
func measuredAgainstTarget(a, b Claim) bool {
	if !slices.ContainsFunc(a.stems, inSet(targetWords)) || !slices.ContainsFunc(b.stems, inSet(measureWords)) ||
		slices.ContainsFunc(b.stems, inSet(targetWords)) || slices.ContainsFunc(a.stems, inSet(measureWords)) {
		return false
	}
	return overlap(a.headWords, b.typed.words) && slices.ContainsFunc(a.typed.stated, func(t typed) bool { return hasKind(b.typed.stated, t.kind) })
}
