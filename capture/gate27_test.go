package capture

import "testing"

// TestWantedAndWeForms (gate27): a plan said with "want to" and
// "hopefully" in another language is no decision yet; a practice said in
// a "we" form, "now" before it, is one. Near misses: the same change
// done, the practice said in full.
func TestWantedAndWeForms(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"Wir möchten die Logs nach Loki verschieben, wenn das Team zustimmt.", "reject"},
		{"Nous voulons migrer les factures vers Kafka, si le budget passe.", "reject"},
		{"Chcemy przenieść fakturowanie na Kafkę, jeśli budżet przejdzie.", "reject"},
		{"We willen de facturatie naar Kafka migreren, hopelijk voor november.", "reject"},
		{"Wir haben im März die Logs nach Loki verschoben.", "store"},
		{"ora usiamo yarn per tutto", "store"},
		{"ahora desplegamos con Argo CD", "store"},
		{"Przechodzimy na Vitest od przyszłego sprintu.", "store"},
		{"Używamy Kafki do wszystkich zdarzeń w tym projekcie.", "store"},
	})
}

// TestReportWordNamesAThing (gate27): "the claims service" names a
// service; "the adjuster claims ..." reports someone else.
func TestReportWordNamesAThing(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"The claims service writes every event to the audit topic.", "store"},
		{"Our claims pipeline runs hourly.", "store"},
		{"The adjuster claims the export runs hourly.", "reject"},
	})
}

// TestClaimBeforeDash (gate27): a claim, a dash, then a request or a
// question that builds on it keeps the claim; a request that points back
// at it asks the fix of a fault, and a state of the moment, a hedge or the
// listener's own deed before the dash keep nothing.
func TestClaimBeforeDash(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"the payments API caps requests at 100 per minute - please add a limiter to the client", "store"},
		{"the carrier's SFTP drop only accepts files under 50 MB — can you split the manifest export?", "store"},
		{"we moved the build cache to R2 last week — update the CI docs", "store"},
		{"the importer drops rows with null ids — can you fix that?", "reject"},
		{"the staging db is down right now — can you restart it?", "reject"},
		{"the payments API might cap requests at 100 per minute - please add a limiter to the client", "reject"},
		{"you renamed the handler — can you rename the test too?", "reject"},
		{"the build is red — can you take a look?", "reject"},
		{"the reconciler has been slow since Monday — can you profile it?", "reject"},
	})
}

// TestThatAfterPreposition (gate27): "that" after a preposition points at
// one thing ("for that change"), so a "before you ..." beside it times one
// action; a kind ("that kind of bug"), a clause "that" opens or nothing
// pointed at leaves a rule.
func TestThatAfterPreposition(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"show me the diff for that change before you apply it", "reject"},
		{"run the linter on that branch before you push", "reject"},
		{"show me the diff before you apply any change", "feedback"},
		{"check for that kind of bug before you push", "feedback"},
		{"make sure that CI passes before you merge", "feedback"},
	})
}

// TestAgainWithAKind (gate27): "again with the print statements" complains
// of a kind of thing the assistant keeps adding; one thing named, or a
// clause of its own after "again", does not.
func TestAgainWithAKind(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"again with the console.log calls", "feedback"},
		{"with the trailing comments again", "feedback"},
		{"again with the emojis in the commit messages?!", "feedback"},
		{"again with the flaky test", "reject"},
		{"again, the api runs on port 8080", "store"},
		{"same error again", "reject"},
	})
}

// TestStateRuledForGood (gate27): a state spelled out after a dash or a
// colon by a rule for good ("..., ever") is a policy; a state with a
// horizon, or one followed by "never mind" or a question, is the moment.
func TestStateRuledForGood(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"the legacy billing API is frozen — no new endpoints on it, ever.", "store"},
		{"the v2 schema is locked now — never add columns to it", "store"},
		{"the deploy pipeline is frozen until Monday", "reject"},
		{"the build is red right now — never mind, it's green again", "reject"},
		{"staging is down right now — can you check?", "reject"},
	})
}

// TestGroundsOfAGlossedQuestion (gate27): a question in kana, read through
// its gloss, asks for information, so what the turn says after it gives
// the grounds; two statements with no question are kept.
func TestGroundsOfAGlossedQuestion(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"請求バッチは毎晩2時に走ってるんだっけ？ログに4時の実行があって混乱してる。", "reject"},
		{"請求バッチは毎晩2時に走ってる。ログは30日間保存してる。", "store"},
	})
}
