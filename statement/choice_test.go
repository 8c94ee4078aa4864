package statement

import "testing"

// TestChoiceAgainstPart: the project's choice of a tool for a job, said of
// the job alone, holds for every part that does the job, so a part said to
// do it with another tool of that job contradicts it. A choice said of one
// part, a tool of another job, a job not named by its word and the same
// tool again are no such clash.
func TestChoiceAgainstPart(t *testing.T) {
	cases := []conflictCase{
		{"We use Celery for background jobs.", "the mailer's jobs run on RQ", true},
		{"We use Alembic for migrations.", "Flyway handles the reporting service's migrations", true},
		{"We use Liquibase for database migrations.", "the ledger migrations are applied with dbmate", true},
		{"We use Alembic for migrations.", "billing migrations run on Alembic", false},
		{"We use Postgres for storage.", "analytics data is stored in ClickHouse", false},
		{"We use Sentry for error tracking.", "the mobile app reports crashes to Crashlytics", false},
		{"The billing service uses Flyway for migrations.", "the ledger migrations are applied with dbmate", false},
		{"We use Jest for unit tests.", "the admin app's tests run on Vitest", true},
	}
	checkConflictsPaired(t, cases)
}
