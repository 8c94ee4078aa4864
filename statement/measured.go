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
	if !slices.ContainsFunc(a.stems, inSet(targetWords)) || !measuredIn(b) ||
		slices.ContainsFunc(b.stems, inSet(targetWords)) || measuredIn(a) {
		return false
	}
	return overlap(a.headWords, b.typed.words) && slices.ContainsFunc(a.typed.stated, func(t typed) bool { return hasKind(b.typed.stated, t.kind) })
}

// readingSpans date a value to a span it was read over: "p99 match
// latency this week: 31 µs", "error rate last month was 0.2%". The claim
// keeps such a span among its words but not among its stems, which leave
// out when a thing happened; a span of a rate ("0.5% per month") stays
// among the stems and is part of the value.
var readingSpans = stemSet("week month quarter sprint")

// measuredIn reports whether c says its value was read off the running
// thing: by a word of measuring, or by the span it was read over.
func measuredIn(c Claim) bool {
	return slices.ContainsFunc(c.stems, inSet(measureWords)) ||
		slices.ContainsFunc(c.typed.words, func(w string) bool { return readingSpans[w] && !slices.Contains(c.stems, w) })
}
