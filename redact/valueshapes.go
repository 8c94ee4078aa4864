// Judging a candidate value by its shape and the words around it: a PIN
// and its noun, a password's phrase and parts, a bare value, a value named
// before its label, an XML or plist element's text, a subcommand's or a
// resource's name.

package redact

import (
	"strings"
	"unicode"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// lowerWord: a word of lowercase letters, which a token never is. A byte
// loop, not strings.Trim, whose cutset is built on every call: seedRuns
// asks it (through seedShaped) of every word of a long line.
func lowerWord(v string) bool {
	for i := 0; i < len(v); i++ {
		if v[i] < 'a' || v[i] > 'z' {
			return false
		}
	}
	return v != ""
}

// namespaced: "key:generate", "secrets:list": a colon joining two words with
// no space is a command's namespace (php artisan key:generate, npm run
// token:refresh), not a name given its value.
func namespaced(rest string, op []int) bool {
	if op[0] != 0 || op[1] != 1 || rest[0] != ':' {
		return false
	}
	v := token(rest, 1)
	return lowerWord(rest[v[0]:v[1]])
}

// schemeWord: an Authorization header's value opens with a scheme this
// package does not list (Splunk, SSWS): one word of letters, and a token
// after it on the line.
func schemeWord(name, rest string, v [2]int) bool {
	w := rest[v[0]:v[1]]
	if !strings.EqualFold(name, "authorization") || len(w) > 12 || strings.Trim(w, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return false
	}
	n := token(rest, v[1])
	return n[1] > n[0]
}

// secretNamed: a name that ends in "secret" says its value is one, however
// guessable; a key or a token may be named by a word ("the key is utf8mb4").
func secretNamed(name string) bool {
	parts := components(name)
	return len(parts) > 0 && (strings.HasSuffix(parts[len(parts)-1], "secret") || secretSlips[parts[len(parts)-1]])
}

// pinNoun is the length of the word for a code or a number after a PIN's
// name ending at e, which names the same secret, else 0: "PIN code", "PUK
// number", German's "PIN Nummer", Czech's and Polish's "PIN kód", "PIN
// kod", and Hungarian's "PIN kód" with its possessive endings ("a SIM
// PIN kódja 1524", "a PIN kódom 8812"), which no verb follows.
func pinNoun(text string, e int, rest string) int {
	name := lowerASCII(text[e-nameLen(text, e) : e])
	if name != "pin" && name != "puk" {
		return 0
	}
	for _, n := range pinNouns {
		if len(rest) > len(n) && strings.EqualFold(rest[:len(n)], n) && !isNameByte(rest[len(n)]) {
			return len(n)
		}
	}
	return 0
}

// pinNouns are the words pinNoun reads, each with its blank.
var pinNouns = []string{" code", " number", " nummer", " kód", " kódja", " kódom", " kódod", " kódunk", " kod", " kodas", " kods", " koda", " kood", " koodi", " код"}

// nounDigits is the PIN right after its noun, as bounds in rest: 4 to 12
// digits after one blank, then a blank, a mark or the end ("PIN kódja
// 1524, a PUK ..."); a year or a file's mode is none.
func nounDigits(rest string) ([2]int, bool) {
	if len(rest) < 5 || rest[0] != ' ' {
		return [2]int{}, false
	}
	j := 1
	for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
		j++
	}
	tok := rest[1:j]
	if len(tok) < 4 || len(tok) > 12 || yearOrMode(tok) || j < len(rest) && strings.IndexByte(" \t\r\n,.;)", rest[j]) < 0 {
		return [2]int{}, false
	}
	return [2]int{1, j}, true
}

