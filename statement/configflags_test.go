package statement

import "testing"

// TestCoverageFlagKeys: a tool's key or command flag for the least test
// coverage a run passes with (pytest-cov's --cov-fail-under, written with
// "=" or a space, and coverage.py's fail_under), against the coverage
// gate in words; the same value, and another number of the CI job, must
// not be flagged.
func TestCoverageFlagKeys(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"test coverage must be >= 80%", "pytest --cov-fail-under=70 in the CI job", true},
		{"test coverage must be >= 80%", "pytest --cov-fail-under 70 in CI", true},
		{"test coverage must be at least 90%", "[tool.coverage.report] fail_under = 75", true},
		{"test coverage must be >= 80%", "pytest --cov-fail-under=80 in the CI job", false},
		{"test coverage must be at least 75%", "[tool.coverage.report] fail_under = 75", false},
		{"the CI job must finish in under 80 minutes", "pytest --cov-fail-under=70 in the CI job", false},
	})
}

// TestCamelUnitKeys: a camelCase or PascalCase key whose last word is its
// unit ("requestTimeoutSeconds: 60", "HeartbeatIntervalMs = 30000") gives
// its number that unit, as a snake_case key's does; the same amount in
// other units, a key with no unit and a platform's name ("iOS") must not
// be flagged.
func TestCamelUnitKeys(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"request timeout is 30 seconds", "requestTimeoutSeconds: 60", true},
		{"the poll interval is 2 seconds", "pollIntervalMs: 500", true},
		{"the heartbeat interval is 10 seconds", "HeartbeatIntervalMs = 30000", true},
		{"request timeout is 60 seconds", "requestTimeoutSeconds: 60", false},
		{"the poll interval is half a second", "pollIntervalMs: 500", false},
		{"the worker concurrency is 4", "WorkerConcurrency: 4", false},
		{"the iOS deployment target is 16.0", "iOS: 16.0 in the Xcode project", false},
	})
}
