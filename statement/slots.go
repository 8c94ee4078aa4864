package statement

import (
	"slices"
	"strings"
	"unicode"
)

// slotNouns name an attribute a thing has one value of at a time, the
// value said by a name beside the noun: "LZW compression", "the Gossip
// strategy", "Manifest V3", "the Brotli codec". A thing's tiles are
// written with one compression, an extension ships one manifest version,
// a cluster finds its nodes by one strategy; so the same noun beside two
// names, of one thing, is two values that exclude each other. Nouns of
// which a thing may have several at once (a "format" it reads, a "mode"
// it can run in, a "plugin") are left out.
var slotNouns = stemSet("compression codec strategy manifest dialect collation charset")

// slotValue is one name a claim gives beside a slot noun, both as stems.
type slotValue struct{ noun, name string }

// slotsOf reads the slot values text states: a name right before a slot
// noun ("DEFLATE compression") or right after it ("Manifest V2"). A name
// is a word marked as a value or a tool's name, with a letter in it: a
// bare number beside the noun ("compression 9") is a level, not which
// compression; and a plain word ("better compression", "the default
// strategy") names none.
func slotsOf(text string) []slotValue {
	ws := Words(text)
	named := func(w Word) bool {
		return (w.Value || w.Name) && strings.IndexFunc(w.Lower, unicode.IsLetter) >= 0 && !slotNouns[Stem(w.Lower)]
	}
	var out []slotValue
	for i, w := range ws {
		noun := Stem(w.Lower)
		if !slotNouns[noun] {
			continue
		}
		switch {
		case i > 0 && named(ws[i-1]) && !ws[i-1].Pause:
			out = append(out, slotValue{noun, Stem(ws[i-1].Lower)})
		case i+1 < len(ws) && named(ws[i+1]) && !w.Pause:
			out = append(out, slotValue{noun, Stem(ws[i+1].Lower)})
		}
	}
	return out
}

// slotsDiffer reports whether a and b give one thing two names of one
// slot: "Output tiles are written as COG with DEFLATE compression" and
// "we write all output tiles with LZW compression"; "The extension is
// still Manifest V2" and, in tabgrab-ext, "tabgrab ships as Manifest V3".
// The thing is each claim's subject less its verb and the slot's words,
// its project's name left out: the two must share a word, or both be the
// project itself. Tiles and logs each have a compression of their own
// ("Parquet files use ZSTD compression", "responses use gzip
// compression"); a claim that says both names tells of a move or a
// choice between them ("we moved from LZW to DEFLATE compression"), and
// a version that refines the other ("V3", "V3.1") is no other name.
func slotsDiffer(a, b Claim) bool {
	if a.Negated || b.Negated || a.Event || b.Event || a.open || b.open {
		return false
	}
	for _, x := range a.slots {
		for _, y := range b.slots {
			if x.noun != y.noun || x.name == y.name || refines(x.name, y.name) || refines(y.name, x.name) ||
				slices.Contains(a.stems, y.name) || slices.Contains(b.stems, x.name) {
				continue
			}
			ta, tb := slotThing(a, x), slotThing(b, y)
			if overlap(ta, tb) || len(a.Subject) > 0 && len(b.Subject) > 0 && len(ta) == 0 && len(tb) == 0 {
				return true
			}
		}
	}
	return false
}

// slotThing is what c's slot value s is of: its subject's words less its
// verb, the slot's own words and the words that name c's project.
func slotThing(c Claim, s slotValue) []string {
	var out []string
	for _, w := range c.Subject {
		if w != s.noun && w != s.name && w != canonical(Stem(c.verb)) && w != canonical(Stem(c.Relation)) &&
			w != Stem(c.verb) && !slices.Contains(c.typed.project, w) {
			out = append(out, w)
		}
	}
	return out
}

// slotKeys are the keys Candidates files and looks c up under for its
// slot values: each slot noun it gives a name of (slotsDiffer).
func slotKeys(c Claim) []string {
	return prefixedKeys("sl:", c.slots, func(s slotValue) string { return s.noun })
}
