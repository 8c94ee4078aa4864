package capture

import (
	"strings"
	"testing"
)

// checkLines judges each line of cases, "want | text" or "want | prev ||
// text" with prev the assistant's turn before it, as a whole turn.
func checkLines(t *testing.T, cases string) {
	t.Helper()
	for _, line := range strings.Split(strings.TrimSpace(cases), "\n") {
		want, rest, _ := strings.Cut(strings.TrimSpace(line), " | ")
		prev, text, replied := strings.Cut(rest, " || ")
		if !replied {
			prev, text = "", rest
		}
		if got := lastTurnOutcome(prev, text); got != want {
			t.Errorf("%q after %q: got %s, want %s", text, prev, got, want)
		}
	}
}

// TestStandingChangeWithWill (gate32): a change said with "will" or "going
// to" and given "from now on" or "going forward" holds as it is said, a
// convention kept, in English and through the gloss tables. Near misses:
// what the speaker alone will do, a change set for a date to come, and a
// trial.
func TestStandingChangeWithWill(t *testing.T) {
	checkLines(t, `
		store | We'll run the linter in CI from now on.
		store | Going forward we will deploy with Argo.
		store | From now on we're going to squash every merge.
		store | Going forward the nightly job will deploy with Argo.
		store | A partir de ahora vamos a usar pnpm en el monorepo.
		store | Vanaf nu gaan we de tests in Docker draaien.
		reject | I'll look into the flaky test going forward.
		reject | I'm going to write the release notes from now on.
		reject | We'll migrate the billing service to Argo next week.
		reject | We'll try Argo going forward and see how it feels.
	`)
}

// TestScopedRuleLabel (gate32): a label that opens on a rule word and
// places it in the project files what follows as the team's rule, a
// convention even with a "never" in it. Near misses: the same rule said to
// the listener with no label, and a label that only names a topic.
func TestScopedRuleLabel(t *testing.T) {
	checkLines(t, `
		store | Rule for the billing repo: migrations go through Flyway, never by hand.
		store | Policy in this monorepo: no direct commits to main, ever.
		store | Règle pour le dépôt du planificateur : les tests utilisent des patients synthétiques, jamais de vraies données.
		feedback | Run migrations through Flyway, never by hand.
		feedback | Never push straight to main without asking me.
	`)
}

// TestNounBeforeSubject (gate32): a statement whose plural subject follows
// a noun the parse took for a command's verb ("Test fixtures use ...",
// "Build artifacts go ...") states how the project works. Near misses: a
// command with its object and an alternative ruled out tells the listener
// how to work.
func TestNounBeforeSubject(t *testing.T) {
	checkLines(t, `
		store | Test fixtures use generated customers, never real ones.
		store | Build artifacts go to S3, not to the runner.
		store | Test fixtures never contain real customers.
		store | Log lines carry the request id, never the user's email.
		feedback | Use fixtures, never real data.
		feedback | Write tests first, never after.
		feedback | Write docs pages in English, never in German.
		feedback | Keep secrets in Vault, never in the repo.
		feedback | No migrations during business hours.
	`)
}

// TestRoleTakenNow (gate32): a copula whose complement is a noun phrase
// with its determiner names the role a thing has taken, whether "now"
// closes the sentence or follows the copula, in English and through the
// gloss tables. Near misses: a state or a place "now" keeps the moment,
// and a question asks.
func TestRoleTakenNow(t *testing.T) {
	checkLines(t, `
		store | Postgres is the default database now.
		store | Vitest is our test runner now.
		store | Kafka and Flink are the streaming stack now.
		store | Le dépôt principal est le monorepo maintenant.
		reject | CI is red now.
		reject | The build is broken now.
		reject | Staging is on the new cluster now.
		reject | Is Postgres the default database now?
	`)
}

// TestKeptInMindThat (gate32): an opening that only asks the listener to
// keep in mind what its "that" introduces is read without it: a fact is
// stored, what holds for one ticket is not. Near misses: a rule said to the
// listener after the same opening still corrects, and a thing to keep in
// mind while working names the listener's work.
func TestKeptInMindThat(t *testing.T) {
	checkLines(t, `
		store | Keep in mind that invoice numbers aren't unique across tenants, so always key on (tenant, number).
		store | Please bear in mind that the staging DB is shared with the data team.
		reject | Keep in mind that for this sprint I only care about checkout; ignore the search tickets for now.
		feedback | Keep in mind that you must never push to main.
		feedback | Keep the old client in mind when you refactor.
	`)
}

// TestByDesign (gate32): after the assistant described how something
// works, the user agrees that it is meant so and spells out the design: the
// design is the project's, kept. Near misses: the agreement alone, an
// agreement with a request after it, and an agreement with news of the
// moment only acknowledge.
func TestByDesign(t *testing.T) {
	checkLines(t, `
		store | From the code, fills get published to the gateway before the trade is persisted. || Correct, that's by design - persistence is async and the ledger catches up from the journal.
		store | I see the retry logic lives in the client, not in the server. || Yes, that's intentional - the server never retries and the client owns backoff.
		store | I see the retry logic lives in the client, not in the server. || Right, it's deliberate: the gateway drops duplicate requests by their idempotency key.
		reject | From the code, fills get published to the gateway before the trade is persisted. || Correct, that's by design.
		reject | I see the retry logic lives in the client, not in the server. || Yes, that's intentional, but add a comment.
		reject | I see the retry logic lives in the client, not in the server. || Yes, that works - the tests pass now.
	`)
}

// TestRecurringDay (gate32): a state or an act placed on a day or a part of
// one that comes round again is a pattern that holds. Near misses: one day
// to come is a plan, and tonight's state is the moment's.
func TestRecurringDay(t *testing.T) {
	checkLines(t, `
		store | The build farm is slow on Monday mornings because the weekly rebuild runs until about 11.
		store | Deploys are frozen on Friday afternoons.
		store | The warehouse scanners are offline on Sundays.
		reject | The build farm is slow on Monday morning.
		reject | We're deploying the fix on Monday.
		reject | The API is down tonight for the backup.
	`)
}

// TestExpectedBy (gate32): what is expected or needed done by a date to
// come is a plan or an errand with its deadline. Near misses: what every
// release needs by a day is a rule, and "should" with no date is one too.
func TestExpectedBy(t *testing.T) {
	checkLines(t, `
		reject | The new routing engine should go live for the Lyon depot sometime in October.
		reject | I need the churn report fixed by Thursday, the offsite is on Friday
		reject | The ledger migration needs to finish by March.
		store | Every release needs sign-off from QA by Friday.
		store | Tests should use the factories in tests/factories.py.
	`)
}

// TestIndonesian (gate32): Indonesian read through its gloss table: a
// convention with its "never" kept, a correction repeated after the
// assistant's turn. Near misses: a request for now and a hedged plan.
func TestIndonesian(t *testing.T) {
	checkLines(t, `
		store | Di layanan pembayaran, semua harga disimpan sebagai integer sen, tidak pernah pakai float.
		feedback | I used moment.js to format the dates. || Kamu pakai moment.js lagi. Selalu pakai date-fns, jangan moment, sudah saya bilang.
		reject | Tolong jalankan tes ini sekarang.
		reject | Mungkin kita pakai Redis untuk cache minggu depan.
	`)
}
