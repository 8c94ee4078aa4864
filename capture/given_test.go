package capture

import "testing"

// TestGivenAndCited (gate26): a question that opens on what it takes as
// given keeps that given; a rule that names the document it comes from is
// the speaker's, not someone else's word. Near misses: a given about the
// listener or the moment, a "since" that dates, a claim told by a person.
func TestGivenAndCited(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"Given that our API gateway caps requests at 100 per second, how many workers do we need?", "store"},
		{"Now that we deploy with Argo CD, do we still need the Jenkins job?", "store"},
		{"Given that you're in the file, can you also fix the import?", "reject"},
		{"Given that it's down right now, should we roll back?", "reject"},
		{"since we moved to k8s, why is latency up?", "reject"},
		{"Dates in the API are ISO 8601 strings, per our style guide.", "store"},
		{"Per RFC 7807, error bodies are problem+json.", "store"},
		{"Per Dana, the cache is flushed nightly.", "reject"},
		{"per the client, invoices go out on the 1st", "reject"},
	})
}

// TestFaultThenFix (gate26): a fault reported to ask for its fix, pointed
// at ("just update it"), is one fix with or without the assistant's turn
// in view; a fix asked every time is a rule.
func TestFaultThenFix(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"the snapshot test fails because the fixture date is stale, just update it to 2026-01-01", "reject"},
		{"the changelog entry has a typo in the heading, fix it", "reject"},
		{"snapshot files go stale after every schema change, regenerate them every time", "store"},
		{"the fixture loader reads dates as UTC, keep it that way", "store"},
	})
}

// TestComplaintAfterCondition (gate26): a complaint whose "you" comes after
// a fronted condition ("every time you X, you forget Y") is one, and one
// that recurs; a condition with no complaint after it, or a complaint
// only inside the condition, is not.
func TestComplaintAfterCondition(t *testing.T) {
	judgeCases(t, []turnCase{
		{"", "every time you write a migration you forget the down step", "feedback"},
		{"", "whenever you touch the schema, you forget the changelog", "feedback"},
		{"", "every time you deploy, you need to run the migrations", "not feedback"},
		{"", "when you forget the flag, the build breaks", "not feedback"},
	})
}

// TestOtherLanguagesGate26: Swedish and romaji Japanese read through
// their cues, "forget" said to the listener in French, and an Italian
// command timed "now": each with the look-alike it must leave alone.
func TestOtherLanguagesGate26(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"Sluta lägga till kommentarer i varje fil, det har jag sagt förut.", "feedback"},
		{"Ta bort raden du just lade till i main.go.", "reject"},
		{"Kinou prod no DB wo Postgres 16 ni migrate shimashita.", "store"},
		{"Prod no DB wo migrate suru yotei desu ka?", "reject"},
		{"Tu oublies encore les tests de migration.", "feedback"},
		{"Les tests de migration tournent dans la CI.", "store"},
		{"aggiorna adesso le dipendenze con npm update", "reject"},
		{"non aggiornare mai a mano le dipendenze, sempre con renovate", "feedback"},
	})
}
