package statement

import "testing"

func TestRequiredCounts(t *testing.T) {
	checkPairs(t, "requiredCounts", requiredCounts, true, []pairCase{
		{"Code review needs two approvals.", "One approval is enough to merge.", true},
		{"PRs need two approvals to merge.", "one approving review is enough to merge", true},
		{"a PR needs 3 approvals before merge", "two approvals are enough to merge a PR", true},
		{"merging requires two approvals", "a single approval is enough to merge", true},
		// must not: one count said both ways, a kind of change with its own
		// count, another gate, a count of a part of the need, a denial
		{"Code review needs two approvals.", "two approvals are enough to merge", false},
		{"code PRs need two approvals", "for docs-only PRs one approval is enough", false},
		{"PRs need two approvals", "hotfix PRs need one approval", false},
		{"PRs need two approvals to merge", "deploys need one sign-off", false},
		{"PRs need two approvals to merge", "deploys need one approval", false},
		{"PRs need two approvals", "at least one approval must come from a code owner", false},
		{"PRs need two approvals", "one approval is not enough to merge", false},
		// a later clause says who approves, a note says the count changed
		// (contra88)
		{"every PR in billing-svc needs 2 approvals, one from @billing-core", "a single approval is enough to merge in billing-svc", true},
		{"Each pull request needs three approvals, two of them from maintainers", "two approvals are enough to merge", true},
		{"merging requires 2 approvals", "one approval is enough to merge now (branch protection updated)", true},
		{"branch protection requires one approval", "PRs need two approvals before merge", true},
		{"PRs need 2 approvals before merge", "one approving review suffices now, the rule was changed", true},
		// must not: the later clause's count, another gate after a change
		// note, a branch of its own, the same count
		{"PRs need 2 approvals, one from a code owner", "two approvals are enough to merge", false},
		{"PRs need 2 approvals", "one approval is enough to deploy now (policy updated)", false},
		{"release branches need 2 approvals", "one approval is enough to merge", false},
		{"merging requires 2 approvals", "two approvals are enough to merge now (branch protection updated)", false},
	})
	checkPairs(t, "Conflict", Conflict, true, []pairCase{
		{"Code review needs two approvals.", "One approval is enough to merge.", true},
		{"PRs need two approvals to merge.", "one approving review is enough to merge", true},
		{"code PRs need two approvals", "for docs-only PRs one approval is enough", false},
		{"Code review needs two approvals.", "two approvals are enough to merge", false},
		{"every PR in billing-svc needs 2 approvals, one from @billing-core", "a single approval is enough to merge in billing-svc", true},
		{"merging requires 2 approvals", "one approval is enough to merge now (branch protection updated)", true},
		{"PRs need 2 approvals, one from a code owner", "two approvals are enough to merge", false},
		{"release branches need 2 approvals", "one approval is enough to merge", false},
	})
}

func TestZonesCountedAndNamed(t *testing.T) {
	checkPairs(t, "zonesCountedAndNamed", zonesCountedAndNamed, true, []pairCase{
		{"Prod runs 3 AZs.", "to save cost prod subnets only span eu-west-1a and eu-west-1b", true},
		{"the prod cluster runs in two availability zones", "prod cluster nodes span us-east-1a, us-east-1b and us-east-1d", true},
		{"staging uses 1 AZ", "staging subnets are spread across eu-central-1a and eu-central-1b", true},
		// must not: the same count, another environment, a part's zones, no
		// count, zones not said to be all
		{"Prod runs 3 AZs.", "prod subnets span eu-west-1a, eu-west-1b and eu-west-1c", false},
		{"Prod runs 3 AZs.", "staging subnets only span eu-west-1a and eu-west-1b", false},
		{"the Redis cluster spans 2 AZs", "EKS nodes span us-east-1a, us-east-1b and us-east-1c", false},
		{"prod spans 2 regions", "prod subnets span eu-west-1a, eu-west-1b and eu-west-1c", false},
		{"Prod runs 3 AZs.", "prod NAT gateways are in eu-west-1a and eu-west-1b", false},
	})
}

func TestReplaceAmounts(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"subnets in eu-west-1b and us-east-1d", "subnets in eu-west-1b and us-east-1d"},
		{"keep it 1d, size 1b", "keep it 86400000ms, size 1b"},
		{"a 3-day retention, 30s timeout", "a 259200000ms retention, 30000ms timeout"},
	} {
		if got := normalizeAmounts(tc.in); got != tc.want {
			t.Errorf("normalizeAmounts(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestBeatEnds(t *testing.T) {
	checkPairs(t, "Conflict", Conflict, true, []pairCase{
		{"WebSocket heartbeat every 25s", "the backend pings clients every 45 seconds", true},
		{"The server pings connected clients every 60 seconds.", "`WS_PING_INTERVAL=25s` on the gateway", true},
		{"the gateway sends a heartbeat to each device every 30 s", "heartbeat interval on the server: 10s", true},
		// must not: one period said both ways, a timeout of the pong, two
		// kinds of client, two components
		{"the server pings clients every 25 seconds", "`WS_PING_INTERVAL=25s` on the gateway", false},
		{"the server pings connected clients every 25 seconds", "clients are dropped after 60 seconds without a pong", false},
		{"mobile clients send a heartbeat every 5 minutes", "web clients send a heartbeat every 30 s", false},
		{"the broker pings devices every 60s", "the gateway pings devices every 30s", false},
		{"The gateway sends a heartbeat every 30s.", "scheduler ping interval 10 s", false},
	})
}

func TestBoundNeverPassed(t *testing.T) {
	checkPairs(t, "Conflict", Conflict, true, []pairCase{
		{"autoscaling.minReplicas: 2 for the render workers", "the render worker deployment never scales below 4 pods", true},
		{"the queue consumers never scale above 5 replicas", "queue consumers: maxReplicas 20", true},
		{"HPA minReplicas is 3 for the API", "the API never scales below 2 pods", true},
		// must not: one bound said both ways, a floor against a ceiling
		{"the render workers never scale below 2 pods", "autoscaling.minReplicas: 2 for the render workers", false},
		{"the render workers never scale below 2 pods", "the render workers scale up to 10 pods", false},
		{"the API never scales below 2 pods", "the API scales to at most 8 pods", false},
		{"the API never scales below 2 pods", "the API's pods restart 5 times a day", false},
	})
}
