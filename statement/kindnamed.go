package statement

import "slices"

// kindRefined reports whether a names a kind of tool by its noun alone
// ("risky changes go behind feature flags") and b names a tool of that
// kind in its place ("... behind LaunchDarkly flags", "... in Unleash"):
// b says which one, a only that there is one, so both hold. a must name
// no tool of the kind itself ("behind Unleash flags" against "behind
// LaunchDarkly flags" is a change), and every other word of a's value
// must be b's too or a word of what a tool is ("feature", "service").
func kindRefined(a, b Claim) bool {
	if hasToolOfKindNamed(a) {
		return false
	}
	for _, t := range b.typed.stated {
		if toolKind(t.kind) && namesKindAlone(a.Value, b.Value, t.kind) {
			return true
		}
	}
	return false
}

// hasToolOfKindNamed reports whether c states a tool of any kind.
func hasToolOfKindNamed(c Claim) bool {
	return slices.ContainsFunc(c.typed.stated, func(t typed) bool { return toolKind(t.kind) })
}

// namesKindAlone reports whether value names kind by its noun, each of
// its other words said in other or a word of what a tool is.
func namesKindAlone(value, other []string, kind string) bool {
	named := false
	for _, w := range value {
		switch {
		case kindNouns[w] == kind:
			named = true
		case !slices.Contains(other, w) && !kindAlone[w]:
			return false
		}
	}
	return named
}

// kindNouns maps the stems of the nouns that name a kind of tool to the
// kind: the kinds a denial names (kindNames) and the nouns a sentence
// says a kind by when it leaves the tool for later ("a queue", "the
// cache", "a reverse proxy").
var kindNouns = func() map[string]string {
	out := map[string]string{}
	for w, k := range kindNames {
		out[w] = k
	}
	for w, k := range map[string]string{"database": "database", "cache": "cache", "queue": "queue", "warehouse": "warehouse",
		"bundler": "bundler", "proxy": "proxy", "flags": "flags", "broker": "queue"} {
		out[canonical(Stem(w))] = k
	}
	return out
}()
