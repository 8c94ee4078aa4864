package statement

import "testing"

// conflictsOfConfigValues: a number in a config line against the same
// setting in words, its unit given in a trailing parenthesis ("2000
// (ms)") or its key a dotted path set by "is" ("limits.memory is 2Gi");
// equal values, another setting of one component and another environment
// stay apart.
var conflictsOfConfigValues = []conflictCase{
	{"search-api ES client request timeout is 10s", "search-api: elasticsearch requestTimeout: 2000 (ms)", true},
	{"search-api ES client request timeout is 2 s", "search-api: elasticsearch requestTimeout: 2000 (ms)", false},
	{"search-api ES client connect timeout is 10s", "search-api: elasticsearch requestTimeout: 2000 (ms)", false},
	{"staging search-api ES request timeout is 10s", "prod search-api: elasticsearch requestTimeout: 2000 (ms)", false},
	{"the payments http timeout is 5 seconds", "payments: httpTimeout: 30000 (ms)", true},
	{"the payments http timeout is 5 seconds", "payments: httpTimeout: 5000 (ms)", false},
	{"the uploads expiration is 30 days", "uploads lifecycle: expiration: 90 (days)", true},
	{"the uploads expiration is 30 days", "uploads lifecycle: expiration: 30 (days)", false},
	{"the upload limit is 10 MB", "upload max_size: 25 (mb)", true},
	{"the upload limit is 10 MB", "upload max_size: 10 (mb)", false},
	{"the worker pool size is 10 (threads)", "the worker pool size is 10", false},
	{"worker pods: memory limit 512Mi", "worker deployment limits.memory is 2Gi", true},
	{"worker pods: memory limit 2Gi", "worker deployment limits.memory is 2Gi", false},
	{"worker pods: memory limit 512Mi", "worker deployment requests.memory is 2Gi", false},
	{"the api memory request is 256Mi", "api resources.requests.memory is 1Gi", true},
	{"the api memory request is 256Mi", "api resources.requests.memory is 256Mi", false},
	{"the api memory request is 256Mi", "api resources.limits.memory is 1Gi", false},
	{"the api pool max size is 20", "api pool.max is 50", true},
	{"the api pool max size is 20", "api pool.max is 20", false},
	{"the api pool max size is 20", "api pool.min is 5", false},
	{"the api host is api.example.com", "the api host is api.example.com", false},
}

func TestConflictsOfConfigValues(t *testing.T) { checkConflictsPaired(t, conflictsOfConfigValues) }
