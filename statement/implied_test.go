package statement

import "testing"

// TestImpliedUnits: a setting's bare number whose unit its name implies
// (a timeout, an interval, a retention, a keepalive, a memory, a height,
// a clock) is the other statement's amount when some unit of that kind
// makes it so, and another amount of that kind when none does; a number
// with a word of its own after it, one not set to the setting, or a
// setting of another thing is no such amount.
func TestImpliedUnits(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		// a value changed in code against one said in words
		{"the upload visibility timeout is 30 seconds", "upload visibility timeout: 300", true},
		{"The nightly db backup retention is 7 days.", "db_backup_retention_period = 35", true},
		{"the worker pool keepalive is 2 minutes", "WORKER_POOL_KEEPALIVE=300", true},
		{"the job poll interval is 15 minutes", "JOB_POLL_INTERVAL=3600", true},
		{"Default layer height is 0.2 mm.", "default layer height 0.28", true},
		{"The MCU core clock is 48 MHz.", "mcu core clock = 72000000", true},
		{"the adhoc query memory cap is 10 GB", "adhoc query max_memory = 32000000000", true},
		{"the socket idle timeout is one minute", "socket idle timeout: 90_000", true},
		// must not: the same amount in the unit its setting counts in
		{"the upload visibility timeout is 5 minutes", "upload visibility timeout: 300", false},
		{"The nightly db backup retention is 5 weeks.", "db_backup_retention_period = 35", false},
		{"the worker pool keepalive is 2 minutes", "WORKER_POOL_KEEPALIVE=120", false},
		{"the job poll interval is 5 seconds", "JOB_POLL_INTERVAL=5000", false},
		{"Default layer height is 0.2 mm.", "default layer height 0.2", false},
		{"The MCU core clock is 72 MHz.", "mcu core clock = 72000000", false},
		{"the adhoc query memory cap is 32 GB", "adhoc query max_memory = 32000000000", false},
		{"the socket idle timeout is 90 seconds", "socket idle timeout: 90_000", false},
		// must not: a number with a word of its own, one not set to the
		// setting, a count of another setting
		{"the brown-out threshold is 2.7 volts", "brown-out threshold 2430 mV", false},
		{"The gateway timeout is 30 seconds.", "the gateway timeout returns 504", false},
		{"the pool timeout is 30 seconds", "the pool size is 20", false},
		{"the retry delay is 10 seconds", "The retry limit is 5.", false},
		// must not: a bare number beside an amount of the kind in its unit
		{"products index refresh_interval is 30s", "During a full reindex set refresh_interval to -1 on the new products index, then back to 30s.", false},
		{"the cache ttl is 10 minutes", "cache ttl stays 600 seconds; retry ttl 3", false},
		// must not: a setting named by its noun alone, or 0
		{"The API timeout is 30 seconds.", "timeout is 0", false},
		{"the session cookie expires after 7 days", "SESSION_LIFETIME=120", false},
		{"MQTT keepalive is 60 seconds", "keepalive_timeout is 65", false},
		// must not: a setting of another thing, of the same shape
		{"upload visibility timeout: 300", "The nightly export timeout is 30 seconds.", false},
		{"backup_retention_period = 35", "Log retention is 7 days.", false},
		{"mcu core clock = 72000000", "The SPI bus runs at 8 MHz.", false},
		{"default layer height 0.28", "The nozzle diameter is 0.4 mm.", false},
		{"JOB_POLL_INTERVAL=3600", "Nightly jobs run on Databricks.", false},
		{"WORKER_POOL_KEEPALIVE=300", "release every two weeks", false},
	})
}

// TestMoreForeignUnits: the units of time of more languages, in the
// cases a number governs, a number's ordinal dot, and the units Japanese,
// Chinese and Korean write right after a number; a date is no span.
func TestMoreForeignUnits(t *testing.T) {
	checkRewrites(t, "normalizeAmounts", normalizeAmounts, map[string]string{
		"Schadensfotos werden 10 Jahre aufbewahrt": "Schadensfotos werden 315360000000ms aufbewahrt",
		"pliki są usuwane po 60 dniach":            "pliki są usuwane po 5184000000ms",
		"GPS-Pings kommen alle 10 Sek. rein":       "GPS-Pings kommen every 10000ms. rein",
		"historikeren logger hvert 5. sekund":      "historikeren logger every 5000ms",
		"les sessions expirent après 2 heures":     "les sessions expirent après 7200000ms",
		"rezervācijas tiek turētas 7 dienas":       "rezervācijas tiek turētas 604800000ms",
		"токен живёт 15 минут":                     "токен живёт 900000ms",
		"keepaliveは60秒":                            "keepaliveは 60000ms",
		"세션은 30초 후 만료":                             "세션은 30000ms 후 만료",
		"缓存保留7天":                                   "缓存保留 604800000ms",
		// must not: a date, a year, English words after a number
		"2024年に移行した":       "2024年に移行した",
		"the 12mm dia rod": "the 12mm dia rod",
		"3 std devs":       "3 std devs",
	})
	checkConflicts(t, []conflictCase{
		{"Historikeren logger hvert 5. sekund.", "Logs are kept for 30 days.", false},
		{"the session timeout is 30 minutes", "session timeout: 45 Minuten", true},
		{"the session timeout is 30 minutes", "session timeout: 30 Minuten", false},
		{"the session timeout is 30 minutes", "Logs werden 45 Tage aufbewahrt.", false},
	})
}
