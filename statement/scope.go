package statement

import (
	"slices"
	"strings"
)

// isGeneric reports whether the main clause is about a kind of thing or
// every occasion rather than one thing in front of the speaker. For an
// imperative it is the difference between "use tabs in Go files" (a rule to
// keep) and "use tabs in this file" (a request to carry out now).
func isGeneric(cs []Clause, main int) bool {
	for _, c := range cs {
		for _, w := range c.Tokens {
			if generic[w] {
				return true
			}
		}
		if c.Sub && conditioned[c.Link] && len(c.Tokens) > 1 && cs[main].Imperative && !strings.HasPrefix(at(cs[main].Tokens, cs[main].Start), "let") && !situated(cs[main]) && !removesOne(cs, main) {
			return true // a rule for a situation: "run X if the schema changed"
		}
	}
	m := cs[main]
	t, names := m.Tokens[m.Start:], m.Names[min(m.Start, len(m.Names)):]
	switch at(t, 0) {
	case "no":
		return !hasDeictic(t[1:], true) // "no regex for HTML": a prohibition; "no TODOs in this file" one cleanup
	case "let's", "let":
		return false // a suggestion for now; a settled choice is Decided
	}
	verb, negated := imperativeVerb(t), m.Negated
	if reminder(t, verb) {
		// "don't forget to X", "remember to X", "make sure to X": X decides
		verb, negated = verb+1, false
		for verb < len(t) && t[verb-1] != "to" {
			verb++
		}
		if verb >= len(t) {
			return false
		}
	}
	switch {
	case verb < 0:
		return m.Imperative && choiceFor(t)
	case t[verb] == "try" && !negated:
		// "try the other mirror" suggests one attempt; "don't try restores
		// yourself" forbids a kind of work, as any prohibition does
		return false
	case hasDeictic(t[verb+1:], negated), frontedDeictic(cs, main), !negated && (namesFile(t[verb+1:]) || fileName(m.Tokens[:m.Start])):
		// "in slot_allocator.py just leave the prints": the file before
		// the command, with no comma, scopes it as one after it does
		return false
	case slices.Contains(t, "instead") || negated, frontedKind(cs, main):
		return true
	case ruleVerbs[t[verb]]:
		return true
	}
	return barePlural(t[verb+1:], names[min(verb+1, len(names)):]) || pluralScope(t[verb+1:], names[min(verb+1, len(names)):])
}

// choiceFor: a clause that opens on a word no verb list holds, then "for"
// and a kind of work or thing with no determiner ("tailwind for styling",
// "zod for validation", "Atlas for migrations"): a name and what it is
// chosen for, the project's rule with its verb left out. "grep for the
// error" acts on one thing.
func choiceFor(t []string) bool {
	return len(t) > 2 && t[1] == "for" && !determiners[t[2]] && !deictics[t[2]] && !function(t[2])
}

// frontedDeictic: "in this file, add type hints": a phrase before the
// imperative points at one thing.
func frontedDeictic(cs []Clause, main int) bool {
	if main == 0 {
		return false
	}
	f := cs[main-1]
	return f.Aspect == NoVerb && prepositions[at(f.Tokens, 0)] && (hasDeictic(f.Tokens[1:], false) || fileName(f.Tokens[1:]))
}

// namesFile: the imperative acts on one thing in a file it names ("replace
// the SELECT * in report.sql", "pin the nginx image in ingress.yaml"): its
// object is definite, as "this" would make it. A rule's object is a kind of
// thing, whatever file it goes in ("document breaking changes in
// MIGRATION.md"), and "don't touch X" forbids it for good.
func namesFile(t []string) bool {
	if len(t) == 0 {
		return false
	}
	for i, w := range t {
		if n := at(t, i+1); (w == "line" || w == "lines") && n != "" && n[0] >= '0' && n[0] <= '9' {
			return true // "swap the any on line 42", "on lines 30-35": one place in one file
		}
	}
	if determiners[t[0]] {
		return fileName(t)
	}
	// "add type hints to parser.py": what goes into one source file goes in
	// once; a document collects it ("document breaking changes in
	// MIGRATION.md")
	for _, w := range t {
		if dot := strings.LastIndexByte(w, '.'); dot > 0 && fileTypes[w[dot+1:]] && !documents[w[dot+1:]] {
			return true
		}
	}
	return false
}

var documents = set("md txt rst adoc")

// fileName: the phrase names one file ("in api/handlers.go").
func fileName(t []string) bool {
	for _, w := range t {
		if dot := strings.LastIndexByte(w, '.'); dot > 0 && fileTypes[w[dot+1:]] {
			return true
		}
	}
	return false
}

// fileTypes are the extensions of the files a developer names.
var fileTypes = set("py go ts tsx js jsx mjs yaml yml json toml sql md rb rs java kt swift c h cpp cs php sh tf cfg ini conf xml html css scss lock txt proto gradle vue svelte")

// reminder: the imperative only reminds of another one ("don't forget to",
// "remember to", "make sure to").
func reminder(t []string, verb int) bool {
	w := at(t, verb)
	return verb >= 0 && (w == "forget" || w == "remember" || w == "make" && at(t, verb+1) == "sure")
}

// pluralScope: a phrase after the object scopes the request to a kind of
// thing ("update the changelog for user-facing changes"); a name in -s
// scopes it to one ("deploy the worker to Kubernetes"). names is t's
// Clause.Names.
func pluralScope(t []string, names []bool) bool {
	for i := 1; i < len(t); i++ {
		if prepositions[t[i-1]] && !determiners[t[i]] && !deictics[t[i]] {
			for j := i; j < min(i+3, len(t)); j++ {
				if commonPlural(t, names, j) {
					return true
				}
				if prepositions[t[j]] {
					break
				}
			}
		}
	}
	return false
}

