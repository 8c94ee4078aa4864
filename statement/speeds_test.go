package statement

import "testing"

// TestCompoundUnits: a unit is read from its own token and its neighbours:
// "m/s" and "km/h" are speeds, not minutes; a "g" apart from its number or
// after a fraction is an acceleration, not gigabytes, unless a size is
// spoken of; a key's "MS" after a wind is metres per second.
func TestCompoundUnits(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"trackers stow at 15 m/s wind speed", "trackers stow at 15mps wind speed"},
		{"the speed limit is 90 km/h", "the speed limit is 25mps"},
		{"the yard limit is 20kph", "the yard limit is 5.556mps"},
		{"harsh braking threshold 0.45 g", "harsh braking threshold 0.45g"},
		{"TRACKER_STOW_WIND_MS=20", "TRACKER_STOW_WIND=20mps"},
		{"CUTOUT_WS=20", "CUTOUT_wind_speed=20mps"},
		{"HARSH_BRAKE_G=0.35", "HARSH_BRAKE=0.35g"},
		{"RATE_LIMIT_RPS=50", "RATE_LIMIT=3000rpm"},
		{"FALL_ALARM_G=3", "FALL_ALARM=3g"},
		{"JVM_HEAP_G=4", "JVM_HEAP=4294967296b"},
		// must not: milliseconds of any other key, gigabytes where a
		// size is spoken of or written as a flag, a request rate, a
		// WebSocket's key, a wind key with a unit of its own
		{"ANIMATION_SPEED_MS=300", "ANIMATION_SPEED=300ms"},
		{"REQUEST_TIMEOUT_MS=3000", "REQUEST_TIMEOUT=3000ms"},
		{"the heap is 4 g", "the heap is 4294967296b"},
		{"node limit 4g", "node limit 4294967296b"},
		{"the api allows 100 req/s", "the api allows req 6000rpm"},
		{"WS_TIMEOUT=30", "WS_TIMEOUT=30"},
		{"CUTOUT_WS=45 mph", "CUTOUT_WS=20.117mps"},
	} {
		if got := normalizeAmounts(c.in); got != c.want {
			t.Errorf("normalizeAmounts(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestSettingKeyAgainstWords: a setting's key on one side and its words on
// the other, the values in units either reads right, beside an agreement in
// other units and a near miss that must not be flagged.
func TestSettingKeyAgainstWords(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Harsh braking threshold 0.45 g.", "HARSH_BRAKE_G=0.35", true},
		{"Harsh braking threshold 0.35 g.", "HARSH_BRAKE_G=0.35", false},
		{"Trackers stow at 15 m/s wind speed.", "TRACKER_STOW_WIND_MS=20", true},
		{"Trackers stow at 72 km/h wind speed.", "TRACKER_STOW_WIND_MS=20", false},
		{"cut-out wind speed used in the availability calc is 25 m/s", "Availability model: CUTOUT_WS=20", true},
		{"cut-out wind speed used in the availability calc is 25 m/s", "Availability model: CUTOUT_WS=25", false},
		{"The crane stops lifting above 20 m/s wind.", "CRANE_STOP_WIND_MS=15", true},
		{"The crane stops lifting above 54 km/h wind.", "CRANE_STOP_WIND_MS=15", false},
		{"The fall alarm trips at 2.5 g.", "FALL_ALARM_G=3", true},
		{"The fall alarm trips at 3 g.", "FALL_ALARM_G=3", false},
		// ordinary software: a key with its unit against the words
		{"REQUEST_TIMEOUT_MS=3000", "the request timeout is 5 seconds", true},
		{"MAX_UPLOAD_MB=25", "uploads are capped at 50 MB", true},
		{"retry backoff is 200ms", "RETRY_BACKOFF=0.5s", true},
		{"pool size 20", "DB_POOL_MAX=10", true},
		// a rate's short form as a key's unit: RPS, QPS
		{"RATE_LIMIT_RPS=50", "the API is rate limited to 100 requests per second", true},
		{"RATE_LIMIT_RPS=100", "the API is rate limited to 100 requests per second", false},
		{"SEARCH_MAX_QPS=200", "search is capped at 500 queries per second", true},
		{"SEARCH_MAX_QPS=500", "search is capped at 500 queries per second", false},
		// a key with a verb inside it names its whole setting, no crane
		// stopping: a crane's other setting must not be flagged
		{"Crane stop delay is 20 seconds.", "CRANE_STOP_DELAY_MS=15000", true},
		{"Crane alarm sounds after 20 seconds.", "CRANE_STOP_DELAY_MS=15000", false},
		{"Crane anemometer alarm at 20 m/s.", "CRANE_STOP_WIND_MS=15", false},
		// a key with a verb-like word and no unit of its own keeps the unit
		// its kind of setting gives: a TTL's number is seconds
		{"product cache TTL is 5 minutes", "PRODUCT_CACHE_TTL=60", true},
		{"product cache TTL is 1 minute", "PRODUCT_CACHE_TTL=60", false},
		{"the image cache TTL is 2 hours", "IMAGE_CACHE_TTL=600  # seconds", true},
		// must not: one value in other units, two settings of one
		// service, a key of another component, a duration against a
		// speed, a size against an acceleration
		{"REQUEST_TIMEOUT_MS=5000", "5 s timeout", false},
		{"MAX_UPLOAD_MB=50", "uploads are capped at 50 MB", false},
		{"READ_TIMEOUT_MS=3000", "the write timeout is 5 seconds", false},
		{"PAYMENTS_TIMEOUT_MS=3000", "the search service's request timeout is 5 seconds", false},
		{"ANIMATION_SPEED_MS=300", "the carousel scrolls at 2 m/s", false},
		{"the worker heap is 4 g", "HARSH_BRAKE_G=0.35", false},
	})
}
