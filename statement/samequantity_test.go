package statement

import "testing"

// TestListHead: a clause of values alone before "and" heads the list the
// clause after it states or rules out, so "15 and 16 are dropped" drops
// both; a clause that states a thing before "and" keeps its own.
func TestListHead(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Minimum macOS version is 12.", "raised the minimum to macOS 14; 12 and 13 are dropped", true},
		{"The docs build on Python 3.9.", "Docs build on Python 3.12 now; 3.9 and 3.10 were dropped.", true},
		{"The SDK supports Go 1.21.", "the SDK needs Go 1.23 now, 1.21 and 1.22 are deprecated", true},
		// near misses: the values kept, or another thing's values dropped
		{"Minimum macOS version is 14.", "raised the minimum to macOS 14; 12 and 13 are dropped", false},
		{"The SDK supports Go 1.23.", "the SDK needs Go 1.23 now, 1.21 and 1.22 are deprecated", false},
		{"The docs build on Python 3.12.", "Docs build on Python 3.12 now; 3.9 and 3.10 were dropped.", false},
	})
}

// TestTimerLengths: a watchdog's timeout is its period, however the
// watchdog is named; a keepalive's timeout and its interval are two
// lengths, however the compound is spelled. A keepalive said bare is
// either (a proxy's keepalive is its idle timeout, a protocol's is how
// often it pings), so it is read as neither.
func TestTimerLengths(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"The independent watchdog timeout is 1 s.", "IWDG period set to 250 ms", true},
		{"Watchdog timeout on the motor board is 100 ms.", "the motor board's watchdog period is 50 ms", true},
		{"The gRPC keep-alive is 20 seconds.", "gRPC keepalive interval: 20s", false},
		// near misses: two lengths of one keepalive, or another timer
		{"The MQTT keepalive timeout is 90 seconds.", "devices use a 60s MQTT keep-alive interval", false},
		{"Watchdog timeout is 2 s.", "the ADC sampling period is 500 ms", false},
	})
}

// TestWatchdogPeriod: a watchdog timer's period is its timeout, not how
// often it is fed.
func TestWatchdogPeriod(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Watchdog timeout is 2 s.", "WDT period configured to 500ms", true},
		{"the watchdog timer period is 8 s", "watchdog timeout: 4 seconds", true},
		// near misses: the feeding period against the timeout
		{"Watchdog timeout is 2 s.", "the watchdog is kicked every 500 ms", false},
		{"the watchdog timer period is 8 s", "firmware feeds the watchdog every 1 s", false},
	})
}
