package capture

import "testing"

// TestUnrecalled (gate30): a lead clause that only says the speaker said it
// before ("as I said last week, ...") is read without it: a rule told
// again is still the rule, a fact told again still the fact. Must not: a
// clause of settling ("as we agreed") or someone else's word ("as Priya
// said") keeps its weight, and a question stays a question.
func TestUnrecalled(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"as I mentioned before, don't use float for money", "feedback"},
		{"like I said on Monday, never deploy the billing service on Fridays", "feedback"},
		{"as I explained on Monday, the reports bucket is read-only for the app", "store"},
		{"as we said, the mobile app talks to the API through the gateway", "store"},
		// glossed "as I said" (statement/languages.go)
		{"Comme je l'ai dit, on déploie avec Argo CD.", "store"},
		{"Come ho detto, usiamo pnpm in questo repo.", "store"},
		{"Como te dije, usamos pnpm en este repo.", "store"},
		{"Wie gesagt, nie direkt auf main committen.", "feedback"},
		{"Zoals gezegd, nooit direct naar main committen.", "feedback"},
		// the repeat says nothing of its own: the errand it repeats is none
		{"as I said, I'm out tomorrow", "reject"},
		// must not: settled, someone else's, asked
		{"as we agreed, we'll move to Postgres next quarter", "reject"},
		{"as Priya said, the API runs on port 8080", "reject"},
		{"as I said, can you check the logs?", "reject"},
	})
}

func TestUnrecalledText(t *testing.T) {
	checkRewrites(t, "unrecalled", unrecalled, []struct{ in, want string }{
		{"as I said last week, never commit to main", "never commit to main"},
		{"like I told you, the API runs on 8080", "the API runs on 8080"},
		{"as we've already mentioned, the cache is Redis", "the cache is Redis"},
		// must not: settling, someone else, no comma, a long clause
		{"as we agreed, the cache is Redis", "as we agreed, the cache is Redis"},
		{"as Priya said, the cache is Redis", "as Priya said, the cache is Redis"},
		{"as I said the cache is Redis", "as I said the cache is Redis"},
		{"as I said to the vendor who sold us the old cluster, the cache is Redis", "as I said to the vendor who sold us the old cluster, the cache is Redis"},
	})
}
