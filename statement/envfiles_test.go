package statement

import "testing"

// TestEnvironmentFile: a key set in a config file whose name names an
// environment is the setting in that environment, against the same
// setting in words; a near miss beside each (the same value, another
// environment's file, a file that names none, another setting of the
// same file) that must not be flagged.
func TestEnvironmentFile(t *testing.T) {
	checkConflicts(t, []conflictCase{
		// a Helm values file per environment
		{"values-prod.yaml: api.replicaCount: 4", "atlas api runs 6 replicas in prod", true},
		{"values-prod.yaml: api.replicaCount: 6", "atlas api runs 6 replicas in prod", false},
		{"values-staging.yaml: api.replicaCount: 2", "atlas api runs 6 replicas in prod", false},
		{"values.yaml: api.replicaCount: 2", "atlas api runs 6 replicas in prod", false},
		{"values-staging.yaml: api.replicaCount: 2", "values-prod.yaml: api.replicaCount: 6", false},
		{"values-prod.yaml: api.replicaCount: 4", "api.replicaCount is 3 in dev", false},
		{"values-prod.yaml: api.resources.limits.memory: 2Gi", "the api pod memory limit in prod is 4Gi", true},
		{"values-prod.yaml: api.resources.limits.memory: 2Gi", "the api pod memory request in prod is 1Gi", false},
		{"values-prod.yaml: worker.concurrency: 8", "api runs 6 replicas in prod", false},
		// a dotenv file named for its environment
		{".env.production: LOG_LEVEL=warn", "prod log level is debug", true},
		{".env.production: LOG_LEVEL=warn", "staging log level is debug", false},
		{".env.production: LOG_LEVEL=warn", "prod log level is warn", false},
		// a setting in every environment is the setting wherever it is
		// said; one in a named environment is not another's
		{"the request timeout is 30s across all envs", "the request timeout is 10 seconds", true},
		{"the request timeout is 30s across all envs", "the request timeout is 30 seconds in staging", false},
		{"the request timeout is 30s in prod", "the request timeout is 10 seconds in staging", false},
	})
}

// TestEnvironmentFileText: only a file that opens a statement, names one
// environment and sets a key after it is read as the key's place.
func TestEnvironmentFileText(t *testing.T) {
	for in, want := range map[string]string{
		"values-prod.yaml: api.replicaCount: 4":     "api.replicaCount: 4 in prod",
		"settings/staging.py: CONN_MAX_AGE = 60":    "CONN_MAX_AGE = 60 in staging",
		".env.production: LOG_LEVEL=warn":           "LOG_LEVEL=warn in production",
		"values.yaml: api.replicaCount: 4":          "values.yaml: api.replicaCount: 4",
		"values-prod.yaml: see the api block":       "values-prod.yaml: see the api block",
		"prod-vs-staging.yaml: api.replicaCount: 4": "prod-vs-staging.yaml: api.replicaCount: 4",
		"we edited values-prod.yaml: replicas: 4":   "we edited values-prod.yaml: replicas: 4",
	} {
		if got := environmentFile(in); got != want {
			t.Errorf("environmentFile(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestInEveryEnvironment: only a scope of every environment goes; a named
// one and an exception stay.
func TestInEveryEnvironment(t *testing.T) {
	for in, want := range map[string]string{
		"SLOT_MINUTES is 20 in every env now":      "SLOT_MINUTES is 20 now",
		"timeouts are 30s across all environments": "timeouts are 30s",
		"LOG_LEVEL is info in every env but prod":  "LOG_LEVEL is info but prod",
		"the timeout is 30s in prod":               "the timeout is 30s in prod",
		"we checked every env before the release":  "we checked every env before the release",
	} {
		if got := inEveryEnvironment(in); got != want {
			t.Errorf("inEveryEnvironment(%q) = %q, want %q", in, got, want)
		}
	}
}