// pinCode says whether tok, right after name, is a PIN: 4 to 12 digits
// after a name that spells one as a code does (PIN, PUK, passcode, pincode).
// A lowercase "pin" alone is a verb or a connector's pin ("pin 4 of the
// header", "pin numpy to 1.26"), so it needs one of the other words or an
// owner in its name (--sim-pin, user_pin).
func pinCode(name, tok string) bool {
	tok = strings.TrimSuffix(strings.TrimPrefix(tok, "#"), "#") // "gate code #4471", a keypad's "door code 4471#"
	if len(tok) < 3 || len(tok) > 12 || !isDigits(tok) {
		return false
	}
	for _, p := range components(name) {
		switch {
		case p == "cvv" || p == "cvv2" || p == "cvc" || p == "cvc2":
			return len(tok) <= 4 // "CVV 123"
		case len(tok) < 4:
		case p == "puk" || p == "passcode" || p == "pincode" || p == "пін" || p == "пин" || p == "pin" && (strings.Contains(name, "PIN") || len(components(name)) > 1) || lockCodeWords[p]:
			return true // a code or a combination is a password only beside a lock word (classify)
		case p == "otp" || p == "totp" || p == "mfa" || p == "2fa":
			return len(tok) >= 6 && len(tok) <= 8 // "OTP 482913"
		case p != "pin" && passwordPart(p):
			return !yearOrMode(tok) // "password 48213907", "--pwd 48213907", "mot_de_passe 5521": a password of digits is one
		}
	}
	return false
}

// quotedForm reads a quoted value (at v in rest, after the name ending at
// e) that is no value alone: an auth scheme's literal joined to its
// credential ('Authorization': 'Basic ' + '...'), or a pipeline in inline
// code ("the secret: `echo cmVh... | base64 -d`"), a command whose
// arguments are judged one by one.
func quotedForm(text string, e int, rest string, v [2]int, quoted bool, spans []span) ([]span, bool) {
	switch {
	case !quoted:
		return spans, false
	case schemeLiteral(rest, v):
		return schemeConcat(text, e, rest, v, spans), true
	case rest[v[0]-1] == '`' && strings.Contains(rest[v[0]:v[1]], " | "):
		return pipelineArgs(text, e+v[0], e+v[1], spans), true
	}
	return spans, false
}

// pipelineArgs redacts, in the pipeline text[s:end] that a label's inline
// code holds, the arguments that read as random: the command's words and
// flags are no secret, and a base64 argument that decodes to plain text
// ("echo cmVhZC1vbmx5 | base64 -d" prints a user's name) is only text.
func pipelineArgs(text string, s, end int, spans []span) []span {
	for _, f := range fieldBounds(text[s:end]) {
		arg := strings.Trim(text[s+f[0]:s+f[1]], `'"`)
		if len(arg) >= minPasswordLen && candidate(arg) && !encodesText(arg) && !placeholder(arg) {
			at := s + f[0] + strings.Index(text[s+f[0]:s+f[1]], arg)
			spans = append(spans, span{at, at + len(arg), "credential"})
		}
	}
	return spans
}

// placedAt: the word at v in rest is a participle and the next word a
// preposition of place: "the password is written on the whiteboard",
// "is taped under the keyboard", "is pinned in #ops". The sentence says
// where the password is, in the passive, and gives no value.
func placedAt(rest string, v [2]int) bool {
	w := rest[v[0]:v[1]]
	if !plainWord(w) || !placingParticiple(w) || v[1] >= len(rest) || rest[v[1]] != ' ' {
		return false
	}
	next, _, _ := strings.Cut(strings.TrimLeft(rest[v[1]:], " "), " ")
	return placePrepositions[strings.ToLower(next)]
}

// placingParticiple: w reads as an English past participle: a regular one
// (participle), one in -en or -wn (written, hidden, shown), or an
// irregular one a note puts a password with (stuck, kept, left, put, set).
// Alone, a word in -en may be a password (golden, kitten): placedAt asks
// for the preposition after it too.
func placingParticiple(w string) bool {
	return participle(w) || len(w) > 4 && (strings.HasSuffix(w, "en") || strings.HasSuffix(w, "wn")) || irregularParticiples[w]
}

var irregularParticiples = wordSet("stuck kept left put set hung")

// placePrepositions say where a thing is put.
var placePrepositions = wordSet("on in at under behind inside beside near next above below into onto upon by down up")

