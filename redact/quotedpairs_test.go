package redact_test

import "testing"

// A login written as a pair whose user and password are each quoted as code,
// on a line that speaks of a login or an account: the password goes, in
// other databases, services and quote marks than the rows that found it.
func TestQuotedLoginPairs(t *testing.T) {
	checkRedacted(t, leakCases(map[string]string{
		"stop logging in as the postgres superuser, use account `reporter` / `Tr8#vLq2Kx` for the dashboards": "Tr8#vLq2Kx",
		"for the staging rabbitmq login try `ingest` / `Bq4!mZx7Rw` and tell me if it works":                  "Bq4!mZx7Rw",
		"the ftp user for uploads is 'partner01' / 'Zm3$kLp9Vt' until they rotate it":                         "Zm3$kLp9Vt",
		"don't use the admin account anymore, log in with \"svc_build\" / \"Hw5qN8zR2x\" in jenkins":          "Hw5qN8zR2x",
	}))
}

// Quoted words around a spaced slash that are not a login stay: no login
// word on the line, a word with no digit, a version, or a quote that does
// not close on one word.
func TestQuotedPairLookAlikes(t *testing.T) {
	checkKept(t, []string{
		"rename `oldName2024` / `newName2025` across the module",
		"the user picks `light` / `darkmode` in settings",
		"account page shows `v2.4.1` / `v2.5.0` side by side",
		"log in with `alice` / `her usual one` on the test box",
	})
}
