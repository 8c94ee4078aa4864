package statement

import "testing"

// TestFlagKeyAgainstWords: a feature flag's key marked as one
// ("FEATURE_", "FF_", "ENABLE_", "DISABLE_") set on or off conflicts with
// the feature said in words the other way; the marks are no words of the
// feature. Must not: the same state in other words, another feature,
// another environment.
func TestFlagKeyAgainstWords(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"FF_DARK_MODE=false", "dark mode is on for everyone", true},
		{"ENABLE_SSO=true", "SSO is disabled for the admin console", true},
		{"FEATURE_BULK_EXPORT: off", "bulk export is enabled", true},
		{"DISABLE_TELEMETRY=true", "telemetry is on", true},
		{"FEATURE_FLAG_GUEST_CHECKOUT=on", "guest checkout is turned off", true},
		// must not: the same state, another feature, another environment
		{"ENABLE_SSO=true", "SSO is turned on", false},
		{"DISABLE_TELEMETRY=true", "telemetry is off", false},
		{"FEATURE_BULK_EXPORT=off", "bulk import is enabled", false},
		{"FF_DARK_MODE=false in staging", "dark mode is on in production", false},
		{"FEATURE_GUEST_CHECKOUT=on", "guest checkout stays on", false},
	})
}

// TestCoordinatedOpposites: two opposite state words joined as one list
// ("optional and off", "disabled, off") deny one state, not twice over;
// a key that disables set false, or "not disabled", is on.
func TestCoordinatedOpposites(t *testing.T) {
	for _, tt := range []struct {
		text   string
		denied bool
	}{
		{"2FA is optional and off by default", true},
		{"sourcemaps are disabled, off in every build", true},
		{"uploads are forbidden or disabled for guests", true},
		{"DISABLE_TELEMETRY=false", false},
		{"the cache is not disabled", false},
		{"caching is disabled", true},
	} {
		if c := ClaimOf(tt.text); c.Negated != tt.denied {
			t.Errorf("ClaimOf(%q): denied %v, want %v", tt.text, c.Negated, tt.denied)
		}
	}
	checkConflictsPaired(t, []conflictCase{
		{"2FA is optional and off by default", "2FA is required", true},
		{"dark mode is disabled and off by default", "dark mode is enabled by default", true},
		{"uploads are forbidden or disabled for guests", "uploads are allowed for guests", true},
		// must not: the same state twice
		{"2FA is optional and off by default", "2FA is optional", false},
		{"dark mode is disabled and off by default", "dark mode is off by default", false},
		{"uploads are forbidden or disabled for guests", "guests can't upload", false},
	})
}

// TestDeniedToAnyone: an act denied to anyone ("never page anyone")
// conflicts with the act done to one object. Must not: a denial at an
// occasion the other does not name, another subject, two denials.
func TestDeniedToAnyone(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"inverter alarms never page anyone", "Inverter alarms page the on-call engineer through PagerDuty.", true},
		{"the bot doesn't ping anybody", "the bot pings the release channel", true},
		{"we never email anyone about outages", "we email the account owner about outages", true},
		// must not
		{"the bot never pings anybody on weekends", "the bot pings the release channel", false},
		{"grid alarms never page anyone", "inverter alarms page the on-call engineer", false},
		{"the bot doesn't ping anybody", "the bot doesn't ping the release channel", false},
	})
}

// TestStateWordsAbroad: a switch's state and a rule's force said in
// another language ("ist deaktiviert", "es obligatoria", "est
// désactivé") meet their English. Must not: the same state, another
// environment.
func TestStateWordsAbroad(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"Das Caching ist deaktiviert.", "caching is enabled", true},
		{"Le mode sombre est désactivé.", "mode sombre is enabled", true},
		{"Die 2FA ist obligatorisch.", "2FA is optional", true},
		{"La 2FA es opcional.", "2FA is required", true},
		// must not: the same state, another environment
		{"Die 2FA ist obligatorisch.", "2FA is required", false},
		{"Das Caching ist deaktiviert.", "caching is off", false},
		{"Das Caching ist deaktiviert in staging.", "caching is enabled in production", false},
	})
}
