package statement

import "strings"

// selfWords say a thing is run by the speaker's own hands: "we don't run
// an MQTT broker ourselves" denies hosting it, not its use.
var selfWords = set("ourselves myself themselves in-house")

// denialOfPart reports whether the negation at ws[i] denies a tool only in
// part, so it rules the tool out nowhere: only where the speaker would run
// it ("ourselves"), only in one environment ("in staging"), or an act on
// a part of it by a verb of no use ("we don't pin Terraform providers":
// the providers are pinned or not, Terraform is used), or an act on the
// things a tool carries (actOnToolsThing: "don't log HL7 messages"). A plain denial ("we
// don't use Jenkins", "we don't run RabbitMQ anymore", "don't pin Electron")
// rules the tool out.
func denialOfPart(ws []string, i int) bool {
	if !negations[ws[i]] {
		return false
	}
	rest := ws[i+1:]
	if !toolObject(rest) {
		return actOnPart(rest) || actOnToolsThing(rest)
	}
	for j, w := range rest {
		if selfWords[w] || j > 0 && scopePrepositions[rest[j-1]] && environment(w) {
			return true
		}
	}
	return actOnPart(rest)
}

// toolObject reports whether rest, the words after a negation, are a verb
// and a tool it acts on: "run RabbitMQ", "run an MQTT broker". "log at
// debug in production" acts on no tool: a value denied in a scope is that
// scope's value, which other rules read.
func toolObject(rest []string) bool {
	for k := 1; k < len(rest); k++ {
		if !determiners[rest[k]] {
			_, ok := toolNamed(rest[k])
			return ok
		}
	}
	return false
}

// environment reports whether w names a deployment environment: "staging",
// "prod", "dev".
func environment(w string) bool {
	f, ok := contrasts[canonical(Stem(w))]
	return ok && f[0] == 0
}

// actOnPart reports whether rest, the words after a negation, open with a
// verb of no use and name a tool as the modifier of the thing acted on:
// "pin Terraform providers", "bump Jest snapshots", "put tenant ids into
// MQTT client ids".
func actOnPart(rest []string) bool {
	if len(rest) < 3 || useVerbs[rest[0]] || auxiliaries[rest[0]] || copulas[rest[0]] {
		return false
	}
	for j := 1; j+1 < len(rest); j++ {
		if _, ok := toolNamed(rest[j]); ok && !functionWords[rest[j+1]] && (Plural(rest[j+1]) || compoundAfter(rest, j)) {
			return true
		}
	}
	return false
}

// compoundAfter reports whether the tool at rest[j] modifies a compound of
// two nouns after it, the second a plural ("MQTT client ids", "Docker image
// labels"): what the act is done to is that part of the tool, not the
// tool. One word after it may say when or how ("Heroku anymore"), and a
// clause may follow it ("flutter_secure_storage, we keep it in Hive"), so
// it takes a noun and a plural.
func compoundAfter(rest []string, j int) bool {
	if j+2 >= len(rest) || subjectPronouns[rest[j+1]] || !strings.HasSuffix(rest[j+2], "s") || strings.HasSuffix(rest[j+2], "ss") {
		return false
	}
	for _, w := range rest[j+1 : j+3] {
		if _, tool := toolNamed(w); tool || functionWords[w] || !isLetters(w) {
			return false
		}
	}
	return true
}
