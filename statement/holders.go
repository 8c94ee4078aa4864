package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// holding is who a statement says holds a role one person holds at a
// time, of what: "Maria is the release manager for 3.x" holds, of the role
// "releas manag" and the thing "3.x", Maria. A handover names who held it
// before ("Marcus took over the gateway from Dana"): former.
type holding struct {
	role, thing  []string
	who, former  string
	handedToSome bool // a handover, whose new holder may go unnamed
	// ofTeam marks a holding read by a form of teams ("owned by
	// ops-automation", "yard-systems team took over X from ops-automation"),
	// which a team may share: only a handover from its holder replaces it
	ofTeam bool
	// byRole marks a holding roleHeldOf read, whose thing may go unnamed
	// (the project's own); period is the period it names other than the
	// current one ("next week"), "" for now.
	byRole bool
	period string
}

// roleNouns end the name of a role one person fills for a thing at a time:
// "release manager", "tech lead", "owner", "DRI".
const roleNouns = `(?:manager|lead|owner|admin|maintainer|dri|captain|shepherd)`

// personRe is a person by a capitalised name or a handle: "Tomasz", "@dana".
const personRe = `@?(\p{Lu}\p{Ll}[\pL\w-]*|@[\pL\w-]+)`

var (
	// roleIsRe: "Maria is the release manager for 3.x".
	roleIsRe = lazyre.New(`^\s*` + personRe + `\s+is\s+(?:the|our)\s+((?i:[a-z][\w-]*\s+)?(?i:` + roleNouns +
		`))\s+(?i:for|of|on)\s+(?:the\s+)?([^,;:()]+?)\s*[.!]?$`)
	// roleNamedRe: "release manager for the 3.x line: Tomasz", "the owner of
	// the billing cron is Ines".
	roleNamedRe = lazyre.New(`^\s*(?i:the\s+)?((?i:[a-z][\w-]*\s+)?(?i:` + roleNouns + `))\s+(?i:for|of|on)\s+(?i:the\s+)?([^,;:()]+?)\s*(?::|\s(?:is|=))\s*` +
		personRe + `\s*[.!]?$`)
	// ownerLineRe: "owner: @dana", a role with no thing, of the memory's own.
	ownerLineRe = lazyre.New(`^\s*((?i:owner|maintainer|dri))\s*[:=]\s*@?([\pL\w-]+)\s*$`)
	// ownsRe: "Priya owns the ingestion pipeline".
	ownsRe = lazyre.New(`^\s*` + personRe + `\s+owns\s+(?:the\s+)?([^,;:()]+?)\s*[.!]?$`)
	// tookOverRe: "Marcus took over ownership of the gateway from Dana".
	tookOverRe = lazyre.New(personRe + `\s+(?:took|has\s+taken|takes)\s+over\s+(?:(?:the\s+)?ownership\s+of\s+)?(?:the\s+)?([^,;:()]+?)\s+from\s+` + personRe + `\b`)
	// handedOffRe: "Priya handed ingestion off", "Dana handed the gateway over to Marcus".
	handedOffRe = lazyre.New(personRe + `\s+(?:handed|has\s+handed|passed)\s+(?:the\s+)?([^,;:()]+?)\s+(?:off|over)\b`)
	// ownedByRe: "Hump sequencing code is owned by ops-automation", a
	// thing's owner named by a team's name or a person's.
	ownedByRe = lazyre.New(`^\s*(?i:the\s+)?([^,;:()]+?)\s+(?i:is|are)\s+(?i:owned|maintained)\s+(?i:by)\s+` + teamRe + `\s*[.!]?$`)
	// teamTookOverRe: "yard-systems team took over hump sequencing from
	// ops-automation in Q2", a team's handover, the former holder one name
	// with its team noun.
	teamTookOverRe = lazyre.New(`(?i:took|has\s+taken|takes)\s+over\s+(?i:(?:the\s+)?ownership\s+of\s+)?(?i:the\s+)?([^,;:()]+?)\s+(?i:from)\s+` + teamRe + `(?:[\s,;.]|$)`)
)

// handedBackRe, after a handover, undoes it or bounds it in the past:
// "took over X from Payments in 2022, then handed it back", "... until
// the reorg".
var handedBackRe = lazyre.New(`(?i)\b(?:back|returned|until|till)\b`)

// teamRe is a team by its one name, a team noun after it: "ops-automation",
// "the Engine team", "@payments".
const teamRe = `(?i:the\s+)?(@?[\pL\w][\pL\w-]*(?:\s+(?i:team|group|squad|pod|org|crew))?)`

// ownerRole is the role of whoever owns a thing, however it is said.
var ownerRole = []string{canonical(Stem("owner"))}

// holdingForms are the ways a holding is said, each by its pattern and
// the groups of its role, thing, holder and former holder (0: unsaid).
// A form with no role group is of the owner.
var holdingForms = []struct {
	re                       *lazyre.Regexp
	role, thing, who, former int
	handover, ofTeam         bool
}{
	{roleIsRe, 2, 3, 1, 0, false, false},
	{roleNamedRe, 1, 2, 3, 0, false, false},
	{ownerLineRe, 1, 0, 2, 0, false, false},
	{ownsRe, 0, 2, 1, 0, false, false},
	{tookOverRe, 0, 2, 1, 3, true, false},
	{handedOffRe, 0, 2, 0, 1, true, false},
	{ownedByRe, 0, 1, 2, 0, false, true},
	{teamTookOverRe, 0, 1, 0, 2, true, true},
	{tookOverNamedRe, 0, 2, 1, 0, true, true},
	{teamOwnsRe, 0, 2, 1, 0, false, true},
}

