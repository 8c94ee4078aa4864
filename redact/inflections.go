package redact

import "strings"

// Turkish writes a case or a possessive ending after an apostrophe on a
// proper noun, an abbreviation or a foreign word (PIN'i, GitHub'daki,
// token'ı); Finnish, Estonian and Hungarian join theirs to a foreign name
// without one (1Passwordi, 1Passwordissa, KeePassban).

// possessiveEndings make a credential's word "its" or "your" one, which
// then gives its value as the bare word does ("yönetici PIN'i 809186": the
// admin PIN is 809186).
var possessiveEndings = wordSet("i ı u ü si sı su sü in ın un ün nin nın nun nün im ım um üm " +
	"imiz ımız umuz ümüz iniz ınız unuz ünüz niz nız nuz nüz")

// placeEndings are the locative, ablative and relative endings, which
// make a name the place something is kept (GitHub'daki "the one on
// GitHub", Vault'tan "from Vault"), never a value.
var placeEndings = wordSet("da de ta te dan den tan ten daki deki taki teki nda nde ndan nden ndaki ndeki")

// labelEnding is the length of a possessive ending after an apostrophe
// at e, the end of a credential's word, and a blank after it; 0 when none.
func labelEnding(text string, e int) int {
	n := apostropheLen(text, e)
	if n == 0 {
		return 0
	}
	k := e + n
	for k < len(text) && !isSpace(text[k]) && strings.IndexByte(",;:.!?", text[k]) < 0 {
		k++
	}
	if k == len(text) || !isSpace(text[k]) || !possessiveEndings[text[e+n:k]] {
		return 0
	}
	return k - e
}

// endingBlanked is text with the possessive ending after the credential's
// word ending at e blanked (PIN'i 809186 read as PIN   809186), so the
// value after it is read as after the bare word, at the same offsets.
func endingBlanked(text string, e int) string {
	k := labelEnding(text, e)
	if k == 0 {
		return text
	}
	return text[:e] + strings.Repeat(" ", k) + text[e+k:]
}

// apostropheLen is the length of the apostrophe at i (' or ’), or 0.
func apostropheLen(text string, i int) int {
	switch {
	case strings.HasPrefix(text[i:], "'"):
		return 1
	case strings.HasPrefix(text[i:], "’"):
		return len("’")
	}
	return 0
}

// placeName: val is a name in letters with a place's ending after an
// apostrophe (GitHub'daki, AWS'de, Vault'tan): where a credential is
// kept, which a value never ends with.
func placeName(val string) bool {
	i := strings.IndexAny(val, "'’")
	if i < 2 || !placeEndings[val[i+apostropheLen(val, i):]] {
		return false
	}
	for k := 0; k < i; k++ {
		if c := class(val[k]); c != 1 && c != 2 {
			return false
		}
	}
	return class(val[0]) == 2
}

// managerEndings are the case endings Finnish, Estonian and Hungarian
// join to a password manager's name: "salvestatud 1Passwordi" (saved into
// 1Password), "1Passwordissa" (in it), "KeePassban" (in it).
var managerEndings = wordSet("i in iin is ist isse issa ista ille illa ilta ile il ilt iga s sse ssa sta ba be ban ben ból ből hoz")

// inflectedManager: val is a password manager's name with a case ending,
// after an apostrophe or none: where the password is kept, not what it is.
func inflectedManager(val string) bool {
	for m := range managerNames {
		if len(val) > len(m) && strings.EqualFold(val[:len(m)], m) {
			rest := val[len(m):]
			rest = rest[apostropheLen(rest, 0):]
			if managerEndings[rest] || possessiveEndings[rest] || placeEndings[rest] {
				return true
			}
		}
	}
	return false
}

// managerName: v is a password manager's name, bare or with a case ending.
func managerName(v string) bool {
	return managerNames[strings.ToLower(v)] || inflectedManager(v)
}

// inflectedName: v is a name with a case ending, a place's or a password
// manager's, which reads as mixed letters but names where a secret is.
func inflectedName(v string) bool {
	return placeName(v) || inflectedManager(v)
}
