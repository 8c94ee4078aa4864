package capture

import "testing"

// gate41Classes are the classes of this stop, each with rows of other
// domains and languages and its near misses (TestGate41Classes).
var gate41Classes = []struct{ name, rows string }{
	// PreferenceWithException: "I'd rather" with an "unless" or a present
	// condition states a preference and its exception; "would rather" and
	// "would prefer" make no hypothetical. Near misses: the same under a
	// condition in the past (a wish), for one thing here, and hedged.
	{"PreferenceWithException", `
			store | i'd rather we do new nodes in python unless they're in the control loop
			store | I'd rather keep secrets in Vault unless the service runs outside the cluster
			store | we'd prefer squash merges unless a branch has co-authors
			store | I'd rather use plain SQL if the query joins more than two tables
			reject | if we had more time, i'd rather rewrite the parser
			reject | if it were up to me, I'd rather drop the ORM
			reject | I'd rather not merge this PR unless the tests pass
			reject | maybe I'd rather use Vault unless it's too slow
		`},
	// SamePastDated: a verb whose past is its bare form ("cut", "set",
	// "reset", "put", "split") placed at a time gone by ("this morning",
	// "yesterday", "last week") tells what was done then, an event. Near
	// misses: the same verbs as a habit, at work right now, or put ahead.
	{"SamePastDated", `
			store | we cut 4.0.0 this morning, changelog went out with it
			store | we set the retention to 30 days this morning
			store | ops reset the vpn keys yesterday after the laptop theft
			store | we split the monolith's auth module into its own service last month
			store | we put the staging cluster behind the VPN last week
			store | we cut 4.0.0 this morning
			store | we cut releases from main
			reject | we're cutting 4.0.0 right now, ci still building the wheels
			reject | we cut 4.0.0 tomorrow
		`},
	// PossessiveDate: "last week's release", typed "last weeks release",
	// dates what it qualifies as "last release" does, so an act told with
	// its effect after it is done, no step of the task at hand. Near
	// misses: the same act undated with a verdict after it, and "next
	// month's release", a plan.
	{"PossessiveDate", `
			store | we bumped minSdk to 26 in last weeks release so java.time is fine
			store | we dropped python 3.8 in last month's release so the walrus operator is fine
			store | we raised the upload limit in last sprint's deploy so big files are fine now
			reject | bumped minSdk to 26, build looks fine
			reject | we'll drop python 3.8 in next month's release
		`},
	// RunUpOpener: a yes-word run straight into "so", "btw" or "anyway"
	// ("okay so ...", "ok btw ...") is the run-up of a dictated or typed
	// statement, read without it. Near misses: the same run-up before a
	// question, a request, and a state of the moment.
	{"RunUpOpener", `
			store | okay so the arm urdf lives in arm underscore description slash urdf not in the bring up package
			store | okay so the config lives in deploy/
			store | ok so staging uses the shared redis
			store | yeah so the billing cron runs at 2am UTC
			store | ok btw the payments service owns the refunds table
			reject | okay so where does the arm urdf live is it in arm underscore description or the bring up package
			reject | ok so can you rerun the migration
			reject | ok so the build is red right now
		`},
	// FailedAgain: a thing that failed "again", undated ("the build broke
	// again"), is a trouble back, news of the moment as "redis is full
	// again" is, so "ok so" read off no longer leaves it an event. Near
	// misses: the same dated, and a failure told with its date and cause.
	{"FailedAgain", `
			reject | ok so the build broke again, whatever, I'll look later
			reject | the nightly deploy failed again, ugh
			reject | staging crashed again
			store | the build broke again last night because the runner disk filled up
			store | the build broke in March when we upgraded gradle
		`},
	// AgreedAfter: a statement closed by a clause that only says it was
	// agreed or decided ("that's agreed with the other maintainers", "that's
	// been decided", "we agreed on that") is a decision kept. Near misses:
	// the same asked, denied or not yet decided, and a change floated
	// under a condition.
	{"AgreedAfter", `
			store | parse_v1 gets deprecated in 6.0 and removed in 7.0, that's agreed with the other maintainers
			store | the v1 api gets switched off in june, that's agreed with support
			store | webhooks get three retries with backoff, that's been decided with the payments team
			store | timestamps are UTC everywhere, we agreed on that in the kickoff
			reject | parse_v1 gets removed in 7.0? is that agreed?
			reject | parse_v1 gets removed in 7.0, nothing's decided yet
			reject | parse_v1 gets removed in 7.0, not agreed yet
			reject | we could deprecate parse_v1 in 6.0 if the other maintainers are ok with it
		`},
}

