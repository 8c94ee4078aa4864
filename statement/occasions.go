package statement

import "strings"

// occasionWords are the words that, before a day's name, make the two a
// named occasion of the year: "Black Friday", "Cyber Monday", "Good
// Friday", "Patch Tuesday". Such a day is one date, no weekday that
// recurs, and its first word ("black") is no tool.
var occasionWords = set("black cyber good easter patch giving super ash maundy holy palm whit plough shrove")

// inOccasion reports whether ws[i] is a word of a named occasion: an
// occasion word before a day's name, or the day's name after one. A rule of
// the weekday ("no deploys on Fridays") says nothing of the occasion's
// figures ("Black Friday 2023: 2,300 orders/min at peak").
func inOccasion(ws []string, i int) bool {
	day := func(w string) bool { return weekdays[strings.TrimSuffix(w, "s")] }
	return occasionWords[ws[i]] && i+1 < len(ws) && day(ws[i+1]) ||
		day(ws[i]) && i > 0 && occasionWords[ws[i-1]]
}
