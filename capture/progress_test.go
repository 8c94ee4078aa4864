package capture

import "testing"

// TestWaitingIsProgress (gate28): what the team waits on now is where the
// task stands, in any language and with "now" before or after "we"; a
// changed practice said the same way is kept, and so is a rule about
// waiting that says when.
func TestWaitingIsProgress(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"adesso aspettiamo la review", "reject"},
		{"ora attendiamo il via libera del cliente", "reject"},
		{"ahora esperamos el deploy de staging", "reject"},
		{"agora aguardamos a aprovação do PR", "reject"},
		{"teraz czekamy na review", "reject"},
		{"now we wait for CI", "reject"},
		{"we now wait for the security sign-off", "reject"},
		// must not: the practice changed, and a rule about waiting
		{"adesso usiamo pnpm", "store"},
		{"ahora usamos Renovate para las dependencias", "store"},
		{"we now wait for two approvals before merging", "store"},
	})
}

// TestFrontedNow (gate28): English fronts the "now" of a changed practice
// as often as it puts it after the subject; an auxiliary after the subject
// or a verb on one thing in view keeps the moment (the next step).
func TestFrontedNow(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"now we use pnpm", "store"},
		{"now we deploy with Argo CD", "store"},
		{"now I write changelog entries in Keep a Changelog format", "store"},
		{"now we use the new linter everywhere", "store"},
		// must not: the moment, a plan, the next step of the task
		{"now we have a problem", "reject"},
		{"now we're waiting for the review", "reject"},
		{"now we need to fix the tests", "reject"},
		{"now we run the migration", "reject"},
		{"now we test it on staging", "reject"},
	})
}

// TestSameTroubleAgain (gate28): the same trouble back again is a report
// of the task at hand, whatever its plural noun reads as; a claim about
// the same thing with no recurrence is kept.
func TestSameTroubleAgain(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"same timeout errors again", "reject"},
		{"same flaky test failures again on staging", "reject"},
		{"the same OOM kills as yesterday", "reject"},
		{"otra vez los mismos errores de timeout", "reject"},
		{"di nuovo gli stessi crash del worker", "reject"},
		// must not
		{"same rules apply to the worker", "store"},
		{"the same config is used in staging and prod", "store"},
	})
}

// TestChangeStartsLater (gate28): a change made whose start lies ahead is
// decided; a one-off moved to a later date, or a change still to be made
// or only floated, is not.
func TestChangeStartsLater(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"standup moved to 10:30 from next week", "store"},
		{"retro moved to Fridays as of next sprint", "store"},
		{"we switched the deploy day to Thursday, starting next week", "store"},
		{"on-call rotation changed to weekly shifts from Monday", "store"},
		// must not
		{"we might move standup to 10:30 next week", "reject"},
		{"we'll move standup to 10:30 from next week", "reject"},
		{"the release moved to next week", "reject"},
	})
}

// TestSharedSmallWords (gate28): "de" and "en" are small words in Dutch,
// Spanish, French, Portuguese and Catalan, so a fragment whose only such
// words they are is read in none of them (its nouns no English verbs); a
// word of Dutch's own still tells Dutch.
func TestSharedSmallWords(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"logs de producción en S3", "reject"},
		{"base de données en lecture seule", "reject"},
		// must not: Dutch told by a word of its own
		{"zet de logs en de metrics altijd in Grafana", "store"},
	})
}

// TestModalsOwnersAndMornings (gate28): "must", "could", "our" and "this
// morning" in the gloss tables: a rule with "must" is kept, the same with
// "could" is a hedge; "our X is in Y" a fact, the same thing down "this
// morning" a state of the moment.
func TestModalsOwnersAndMornings(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"Cada PR debe tener al menos una review.", "store"},
		{"Elke PR moet minstens één review hebben.", "store"},
		{"Jede Migration muss rückwärts kompatibel sein.", "store"},
		{"Nuestro cluster de staging está en Frankfurt.", "store"},
		{"Unser Build-Cache liegt in R2.", "store"},
		// must not: the hedge, and the moment
		{"Podríamos usar Kafka para los eventos.", "reject"},
		{"Wir könnten Kafka für die Events nehmen.", "reject"},
		{"Potremmo passare a Kafka per gli eventi.", "reject"},
		{"Il servizio pagamenti è giù stamattina.", "reject"},
		{"Der Zahlungsdienst ist heute morgen down.", "reject"},
		{"Le service de paiement est en panne ce matin.", "reject"},
	})
}

// TestMinutesAgo (gate28): a deed of minutes or hours ago told with what
// follows from it now is news of the session at hand; told alone, or of
// weeks or years ago, it is the project's history.
func TestMinutesAgo(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"heads up, I rotated the staging API key 20 minutes ago, so your local .env is stale", "reject"},
		{"I truncated the events table an hour ago, so the dashboard is empty", "reject"},
		{"ho riavviato il worker dieci minuti fa, quindi i job vecchi sono persi", "reject"},
		{"ich habe den Worker vor zehn Minuten neu gestartet, also sind die alten Jobs weg", "reject"},
		// must not: told alone, history, and spans that are no "ago"
		{"I merged the billing refactor an hour ago", "store"},
		{"we moved the queue to SQS two weeks ago, so the old consumer is gone", "store"},
		{"the job runs every 10 minutes, so the dashboard lags a bit", "store"},
	})
}

// TestKeptAsIntended (gate28): agreeing that what the assistant noticed is
// meant so, and asking it kept so, makes it the project's convention; the
// same words after a turn that asked nothing of intent, or after "no",
// react or ask once.
func TestKeptAsIntended(t *testing.T) {
	judgeCases(t, []turnCase{
		{"I notice the importer never retries failed rows. Is that intentional?", "correct, and keep it that way", "store"},
		{"The migrations folder has no down migrations. Was that on purpose?", "yes, leave it as is", "store"},
		{"I noticed the cron runs in UTC. Is that intended?", "yep, keep it like that", "store"},
		// must not
		{"I refactored the handler into two functions.", "looks good, keep it that way", "reject"},
		{"Should I also add retries to the client?", "yes, and keep it that way", "reject"},
		{"The logger writes to stdout. Is that intentional?", "no, keep it that way for now but we'll move to files", "reject"},
	})
}

// TestStartsTodayScheduledFloated (gate28): a way things go from a day
// named ("from today", "a partir de hoy") is decided; a thing set for a
// date to come is a plan, a schedule that recurs is not; a change someone
// floated is a proposal; a choice "for this PR" holds once.
func TestStartsTodayScheduledFloated(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"from today all invoices go out through Stripe Billing, not the cron", "store"},
		{"a partir de hoy todos los deploys pasan por Argo CD", "store"},
		{"the pen test is scheduled for October", "reject"},
		{"Il rilascio è previsto per settembre.", "reject"},
		{"Priya suggested moving the cron jobs to Temporal.", "reject"},
		{"for this PR the prices can stay as floats, we'll switch to cents later", "reject"},
		// must not
		{"the payment service is down today", "reject"},
		{"the nightly backup is scheduled for 02:00 UTC", "store"},
		{"the suggested fix is in PR 12", "store"},
		{"Priya moved the cron jobs to Temporal last month", "store"},
	})
}
