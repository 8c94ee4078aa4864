package statement

import "testing"

// TestTurnPeriods: a repeated thing's period said as an interval, as the
// length of a turn, as hertz or as a cycle rate key is one attribute; a
// turn's timeout, a count of turns, a sampling rate or a learning rate is
// another.
func TestTurnPeriods(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"core routers are polled over SNMP every 5 minutes", "snmp poll on the core is 60s", true},
		{"on-call rotates weekly", "on-call shifts are two weeks long", true},
		{"ranked match servers tick at 64 Hz", "tick_rate = 128 on ranked servers", true},
		{"lobby servers tick at 20 Hz", "lobby servers run with tick_rate = 60", true},
		{"metrics are scraped every 30 seconds", "the scrape interval is 30s", false},
		{"the physics loop ticks at 50 Hz", "the physics loop runs every 20 ms", false},
		{"the display refresh rate is 120", "the display refreshes at 120 Hz", false},
		// must not: a timeout, a count of turns, a share, a rate of no cycle
		{"the poll timeout is 5s", "core routers are polled over SNMP every 5 minutes", false},
		{"metrics-stack scrapes targets four times a minute", "prometheus scrape interval: 15s", false},
		{"The trace sampling rate is 10%.", "traces sample rate: 0.1", false},
		{"learning_rate = 0.001", "the model learns at 1000 Hz", false},
		{"casual servers tick at 30 Hz", "tick_rate = 128 on ranked servers", false},
	})
}

// TestSpanSeconds: a clock-written length is a length when it passes a
// day or is set to a key that names one; a time of day stays one.
func TestSpanSeconds(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"--time=72:00:00", "--time=259200s"},
		{"walltime: 1:30:00", "walltime: 5400s"},
		{"job ran 26:10:05", "job ran 94205s"},
		// must not: a time of day
		{"backups start at 03:00:00", "backups start at 03:00:00"},
	} {
		if got := spanClock.ReplaceAllStringFunc(tt.in, spanSeconds); got != tt.want {
			t.Errorf("spanSeconds(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestRatesOfAnyMessage: a rate of texts or notifications per unit of time
// is one rate however it is counted.
func TestRatesOfAnyMessage(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"SMS gateway throttles at 10 messages per second", "we can push 300 SMS a minute through the gateway", true},
		{"the ingest API accepts 20 requests per second", "ingest API limit is 1200 requests a minute", false},
		// must not: another thing's rate
		{"the push service sends 5 notifications per second", "the mail relay sends 600 emails a minute", false},
	})
}
