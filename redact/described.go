package redact

import "strings"

// describedAfter: the one plain word at v in rest, after a password's
// "is", runs on into a word of the same phrase: "is randomly generated
// daily", "is guest access only", "is case sensitive". A word given as the
// value ends its phrase: the clause stops, or a closed-class word follows
// it ("is swordfish for prod", "is swordfish but rotate it", "is
// swordfish now"). An open-class word after it makes the two a description.
func describedAfter(rest string, v [2]int) bool {
	w := rest[v[0]:v[1]]
	if compoundAdjective(w) {
		return true // "is case-sensitive", "is system-generated"
	}
	if !lowerWord(w) || v[1]+1 >= len(rest) || rest[v[1]] != ' ' {
		return false
	}
	next := rest[v[1]+1:]
	if i := strings.IndexAny(next, " \t.,;:!?)"); i >= 0 {
		next = next[:i]
	}
	return lowerWord(next) && !valueClosers[next]
}

// valueClosers are the closed-class words that may follow a one-word
// value and end its phrase: prepositions, conjunctions, adverbs of time,
// and the asides of chat and of how the value is typed.
var valueClosers = wordSet("for on in at to from with without until till since by of per via into " +
	"and but or so if because though although unless when while then " +
	"now today tonight tomorrow yesterday again still currently anymore already btw fyi lol iirc afaik pls please thanks " +
	"all lowercase uppercase exactly verbatim literally which that who as like ok okay dont " +
	"use try remember change rotate keep share tell type enter")

// compoundAdjective: w is two lowercase words joined by a hyphen whose
// second says how the password behaves or came to be: a participle
// (system-generated, user-defined) or one of compoundHeads
// (case-sensitive, time-based). A passphrase joins words of any kind, and
// more of them (correct-horse-battery).
func compoundAdjective(w string) bool {
	a, b, ok := strings.Cut(w, "-")
	return ok && lowerWord(a) && lowerWord(b) && (participle(b) || compoundHeads[b])
}

// compoundHeads close a compound adjective that is no participle.
var compoundHeads = wordSet("sensitive insensitive based only specific free less dependent agnostic proof safe")

// adverbOfDoing: val, the first word of after, is an adverb in -ly before a
// participle: "randomly generated at deploy", "automatically rotated",
// "securely stored": how the password is made or kept, where a password
// of one word stands alone.
func adverbOfDoing(after, val string) bool {
	if len(val) < 6 || !strings.HasSuffix(val, "ly") || !lowerWord(val) || !strings.HasPrefix(after[len(val):], " ") {
		return false
	}
	next, _, _ := strings.Cut(after[len(val)+1:], " ")
	return placingParticiple(strings.TrimRight(next, ".,;:!?"))
}

// foreignIsBefore: w holds another language's "is" that valueBefore reads
// (ist, est, es, è, é, är, er, jest, je, and Polish's "to" and Finnish's
// "on"): the cheap test before the expression runs.
func foreignIsBefore(w string) bool {
	return containsAnyOf(w, " ist ", " est ", " es ", " è ", " é ", " är ", " er ", " jest ", " je ", " to ", " on ")
}

// englishPreposition: verb is "to" or "on", which say "is" in Polish and
// Finnish ("X to hasło", "X on salasana") but are English prepositions
// before an English word ("map field1234 to password"): the word named
// (at the start of name) must be another language's.
func englishPreposition(verb, name string) bool {
	if verb != "to" && verb != "on" {
		return false
	}
	w := name
	if i := strings.IndexFunc(name, func(r rune) bool { return r == ' ' || r == ':' || r == '\n' }); i >= 0 {
		w = name[:i]
	}
	l := strings.ToLower(w)
	return englishPasswordWords[l] || credWords[l] != password
}
