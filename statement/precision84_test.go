package statement

import "testing"

// TestWrittenValues: a value written in a form a word list cannot read is
// read whole: an ISO date is one date, not three numbers; a Go release is
// the language's version, not a plain number; an amount in cents is that
// many hundredths of the currency. Beside each, the same values that
// differ, which must still clash.
func TestWrittenValues(t *testing.T) {
	checkConflictsIn(t, "payments-api", []pairCase{
		// an ISO date against another number of the subject
		{"deployed payments-api v2.14.0 to prod on 2024-03-04", "payments-api builds with Go 1.23 since last sprint's bump", false},
		{"the ledger was migrated on 2023-11-20", "the ledger keeps 12 months of entries online", false},
		{"rotated the signing key on 2025-01-15", "the signing key is 2048 bits", false},
		{"the cutover is on 2024-06-01", "the cutover is on 2024-06-08", true},
		// a Go release is Go's version, however the clause words it
		{"We pin Go to 1.21 because 1.22 broke the build.", "We build with Go 1.22.", true},
		{"the service builds with Go 1.23", "the service builds with Go 1.21", true},
		{"the service builds with golang 1.22", "the service uses 3 replicas", false},
		// one amount in two units
		{"the plan costs $25 per month", "the plan costs 2500 cents per month", false},
		{"the late fee is £5", "the late fee is 500 pence", false},
		{"a card top-up is at least 10 EUR", "the card top-up minimum is 1000 cents", false},
		{"the plan costs $25 per month", "the plan costs 2000 cents per month", true},
		{"the late fee is 50 pence", "the late fee is £5", true},
	})
}

// TestFilesOfOwnValues: two files each named as where its own value is
// written are no two answers to where one thing is. Two files of one
// thing still clash.
func TestFilesOfOwnValues(t *testing.T) {
	checkConflictsIn(t, "payments-api", []pairCase{
		{"CI: GitHub Actions (.github/workflows/ci.yml)", "`go 1.21` in payments-api go.mod", false},
		{"linting is ESLint (config in .eslintrc.json)", "Node 20 pinned in .nvmrc", false},
		{"the container base image is distroless (see deploy/Dockerfile)", "Python 3.12 set in pyproject.toml", false},
		{"the CI config lives in .github/workflows/ci.yml", "the CI config lives in .circleci/config.yml", true},
	})
}

// TestTwoEndsOfAPeriod: the day a period starts and the day it ends both
// hold. Two starts, two ends, or an end against how long a thing is kept
// open, still clash.
func TestTwoEndsOfAPeriod(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"the deploy freeze started Monday", "the deploy freeze ended Friday", false},
		{"registration opens on March 1", "registration closes on March 15", false},
		{"the migration window begins at 22:00", "the migration window ends at 02:00", false},
		{"le gel des déploiements a commencé lundi", "le gel des déploiements a pris fin vendredi", false},
		{"the deploy freeze started Monday", "the deploy freeze started Wednesday", true},
		{"the sale ends Friday", "the sale ends Sunday", true},
		{"Connections kept open until the client disconnects.", "Connections are closed after each request.", true},
	})
}

// TestIncludesBeside: what a thing includes is no value of what it is or
// costs. Two claims of what it includes, or a denial of what is put in,
// still clash.
func TestIncludesBeside(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"the team plan is 12 EUR per month", "the team plan includes 5 seats", false},
		{"the starter tier costs $9 a month", "the starter tier includes 10 GB of storage", false},
		{"the welcome kit costs $30", "the welcome kit contains 3 stickers", false},
		{"the team plan includes 5 seats", "the team plan includes 10 seats", true},
		{"the team plan is 12 EUR per month", "the team plan is 15 EUR per month", true},
		{"telemetry must never include the device serial number", "we put the serial in every telemetry packet for dedup", true},
	})
}

// TestWaivedOnce: a rule waived for one occasion stands. A rule lifted for
// good is gone, which still clashes with the rule.
func TestWaivedOnce(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"deploys are banned on Fridays", "the Friday deploy ban is waived this week only", false},
		{"the code freeze applies to all services", "the code freeze is suspended today for the hotfix", false},
		{"PRs need two approvals", "the two-approval rule is relaxed for this release only", false},
		{"deploys are banned on Fridays", "the Friday deploy ban is lifted", true},
	})
}

// TestTransportAndPlatform: what packets travel by and where the servers
// run are two layers. Two transports still clash.
func TestTransportAndPlatform(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"game servers use UDP ports 7000-8000", "game servers run on Agones (GKE)", false},
		{"the telemetry collector listens on UDP 8125", "the telemetry collector runs on Kubernetes", false},
		{"voice relays use UDP", "voice relays run on AWS", false},
		{"game servers use UDP", "game servers use TCP", true},
	})
}
