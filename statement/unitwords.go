package statement

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A memory in another language states its amounts in its own words for
// the units ("7 días", "10 giorni", "5 dni", "3 år"), and a number is
// followed by a unit far more often than by any other word, so the unit
// word after a number is read in English whatever the language, which
// lets "7 días" and "a week" compare as one amount. Words that English
// spells too after a number ("ore", "timer", "lat", "ay", "nap") are left
// out: "5 ore samples", "2 timer units".

// foreignUnitWords are the words for the units of time in the languages
// memories are written in, by their English: Spanish, Portuguese,
// Italian, Dutch, Polish, Czech, Swedish, Norwegian, Danish, Finnish,
// Turkish, Romanian, Hungarian.
var foreignUnitWords = glossTable(`segundos|secondi|seconden|sekund|sekundy|sekundach|sekunder|sekuntia|saniye|secunde|másodperc|másodpercig=seconds;
	minutos|minuti|minuten|minut|minuty|minutach|minuter|minutter|minuuttia|dakika|minute|percig=minutes;
	horas|uur|godzin|godziny|godzinach|hodin|hodiny|timmar|tuntia|saat|órát|óráig=hours;
	días|dias|giorni|dagen|dni|dnů|dagar|dager|dage|päivää|päivän|gün|zile|napig=days;
	semanas|settimane|weken|tygodni|tygodnie|týdnů|týdny|veckor|uker|uger|viikkoa|hafta|săptămâni|hétig=weeks;
	meses|mesi|maanden|miesięcy|miesiące|měsíců|měsíce|månader|måneder|kuukautta|luni|hónapig=months;
	años|anos|anni|jaar|jaren|roku|lata|let|roky|år|vuotta|yıl|ani|évig|évet=years`)

// foreignAmount is a number and the word after it.
var foreignAmount = lazyre.New(`(\d+(?:\.\d+)?)(\s+)(\pL+)`)

// foreignUnits is text with a unit word of another language after a
// number in English; the cheap question first: no digit, no amount.
func foreignUnits(text string) string {
	if !strings.ContainsAny(text, "0123456789") {
		return text
	}
	return foreignAmount.ReplaceAllStringFunc(text, func(s string) string {
		m := foreignAmount.FindStringSubmatch(s)
		if english, ok := foreignUnitWords()[strings.ToLower(m[3])]; ok {
			return m[1] + m[2] + english
		}
		return s
	})
}
