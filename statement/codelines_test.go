package statement

import "testing"

// TestLineComments: a config or code line's trailing comment no longer
// runs into its value, and a scope it names still counts; the must-nots
// are agreements with a comment beside them, the same key in another
// environment or on another platform named only in the comment, and a
// "#" that is no comment.
func TestLineComments(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"DB_POOL_MAX=20   # per pod, pgbouncer in front", "we bumped the postgres connection pool cap to 50 per pod", true},
		{"HOLD_TTL_SECONDS = 1200  # bumped after the checkout analysis", "Booking holds expire after 15 minutes.", true},
		{"worker_processes: 8  # one per core", "nginx worker processes is 4", true},
		{"max_connections = 200   # raised for the batch jobs", "postgres max connections is 100", true},
		{"UPLOAD_LIMIT_MB=25 // see docs/limits.md", "the upload limit is 10 MB", true},
		{"CACHE_TTL=900  # seconds, redis", "the redis cache TTL is 5 minutes", true},
		{"CL2_LOW_ALARM=0.5  # mg/L", "Chlorine residual low alarm at 0.2 mg/L.", true},
		{"SESSION_IDLE_TIMEOUT=30  # minutes, admin panel", "the session idle timeout is 1 hour", true},
		{"resources:\n  limits:\n    memory: 1Gi   # convoy-tracker api", "convoy-tracker api mem limit 512Mi", true},
		{"replicas: 6  # checkout-svc", "checkout-svc runs 3 replicas", true},
		// must not: the same value, in another unit or said again
		{"CACHE_TTL=300  # seconds, redis", "the redis cache TTL is 5 minutes", false},
		{"DB_POOL_MAX=50   # per pod", "the postgres connection pool cap is 50 per pod", false},
		{"SESSION_IDLE_TIMEOUT=60  # minutes, admin panel", "the session idle timeout is 1 hour", false},
		{"#define SENSOR_UART_BAUD 115200U  // sensor board", "UART baud rate for the sensor board is 115200", false},
		// must not: another environment or platform, named in the comment
		{"DB_POOL_MAX=20   # staging only", "the db pool max is 50 in prod", false},
		{"let maxRetries = 3  // iOS", "max retries is 5 on Android", false},
		{"resources:\n  limits:\n    memory: 1Gi   # billing-api", "convoy-tracker api mem limit 512Mi", false},
		{"LOG_LEVEL=debug  # staging only", "LOG_LEVEL is warn in prod", false},
	})
	checkRewrites(t, "lineComments", lineComments, map[string]string{
		"DB_POOL_MAX=20   # per pod, pgbouncer in front": "DB_POOL_MAX=20",
		"LOG_LEVEL=debug  # staging only":                "LOG_LEVEL=debug in staging",
		"CL2_LOW_ALARM=0.5  # mg/L":                      "CL2_LOW_ALARM=0.5 mg/L",
		"CACHE_TTL=900  # seconds, redis":                "CACHE_TTL=900 seconds",
		"HOLD_TTL=1200  # 20 min, bumped after review":   "HOLD_TTL=1200",
		"memory: 1Gi   # convoy-tracker api":             "memory: 1Gi (convoy-tracker api)",
		"timeout: 30s  // network/client.go":             "timeout: 30s",
		"0 2 * * *  /opt/etl/run.sh   # UTC":             "0 2 * * *  /opt/etl/run.sh",
		"#define RETRIES 3":                              "#define RETRIES 3",
		"we fixed issue #42 in the parser":               "we fixed issue #42 in the parser",
		"C# is the language of the Unity client":         "C# is the language of the Unity client",
		"see the runbook # step 4 for the rollback":      "see the runbook # step 4 for the rollback",
		"docs live at https://example.com/docs":          "docs live at https://example.com/docs",
	})
}

// TestCodeConstants: a constant declared in code reads as its key set to
// its value, its name's words and unit suffix read as a config key's, and
// its literal as the number; the must-nots are agreements, another
// thing's constant, min against max and read against write.
func TestCodeConstants(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"constexpr size_t kAudioRingEntries = 4096;", "audio ring buffer size is 1024 entries", true},
		{"const val API_TIMEOUT_MS = 10_000L", "the API timeout is 30 seconds", true},
		{"private static final int MAX_RETRIES = 3;", "the client retries at most 5 times", true},
		{"pub const MAX_CONNS: u32 = 40;", "max connections is 20", true},
		{"export const requestTimeoutMs = 5000;", "request timeout is 10 seconds", true},
		{"#define SENSOR_UART_BAUD 9600U", "UART baud rate for the sensor board is 115200", true},
		{"let maxRetries = 3", "max retries is 5", true},
		// must not: the same value in another unit or notation
		{"const val API_TIMEOUT_MS = 30_000L", "the API timeout is 30 seconds", false},
		{"constexpr size_t kAudioRingEntries = 1024;", "audio ring buffer size is 1024 entries", false},
		{"#define SENSOR_UART_BAUD 115200UL", "UART baud rate for the sensor board is 115200", false},
		// must not: another thing, the other bound, the other direction
		{"constexpr size_t kVideoRingEntries = 4096;", "audio ring buffer size is 1024 entries", false},
		{"private static final int MIN_RETRIES = 3;", "the client retries at most 5 times", false},
		{"static final long READ_TIMEOUT_MS = 5000L;", "the write timeout is 10 seconds", false},
	})
	checkRewrites(t, "codeConstants", codeConstants, map[string]string{
		"constexpr size_t kAudioRingEntries = 4096;": "AUDIO_RING_ENTRIES = 4096",
		"const val API_TIMEOUT_MS = 10_000L":         "API_TIMEOUT_MS = 10000",
		"pub const MAX_CONNS: u32 = 40;":             "MAX_CONNS = 40",
		"static constexpr std::size_t kSlots = 8;":   "SLOTS = 8",
		"Time.fixedDeltaTime = 0.0333f;":             "Time.fixedDeltaTime = 0.0333;",
		"the limit = 5 kg per box":                   "the limit = 5 kg per box",
		"let the build finish first":                 "let the build finish first",
		"export service: max_batch_size = 50":        "export service: max_batch_size = 50",
	})
}
