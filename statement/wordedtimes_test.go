package statement

import "testing"

// conflictsOfWordedTimes: a duration or period said with "a", "an" or
// "one" and a unit word, of one thing named short ("app" for
// "application") or by another word ("probe" for "check"); the same
// length in other words, and the length of another thing, are no conflict.
var conflictsOfWordedTimes = []conflictCase{
	{"App logs are retained for 14 days.", "we retain application logs for a month", true},
	{"App logs are retained for 30 days.", "we retain application logs for a month", false},
	{"Application logs are retained for a week.", "we keep app logs for 7 days", false},
	{"Audit logs are retained for a year.", "we retain app logs for a month", false},
	{"The readiness probe runs every 30 seconds.", "the readiness check fires every 2 min", true},
	{"The readiness probe runs every 60 seconds.", "the readiness check fires every 1 min", false},
	{"The readiness probe runs every 30 seconds.", "the liveness check fires every 2 min", false},
}

func TestConflictsOfWordedTimes(t *testing.T) { checkConflicts(t, conflictsOfWordedTimes) }
