package statement

import "testing"

// TestWeekdayRecurrence: a thing done every given day of the week recurs
// weekly, and every other one fortnightly, so it clashes with the same
// thing done at another period ("every Sunday" against "daily", "every
// other Wednesday" against "weekly"), and agrees with it said weekly.
// "every other week" is twice a week's span. A day said once, days named
// in the plural (some of the days it is done), another thing's schedule,
// a period shorter than a day (how often within one, not which day) and
// two days of one thing keep their old answers.
func TestWeekdayRecurrence(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"The pairing optimizer runs every Sunday night.", "The pairing optimizer runs daily at 02:00.", true},
		{"the staging database is refreshed every Sunday", "the staging database is refreshed on the 1st of each month", true},
		{"the search reindex runs every Saturday", "the search reindex runs nightly", true},
		{"payroll is exported each Friday", "payroll is exported monthly", true},
		{"the release train ships every other Wednesday", "the release train ships weekly", true},
		{"the newsletter goes out every other Thursday", "the newsletter goes out every Thursday", true},
		{"fuzzing runs every other week", "fuzzing runs weekly", true},
		{"the data export runs every other day", "the data export runs every 3 days", true},
		// agreements: the same period said two ways
		{"the report is generated weekly", "the report is generated every Monday", false},
		{"the release train ships every other Wednesday", "the release train ships every two weeks", false},
		{"fuzzing runs every other night", "fuzzing runs every two days", false},
		{"the vendor feed is pulled every Monday", "the vendor feed is pulled every Monday at 06:00", false},
		// look-alikes that keep their old answers
		{"the vuln report is sent out on Mondays", "vulnerability reports go out every Thursday", true},
		{"deploys happen on Tuesdays", "we deploy every day", false},
		{"mondays are dependency day, merge the renovate PRs then", "no prod deploys on fridays", false},
		{"on Monday we migrate the billing database", "the billing database is backed up daily", false},
		{"the search reindex runs every Saturday", "the billing export runs nightly", false},
		{"the vendor feed is pulled every Monday", "invoices are emailed monthly", false},
		// a day of the week against a period shorter than a day: which
		// day, and how often within one
		{"atlas-web deploys every Tuesday", "atlas-web refreshes its status page every 10s", false},
	})
}

// TestOwnerHandedOver: a thing handed over to a holder says who owns it
// now, against another owner of it; and two teams named in front of
// "team" as owners of one thing are two holders, not two kinds of team.
// A handover to the owner already named, another thing handed over, and
// two teams' own choices keep their old answers.
func TestOwnerHandedOver(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"The Payments team owns the reconciliation service.", "the reconciliation service was handed over to the Treasury team", true},
		{"the ingestion pipeline is owned by Maria", "the ingestion pipeline was handed over to Tomasz", true},
		{"Maria owns the ingestion pipeline", "the ingestion pipeline was handed over to Tomasz", true},
		{"the mobile release tooling is maintained by the Platform team", "the mobile release tooling was handed over to the Apps team", true},
		{"The Payments team owns the reconciliation service.", "The Treasury team owns the reconciliation service.", true},
		{"the Search squad owns the ranking API", "the Discovery squad owns the ranking API", true},
		// look-alikes that keep their old answers
		{"Maria owns the ingestion pipeline", "the ingestion pipeline was handed over to Maria", false},
		{"the reconciliation service is owned by Payments", "the billing service was handed over to Treasury", false},
		{"the reconciliation service is owned by Payments", "the reconciliation service runs on Kubernetes", false},
		{"The Payments team owns the reconciliation service.", "The Treasury team owns the ledger service.", false},
		{"the payments team uses Kafka", "the treasury team uses RabbitMQ", false},
		{"email sends retry 3 times", "push sends retry 10 times", false},
		{"nightly backups keep 7 days", "weekly backups keep 4 weeks", false},
	})
}

// TestOwnerTookOver: a team or person that took a thing over, said by the
// new holder alone, is its owner now, against another owner named of it,
// by "owned by" or by a team that "owns" it. The holder already named,
// another thing taken over and a handover bounded in time keep their old
// answers.
func TestOwnerTookOver(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"the reconciliation service is owned by Payments", "Treasury took over the reconciliation service", true},
		{"Maria owns the ingestion pipeline", "Tomasz took over the ingestion pipeline", true},
		{"The Payments team owns the reconciliation service.", "the Treasury team took over the reconciliation service", true},
		{"the mobile release tooling is maintained by the Platform team", "the Apps team has taken over the mobile release tooling", true},
		// look-alikes that keep their old answers
		{"the reconciliation service is owned by Payments", "Payments took over the reconciliation service", false},
		{"Maria owns the ingestion pipeline", "Tomasz took over the billing pipeline", false},
		{"Maria owns the ingestion pipeline", "Tomasz took over the ingestion pipeline until Maria is back", false},
		{"The Payments team owns the reconciliation service.", "The Treasury team owns the ledger.", false},
	})
}
