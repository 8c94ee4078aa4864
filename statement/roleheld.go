package statement

import (
	"regexp"
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// heldRoleWords name a role one person fills at a time, with the rank or the
// kind that makes it a role of its own ("primary on-call", "on-call
// lead", "tech lead", "point of contact"): the roles holdingForms read
// only as "<role> for <thing>" are read here in the other ways notes name
// their holder.
const heldRoleWords = `(?:(?:primary|secondary|backup)\s+)?(?:on[- ]?call(?:\s+(?:lead|engineer))?|(?:release|tech|technical|team|project|eng|engineering)\s+(?:lead|owner|manager|captain)|owner|maintainer|dri|point\s+of\s+contact|(?:security\s+|code\s+)?(?:reviewer|approver)|incident\s+commander)`

// rolePeriodRe is a period a role is held for, said before or after it:
// "this quarter", "next week's", "this sprint".
const rolePeriodRe = `(?:(?:this|next|last|current)\s+(?:week|quarter|sprint|month|rotation|cycle)(?:'s)?)`

// roleHolderRe is a holder by name, with a surname or an initial after
// it: "Aiko Mori", "Priya S.", "@tobias".
const roleHolderRe = `(@[\pL\w.-]+|\p{Lu}\p{Ll}[\pL\w-]*)(?:\s+\p{Lu}[\pL\w-]*\.?)?`

// roleLeadRe is a phrase that says since when, before a holding: "Since
// September", "As of Q2,".
const roleLeadRe = `(?:(?i:since|as\s+of|from|starting)\s+[^,;:]+?,?\s+)?`

var (
	// roleLabelRe: "Primary on-call for ledgerline: Priya S.", "Docs site
	// maintainer — Okafor", "the primary on-call is Tomasz", "Market data
	// on-call: Yuki primary".
	roleLabelRe = lazyre.New(`^\s*` + roleLeadRe + `(?i:the\s+)?([\pL\w .-]*?)\s*\b((?i:` + heldRoleWords + `))(?:\s+(?i:for|of|on)\s+(?i:the\s+)?([^,;:()=—–]+?))?` +
		`(?:\s+(?i:` + rolePeriodRe + `))?\s*(?::|—|–|=|\s(?i:is)(?:\s+(?i:now))?)\s*` + roleHolderRe + `(?:\s+((?i:primary|secondary|backup)))?(?:\s+(?i:now))?\s*[.!]?$`)
	// roleSubjectRe: "Tomás is this quarter's on-call lead", "Kenji is
	// now the primary on-call for payments-api", "Ravi is primary on-call
	// for market data".
	roleSubjectRe = lazyre.New(`^\s*` + roleLeadRe + roleHolderRe + `\s+(?i:is)\s+(?i:now\s+)?(?:(?i:the|our)\s+|(?i:` + rolePeriodRe + `)\s+)?([\pL\w-]+\s+)??((?i:` + heldRoleWords + `))` +
		`(?:\s+(?i:for|of|on)\s+(?i:the\s+)?([^,;:()]+?))?(?:\s+(` + `(?i:` + rolePeriodRe + `)|(?i:now)))?\s*[.!]?$`)
	// rolePronounRe: "page Tomek first, he's primary on-call now", the
	// holder named before the role and said again by a pronoun; the last
	// name before the comma is the one the pronoun stands for.
	rolePronounRe = lazyre.New(`^.*\b` + roleHolderRe + `(?:\s+[\p{Ll}\d][^\s,;]*)*,\s*(?i:he|she)(?:'s|\s+is)\s+(?i:now\s+)?(?i:the\s+)?((?i:` + heldRoleWords + `))` +
		`(?:\s+(?i:for|of|on)\s+(?i:the\s+)?([^,;:()]+?))?(?:\s+(?i:now))?\s*[.!]?$`)
	// roleHandedRe: "Priya handed primary on-call to Tomasz", "Dana passed
	// the release owner role over to Marcus".
	roleHandedRe = lazyre.New(`^\s*` + roleHolderRe + `\s+(?i:handed|passed|has\s+handed|gave)\s+(?i:the\s+)?((?i:` + heldRoleWords + `))(?:\s+(?i:role|duty|duties))?` +
		`(?:\s+(?i:for|of|on)\s+(?i:the\s+)?([^,;:()]+?))?\s+(?i:over\s+)?(?i:to)\s+` + roleHolderRe)
	// rolePeriodWordRe finds the period a holding names, to tell this
	// week's holder from next week's.
	rolePeriodWordRe = lazyre.New(`(?i)\b(next|last|previous|upcoming)\s+(week|quarter|sprint|month|rotation|cycle)`)
)

// firstClause of a note is its holding: "the primary on-call is Tomasz;
// Priya moved over to the risk team" names Tomasz, and what came of
// Priya is another fact.
var roleClauseRe = regexp.MustCompile(`\s*(?:;|,\s|\.\s).*$`)

// roleHeldOf reads who text names as the holder of a one-person role in
// the ways holdingForms do not: the role as a label with its holder after
// it, the holder as the subject of "is", or a handover "to" someone. Its
// holding is of the role and the thing named, none when the note names
// none (the project's own), and of the period it names.
func roleHeldOf(text string) holding {
	if m := rolePronounRe.FindStringSubmatch(text); m != nil {
		return roleHolding(m[2], m[3], "", m[1], text, "")
	}
	text = roleClauseRe.ReplaceAllString(text, "")
	if m := roleSubjectRe.FindStringSubmatch(text); m != nil {
		return roleHolding(m[3], m[2]+" "+m[4], "", m[1], text, "")
	}
	if m := roleLabelRe.FindStringSubmatch(text); m != nil {
		return roleHolding(m[2], m[1]+" "+m[3], m[5], m[4], text, "")
	}
	return holding{}
}

// roleHandover reads a role handed to a holder it names, by the one who
// held it: "Priya handed primary on-call to Tomasz". handedOffRe would
// read the role's name as a thing of an owner's.
func roleHandover(text string) holding {
	if m := roleHandedRe.FindStringSubmatch(roleClauseRe.ReplaceAllString(text, "")); m != nil {
		return roleHolding(m[2], m[3], "", m[4], text, m[1])
	}
	return holding{}
}

// roleHolding is the holding of role (with a rank said after the holder)
// for thing, held by who, handed over by former when one is named.
func roleHolding(role, thing, rank, who, text, former string) holding {
	r := roleStems(rank + " " + strings.ReplaceAll(strings.ToLower(role), "on call", "on-call"))
	h := holding{role: r, thing: thingStems(thing), who: holderName(who), former: holderName(former), byRole: true}
	h.handedToSome = former != ""
	if m := rolePeriodWordRe.FindStringSubmatch(text); m != nil {
		h.period = strings.ToLower(m[1] + " " + m[2])
	}
	return h
}

// holderName is a holder's first name, lowercased and without a
// handle's "@": "Aiko Mori" and "Aiko" are one holder.
func holderName(s string) string {
	if s == "" {
		return ""
	}
	return strings.ToLower(strings.TrimPrefix(strings.Fields(s)[0], "@"))
}

// roleThingsMeet reports whether two holdings read by roleHeldOf are of
// one thing: the same words, or one unnamed (the project's own) and the
// other one name.
func roleThingsMeet(a, b holding) bool {
	if !a.byRole || !b.byRole || a.period != b.period {
		return false
	}
	return len(a.thing) == 0 && len(b.thing) <= 1 || len(b.thing) == 0 && len(a.thing) <= 1
}

// twoRolesOfOne reports whether a and b name one holder of two roles or
// of one role in two periods: "Priya is the tech lead" and "Priya is the
// primary on-call" both hold, as "Priya is on-call this week" and "Priya
// is on-call next week" do.
func twoRolesOfOne(a, b holding) bool {
	return a.byRole && b.byRole && a.who != "" && a.who == b.who && (!slices.Equal(a.role, b.role) || a.period != b.period)
}

// roleKeys are the keys Candidates files a holding roleHeldOf read under
// when its thing may be the project's own (roleThingsMeet): the role and
// period alone, so "Primary on-call for ledgerline: Priya S." meets "the
// primary on-call is Tomasz".
func roleKeys(h holding) []string {
	if !h.byRole || len(h.thing) > 1 {
		return nil
	}
	return []string{"hb:" + strings.Join(h.role, " ") + ":" + h.period}
}

// sameHolder reports whether a and b name one holder: one name, or a
// name and its short form ("Tomek" and
// "Tomasz", "Alex" and "Alexander"), which open with one syllable.
func sameHolder(a, b holding) bool {
	if a.who == b.who {
		return true
	}
	x, y := []rune(a.who), []rune(b.who)
	return len(x) >= 3 && len(y) >= 3 && string(x[:3]) == string(y[:3])
}
