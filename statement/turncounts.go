package statement

import (
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A thing done again and again is said by its period ("backs up every 8
// hours") or by how many turns fit in a span ("backs up three times a
// day"): the two are one attribute, so the count is read as the period it
// leaves between two turns. A bound on the count ("at most three times a
// day", "up to twice an hour") is a limit, not how often the thing runs,
// and once a span is its period already ("once a day": every day).

// turnsPerSpan is a count of turns in a span: "three times a day", "6
// times per hour", "twice daily", with the bound before it, if any.
var turnsPerSpan = lazyre.New(`(?i)\b(?:(at\s+most|at\s+least|up\s+to|no\s+more\s+than|no\s+fewer\s+than|no\s+less\s+than|more\s+than|fewer\s+than|less\s+than|max(?:imum)?|min(?:imum)?)\s+)?` +
	`(twice|thrice|(\d+|[a-z]+(?:-[a-z]+)?)\s+times)\s+(?:(?:a|an|per|each|every)\s+(minute|hour|day|week|month|year)\b|(hourly|daily|weekly|monthly|yearly)\b)`)

// turnWords are the counts said in one word.
var turnWords = map[string]float64{"twice": 2, "thrice": 3}

// turnsAsPeriod writes turnsPerSpan as the period between two turns, in
// milliseconds ("three times a day": every 28800000ms); a bounded count,
// or one it cannot read, is left as written.
func turnsAsPeriod(s string) string {
	m := turnsPerSpan.FindStringSubmatch(s)
	n, ok := turnCount(strings.ToLower(m[2]), strings.ToLower(m[3]))
	span := strings.ToLower(m[4])
	if m[5] != "" {
		span = periods[strings.ToLower(m[5])]
	}
	if m[1] != "" || !ok || n < 2 {
		return s
	}
	return "every " + strconv.FormatFloat(float64(int64(units[span].factor/n)), 'f', -1, 64) + "ms"
}

// turnCount is the number of turns counted: a word of its own ("twice"),
// or the digits or number word before "times".
func turnCount(whole, number string) (float64, bool) {
	if n, ok := turnWords[whole]; ok {
		return n, true
	}
	if w, ok := spelledNumber(number); ok {
		number = w
	}
	n, err := strconv.ParseFloat(number, 64)
	return n, err == nil
}
