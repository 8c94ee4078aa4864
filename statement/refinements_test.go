package statement

import "testing"

// TestConflictsOfCounts: a claim that only counts a thing's parts tells its
// size, which a claim of a known attribute that counts nothing leaves as it
// was; beside each, a count against another count, which must stay flagged.
func TestConflictsOfCounts(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"The events table has 2 billion rows.", "The events table is sharded by tenant.", false},
		{"The cluster has 3 nodes.", "The cluster runs in eu-west-1.", false},
		{"The users table has 5 million rows.", "The users table has 8 million rows.", true},
		{"The cluster has 3 nodes.", "The cluster runs on 5 nodes.", true},
	})
}

// TestConflictsOfRemovalSchedules: a period right after a verb of removing
// tells when the removal is done, which clock times refine; a period
// before the thing removed names what is gone, and clashes still.
func TestConflictsOfRemovalSchedules(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"The preview environments are torn down nightly.", "preview environments get destroyed at 22:00 and rebuilt at 06:00", false},
		{"Scratch volumes are wiped out daily.", "scratch volumes are wiped at 03:00 UTC", false},
		{"Last week we disabled the nightly backups.", "Backups run nightly.", true},
		{"Preview environments are torn down nightly.", "Preview environments are torn down weekly.", true},
	})
}

// TestConflictsOfColumnTypes: a column type of whole numbers is an integer,
// whatever its width; a type of another kind still clashes.
func TestConflictsOfColumnTypes(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Prices are stored as integer cents.", "price_cents is a BIGINT column", false},
		{"Fees are kept in integer cents.", "fees live in `fee_cents int64` fields", false},
		{"Money is stored as integer cents.", "Money is stored as NUMERIC(12,2) dollars.", true},
		{"User IDs are bigint.", "User IDs are UUIDs.", true},
	})
}

// TestConflictsOfDeniedActs: a standing rule that denies an act outright
// clashes with a standing rule that does it, whatever that one adds; a
// denial of another act, or a one-off, leaves it be.
func TestConflictsOfDeniedActs(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"Never rebase.", "Always rebase onto main.", true},
		{"Uploads are always scanned with ClamAV.", "Uploads are never scanned.", true},
		{"Uploads are never scanned.", "Uploads are always stored in S3.", false},
		{"Never rebase.", "Yesterday we rebased the release branch onto main.", false},
		{"Merge after two approvals.", "Don't merge yet, CI is red.", false},
	})
}

// TestConflictsOfReplacementsDropped: "for" or "in favour of" after a
// dropped tool names what replaced it, which agrees with a claim that uses
// it and clashes with one that still uses the tool dropped; "dropped
// support for" names what was dropped.
func TestConflictsOfReplacementsDropped(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"We ditched Jenkins for CircleCI.", "CI runs on CircleCI", false},
		{"We dropped Redux for Zustand.", "app state is managed with Zustand", false},
		{"The team deprecated Moment in favor of date-fns.", "Dates are formatted with date-fns.", false},
		{"We ditched Jenkins for CircleCI.", "CI runs on Jenkins", true},
		{"We dropped Redux for Zustand.", "We use Redux for state", true},
		{"We dropped support for Node 16.", "We support Node 16", true},
	})
}

// TestConflictsOfKeyedNumbers: a number assigned to a config key is that
// key's value, not the version of a tool named beside it; a version said
// of the tool, or by a key that says "version", still clashes.
func TestConflictsOfKeyedNumbers(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"We use Sentry 7.", "tracesSampleRate: 0.1 in the Sentry config", false},
		{"The web app runs Next.js 14.", "Next.js revalidateSeconds: 60.5 on the pricing page", false},
		{"We run Sentry 7.", "Sentry is on 8.1", true},
		{"Android minSdk is 24.", "minSdkVersion = 26 in app/build.gradle.kts", true},
	})
}

// TestConflictsOfFrameworkBases: a web framework built on a UI library
// names that library too, so it refines a claim of the library and still
// clashes with another library or framework.
func TestConflictsOfFrameworkBases(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"The frontend is React.", "frontend is Next.js 14 with the App Router", false},
		{"The docs site uses Vue.", "The docs site is built with Nuxt.", false},
		{"The frontend is Vue.", "frontend is Next.js 14 with the App Router", true},
		{"The frontend is Next.js.", "The frontend is Nuxt.", true},
	})
}

// TestConflictsOfNeeds: two needs of one thing that end otherwise add up,
// whatever words their subjects were read with (a review and an approval
// from a code owner, a sign-off and an approval); beside them, needs of
// other amounts and a need denied, which must stay flagged.
func TestConflictsOfNeeds(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"deploys need sign-off before release", "deploys need one approval from the SRE lead", false},
		{"migrations need a review by a DBA", "migrations need a dry run on staging first", false},
		{"releases require a changelog entry", "releases require a signed tag from a maintainer", false},
		{"PRs need one approval from a CODEOWNER", "PRs need two approvals from a CODEOWNER", true},
		{"hotfixes need one approval before merge", "hotfixes need two approvals before merge", true},
		{"PRs need review before merge", "PRs don't need review before merge", true},
	})
}
