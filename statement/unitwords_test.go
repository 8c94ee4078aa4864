package statement

import "testing"

// TestForeignUnits: a unit of time in another language after a number is
// read as its English unit, and no unit's letters open a longer word; an
// English word after a number, or a foreign unit word without one, stays.
func TestForeignUnits(t *testing.T) {
	checkRewrites(t, "normalizeAmounts", normalizeAmounts, map[string]string{
		"los tokens caducan a los 30 días":   "los tokens caducan a los 2592000000ms",
		"i backup restano 14 giorni":         "i backup restano 1209600000ms",
		"faktury archiwizujemy przez 2 lata": "faktury archiwizujemy przez 63072000000ms",
		"loggar sparas i 3 år":               "loggar sparas i 94608000000ms",
		"a sessão expira em 2 horas":         "a sessão expira em 7200000ms",
		"token vence em 3 měsíce":            "token vence em 7884000000ms",
		// must not: English after a number, a unit word with no number,
		// a letter past ASCII that only follows a unit's letters
		"we keep 5 ore samples":       "we keep 5 ore samples",
		"start 2 timer units":         "start 2 timer units",
		"the geofence sits at 40 lat": "the geofence sits at 40 lat",
		"die Anzahl der días":         "die Anzahl der días",
		"run 3 médicos":               "run 3 médicos",
	})
}

// TestForeignRuleWords: a Portuguese statement with a unit of time or a
// rule's "tem de" and one other mark is read in English, its "no" as "in
// the", no denial, so the same amount agrees and another one clashes,
// of one thing only; a switch word reads "disabled".
func TestForeignRuleWords(t *testing.T) {
	checkConflicts(t, []conflictCase{
		{"the gateway timeout is 60 seconds", "O timeout no gateway é de 30 segundos.", true},
		{"the gateway timeout is 30 seconds", "O timeout no gateway é de 30 segundos.", false},
		{"the gateway timeout is 60 seconds", "O timeout no proxy é de 30 segundos.", false},
	})
	checkRewrites(t, "inEnglish", inEnglish, map[string]string{
		"O cache tem de expirar no prazo de 24 horas.": "the cache must expirar within 24 hours.",
		"O modo escuro está desativado.":               "the modo escuro is disabled.",
	})
}
