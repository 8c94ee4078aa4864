package redact

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// inputVerb follows a credential word that a prompt asks for, and tells
// the reader what to give it: "for the passphrase type X", "asks for the
// password, enter X", "for the PIN prompt input X", "for the key paste X".
var inputVerb = lazyre.New(`^(?i)(?:\s+prompt)?,?\s+(?:type|enter|input|paste|use|put)\s+`)

// typedAnswer is the value an instruction says to give at the prompt for
// the credential word ending at e, as bounds in rest (text[e:]). The word
// must be the object of "for" ("when it asks for the passphrase", "for the
// root password"): after "the passphrase type" alone, "type" is as often
// the noun ("the password type is bcrypt"). The answer must read as a
// value, not a word of the sentence ("type nothing", "enter it twice").
func typedAnswer(text string, e int, rest string) ([2]int, bool) {
	loc := inputVerb.FindStringIndex(rest)
	if loc == nil {
		return [2]int{}, false
	}
	s := e - len(wordBefore(text, e))
	if s > 0 && strings.ContainsRune("_-", rune(text[s-1])) {
		return [2]int{}, false // db_password type ...: a name in code
	}
	lead := lowerASCII(text[max(0, s-28):s])
	if !strings.Contains(lead, "for ") || strings.ContainsAny(lead, ".;:\n") {
		return [2]int{}, false
	}
	v := passwordToken(rest, loc[1])
	if val := rest[v[0]:v[1]]; !heldValue(val) || hashAlgorithm(val) {
		return [2]int{}, false
	}
	return v, true
}

// hashAlgorithm: v names a digest or a password hash, as "type" the noun
// takes it ("for the password type sha256 is used").
func hashAlgorithm(v string) bool {
	l := lowerASCII(v)
	return macAlgorithms[l] || strings.HasPrefix(l, "argon2") || strings.HasPrefix(l, "pbkdf2") || strings.HasPrefix(l, "sha3")
}