// netrcEntry: the word at s is the "password" keyword of a .netrc entry
// (ftp's, curl's, git's): on its line after "login USER", or alone at its
// line's start under a "machine HOST" or "default" line of the same entry.
// The file's grammar gives the next token as the password whatever its
// shape, "=" and "!" included, where a sentence's word before one is read
// by what follows. An address there is what anonymous FTP asks for
// ("password anonymous@"), left to the other rules.
func netrcEntry(text string, s int) bool {
	if !strings.HasPrefix(text[s:], "password ") {
		return false
	}
	ls := strings.LastIndexByte(text[:s], '\n') + 1
	head := strings.Fields(text[ls:s])
	if len(head) >= 2 && head[len(head)-2] == "login" {
		return true
	}
	if len(head) > 0 {
		return false
	}
	for n, end := 0, ls-1; n < 3 && end > 0; n++ {
		start := strings.LastIndexByte(text[:end], '\n') + 1
		if f := strings.Fields(text[start:end]); len(f) > 0 && (f[0] == "machine" && len(f) > 1 || f[0] == "default") {
			return true
		} else if len(f) == 0 || f[0] != "login" && f[0] != "account" {
			return false // the entry's lines are its own keywords
		}
		end = start - 1
	}
	return false
}

// passwordPhrase: the label ending at e is a Romance language's
// "passphrase", its owner after the noun ("la phrase secrète", "frase
// secreta", "phrase de passe"): a password, whose digits are its value as
// the English word's are (pinCode); a recovery phrase's are not.
func passwordPhrase(text string, e int) bool {
	before := lowerASCII(text[max(0, e-len("phrase de passe")):e])
	for _, w := range passwordPhraseOwners {
		if strings.HasSuffix(before, w) && (strings.HasSuffix(before[:len(before)-len(w)], "phrase") || strings.HasSuffix(before[:len(before)-len(w)], "frase")) {
			return true
		}
	}
	return false
}

// keyedPIN: a lowercase "pin" alone stands as a key before 4 to 12
// digits: a command's flag ("./deploy.sh --pin 48213907"), or a line of a
// key and its value alone ("pin 48213907"). In a sentence the word is a
// verb or a connector's pin ("pin 4 of the header", "pin 1234 on the
// breadboard"), and pinCode asks more of it.
func keyedPIN(text string, e int, name, tok string) bool {
	key := strings.TrimLeft(name, "-")
	if key != "pin" || len(tok) < 4 || len(tok) > 12 || !isDigits(tok) || yearOrMode(tok) {
		return false
	}
	if len(key) < len(name) {
		return true // --pin 48213907
	}
	s := e - len(name)
	if pinOwners[lowerASCII(ownerBefore(text, s))] || codeListed(text[e+strings.Index(text[e:], tok)+len(tok):]) {
		return true // "SIM pin 4829", "pin 4829, PUK 12345678"
	}
	after := strings.TrimSpace(text[e : e+lineBound(text, e)])
	return strings.TrimLeft(text[strings.LastIndexByte(text[:s], '\n')+1:s], " \t") == "" && after == tok
}

// ownerBefore is the word before the name starting at s, past Hindi's
// genitive particle, which puts the owner before it: "ATM ka pin 4821
// hai" is the ATM's pin, as "ATM pin 4821" is.
func ownerBefore(text string, s int) string {
	w := wordBefore(text, max(0, s-1))
	if genitives[strings.ToLower(w)] && s-len(w)-1 > 0 {
		return wordBefore(text, s-len(w)-2)
	}
	return w
}

// genitives are Hindi's and Urdu's "of" in Latin letters and in their scripts.
var genitives = wordSet("ka ki ke का की के کا کی کے")

// pinOwners are the things whose PIN a lowercase "pin" after them names:
// a SIM, a card, a phone, a hardware key. No connector or verb follows
// them ("the SIM pin", "card pin"), and a header's "pin 4" has too few digits.
var pinOwners = wordSet("sim card atm debit credit bank phone iphone android yubikey smartcard tablet ipad laptop sim-card simcard")

// codeListed: what follows a "pin" value lists another code right after a
// comma or an "and" ("pin 4829, PUK 12345678", "pin 4829 and cvv 113"):
// codes named one after another are a card's or a SIM's secrets, and the
// "pin" beside them is no connector's ("pin 1234, pin 1235" are still
// a header's).
func codeListed(after string) bool {
	after = strings.TrimLeft(after, " \t")
	for _, sep := range []string{",", ";", "and ", "&", "/"} {
		if f := strings.Fields(after[min(len(after), len(sep)):]); strings.HasPrefix(after, sep) && len(f) > 0 {
			return listedCodes[lowerASCII(strings.Trim(f[0], ":="))]
		}
	}
	return false
}

