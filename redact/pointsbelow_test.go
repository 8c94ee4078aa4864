package redact

import (
	"strings"
	"testing"
)

// TestPointsBelowAsTheWholePattern: pointsBelow, which asks belowPointer
// only of a clause whose last word may end a pointer, gives what the
// pattern gives on the whole clause, for every pointer and particle the
// pattern knows, closed by punctuation, an arrow or nothing, and for
// clauses that point nowhere (a pointer word inside a word, in the middle
// of the clause, or none).
func TestPointsBelowAsTheWholePattern(t *testing.T) {
	pointers := []string{"below", "BELOW", "below this", "below this line", "underneath", "beneath", "follows", "folgt", "volgt",
		"följer", "next line", "next message", "next msg", "en dessous", "ci-dessous", "là-dessous", "abajo", "debajo", "abaixo",
		"embaixo", "sotto", "unten", "darunter", "hieronder", "poniżej", "nedan", "dưới", "dưới đây", "bawah", "ibaba", "berikut",
		"berikutnya", "neeche", "niche", "नीचे", "ye", "yeh", "yeh rahi", "ye raha", "aşağıda", "ниже", "以下", "下面", "下記",
		"如下", "↓", "⬇", "👇", "⤵", "below ini ya", "neeche wala hai", "neeche diya hai", "नीचे है", "bawah ini yaa", "below please",
		"👇 pls", "di bawah ini ya", "neeche wale hain"}
	closings := []string{"", ".", " :)", " 👇", "!!", ")"}
	var rests []string
	for _, p := range pointers {
		for _, c := range closings {
			rests = append(rests, " is "+p+c, " for the legacy cluster nobody touches is "+p+c, "-"+p+c)
		}
	}
	rests = append(rests, " is in the vault", " belowground", " xbelow", " is below the fold on the dashboard",
		" nahi pata", " "+strings.Repeat("Zq8xK2", 20), " is yeast", " rotates every year", "")
	for _, rest := range rests {
		whole := belowPointer.MatchString(strings.TrimLeft(rest, " \t,;:(—-"))
		if got := pointsBelow(rest); got != whole && !strings.ContainsAny(rest, ",;(—") {
			t.Errorf("pointsBelow(%q) = %v, the whole pattern %v", rest, got, whole)
		}
	}
	for _, c := range []struct {
		rest string
		want bool
	}{
		{" is below", true}, {" neeche wala hai", true}, {" 👇", true}, {" is in the vault", false}, {" xbelow", false},
	} {
		if got := pointsBelow(c.rest); got != c.want {
			t.Errorf("pointsBelow(%q) = %v, want %v", c.rest, got, c.want)
		}
	}
}
