package statement

import (
	"slices"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// tookOverNamedRe is a handover said by its new holder alone, a team or a
// person by its one name: "Treasury took over the reconciliation
// service", "the Apps team has taken over release tooling". Said with
// "from" it is teamTookOverRe's or tookOverRe's, which read the former
// holder too.
var tookOverNamedRe = lazyre.New(`^\s*` + teamRe + `\s+(?i:took|has\s+taken|takes)\s+over\s+(?i:(?:the\s+)?ownership\s+of\s+)?(?i:the\s+)?([^,;:()]+?)\s*[.!]?$`)

// teamOwnsRe is a team that owns a thing, by its one name and a team
// noun: "the Payments team owns the reconciliation service".
var teamOwnsRe = lazyre.New(`^\s*(?i:the\s+)?(@?[\pL\w][\pL\w-]*\s+(?i:team|group|squad|pod|org|crew))\s+(?i:owns|maintains)\s+(?i:the\s+)?([^,;:()]+?)\s*[.!]?$`)

// handedToOther reports whether b hands a role over to a holder it names
// and a names another holder of that role for the same thing: "the
// reconciliation service is owned by Payments" and "Treasury took over
// the reconciliation service"; the handover says who holds it now. A
// handover to the holder a names agrees, and a holder said as it was is
// no replacement.
func handedToOther(a, b Claim) bool {
	ha, hb := a.held, b.held
	return hb.handedToSome && hb.who != "" && ha.who != "" && !ha.handedToSome && ha.who != hb.who && !a.was && !b.was &&
		!functionWords[ha.who] && !functionWords[hb.who] && slices.Equal(ha.role, hb.role) && (handedThing(ha.thing, hb.thing) || roleThingsMeet(ha, hb))
}
