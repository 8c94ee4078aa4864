package redact

import (
	"slices"
	"strings"
)

// copulaPhrase is the passphrase of words a password's English sentence
// gives after a bare "is" ("the password is correct horse battery
// staple"), as bounds in rest; loc is the operator's. Without colonPhrase's
// colon a word after "is" may be the sentence's own ("is expired", "is
// in 1Password", "is the one from the wiki", "is wrong again today"), so
// the phrase must pass wordPhrase, hold three words or more, and no word
// of a judgement (judgementWords). Three words carry no stop word at all
// ("plum ladder orbit"; not "your first name", "the usual one"): one may
// stand in four or more as wordPhrase allows.
func copulaPhrase(text string, e int, rest string, loc []int) ([2]int, bool) {
	op := strings.Fields(lowerASCII(rest[loc[0]:loc[1]]))
	for len(op) > 1 && copulaTimes[op[len(op)-1]] {
		op = op[:len(op)-1] // "is now", "is still"
	}
	if len(op) == 0 || op[len(op)-1] != "is" {
		return [2]int{}, false
	}
	w := clause(rest, loc[1])
	f := strings.Fields(rest[w[0]:w[1]])
	if len(f) < 3 || len(f) == 3 && slices.ContainsFunc(f, func(w string) bool { return stopWords[w] }) || !wordPhrase(rest, w) || strings.HasPrefix(rest[w[0]:], markerPrefix) {
		return [2]int{}, false
	}
	for _, word := range f {
		if judgementWords[strings.TrimRight(word, ".!?;")] {
			return [2]int{}, false
		}
	}
	return w, englishLabel(text, e)
}

// copulaTimes may follow "is" before the value ("is now X").
var copulaTimes = wordSet("now still currently temporarily just simply literally")

// judgementWords judge a password or say how or when it is what the
// sentence says ("too short", "wrong again today", "pretty weak
// honestly"): adverbs of degree and time, and the adjectives a rule
// uses; a sentence about the password, not its words.
var judgementWords = wordSet("again today yesterday tomorrow anymore already though since last week month year ago lately " +
	"way super really quite pretty so kinda rather totally definitely probably apparently actually basically honestly " +
	"btw fyi lol ok okay fine short long weak strong " +
	// and the adverbs of degree of the languages whose "is" is English's
	// spelling or is read beside it ("wachtwoord is veel te lang")
	"te veel heel erg zu sehr trop très troppo molto demasiado muy muito zbyt liian")
