package statement

import (
	"slices"
	"strconv"
	"strings"
)

// How often a thing recurs is said by more than "daily" and "every 6
// hours": by every other one of a unit ("every other week") and by the
// day of the week it falls on ("every Sunday", "every other Wednesday"),
// which says it recurs weekly (or fortnightly). Read as the period
// between two runs, each meets the periods periodAt reads, so "the
// optimizer runs every Sunday night" clashes with "it runs daily at
// 02:00" and "the train ships every other Wednesday" with "it ships
// weekly", while "the report goes out weekly" and "the report goes out
// every Monday" agree.

// everyOtherAt reads "every other week" at ws[i], a form periodAt leaves,
// as twice the unit's span. It returns the period and how many words it
// takes, or 0 words.
func everyOtherAt(ws []string, i int) (typed, int) {
	if ws[i] != "every" || i+2 >= len(ws) || ws[i+1] != "other" || !periodUnits[ws[i+2]] {
		return typed{}, 0
	}
	// "every other night" is every other day, as periodAt reads a night
	return periodOfMs(2 * units[strings.Replace(ws[i+2], "night", "day", 1)].factor), 3
}

// weekdayPeriod is the period a day of the week at ws[i] says a thing
// recurs at: a week when it is said of every one ("every Sunday", "each
// Monday"), two when of every other one ("every other Wednesday").
// Nothing for a day said once ("on Monday we migrate"), nor for days
// named in the plural ("deploys happen on Tuesdays"), which may be some
// of the days a thing is done, not the only ones.
func weekdayPeriod(t typed, ws []string, i int) []typed {
	if t.kind != "weekday" {
		return nil
	}
	week := units["week"].factor
	switch {
	case i > 1 && ws[i-1] == "other" && ws[i-2] == "every":
		week *= 2
	case i > 0 && (ws[i-1] == "every" || ws[i-1] == "each"):
	default:
		return nil
	}
	p := periodOfMs(week)
	p.stems, p.ofWeekday = appendContent(nil, ws[i]), true
	return []typed{p}
}

// dayPeriod reports whether x is the period a weekday among ts says its
// thing recurs at (weekdayPeriod), no value said on its own.
func dayPeriod(ts []typed, x typed) bool {
	return x.ofWeekday && slices.ContainsFunc(ts, func(t typed) bool { return t.kind == "weekday" && slices.Equal(t.stems, x.stems) })
}

// periodOfMs is a period of ms milliseconds, the one form periodAt and
// weekdayPeriod both give.
func periodOfMs(ms float64) typed {
	return typed{kind: "period", v: strconv.FormatFloat(ms, 'f', -1, 64) + "ms", n: ms}
}

// dayAgainstShort reports whether x, a period, and the periods of b
// are one a weekday says its thing recurs at and the others shorter than
// a day, either way round: "atlas-web deploys every Tuesday" says which
// day, "atlas-web polls vehicle positions every 10s" how often within a
// day, another attribute of it.
func dayAgainstShort(b []typed, x typed) bool {
	if x.kind != "period" {
		return false
	}
	periods := slices.DeleteFunc(slices.Clone(b), func(t typed) bool { return t.kind != "period" })
	if x.ofWeekday {
		return !slices.ContainsFunc(periods, func(t typed) bool { return t.n >= dayMs })
	}
	return x.n < dayMs && !slices.ContainsFunc(periods, func(t typed) bool { return !t.ofWeekday })
}
