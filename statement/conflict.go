package statement

import (
	"slices"
	"strings"
)

// Conflict reports whether a and b cannot both be true: the same subject with
// values that exclude each other, the same claim once denied, or a
// correction that excludes the very value the other states. Agreements,
// paraphrases and refinements ("Postgres 16" refines "Postgres") are no
// conflict, nor are claims about different subjects, nor two events, which
// are two things that happened.
func Conflict(a, b Claim) bool {
	if a.Event && b.Event || a.pause && b.rule || b.pause && a.rule || pastThing(a) != pastThing(b) ||
		overrides(a, b) || overrides(b, a) || contrasted(qualifiers(a), qualifiers(b)) || otherBounds(a, b) || renamedHeads(a, b) ||
		scopedApart(a.typed, b.typed) || scopedApart(b.typed, a.typed) {
		// Two events are two things that happened; two statements that
		// each name another environment, platform or kind of test, or
		// another bound, or a kind of a thing by another word for it, are
		// about two things; so are a rule of files of one format and one
		// of no format ("YAML files use 2 spaces, never tabs", "indent
		// with tabs"). An order held back for now ("don't merge yet")
		// pauses a standing rule ("merge after review"); and a thing
		// named as the one before ("the old API used XML") is not the
		// one now ("the API returns JSON"); and a kind of a thing with a
		// rule of its own overrides the default ("PRs that touch billing
		// need two approvals", "PRs need one approval").
		return false
	}
	if excludes(a, b) || excludes(b, a) || denies(a, b) || laterDenies(a, b) || laterDenies(b, a) ||
		swapsAntonym(a, b) || restricts(a, b) || restricts(b, a) || !(a.Negated && b.Negated) && typedClash(typedWords(a, b), typedWords(b, a)) ||
		sameAttributeClash(a, b) || doneWithout(a, b) || doneWithout(b, a) || setsAgainst(a, b) || setsAgainst(b, a) ||
		assignsOther(a, b) {
		return true
	}
	if !sameSubject(a, b) {
		// A prohibition with no subject ("stop using the legacy endpoint")
		// bans its value wherever it is used.
		return a.Negated != b.Negated && (len(a.Subject) == 0 || len(b.Subject) == 0) &&
			len(a.Value) > 0 && within(a.Value, b.Value) && within(b.Value, a.Value) ||
			a.Negated == b.Negated && endsOtherwise(a, b) && !agree(a, b) && !otherAttributes(a, b)
	}
	switch {
	case a.Negated && b.Negated:
		// Two prohibitions never clash: "don't use floats" and "never use
		// floating point" say one thing; "don't use X" and "don't use Y" both hold.
		return false
	case a.Negated != b.Negated:
		// A denial with no value denies no value: "attachments are not
		// scanned" says nothing of where they go. A value said to be
		// everywhere is every value ("optional in scripts", "required
		// everywhere").
		return nested(a.Value, b.Value) || universal(a.Value) && len(b.Value) > 0 || universal(b.Value) && len(a.Value) > 0
	default:
		// A value the other claim states in a qualifier is no other value:
		// "JWTs expire after 15 minutes", "JWTs are valid for 15 minutes".
		// Values of two types answer two questions: "deploys go out on
		// Tuesdays" and "we deploy the docs site with Netlify" say when and
		// with what, and both hold.
		av, bv := telling(a.Value), telling(b.Value)
		// Two attributes of one thing both hold: "the API timeout is 30
		// seconds", "the API runs on Node".
		return len(av) > 0 && len(bv) > 0 && !restates(b, a, av) && !restates(a, b, bv) && !agree(a, b) &&
			!otherTypes(a.typed.stated, b.typed.stated) && !otherAttributes(a, b) && !requires(a) && !requires(b) &&
			!accompanies(a) && !accompanies(b)
	}
}

// pastThing reports whether c tells how things were ("we used to keep
// logs for 30 days") or its subject is named as the one that was before:
// "the old API", "our previous CI", "the former owner".
func pastThing(c Claim) bool {
	if c.was {
		return true
	}
	for _, w := range c.Subject {
		if bygone[w] {
			return true
		}
	}
	return false
}

var bygone = stemSet("old former previous")

