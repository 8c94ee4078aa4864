package statement

import (
	"slices"
	"strings"
)

// versionBound is the one version of a tool a claim states and whether it
// states it as the least one allowed ("requires-python = \">=3.12\"",
// "minimum iOS is 16") rather than the one in use ("runs on Python 3.11").
type versionBound struct {
	kind, v string
	least   bool
}

// boundOf is c's one stated version and whether c says it as a minimum;
// ok is false when c states no version, several, or a maximum, and when c
// tells of a change of version ("bumped the target to iOS 17; 15 is
// dropped"), which moves the bound itself.
func boundOf(c Claim) (versionBound, bool) {
	var vs []typed
	for _, t := range c.typed.stated {
		if strings.HasPrefix(t.kind, "version ") {
			vs = append(vs, t)
		}
	}
	if len(vs) != 1 || c.Negated || c.Event || len(versions(c.typed.excluded)) > 0 || slices.Contains(c.stems, maximumStem) || slices.Contains(c.typed.words, maximumStem) {
		return versionBound{}, false
	}
	least := slices.Contains(c.stems, minimumStem) || slices.Contains(c.typed.words, minimumStem)
	return versionBound{vs[0].kind, vs[0].v, least}, true
}

// versionsAgainstMinimum reports, when one of a and b states the least
// version of a tool allowed and the other the version of it in use,
// whether they clash: the version in use is below the minimum
// ("The project runs on Python 3.11", "requires-python >=3.12"). decided
// is false when they are no such pair; a version at or above the minimum
// meets it ("runs on Python 3.13") and does not clash, whatever else
// differs. Two minimums, or two versions in use, are read as values.
func versionsAgainstMinimum(a, b Claim) (clash, decided bool) {
	x, okx := boundOf(a)
	y, oky := boundOf(b)
	if !okx || !oky || x.kind != y.kind || x.least == y.least {
		return false, false
	}
	if x.least {
		x, y = y, x
	}
	return versionBelow(x.v, y.v), true
}

// belowLeast reports whether a and b are of one thing and one states a
// version in use below the least the other allows.
func belowLeast(a, b Claim) bool {
	clash, ok := versionsAgainstMinimum(a, b)
	return ok && clash && sameThing(unbounded(typedWords(a, b)), unbounded(typedWords(b, a)), sharedPerExtra)
}

// meetsLeast reports whether one of a and b states a version in use at or
// above the least the other allows: the version meets the rule.
func meetsLeast(a, b Claim) bool {
	clash, ok := versionsAgainstMinimum(a, b)
	return ok && !clash
}

// unbounded is tv without the word that says its version is a minimum and
// the name of the tool it is a version of ("minimum Node version"), which
// tell how the version is said, not what it is of.
func unbounded(tv typedValues) typedValues {
	tool := func(w string) bool {
		return slices.ContainsFunc(tv.stated, func(t typed) bool {
			name, ok := strings.CutPrefix(t.kind, "version ")
			return ok && Stem(name) == w
		})
	}
	tv.words = slices.DeleteFunc(slices.Clone(tv.words), func(w string) bool { return w == minimumStem || tool(w) })
	return tv
}
