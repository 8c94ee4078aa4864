package statement

import "testing"

// TestGlossClasses (gate26): Swedish read through its own table, romaji
// Japanese through the kana cues, "forget", "every" and four more coding
// verbs in every table, "now" right after the opening command times that action,
// and a tie between two languages goes to the one that leaves fewer words
// to English; each with the look-alike it must leave alone.
func TestGlossClasses(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		// Swedish: a command, stopping a habit, and a verb-second "we"
		{"Sluta lägga till kommentarer i varje fil.", "stop doing lägga to kommentarer in every fil."},
		{"Ta bort raden du just lade till i main.go.", "remove raden you just lade to in main.go."},
		{"Vi kör alltid migreringar innan deploy.", "we run always migreringar before deploy."},
		// near miss: English with one Swedish-looking word stays English
		{"the vi keybindings are on by default", "the vi keybindings are on by default"},
		// romaji: a particle and a verb ending, cued as kana is
		{"Kinou prod no DB wo migrate shimashita.", "we did Kinou prod no DB wo migrate shimashita"},
		{"mock wa tsukawanaide kudasai", "please do not mock wa tsukawanaide kudasai"},
		{"Staging no DB wo upgrade suru yotei desu ka?", "do we Staging no DB wo upgrade suru yotei desu ka?"},
		// near miss: a verb-like word with no particle is English
		{"the desu package is a shim over no-op logging", "the desu package is a shim over no-op logging"},
		// "forget" and "again" said of the listener
		{"Du vergisst schon wieder die Changelog-Einträge.", "you forget again the Changelog-Einträge."},
		{"Tu oublies toujours les tests de migration.", "you forget always the tests de migration."},
		{"dimentichi sempre il changelog", "you forget always the changelog"},
		// "every" and "every time" in each table
		{"Hör auf, jedes Mal neue Hilfsfunktionen anzulegen.", "stop doing, every time neue Hilfsfunktionen anzulegen."},
		{"ogni volta aggiungi un test", "every time add a test"},
		// near miss: "jeder" before a noun is only "every", no time
		{"Jeder Commit läuft durch die CI.", "every Commit runs durch the CI."},
		// "now" after the opening command is that action's moment
		{"aggiorna adesso le dipendenze", "update right now the dipendenze"},
		{"regenera ahora los clientes con make proto", "regenerate right now the clientes with make proto"},
		// near miss: "now" before the verb, or after a word no command
		// (gate27: before an unsaid "we" it goes where English puts it)
		{"adesso usiamo pnpm in questo repo", "we now usiamo pnpm in this project"},
		{"rilancia adesso i test con go test", "rilancia now the test with go test"},
		// a tie: French and Italian both know "la" and "le", only Italian
		// reads "i"
		{"la config, le stub, i test", "the config, the stub, the test"},
		// near miss: a French sentence that French wins outright
		{"la config et le stub sont dans ce dossier", "the config and the stub are in this dossier"},
	} {
		if got := Gloss(c.text); got != c.want {
			t.Errorf("Gloss(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
