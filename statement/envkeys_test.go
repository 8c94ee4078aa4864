package statement

import "testing"

// TestEnvAssignments: a statement that opens by setting an environment
// variable whose key opens with a verb's word reads as its key's words
// being the value, against the setting named in words; the must-nots are
// the same value, another setting of the same shape, a key that opens
// with no verb, a bare number and a key set inside a sentence.
func TestEnvAssignments(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"the default region is us-east-1", "DEFAULT_REGION=eu-west-1", true},
		{"the cache backend is Redis", "CACHE_BACKEND=memcached", true},
		{"the fallback currency is EUR", "DEFAULT_FALLBACK_CURRENCY=USD", true},
		{"the default region is eu-west-1", "DEFAULT_REGION=eu-west-1", false},
		{"the cache backend is memcached", "CACHE_BACKEND=memcached", false},
		{"the fallback currency is EUR", "DEFAULT_DISPLAY_CURRENCY=USD", false},
	})
	checkRewrites(t, "envAssignments", envAssignments, map[string]string{
		"LOG_LEVEL=debug in staging":      "log level is debug in staging",
		"DEFAULT_FALLBACK_LOCALE=en-GB":   "default fallback locale is en-GB",
		"NODE_ENV=production in prod":     "NODE_ENV=production in prod",
		"CACHE_TTL=60":                    "CACHE_TTL=60",
		"MAX_BODY_KB=512 for the webhook": "MAX_BODY_KB=512 for the webhook",
		"logs default to LOG_LEVEL=info":  "logs default to LOG_LEVEL=info",
	})
}
