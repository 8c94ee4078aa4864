package statement

import (
	"strconv"
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
// Italian, Dutch, German, French, Polish, Czech, Slovak, Swedish,
// Norwegian, Danish, Finnish, Turkish, Romanian, Hungarian, Latvian,
// Lithuanian, Indonesian, Vietnamese, Russian and Ukrainian, in the
// singular after one and in the cases a number governs ("po 60 dniach",
// "30 päivän jälkeen").
var foreignUnitWords = glossTable(`segundos|segundo|secondi|secondo|seconden|sekund|sekundy|sekundę|sekundach|sekunder|sekuntia|sekunnin|saniye|secunde|másodperc|másodpercig|sekunden|sekunde|sek|secondes|seconde|sekúnd|sekundes|sekundžių|detik|giây|секунд|секунды|секунду=seconds;
	minutos|minuto|minuti|minuten|minut|minuty|minutę|minutach|minuter|minutter|minuuttia|minuutin|dakika|minute|percig|perc|minutes|minút|minūtes|minučių|menit|phút|минут|минуты|минуту|хвилин=minutes;
	horas|hora|uur|godzin|godziny|godzinę|godzinach|hodin|hodiny|hodín|timmar|timme|tuntia|tunnin|saat|órát|óráig|óra|stunden|stunde|heures|heure|stundas|valandų|jam|giờ|часов|часа|час|годин=hours;
	días|dias|día|giorni|giorno|dagen|dni|dniach|dnů|dní|dny|dagar|dager|dage|päivää|päivän|gün|zile|napig|napot|tage|tagen|jours|jour|dienas|dienų|hari|ngày|дней|дня|день|днів=days;
	semanas|semana|settimane|settimana|weken|tygodni|tygodnie|tygodniach|týdnů|týdny|týden|týždňov|veckor|vecka|uker|uge|uger|viikkoa|viikon|hafta|săptămâni|hétig|wochen|woche|semaines|semaine|nedēļas|savaičių|minggu|tuần|недель|недели|неделю|тижнів=weeks;
	meses|mes|mesi|mese|maanden|maand|miesięcy|miesiące|miesiącach|měsíců|měsíce|mesiacov|månader|månad|måneder|kuukautta|kuukauden|luni|hónapig|monate|monaten|monat|mois|mēneši|mēnešus|mėnesių|bulan|tháng|месяцев|месяца|месяц|місяців=months;
	años|anos|año|ano|anni|anno|jaar|jaren|roku|lata|latach|let|roky|rokov|år|vuotta|vuoden|yıl|ani|évig|évet|év|jahre|jahren|jahr|années|année|ans|gadi|gadus|metų|tahun|năm|лет|года|год|років=years`)

// foreignAmount is a number and the word after it.
// A number may carry the dot that makes it an ordinal ("hvert 5.
// sekund", every fifth second: every five seconds), and the word of
// "every" before it is read in English, so the amount is how often, not
// how long ("alle 10 Sek.", "cada 5 minutos", "hvert 5. sekund").
var foreignAmount = lazyre.New(`(?:\b(alle|jede|jeden|jedes|hver|hvert|varje|cada|ogni|elke|co|toutes|tous)\s+)?(\d+(?:\.\d+)?)(\.?\s+)(\pL+)`)

// cjkAmount is a number and the unit of time Japanese, Chinese or Korean
// writes right after it: "60秒", "10分", "2時間", "30초", "3개월". A day
// alone ("5日", "1일") is also a date, and a year ("2024年") one too, so
// only the words of a span of days count ("3日間", "7天"), and years
// below a thousand.
var cjkAmount = lazyre.New(`(\d+(?:\.\d+)?)\s*(秒钟|秒鐘|秒|分钟|分鐘|分間|分|小时|小時|時間|天|日間|週間|周|个月|個月|か月|ヶ月|カ月|초|분|시간|일간|주|개월|년|年)`)

// cjkUnits are cjkAmount's units in English.
var cjkUnits = glossTable(`秒钟|秒鐘|秒|초=seconds;分钟|分鐘|分間|分|분=minutes;小时|小時|時間|시간=hours;天|日間|일간=days;
	週間|周|주=weeks;个月|個月|か月|ヶ月|カ月|개월=months;年|년=years`)

// foreignUnits is text with a unit word of another language after a
// number in English; the cheap question first: no digit, no amount.
func foreignUnits(text string) string {
	if !strings.ContainsAny(text, "0123456789") {
		return text
	}
	text = cjkAmount.ReplaceAllStringFunc(text, func(s string) string {
		m := cjkAmount.FindStringSubmatch(s)
		if n, _ := strconv.ParseFloat(m[1], 64); (m[2] == "年" || m[2] == "년") && n >= 1000 {
			return s
		}
		// apart from the words around it, as English writes an amount
		return " " + m[1] + " " + cjkUnits()[m[2]] + " "
	})
	return foreignAmount.ReplaceAllStringFunc(text, func(s string) string {
		m := foreignAmount.FindStringSubmatch(s)
		// "SEK" in capitals is Swedish kronor, "Sek." German seconds
		if english, ok := foreignUnitWords()[strings.ToLower(m[4])]; ok && m[4] != "SEK" {
			every := ""
			if m[1] != "" {
				every = "every "
			}
			return every + m[2] + strings.TrimPrefix(m[3], ".") + english
		}
		return s
	})
}