var linking = set("looks look seems seem feels feel sounds sound")

var conditioned = set("if unless when whenever before after while once")

// imperativeVerb is the index of an imperative clause's verb, past
// always/never and "do not"; -1 when the clause does not start with one.
func imperativeVerb(t []string) int {
	i := 0
	for i < len(t) && (t[i] == "always" || t[i] == "never" || t[i] == "just" || t[i] == "only" || t[i] == "do" || t[i] == "not") {
		i++
	}
	if i < len(t) && (i > 0 || ruleVerbs[t[i]] || requestVerbs[t[i]]) {
		return i
	}
	return -1
}

// hasDeictic: "this", "it", "here" and the like point at one thing; "this
// repo" means the whole project and does not.
func hasDeictic(t []string, negated bool) bool {
	for i, w := range t {
		switch {
		case !deictics[w], w == "this" && projectScopes[at(t, i+1)]:
		case w == "that" && i > 0 && !prepositions[t[i-1]] && at(t, i+1) != "1":
			// a relative pronoun after a noun: "comments that repeat the
			// code"; "that one test" points
		case (w == "here" || w == "these" || w == "those") && negated:
			// "don't mock the database here": here is the project; "in
			// these tests" a kind of thing in it ("in this test" is one)
		default:
			return true
		}
	}
	return false
}

// situated: the imperative acts on one thing the speaker points at
// ("reformat this file while you're at it"), so the clause beside it says
// when to do it once, not when a rule holds ("run X if the schema
// changed"). "it" and "them" point back at the situation's own thing ("when
// you add an env var, add it to .env.example"); a bare "after" names no
// situation. "that" points only after a preposition ("show me the diff for
// that change before you apply it"), not before a kind ("for that kind of
// bug"); elsewhere it may open a clause ("make sure that CI passes before
// you merge").
func situated(m Clause) bool {
	t := m.Tokens[m.Start:]
	verb := max(imperativeVerb(t), 0) // a verb the lists lack opens it all the same
	for i, w := range t[verb+1:] {
		if (pointing[w] || w == "that" && prepositions[at(t, verb+i)] && !kinds[at(t, verb+2+i)]) && !projectScopes[at(t, verb+2+i)] {
			return true
		}
	}
	return false
}

var pointing = set("this these those here")

// removesOne: the imperative takes away one definite thing ("take the
// print() out of handler.py before you commit", "delete the debug flag
// before you push"): once it is gone there is nothing to remove again, so
// the clause beside it says when to do it this once. A rule removes a kind
// of thing ("remove debug prints before you commit", "remove the feature
// flags when a rollout ends"). A parenthesis may end the clause before
// "take"'s particle ("take the print() out").
func removesOne(cs []Clause, main int) bool {
	m := cs[main]
	t, names := m.Tokens[m.Start:], m.Names[min(m.Start, len(m.Names)):]
	verb := max(imperativeVerb(t), 0)
	if !removals[at(t, verb)] && !(at(t, verb) == "take" && takenOut(cs, main)) || !oneOf[at(t, verb+1)] || verb+2 >= len(t) {
		return false
	}
	for i := verb + 2; i < len(t) && !prepositions[t[i]]; i++ {
		if commonPlural(t, names, i) {
			return false
		}
	}
	return true
}

// takenOut: "take" has its particle, in its own clause ("take the flag
// out") or opening the next one ("take the print() out").
func takenOut(cs []Clause, main int) bool {
	next := ""
	if main+1 < len(cs) {
		next = at(cs[main+1].Tokens, 0)
	}
	return slices.Contains(cs[main].Tokens, "out") || slices.Contains(cs[main].Tokens, "away") || next == "out" || next == "away"
}

var removals = set("remove delete drop strip")

// oneOf: the words before a removal's object that make it one definite
// thing: "the debug flag", or one pointed at ("that debug print of the
// token", "this stray log line").
var oneOf = set("the that this")

// barePlural: the object has no determiner and names a plural ("keep
// functions short", "stop adding comments"), not a name ("restart
// Jenkins"). names is t's Clause.Names.
func barePlural(t []string, names []bool) bool {
	i := 0
	for i < len(t) && prepositions[t[i]] {
		i++
	}
	if i == len(t) || determiners[t[i]] {
		return false
	}
	for ; i < len(t); i++ {
		if prepositions[t[i]] {
			break
		}
		if commonPlural(t, names, i) {
			return true
		}
	}
	return false
}

// attitude reads the speaker's stance: a preference ("I prefer", "we'd
// rather", "I like X to"), or a reaction to what is in front of them ("I
// like this", "French is fine for this file").
func attitude(t []string) (preference, reaction bool) {
	for i, w := range t {
		next := at(t, i+1)
		switch {
		case (w == "like" || w == "love") && i > 0 && subjectPronouns[t[i-1]] && deictics[next] && next != "me" && next != "us":
			return false, true
		case (beForms[w] || pastBe[w] || linking[w]) && reactions[next], linking[w] && stateWords[next], w == "not" && next == "bad":
			return false, true
		case (beForms[w] || pastBe[w]) && next == "a" && verdicts[at(t, i+2)]:
			return false, true
		case w == "fan" && next == "of", w == "prefer" || w == "prefers" || w == "rather" || (w == "like" || w == "want") && (next == "you" || i > 0 && subjectPronouns[t[i-1]] && next != "to"):
			preference = true
		}
	}
	return preference, false
}