// gate41Replies are this stop's classes of a reply to the assistant's turn
// (TestGate41Replies).
var gate41Replies = []struct{ name, rows string }{
	// OwnPreference: after the assistant's turn, the speaker's own taste
	// ("i'd rather ...", "i like ...", "we prefer ...") that points at
	// nothing in front of them is kept as a preference, no correction.
	// Near misses: a preference that points at the thing done ("this is
	// too long"), one that asks the listener ("i'd rather you keep this
	// one"), and a bare "I like it".
	{"OwnPreference", `
			store | Should I port the enemy AI script to C# for performance? || i'd rather keep gameplay code in gdscript and only drop to c# for the pathfinding stuff, fwiw
			store | I've updated the RViz config to show all the costmap layers. || i like the rviz config with the costmap hidden by default, too noisy otherwise
			store | Should I write the new telemetry node in C++ or Python? || i'd rather we do new nodes in python unless they're in the control loop
			store | I added a mock for the payments client. || I prefer integration tests against the sandbox over mocks for payment code
			store | Should I write the migration in raw SQL? || we prefer alembic autogenerate, reviewed by hand
			feedback | I've drafted the README section. || I prefer short READMEs with links to docs/, this is too long.
			reject | Should I port the enemy AI script to C# for performance? || i'd rather you keep this one in gdscript for now, we'll profile later
			reject | I've drafted the README section. || I like it.
		`},
	// DatedCommand: a command placed at a time gone by ("check row counts
	// vs yesterday", "from last night") asks for one piece of work on what
	// happened then, though a bare plural reads it as a rule; with or
	// without the assistant's turn. Near misses: the same kind of command
	// for every time, a rule put after a past event ("since the outage
	// last week, always ..."), and a rule whose grounds are dated.
	{"DatedCommand", `
			reject | I ran the full refresh on prod to pick up the new column. || ok good, sam signed off on that one. check row counts vs yesterday
			reject | check row counts vs yesterday
			reject | pull the error counts from last night
			reject | I fixed the scheduler. || rerun the nightly jobs from yesterday
			feedback | I ran the full refresh. || check row counts after every full refresh
			feedback | I ran the full refresh. || always compare row counts against the previous run after a full refresh
			feedback | since the outage last week, always run the smoke tests before deploying
			feedback | after the incident last week, never deploy on fridays
			feedback | don't store anything important in the scratch bucket, it got wiped last month
			feedback | Don't run the load tests against prod; we took checkout down last quarter.
		`},
	// AgreedAfterTurn: after the assistant's question or plan, a statement
	// of the project closed by "that's agreed ..." is the team's decision,
	// kept, no correction of the assistant. Near miss: a change floated
	// under a condition.
	{"AgreedAfterTurn", `
			store | Should I add a DeprecationWarning to parse_v1? || parse_v1 gets deprecated in 6.0 and removed in 7.0, that's agreed with the other maintainers
			store | Should I add a retry to the webhook client? || webhooks get three retries with backoff, that's been decided with the payments team
			reject | Should I add a DeprecationWarning to parse_v1? || we could deprecate parse_v1 in 6.0 if the other maintainers are ok with it
		`},
}

// TestGate41Classes (gate41): each class of gate41Classes.
func TestGate41Classes(t *testing.T) { checkClasses(t, gate41Classes) }

// TestGate41Replies (gate41): each class of gate41Replies.
func TestGate41Replies(t *testing.T) { checkClasses(t, gate41Replies) }
