package redact

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// flagsValue: the word at i is the value of the flag before it. "npm
// publish --access public", "gh repo create --visibility=public", "aws s3 cp
// --acl public-read" set what a command does to a package or a bucket; they
// say nothing of a token the same line writes to ~/.npmrc before it.
func flagsValue(s string, i int) bool {
	if i < 3 || s[i-1] != ' ' && s[i-1] != '=' {
		return false
	}
	j := i - 1
	for j > 0 && isNameByte(s[j-1]) {
		j--
	}
	return j < i-2 && s[j] == '-' && (j == 0 || isSpace(s[j-1]))
}

// shippedAccount: a spaced pair's user is an account a device or a service
// ships with (admin, root, ubnt), which speaks of a login as "login" would:
// "the mikrotik in the closet: admin / closet123", "ups card is root /
// apc2019x". The password then need not mix cases, but holds two digits
// or more: a role or a replica is a word and one number (admin /
// readonly2), and a deployment's name (admin / billing-service-2) is still
// no password.
func shippedAccount(user, pw string) bool {
	digits := 0
	for i := 0; i < len(pw); i++ {
		if class(pw[i]) == 3 {
			digits++
		}
	}
	return digits >= 2 && commonAccounts[strings.ToLower(user)] && !serviceName(pw)
}

// proseLoc is where proseOp matches rest, the text after the credential
// word ending at e, or nil; after a postposed qualifier (postposedWord)
// when it does not match at once.
func proseLoc(text string, e int, rest string) []int {
	if !proseStart(rest) || !proseCue(rest) {
		return nil
	}
	if loc := proseMatch(rest); loc != nil {
		return loc
	}
	n := postposedWord(text, e, rest)
	if n == 0 {
		return nil
	}
	if loc := proseMatch(rest[n:]); loc != nil {
		return []int{0, n + loc[1]}
	}
	return nil
}

// proseMatch is where proseOp matches rest, or nil; an aside after a dash
// ("the passphrase again — it's X") gives its value only in quotes, as
// "— it's annoying" says how the prompt feels.
func proseMatch(rest string) []int {
	loc := proseOp.FindStringIndex(rest)
	if loc == nil || !dashAside(rest[:loc[1]]) {
		return loc
	}
	after := rest[loc[1]:]
	if after != "" && (after[0] == '"' || after[0] == '\'') {
		return loc
	}
	return nil
}

// dashAside: op, proseOp's match, is a dash's aside that ends "it's" or
// "mine is".
func dashAside(op string) bool {
	if !strings.Contains(op, "—") && !strings.Contains(op, "–") {
		return false
	}
	t := strings.TrimRight(op, " \t")
	return strings.HasSuffix(t, "'s") || strings.HasSuffix(t, "’s") || strings.HasSuffix(t, " is")
}

// postposedWord is the length of the word that qualifies a password word of
// another language after it, as French, Spanish, Portuguese and Italian
// place a noun's modifier: "mot de passe ssh du NAS :", "contraseña wifi de
// la oficina:", "senha root do servidor é", where English puts it first
// ("the ssh password for the NAS:"). One word of Latin letters and digits,
// not a verb or a preposition of proseOp; else 0. A word that spells a
// preposition elsewhere is a noun before a colon, where no object follows
// it ("wachtwoord nas:", the NAS's, not Portuguese's "nas"). English's own password
// words take no such word: "password manager for the team: 1Password"
// names a product, unless the sentence's copula is another language's.
func postposedWord(text string, e int, rest string) int {
	if len(rest) < 3 || rest[0] != ' ' {
		return 0
	}
	n, runes := 1, 0
	for n < len(rest) && runes < maxQualifierLen {
		r, size := utf8.DecodeRuneInString(rest[n:])
		if r >= utf8.RuneSelf && !unicode.Is(unicode.Latin, r) || !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			break // a word in Latin letters, accented too: Latvian's "parole datubāzei:", the database's
		}
		n, runes = n+size, runes+1
	}
	w := strings.ToLower(rest[1:n])
	if !ascii(w) && hasAnySuffix(w, verbEndings) {
		return 0 // "mot de passe oublié :": a participle, the sentence's own
	}
	if n < 3 || runes >= maxQualifierLen || n == len(rest) || rest[n] != ' ' && rest[n] != ':' || foreignVerbs[w] && rest[n] != ':' || stopWords[w] {
		return 0
	}
	name := lowerASCII(wordBefore(text, e))
	if (credWords[name] == password || twoWordLabel(text, e)) && (!englishPasswordWords[name] || foreignCopulaAfter(rest[n:]) || ownerGiven(rest, n, w)) || foreignKeyWord(name) && acronym(rest[1:n]) {
		return n // read last: most names fail the cheap tests above
	}
	return 0
}

