package statement

import "strings"

// Fragment reports whether the clause names things without an action: it
// has no verb, or the parse read an imperative off a word that is no verb
// the lists know ("semver for the SDK", "Kotlin on Android"), or off a
// word followed by a version that no command takes ("Go 1.22"). A list of such clauses
// ("Postgres 15 in prod, 14 in staging") sets values, where a list of known
// verbs ("deploy to staging, merge to main") gives commands.
func (c Clause) Fragment() bool {
	if c.Question || c.Sub || c.Label > 0 {
		return false
	}
	if c.Aspect == NoVerb {
		return true
	}
	w := at(c.Tokens, c.Start)
	if !c.Imperative || w == "" {
		return false
	}
	if dotted(at(c.Tokens, c.Start+1)) && !versionVerbs[w] {
		return true // "Go 1.22": what the version is of; "pin 1.22" commands
	}
	return !verbs[w] && !ruleVerbs[w] && !requestVerbs[w] && !decisionBase[w] && !strings.HasSuffix(w, "ize")
}

// versionVerbs take a version as their object: "pin 1.22", "install 3.12".
var versionVerbs = set("use pin bump upgrade downgrade install uninstall target require release ship tag publish deploy set revert try test")

// dotted: w is a version with a dot ("1.22", "3.12.1").
func dotted(w string) bool {
	return strings.Contains(w, ".") && strings.Trim(w, "0123456789.") == "" && w[0] != '.'
}
