package capture

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
	"github.com/hippo-mem/hippo/statement"
)

// datedShift: a change told with the calendar day it happened on ("v2 of the
// public API was sunset on 2024-06-30; every client is on v3 now", "we shut
// down Jenkins on March 3rd; builds run on Actions now") happened once and
// for good: the "now" beside it tells where things have stood since that
// day, not how they stand this minute. A state with no dated change ("the
// cluster is down right now") stays a moment's.
func datedShift(st statement.Statement) bool {
	if slices.ContainsFunc(st.Clauses, func(c statement.Clause) bool { return c.Aspect == statement.Ongoing }) {
		return false // "... and is still flaky now": the state is this minute's
	}
	for _, c := range st.Clauses {
		if c.Time == statement.TimeFuture || c.Aspect == statement.Planned || c.Aspect == statement.Ongoing {
			continue
		}
		ws := statement.Words(strings.Join(c.Tokens, " "))
		for i := range ws {
			if calendarDay(ws, i) {
				return len(st.Clauses) > 1
			}
		}
	}
	return false
}

// calendarDay: the word at i names one day of the calendar, written the ISO
// way ("2024-06-30") or as a month name beside its day ("March 3rd", "3
// March", "mayo 1"). A month alone ("in March") or a weekday names none.
func calendarDay(ws []statement.Word, i int) bool {
	w := strings.Trim(ws[i].Lower, ".,;:")
	if isoDay.MatchString(w) {
		return true
	}
	if !monthNames[w] {
		return false
	}
	return i+1 < len(ws) && dayOfMonth.MatchString(ws[i+1].Lower) || i > 0 && dayOfMonth.MatchString(ws[i-1].Lower)
}

var (
	isoDay     = lazyre.New(`^\d{4}-\d{2}-\d{2}$`)
	dayOfMonth = lazyre.New(`^(0?[1-9]|[12]\d|3[01])(st|nd|rd|th|\.)?,?$`)
	// monthNames in English, Spanish, French, German and Portuguese
	monthNames = statement.WordSet("january february march april may june july august september october november december " +
		"jan feb mar apr jun jul aug sep sept oct nov dec " +
		"enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre " +
		"janvier février mars avril mai juin juillet août septembre octobre novembre décembre " +
		"januar februar märz juni juli oktober dezember " +
		"janeiro fevereiro março maio junho julho setembro outubro novembro dezembro")
)