// listedCodes are the labels of a code that may follow a PIN in a list.
var listedCodes = wordSet("puk puk2 pin2 cvv cvc cvv2 cvc2 passcode otp password pw")

// passwordPart: p is a word whose value is a password whatever its
// shape, in English, in code or in another language (password, pwd,
// dbpass, passwort, senha, hasło), as classify reads it.
func passwordPart(p string) bool {
	c, ok := credWords[p]
	if !ok {
		c = suffixClass(p)
	}
	return c == password || c == passphrase
}

// yearOrMode: four digits that read as a year (2024) or a file's mode
// (0644), which "the password 2024 rotation" and "passwd 0644" give a
// password word without being its value.
func yearOrMode(tok string) bool {
	if len(tok) != 4 {
		return false
	}
	return tok[:2] == "19" || tok[:2] == "20" || tok[0] == '0' && strings.Trim(tok[1:], "01234567") == ""
}

// bareValue says whether tok, right after a password word with nothing
// between, is the password: letters and digits mixed, 6 bytes or more, and
// no sign of a path, a flag, a version or a digest.
func bareValue(tok string) bool {
	if len(tok) < 6 || tok[0] == '-' || strings.ContainsAny(tok, ":/=.") || placeholder(tok) {
		return false
	}
	letters, digits := false, false
	for i := 0; i < len(tok); i++ {
		letters = letters || class(tok[i]) == 1 || class(tok[i]) == 2
		digits = digits || class(tok[i]) == 3
	}
	return letters && digits
}

// valueBefore is a value the sentence names as a credential after it:
// "01234567-... is my api key", "ghp_... was the deploy token", and in
// the languages whose "is" proseOp reads after the word ("X ist das
// Passwort", "X est le mot de passe", "X to hasło do routera"). Its
// second group is the verb. A dash and a pronoun's "is" may stand for the
// verb (dashThat): "X — that's the root pw".
var valueBefore = lazyre.New(`(\S+)\s+(?:` + cliticBefore + `(is|was|as|como|comme|als|как|come|jako|som|sebagai|ist|est|es|è|é|är|er|jest|je|to|on)\s+|\(\s*|` + dashThat + `\s+)(?:(?:my|our|the|your|a|an|its|their|la|le|el|das|den|il|o|het|de|der|die|det)\s+)?(?:[\pL\w-]+(?:\s+|['’])){0,2}$`)

// cliticBefore is the dative pronoun the South Slavic, Slovene, Czech and
// Slovak languages put between the subject and "je" ("X ti je lozinka za
// VPN": X is your password for the VPN; "X mi je geslo"), which reads
// "your" or "my" and names the same value.
const cliticBefore = `(?:(?:mi|ti|mu|joj|ji|nam|vam|im|jim)\s+)?`

// dashThat is a pronoun and its "is" after a value, a dash before it or
// none: "X — that's the root pw", "X, c'est le mot de passe", "X - das ist
// das Passwort"; or an arrow that points back at it ("X <- that's the
// wifi password", "X ← this is the PIN").
const dashThat = `(?:(?:[—–-]|<-{1,2}|←|<=)\s+)?(?:(?:that|this|it)(?:'s|’s|\s+is|\s+was)|c'est|c’est|das\s+ist)`

