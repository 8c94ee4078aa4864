package statement

import (
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// Amounts in words that take more than one word: "two hundred", "twenty-five",
// "a minute and a half". Each is read as the one number it says, before the
// single number words are (numberWordsIn), which would read "two hundred"
// as 2 and 100.

var (
	// tensUnits is a ten and a unit joined by a hyphen: "twenty-five".
	tensUnits = lazyre.New(`(?i)\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(one|two|three|four|five|six|seven|eight|nine)\b`)
	// scaled is a number times a hundred or a thousand: "two hundred",
	// "a thousand", "5 thousand".
	scaled = lazyre.New(`(?i)\b(a|an|\d+|[a-z]+)\s+(hundred|thousand)\b`)
	// andAHalf is an amount of a unit and a half: "a minute and a half",
	// "2 hours and a half".
	andAHalf = lazyre.New(`(?i)\b(an?|one|\d+(?:\.\d+)?)\s+(second|minute|hour|day|week|month|year)s?\s+and\s+a\s+half([^\w-]|$)`)
)

// spelledCompounds is text with its amounts of several words as numbers.
func spelledCompounds(text string) string {
	text = tensUnits.ReplaceAllStringFunc(text, func(s string) string {
		m := tensUnits.FindStringSubmatch(s)
		t, _ := spelledNumber(strings.ToLower(m[1]))
		u, _ := spelledNumber(strings.ToLower(m[2]))
		return strconv.Itoa(atoi(t) + atoi(u))
	})
	text = scaled.ReplaceAllStringFunc(text, func(s string) string {
		m := scaled.FindStringSubmatch(s)
		n, ok := amountWord(m[1])
		if !ok {
			return s
		}
		factor := 100
		if strings.EqualFold(m[2], "thousand") {
			factor = 1000
		}
		return strconv.Itoa(n * factor)
	})
	return andAHalf.ReplaceAllStringFunc(text, func(s string) string {
		m := andAHalf.FindStringSubmatch(s)
		n := 1.0
		if v, err := strconv.ParseFloat(m[1], 64); err == nil {
			n = v
		}
		return strconv.FormatFloat(n+0.5, 'f', -1, 64) + " " + strings.ToLower(m[2]) + "s" + m[3]
	})
}

// amountWord is the whole number w says: "a", "two", "12".
func amountWord(w string) (int, bool) {
	lw := strings.ToLower(w)
	if lw == "a" || lw == "an" {
		return 1, true
	}
	if d, ok := spelledNumber(lw); ok {
		lw = d
	}
	n, err := strconv.Atoi(lw)
	return n, err == nil
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
