package redact

import (
	"slices"
	"strings"
)

// misspeltPasswords are the spellings a hurried hand gives "password": one
// letter dropped (pasword), two beside each other swapped (passwrod), one
// doubled (passsword). A label typed in a chat is read as the word it
// misspells: whoever reads the note reads the value as the password, so
// the redactor must too. Only "password" is spread this way: its shorter
// spellings are labels a config writes on purpose (credWords).
var misspeltPasswords = misspellings("password")

// misspellings are the strings one slip of the hand away from w: a letter
// dropped, doubled, or swapped with the next, w itself left out.
func misspellings(w string) []string {
	var out []string
	for i := range len(w) {
		out = append(out, w[:i]+w[i+1:], w[:i+1]+w[i:])
		if i+1 < len(w) {
			out = append(out, w[:i]+w[i+1:i+2]+w[i:i+1]+w[i+2:])
		}
	}
	slices.Sort(out)
	out = slices.Compact(out)
	return slices.DeleteFunc(out, func(s string) bool { return s == w || strings.HasPrefix(w, s) })
}
