package statement

// formatAsValue reports whether a and b each say what one thing is, after a
// bare copula, one of them with a format, and one says it ended what the
// other still states: "load files are CSV now, we stopped using DAT"
// against "load files are Concordance DAT". The format is the value there,
// no scope that sets the claim apart ("YAML files use 2 spaces" is of YAML
// files only).
func formatAsValue(a, b Claim) bool {
	return a.Relation == "is" && b.Relation == "is" && a.verb == "" && b.verb == "" && !a.Negated && !b.Negated &&
		(valueIsFormat(a) || valueIsFormat(b)) && (endsValueOf(a, b) || endsValueOf(b, a)) && sameSubject(a, b)
}

// valueIsFormat reports whether c's value names a format it states.
func valueIsFormat(c Claim) bool {
	for _, x := range c.typed.stated {
		if x.kind == "format" && within(x.stems, c.Value) {
			return true
		}
	}
	return false
}

// endsValueOf reports whether c says it ended a part of other's value.
func endsValueOf(c, other Claim) bool {
	for _, e := range c.ended {
		if within(e, other.Value) {
			return true
		}
	}
	return false
}
