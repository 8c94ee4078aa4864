package statement

import "testing"

// TestGlossNow (gate29): German "jetzt"/"nun" and French "maintenant" read
// "now", and a verb-second clause fronted by it ("jetzt nutzen wir pnpm")
// reads as English says a practice changed. Near misses: "now" after a
// command stays that action's moment, and a verb the tables lack or a
// subject that is no pronoun keeps its order.
func TestGlossNow(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"jetzt nutzen wir pnpm in diesem Repo", "we now use pnpm in this project"},
		{"Nun verwenden wir Vitest", "we now use Vitest"},
		{"wir deployen jetzt mit Argo CD", "we deployen now with Argo CD"},
		{"maintenant on utilise pnpm dans ce repo", "now we use pnpm in this project"},
		{"on déploie maintenant avec Argo CD", "we déploie now with Argo CD"},
		// near misses
		{"regeneriere jetzt die Clients", "regenerate right now the Clients"},
		{"régénère maintenant les clients", "regenerate right now the clients"},
		{"jetzt laufen die Builds auf Buildkite", "now laufen the Builds auf Buildkite"},
		{"jetzt nutzen die Teams pnpm", "now use the Teams pnpm"},
	} {
		if got := Gloss(tt.in); got != tt.want {
			t.Errorf("Gloss(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