// twoWordLabel: the password's name ending at e is Indonesian's or
// Malay's two words (kata sandi, kata laluan), or Thai's in Latin letters
// (rahat phan), whose last word alone
// credWords does not hold: "kata sandi admin: X" takes its qualifier after
// it as "senha root:" does.
func twoWordLabel(text string, e int) bool {
	return endsWithLowered(text, e, "kata sandi", "kata laluan", "rahat phan")
}

// sandiLabel: "sandi" at i, Indonesian's "kata sandi" shortened, is a
// label: written in lower case as a word of its own, with one qualifier
// after it and then a colon ("sandi admin: X", "sandi wifi: X"). Sandi is
// also a given name that opens chat lines ("Sandi: ok", "sandi bilang:
// besok"): a capital, a bare colon, or a verb of saying or a conjunction
// for the qualifier read as the name. With the possessive's "-nya"
// ("sandinya", "sandi nya": its password) it is the word, never the name.
func sandiLabel(text string, i int) bool {
	if e := i + len("sandinya"); text[i:min(len(text), e)] == "sandinya" && (i == 0 || !isNameByte(text[i-1])) && (e == len(text) || !isNameByte(text[e])) {
		return true // "sandinya X": the possessive's "its password", never the name
	}
	if text[i:min(len(text), i+len("sandi"))] != "sandi" || i > 0 && isNameByte(text[i-1]) {
		return false
	}
	if _, ok := cutNya(text[i+len("sandi"):]); ok {
		return true // "sandi nya": chat's possessive as a word of its own
	}
	if endsWithLowered(text, i, "kt ", "kata ", "/ ", ", ", "| ") {
		return true // "kt sandi: X": kata's short form before it; "akun: admin / sandi: X": a login pair's second half, never a name
	}
	if text[i:min(len(text), i+len("sandi "))] != "sandi " {
		return false
	}
	q := text[i+len("sandi ") : min(len(text), i+len("sandi ")+2*maxQualifierLen+1)]
	k := strings.IndexAny(q, ":=")
	if k < 0 {
		return false
	}
	words := strings.Fields(q[:k])
	if len(words) == 0 || len(words) > 2 {
		return false
	}
	for _, w := range words {
		if len(w) < 2 || nameSpeechWords[w] || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLower(r) && !unicode.IsDigit(r) }) >= 0 {
			return false
		}
	}
	return true // "sandi wifi kantor: X", "sandi baru = X": a label and its qualifiers
}

// nameSpeechWords follow a name, not a label, before a colon in
// Indonesian chat: verbs of saying and asking, and conjunctions that add a
// second name.
var nameSpeechWords = wordSet("bilang kata tanya nanya jawab tulis nulis balas bales cerita ngomong usul dan atau sama juga lagi")

// endsWithLowered: text before i, lowered, ends with one of words; only
// the longest word's length is lowered.
func endsWithLowered(text string, i int, words ...string) bool {
	n := 0
	for _, w := range words {
		n = max(n, len(w))
	}
	h := lowerASCII(text[max(0, i-n):i])
	for _, w := range words {
		if strings.HasSuffix(h, w) {
			return true
		}
	}
	return false
}

// foreignCopulaAfter: after opens with another language's "is" between
// blanks: the sentence is that language's, whatever its label's, and an
// English label (PIN, password) takes its qualifier after it as that
// language does: "PIN karty je 4417", "PIN tarjeta es 8830".
func foreignCopulaAfter(after string) bool {
	w, _, ok := strings.Cut(strings.TrimPrefix(after, " "), " ")
	return ok && after != "" && after[0] == ' ' && foreignCopulas[w]
}

// foreignCopulas are proseOp's "is" of other languages, less Polish's "to",
// which English reads as a preposition ("pin header to 3V3").
var foreignCopulas = wordSet("ist est es er jest je è é är")

