package redact

import (
	"strings"
	"unicode"
)

// lockCodeUses redacts a lock's code given by a verb of using it rather
// than by a label: "disarm with 0451", "the gate opens with 2580#", "o
// código da porta mudou, agora é 7391#". A code of three to eight digits
// (a keypad's "#" or "*" beside it) counts when the words before it in its
// clause are a verb of opening or disarming and its preposition, or "now"
// after the lock's code was named; each but disarming needs a lock named
// in the sentence, as "the show opens with 2024's hits" names none. A code
// keyed in ("enter 4471 at the keypad") is the keypad rule's.
func lockCodeUses(text, lower string, spans []span) []span {
	scan(text, anyOf("0123456789"), func(i int) int {
		e := i
		for e < len(text) && text[e] >= '0' && text[e] <= '9' {
			e++
		}
		if e-i >= 3 && e-i <= 8 && codeBounds(text, i, e) && lockUse(lower, i) {
			spans = append(spans, span{i, e, "password"})
		}
		return e
	})
	return spans
}

// codeBounds: the digits at [s, e) stand alone as a code: no word, number,
// path, time or amount runs into them, a keypad's "#" or "*" aside.
func codeBounds(text string, s, e int) bool {
	if s > 0 && strings.IndexByte(" \t\n(\"'*«“", text[s-1]) < 0 && text[s-1] < 0x80 {
		return false
	}
	for e < len(text) && (text[e] == '#' || text[e] == '*') {
		e++
	}
	if e == len(text) {
		return true
	}
	if c := text[e]; c == '.' || c == ',' || c == ':' || c == '-' || c == '/' {
		return e+1 == len(text) || !isWord(text[e+1]) // a sentence's stop, not a decimal, a time or a range
	}
	return strings.IndexByte(" \t\r\n)\"';!?»”", text[e]) >= 0
}

// lockUse reads the clause before the code at s (lower is the text in
// lower case) for the words that give it as a lock's code.
func lockUse(lower string, s int) bool {
	if !containsAnyOf(lower[max(0, s-60):s], useCues...) {
		return false // no cue near: the clause is not read, which spares a table of numbers
	}
	words := lowerWords(lower[sentenceStart(lower, s):s])
	n := len(words)
	if n == 0 {
		return false
	}
	locked := namesLock(words) || namesLock(lowerWords(sentenceOf(lower[s:min(len(lower), s+120)])))
	if n >= 2 && usePreps[words[n-1]] && usedBy(words[max(0, n-5):n-1], locked) {
		return true // "disarm with 0451", "disarm the alarm with 0451", "the gate opens with 2580#"
	}
	return locked && namesCode(words) && nowWord(words[max(0, n-3):])
}

// lowerWords splits lower-case text into its words.
func lowerWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '\'' })
}

// usedBy: a verb of the few words before the preposition disarms (which
// names an alarm by itself) or, when a lock is named, opens.
func usedBy(words []string, locked bool) bool {
	for _, w := range words {
		if disarmVerb(w) || locked && openVerb(w) {
			return true
		}
	}
	return false
}

// useCues hold a word of each rule of lockUse: a preposition of using, a
// word for "now".
var useCues = []string{"with", "using", "com ", "con ", "mit ", "avec", "met ", "med ", "z ", "now", "agora", "ahora", "jetzt",
	"maintenant", "ora ", "nu ", "teraz"}

// sentenceStart is where the sentence holding s starts: after a line's
// end or a full stop, at most 200 bytes back.
func sentenceStart(lower string, s int) int {
	lo := max(0, s-200)
	for j := s - 1; j > lo; j-- {
		if c := lower[j]; c == '\n' || (c == '.' || c == '!' || c == '?') && j+1 < s && lower[j+1] == ' ' {
			return j + 1
		}
	}
	return lo
}

// usePreps are "with" and "using" in the languages lockWords and
// foreignLocks cover.
var usePreps = wordSet("with using com con mit avec met med z")

// disarmStems open a verb of disarming an alarm, which names the lock by
// itself: disarm, désarmer, desarmar, entschärfen, deaktivieren,
// disattivare, deactivate, desactivar, rozbroić.
var disarmStems = []string{"disarm", "désarm", "desarm", "entschärf", "deaktivier", "disattiv", "deactivat", "desactiv", "rozbr", "disinnesc"}

// openStems open a verb of opening or unlocking: opens, unlocks, abre,
// öffnet, ouvre, apre, opent, otwiera, låser upp.
var openStems = []string{"open", "unlock", "abre", "abri", "abra", "öffn", "entsperr", "ouvr", "apre", "apri", "ontgrendel", "otwier", "låser"}

func disarmVerb(w string) bool { return hasAnyPrefix(w, disarmStems) }
func openVerb(w string) bool   { return hasAnyPrefix(w, openStems) }

// hasAnyPrefix: w opens with one of stems, how an inflected verb is read
// by its stem.
func hasAnyPrefix(w string, stems []string) bool {
	for _, p := range stems {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// namesLock: a word of the sentence names a lock (lockNoun) or its code
// in one word (Türcode, digicode).
func namesLock(words []string) bool {
	for _, w := range words {
		if lockNoun(w) || lockCompound(w) {
			return true
		}
	}
	return false
}

// namesCode: a word of the sentence is a code's (code, código, codice,
// kod, combination) or a lock's code in one word.
func namesCode(words []string) bool {
	for _, w := range words {
		if lockCodeWords[w] || foreignCodeWords[w] || w == "codigo" || lockCompound(w) {
			return true
		}
	}
	return false
}

// nowWords say the code has just changed to the number after them: "now",
// "agora", "ahora", "jetzt", "maintenant", "ora", "nu", "teraz".
var nowWords = wordSet("now agora ahora jetzt maintenant ora nu teraz")

func nowWord(words []string) bool {
	for _, w := range words {
		if nowWords[w] {
			return true
		}
	}
	return false
}
