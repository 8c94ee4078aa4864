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
