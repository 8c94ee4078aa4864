package statement

import "testing"

// TestConflictsOfAKindDenied: a kind of tool denied to the whole project by
// its noun clashes with a tool of that kind in use; a denial narrowed to a
// part, a use or a count, a denial of something else, a denial that names
// a tool, and a tool said gone do not.
func TestConflictsOfAKindDenied(t *testing.T) {
	for _, c := range []struct {
		why, a, b string
		want      bool
	}{
		{"no telemetry against a tool of it", "The CLI ships no telemetry.", "PostHog collects usage events from the CLI", true},
		{"decided against the kind", "We voted against a feature flag vendor.", "Unleash serves our feature flags", true},
		{"no ORM against one", "This project has no ORM.", "models are Prisma schemas", true},
		{"no analytics at all", "We have no analytics at all.", "Amplitude records signups", true},
		{"a denial narrowed to a part", "No analytics in the admin panel.", "Mixpanel tracks the mobile app", false},
		{"a denial of another use", "No analytics events are sent before consent.", "Mixpanel tracks screen views", false},
		{"another one denied, not any", "Don't add another analytics SDK.", "Mixpanel tracks screen views", false},
		{"a denial that names the tool", "We don't use LaunchDarkly.", "feature flags are managed in Unleash", false},
		{"the tool said gone", "No analytics SDK ships in the app.", "Mixpanel was removed from the app", false},
		{"a denial of something else", "No feature branches live longer than a week.", "LaunchDarkly manages our feature flags", false},
		{"the way of doing without the kind", "We don't use an ORM.", "queries are raw SQL", false},
		{"another kind denied", "We have no CDN.", "Mixpanel tracks screen views", false},
	} {
		t.Run(c.why, func(t *testing.T) { checkConflict(t, c.a, c.b, c.want) })
	}
}