// foreignKeyWord: name is another language's word for a key, a token or
// a secret (clave, chiave, klucz, nyckeln), which takes its owner's
// acronym after it: "la clave API de la base de datos es X".
func foreignKeyWord(name string) bool {
	return credWords[name] == secret && !ascii(name) || slices.Contains(foreignAnchors, name) || suffixClass(name) == secret
}

// acronym: w is an owner's acronym in capitals (API, SSH, GPG, AWS), and
// no part that says what a name is about (ID, TTL, URL): "klucz API to X"
// gives a key, "BitLocker key ID: X" names one.
func acronym(w string) bool {
	if len(w) < 2 || len(w) > 6 || notSecretParts[strings.ToLower(w)] {
		return false
	}
	for i := 0; i < len(w); i++ {
		if (w[i] < 'A' || w[i] > 'Z') && (w[i] < '0' || w[i] > '9' || i == 0) {
			return false
		}
	}
	return true
}

// maxQualifierLen bounds a postposed qualifier with its blank: a protocol,
// a device or an account's name (ssh, wifi, root, sudo, vpn, admin).
const maxQualifierLen = 12

// asideValue is the password's value v (bounds in rest, the text after
// the name ending at e) without the ")" at its end that closes a
// parenthesis opened before the name on its line: "(using password: YES)",
// MySQL's word for whether one was sent, "(password: Tq8-lamp-41)". A
// password of its own with a ")" inside ("Xk(9)z") keeps it.
func asideValue(text string, e int, rest string, v [2]int) [2]int {
	val := rest[v[0]:v[1]]
	if v[1]-v[0] < 2 || val[len(val)-1] != ')' || strings.IndexByte(val, '(') >= 0 {
		return v
	}
	s := e - nameLen(text, e)
	line := text[strings.LastIndexByte(text[:s], '\n')+1 : s]
	if strings.Count(line, "(") <= strings.Count(line, ")") {
		return v
	}
	return [2]int{v[0], v[1] - 1}
}

// proseCue says whether rest holds what every match of proseOp holds: a
// verb of its list as a word of its own ("is", "was", "to", "ist",
// "adalah"), a colon, an apostrophe ("it's", "dell'"), or any byte beyond
// ASCII (a dash, a particle, a verb in another script, a letter that folds
// to an ASCII one), where the expression alone can tell. Most names that
// reach it ("the token rotation policy") hold none, and the expression,
// whose first bytes wake hundreds of its states, runs only where one is.
// Words end at every byte \s matches, and at \v: a word it cuts short is
// one more to look up, never one fewer.
func proseCue(rest string) bool {
	var w [maxProseVerbLen]byte
	n := 0 // the word's length so far; past maxProseVerbLen, no verb
	for i := 0; i <= len(rest); i++ {
		if i < len(rest) {
			switch c := rest[i]; {
			case c >= 0x80 || c == ':' || c == '\'':
				return true
			case c != ' ' && (c < '\t' || c > '\r'): // \t \n \v \f \r
				if n < len(w) {
					w[n] = lowerByte(c)
				}
				n++
				continue
			}
		}
		if n > 0 && n <= len(w) && proseVerbs[string(w[:n])] {
			return true
		}
		n = 0
	}
	return false
}

// lowerByte lowers an ASCII capital and leaves any other byte.
func lowerByte(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// foreignProseVerbs are proseOp's verbs that are not English, one list
// for both sets read from it: proseVerbs, which spares the expression, and
// foreignVerbs, which says the sentence is in another language. A verb
// added to the expression is added here once, so the two cannot drift.
const foreignProseVerbs = "ist lautet heißt heisst luidt c'est eh est es er jest je ficou este adalah ialah hiya huwa és ir yra ay ni khue"

// proseVerbs are proseOp's verbs, each as the word it ends on ("was
// changed to" and "set to" end on "to", "is not" holds "is", "will be"
// ends on "be"). proseCue answers for any byte beyond ASCII before it
// looks a word up, so a verb such as "heißt" is the expression's to judge.
var proseVerbs = wordSet("is isn't was wasn't are becomes be to " + foreignProseVerbs)

// foreignVerbs are the verbs and prepositions of proseOp that are not
// English: after them the sentence is in a language stopWords do not list.
var foreignVerbs = wordSet(foreignProseVerbs + " pour para per van voor dla til za od de del di da du des der " +
	"na nos nas dos em en w im zum zur au")

// maxProseVerbLen is the length of proseVerbs' longest word ("becomes").
const maxProseVerbLen = 7
