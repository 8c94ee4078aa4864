package capture

import "testing"

// TestFromToday (gate31): "from today" in Danish, Norwegian and Swedish
// ("fra i dag kjører vi ...") says a practice changed and is kept, like
// "from now on"; a Danish command with its deadline ("aflever ... inden i
// morgen") is one errand. Must not: a plain "today" ("i dag kører vi ...")
// tells how the day goes, and a rule said "always" stays a rule.
func TestFromToday(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"Fra i dag kjører vi alle databasemigreringer gjennom Liquibase.", "store"},
		{"Fra og med i dag bruger vi Renovate til alle afhængigheder.", "store"},
		{"Från och med idag kör vi alla deployer via Argo CD.", "store"},
		{"Send testrapporten til Jonas inden i morgen.", "reject"},
		// must not
		{"I dag kører vi alle migreringer manuelt, Flyway er nede.", "reject"},
		{"Vi bruker alltid Liquibase til databasemigreringer.", "store"},
	})
}
