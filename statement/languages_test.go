package statement

import "testing"

// TestGloss: a sentence in another language reads with the English
// structural words the parse knows; its content words stay as written.
func TestGloss(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		// requests, "always", "never" and "don't"
		{"Bitte verwende nie `float` für Geldbeträge.", "please use never `float` for Geldbeträge."},
		{"N'utilise pas de mocks ici.", "do not use de mocks ici."},
		{"Por favor, nunca hagas commit directamente a main.", "please, never make commit directamente a main."},
		{"no uses mocks en los tests", "do not use mocks in the tests"},
		{"Gebruik altijd de logger, nooit print.", "use always the logger, never print."},
		{"Пожалуйста, никогда не коммить в main.", "please, never not коммить в main."},
		// a reminder, and stopping what the listener does
		{"N'oublie pas les migrations.", "remember the migrations."},
		{"Arrête de traduire les noms.", "stop doing de traduire the noms."},
		// the first person at work now; an unsaid "we"
		{"estoy revisando lo de las notificaciones", "i am working on lo de the notificaciones"},
		{"En este proyecto siempre usamos uv.", "in this project we always usamos uv."},
		// one thing in front of the speaker
		{"Renomme `compteur` en `counter` dans cette fonction.", "rename `compteur` in `counter` in this fonction."},
		// a verb-second clause that says something is there
		{"In der letzten Commit-Message ist ein Tippfehler, bitte korrigieren.", "there is a Tippfehler in the last Commit-Message, please fix."},
		// thanks and praise
		{"danke, das passt so", "thanks, the fine so"},
		{"谢谢，很好。", "thanks, looks good."},
		// a time phrase the parse reads is left as it is
		{"réponds en anglais pour cette fois", "answer in anglais pour cette fois"},
		// Japanese and Chinese: the skeleton of the cues before the sentence
		{"モックは使わないでください。", "please do not モックは 使わないで ください"},
		{"覚えておいて。", "remember that."},
		{"我正在看登录的问题。", "i am working on 我正 在 看登录的 问题 right now"},
		// a verb of where things go, in the third person plural
		{"En este repo las migraciones van en db/migrations.", "in this project the migraciones go in db/migrations."},
		// Polish: "nie" before a verb negates it, before a pause it answers
		{"Nie, w tym repo zawsze używaj pnpm.", "no, in this project always use pnpm."},
		{"Proszę, nigdy nie pomijaj testów.", "please, never do not skip testów."},
		{"Tym razem pomiń testy e2e.", "Tym razem skip testy e2e."},
		// gate24: a cause, a deed in the perfect, the passive, the speaker still at work
		{"Le crash venait du cache ; on a vidé le cache.", "the crash was caused by du cache ; we did vidé the cache."},
		{"Abbiamo aggiornato Kafka alla 3.6.", "we did aggiornato Kafka alla 3.6."},
		{"I log vengono conservati per 30 giorni.", "the log are conservati for 30 giorni."},
		{"Ik ben nog bezig met de migratie.", "i am working on the migratie."},
		{"De build is nog niet groen.", "the build is not yet groen."},
		// near miss: "have" before no participle stays "have"
		{"On a un souci avec le cache.", "we a a souci with the cache."},
		// near misses: English with a foreign word, an article before a
		// "we" ending, a sentence no table covers
		{"use the `pour` helper in the loop", "use the `pour` helper in the loop"},
		{"the café on the corner has good wifi", "the café on the corner has good wifi"},
		{"los últimos cambios rompieron el build", "the últimos cambios rompieron the build"},
		{"Tämä funktio on liian pitkä.", "Tämä funktio on liian pitkä."},
	} {
		if got := Gloss(c.text); got != c.want {
			t.Errorf("Gloss(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
