package statement

import (
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// An amount written in a notation of code or of a standard is the amount
// prose says in words: ISO 8601's "PT30S" and Go's "1h30m" are lengths of
// time, and a crontab's "*/15 * * * *" runs every 15 minutes. Read a word
// at a time, "PT30S" is no amount, "1h30m" an hour and a stray "30m", and
// "*/15" a bare 15: an agreement read as a clash, a change missed.

// isoDuration is an ISO 8601 duration: "PT30S", "PT1H30M", "P7D", "P1Y2M".
var isoDuration = lazyre.New(`\bP(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?\b`)

// isoUnits are isoDuration's parts, in order, by their unit words.
var isoUnits = []string{"year", "month", "week", "day", "hour", "minute", "second"}

// isoSpan writes an ISO 8601 duration as its milliseconds; "P" alone, or
// a "T" with nothing after it, is no duration.
func isoSpan(s string) string {
	m := isoDuration.FindStringSubmatch(s)
	return spanOf(s, m[1:], isoUnits)
}

// goDuration is a length of time in parts, as Go, systemd and many config
// formats write one: "1h30m", "2m30s", "1d12h", "1h30m15s"; goParts reads
// its parts.
var (
	goDuration = lazyre.New(`(?i)\b\d+[dhm]\d[\dhms.]*\b`)
	goParts    = lazyre.New(`(?i)^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$`)
)

var goUnits = []string{"day", "hour", "minute", "second"}

// goSpan writes a duration in parts as its milliseconds; a single part
// ("30m", "90s") is left to the units, which read it alone.
func goSpan(s string) string {
	m := goParts.FindStringSubmatch(s)
	if m == nil {
		return s // "10m2": no duration
	}
	parts := 0
	for _, p := range m[1:] {
		if p != "" {
			parts++
		}
	}
	if parts < 2 {
		return s
	}
	return spanOf(s, m[1:], goUnits)
}

// spanOf is the total of amounts, each in its unit of names, as
// milliseconds; s when none is given.
func spanOf(s string, amounts, names []string) string {
	total, any := 0.0, false
	for k, a := range amounts {
		if a == "" {
			continue
		}
		n, err := strconv.ParseFloat(a, 64)
		if err != nil {
			return s
		}
		total += n * units[names[k]].factor
		any = true
	}
	if !any {
		return s
	}
	return strconv.FormatFloat(total, 'f', -1, 64) + "ms"
}

// cronStep is a crontab schedule that runs every so many minutes or hours
// and on every day: "*/15 * * * *", "0 */6 * * *". Its step is its period,
// as "every 15 minutes" says.
var cronStep = lazyre.New(`(^|[\s` + "`" + `'"])(?:\*/(\d+) \* \* \* \*|(?:\d+|\*) \*/(\d+) \* \* \*)`)

// cronPeriod writes a crontab step as how often it runs.
func cronPeriod(s string) string {
	m := cronStep.FindStringSubmatch(s)
	if m[2] != "" {
		return m[1] + "every " + m[2] + " minutes"
	}
	return m[1] + "every " + m[3] + " hours"
}

// notations rewrites the amounts written in code's or a standard's
// notation as the units read them.
func notations(text string) string {
	text = spanNotations(text)
	if !strings.ContainsAny(text, "0123456789") {
		return text
	}
	text = isoDuration.ReplaceAllStringFunc(text, isoSpan)
	text = goDuration.ReplaceAllStringFunc(text, goSpan)
	return cronStep.ReplaceAllStringFunc(text, cronPeriod)
}
