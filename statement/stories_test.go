package statement

import "testing"

// TestSwitchStories: a story that ends a tool's use for a job (its
// config file gone, the tool cancelled, its contract ended, swapped out
// for another, moved off it) contradicts a claim that the tool does that
// job, whichever way each names the job ("the test runner", "unit
// tests"; "mobile builds", "the iOS app"). History marked as past, a
// ticket about the tool, another platform, agree or stay apart.
func TestSwitchStories(t *testing.T) {
	checkConflicts(t, []conflictCase{
		// a tool's config file gone takes the tool with it
		{"The frontend is linted with ESLint.", "we moved linting to Biome and deleted .eslintrc.json", true},
		{"The frontend is linted with ESLint.", "we deleted the old report.json from the repo", false},
		{"Bundling is done by webpack.", "webpack.config.js is gone, Vite bundles everything now", true},
		// "the test runner" is the tool of tests
		{"integration tests run on Mocha", "We moved the test runner to Vitest.", true},
		{"integration tests run on Mocha", "Our test runner is Mocha.", false},
		{"integration tests run on Mocha", "the CI runners are self-hosted", false},
		// a tool cancelled, or its contract ended
		{"Error reports go to Sentry.", "errors go to Rollbar now, we cancelled Sentry last year", true},
		{"Error reports go to Sentry.", "we closed the Sentry issue about noisy alerts", false},
		{"Alerts page the on-call through PagerDuty.", "alerts page through Opsgenie; the PagerDuty contract ended", true},
		{"Alerts page the on-call through PagerDuty.", "alerts page through PagerDuty; the Opsgenie trial ended", false},
		// "mobile" is iOS and Android together, not a platform apart
		{"CircleCI builds the Android app", "we moved the mobile builds off CircleCI onto Bitrise", true},
		{"CircleCI builds the Android app", "the mobile builds run on CircleCI", false},
		{"CircleCI builds the Android app", "Bitrise builds the iOS app", false},
		{"CircleCI builds the Android app", "Netlify builds the web app", false},
		// swapped X out for Y; "2D" and "3D" count dimensions
		{"3D physics runs on PhysX.", "we swapped PhysX out for Jolt in the 3D engine", true},
		{"3D physics runs on PhysX.", "we swapped the order of the physics steps for stability", false},
		{"Dates are formatted with Moment.", "we swapped Moment for date-fns last quarter", true},
		{"Dates are formatted with date-fns.", "we swapped Moment for date-fns last quarter", false},
		// history marked as past agrees with what holds now
		{"Unit tests run with Vitest.", "we used to run unit tests with Jest, now Vitest", false},
	})
}

// TestRuleFlipped: a rule against its negation said in other words (keep
// against delete, a key set false against a state on, a one-off that
// says it is one), and the near-misses that keep them apart.
func TestRuleFlipped(t *testing.T) {
	checkConflicts(t, []conflictCase{
		// an act forbidden on what the first clause named by a pronoun
		{"Release tags are deleted after a month.", "keep release tags forever, never delete them", true},
		{"Release tags are never deleted.", "keep release tags forever, never delete them", false},
		{"Stale branches are deleted after a month.", "keep release tags forever, never delete them", false},
		{"Base images are pruned weekly.", "keep the base images, don't prune them", true},
		{"Build caches are pruned weekly.", "keep the base images, don't prune them", false},
		// a key quoted as JSON quotes it is the key
		{`"noImplicitAny": false in tsconfig.json`, "TypeScript noImplicitAny is on across the repo", true},
		{`"noImplicitAny": true in tsconfig.json`, "TypeScript noImplicitAny is on across the repo", false},
		// twice an hour is every 30 minutes
		{"the ledger export runs half-hourly", "ledger export: every 30 minutes", false},
		{"the ledger export runs half-hourly", "ledger export: every 15 minutes", true},
		{"the ledger export runs half-hourly", "ledger export: hourly", true},
		// a one-off exception that says so leaves its rule standing
		{"No merges to main during the freeze.", "exception this time only: the security patch merges to main today, the freeze stands otherwise", false},
		{"No merges to main during the freeze.", "merges to main are fine during the freeze", true},
	})
}
