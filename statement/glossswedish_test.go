package statement

import "testing"

// TestGlossSwedishPassive (gate33): a Swedish "-s" passive second after a
// fronted place or time reads "is" and its stem, a state of the project,
// not an active verb that leaves the fronted phrase before a command.
// Near misses: an active verb in that place, a subject first, a word the
// table reads ("finns"), and a command.
func TestGlossSwedishPassive(t *testing.T) {
	checkGlosses(t, `
		I betalningstjänsten körs alla jobb alltid via cron => in betalningstjänsten is run alla jobb always via cron
		I byggsystemet byggs varje image med Kaniko => in byggsystemet is bygg every image with Kaniko
		På staging deployas tjänsterna alltid med Argo => on staging is deploya tjänsterna always with Argo
		I det här projektet testas allt med pytest => in this project is testa allt with pytest
		I den modulen skrivs loggar alltid till stderr => in the modulen is write loggar always to stderr
		I CI kör vi alltid testerna => in CI run we always testerna
		Testerna körs alltid i CI => Testerna runs always in CI
		I projektet finns ingen CI => in projektet lives no CI
		Kör alltid migreringar via Flyway => run always migreringar via Flyway
	`)
}