// holdingOf reads who text says holds a one-person role, or who handed
// one over; the zero holding when it says neither.
func holdingOf(text string) holding {
	if h := roleHandover(text); h.who != "" {
		return h
	}
	for _, f := range holdingForms {
		m := f.re.FindStringSubmatch(text)
		if m == nil || f.handover && handedBackRe.MatchString(text[strings.Index(text, m[0])+len(m[0]):]) {
			continue
		}
		h := holding{role: ownerRole, who: person(m, f.who), former: person(m, f.former), handedToSome: f.handover, ofTeam: f.ofTeam}
		if f.role > 0 {
			h.role = roleStems(m[f.role])
		}
		if f.thing > 0 {
			h.thing = thingStems(m[f.thing])
		}
		return h
	}
	return roleHeldOf(text)
}

// person is the name in group i of m, lowercased and without a handle's
// "@" or a team noun, or "" for group 0.
func person(m []string, i int) string {
	if i == 0 {
		return ""
	}
	// a team noun is no word of which team it is: "the Engine team" is Engine
	ws := strings.Fields(strings.ToLower(strings.TrimPrefix(m[i], "@")))
	if len(ws) > 1 && teamNouns[ws[len(ws)-1]] {
		ws = ws[:len(ws)-1]
	}
	return strings.Join(ws, " ")
}

// roleStems is a role's name as stems; the owner of a thing is its owner
// whatever word comes before ("code owner").
func roleStems(s string) []string {
	r := appendContent(nil, strings.Fields(strings.ToLower(s))...)
	if len(r) > 0 && r[len(r)-1] == ownerRole[0] {
		return ownerRole
	}
	return r
}

// lineWords name a line of releases or a part of a thing by its kind, not
// another thing: "the 3.x line", "the 3.x branch".
var lineWords = stemSet("line branch series track")

// thingStems is what a role is held for, as content stems without the
// words that only say its kind ("line") or that it holds now.
func thingStems(s string) []string {
	return slices.DeleteFunc(appendContent(nil, strings.Fields(strings.ToLower(s))...), func(w string) bool { return lineWords[w] || w == "now" })
}

// holderReplaced reports whether a and b name two holders of one role
// one person fills for one thing ("Maria is the release manager for 3.x",
// "release manager for the 3.x line: Tomasz"), or b says the one a names
// handed it over ("owner: @dana", "Marcus took over ownership of the
// gateway from Dana"). Two owners of two things, two roles of one thing,
// and a holder said as it was are no replacement.
func holderReplaced(a, b Claim) bool {
	ha, hb := a.held, b.held
	if len(ha.role) == 0 || len(hb.role) == 0 || ha.handedToSome || a.was || b.was || !slices.Equal(ha.role, hb.role) {
		return false
	}
	if hb.former != "" && hb.former == ha.who {
		// a thing of a's unsaid is the memory's own; said, it must be b's
		return len(ha.thing) == 0 || handedThing(ha.thing, hb.thing) || roleThingsMeet(ha, hb)
	}
	return !hb.handedToSome && !ha.ofTeam && !hb.ofTeam && ha.who != "" && hb.who != "" && !sameHolder(ha, hb) && !functionWords[ha.who] && !functionWords[hb.who] &&
		(len(ha.thing) > 0 && slices.Equal(ha.thing, hb.thing) && ha.period == hb.period || roleThingsMeet(ha, hb))
}

// handedThing reports whether a thing handed over is the one a holder is
// named of: the same words, or one's one word among the other's
// ("reconciliation", "the nightly reconciliation job").
func handedThing(a, b []string) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	return within(a, b) && within(b, a) || len(a) == 1 && slices.Contains(b, a[0]) || len(b) == 1 && slices.Contains(a, b[0]) ||
		len(b) > 1 && within(b, a) // "hump sequencing" of "hump sequencing code"
}

// holdKeys are the keys Candidates files c under for the role it names a
// holder of: the role and thing (two holders of one role, holderReplaced)
// and the role and holder (a handover from that holder).
func holdKeys(c Claim) []string {
	h := c.held
	if len(h.role) == 0 {
		return nil
	}
	role := strings.Join(h.role, " ")
	out := []string{"hr:" + role + ":" + strings.Join(h.thing, " ")}
	if h.who != "" {
		out = append(out, "hw:"+role+":"+h.who)
	}
	return append(out, roleKeys(h)...)
}

// replacedProbe is the claims c may replace a holder or a place of: those
// of its role and thing, those that name as holder the one c says handed
// the role over, and those of the thing c says was moved.
func (ix blockIndex) replacedProbe(c Claim) []int {
	var out []int
	if len(c.moved.thing) > 0 {
		out = append(out, ix.rarest("s:", c.moved.thing)...)
	}
	h := c.held
	if len(h.role) == 0 {
		return out
	}
	role := strings.Join(h.role, " ")
	out = append(out, ix["hr:"+role+":"+strings.Join(h.thing, " ")]...)
	if h.former != "" {
		out = append(out, ix["hw:"+role+":"+h.former]...)
	}
	for _, k := range roleKeys(h) {
		out = append(out, ix[k]...)
	}
	return out
}

// replaced reports whether one of a and b replaces the holder of a role
// (holderReplaced, handedToOther) or the place of a thing (movedAway) the
// other states.
func replaced(a, b Claim) bool {
	return holderReplaced(a, b) || holderReplaced(b, a) || movedAway(a, b) || movedAway(b, a) || handedToOther(a, b) || handedToOther(b, a)
}
