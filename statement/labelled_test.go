package statement

import "testing"

// TestLabelledValue: a label line with no verb ("finance marts owner:
// Lena") states its value as "the finance marts owner is Lena" does, so
// another value of the attribute clashes; the same value, a finer one,
// another thing's attribute, a sentence after a label and an amount of
// another attribute hold.
func TestLabelledValue(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"finance marts owner: Lena", "the finance marts are owned by Oskar since the reorg", true},
		{"checkout-api owner: Priya", "the checkout-api is owned by Dmitri now", true},
		{"cache engine: Redis", "the cache engine is Memcached", true},
		{"CI: Xcode Cloud", "the CI is GitHub Actions now", true},
		{"default branch: main", "the default branch is develop", true},
		{"TRANSFORM_WH size: MEDIUM", "the TRANSFORM_WH size is LARGE now", true},
		{"Karpenter NodePool `general`: limits.cpu 400", "general nodepool is capped at 1000 vCPU", true}, // a key's path names the attribute
		{"default branch: main", "the default branch is main", false},                                     // the same value
		{"cache backend: Redis", "the cache backend is Redis 7.2", false},                                 // a finer one
		{"finance marts owner: Lena", "Lena owns the billing dashboards", false},                          // another thing
		{"payouts-worker on-call: marta", "payouts-worker: con una aprobación basta para mergear", false}, // a sentence after a label
		{"platform-observability: Prometheus retention 15d", "platform-observability deploys with Flux", false},
		{"Karpenter NodePool `general`: limits.cpu 400", "general nodepool uses the m6i instance family", false}, // another attribute
	})
}

// TestOnCallRank: who holds a rank of a thing's on-call rota ("the
// primary on-call for payments-api") is that rank's on-call, as the label
// line and the copula say it; another rank, or another thing's, holds.
func TestOnCallRank(t *testing.T) {
	checkConflictsPaired(t, []conflictCase{
		{"payments-api primary on-call: marta", "Kenji is the primary on-call for payments-api now", true},
		{"the search service primary on-call is Ben", "Lucía is the primary on-call for the search service", true},
		{"billing backup on-call: Jo", "Omar is the backup on call for billing", true},
		{"payments-api primary on-call: marta", "Kenji is the secondary on-call for payments-api", false}, // another rank
		{"Ana is the primary on-call for checkout", "Ana is the primary on-call for billing", false},      // another thing
	})
}
