package capture

import "testing"

// TestSwedishPassiveFronted (gate33): a Swedish passive second after a
// fronted place ("I X körs ...", "På X deployas ...") states how the
// project works, with its "alltid" and "aldrig" too. Near misses: the same
// rule said as a command, and an active verb with its subject after it.
func TestSwedishPassiveFronted(t *testing.T) {
	checkLines(t, `
		store | I betalningstjänsten körs alla jobb alltid via cron, aldrig för hand.
		store | I byggsystemet byggs varje image med Kaniko, aldrig med docker.
		store | På staging deployas tjänsterna alltid med Argo.
		feedback | Kör alltid migreringarna via Flyway, aldrig för hand.
		store | I CI kör vi alltid testerna med race.
	`)
}
