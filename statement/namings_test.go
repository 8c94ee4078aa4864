package statement

import (
	"slices"
	"testing"
)

// checkConflictsIn runs Conflict, either way round, on each pair said in
// project.
func checkConflictsIn(t *testing.T, project string, cases []pairCase) {
	t.Helper()
	checkPairs(t, "Conflict in "+project, func(a, b Claim) bool {
		return Conflict(a.InProject(project), b.InProject(project))
	}, true, cases)
}

func TestPartOfDay(t *testing.T) {
	checkConflictsIn(t, "ops", []pairCase{
		{"The log rotation job runs on Mondays.", "log rotation is scheduled every Thursday night", true},
		{"the reindex runs Fridays", "reindex happens Tuesday evening", true},
		{"DB backups run on Saturdays", "db backups are scheduled every Saturday night", false},
		// must not: a night of its own names another thing
		{"The log rotation job runs on Mondays.", "the night log rotation runs every Thursday", false},
		// must not: another thing on another day
		{"the reindex runs Fridays", "the cache warmup runs Tuesday morning", false},
	})
}

func TestWrittenIn(t *testing.T) {
	checkConflictsIn(t, "vision-train", []pairCase{
		{"the warmup ratio is 0.1", "warmup_ratio=0.05 in the base config", true},
		{"Dropout is 0.1 for the encoder.", "encoder dropout = 0.3 in the default config", true},
		{"the eval interval is 500 steps", "eval_interval: 500 in the main config", false},
		// must not: a config of a named part names that part
		{"the eval batch size is 64", "batch_size: 8 in the debug config", false},
	})
	checkConflictsIn(t, "linter", []pairCase{
		{"max complexity is 10", "max-complexity = 15 in pyproject", true},
		{"max complexity is 10", "max-complexity = 10 in pyproject", false},
	})
}

func TestVulnShortForm(t *testing.T) {
	checkConflictsIn(t, "secops", []pairCase{
		{"The vuln scan runs on Sundays.", "vulnerability scans run every Wednesday", true},
		{"the vulns dashboard refreshes every 6 hours", "the vulnerabilities dashboard refreshes every hour", true},
		// must not: another thing scanned
		{"The vuln scan runs on Sundays.", "the license scan runs every Wednesday", false},
	})
}

func TestPortBound(t *testing.T) {
	checkConflictsIn(t, "orders-api", []pairCase{
		{"The API listens on port 8080.", "orders-api binds :9000", true},
		{"the gateway binds 0.0.0.0:8443", "the gateway listens on port 443", true},
		{"The API listens on port 8080.", "orders-api binds :8080", false},
		// must not: the metrics port is another port
		{"the gateway binds 0.0.0.0:8443", "the gateway's metrics port is 9102", false},
	})
}

func TestHeadToolApart(t *testing.T) {
	checkConflictsIn(t, "ledger-api", []pairCase{
		// must not: the owner's port and its tool's
		{"The API listens on port 9000.", "ledger-api's Postgres runs on port 5433", false},
		{"the checkout service keeps sessions for 30 minutes", "the checkout service's Redis keeps keys for 10 minutes", false},
		{"the search service listens on port 8000", "the search service's MySQL runs on port 3306", false},
		// the tool said by its kind, or the tool on both sides, is one thing
		{"the cache TTL is 60s", "the checkout service's Redis TTL is 300s", true},
		{"Postgres runs on port 5432", "ledger-api's Postgres runs on port 5433", true},
	})
}

func TestQuotaAllocated(t *testing.T) {
	checkConflictsIn(t, "ml-infra", []pairCase{
		{"The team's GPU quota is 8 A100s.", "we have sixteen A100s allocated", true},
		{"the project's storage quota is 2 TB", "the project has 5 TB allocated", true},
		// must not: another team's allocation, or what is used of the quota
		{"the team's GPU quota is 8 A100s", "the inference team's GPU allocation is 4 A100s", false},
		{"the project's storage quota is 2 TB", "the project's storage quota is 2 TB and 1.2 TB is used", false},
	})
}

func TestOnlyDaysAgainstDaily(t *testing.T) {
	checkConflictsIn(t, "web", []pairCase{
		{"Releases go out only on Fridays.", "we release daily", true},
		{"Backups only run on Sundays.", "backups run nightly", true},
		// must not: days named without "only", a kind of the act, another
		// act, a past week
		{"Deploys happen on Tuesdays.", "We deploy every day.", false},
		{"Full backups only run on Sundays.", "backups run nightly", false},
		{"Deploys only happen on Tuesdays.", "we run the smoke tests every day", false},
		{"Deploys only happen on Tuesdays.", "We deployed every day last week during the incident.", false},
	})
}

func TestOnlyDaysCandidates(t *testing.T) {
	claims := []Claim{ClaimOf("Deploys only happen on Tuesdays."), ClaimOf("the API timeout is 30 seconds"), ClaimOf("We deploy every day.")}
	if got := Candidates(claims); !slices.Contains(got, [2]int{0, 2}) {
		t.Errorf("Candidates = %v, want the days against daily pair [0 2] among them", got)
	}
}
