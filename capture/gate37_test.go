package capture

import "testing"

// TestGermanicPerfect (gate37): German and Dutch put the participle of a
// perfect last in its clause ("wir haben heute den Key rotiert"), so
// "have" with a participle closing the clause is a deed done, an event
// even dated "today". Near misses: "have" with a thing held ("wir haben
// heute ein Problem"), the question, and the work under way.
func TestGermanicPerfect(t *testing.T) {
	checkLines(t, `
		store | Wir haben heute den Sentry-Token rotiert, der neue liegt in 1Password.
		store | Ich habe heute die alte Staging-Datenbank gelöscht.
		store | Wir haben heute auf Postgres 16 umgestellt.
		store | We hebben vandaag de Stripe-sleutel geroteerd, de nieuwe staat in Vault.
		reject | Wir haben heute ein Problem mit dem Deploy.
		reject | We hebben vandaag een probleem met de deploy.
		reject | Haben wir heute den Sentry-Token rotiert?
		reject | Heb je vandaag de Stripe-sleutel geroteerd?
		reject | Wir sind gerade dabei, den Sentry-Token zu rotieren.
	`)
}
