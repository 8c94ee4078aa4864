package statement

import "strings"

// numberRefines reports whether t's value is x's with a version added, or
// x's t's ("3.12" of "3"). A plain count is no version's prefix: "two
// business days" says no "v2.4.0", "didn't send one" no "TLS 1.2"; only
// two values that both carry a dot refine each other as numbers. A
// version named with its product ("Python 3", "Python 3.12") is typed as
// that product's version and refined as before.
func numberRefines(t, x typed) bool {
	if t.kind == "number" && !(strings.Contains(t.v, ".") && strings.Contains(x.v, ".")) {
		return false
	}
	return refines(t.v, x.v) || refines(x.v, t.v)
}
