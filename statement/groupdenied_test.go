package statement

import "testing"

// conflictsOfAKindDenied: a kind of tool denied to the whole project by
// its noun clashes with a tool of that kind in use; a denial narrowed to a
// part, a use or a count, a denial of something else, a denial that names
// a tool, and a tool said gone do not.
var conflictsOfAKindDenied = []conflictCase{
	{"The CLI ships no telemetry.", "PostHog collects usage events from the CLI", true},                        // no telemetry against a tool of it
	{"We voted against a feature flag vendor.", "Unleash serves our feature flags", true},                      // decided against the kind
	{"This project has no ORM.", "models are Prisma schemas", true},                                            // no ORM against one
	{"We have no analytics at all.", "Amplitude records signups", true},                                        // no analytics at all
	{"No analytics in the admin panel.", "Mixpanel tracks the mobile app", false},                              // a denial narrowed to a part
	{"No analytics events are sent before consent.", "Mixpanel tracks screen views", false},                    // a denial of another use
	{"Don't add another analytics SDK.", "Mixpanel tracks screen views", false},                                // another one denied, not any
	{"We don't use LaunchDarkly.", "feature flags are managed in Unleash", false},                              // a denial that names the tool
	{"No analytics SDK ships in the app.", "Mixpanel was removed from the app", false},                         // the tool said gone
	{"No feature branches live longer than a week.", "LaunchDarkly manages our feature flags", false},          // a denial of something else
	{"We don't use an ORM.", "queries are raw SQL", false},                                                     // the way of doing without the kind
	{"No analytics SDK ships in the app.", "Exception: the beta build ships PostHog for testers only.", false}, // an exception marked as one
	{"We have no CDN.", "Mixpanel tracks screen views", false},                                                 // another kind denied
}

func TestConflictsOfAKindDenied(t *testing.T) { checkConflictsPaired(t, conflictsOfAKindDenied) }
