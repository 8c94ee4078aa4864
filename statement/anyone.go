package statement

import "slices"

// anyObjects are the stems of the words a denial names every object of
// its act with: "inverter alarms never page anyone" denies that they page
// the on-call engineer, "the bot doesn't ping anybody" that it pings the
// release channel.
var anyObjects = stemSet("anyone anybody")

// withoutAnyObject is ws without its words of anyObjects, and whether it
// held one.
func withoutAnyObject(ws []string) ([]string, bool) {
	out := slices.DeleteFunc(slices.Clone(ws), func(w string) bool { return anyObjects[w] })
	return out, len(out) < len(ws)
}

// deniesToAnyone reports whether a denies its act to anyone and b states
// the act of one object: every other word a says is among b's ("alarms
// never page anyone", "alarms page the on-call engineer through
// PagerDuty"). An act denied at a time or place b does not name ("never
// page anyone at night") is of another occasion.
func deniesToAnyone(a, b Claim) bool {
	rest, ok := withoutAnyObject(a.said)
	return ok && a.Negated && !b.Negated && len(rest) >= 2 && within(rest, b.said)
}