// before redacts a random-looking value the sentence names, before the
// credential name starting at s, as the credential; a password (pw) need
// only mix letters and digits ("use hunter22x as the password").
func before(text string, s int, pw bool, spans []span) []span {
	from := max(0, s-80)
	if j := strings.LastIndexByte(text[from:s], '\n'); j >= 0 {
		from += j + 1
	}
	w := text[from:s]
	if !containsAnyOf(w, " is ", " was ", " as ", " (", " como ", " comme ", " als ", " как ", " come ", " jako ", " som ", " sebagai ", "'s ", "’s ", " c'est ", " c’est ") && !foreignIsBefore(w) {
		return spans // the expression backtracks from every start: run it only where its verb is
	}
	loc := valueBefore.FindStringSubmatchIndex(w)
	if loc == nil || loc[4] >= 0 && englishPreposition(w[loc[4]:loc[5]], text[s:]) {
		return spans
	}
	raw := text[from+loc[2] : from+loc[3]]
	// A "!" before the verb ends no sentence ("Qv7#nT2x! as the password"):
	// it is the value's own last character, as a generator often gives it.
	v := strings.TrimRight(strings.TrimLeft(raw, "\"'`([{<>}]).,;:!?"), "\"'`([{<>}]).,;:?")
	if v == "" || !candidate(v) && !(pw && (bareValue(v) || digitPassword(v) || subjectWord(w, loc, v) && !possessed(text[s:]))) || managerName(v) {
		return spans // "Keepass is the password for everything": where the passwords are kept
	}
	start := from + loc[2] + strings.Index(raw, v)
	return append(spans, span{start, start + len(v), "credential"})
}

// subjectWord: v, a lowercase or capitalised word, opens w's sentence as
// the subject of English "is" or "was" before a password's word that ends
// its phrase ("swordfish is the admin password", "Swordfish is the admin
// password"): a word there names the password. A noun the sentence is
// about takes a noun after the password's word ("Vault is the password
// manager"), which the label's end already refuses; a capital alone only
// opens the sentence. A function word (this, here, mine), a participle
// (attached, enclosed) or a word a sentence about the password opens with
// stays, in either case.
func subjectWord(w string, loc []int, v string) bool {
	if loc[4] < 0 || !subjectCopulas[w[loc[4]:loc[5]]] || len(v) < 6 || loc[2] != len(w)-len(strings.TrimLeft(w, " \t")) && !sentenceEnd(w[:loc[2]]) {
		return false
	}
	if headedLabel(w[loc[5]:]) || w[loc[4]:loc[5]] == "to" && polishVerb(strings.ToLower(v)) {
		return false
	}
	if class(v[0]) == 2 {
		v = string(v[0]+'a'-'A') + v[1:] // a sentence's capital: the word is read as lowercase
	}
	for i := 0; i < len(v); i++ {
		if class(v[i]) != 1 {
			return false
		}
	}
	return !stopWords[v] && !subjectStops[v] && !participle(v) && !strings.HasSuffix(v, "ed") && !strings.HasSuffix(v, "ing")
}

// subjectCopulas are the verbs "is" and "was" by language, that name the
// word before them the password after them: English is and was, Dutch is,
// German ist, French est, Spanish es, Italian è, Portuguese é, Swedish är,
// Danish and Norwegian er, Polish jest and to, Czech je, Finnish on
// ("Girasol es la contraseña", "Pierogi to hasło"). "as" and its kin
// (como, als, som) hand over a value and open no sentence with it.
var subjectCopulas = wordSet("is was ist est es è é är er jest je to on")

// polishVerb: v ends as a Polish verb in the first person or the
// imperative does (zmieniam, zmieniłem as "zmienilem", zapisz, wpisuj,
// sprawdzaj), whose "to" after it is "this", the password's demonstrative
// ("Zmieniam to hasło"), not the copula of "Pierogi to hasło".
func polishVerb(v string) bool {
	for _, e := range []string{"am", "em", "sz", "aj", "uj", "ij"} {
		if strings.HasSuffix(v, e) {
			return true
		}
	}
	return false
}

// headedLabel: the words between the copula and the password's word (an
// article aside) hold a preposition, so the password's word qualifies a
// noun before it, which the sentence names: "Bitwarden é o gerenciador de
// senhas", "Keepass è il gestore delle password", "Vault is the keeper of
// passwords". The password's own qualifier comes before it ("the admin
// password", "het admin wachtwoord") or after it, never through one;
// French's "mot de passe" holds its "de" in the word itself.
func headedLabel(label string) bool {
	fields := strings.Fields(label)
	if n := len(fields); n >= 2 && strings.EqualFold(fields[n-2], "mot") && fields[n-1] == "de" {
		fields = fields[:n-2]
	}
	for _, f := range fields {
		if labelPrepositions[strings.ToLower(f)] {
			return true
		}
	}
	return false
}

