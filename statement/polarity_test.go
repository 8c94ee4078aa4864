package statement

import (
	"slices"
	"testing"
)

// TestTrueFalseAsValue: "true" and "false" are a state where they stand as
// a value (after a verb of being or setting, alone after a setting's name,
// or before a preposition), and an adjective of the noun after them
// elsewhere ("the false alerts", "a true positive"), which states nothing
// on or off.
func TestTrueFalseAsValue(t *testing.T) {
	for _, tt := range []struct {
		text          string
		state, denied bool
	}{
		{"caching is false", true, true},
		{"strict: false", true, true},
		{"debug = true", true, false},
		{"the flag was set to true for the beta", true, false},
		{"sourcemaps stay false in prod", true, true},
		{"verbose logging is true by default", true, false},
		{"the kill switch is true now", true, false},
		{"telemetry stays false everywhere", true, true},
		// must not: an adjective before its noun
		{"raised the threshold after the false alerts", false, false},
		{"the true cost of the migration is high", false, false},
		{"most pages were false positives from the scanner", false, false},
		{"we only page on true outages", false, false},
	} {
		var c Claim
		toks := c.polarize(c.clauses(tt.text))
		state := slices.ContainsFunc(toks, func(x tok) bool { return x.w == "enabled" })
		if state != tt.state || c.Negated != tt.denied {
			t.Errorf("polarize(%q): state %v denied %v, want %v %v", tt.text, state, c.Negated, tt.state, tt.denied)
		}
	}
}

// TestBooleanKeyAgainstWords: a boolean config key set on or off conflicts
// with its setting said in words the other way, whether the key asks with
// a leading "is" (Gradle's Kotlin DSL "isMinifyEnabled", Swift's
// "isEnabled") or not, and whether the words say the step's noun
// ("minification") or its verb ("minify"). Must not: equal values, and two
// build types or two environments, each a setting of its own.
func TestBooleanKeyAgainstWords(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"R8 minification is on for release builds", "release buildType has isMinifyEnabled = false", true},
		{"minification is on", "isMinifyEnabled = false", true},
		{"code obfuscation is enabled for release", "isObfuscated: false in release config", true},
		{"dark mode is on by default", "isDarkModeEnabled = false in the default theme", true},
		// must not: equal values
		{"minification is on for release builds", "release buildType has isMinifyEnabled = true", false},
		{"release builds are not minified", "isMinifyEnabled = false for release", false},
		// must not: another build type or environment
		{"minification is on for release builds", "debug buildType has isMinifyEnabled = false", false},
		{"minification is on for release builds", "debug buildType has minifyEnabled = false", false},
		{"the admin panel is enabled in prod", "isAdminPanelEnabled: false in staging config", false},
	})
}
