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

// whichAndAct reports whether a says which tool a thing is, by a copula and
// the tool alone ("Our CDN is Fastly"), and b what that thing does, by a
// verb of its own and no tool ("The CDN handles image resizing"): which
// one it is and what it does are two attributes, and both hold. b naming
// a tool ("the CDN runs on Cloudflare") or saying what it is ("the CDN is
// Akamai") or ruling one out ("sends CBOR, protobuf was dropped") still
// clashes, and so does a that says its tool by a preposition ("encodes
// readings as protobuf"), no copula.
func whichAndAct(a, b Claim) bool {
	if a.verb != "" || a.prep != "" || !copulas[a.Relation] || a.Negated || b.Negated || len(b.typed.excluded) > 0 || b.verb == "" || copulas[b.verb] || !nested(a.Subject, b.Subject) ||
		len(a.typed.stated) != 1 || !toolKind(a.typed.stated[0].kind) || !sameSet(a.typed.stated[0].stems, a.Value) {
		return false
	}
	return !slices.ContainsFunc(b.typed.stated, func(t typed) bool { return toolKind(t.kind) || scalarKinds[t.kind] })
}
