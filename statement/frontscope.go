package statement

import "slices"

// groupWords name a group of people a rule may be set for apart from the
// rest: "for patients under 18", "for EU customers", "for admins".
var groupWords = stemSet("patient patients user users customer customers child children minor minors kid kids admin admins " +
	"member members employee employees student students guest guests contractor contractors driver drivers " +
	"adult adults senior seniors teen teens visitor visitors partner partners subscriber subscribers")

// unnarrowing are the words a fronted "for" may name that narrow nothing:
// "for all users", "for every tenant".
var unnarrowing = stemSet("all every everyone everybody anyone any each")

// frontScoped reports whether a opens with a "for" phrase naming a group
// of people b's subject does not name ("For patients under 18, acute-pain
// opioid prescriptions are capped at 5 days" against "opioid
// prescriptions for acute pain are capped at 7 days"): a rule of its own
// for a part, which overrides the default for that part and leaves it for
// the rest. A "for" phrase of everyone ("for all users") or of a purpose
// ("for compliance") narrows nothing.
func frontScoped(a, b Claim) bool {
	if len(a.stems) < 2 || a.stems[0] != "for" || len(b.stems) > 0 && b.stems[0] == "for" || len(b.Subject) == 0 || !within(b.Subject, a.Subject) {
		return false
	}
	front := a.stems[1:]
	if i := slices.IndexFunc(front, func(w string) bool { return slices.Contains(b.Subject, w) }); i >= 0 {
		front = front[:i]
	}
	return slices.ContainsFunc(front, inSet(groupWords)) && !slices.ContainsFunc(front, inSet(unnarrowing)) &&
		!slices.ContainsFunc(front, func(w string) bool { return slices.Contains(b.said, w) })
}
