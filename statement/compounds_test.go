package statement

import "testing"

// TestJoinedNames: a name written as one word in one claim and as two in
// the other ("UberEats", "Uber Eats") is one subject, so their values are
// compared; parts that only happen to join, or two things each named in
// full, stay apart, and one value in other words is still no clash.
func TestJoinedNames(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"DoorDash menu export runs every hour", "menu export to Door Dash runs nightly", true},
		{"the DataDog agent ships logs every minute", "the Data Dog agent ships logs every 5 minutes", true},
		{"the GitLab runner cache is cleared weekly", "the Git Lab runner cache is cleared daily", true},
		// not reached: a part its stem cuts ("Fire Store" stems to "fir stor")
		// must not: one value in two wordings, two attributes, two things
		{"DoorDash menu export runs every hour", "menu export to Door Dash runs hourly", false},
		{"DoorDash menu export runs every hour", "menu export to Door Dash is owned by the growth team", false},
		{"DoorDash menu export runs every hour", "Grubhub menu export runs nightly", false},
		{"the data base backup runs nightly", "the database migration job runs hourly", false},
		// must not: a compound the two claims share no other word beside
		{"React 18.3 with the new JSX transform, StrictMode on in dev only", "Use TypeScript in strict mode.", false},
		{"Use TypeScript in strict mode.", "StrictMode is off in the admin app", false},
	})
}
