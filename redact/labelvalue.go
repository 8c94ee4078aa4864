package redact

import "strings"

// qualQuantifier is a quantifier before a qualifier's article, which the
// qualifier's word count does not count: "the access code on all the
// printers is X", "the PIN for both the iPads is X", "the door code for
// all of the lockers is X", "le mot de passe pour tous les routeurs est
// X". Without it the quantifier and its article take two of the three
// words a qualifier may hold, and the thing's name runs past them.
const qualQuantifier = `(?:(?:all|both|each|every|tous|toutes|todos|todas|tutti|tutte|alle)\s+(?:of\s+)?)?`

// pronounCopula joins a password word of Arabic or Hebrew to its value
// across a longer run of qualifiers placed after the noun: both put an
// account's and a host's names after it with no preposition a list holds
// ("كلمة المرور لحساب root على خادم النسخ الاحتياطي هي X", "הסיסמה של
// המשתמש root בשרת הגיבוי הישן היא X"), and both say "is" with a pronoun
// (هي, هو, היא, הוא) that no English or Latin-script sentence holds, so up
// to twelve words may stand before it (an Arabic noun's chain of
// owners runs long: "خادم قاعدة البيانات الرئيسي"), where a Latin-script copula of two
// letters (ni, ay) allows four.
const pronounCopula = `(?:\s+[\pL\pN_.\-@]+){1,12}(?:\s*\([^()\n]{1,80}\))?\s+(?-i:هي|هو|היא|הוא)(?:\s*:|\s+|$)`

// pairPasswordAt is where the password of a login pair (its "/" or ":"
// at i in text, its password from ps) ends when an "@" at pe stopped the
// reader: a password holds one as a symbol ("admin / P@ssw0rd", "root /
// Gr@fana-2024!", "admin:P@ssw0rd!"). A "/" pair has no URL's userinfo,
// so its "@" ends the password only where an email address's domain
// follows ("platform / ops@acme.io", a team and its address) or nothing
// does; after a ":" a host may follow (app:s3cret@db-primary), so the
// "@" is the password's own only where no host name could: a symbol a
// host never holds comes after it.
func pairPasswordAt(text string, i, ps, pe int) int {
	if pe >= len(text) || text[pe] != '@' || pe == ps {
		return pe
	}
	e := pe + 1
	for e < len(text) && !isSpace(text[e]) && strings.IndexByte("\"'`,;()[]{}|/:", text[e]) < 0 {
		e++
	}
	after := strings.TrimRight(text[pe+1:e], ".?")
	if after == "" || text[i] == '/' && strings.Contains(after, ".") || text[i] == ':' && hostLike(after) {
		return pe // an email address's domain, or a host after a ":" pair's userinfo
	}
	return e
}

// hostLike: s could be a host's name: letters, digits, dots and dashes.
func hostLike(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-')
	}) < 0
}
