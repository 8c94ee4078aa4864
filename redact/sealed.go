package redact

import (
	"strings"
	"sync"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// sealWords say that a file, a disk or a wallet was encrypted; the password
// it was sealed with follows "with" in the same clause ("I encrypted the
// wallet file with X", "das Backup ist mit X verschlüsselt" aside, whose
// value comes first and which a credential word rarely leaves out).
var sealWords = []string{"encrypted", "protected", "locked", "secured", "verschlüsselt", "chiffré", "cifrado",
	"criptografado", "crittografato", "zaszyfrowany", "zaszyfrowałem", "versleuteld", "krypterade", "krypteret"}

// sealJoin runs from a seal word to the value: a few words of the same
// clause, then "with" in one of the languages a note is written in.
var sealJoin = lazyre.New(`^[^.;!?\n]{0,60}?\s(?:with|using|mit|avec|con|com|met|med|z|by)\s+(?:(?:the|a|my)\s+)?(?:(?:password|passphrase|passwort|mot de passe|senha|hasłem|wachtwoord)\s+)?`)

// sealedWith redacts the password a sentence says something was encrypted
// with. Only a value that reads as a password counts: letters of both
// cases with a digit or a symbol, not a cipher (AES256), a tool (VeraCrypt)
// nor a name in camelCase (BitLocker2).
func sealedWith(text string, spans []span) []span {
	sealTable().scan(text, func(i int, words []string) int {
		for _, w := range words {
			if !strings.HasPrefix(text[i:], w) {
				continue
			}
			e := i + len(w)
			rest := text[e : e+lineBound(text, e)]
			loc := sealJoin.FindStringIndex(rest)
			if loc == nil {
				return e
			}
			if v := passwordToken(rest, loc[1]); strongPassword(rest[v[0]:v[1]]) {
				spans = take(text, e, v, minSecretLen-2, "password", spans)
			}
			return e
		}
		return i + 1
	})
	return spans
}

// sealTable files the seal words, as written and capitalised, by their
// first two bytes: one pass over the text finds them all.
var sealTable = sync.OnceValue(func() *pairTable[string] {
	x := &pairTable[string]{}
	for _, w := range sealWords {
		x.add(w, w)
		x.add(strings.ToUpper(w[:1])+w[1:], strings.ToUpper(w[:1])+w[1:])
	}
	return x
})

// strongPassword says whether tok reads as a password someone chose to be
// hard: both cases, and a digit or a symbol.
func strongPassword(tok string) bool {
	if len(tok) < 8 || strings.ContainsAny(tok, "./:\\") || productName(tok) || placeholder(tok) {
		return false
	}
	var lower, upper, other bool
	for i := 0; i < len(tok); i++ {
		switch class(tok[i]) {
		case 1:
			lower = true
		case 2:
			upper = true
		default:
			other = true
		}
	}
	return lower && upper && other
}

// productName says whether tok is a name in camelCase, with a version's
// digits after it ("BitLocker2", "KeePassXC", "MyProfile3").
func productName(tok string) bool {
	return camelWords(strings.TrimRight(tok, "0123456789"))
}