// overrides reports whether a's subject is b's narrowed by a clause whose
// words b does not say: "PRs that touch billing" of "PRs". Said both
// ways ("jobs that fail", "failed jobs") it is one thing.
func overrides(a, b Claim) bool {
	if !a.narrowed || b.narrowed || len(b.Subject) == 0 {
		return false
	}
	return within(b.Subject, a.Subject) && slices.ContainsFunc(a.Subject, func(w string) bool { return !slices.Contains(b.said, w) })
}

// rangeEnds are the words that name which end of a range an amount is:
// "max connections" and "min connections", "-Xmx" and "-Xms" are two
// settings. The words are canonical stems.
var rangeEnds = set("maximum minimum initial")

// otherBounds reports whether a and b each name a bound the other does not,
// wherever in the claim: "the search JVM uses -Xmx16g" (its maximum heap)
// and "the search JVM's initial heap is 4g" both hold.
func otherBounds(a, b Claim) bool {
	only := func(x, y []string) bool {
		for _, w := range x {
			if rangeEnds[w] && !slices.Contains(y, w) {
				return true
			}
		}
		return false
	}
	return only(a.stems, b.stems) && only(b.stems, a.stems)
}

// requires reports whether c states what its subject needs: needs add up
// ("PRs need review", "a PR needs one approval from a code owner"), so two
// that differ both hold, unless their amounts differ.
func requires(c Claim) bool {
	return requiring[canonical(Stem(c.Relation))] || requiring[canonical(Stem(c.verb))] ||
		c.Relation == "" && slices.Contains(c.headWords, requiredStem) // "postmortem required for every SEV1"
}

var requiring = stemSet("need needs require requires required")

// accompanies reports whether c has no verb and its value follows "for" or
// "with": what the thing is for or comes with ("JWT for auth", "prettier
// with printWidth 100"), which adds to another claim of it, not replaces.
func accompanies(c Claim) bool {
	return c.Relation == "" && (c.prep == "for" || c.prep == "with")
}

// excludes reports whether a is a correction that rules out what b states:
// "No, use pnpm, not npm" against "use npm to install dependencies". A
// correction that names no subject ("use pnpm, not npm") is about whatever
// states the excluded value.
func excludes(a, b Claim) bool {
	if len(a.Excluded) == 0 || len(b.Value) == 0 || b.Negated || within(b.Value, a.Value) {
		return false
	}
	if len(a.Subject) > 0 && len(b.Subject) > 0 && !sameSubject(a, b) {
		// Two wordings of one subject share a word when the other states
		// all that was ruled out: "the tax provider is Avalara, not
		// TaxJar", "sales tax is computed through the TaxJar API"; unless
		// the other says the correction's value too ("from 9 to 5").
		return overlap(a.Subject, b.Subject) && within(a.Excluded, b.Value) && !overlap(a.Value, b.said)
	}
	return within(a.Excluded, b.Value) || within(b.Value, a.Excluded)
}

// endsOtherwise reports whether two statements say the same words, their
// whole subject among them, and then end differently, each with words the
// other lacks: "the checkout service talks to the inventory API over gRPC",
// "... over REST". However the parse read the rest, English puts the value
// last. A statement that only adds words ("... over gRPC with TLS") refines;
// two that differ within the subject ("the retry limit for webhooks",
// "... for emails") are about two things.
func endsOtherwise(a, b Claim) bool {
	x, y := a.said, b.said
	p := 0
	for p < len(x) && p < len(y) && x[p] == y[p] {
		p++
	}
	return p >= subjectAndVerb && p < len(x) && p < len(y) && within(head(a), x[:p]) && within(head(b), y[:p]) &&
		!within(x[p:], y[p:]) && !within(y[p:], x[p:]) && !overlap(x[p:], y) && !overlap(y[p:], x)
}

// subjectAndVerb is how many opening words two claims that end otherwise
// share at least.
const subjectAndVerb = 2

// head is c's subject without the qualifiers that followed its value.
func head(c Claim) []string {
	var out []string
	for _, w := range c.Subject {
		if !within([]string{w}, c.qualifiers) {
			out = append(out, w)
		}
	}
	return out
}

