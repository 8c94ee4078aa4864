package statement

import (
	"slices"
	"strings"
)

// headJoined returns words with its first two words joined into the first
// word of other when that is what they make written solid: "game server
// tick rate" and "gameservers", "front end" and "frontend build", "home
// page" and "the homepage cache", "anti-cheat" and "the anticheat" name one
// subject whatever else each claim says of it. joinedAs asks the two claims
// to share a word before it joins anywhere; a compound that heads both
// subjects needs no such word, for the head is what a subject is of ("Use
// TypeScript in strict mode" and "StrictMode on in dev only" share no
// head, and stay two).
func headJoined(words, other []string) []string {
	if len(words) < 2 || len(other) == 0 {
		return words
	}
	w, ok := joinedIn(words[0], words[1], other[:1])
	if !ok {
		return words
	}
	return append([]string{w}, words[2:]...)
}

// headSolid are the words the first two words of a subject make written
// solid (joinedForms), under which Candidates files a claim, so that one
// headed by the compound written solid ("gameservers run at 128 tick")
// finds one that spaces or hyphenates it ("game server tick rate is 64").
func headSolid(subject []string) []string {
	if len(subject) < 2 {
		return nil
	}
	return solidForms(subject[:2])
}

// clippedAs returns words with its first word read as the first word of
// other when it is that word clipped: "temps" are temperatures, "repo" a
// repository, "calc" a calculation. A clipped word is a stem of four to six
// letters that begins the other's head three letters or more longer, and
// not with a derivation's ending ("production" is no "product"); the two
// claims must share another word besides, so that one clipped word alone
// does not make two things one. Only heads are read so: a word further on
// is a qualifier, which a longer word of the other may name otherwise
// ("ferment" of "fermentation", seven letters, is a word of its own), and
// a head followed by a word the other lacks modifies that word ("the store
// locator page" is no "storefront page").
func clippedAs(words, other []string) []string {
	if len(words) == 0 || len(other) == 0 || !shareWord(words, other) || !clippedFrom(words[0], other[0]) ||
		len(words) > 1 && !slices.Contains(other, words[1]) {
		return words
	}
	return append([]string{other[0]}, words[1:]...)
}

// clippedFrom reports whether w is full clipped.
func clippedFrom(w, full string) bool {
	if len(w) < minClipped || len(w) > maxClipped || isDigit(w[0]) {
		return false
	}
	rest, ok := strings.CutPrefix(full, w)
	return ok && len(rest) >= 3 && !derivations[rest]
}

// minClipped and maxClipped bound a clipped word: shorter ones begin too
// many words ("app", "dev", "pro"), longer ones are words of their own.
const minClipped, maxClipped = 4, 6

// clipKey is the head of c's subject if it may be clipped, under which
// Candidates files it, and clipProbe the clipped forms c's head could be
// said by, which it looks c up with (clippedAs).
func clipKey(c Claim) []string {
	if len(c.Subject) == 0 || len(c.Subject[0]) < minClipped || len(c.Subject[0]) > maxClipped {
		return nil
	}
	return []string{"c:" + c.Subject[0]}
}

func clipProbe(c Claim) []string {
	if len(c.Subject) == 0 {
		return nil
	}
	var out []string
	head := c.Subject[0]
	for k := minClipped; k <= maxClipped && k+3 <= len(head); k++ {
		out = append(out, "c:"+head[:k])
	}
	return out
}
