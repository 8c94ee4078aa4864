package statement

import "slices"

// failureReport reports whether c is an event that tells what went wrong
// ("incident: the map screen crashed on Android 14", "the nightly export
// failed twice") and changes nothing: what broke, and the tool it broke
// in, is no value of an attribute, so the report conflicts with no
// standing claim that names the same tool. A report that tells a fix or a
// change ("memory limit raised to 256Mi", "fixed by enabling WebSockets")
// states a value, and may; so does one that hands a role over.
// A word of failure that opens the claim names a kind of its subject
// ("Failed jobs are retried until they succeed"), which tells nothing
// went wrong; a noun of one ("incident: ...") still does.
func failureReport(c Claim) bool {
	told := false
	for i, w := range c.stems {
		told = told || failures[w] && (i > 0 || failureNouns[w])
	}
	return c.Event && told && !slices.ContainsFunc(c.stems, func(w string) bool { return fixes[w] || changeStems[w] || choices[w] }) &&
		!handsOver(c)
}

// handsOver reports whether c hands a role over to a new holder ("Marco
// took over the billing cron from Priya, ping him for failures"): who
// holds it now is a value, whatever failure the report names beside it.
func handsOver(c Claim) bool {
	return c.held.former != "" || c.held.handedToSome
}

// failures are the stems of the words that tell something went wrong,
// failureNouns those that name what went wrong.
var (
	failures = stemSet("crash crashed crashes crashing fail failed fails failing failure outage outages incident " +
		"bug broke broken oom oomkilled drained wiped leaked corrupted")
	failureNouns = stemSet("incident incidents outage outages bug bugs")
)

// fixes are the stems of the words that tell a value set or moved after it.
var fixes = stemSet("fix fixed raise raised lower lowered increase increased decrease decreased bump bumped upgrade upgraded " +
	"downgrade downgraded enable enabled disable disabled revert reverted rollback set resized moved migrated now")
