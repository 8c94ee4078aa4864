// What stands between a credential's name and its value: the assignment
// and typed operators, a sentence's verbs and qualifiers, the verbs that set
// a password to a value, and the shapes of code that reads the secret
// instead of giving it.

package redact

import (
	"slices"
	"strings"
	"unicode"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// assignOp follows a name that is assigned: .env "=", YAML and headers ":",
// Go ":=", Ruby/PHP "=>", TOML " = ", JSON's closing quote then ":",
// Make's "?=" and "::=", PHP's ".=" ("+=" appends a piece: token += chunk).
// A quote may come escaped, as JSON or a config inside a code string
// writes it ("{\"api_key\": \"...\"}"); markdown may bold the label
// ("**API key:** ...", "**token**: ...").
var assignOp = lazyre.New(`^\\?["']?\]?(?:\*\*)?[ \t]*(?::{1,3}=|[.?]=|=>|=|:)[ \t]*(?:\*\*[ \t]+)?`)

// typedOp is a declared type between the name and "=", then a string
// literal: Go's "var apiToken string = ", TypeScript's "apiKey: string = ",
// Python's "password: str = ", and a byte array's type as Scala, Kotlin,
// Java, Go and Rust write it (Scala's "secret: Array[Byte] = "...".getBytes",
// Rust's "KEY: &[u8] = b"..."): the literal converted is the key. Visual
// Basic declares the type after "As" (Dim pw As String = "..."). Only a
// literal is a value: "= None" and "= config.apiKey" are code. Rust's
// concat! joins literals into one ("KEY: &str = concat!("...", "...")"):
// its first opens the value.
var typedOp = lazyre.New("^(?:[ \t]+(?i:as)[ \t]+|[ \t]*:?[ \t]*)(?:string|String|str|&str|&'static str|Array\\[Byte\\]|ByteArray|byte\\[\\]|\\[\\]byte|&(?:'static )?\\[u8\\]|Vec<u8>)[ \t]*=[ \t]*(?:concat!\\([ \t]*)?b?[\"'`]")

// typedHead: rest opens as typedOp's match must, with a string type's
// "tr" in its first 16 bytes or a byte array type's "yte" or "u8" in its
// first 24 (": Array[Byte] = "): the cheap test spares the expression.
func typedHead(rest string) bool {
	return strings.Contains(rest[:min(len(rest), 16)], "tr") || strings.IndexByte(rest[:min(len(rest), 24)], '=') > 0 &&
		containsAnyOf(rest[:min(len(rest), 24)], "yte", "u8")
}

// proseQual is one qualifier between a credential word and its verb: a
// preposition, an article, then one to three words ("for the staging db"),
// a preposition contracted with its article (German's fürs, ins, aufs,
// Spanish's al, Portuguese's ao, pelo and chat's pro, pra: "Zugangscode
// fürs Lager: ...", "a senha pro wi-fi do escritório: ..."),
// Hungarian's article "az", which opens a qualifier whose last word takes
// the case ending ("jelszó az éles MySQL-hez:"; its "a" is Italian's and
// Portuguese's preposition too, and is left out),
// Vietnamese's để, trong, của, cho, tại and ở ("mã PIN để mở két trong
// phòng server là X"),
// Ukrainian's від ("пароль від роутера — X"), Russian's к, в and у
// ("код доступа к принтеру: X"), and Thai's khong in Latin
// letters ("rahat phan khong chan: X", of mine),
// and a number that ends a thing's name ("for the shared QA iphone 13",
// "on build box 2"), which a reader does not count as a word.
const proseQual = `(?:\s+(?:(?:for|of|on|to|in|at|de|del|al|ao|pelo|pela|pro|pra|fürs|für's|für’s|fuers|ins|ans|aufs|ums|übers|della|dello|delle|degli|di|da|du|des|der|für|pour|para|per|pentru|din|van|voor|dla|för|til|till|hos|(?-i:от|від|до|для|на|к|в|у|για|του|της|των|để|trong|của|cho|tại|ở)|za|od|do|no|na|nos|nas|dos|em|en|w|ke|k|ve|ze|khong|im|zum|zur|au|vom|von|beim|bei|am|auf|sur|chez|az)\s+|(?:dell|dall|all|nell|sull|de\s+l|d)['’])` +
	qualQuantifier + `(?:the\s+|our\s+|my\s+|this\s+|la\s+|le\s+|el\s+|die\s+|das\s+|il\s+|lo\s+|les\s+|το\s+|τον\s+|την\s+|τη\s+|του\s+)?[\pL\pN_.\-@/:]+(?:\s+[\pL\pN_.\-@/:]+){0,2}(?:\s+\d{1,4})?)`

// proseOp follows a credential word in a sentence: "is", "was", "was
// changed to" (a new value is still a secret), ":" after
// up to two qualifiers of one to three words ("the password for the staging
// db is", "the secret for the shared admin account is", "recovery key for
// the dev laptop:"), "; it's" ("asks for a passphrase; it's ...", "asks for
// the PIN, mine is ..."), "isn't"
// (an old password is still one: "the password isn't X anymore"), and "ist",
// "est", "é" after the word in German, French or Portuguese (and "es", "è",
// "är", "er", "jest", "je", "este", "είναι" in Spanish, Italian, Swedish,
// Danish, Polish, Czech, Romanian, Greek; a particle or "是" in Japanese,
// Korean, Chinese; "és", "ir", "yra", "ay", "ni" and "khue" in Catalan,
// Latvian, Lithuanian, Tagalog, Swahili and Thai in Latin letters). The qualifiers' prepositions are those languages' too
// (от, для, на, για, za, od, Czech's k, ke, ve, ze, Romanian's pentru and
// din, Italian's elided dell', Greek's genitive article), and their
// words any script's; those of other scripts match case-sensitively, as
// folding their case costs the expression a third of its speed. The first
// alternative that matches wins, so a longer verb comes before its prefix.
// An adverb of time after the verb ("is now", "ist jetzt", "es ahora", "is
// nu") stands between it and the value, in any of those languages, and so
// does one that plays the value down ("is just X", "is simply X"). Other
// verbs name it: German's "lautet" and "heißt", Dutch's "luidt", French's
// "c'est", Portuguese's informal "eh"; a dash stands for "is" in Russian
// and Ukrainian prose ("пароль от сервера — X"), as a last alternative, so
// that a copula further on wins ("Hasło ... to X — wygasa").
// Indonesian and Malay put a qualifier after the noun with no preposition
// ("kata sandi wifi kantor adalah X", "kata laluan pangkalan data ialah
// X"): up to four words may stand before their copula alone, as they do
// before Tagalog's "ay", Swahili's "ni" and Thai's "khue", whose small
// words of ownership (ng, ko, sa, la, ya) no preposition list holds.
// One parenthetical may close those words there too, as it may close the
// qualifiers before any other verb: "הסיסמה של root לשרת (10.8.0.14) היא
// X", "kata sandi router kantor (lantai 3) adalah X".
// Up to three qualifiers ("senha do usuário root no servidor de
// homologação:") and one parenthetical ("database secret (Project
// settings > Service accounts):") may stand between the word and its verb.
var proseOp = lazyre.New(`^(?i)(?:` + proseQual + `{0,3}` +
	`(?:\s*\([^()\n]{1,80}\))?` + relClause +
	`(?:\s+(?:(?:was |has been |is |got )?(?:changed|reset|updated|rotated|switched) to|is set to|lautet|heißt|heisst|luidt|c'est|c’est|ist|is not|isn't|is|was not|wasn't|was|are|becomes|will be|should be|set to|est|este|é|ficou|es|è|är|er|jest|je|to|là|eh|adalah|(?-i:είναι|היא|הוא)|ialah|hiya|huwa|és|ir|yra|ay|ni|khue)(?:\s*:|\s+|$)` +
	`(?:(?:now|still|currently|temporarily|just|simply|literally|jetzt|nun|noch|maintenant|toujours|ahora|todavía|agora|ainda|nu|nog|teraz|nadal|ora|ancora|nyt|nå)(?:\s+|$))?|` +
	`(?:\s+(?:again|too|here))?\s*[—–]\s+(?:it|mine|ours)(?:'s|’s| is)\s+|[;,]?\s+(?:it|mine|ours)(?:'s| is)|:|\s*(?:は|が|是|为|為|：|는|은|:|改成|改为|设为|设置为|를|을))|` +
	proseQual + `{0,2}\s+[—–]|` + proseQual + `{0,3}` + thingClause + `\s*:|` +
	`(?:\s+[\pL\pN_.\-]+){1,4}(?:\s*\([^()\n]{1,80}\))?\s+(?:adalah|ialah|hiya|huwa|ay|ni|khue|(?-i:היא|הוא))(?:\s*:|\s+|$)|` + pronounCopula + `)\s*`)

// thingClause is a relative clause whose subject is the key the word
// names, before the label's colon: "la phrase de passe de la clé GPG qui
// signe les releases :", "the passphrase of the key that signs the tags:".
// Only a colon may follow it: a verb after it may be the clause's own.
const thingClause = `,?\s+(?:qui|that|which|die|der|das|que|che|som|który|która|które)\s+\pL+(?:\s+[\pL\pN_.\-]+){0,3}`

// relClause is a relative clause whose subject is a person, between a
// credential word and its verb: "the gpg passphrase I picked is X", "the
// token you gave me is X", "the password that we use is X". It names the
// same value the bare copula would, so it admits no value the copula's own
// checks do not judge.
const relClause = `(?:\s+(?:that\s+)?(?:i|we|you|they)(?:'ve)?\s+\pL+(?:\s+(?:me|us|them))?)?`

// proseStart: rest opens as a match of proseOp must: with a blank, a
// colon, ";", ",", "(", a non-ASCII character (a CJK particle, a
// full-width colon) or the letter that opens Italian's elided prepositions
// (dell', all', nell', sull'). The cheap test spares the expression on
// every name a path, a query or an address goes on from (auth/tokens?page=).
func proseStart(rest string) bool {
	return rest != "" && (rest[0] >= 0x80 || strings.IndexByte(" \t\n\f\r:;,(dDaAnNsS", rest[0]) >= 0)
}

// englishTo: op ends with "to" that is not a verb's ("changed to", "set
// to"), after an English word: a preposition. Polish says "is" as "to"
// ("hasło do konta to X"). One word and "to" is a postposed owner's
// (ownerGiven), which took it as Polish's only before a PIN's digits.
func englishTo(name, op string) bool {
	f := strings.Fields(lowerASCII(op))
	if len(f) == 0 || f[len(f)-1] != "to" || len(f) > 1 && toVerbs[f[len(f)-2]] || len(f) > 2 && f[0] == "do" || len(f) == 2 {
		return false // "PIN do telefonu to 4821": Polish's "do" opens the qualifier, as no English word after a label does
	}
	return !foreignSentence(name, op)
}

// setsTo: the sentence sets the credential named before e to the value at
// v in rest: a verb of setting stands a few words before the name ("set
// the admin pw to X", "change my db passwd to X"), and the value is no
// plain word, which "set the password to expire" would give. After any
// other verb ("send the password to ops") "to" is a preposition.
func setsTo(text string, e int, rest string, v int) bool {
	t := token(rest, v)
	return slices.ContainsFunc(setterWords(text, e), func(w string) bool { return setVerbs[w] }) && !plainWord(rest[t[0]:t[1]])
}

// setterWords are the words, lowered, where a verb of setting may stand
// before the name ending at e: at most maxSetterWords, within
// maxSetterReach bytes of its line (only the reach is read back, never
// the whole line).
func setterWords(text string, e int) []string {
	s := e - nameLen(text, e)
	from := max(s-maxSetterReach, 0)
	if k := strings.LastIndexByte(text[from:s], '\n'); k >= 0 {
		from += k + 1
	}
	words := strings.Fields(lowerASCII(text[from:s]))
	if len(words) > maxSetterWords {
		words = words[len(words)-maxSetterWords:]
	}
	return words
}

// foreignTo is another language's "to" after a password word, a verb of
// setting before it as Dutch and German place it last ("het wachtwoord
// veranderd naar X", "Passwort geändert auf X"): Portuguese's pra and
// para, Dutch's naar, Czech's and Polish's na, German's auf and zu; one
// qualifier may stand before them ("a senha do roteador para X").
var foreignTo = lazyre.New(`^(?:\s+(?:do|da|dos|das|de|van|voor|von|für|od)\s+[\pL\pN_.\-]+)?(\s+(?:veranderd|gewijzigd|aangepast|geändert|gesetzt|změněno|zmienione|zmienilem|zmieniłem))?\s+(?:naar|pra|para|na|auf|zu)\s+`)

// foreignSetTo is the value another language's sentence sets the password
// word ending at e to, as bounds in rest: a verb of setting stands before
// the word ("mudei a senha pra X", "změnil jsem heslo na X") or between it
// and its "to" (foreignTo). As setsTo asks, the value is no plain word:
// "mudei a senha para o padrão" says where, not what.
func foreignSetTo(text string, e int, rest string) ([2]int, bool) {
	loc := foreignTo.FindStringSubmatchIndex(rest) // loc[2] >= 0: the verb stands between the word and its "to"
	if loc == nil {
		return [2]int{}, false
	}
	if loc[2] < 0 && !slices.ContainsFunc(setterWords(text, e), func(w string) bool { return foreignSetVerbs[w] }) {
		return [2]int{}, false // no verb of setting before the word, nor between it and its "to"
	}
	v := passwordToken(rest, loc[1])
	return v, v[1] > v[0] && !plainWord(rest[v[0]:v[1]]) && !placeholder(rest[v[0]:v[1]])
}

// foreignSetVerbs set a password in Portuguese, Czech, Polish, Spanish
// and Italian, before the password's word.
var foreignSetVerbs = wordSet("mudei mudou mudamos troquei trocou trocamos alterei alterou změnil změnila změnili nastavil nastavila " +
	"zmieniłem zmieniłam zmienił zmieniła ustawiłem ustawiłam ustawił cambié cambió cambiamos cambiato cambiata")

// setVerbs set a credential to the value after "to"; maxSetterWords (the
// verb, an article, two qualifiers) and maxSetterReach bound how far
// before the name the verb may stand.
var setVerbs = map[string]bool{"set": true, "change": true, "changed": true, "reset": true, "update": true, "updated": true,
	"rotate": true, "rotated": true, "switch": true, "switched": true}

const (
	maxSetterWords = 4
	maxSetterReach = 64
)

var toVerbs = map[string]bool{"changed": true, "reset": true, "updated": true, "rotated": true, "switched": true, "set": true}

// onCopula: the name is a password word in Finnish or Estonian, whose "on"
// is "is" ("salasana on X"); after an English word it is a preposition
// ("the password on prod01 expired"). A compound's last part is the word
// ("root-salasana on X", "wifi-salasana on X"): what it is of goes before.
func onCopula(name, rest string) bool {
	if k := strings.LastIndexByte(name, '-'); k >= 0 {
		name = name[k+1:]
	}
	if !onCopulaNames[lowerASCII(name)] || !strings.HasPrefix(rest, " on ") {
		return false // read first: token would start past the end of a shorter rest ("unohdin salasana")
	}
	v := token(rest, len(" on "))
	_, phrase := pairPhrase(rest, []int{0, len(" on ")})                      // "salasana on sininen kala": plain words that end the sentence
	return bareValue(rest[v[0]:v[1]]) || candidate(rest[v[0]:v[1]]) || phrase // not a word: "on vaihdettu"
}

// onCopulaNames are the Finnish and Estonian password words before "on",
// and salasana's slips (salsana, salasna), which a hurried chat types and
// the misspelt labels read as the word.
var onCopulaNames = wordSet("salasana salasanani salasanasi parool tunnussana " + strings.Join(misspellings("salasana"), " "))

// postposedOp is the length of what joins a password word of another
// language than English (its name ends at e in text) to its value across
// the qualifiers placed after it, 0 when nothing does. Vietnamese,
// Indonesian, Arabic, Dutch chat and others put a noun's qualifiers after
// it with no preposition ("mật khẩu mới của con staging là X", "sandi
// wifi kantor: X", "wachtwoord wifi kantoor = X", "пасс от впн: X" is
// proseOp's already), and a hurried Vietnamese chat drops the marks ("mk
// moi la X"), so "la" is its "là" after Vietnamese's word and only there:
// after any other word it is an article. English names its qualifiers
// before the word or with a preposition, which proseOp reads; after it a
// colon ends a heading ("password reset email: sent"). A heading's colon
// ends one in any language ("mot de passe oublié : cliquez sur le lien"),
// so the value after the qualifiers must mix letters and digits, or
// cases and symbols, or read as random.
func postposedOp(text string, e int, rest string) int {
	if rest == "" || strings.IndexByte(" \t:", rest[0]) < 0 {
		return 0 // the cheap test first: both expressions open with a blank or a colon
	}
	op := qualifiedColon
	switch {
	case vietnameseLabel(text, e):
		op = laOp
	case !foreignPasswordWord(text, e):
		return 0
	}
	loc := op.FindStringIndex(rest)
	if loc == nil {
		return 0
	}
	if v := token(rest, loc[1]); !bareValue(rest[v[0]:v[1]]) && !strongPassword(rest[v[0]:v[1]]) && !candidate(rest[v[0]:v[1]]) && !codeDigits(rest[v[0]:v[1]]) {
		return 0 // "mot de passe oublié : cliquez sur le lien": a heading's qualifier and a sentence
	}
	return loc[1]
}

// codeDigits: tok is 4 to 12 digits and no year nor file mode, as a PIN or
// a Wi-Fi password of digits is ("mật khẩu wifi là 12345678", "sandi wifi
// kantor: 48213907"); a heading's sentence after the qualifier is none.
func codeDigits(tok string) bool {
	return len(tok) >= 4 && len(tok) <= 12 && isDigits(tok) && !yearOrMode(tok)
}

// qualifiedColon is one to three qualifiers after the word, then ":" or
// "="; laOp is up to five, then "là", "la", "=" or a colon.
var (
	qualifiedColon = lazyre.New(`^(?:[ \t]+[\pL\pN_\-]+){1,3}?[ \t]*[:=][ \t]*`)
	laOp           = lazyre.New(`^(?:[ \t]+[\pL\pN_.\-@/]+){0,5}?(?:[ \t]+(?:là|la|=)[ \t]*:?[ \t]+|[ \t]*:[ \t]*)`)
)

// vietnameseLabel: the word that ends at e is Vietnamese's password word,
// marked, unmarked or half-marked, or its short form "mk", or the end of
// its access code's ("mã truy cập", marked or not).
func vietnameseLabel(text string, e int) bool {
	one, two := lastWords(text, e)
	return vietnameseWords[one] || vietnameseWords[two]
}

var vietnameseWords = wordSet("mk matkhau mật_khẩu mat_khau mật_khau mat_khẩu mât_khau mât_khẩu mat_khâu truy_cập truy_cap")

// foreignPasswordWord: the word that ends at e, or the two, is a password
// word (credWords) of another language than English: sandi, kata sandi,
// 비번, пасс, كلمة السر, wachtwoord, ww.
func foreignPasswordWord(text string, e int) bool {
	one, two := lastWords(text, e)
	return credWords[one] == password && !englishPasswordWords[one] && ascii(one) == ascii(wordBefore(text, e)) ||
		credWords[strings.ReplaceAll(two, "_", " ")] == password
}

// lastWords are the word that ends at e and the two that do, joined by
// "_", lowered in any script.
func lastWords(text string, e int) (one, two string) {
	w := wordBefore(text, e)
	one = strings.ToLower(w)
	if s := e - len(w) - 1; s > 0 && text[s] == ' ' {
		two = strings.ToLower(wordBefore(text, s)) + "_" + one
	}
	return one, two
}

// foreignNearValue is the value a password word of another language gives
// with no verb and no colon, after its qualifiers ("pw wifi kantor
// Melati88!" is English's pw in Indonesian's order; "비번 알려줄게
// mapo99!!", "الباسورد الجديد Luxor_55!"): among the next three tokens of
// its clause, the first that mixes letters and digits, when the ones
// before it are plain words and none a stop word ("ww staat in 1password"
// says where it is). Bounds in rest.
func foreignNearValue(text string, e int, rest string) ([2]int, bool) {
	if rest == "" || rest[0] != ' ' && rest[0] != '\t' {
		return [2]int{}, false // the cheap test first: a word, a blank, then the words (a JSON key's "pw": has none)
	}
	if !foreignPasswordWord(text, e) && !vietnameseLabel(text, e) && !postposedQualifiers(text, e, rest) {
		return [2]int{}, false
	}
	rest = rest[:min(len(rest), maxNearReach)]
	c := clause(rest, len(rest)-len(strings.TrimLeft(rest, " \t")))
	at := c[0]
	words := strings.Fields(rest[c[0]:c[1]])
	for _, w := range words[:min(3, len(words))] {
		at += strings.Index(rest[at:], w) // the words are read by blanks: token stops at a CJK letter
		if v := token(rest, at); bareValue(rest[v[0]:v[1]]) {
			return v, true
		}
		if l := strings.ToLower(w); !plainWord(w) || stopWords[l] || phraseStops[l] {
			break
		}
		at += len(w)
	}
	return [2]int{}, false
}

// maxNearReach bounds the bytes foreignNearValue reads after the word:
// three tokens of a chat's clause.
const maxNearReach = 96

// postposedQualifiers: English's short password words (pw, pwd, pass)
// written in a chat whose qualifiers follow them, two plain words or more
// of another language before the value ("pw wifi kantor X"): the
// qualifiers are words no English sentence about a password puts there,
// and the value mixes letters and digits (foreignNearValue).
func postposedQualifiers(text string, e int, rest string) bool {
	switch strings.ToLower(wordBefore(text, e)) {
	case "pw", "pwd", "pass", "psw", "pswd":
		f := strings.Fields(rest[:min(len(rest), 40)])
		return len(f) >= 3 && plainWord(f[0]) && plainWord(f[1]) && !stopWords[strings.ToLower(f[0])] && !stopWords[strings.ToLower(f[1])]
	}
	return false
}

// valueAttr follows a key attribute that names a credential, in .NET
// appSettings and similar key/value configs.
var valueAttr = lazyre.New(`^\s+value\s*=\s*`)

// userPassPair is a (user, password) pair given to a credential name:
// Python's auth=('api', 'SECRET') or auth=HTTPBasicAuth('api', 'SECRET').
// The second string is the password.
var userPassPair = lazyre.New(`^[\w.]*\(\s*(?:'[^'\n]*'|"[^"\n]*")\s*,\s*(?:'([^'\n]*)'|"([^"\n]*)")`)

// getter: the call that opens v reads a value by its names
// (config.get("db", "password"), vault.read(...), Rust's env::var,
// Jsonnet's std.extVar): its strings are keys,
// not a user and a password.
func getter(v string) bool {
	name, _, _ := strings.Cut(v, "(")
	parts := components(name)
	if len(parts) == 0 {
		return false
	}
	switch parts[len(parts)-1] {
	case "get", "getenv", "fetch", "read", "lookup", "getitem", "getstring", "value", "env", "secret", "param", "var":
		return true
	}
	return false
}

// readCall: the quoted name ending at e is the first argument of a call that
// reads a value by its name (os.getenv("X", ...), ENV.fetch('X', ...)).
func readCall(text string, e int) bool {
	s := e - nameLen(text, e) - 1 // the opening quote
	if s < 1 || text[s-1] != '(' {
		return false
	}
	j := s - 1
	for j > 0 && (isNameByte(text[j-1]) || text[j-1] == ':') {
		j--
	}
	return getter(text[j:s])
}

// quotedPair follows a quoted credential name with its quoted value, as a
// call or a tuple gives them: PHP's define('AUTH_KEY', 'VALUE'). When the
// call reads the name (os.getenv, ENV.fetch), the second literal is its
// default: a secret only when it reads as one.
var quotedPair = lazyre.New(`^["']\s*,\s*`)

// readDefault follows a quoted credential name that a call reads, with
// the operator that gives the read a fallback: JavaScript's and
// Jsonnet's "||", Python's "or", C#'s and PHP's "??", Kotlin's "?:",
// Perl's "//" (std.extVar('db_password') || 'X', os.getenv('PW') or 'X').
// The literal after it is the value used when the read finds none.
var readDefault = lazyre.New(`^["']\)\s*(?:\|\||or|\?\?|\?:|//)\s*`)

// pairedLiteral is where the literal paired with the quoted credential
// name in rest opens: a call's second argument (quotedPair) or a read's
// fallback (readDefault); nil when there is none.
func pairedLiteral(rest string) []int {
	if loc := quotedPair.FindStringIndex(rest); loc != nil {
		return loc
	}
	if len(rest) < 4 || rest[1] != ')' {
		return nil // the cheap test spares the expression on every other name
	}
	return readDefault.FindStringIndex(rest)
}

// jsonValue: the name ending at e is quoted and is itself a field's value
// ("kid":"2024-05-key-1", "use":"sig"): what follows is the next field.
func jsonValue(text string, e int) bool {
	s := e - nameLen(text, e) - 1 // the opening quote
	if s < 1 || text[s] != '"' && text[s] != '\'' {
		return false
	}
	if after := strings.TrimLeft(text[min(len(text), e+1):], " \t"); strings.HasPrefix(after, ":") {
		return false // a field's name after a label ("maFile: \"shared_secret\":\"...\""): a key, not a value
	}
	for s > 0 && (text[s-1] == ' ' || text[s-1] == '\t') {
		s--
	}
	return s > 0 && text[s-1] == ':' // an attribute's value (key="db.password") names the field: placedValue's
}

// messageEnd: the name ending at e closes a JSON field's string of words
// ("err":"invalid api key","key_prefix":...), a one-line log's message:
// the string after it is the next field's name or value, which the word
// does not introduce.
func messageEnd(text string, e int, rest string) bool {
	if rest == "" || rest[0] != '"' {
		return false
	}
	words, ok := memberWords(text, e-nameLen(text, e))
	return ok && strings.ContainsRune(words, ' ')
}

// memberWords: the name at s stands in a JSON member's string value
// ("msg":"login failed"), after the words returned; the string opens
// within 80 bytes on the name's line.
func memberWords(text string, s int) (string, bool) {
	q := strings.LastIndexAny(text[max(0, s-80):s], "\"\n")
	if q < 0 {
		return "", false
	}
	q += max(0, s-80) // the string's opening quote
	return text[q+1 : s], text[q] == '"' && strings.HasSuffix(strings.TrimRight(text[:q], " \t"), ":")
}

// call is a value that is code reading the secret: a function call or an
// index into a map (os.getenv("X"), os.environ["X"], ENV["X"],
// std::env::var("X"), config[:api_key]).
var call = lazyre.New(`^[A-Za-z_]\w*((?:(?:\.|::)[A-Za-z_]\w*)*)(\(|\[["':A-Za-z_])`)

// codeRead says whether the value at the start of v is code reading the
// secret. A password may hold "(" ("Hunter(2"), so after a password word
// only an index or a call on a dotted path counts.
func codeRead(v string, c credClass) bool {
	m := call.FindStringSubmatchIndex(v)
	if m == nil {
		return false
	}
	if c != password || m[3] > m[2] || v[m[4]] == '[' {
		return true
	}
	return strings.HasPrefix(v[m[4]:], "()") || strings.HasPrefix(v[m[4]:], "(\"") || strings.HasPrefix(v[m[4]:], "('")
}

// codeName says whether v is a setting's name read in code
// (settings.DB_PASSWORD, config.dbPassword, process.env.PGPASSWORD): a path
// of words from an object code keeps settings in. Only such a root tells it
// from a password of two words and a dot ("Summer.Time").
func codeName(v string) bool {
	root, _, ok := strings.Cut(v, ".")
	return ok && codeRoots[root] && identifierPath(v)
}

// codeVariable: the unquoted value at v in rest is a variable in code, a
// camelCase name or a path of names (userId, userName, user.id,
// session.accessToken): { kind: 'user', key: userId }, identify({ key:
// user.id, name: ... }), "token: userId". The member names the slot the
// variable fills; a secret in code is a literal, quoted, and a token is
// random, which words joined in camelCase never read as. So after a
// token's, a key's or a secret's word the name is a variable wherever it
// stands, at its line's end too (it was redacted there unless its words
// happened to spell "username", a stop word). A password may be any
// words (blueSky), so after a password's word the name is a variable only
// where an object's member or an argument list goes on after it (",",
// "}", ")"), or when its own last word names a password (userPassword,
// dbPass: the variable that holds it).
func codeVariable(rest string, v [2]int, c credClass) bool {
	w := rest[v[0]:v[1]]
	if w == "" || class(w[0]) != 1 || !(camelWords(w) || strings.Contains(w, ".") && identifierPath(w)) {
		return false
	}
	after := strings.TrimLeft(rest[v[1]:], " \t")
	if after != "" && strings.IndexByte(",})", after[0]) >= 0 {
		return true
	}
	if c != password {
		return after == "" || after[0] == ';' || after[0] == '\r'
	}
	parts := components(w)
	return credWords[parts[len(parts)-1]] == password
}

// selfReference says whether an unquoted value is the name it is assigned
// to in another case (mqtt_pass = MQTT_PASS;, password: $PASSWORD): a
// constant, a macro or a variable that holds the secret elsewhere.
func selfReference(name, v string) bool {
	return name != "" && squash(name) == squash(strings.TrimRight(strings.TrimLeft(v, "${"), ";,)}"))
}

// squash is s lowercased without the separators a name's styles differ by.
func squash(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || r == '-' || r == '.' {
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

var codeRoots = map[string]bool{"settings": true, "config": true, "cfg": true, "conf": true, "env": true, "process": true,
	"os": true, "secrets": true, "vars": true, "self": true, "this": true, "params": true, "props": true, "options": true,
	"opts": true, "app": true, "ctx": true, "context": true, "Settings": true, "Config": true,
	"var": true, "local": true, "module": true} // Terraform's references: password = var.db_password

// authSchemes open an Authorization header's value (RFC 9110 11.4); the
// credential is the token after them.
var authSchemes = map[string]bool{"basic": true, "bearer": true, "token": true, "digest": true, "apikey": true, "api-key": true,
	"sso-key": true, "key": true, "otp": true, "negotiate": true, "ntlm": true, "dpop": true, "mac": true, "hoba": true}
