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
	if !a.only || b.only || a.Negated || b.Negated || a.Event || b.Event || a.open || b.open || a.prep == "" ||
		a.prep != b.prep || !sameSet(a.Subject, b.Subject) || len(b.Value) == 0 {
		return false
	}
	return overlap(a.soleWords, a.Value) && !overlap(a.Value, b.Value)
}
