package statement

import "testing"

// pairCase is two statements and whether a check holds of them.
type pairCase struct {
	a, b string
	want bool
}

// checkPairs runs name's check on each pair, either way round when both.
func checkPairs(t *testing.T, name string, check func(a, b Claim) bool, both bool, cases []pairCase) {
	t.Helper()
	for _, tc := range cases {
		a, b := ClaimOf(tc.a), ClaimOf(tc.b)
		if got := check(a, b) || both && check(b, a); got != tc.want {
			t.Errorf("%s(%q, %q) = %v, want %v", name, tc.a, tc.b, got, tc.want)
		}
	}
}

func TestCountsOther(t *testing.T) {
	checkPairs(t, "countsOther", countsOther, true, []pairCase{
		{"the events topic has 12 partitions", "events topic replication factor is 3", true},
		{"the orders table has 40 columns", "orders table fill factor is 90", true},
		{"the cluster has 3 nodes", "cluster replication factor is 2", true},
		// must not: two counts of one noun, or of its size said generally
		{"the cluster has 3 nodes", "the cluster has 5 nodes", false},
		{"the cluster has 3 nodes", "cluster size is 5", false},
		{"the orders topic has 6 partitions", "orders topic partition count is 12", false},
		{"The production orders API deployment has six pods.", "api runs 3 replicas in prod", false},
		{"the products index has 3 primary shards", "the products index has 1 replica", false}, // another noun may be the same count
	})
	checkPairs(t, "Conflict", Conflict, true, []pairCase{
		{"the events topic has 12 partitions", "events topic replication factor is 3", false},
		{"the cluster has 3 nodes", "the cluster has 5 nodes", true},
	})
}

func TestDeniesKind(t *testing.T) {
	checkPairs(t, "deniesKind", deniesKind, false, []pairCase{
		{"don't use default exports", "prefer named exports", true},
		{"don't use class components", "use components for every page", true},
		// must not: a denial of the whole, of a kind the other names, of words after the value
		{"we don't use Postgres 14", "we use Postgres", false}, // a version is no kind word: versions judge it
		{"don't use exports", "use default exports", false},
		{"don't use default exports", "use default exports", false},
		{"We never retrain on weekends.", "Retraining runs every Saturday.", false},
		{"don't bother with conventional commit prefixes", "We use Conventional Commits for every commit", false},
		{"the marketing site has deploy previews switched off", "Deploy previews are turned on for the marketing site.", false},
	})
	// the pair as a whole: a kind denied leaves the whole; the kind stated clashes
	checkPairs(t, "Conflict", Conflict, false, []pairCase{
		{"don't use default exports", "prefer named exports", false},
		{"don't use default exports", "use default exports", true},
	})
}

func TestGuardedAgainst(t *testing.T) {
	checkPairs(t, "Conflict", Conflict, true, []pairCase{
		{"never force-push to main", "main is protected against force pushes", false},
		{"don't commit secrets", "a pre-commit hook blocks commits with secrets", false},
		{"no direct pushes to the release branch", "the release branch rejects direct pushes", false},
		// must not: a guard lifted, or no guard at all, still clash
		{"never force-push to main", "force pushes to main are allowed", true},
		{"don't commit lockfiles", "commit lockfiles", true},
	})
}

func TestEvalApartFromTraining(t *testing.T) {
	checkPairs(t, "Conflict", Conflict, true, []pairCase{
		{"train batch size 64", "eval batch size 256", false},
		{"validation runs on 2 GPUs", "training runs on 8 GPUs", false},
		// must not: two values of one side clash
		{"the training batch size is 64", "training batch size is 128", true},
	})
}

func TestRequestAndLimit(t *testing.T) {
	checkPairs(t, "Conflict", Conflict, true, []pairCase{
		{"api memory request is 256Mi", "api memory limit is 1Gi", false},
		{"the worker's CPU request is 1 core", "the worker's CPU limit is 2 cores", false},
		// must not: two requests, two limits, traffic requests against a cap
		{"api memory request is 256Mi", "api memory request is 512Mi", true},
		{"api memory limit is 1Gi", "api memory limit is 2Gi", true},
	})
	checkPairs(t, "requestAndLimit", requestAndLimit, false, []pairCase{
		{"max requests per minute is 100", "the rate limit is 200 requests per minute", false},
	})
}

func TestNinesShare(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"availability SLO is three nines", "availability SLO is 99.9%"},
		{"we promise 4 nines", "we promise 99.99%"},
		{"two nines of uptime", "99% of uptime"},
		// must not: nines of no count, a count of other things
		{"the nines in the invoice id", "the nines in the invoice id"},
		{"three nodes", "three nodes"},
	} {
		if got := ninesRe.ReplaceAllStringFunc(tc.in, ninesShare); got != tc.want {
			t.Errorf("nines(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	a, b := ClaimOf("availability SLO is three nines"), ClaimOf("the SLO target is 99.9%")
	if Conflict(a, b) || Conflict(b, a) {
		t.Errorf("three nines against 99.9%% flagged")
	}
}

func TestPlansApart(t *testing.T) {
	checkPairs(t, "Conflict", Conflict, true, []pairCase{
		{"first response SLA is 2 business hours for paid plans", "free plan tickets get a first response within 2 business days", false},
		{"the free tier keeps logs for 7 days", "on the enterprise plan logs are kept for 1 year", false},
		// must not: a plan that is the value, or one plan's two terms
		{"we're on the Team plan", "we're on the Enterprise plan", true},
		{"the free tier keeps logs for 7 days", "the free tier keeps logs for 30 days", true},
	})
}
