package statement

import "slices"

// oldNegators are the words of "not" a claim in a language the parse does
// not read whole keeps among its words, before the value a correction
// rules out: "TTL кэша на CDN теперь 1 час, не 5 минут", "Default bahasa
// aplikasi sekarang Bahasa Indonesia, bukan Inggris lagi", "שרת הבדיקות
// עבר לפורט 9090, לא 8080", "der Port ist jetzt 9090, nicht 8080".
var oldNegators = set("не нет לא bukan nie niet nicht non não pas ne nu")

// correctedOld reports whether b names a value and, after a "not", the
// value a states, of the thing a states it of: b says the old value no
// longer holds and the new one does. The thing is shared when a word of
// a's besides the value is among b's; the new value is b's word just
// before the "not", which a must not state (a says what b says then). A
// denial of a word a does not say, or a that denies it too, is none.
func correctedOld(a, b Claim) bool {
	if a.Negated || a.Event || b.Event || a.open || b.open {
		return false
	}
	for i := 1; i+1 < len(b.said); i++ {
		if !oldNegators[b.said[i]] || oldNegators[b.said[i-1]] {
			continue
		}
		old, now := b.said[i+1], b.said[i-1]
		if slices.Contains(a.said, old) && !slices.Contains(a.said, now) && !deniedIn(a.said, old) &&
			sharesBesides(a.said, b.said, old) {
			return true
		}
	}
	return false
}

// correctedWords are the words of said right after a "not" that follows
// another word: the old values a correction in said may rule out.
func correctedWords(said []string) []string {
	var out []string
	for i := 1; i+1 < len(said); i++ {
		if oldNegators[said[i]] && !oldNegators[said[i-1]] {
			out = append(out, said[i+1])
		}
	}
	return out
}

// deniedIn reports whether said has w right after a "not".
func deniedIn(said []string, w string) bool {
	for i := 1; i < len(said); i++ {
		if said[i] == w && oldNegators[said[i-1]] {
			return true
		}
	}
	return false
}

// sharesBesides reports whether x and y share a word of more than two
// letters other than w and the negators: the thing both state a value of.
func sharesBesides(x, y []string, w string) bool {
	for _, v := range x {
		if v != w && len([]rune(v)) > 2 && !oldNegators[v] && slices.Contains(y, v) {
			return true
		}
	}
	return false
}

// besides is ws without the words of out.
func besides(ws, out []string) []string {
	return slices.DeleteFunc(slices.Clone(ws), func(w string) bool { return slices.Contains(out, w) })
}

// sharesWord reports whether x and y have a word alike, letter for letter.
func sharesWord(x, y []string) bool {
	for _, w := range x {
		if slices.Contains(y, w) {
			return true
		}
	}
	return false
}
