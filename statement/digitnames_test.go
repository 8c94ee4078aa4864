package statement

import "testing"

// TestConflictsOfDigitNames: a name whose digits are part of it ("int64",
// "utf8", "arm64", "ipv6") is a value of its own kind, no version of its
// letters; two of one kind still clash.
func TestConflictsOfDigitNames(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"The proxy listens on ipv6.", "The proxy uses TLS 1.3.", false},
		{"The SDK uses int64 timestamps.", "The SDK supports Go 1.21.", false},
		{"Counters are int32 on the sensor board.", "The sensor board runs firmware 2.1.", false},
		{"The ledger stores amounts as int64.", "The ledger runs on Postgres 16.", false},
		{"Session tokens are base64 encoded.", "Session tokens live in Redis 7.", false},
		{"Containers are built for arm64.", "The base image is Debian 12.", false},
		{"Row ids are int64.", "Row ids are int32.", true},
		{"Prices are stored as float64.", "Prices are stored as int64 cents.", true},
		{"The exporter writes files as utf8.", "The exporter writes files as latin1.", true},
		{"Containers are built for arm64.", "Containers are built for amd64.", true},
		{"The service runs Python 3.12 with int64 ids.", "The service runs Python 3.11.", true},
	})
}
