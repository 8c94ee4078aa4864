package statement

import "testing"

// TestCompoundsSolidAndSplit: a compound written solid in one claim and
// as two words in the other ("homepage", "home page") is one subject even
// where the stem of its first word has lost an end the solid word keeps
// ("home" stems to "hom", "homepage" to "homepag"; "battery" to
// "batteri"), so an amount of it said both ways meets; two things that
// only open alike stay two, and one amount in two wordings is no clash.
func TestCompoundsSolidAndSplit(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"the codebase lint job runs hourly", "the code base lint job runs daily", true},
		{"the firewall log retention is 30 days", "fire wall logs are kept for 90 days", true},
		{"the keyboard firmware check runs daily", "the key board firmware check runs weekly", true},
		{"the Firestore export runs nightly", "the Fire Store export runs hourly", true},
		{"batterypack telemetry is sent every 10 seconds", "battery pack telemetry is sent every 60 seconds", true},
		{"the storefront page cache TTL is 60 seconds", "the store front page cache TTL is 5 minutes", true},
		// must not: one amount in two wordings
		{"the codebase lint job runs hourly", "the code base lint job runs every 60 minutes", false},
		{"batterypack telemetry is sent every 10 seconds", "battery pack telemetry goes out every 10 s", false},
		// must not: two things that share a first part
		{"the firewall log retention is 30 days", "fire drill logs are kept for 90 days", false},
		{"the storefront page cache TTL is 60 seconds", "the store locator page cache TTL is 5 minutes", false},
	})
}

// TestBeatTimeIsItsPeriod: the time a signal sent again and again is set
// to ("the MQTT keepalive is 60 seconds") is how often it is sent, the
// period "a keep-alive every 15 s" states, so two such times of one link
// clash however each is said; a timeout or a TTL of the link is how long
// it lasts, another setting, and one period said both ways agrees.
func TestBeatTimeIsItsPeriod(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"the SSH keepalive is 60 seconds", "ssh sends a keep-alive every 15 seconds", true},
		{"the agent heartbeat is 30 seconds", "agents send a heartbeat every 10 s", true},
		{"the broker keepalive is 2 minutes", "devices use a 45s broker keep-alive interval", true},
		// must not: one period said both ways
		{"the SSH keepalive is 60 seconds", "ssh sends a keep-alive every minute", false},
		// must not: a timeout of the link against how often it is pinged
		{"WebSocket heartbeat every 30s", "heartbeat timeout is 90s", false},
		{"nginx sends a keepalive every 10 seconds", "the nginx keepalive timeout is 75 seconds", false},
		// must not: another thing's period
		{"the agent heartbeat is 30 seconds", "the agent log upload runs every 10 s", false},
	})
}

// TestThresholdSaidByItsTrigger: the amount an alert, a breaker or a mode
// fires, trips or kicks in at is its threshold, as "the alert threshold
// is 90%" names it, and the quantity it watches ("disk usage", "memory
// level") may be said or left out; two severities, two environments, two
// things watched and a value measured now stay apart.
func TestThresholdSaidByItsTrigger(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"the CPU alert fires at 85%", "cpu alert threshold is 95%", true},
		{"memory usage alert fires at 80%", "the memory alert threshold is 90%", true},
		{"the circuit breaker trips at 50% errors", "the circuit breaker threshold is 25% errors", true},
		{"eco mode kicks in at 30% charge", "the eco mode threshold is 10% charge", true},
		// must not: one threshold said both ways
		{"memory usage alert fires at 80%", "the memory alert threshold is 80%", false},
		// must not: another thing watched, another severity, another environment
		{"the CPU alert fires at 85%", "the disk alert threshold is 95%", false},
		{"the warning disk alert fires at 80%", "the critical disk alert threshold is 90%", false},
		{"the disk alert fires at 80% in staging", "the prod disk alert threshold is 90%", false},
		// must not: a value measured now against the threshold
		{"disk usage is at 85% on node 3", "the disk alert threshold is 90%", false},
	})
}

// TestSpanBetweenPeriods: a time between two periods ("rest between duty
// periods is 10 hours") is how long the span lasts, not a period of a
// cycle, so it meets the same span said with a bound ("at least 12h rest
// between duty periods"); how long the periods themselves last, or the
// same span said twice, is no clash.
func TestSpanBetweenPeriods(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"Minimum rest between duties is 8 hours.", "pilots must get at least 10h rest between duty periods", true},
		{"the minimum rest between shifts is 11 hours", "staff get at least 9 hours of rest between shift periods", true},
		{"the control loop period is 10 ms", "the control loop runs every 20 ms", true},
		// must not: the same span said twice, and the periods' own length
		{"Minimum rest between duties is 8 hours.", "pilots must get at least 8h rest between duty periods", false},
		{"Minimum rest between duty periods is 8 hours.", "duty periods last at most 12 hours", false},
	})
}

// TestStartsAtIsInitial: a thing said to start at an amount that is no
// time ("the canary starts at 5% of traffic", "we start the search at 2
// km") states its initial amount, which "the first stage" or "the initial
// radius" names; where it ends, its maximum, when it starts and what
// another thing starts at stay apart.
func TestStartsAtIsInitial(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"the canary starts at 5% of traffic", "the first canary stage is 20% of traffic", true},
		{"the retry backoff starts at 1 second", "initial retry backoff is 5 seconds", true},
		{"we start the courier search at 2 km", "the initial courier search radius is 1 km", true},
		// must not: one amount said both ways
		{"the canary starts at 5% of traffic", "the first canary stage is 5% of traffic", false},
		// must not: where it ends, its maximum, when it starts, another thing
		{"the canary starts at 5% of traffic", "the canary ends at 50% of traffic", false},
		{"the retry backoff starts at 1 second", "the max retry backoff is 60 seconds", false},
		{"the nightly sync starts at 02:00", "the initial sync takes 40 minutes", false},
		{"the free plan starts at 0 dollars", "the pro plan starts at 20 dollars", false},
		{"the first retry waits 2 seconds", "the second retry waits 8 seconds", false},
	})
}
