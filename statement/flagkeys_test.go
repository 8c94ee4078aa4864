package statement

import (
	"strings"
	"testing"
)

// pairLines reads rows of "a / b / conflict" or "a / b / none", one a
// line, as conflict cases: a table in one string, so tables of pairs in
// many files are not clones of each other.
func pairLines(t *testing.T, rows string) []conflictCase {
	t.Helper()
	var out []conflictCase
	for _, row := range strings.Split(strings.TrimSpace(rows), "\n") {
		f := strings.Split(row, " / ")
		if len(f) != 3 || f[2] != "conflict" && f[2] != "none" {
			t.Fatalf("bad row %q", row)
		}
		out = append(out, conflictCase{strings.TrimSpace(f[0]), f[1], f[2] == "conflict"})
	}
	return out
}

// TestFlagKeyAgainstWords: a feature flag's key marked as one
// ("FEATURE_", "FF_", "ENABLE_", "DISABLE_") set on or off conflicts with
// the feature said in words the other way; the marks are no words of the
// feature. Must not: the same state in other words, another feature,
// another environment.
func TestFlagKeyAgainstWords(t *testing.T) {
	checkConflictsPaired(t, pairLines(t, `
		FF_DARK_MODE=false / dark mode is on for everyone / conflict
		ENABLE_SSO=true / SSO is disabled for the admin console / conflict
		FEATURE_BULK_EXPORT: off / bulk export is enabled / conflict
		DISABLE_TELEMETRY=true / telemetry is on / conflict
		FEATURE_FLAG_GUEST_CHECKOUT=on / guest checkout is turned off / conflict
		ENABLE_SSO=true / SSO is turned on / none
		DISABLE_TELEMETRY=true / telemetry is off / none
		FEATURE_BULK_EXPORT=off / bulk import is enabled / none
		FF_DARK_MODE=false in staging / dark mode is on in production / none
		FEATURE_GUEST_CHECKOUT=on / guest checkout stays on / none`))
}

// TestCoordinatedOpposites: two opposite state words joined as one list
// ("optional and off", "disabled, off") deny one state, not twice over;
// a key that disables set false, or "not disabled", is on.
func TestCoordinatedOpposites(t *testing.T) {
	denied := `
		2FA is optional and off by default / true
		sourcemaps are disabled, off in every build / true
		uploads are forbidden or disabled for guests / true
		DISABLE_TELEMETRY=false / false
		the cache is not disabled / false
		caching is disabled / true`
	for _, row := range strings.Split(strings.TrimSpace(denied), "\n") {
		text, want, _ := strings.Cut(strings.TrimSpace(row), " / ")
		if c := ClaimOf(text); c.Negated != (want == "true") {
			t.Errorf("ClaimOf(%q): denied %v, want %s", text, c.Negated, want)
		}
	}
	checkConflictsPaired(t, pairLines(t, `
		2FA is optional and off by default / 2FA is required / conflict
		dark mode is disabled and off by default / dark mode is enabled by default / conflict
		uploads are forbidden or disabled for guests / uploads are allowed for guests / conflict
		2FA is optional and off by default / 2FA is optional / none
		dark mode is disabled and off by default / dark mode is off by default / none
		uploads are forbidden or disabled for guests / guests can't upload / none`))
}

// TestDeniedToAnyone: an act denied to anyone ("never page anyone")
// conflicts with the act done to one object. Must not: a denial at an
// occasion the other does not name, another subject, two denials.
func TestDeniedToAnyone(t *testing.T) {
	checkConflictsPaired(t, pairLines(t, `
		inverter alarms never page anyone / Inverter alarms page the on-call engineer through PagerDuty. / conflict
		the bot doesn't ping anybody / the bot pings the release channel / conflict
		we never email anyone about outages / we email the account owner about outages / conflict
		the bot never pings anybody on weekends / the bot pings the release channel / none
		grid alarms never page anyone / inverter alarms page the on-call engineer / none
		the bot doesn't ping anybody / the bot doesn't ping the release channel / none`))
}

// TestStateWordsAbroad: a switch's state and a rule's force said in
// another language ("ist deaktiviert", "es obligatoria", "est
// désactivé") meet their English. Must not: the same state, another
// environment.
func TestStateWordsAbroad(t *testing.T) {
	checkConflictsPaired(t, pairLines(t, `
		Das Caching ist deaktiviert. / caching is enabled / conflict
		Le mode sombre est désactivé. / mode sombre is enabled / conflict
		Die 2FA ist obligatorisch. / 2FA is optional / conflict
		La 2FA es opcional. / 2FA is required / conflict
		Die 2FA ist obligatorisch. / 2FA is required / none
		Das Caching ist deaktiviert. / caching is off / none
		Das Caching ist deaktiviert in staging. / caching is enabled in production / none`))
}
