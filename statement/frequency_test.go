package statement

import "testing"

// TestFrequencyIsPeriod: a frequency is how often a thing happens, the
// time between two of its cycles said the other way round, so "at 2 Hz"
// and "every 500 ms" agree and "at 2 Hz" and "every 250 ms" clash; so is
// a "frequency" or "cadence" of so many hours. A clock in MHz is no such
// cycle.
func TestFrequencyIsPeriod(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"The poller polls at 2 Hz.", "The poller polls every 250 ms.", true},
		{"The poller polls at 2 Hz.", "The poller polls every 500 ms.", false},
		{"The heartbeat fires at 4 Hz.", "The heartbeat fires every 250 ms.", false},
		{"The telemetry loop runs at 10 Hz.", "The telemetry loop runs every second.", true},
		{"The render loop ticks at 1 kHz.", "The render loop ticks every 1 ms.", false},
		{"The physics step runs at 60 Hz.", "The physics step runs every 1/30 s.", true},
		{"The physics step runs at 60 Hz.", "The physics step runs every 1/60 s.", false},
		// a frequency or cadence said as an amount of time is how often
		{"The backup cadence is 6 hours.", "Backups run every 12 hours.", true},
		{"The sync frequency is 10 minutes.", "The sync runs every 10 minutes.", false},
	})
	if got := normalizeAmounts("the MCU runs at 168 MHz"); got != "the MCU runs at 168000000hz" {
		t.Errorf("a clock in MHz read as %q", got)
	}
}

// TestCyclePeriod: the period of a thing that repeats ("the control loop
// period", "the sampling period") is how often it runs, so it meets a
// frequency; a retention, grace or trial period is how long one thing
// lasts, and still clashes with another length.
func TestCyclePeriod(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"The control loop period is 10 ms.", "The control loop runs at 1 kHz.", true},
		{"The control loop period is 1 ms.", "The control loop runs at 1 kHz.", false},
		{"The ADC sampling period is 20 ms.", "The ADC sampling runs at 50 Hz.", false},
		{"The ADC sampling period is 5 ms.", "The ADC sampling runs at 50 Hz.", true},
		{"The telemetry publish period is 2 seconds.", "Telemetry is published every 500 ms.", true},
		// a length said as a period still clashes with another length
		{"The log retention period is 30 days.", "Logs are kept for 90 days.", true},
		{"The trial period is 14 days.", "The trial lasts 30 days.", true},
		{"The grace period for unpaid invoices is 7 days.", "Unpaid invoices get a 10-day grace period.", true},
		{"The log retention period is 30 days.", "Logs are kept for 30 days.", false},
	})
}

// "Fortnightly" is every fourteen days, as "weekly" is every seven: the
// adverb of a period types its value.
func TestFortnightly(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Payroll runs fortnightly.", "payroll runs every week", true},
		{"Sprint reviews happen fortnightly.", "sprint reviews are monthly", true},
		{"The archive is copied offsite fortnightly.", "offsite archive copies run daily", true},
		// must not: the same period said another way, or another thing
		{"Payroll runs fortnightly.", "payroll runs every two weeks", false},
		{"Payroll runs fortnightly.", "payroll runs every 14 days", false},
		{"Payroll runs fortnightly.", "expense reports are due weekly", false},
	})
}
