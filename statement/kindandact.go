package statement

import "slices"

// kindAndAct reports whether a says what a tool is, by a copula and a noun
// of its kind ("Okta is the only identity provider"), and b what that tool
// does, by a verb of its own with the tool as the doer ("Okta pushes group
// membership into Slack"): what a thing is and what it does are two
// attributes, and both hold. Two statements of what it is ("Okta is the
// identity provider", "Okta is the password manager") still clash.
func kindAndAct(a, b Claim) bool {
	if a.verb != "" || len(a.Subject) != 1 || len(b.Subject) == 0 || b.Subject[0] != a.Subject[0] ||
		b.verb == "" || copulas[b.verb] || b.Negated || a.Negated {
		return false
	}
	// a states nothing but the tool (its value is a noun of a kind, no
	// amount), and b no amount either: "PG only accepts a hundred
	// connections" sets a value of it, however it is worded
	if len(a.typed.stated) != 1 || slices.ContainsFunc(b.typed.stated, func(t typed) bool { return scalarKinds[t.kind] }) {
		return false
	}
	t := a.typed.stated[0]
	return len(t.stems) == 1 && t.stems[0] == a.Subject[0]
}
