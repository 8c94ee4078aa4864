package statement

import (
	"slices"
	"strconv"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// ordinalDayRe is a day of a month said as an ordinal: "1st", "15th".
var ordinalDayRe = lazyre.New(`^(\d{1,2})(?:st|nd|rd|th)$`)

// dayPreps put a day of the month before "the": "on the 1st", "to the
// 15th", "by the 5th".
var dayPreps = set("on to by")

// monthDayAt reads the day of the month a monthly thing falls on ("the
// bill run closes on the 1st of every month", "moved the monthly bill run
// to the 15th"): an ordinal after "on the", "to the" or "by the" in a
// clause that names a month, so "the 2nd floor" or "the 3rd approval" are
// no days.
func monthDayAt(ws []string, i int) (typed, bool) {
	m := ordinalDayRe.FindStringSubmatch(ws[i])
	if m == nil || i < 2 || ws[i-1] != "the" || !dayPreps[ws[i-2]] ||
		!slices.ContainsFunc(ws, func(w string) bool { return w == "month" || w == "monthly" }) {
		return typed{}, false
	}
	day, _ := strconv.Atoi(m[1])
	if day < 1 || day > 31 {
		return typed{}, false
	}
	return typed{kind: "monthday", v: m[1], n: float64(day)}, true
}