// labelPrepositions link a head noun to the password's word after it, by
// language: of, for (English), de, del, della, di, da, do, dos (Romance),
// du, des, pour (French), van, voor (Dutch), von, für, zum (German), för,
// till, av (Swedish), do, dla, od (Polish), k, ke, pro (Czech), za
// (Croatian, Serbian, Bosnian, Slovene, Slovak: "X je geslo za wifi").
var labelPrepositions = wordSet("of for de del della delle dei degli di da do dos du des pour per para van voor von für zum zur för till av af dla od k ke pro za")

// ownerAfter: rest, after a password's word, opens with a preposition that
// gives its owner, as the languages that place a qualifier after the noun
// do: "X es la contraseña del wifi", "X to hasło do routera", "X je heslo
// k wifi". The phrase still ends on the password, whose owner it names.
func ownerAfter(rest string) bool {
	w, _, _ := strings.Cut(strings.TrimLeft(rest, " \t"), " ")
	return w != "" && len(w) < len(strings.TrimLeft(rest, " \t")) && labelPrepositions[strings.ToLower(w)]
}

// possessed: the word label opens with is a possessive ("password's weak
// point"): it owns the noun after it and labels nothing.
func possessed(label string) bool {
	j := strings.IndexFunc(label, func(r rune) bool { return !unicode.IsLetter(r) })
	return j >= 0 && (strings.HasPrefix(label[j:], "'") || strings.HasPrefix(label[j:], "’"))
}

// sentenceEnd: before ends a sentence, so the next word opens one.
func sentenceEnd(before string) bool {
	t := strings.TrimRight(before, " \t")
	return t == "" || strings.IndexByte(".!?:;", t[len(t)-1]) >= 0
}

// subjectStops open a sentence about a password, not its value: "nothing
// is the password", "rotation is the password's problem".
var subjectStops = wordSet("nothing something anything everything whatever either neither another mine yours ours theirs " +
	"whose because unless though although perhaps maybe probably which whichever please thanks rotation policy default " +
	// the same in the other copulas' languages: this, that, nothing, below,
	// attached, the following
	"questo questa quello quella niente allegato allegata seguente aquello aquella adjunto adjunta siguiente abaixo anexo anexa aquilo " +
	"seguinte nichts dieses dieser folgendes folgende anbei hieronder hierbij bijgevoegd volgende nedan bifogat ingenting följande " +
	"nedenfor vedlagt dessous suivant ponizej " +
	// which, asking for the password: "Vilket är lösenordet?"
	"vilket vilken welches welcher welchen lequel laquelle ktorego ktore")

// digitPassword: v is 4 to 12 digits, a PIN's or a numeric password's
// shape, and no year or file mode: "use 48213907 as the password".
func digitPassword(v string) bool {
	return len(v) >= 4 && len(v) <= 12 && isDigits(v) && !yearOrMode(v)
}

// elementValue is the text of an XML element the credential name ending at
// e opens (<password>SECRET</password>), as bounds in text[e:].
func elementValue(text string, e int, rest string) ([2]int, bool) {
	s := e - nameLen(text, e)
	if s == 0 || text[s-1] != '<' || !strings.HasPrefix(rest, ">") {
		return [2]int{}, false
	}
	if v, ok := valueChild(text[e:min(len(text), e+maxProviderSpan)]); ok {
		return v, true // <AdministratorPassword>\n  <Value>SECRET</Value>
	}
	if j := strings.IndexByte(rest, '<'); j >= 0 {
		return [2]int{1, j}, true
	}
	if strings.TrimSpace(rest[1:]) != "" {
		return [2]int{}, false
	}
	// <apiToken>\n    SECRET\n</apiToken>: an indented document gives the
	// text its own line. One token only: a sentence there describes the field.
	after := text[e+1 : min(len(text), e+1+maxProviderSpan)]
	j := strings.IndexByte(after, '<')
	if j < 0 {
		return [2]int{}, false
	}
	v := strings.TrimSpace(after[:j])
	if v == "" || strings.ContainsAny(v, " \t\r\n") {
		return [2]int{}, false
	}
	k := 1 + strings.Index(after, v)
	return [2]int{k, k + len(v)}, true
}

