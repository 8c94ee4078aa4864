package redact

import "strings"

// ownerGiven: the word w (rest[1:n]) after an English password word names
// whose password it is, and what follows gives its value in a password's
// shape: before a colon ("password nas: hunter22", "PIN router: 48213907"),
// or before Polish's "to" ("PIN telefonu to 4821"), which English reads
// as a preposition unless a PIN's digits follow and end the clause. A word
// that names an aspect of the password ("password manager: Bitwarden",
// "PIN timeout to 3000", "password policy: min12chars") owns nothing.
func ownerGiven(rest string, n int, w string) bool {
	if notSecretParts[w] || passwordAspects[w] {
		return false
	}
	if rest[n] == ':' {
		t := token(rest, n+1)
		val := rest[t[0]:t[1]]
		return bareValue(val) || strongPassword(val) || pinDigits(val) || wordPhrase(rest, clause(rest, t[0])) // "password nas: plum ladder orbit"
	}
	after, ok := strings.CutPrefix(rest[n:], " to ")
	if !ok {
		return false
	}
	t := token(after, 0)
	return pinDigits(after[t[0]:t[1]]) && (t[1] == len(after) || clauseEnd(after, t[1]) || after[t[1]] == ',')
}

// pinDigits: val is a PIN's 4 to 12 digits, not a year or a file's mode.
func pinDigits(val string) bool {
	return len(val) >= 4 && len(val) <= 12 && isDigits(val) && !yearOrMode(val)
}

// passwordAspects name a side of a password, not its owner, where
// notSecretParts does not already: how it is judged, asked, changed or
// kept ("password strength: strong", "password prompt: Enter PIN").
var passwordAspects = wordSet("strength strong weak requirements requirement rules rule prompt complexity generator change changes " +
	"changed history age attempts retries retry recovery protected protection less list spray spraying auth authentication " +
	"login reuse expired expires storage entropy cracking hashing salt chars characters digits " +
	"example examples sample samples tip tips advice style charset guidance idea ideas suggestion suggestions")
