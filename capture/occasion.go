package capture

import (
	"strings"

	"github.com/hippo-mem/hippo/statement"
)

// forOneOccasion: the sentence is scoped to one occasion ("for tomorrow's
// demo, cancelled trips should use CANCELED", "round the amounts half-up for
// this report"): what it asks or says holds for that occasion and ends with
// it, like "for this PR", so it is no rule to keep. An occasion is a noun
// dated to one day ("tomorrow's", "today's", "tonight's") or an event or a
// deliverable pointed at ("this report", "that demo"); a scope over a kind
// ("for every report", "for the reports") or over a standing thing ("for
// this repo", "for this service") names where a rule holds and is left.
func forOneOccasion(ws []statement.Word) bool {
	for i := 0; i+2 < len(ws); i++ {
		if ws[i].Lower != "for" {
			continue
		}
		det, noun := ws[i+1].Lower, ws[i+2].Lower
		if datedToOneDay(det) || (det == "this" || det == "that") && occasions[strings.TrimSuffix(noun, "'s")] {
			return true
		}
	}
	return false
}

// datedToOneDay: a possessive of a day ("tomorrow's demo").
func datedToOneDay(w string) bool {
	day, ok := strings.CutSuffix(strings.ReplaceAll(w, "’", "'"), "'s")
	return ok && oneDay[day]
}

var (
	oneDay = statement.WordSet("today tomorrow tonight yesterday")
	// occasions: events and deliverables that happen or are handed in
	// once, unlike a repo, a service, a team or a customer, which a rule
	// is about
	occasions = statement.WordSet("report demo meeting presentation call review run batch export ticket task incident hotfix audit talk pitch workshop spreadsheet deck slides interview analysis")
)
