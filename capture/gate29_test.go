package capture

import "testing"

// TestNowInGermanAndFrench (gate29): "jetzt", "nun" and "maintenant" read
// "now", so a practice changed now is kept in German and French as in
// English. Near misses: a command timed now, and waiting now, keep nothing.
func TestNowInGermanAndFrench(t *testing.T) {
	checkTurns(t, []struct{ text, want string }{
		{"jetzt nutzen wir pnpm in diesem Repo", "store"},
		{"Nun verwenden wir Vitest statt Jest.", "store"},
		{"On déploie maintenant avec Argo CD.", "store"},
		{"regeneriere jetzt die Clients", "reject"},
		{"régénère maintenant les clients", "reject"},
		{"Warte jetzt auf den Build.", "reject"},
		{"attends maintenant que le build passe", "reject"},
	})
}