// sameSubject: one subject's words all appear in the other, so one names the
// same thing with more or fewer qualifiers ("sessions", "the sessions store").
// Two qualifiers that differ ("batch size for training", "for inference") are
// two subjects. Two claims with no subject ("we're on Next.js 13") are about
// the thing their values share ("Next.js").
func sameSubject(a, b Claim) bool {
	if len(a.Subject) == 0 && len(b.Subject) == 0 {
		return a.Relation != "" && a.Relation == b.Relation && overlap(a.Value, b.Value)
	}
	return nested(a.Subject, b.Subject) && !partOnly(a.Subject, b.Subject) && !partOnly(b.Subject, a.Subject)
}

// nested reports whether a and b both have words and the words of one are
// all among the other's.
func nested(a, b []string) bool {
	return len(a) > 0 && len(b) > 0 && (within(a, b) || within(b, a))
}

// refines reports whether word b is word s with a version added: "3.12" of
// "3", "uuidv7" of "uuid", "python3" of "python"; or, for a name of five
// letters or more, a longer form of it.
// "100" is no version of "1000": after a number, only a dot continues it.
func refines(b, s string) bool {
	rest, ok := strings.CutPrefix(b, s)
	if !ok || s == "" || rest == "" {
		return false
	}
	if isDigit(s[len(s)-1]) {
		return rest[0] == '.'
	}
	if len(s) >= 5 && !isDigit(rest[0]) {
		// a longer name of one thing: "postgresql" of "postgres", "mongodb"
		// of "mongo", a path under a path; not another word made from it:
		// "production" is no "product", "matchmaking" no "match"
		return !derivations[rest] && (len(rest) <= 2 || strings.ContainsRune("/.-_", rune(rest[0])))
	}
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "."), "v")
	return rest != "" && isDigit(rest[0])
}

// derivations are the endings that make another word of a stem.
var derivations = set("ion ions ive ivity ity ment ments ly er ers ing ed ic ical ive ure ance ence ant ent ist ism ize ise y")

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// stated is c's value with the qualifiers that followed it.
func stated(c Claim) []string {
	return append(append([]string{}, c.Value...), c.qualifiers...)
}

func overlap(a, b []string) bool {
	for _, w := range a {
		if within([]string{w}, b) {
			return true
		}
	}
	return false
}

// within reports whether every word of small is in big, a version counting as
// in its refinement ("3" is in "3.12", "uuid" in "uuidv7").
func within(small, big []string) bool {
	for _, s := range small {
		found := false
		for _, b := range big {
			if b == s || refines(b, s) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// InScope reports whether a statement made in project topic may be judged
// against a claim held in project other: claims of two projects are about two
// things ("the retry limit" of webapp is not billing-api's), unless the
// statement names the other project. A claim of no project is everyone's.
func InScope(text, topic, other string) bool {
	return topic == "" || other == "" || strings.EqualFold(topic, other) || Names(text, other)
}

// restates reports whether c says every word of own's value: in its value,
// anywhere when the word is no echo of own's subject ("nightly backups start
// at 02:00" restates "backups run nightly"), or as a tool of the kind the
// word names ("H100 nodes" restate "GPUs").
func restates(c, own Claim, value []string) bool {
	for _, w := range value {
		said := within([]string{w}, stated(c)) || c.typed.ofGroup(w) ||
			within([]string{w}, c.said) && !within([]string{w}, own.Subject)
		if !said {
			return false
		}
	}
	return true
}

// telling is value without the words that name only its type or rank ("the
// main language", "a Postgres instance"), which any value of the type
// shares.
func telling(value []string) []string {
	typeNamed := false
	for _, w := range value {
		typeNamed = typeNamed || typeStems[w] || groupStems[w]
	}
	if !typeNamed {
		return value // "the default branch is main": "main" is the value
	}
	var out []string
	for _, w := range value {
		if !typeStems[w] && !groupStems[w] && !ranks[w] {
			out = append(out, w)
		}
	}
	return out
}

// ranks say where a value stands among those of its type, not which it is.
var ranks = set("main primary default prefer instanc standard usual new current only own separat")

// qualifiers are the words of c that are not its value: "production" tells
// two things apart in "log level is warn in production", but is the value
// in "NODE_ENV is production".
func qualifiers(c Claim) []string {
	var out []string
	for _, w := range c.typed.words {
		if !slices.Contains(c.Value, w) {
			out = append(out, w)
		}
	}
	return out
}

// universal reports whether value is one word that names every place or
// case: "everywhere".
func universal(value []string) bool {
	return len(value) == 1 && everywhere[value[0]]
}

var everywhere = stemSet("everywhere anywhere always")
