package statement

import "slices"

// soleNumbered reports whether a restricts an act to one numbered value of
// a named thing and b does that act with another number of it: "we import
// RailML 3.1 only" and "timetables are imported as RailML 2.4"; "the
// exporter writes GPX 1.1 only" and "tracks are written as GPX 1.0". The
// "only" must touch the number ("3.1 only", "only 3.1"), the name must
// stand right before both numbers, and b must say a's verb: another act
// ("we export RailML 2.4") or the same number is no other value.
func soleNumbered(a, b Claim) bool {
	if !a.only || a.Negated || b.Negated || a.Event || b.Event || a.open || b.open || a.verb == "" ||
		!slices.Contains(b.stems, canonical(Stem(a.verb))) {
		return false
	}
	for _, t := range a.typed.stated {
		name := nameBefore(a, t)
		if name == "" || !overlap(t.stems, a.soleWords) {
			continue
		}
		for _, u := range b.typed.stated {
			if u.kind == t.kind && u.v != t.v && !refines(u.v, t.v) && !refines(t.v, u.v) && nameBefore(b, u) == name {
				return true
			}
		}
	}
	return false
}

// nameBefore is the word right before a plain number of c, which names
// what it numbers ("railml" of "RailML 3.1"), or "" for a value of
// another type or one with no word of content before it.
func nameBefore(c Claim, t typed) string {
	if t.kind != "number" || len(t.stems) == 0 {
		return ""
	}
	i := slices.Index(c.stems, t.stems[0])
	if i < 1 || functionWords[c.stems[i-1]] || copulas[c.stems[i-1]] || claimPrepositions[c.stems[i-1]] {
		return ""
	}
	return c.stems[i-1]
}

// soleValue reports whether a restricts one act to one value and b does
// that act with another: "run terraform apply from CI only" and "run
// terraform apply from your laptop". The subject and the preposition
// before the value are one, the "only" touches a's value, and the two
// values share no word: "from CI runners" narrows "from CI", no other
// place.
func soleValue(a, b Claim) bool {
	return soleAgainst(a, b) && sameSet(a.Subject, b.Subject) && len(b.Value) > 0 && !overlap(a.Value, b.Value)
}

// soleAgainst reports whether a, asserted and standing, says its value
// after a preposition is the only one, and b, asserted and restricting
// nothing, states a value after that preposition: the shape soleValue and
// soleAgainstList each read further.
func soleAgainst(a, b Claim) bool {
	return soleAgainstAny(a, b) && a.prep != "" && a.prep == b.prep && overlap(a.soleWords, a.Value)
}

// soleAgainstList reports whether a restricts a thing to one value ("PDF
// only") and b, of a thing named by the same noun, lists that value with
// others by the same preposition ("as PDF, XLSX or JPG"): a list admits
// what the "only" rules out. b must join its values with "or" or "and"
// after a's value: words that narrow it ("as signed PDF") list nothing.
// The parse keeps a list's tail among b's qualifiers ("in CSV, XLSX or
// Parquet"), so b's value is read with them.
func soleAgainstList(a, b Claim) bool {
	if !soleAgainst(a, b) {
		return false
	}
	listed, ha, hb := stated(b), nounPhrase(a), nounPhrase(b)
	return len(ha) > 0 && len(hb) > 0 && within(a.Value, listed) && !within(listed, a.Value) && slices.Contains(hb, ha[len(ha)-1]) &&
		slices.Contains(ha, hb[len(hb)-1]) && listedAfter(b.stems, listed, a.Value)
}

// nounPhrase is the phrase that names c's thing: its head words, or, when
// a verb opens it ("we encode episodes as ..."), its subject without the
// qualifiers that followed its value.
func nounPhrase(c Claim) []string {
	if len(c.headWords) > 0 {
		return c.headWords
	}
	return head(c)
}

// listedAfter reports whether stems join another of listed to value
// after the words of value: "PDF or XLSX", "PDF, XLSX or a scanned JPG".
func listedAfter(stems, listed, value []string) bool {
	at := slices.Index(stems, value[0])
	if at < 0 {
		return false
	}
	for i, w := range stems[at+1:] {
		rest := stems[at+i+2:]
		if (w == "or" || w == "and") && slices.ContainsFunc(rest, func(v string) bool {
			return slices.Contains(listed, v) && !slices.Contains(value, v)
		}) {
			return true
		}
	}
	return false
}

// partAgainstAll reports whether a restricts a thing to a part of a kind,
// the kind's noun with a word that narrows it beside "only" ("shown to EU
// visitors only", "only enterprise customers"), and b gives that thing to
// the whole kind, its noun said with a word of all ("every visitor
// worldwide gets the consent banner", "all customers", "any user"): one
// part is not every member. b must name the thing a restricts by the
// last of a's head words ("banner"), and leave out the narrowing word:
// "every EU visitor" agrees. A restriction to a kind said by its noun
// alone ("on Tuesdays only", "every Tuesday") has no part to exclude the
// rest of.
func partAgainstAll(a, b Claim) bool {
	if !soleAgainstAny(a, b) || len(a.headWords) == 0 {
		return false
	}
	narrow, kind := partOf(a)
	thing := a.headWords[len(a.headWords)-1]
	return kind != "" && thing != kind && thing != narrow && slices.Contains(b.said, thing) &&
		slices.Contains(allOf(b), kind) && !slices.Contains(b.said, narrow)
}

// partOf is the part of a kind c's "only" restricts to: the word that
// narrows it and the kind's noun, two words of content with "only" before
// or after them ("EU visitors only", "only EU visitors"), read from the
// word "only" touches (soleWords); "" when it touches a word alone.
func partOf(c Claim) (narrow, kind string) {
	if len(c.soleWords) == 0 {
		return "", ""
	}
	i := slices.Index(c.stems, c.soleWords[0])
	content := func(j int) bool {
		return j >= 0 && j < len(c.stems) && len(appendContent(nil, c.stems[j])) > 0 && !allWords[c.stems[j]]
	}
	switch {
	case i < 0:
		return "", ""
	case content(i-1) && content(i):
		return canonical(c.stems[i-1]), canonical(c.stems[i])
	case content(i) && content(i+1):
		return canonical(c.stems[i]), canonical(c.stems[i+1])
	}
	return "", ""
}

// soleAgainstAny reports whether a, asserted and standing, restricts its
// value with "only" and b, asserted, restricts nothing.
func soleAgainstAny(a, b Claim) bool {
	return a.only && !b.only && !a.Negated && !b.Negated && !a.Event && !b.Event && !a.open && !b.open
}

// allWords say all of the kind the noun after them names ("every
// visitor"); allAfter, said after the noun ("visitors worldwide").
var (
	allWords = stemSet("every all any each")
	allAfter = stemSet("worldwide everywhere globally")
)

// allOf are the nouns c says all of: the word after a word of all, or the
// word before one said after it.
func allOf(c Claim) []string {
	var out []string
	for i, w := range c.stems {
		if allWords[w] && i+1 < len(c.stems) {
			out = append(out, canonical(c.stems[i+1]))
		}
		if allAfter[w] && i > 0 {
			out = append(out, canonical(c.stems[i-1]))
		}
	}
	return out
}

// allKeys are the keys Candidates files and looks c up under for a part
// restricted or a whole kind (partAgainstAll): the kind's noun.
func allKeys(c Claim) []string {
	var out []string
	for _, w := range allOf(c) {
		out = append(out, "al:"+w)
	}
	if _, kind := partOf(c); c.only && kind != "" {
		out = append(out, "al:"+kind)
	}
	return out
}
