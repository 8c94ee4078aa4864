package statement

import "testing"

func TestUnasserted(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"should we move the queue to NATS?", true},
		{"we're evaluating CockroachDB for multi-region", true},
		{"plan: bump the cluster to 1.30 in Q3", true},
		{"next sprint: try a batch size of 512", true},
		{"we might drop iOS 15 support next year", true},
		{"Proposal: migrate the docs to Astro", true},
		{"maybe switch the cache to Valkey", true},
		{"considering replacing Sentry with Honeycomb next quarter", true},
		// must not: assertions with a hedge of another thing, a permission, a plan name
		{"Each API key may make 1000 requests per minute.", false},
		{"Never log at debug in production: card data could leak into the logs.", false},
		{"plan: Enterprise, billed yearly", false},
		{"the job queue is RabbitMQ", false},
		{"pgvector was evaluated and rejected", false},
		{"IE11? no, we dropped it", false},
	} {
		if got := unasserted(tc.text, Parse(tc.text)); got != tc.want {
			t.Errorf("unasserted(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

func TestOneOffMarked(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"one-off: we deployed the CVE patch on Friday 8 March, approved by the CTO", true},
		{"for this launch only the freeze is one week, agreed in planning", true},
		{"just this once, merge without the second review", true},
		{"during this migration only, writes go to both clusters", true},
		{"Priya ran the index migration by hand, a one-time exception", true},
		// must not: a one-off named as a kind, a scope that is no occasion
		{"Stripe Checkout for one-off purchases, Stripe Billing for subscriptions", false},
		{"for this repo only we indent with tabs", false},
		{"no deploys on Fridays", false},
	} {
		if got := oneOffMarkedRe.MatchString(tc.text); got != tc.want {
			t.Errorf("oneOffMarked(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
