package statement

import (
	"strings"
	"testing"
)

// TestTimeWordsOfOtherLanguages: the standing, one-off and momentary time
// words of French, German, Spanish, Portuguese and Italian date a clause as
// the English ones do; the longer phrase wins over the shorter inside it,
// and a word that only looks like one ("jetzt" alone, "ora" alone) dates
// nothing.
func TestTimeWordsOfOtherLanguages(t *testing.T) {
	for _, tt := range []struct {
		clause string
		want   Time
	}{
		{"réponds en français à partir de maintenant", TimeStanding},
		{"commentaires en anglais désormais", TimeStanding},
		{"réponds en anglais pour ce message-là", TimeOnce},
		{"wir deployen nur noch über gitlab ci", TimeStanding},
		{"antworte ab jetzt auf deutsch", TimeStanding},
		{"nur dieses mal ohne tests", TimeOnce},
		{"usa tabs a partir de ahora", TimeStanding},
		{"usa npm solo esta vez", TimeOnce},
		{"use pnpm daqui pra frente", TimeStanding},
		{"o build está quebrado agora mesmo", TimeMoment},
		{"usa pnpm d'ora in poi", TimeStanding},
		{"usa npm solo per questa volta", TimeOnce},
		// gate24: Dutch, and a scope that ends with the work at hand
		{"antwoord voortaan in het nederlands", TimeStanding},
		{"push nu even niet", TimeOnce},
		{"laat de flag voorlopig uit", TimeOnce},
		{"de build is op dit moment rood", TimeMoment},
		{"on this branch the e2e tests are skipped", TimeOnce},
		{"almost done with the 4.0 release", TimeMoment},
		// near misses
		{"on main the e2e tests run on every push", TimeNone},
		{"nu gebruiken we pnpm", TimeNone},
		{"jetzt deployen wir", TimeNone},
		{"ora usiamo pnpm", TimeNone},
		{"la partie du code", TimeNone},
	} {
		if got := clauseTime(strings.Fields(tt.clause)); got != tt.want {
			t.Errorf("clauseTime(%q) = %d, want %d", tt.clause, got, tt.want)
		}
	}
}
