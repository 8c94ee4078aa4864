package statement

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// relocation is what a statement says was moved, and where to: "we moved
// staging to eu-central-1" moves "stag" to "eu-central-1".
type relocation struct {
	thing []string
	to    string
}

// movedToRe is a move of a whole thing to a new place, said by whoever
// moved it: "we moved staging to eu-central-1", "we migrated production
// to Frankfurt". The thing is one or two words, the place one.
var movedToRe = lazyre.New(`(?i)\b(?:we|they|ops|sre)\s+(?:have\s+|just\s+)?(?:moved|migrated|relocated)\s+(?:the\s+|our\s+|all\s+(?:of\s+)?)?` +
	`([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+to\s+(?:the\s+)?([\w-]+)`)

// relocationOf reads what text says was moved where, or the zero
// relocation.
func relocationOf(text string) relocation {
	m := movedToRe.FindStringSubmatch(text)
	if m == nil {
		return relocation{}
	}
	return relocation{thing: appendContent(nil, strings.Fields(strings.ToLower(m[1]))...), to: strings.ToLower(m[2])}
}

// wholeWords say a thing as a whole, not a part of it: "the staging
// environment", "all prod resources" are staging and prod.
var wholeWords = stemSet("environment env environments resources infrastructure infra deployment stack workloads cluster")

// movedAway reports whether b moved a thing to a place and a states that
// very thing, as a whole, in another place of the same kind: "we moved
// staging to eu-central-1" and "staging environment is deployed to
// eu-west-1"; a move says where the thing is now. A part of it ("staging
// backups are kept in eu-west-1"), a place of another kind, the place it
// moved to however said ("Frankfurt"), and a place said as it was are no
// such clash.
func movedAway(a, b Claim) bool {
	mv := b.moved
	if len(mv.thing) == 0 || a.Negated || a.Event || a.was || len(a.Subject) == 0 || !within(mv.thing, a.Subject) {
		return false
	}
	if !wholeOf(a.Subject, mv.thing) {
		return false
	}
	i := slices.IndexFunc(b.typed.stated, func(t typed) bool { return slices.Contains(t.stems, canonical(Stem(mv.to))) || t.v == mv.to })
	if i < 0 {
		return false
	}
	target, clash := b.typed.stated[i], false
	for _, t := range a.typed.stated {
		if t.kind != target.kind {
			continue
		}
		if t.v == target.v || target.kind == "region" && samePlace(t.v, target.v) {
			return false
		}
		clash = true
	}
	return clash
}

// wholeOf reports whether subject, which holds every word of the thing
// moved, names that thing as a whole: its other words say a whole
// ("staging environment"), or the thing is named by a modifier and its
// noun and subject ends in that noun, its other words more modifiers of
// it ("the primary region" moved, "primary game-server region"). A noun
// after the thing names a part of it ("staging backups").
func wholeOf(subject, thing []string) bool {
	whole := true
	for _, w := range subject {
		whole = whole && (slices.Contains(thing, w) || wholeWords[w])
	}
	return whole || len(thing) >= 2 && subject[len(subject)-1] == thing[len(thing)-1]
}
