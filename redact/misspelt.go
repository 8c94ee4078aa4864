package redact

import (
	"slices"
	"strings"
)

// misspeltLabels are the spellings a hurried hand gives a credential's
// word, each with the word's class: one letter dropped (pasword, secet),
// two beside each other swapped (passwrod, secert, tokne), one doubled
// (passsword). A label typed in a chat is read as the word it misspells:
// whoever reads the note reads the value as the password or the secret,
// so the redactor must too. Only the long words are spread this way: the
// short spellings of "password" (pwd, pswd) are labels a config writes on
// purpose (credWords). Token's slips of four letters (tokn, tken) are
// read too, but not toen, Dutch's "then".
var misspeltLabels = func() map[string]credClass {
	m := map[string]credClass{}
	for w, c := range misspeltWords {
		for _, s := range misspellings(w) {
			if len(s) >= 5 || len(s) == 4 && s != "toen" {
				m[s] = c
			}
		}
		for _, s := range digitSpellings(w) {
			m[s] = c
		}
	}
	return m
}()

// misspeltWords are the long credential words whose slips are read as
// them: English's, and the password words of German, Dutch, Spanish
// without its tilde, Finnish and Danish, as a chat in those languages
// types them in a hurry ("die Passwrot ist", "het wachtwood is"). Words
// one slip away from a common word (Italian's parola: parla, paola;
// lozinka: lozina, a vine) are left out.
var misspeltWords = map[string]credClass{"password": password, "secret": secret, "token": secret,
	"passwort": password, "kennwort": password, "wachtwoord": password, "contrasena": password, "salasana": password, "adgangskode": password}

// secretSlips are the slips of "secret" alone (secet, secert), which
// name a secret as the word does where a token's slips do not ("the secet
// is hunter2", secretNamed).
var secretSlips = wordSet(strings.Join(misspellings("secret"), " "))

// digitSpellings are w with one or more of its letters written as the
// digit that looks like it (passw0rd, p4ssword, pa55w0rd, s3cret, t0ken),
// as a label is typed to dodge a filter or for fun; the whole word stays,
// so no other word is spelt this way.
func digitSpellings(w string) []string {
	out := []string{w}
	for i := range len(w) {
		d, ok := lookalikeDigits[w[i]]
		if !ok {
			continue
		}
		for _, s := range out {
			out = append(out, s[:i]+string(d)+s[i+1:])
		}
	}
	return out[1:]
}

// lookalikeDigits are the digits a letter is written as in such spellings.
var lookalikeDigits = map[byte]byte{'o': '0', 'a': '4', 's': '5', 'e': '3', 'i': '1'}

// misspellings are the strings one slip of the hand away from w: a letter
// dropped, doubled, swapped with the next, or typed as its neighbour in
// the word (paasword, passwwrd: the finger stays on the key it just
// struck). w itself is left out, and so are its own first and last
// letters dropped: a prefix of w is read as w (passwor), and a suffix
// sits inside other words (oken in broken).
func misspellings(w string) []string {
	var out []string
	for i := range len(w) {
		out = append(out, w[:i]+w[i+1:], w[:i+1]+w[i:])
		if i+1 < len(w) {
			out = append(out, w[:i]+w[i+1:i+2]+w[i:i+1]+w[i+2:], w[:i]+w[i+1:i+2]+w[i+1:]) // passwrod; paasword's twin, passwwrd
		}
		if i > 0 {
			out = append(out, w[:i]+w[i-1:i]+w[i+1:]) // paasword: a letter typed as the one before it
		}
	}
	slices.Sort(out)
	out = slices.Compact(out)
	return slices.DeleteFunc(out, func(s string) bool { return s == w || strings.HasPrefix(w, s) || strings.HasSuffix(w, s) })
}
