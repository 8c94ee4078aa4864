package redact

import "strings"

// wordPhrase: the clause at w in rest, after a password's or a
// passphrase's label and its colon ("password: correct horse battery
// staple", "wifi password: quiet river under paper"), is a passphrase of
// plain words given whole: three words or more, each a lowercase word, and
// the clause ends its line. A sentence there says something about the
// password instead: it holds a verb or a joining word of prose ("must be
// at least 12 characters", "same as staging"), opens with a stop word of
// a passphrase ("see 1Password"), points elsewhere, or goes on after a
// comma ("four random words, stored in Bitwarden"), or is a test tool's
// public mnemonic.
func wordPhrase(rest string, w [2]int) bool {
	if w[1] <= w[0] || strings.Trim(rest[w[1]:], ".!?; \t\r") != "" {
		return false
	}
	val := rest[w[0]:w[1]]
	f := strings.Fields(val)
	if len(f) < 3 || len(f) > maxPhraseWords || phraseStops[f[0]] || refersElsewhere(val) || formatCount(val) || publicMnemonic(val) {
		return false
	}
	for _, word := range f {
		if !lowerWord(word) || proseWords[word] || phraseJoiners[word] || formatUnits[word] {
			return false
		}
	}
	return true
}

// phraseJoiners are the verbs and joining words a sentence about a
// password holds and a passphrase of random words seldom does: "must be
// at least 12 characters", "same as staging", "is in the vault", "ask
// the team lead".
var phraseJoiners = wordSet("is are was were be been must should will would can could may might need needs has have had do does did " +
	"as to of in on at by it if or not no a an your my same see stored kept required optional empty here")

// gluedTail is a password's value v in rest run on over the tokens after
// it that are its own pieces, a blank between: "the db password is: Pr0d
// uct10n!", where the first token has both cases and a digit, and each
// piece after it mixes letters and digits (or symbols). A plain word
// ("Pr0d for the staging box") or a number ("Pr0d 2024") ends it.
func gluedTail(rest string, v [2]int) [2]int {
	if !chosenMix(rest[v[0]:v[1]]) {
		return v
	}
	for v[1]+1 < len(rest) && rest[v[1]] == ' ' {
		n := passwordToken(rest, v[1]+1)
		if n[0] != v[1]+1 || !pieceMix(rest[n[0]:n[1]]) {
			break
		}
		v[1] = n[1]
	}
	return v
}

// chosenMix: tok has a lowercase letter, a capital and a digit, as a
// password someone chose does (Pr0d, Xk9q).
func chosenMix(tok string) bool {
	return len(tok) >= 4 && strings.ContainsAny(tok, "abcdefghijklmnopqrstuvwxyz") &&
		strings.ContainsAny(tok, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ContainsAny(tok, "0123456789") && !strings.ContainsAny(tok, "/:=")
}

// pieceMix: tok mixes letters with digits or symbols, 4 bytes or more,
// and is no version (v1.2.3) or path: a piece of a password, not a word.
func pieceMix(tok string) bool {
	if len(tok) < 4 || strings.ContainsAny(tok, "/:=") || versionLike(tok) {
		return false
	}
	letters := strings.ContainsAny(lowerASCII(tok), "abcdefghijklmnopqrstuvwxyz")
	return letters && strings.Trim(tok, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") != ""
}

// formFields: the text after a password's value names it a form's or a
// table's field ("username, password: text fields", "password: string
// column"): the value is the field's type.
func formFields(after string) bool {
	f := strings.Fields(strings.ToLower(after))
	if len(f) == 0 {
		return false
	}
	switch strings.Trim(f[0], ".,;") {
	case "field", "fields", "input", "inputs", "column", "columns", "box", "boxes":
		return true
	}
	return false
}

// countedWords: a passphrase's clause counts its words or characters
// ("four random words", "6 diceware words"): it describes the phrase, a
// count before a unit of formatUnits.
func countedWords(val string) bool {
	f := strings.Fields(lowerASCII(val))
	for i := 1; i < len(f); i++ {
		if formatUnits[strings.TrimRight(f[i], ".,;")] && (isDigits(f[0]) || countWords[f[0]]) {
			return true
		}
	}
	return false
}

// countWords are the counts a note spells out.
var countWords = wordSet("two three four five six seven eight nine ten twelve several a")

// colonPhrase is the passphrase of words (wordPhrase) a password's
// sentence gives after "is" and a colon ("the vault password is: brisk
// walnut canyon ember"), as bounds in rest; loc is the operator's. After
// "is" alone a word may be the sentence's own ("is correct", "is
// incorrect"), so the colon is required; the label is English's.
func colonPhrase(text string, e int, rest string, loc []int) ([2]int, bool) {
	if !strings.HasSuffix(strings.TrimSpace(rest[loc[0]:loc[1]]), ":") {
		return [2]int{}, false
	}
	w := clause(rest, loc[1])
	return w, wordPhrase(rest, w) && !strings.HasPrefix(rest[w[0]:], markerPrefix) && englishLabel(text, e)
}

// wordSet is the set of the blank-separated words in words.
func wordSet(words string) map[string]bool {
	f := strings.Fields(words)
	set := make(map[string]bool, len(f))
	for i := range f {
		set[f[i]] = true
	}
	return set
}

// englishLabel: the line up to e, the end of a password's label, is ASCII
// text: a label in another language ("contraseña wifi: ver la pizarra")
// introduces a sentence whose words and verbs phraseJoiners do not list.
// Called only once a phrase was found; it reads at most maxLabelLine bytes
// back, so a long line costs no more.
func englishLabel(text string, e int) bool {
	s := max(0, e-maxLabelLine)
	return ascii(text[s+strings.LastIndexByte(text[s:e], '\n')+1 : e])
}

// maxLabelLine bounds the line before a label that englishLabel reads.
const maxLabelLine = 256
