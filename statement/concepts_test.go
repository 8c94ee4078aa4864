package statement

import (
	"slices"
	"strings"
	"testing"
)

// TestSettingConcepts: one setting named two ways with no word shared is
// one attribute when the subjects agree; the same values agree, another
// subject or another kind of the setting (read or write, connect or
// request, soft or hard, the metrics port) is never a contradiction.
func TestSettingConcepts(t *testing.T) {
	checkConflicts(t, []conflictCase{
		// retries: a key, a verb, a count
		{"Webhook deliveries are retried 3 times.", "webhooks: max_attempts: 5", true},
		{"Webhook deliveries are retried 3 times.", "webhooks: max_attempts: 3", false},
		{"Webhook deliveries are retried 3 times.", "We retry webhook deliveries 5 times.", true},
		{"Webhook deliveries are retried 3 times.", "emails: max_attempts: 5", false},
		// heartbeats and pings
		{"The gateway sends a heartbeat every 30s.", "gateway ping interval 10 s", true},
		{"The gateway sends a heartbeat every 30s.", "gateway ping interval 30 s", false},
		{"The gateway sends a heartbeat every 30s.", "scheduler ping interval 10 s", false},
		{"heartbeat 45s", "the relay pings every 45 s and drops the socket after 3 missed pongs (so ~135s worst case)", false},
		// idle connections: keepalive and idle timeout
		{"The proxy keepalive is 75 seconds.", "proxy idle timeout: 60s", true},
		{"The proxy keepalive is 75 seconds.", "proxy idle timeout: 75s", false},
		{"The proxy keepalive is 75 seconds.", "the proxy read timeout is 60s", false},
		// expiry: TTL and "expires after"
		{"Session tokens expire after 15 minutes.", "session token TTL is 1 hour", true},
		{"Session tokens expire after 15 minutes.", "session token TTL is 15 minutes", false},
		{"Session tokens expire after 15 minutes.", "refresh token TTL is 1 hour", false},
		// pools and connection limits
		{"Connection pool size is 20.", "the pool allows at most 100 connections", true},
		{"Connection pool size is 20.", "the pool allows at most 20 connections", false},
		{"The orders DB pool size is 20.", "the search API allows at most 100 connections", false},
		// concurrency: workers, threads
		{"The worker runs 8 threads.", "worker concurrency is 4", true},
		{"The worker runs 8 threads.", "worker concurrency is 8", false},
		{"The worker runs 8 threads.", "the worker has 4 GB of memory", false},
		// batch and page sizes
		{"The exporter batch size is 500.", "exporter chunk size: 1000", true},
		{"The exporter batch size is 500.", "exporter chunk size: 500", false},
		{"The exporter batch size is 500.", "importer chunk size: 1000", false},
		// rate limits
		{"The login endpoint rate limit is 10 per minute.", "login is throttled at 20 requests per minute", true},
		{"The login endpoint rate limit is 10 per minute.", "login is throttled at 10 requests per minute", false},
		{"The hard rate limit on login is 10 per minute.", "the soft rate limit on login is 20 per minute", false},
		// ports: the service's port and the ports beside it
		{"The billing service listens on port 8080.", "billing service port: 9000", true},
		{"The billing service listens on port 8080.", "billing service port: 8080", false},
		{"The billing service listens on port 8080.", "the billing service metrics port is 9000", false},
		{"The billing admin port is 9001.", "the billing debug port is 6060", false},
		// memory and CPU limits
		{"The API pods get 512Mi of memory.", "api pods heap size: 2Gi", true},
		{"The API pods get 512Mi of memory.", "api pods heap size: 512Mi", false},
		{"The API pods have a soft memory limit of 512Mi.", "the API pods have a hard memory limit of 1Gi", false},
		{"The API pods get 2 vCPUs.", "api pods cpu limit: 4 cores", true},
		{"The API pods get 2 vCPUs.", "api pods cpu limit: 2 cores", false},
		// replicas and instances
		{"The checkout service replica count is 3.", "checkout service runs 5 instances", true},
		{"The checkout service replica count is 3.", "checkout service runs 3 instances", false},
		{"The checkout service replica count is 3.", "search service runs 5 instances", false},
		// retention
		{"Audit log retention is 90 days.", "audit logs are kept for 30 days", true},
		{"Audit log retention is 90 days.", "audit logs are kept for 90 days", false},
		{"Audit log retention is 90 days.", "debug logs are kept for 30 days", false},
		// log levels
		{"The gateway log level is warn.", "gateway logging verbosity: debug", true},
		{"The gateway log level is warn.", "gateway logging verbosity: warn", false},
		// sampling
		{"The trace sampling rate is 10%.", "traces sample rate: 0.5", true},
		{"The trace sampling rate is 10%.", "traces sample rate: 0.1", false},
		// timeouts by kind
		{"The upstream connect timeout is 2s.", "the upstream request timeout is 30s", false},
		{"The upstream read timeout is 5s.", "the upstream write timeout is 10s", false},
	})
}

// TestNamingsListedOnce: a naming whose words Stem and canonical fold to
// another naming of its concept ("retries" of "retry", "expires" of "ttl")
// reads nothing the other does not, and is not listed.
func TestNamingsListedOnce(t *testing.T) {
	for _, c := range settingConcepts {
		seen := map[string]string{}
		for _, naming := range strings.Split(c.namings, "|") {
			var stems []string
			for _, w := range strings.Fields(naming) {
				stems = append(stems, canonical(Stem(w)))
			}
			key := strings.Join(stems, " ")
			if prev, ok := seen[key]; ok {
				t.Errorf("%s: %q reads as %q already does", c.name, naming, prev)
			}
			seen[key] = naming
		}
	}
}

// TestConceptShortNamings: a naming read without its type nouns and
// function words stands for its setting only when two words are left or
// the short form is listed ("idle", "replicas"); one common word left
// alone ("page" of "per page", "release" of "release version", "aws" of
// "aws region", "worker" of "worker count") names no setting.
func TestConceptShortNamings(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"the landing page is served from S3", nil},
		{"the release is on Friday", nil},
		{"the worker runs on Fargate", nil},
		{"the aws account is shared with staging", nil},
		{"we show 50 items per page", []string{"§batch"}},
		{"idle connections close after 60 seconds", []string{"§idle"}},
		{"the API runs 3 replicas", []string{"§replicas"}},
		{"the exporter chunk size is 500", []string{"§batch"}},
	} {
		if got := conceptTokens(ClaimOf(tc.text).concepts); !slices.Equal(got, tc.want) {
			t.Errorf("%q: concepts %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestCountsOfOtherSettings: plain counts of two settings of one thing both
// hold; two counts of one setting, however it is named, still clash.
func TestCountsOfOtherSettings(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"notify-worker gets 1 vCPU per instance", "notify-worker Cloud Run concurrency is 80 requests per instance", false},
		{"the api gets 2 cpu cores", "the api runs 3 replicas", false},
		{"search-api pool size is 20", "search-api batch size is 500", false},
		// must still clash: one setting, said the same way or another
		{"the api runs 3 replicas", "the api runs 5 instances", true},
		{"the worker has 4 threads", "worker concurrency is 8", true},
		{"the api gets 2 vCPU", "the api gets 4 vCPU", true},
	})
}
