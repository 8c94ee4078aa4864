package statement

// placesOfOneState: a state that holds in one place or for one group holds
// beside the same state in another. "Split payments are allowed on group
// bookings" and "split payments are allowed on single rooms" both hold, as
// do "caching is enabled in staging" and "caching is enabled in prod", or
// "2FA is required for admins" and "2FA is required for contractors": what
// follows the state's preposition says where it holds, not a value only one
// of them can have. A claim that says its value is the only one, rules one
// out, or gives a number (a bound: "allowed up to 3%") still excludes the
// other, and a state denied on one side is judged as before.
func placesOfOneState(a, b Claim) bool {
	if a.verb == "" || a.verb != b.verb || a.prep == "" || b.prep == "" {
		return false
	}
	if p, ok := polar[a.verb]; !ok || p.word != a.verb || p.opposite {
		return false
	}
	for _, c := range []Claim{a, b} {
		if c.Negated || c.only || len(c.Excluded) > 0 || hasNumber(c.Value) {
			return false
		}
	}
	return true
}