// maxLabelIndent is as far before a type label as its block's keyword and
// indentation reach.
const maxLabelIndent = 48

// subcommandName: the name ending at e is a CLI's subcommand that makes or
// reads a credential (aws rds generate-db-auth-token, ecr
// get-login-password, gcloud auth print-access-token), followed by its
// flags: the secret is what the command prints, and the flags' arguments
// (a host, a region, a user) are no value of it.
func subcommandName(text string, e int, rest string) bool {
	parts := components(text[e-nameLen(text, e) : e])
	return len(parts) > 1 && strings.Contains(subcommandVerbs, " "+parts[0]+" ") && strings.HasPrefix(strings.TrimLeft(rest, " \t"), "--")
}

// subcommandVerbs open a subcommand's name.
const subcommandVerbs = " generate get print create fetch issue rotate refresh revoke describe show list "

// resourceType: the name ending at e is the type label of a Terraform
// block (resource "random_password" "admin" {, data "vault_generic_secret"
// "db" {): a provider's type, and the label after it the block's own
// name; the values are in the body, which the body's names label.
func resourceType(text string, e int) bool {
	s := e - nameLen(text, e)
	from := max(0, s-maxLabelIndent) // a bounded look back: a one-line document holds names by the thousand
	ls := from + strings.LastIndexByte(text[from:s], '\n') + 1
	if ls == from && from > 0 {
		return false
	}
	head := strings.TrimLeft(text[ls:s], " \t")
	return head == `resource "` || head == `data "` || head == `ephemeral "`
}

// plistKey: the element the name ending at e opens is a property list's
// <key>, whose text names the value in the element after it (Info.plist,
// a launchd job, a .mobileconfig): <key>ServerURL</key><string>...: the
// text is a name, never a key's value.
func plistKey(text string, e int, rest string) bool {
	if text[e-nameLen(text, e):e] != "key" {
		return false
	}
	j := strings.Index(rest, "</key>")
	return j > 0 && plistElement.MatchString(text[e+j+len("</key>"):min(len(text), e+j+len("</key>")+maxProviderSpan)])
}

// plistElement opens the element that holds a property list key's value.
var plistElement = lazyre.New(`^\s*<(?:string|data|integer|real|date|true|false|array|dict)\b`)

// plistValue is the text of the <string> or <data> element after a property
// list's <key> whose text is the credential name ending at e
// (<key>ServerPassword</key>\n<string>SECRET</string>), as bounds in
// text[e:]: the key names it, the next element holds it.
func plistValue(text string, e int, rest string) ([2]int, bool) {
	s := e - nameLen(text, e)
	if s < len("<key>") || text[s-len("<key>"):s] != "<key>" || !strings.HasPrefix(rest, "</key>") {
		return [2]int{}, false
	}
	after := text[e+len("</key>") : min(len(text), e+len("</key>")+maxProviderSpan)]
	body := strings.TrimLeft(after, " \t\r\n")
	open := ""
	for _, tag := range []string{"<string>", "<data>"} {
		if strings.HasPrefix(body, tag) {
			open = tag
		}
	}
	j := strings.IndexByte(body[len(open):], '<')
	if open == "" || j < 0 {
		return [2]int{}, false
	}
	v := strings.TrimSpace(body[len(open) : len(open)+j])
	if v == "" {
		return [2]int{}, false
	}
	k := len("</key>") + len(after) - len(body) + len(open) + strings.Index(body[len(open):], v)
	return [2]int{k, k + len(v)}, true
}

// pairSecond is the second half of a "user / password" pair given after a
// credential name ("creds: deploy / SECRET"), as bounds in rest, when it
// reads as random or as a password (letters and digits with symbols a
// random token holds none of: "Zx>8=qR#4m"); else v.
func pairSecond(rest string, v [2]int) [2]int {
	after := rest[v[1]:]
	t := strings.TrimLeft(after, " \t")
	if !strings.HasPrefix(t, "/ ") {
		return v
	}
	if w := passwordToken(rest, v[1]+len(after)-len(t)+2); candidate(rest[w[0]:w[1]]) || loginPassword(rest[w[0]:w[1]]) {
		return w
	}
	return v
}
