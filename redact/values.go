package redact

import (
	"encoding/base64"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

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
// Rust's "KEY: &[u8] = b"..."): the literal converted is the key. Only a
// literal is a value: "= None" and "= config.apiKey" are code.
var typedOp = lazyre.New("^[ \t]*:?[ \t]*(?:string|String|str|&str|&'static str|Array\\[Byte\\]|ByteArray|byte\\[\\]|\\[\\]byte|&(?:'static )?\\[u8\\]|Vec<u8>)[ \t]*=[ \t]*b?[\"'`]")

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
// and a number that ends a thing's name ("for the shared QA iphone 13",
// "on build box 2"), which a reader does not count as a word.
const proseQual = `(?:\s+(?:(?:for|of|on|to|in|at|de|del|al|ao|pelo|pela|pro|pra|fürs|für's|für’s|fuers|ins|ans|aufs|ums|übers|della|dello|delle|degli|di|da|du|des|der|für|pour|para|per|pentru|din|van|voor|dla|för|til|till|hos|(?-i:от|до|для|на|για|του|της|των)|za|od|do|no|na|nos|nas|dos|em|en|w|ke|k|ve|ze|im|zum|zur|au|vom|von|beim|bei|am|auf|sur|chez|az)\s+|(?:dell|dall|all|nell|sull|de\s+l|d)['’])` +
	`(?:the\s+|our\s+|my\s+|this\s+|la\s+|le\s+|el\s+|die\s+|das\s+|il\s+|lo\s+|les\s+|το\s+|τον\s+|την\s+|τη\s+|του\s+)?[\pL\pN_.\-@/:]+(?:\s+[\pL\pN_.\-@/:]+){0,2}(?:\s+\d{1,4})?)`

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
// Korean, Chinese). The qualifiers' prepositions are those languages' too
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
// X"): up to four words may stand before their copula alone.
// Up to three qualifiers ("senha do usuário root no servidor de
// homologação:") and one parenthetical ("database secret (Project
// settings > Service accounts):") may stand between the word and its verb.
var proseOp = lazyre.New(`^(?i)(?:` + proseQual + `{0,3}` +
	`(?:\s*\([^()\n]{1,80}\))?` + relClause +
	`(?:\s+(?:(?:was |has been |is |got )?(?:changed|reset|updated|rotated|switched) to|is set to|lautet|heißt|heisst|luidt|c'est|c’est|ist|is not|isn't|is|was not|wasn't|was|are|becomes|will be|should be|set to|est|este|é|ficou|es|è|är|er|jest|je|to|là|eh|adalah|(?-i:είναι|היא|הוא)|ialah|hiya|huwa)(?:\s*:|\s+|$)` +
	`(?:(?:now|still|currently|temporarily|just|simply|literally|jetzt|nun|noch|maintenant|toujours|ahora|todavía|agora|ainda|nu|nog|teraz|nadal|ora|ancora|nyt|nå)(?:\s+|$))?|` +
	`(?:\s+(?:again|too|here))?\s*[—–]\s+(?:it|mine|ours)(?:'s|’s| is)\s+|[;,]?\s+(?:it|mine|ours)(?:'s| is)|:|\s*(?:は|が|是|为|為|：|는|은|:|改成|改为|设为|设置为|를|을))|` +
	proseQual + `{0,2}\s+[—–]|` + proseQual + `{0,3}` + thingClause + `\s*:|` +
	`(?:\s+[\pL\pN_.\-]+){1,4}\s+(?:adalah|ialah|hiya|huwa|(?-i:היא|הוא))(?:\s*:|\s+|$))\s*`)

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
	switch lowerASCII(name) {
	case "salasana", "salasanani", "salasanasi", "parool", "tunnussana":
		if !strings.HasPrefix(rest, " on ") {
			return false // read first: token would start past the end of a shorter rest ("unohdin salasana")
		}
		v := token(rest, len(" on "))
		return bareValue(rest[v[0]:v[1]]) || candidate(rest[v[0]:v[1]]) // not a word: "on vaihdettu"
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
// (config.get("db", "password"), vault.read(...)): its strings are keys,
// not a user and a password.
func getter(v string) bool {
	name, _, _ := strings.Cut(v, "(")
	parts := components(name)
	if len(parts) == 0 {
		return false
	}
	switch parts[len(parts)-1] {
	case "get", "getenv", "fetch", "read", "lookup", "getitem", "getstring", "value", "env", "secret", "param":
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

// valueOf redacts the value the credential name ending at e introduces.
func valueOf(text string, e int, c credClass, spans []span) []span {
	end := e + lineBound(text, e)
	for end < len(text) && end-e < 4*maxProviderSpan && !isSpace(text[end]) {
		end++ // the bound cut a token: a value is read whole, or a piece of it would stay
	}
	rest := text[e:end]
	if v, kind, ok := linkedValue(text, e, rest, c); ok {
		return take(text, e, v, minPasswordLen, kind, spans) // key \\\n  SECRET; if password == "S3cr3tPw!"
	}
	if strings.HasPrefix(rest, "::") {
		return spans // SecretString::new(...), Key::from_slice(...): a type's path to its function names no value; callLiterals reads the literal
	}
	if strings.HasSuffix(text[:e], "WIFI") && strings.HasPrefix(rest, ":") {
		return spans // a Wi-Fi QR code's scheme: wifiPayloads reads its fields
	}
	if imageTag(text, e, rest) || keyValueEntry(text, e) || plistKey(text, e, rest) || resourceType(text, e) || subcommandName(text, e, rest) {
		return spans // ghcr.io/acme/secret-rotator:2.11.0: an image's tag; - key: LOG_LEVEL / value: debug, <key>ServerURL</key>: the entry's name
	}
	if urlUserPart(text, e, rest) || urlPasswordPart(text, e, rest) {
		return spans // https://__token__:PW@host/path: urlUserinfo redacts the password alone, not the host after it
	}
	if c != weak && toolCommand(text, e, rest) {
		return spans // wpa_passphrase SSID PASS: a tool named for its secret, whose arguments its own rule places
	}
	if n := pinNoun(text, e, rest); n > 0 {
		return valueOf(text, e+n, c, spans) // "the PIN code for the spare SIM is ...": the code is the PIN
	}
	closed := closingQuote(text, e, rest)
	if v, kind, ok := placedValue(text, e, c, rest, closed); ok {
		return take(text, e, v, minAssignmentLen, kind, spans)
	}
	if closed > 0 && jsonValue(text, e) || messageEnd(text, e, rest) {
		return spans // "use":"sig", "err":"invalid api key": the word is a field's value, it introduces none
	}
	if c == scheme {
		from := 0
		if loc := assignOp.FindStringIndex(rest); loc != nil {
			from = loc[1] // "bearer: X"
		}
		if v := token(rest, from); !lowerWord(rest[v[0]:v[1]]) {
			return take(text, e, v, minPasswordLen, "bearer-token", spans)
		}
		return spans // "use the bearer token from the vault": a word, not a token
	}
	if loc := quotedPair.FindStringIndex(rest); loc != nil && c != weak && loc[1] < len(rest) && (rest[loc[1]] == '"' || rest[loc[1]] == '\'') {
		if v := token(rest, loc[1]); schemeLiteral(rest, v) {
			return schemeConcat(text, e, rest, v, spans) // 'Authorization': 'Basic ' + '...'
		} else if !readCall(text, e) || candidate(rest[v[0]:v[1]]) {
			return take(text, e, v, minAssignmentLen, "assignment", spans)
		}
		return spans // os.getenv('API_KEY', 'not-set'): a getter's default, a word
	}
	if c != weak && typedHead(rest) { // the type's "str", "string", "Byte", "u8": the expression runs only there
		if loc := typedOp.FindStringIndex(rest); loc != nil {
			return assignedValue(text, e, c, rest, loc, spans)
		}
	}
	if loc := assignLoc(text, e, c, rest); loc != nil {
		return assignedValue(text, e, c, rest, loc, spans)
	}
	loc := proseLoc(text, e, rest)
	if loc != nil && englishTo(wordBefore(text, e), rest[loc[0]:loc[1]]) && !setsTo(text, e, rest, loc[1]) {
		loc = nil // "send the password to X": a preposition, where Polish's "to" is "is"
	}
	if loc == nil && onCopula(text[e-nameLen(text, e):e], rest) {
		loc = []int{0, len(" on ")} // "salasana on X": Finnish and Estonian say "is" as "on"
	}
	if loc != nil && c != weak {
		var done bool
		if spans, done = proseValue(text, e, c, rest, loc, spans); done {
			if c != scheme {
				spans = referredValue(text, e, rest, spans) // "the old pw was X and I changed it to Y"
			}
			return spans
		}
	}
	return nearValue(text, e, c, rest, closed, spans)
}

// schemeLiteral: the quoted literal at v in rest is an auth scheme's word
// alone ('Basic ', "Bearer "), which schemeConcat joins to its credential.
func schemeLiteral(rest string, v [2]int) bool {
	return authSchemes[strings.ToLower(strings.TrimSpace(rest[v[0]:v[1]]))]
}

// schemeConcat redacts the credential an auth scheme's literal is joined to
// ('Authorization': 'Basic ' + 'c3Zj...', "Bearer " + "eyJ..."): the scheme
// alone is no value, and an expression after the "+" (b64encode(creds),
// token) is code that reads the credential.
func schemeConcat(text string, e int, rest string, v [2]int, spans []span) []span {
	j := v[1] + 1 // past the scheme's closing quote
	for j < len(rest) && (rest[j] == ' ' || rest[j] == '+') {
		j++
	}
	if j == v[1]+1 || j >= len(rest) || !strings.Contains(rest[v[1]+1:j], "+") || strings.IndexByte("\"'`", rest[j]) < 0 {
		return spans
	}
	return take(text, e, token(rest, j), minAssignmentLen, "assignment", spans)
}

// placedValue is a value its credential name does not precede on the line
// but that the name's place in a structure points at, as bounds in text[e:],
// with the kind to report: an XML element's text, an HCL block's default, a
// "name" field's "value" sibling, a key attribute's value attribute.
func placedValue(text string, e int, c credClass, rest string, closed int) ([2]int, string, bool) {
	if c == weak {
		return [2]int{}, "", false
	}
	if v, ok := plistValue(text, e, rest); ok {
		return v, "assignment", true // <key>ServerPassword</key><string>SECRET</string>
	}
	if v, ok := elementValue(text, e, rest); ok && v[1]-v[0] >= minPasswordLen && (c == password || !filePath(text[e+v[0]:e+v[1]])) {
		return v, "assignment", true // <password>SECRET</password>
	}
	if v, ok := blockDefault(text, e, closed); ok {
		return v, "assignment", true // variable "db_password" { default = "SECRET" }
	}
	if v, ok := objectValue(text, e, closed); ok {
		return v, "assignment", true // "db_password": {"sensitive": true, "value": "SECRET"}
	}
	if v, ok := siblingValue(text, e, closed); ok && (c == password || !isDigits(text[e+v[0]:e+v[1]])) {
		return v, "assignment", true // - name: DB_PASSWORD\n  value: SECRET
	}
	if closed > 0 && strings.HasPrefix(rest[closed:], ">") {
		if j := strings.IndexByte(rest[closed+1:], '<'); j > 0 && !htmlCaption(text, e, rest[closed+1:closed+1+j]) {
			return [2]int{closed + 1, closed + 1 + j}, "assignment", true // <entry key="db.password">SECRET</entry>
		}
	}
	if loc := valueAttr.FindStringIndex(rest[closed:]); closed > 0 && loc != nil {
		// <add key="ClearTextPassword" value="SECRET"/>: the name is an
		// attribute's value, and the value attribute after it holds the secret.
		return token(rest, closed+loc[1]), "assignment", true
	}
	return [2]int{}, "", false
}

// htmlCaption: the credential name is the value of an HTML attribute that
// names the element for the page's code and styles (<label for="pw">,
// id=, class=, htmlFor=, aria-*, data-*), not a key naming its content,
// and the element's text is the caption a form shows ("Password", "API
// key", "Enter your token"): words with a blank or a credential word. A
// property's name= keeps naming its value (<property
// name="connection.password">SECRET</property>).
func htmlCaption(text string, e int, inner string) bool {
	s := e - nameLen(text, e)
	if s < 2 || text[s-1] != '"' && text[s-1] != '\'' || text[s-2] != '=' {
		return false
	}
	attr := lowerASCII(text[s-2-nameLen(text, s-2) : s-2])
	if !captionAttrs[attr] && !strings.HasPrefix(attr, "aria-") && !strings.HasPrefix(attr, "data-") {
		return false
	}
	return strings.ContainsAny(strings.TrimSpace(inner), " \t") || classify(strings.TrimSpace(inner), "", 0) != notCred
}

var captionAttrs = map[string]bool{"for": true, "htmlfor": true, "id": true, "class": true, "classname": true}

// assignedValue redacts the value an assignment operator (at loc in rest)
// gives the credential name ending at e.
func assignedValue(text string, e int, c credClass, rest string, loc []int, spans []span) []span {
	if out, done := leadingValue(text, e, rest, loc, spans); done {
		return out
	}
	if emptyValue(text, e, rest, loc) {
		return spans
	}
	v, ok := assignedToken(text, e, c, rest, loc)
	if !ok {
		return spans
	}
	if b, ok := blockScalar(text, e, rest, v); ok {
		return take(text, e, b, minPasswordLen, "assignment", spans) // password: |\n  SECRET
	}
	if b, ok := nextLineValue(text, e, rest, loc[1], c); ok {
		return append(spans, span{e + b[0], e + b[1], "assignment"}) // password:\n  SECRET
	}
	quoted := v[0] > 0 && strings.IndexByte("\"'`", rest[v[0]-1]) >= 0
	if out, ok := quotedForm(text, e, rest, v, quoted, spans); ok {
		return out
	}
	if l := rest[v[0]:v[1]]; !quoted && v[1] < len(rest) && rest[v[1]] == ':' && labelWord(l+":", l) && (c != password || idLabel(l)) {
		return spans // "secret: AccessorID: 6a12...": a label, whose own name says what its value is; a password may be any word
	}
	if !quoted && strings.HasSuffix(strings.TrimRight(rest[:loc[1]], " \t"), ":") {
		var alias bool
		if v, alias = yamlNode(rest, v); alias {
			return spans // db_password: *dbpw: an alias names a value given elsewhere
		}
	}
	if w := clause(rest, loc[1]); !quoted && (c == password || c == passphrase) && labelledPhrase(text, e, rest, w) && !strings.HasPrefix(rest[w[0]:], markerPrefix) {
		return append(spans, span{e + w[0], e + w[1], "passphrase"}) // "password: correct horse battery staple", "Passwort: ...": the words whole
	}
	if !quoted && c == password && formFields(rest[v[1]:]) {
		return spans // "username, password: text fields": the field's type
	}
	if !quoted && (selfReference(text[e-nameLen(text, e):e], rest[v[0]:v[1]]) || codeRead(rest[v[0]:], c) || codeName(rest[v[0]:v[1]]) || subexpression.MatchString(rest[v[0]:]) || commandLine(rest[v[0]:])) {
		return spans // auth=HTTPBasicAuth(user, password): code that reads the secret, not the secret
	}
	if !quoted && (authSchemes[strings.ToLower(rest[v[0]:v[1]])] || schemeWord(text[e-nameLen(text, e):e], rest, v)) {
		v = token(rest, v[1])
	}
	if after := min(len(rest), v[1]+1); valueAttr.MatchString(rest[after:]) {
		// <add key="ApiKey" value="..."/>: the key names the field, value holds
		// it; a field that names no credential (apiTokenTtl) holds none.
		if classify(rest[v[0]:v[1]], "", 0) == notCred {
			return spans
		}
		v = token(rest, after+valueAttr.FindStringIndex(rest[after:])[1])
	}
	if w := clause(rest, loc[1]); c == passphrase && !flagArgument(text, e) || c == secret && mnemonic(rest[w[0]:w[1]]) {
		if publicMnemonic(rest[w[0]:w[1]]) || countedWords(rest[w[0]:w[1]]) {
			return spans // "mnemonic: test test ... junk": a test tool's phrase, printed in its docs
		}
		v = w // "passphrase: blue elephant dances quietly", "wallet seed: abandon ability able ..."
	}
	if val := strings.Trim(rest[v[0]:v[1]], `"'`); c != password && (isDigits(strings.TrimPrefix(val, "-")) && len(val) < minDigitSecret && !pinCode(text[e-nameLen(text, e):e], val) && !passwordPhrase(text, e) || credWords[val] != notCred) {
		return spans // max_tokens: 4096, --seed=-1892357340 (a signed number is no key); a secretKeyRef's "key: password" names the field that holds one
	}
	if storedName(components(text[e-nameLen(text, e):e]), strings.Trim(rest[v[0]:v[1]], `"'`)) {
		return spans // remoteRef: key: my-secrets-manager-secret; existingSecret: mongo-auth: the name of a stored secret
	}
	if n := nameLen(text, e); text[e-n:e] == "key" && fieldKey(strings.Trim(rest[v[0]:v[1]], `"'`)) && keyRefEntry(text, e-n) {
		return spans // secretKeyRef: {name: redis-conn, key: url}: the key names a field of a stored Secret
	}
	if val := strings.Trim(rest[v[0]:v[1]], `"'`); c != password && (fieldName(val) || filePath(val) || artifactName(val)) {
		return spans // key: "x-api-key", header: X-Auth-Token: the value names the field or header that holds the secret
	}
	if text[e-nameLen(text, e):e] == "pin" && versionLike(strings.Trim(rest[v[0]:v[1]], `"'~^=<>`)) {
		return spans // pin: 3.11, pin: v1.2.3: a version pinned, not a PIN
	}
	if n := nameLen(text, e); loc[1] == 1 && rest[0] == ':' && v[0] == 1 && idPart(text[e-n:e]) && candidate(rest[v[0]:v[1]]) {
		// token-58z28:SECRET (Rancher): the name's id and its secret, glued, are one token
		return append(spans, span{e - n, e + v[1], "assignment"})
	}
	line := text[e : e+v[1]+lineBound(text, e+v[1])] // past rest's bound: a long value must not hide its pair
	return pairSpans(text, e, line, v, c, spans)
}

// leadingValue redacts a value whose operand's first bytes say where it
// is, and says whether it did: a user:password pair, a quoted value a
// backslash continues over lines, a here document's one line.
func leadingValue(text string, e int, rest string, loc []int, spans []span) ([]span, bool) {
	if m := userPassPair.FindStringSubmatchIndex(rest[loc[1]:]); m != nil && !getter(rest[loc[1]:]) && !encodes(rest[loc[1]:]) {
		v := [2]int{loc[1] + max(m[2], m[4]), loc[1] + max(m[3], m[5])}
		return take(text, e, v, minPasswordLen, "password", spans), true
	}
	if b, ok := continuedQuote(text, e, rest, loc[1]); ok {
		return append(spans, span{e + b[0], e + b[1], "assignment"}), true // TOKEN="Ab3Cd5\\\nEf7Gh9": one value over two lines
	}
	if b, ok := heredocValue(text, e, rest, loc[1]); ok {
		return take(text, e, b, minPasswordLen, "assignment", spans), true // secret_string = <<EOT\nSECRET\nEOT
	}
	return spans, false
}

// assignedToken is the value an assignment operator (at loc in rest)
// gives the name ending at e, as bounds in rest, or false when there is
// none to judge.
func assignedToken(text string, e int, c credClass, rest string, loc []int) ([2]int, bool) {
	if pathField(text, e, rest, loc) {
		return [2]int{}, false // ./auth-passwd:/etc/nginx/auth-passwd:ro: a path joined to its mount
	}
	v := token(rest, loc[1])
	if c == password {
		v = asideValue(text, e, rest, gluedTail(rest, passwordToken(rest, loc[1])))
		if foreignSentence(wordBefore(text, e), rest[loc[0]:loc[1]]) && plainWord(rest[v[0]:v[1]]) && strings.TrimSpace(rest[v[1]:]) != "" && !labelledPhrase(text, e, rest, clause(rest, loc[1])) {
			return v, false // "jelszó: lásd a széfben": a label and a sentence in a language stopWords do not list
		}
	}
	v, code := unwrapped(rest, loc[1], v) // []byte("SECRET"), b"SECRET": the literal inside
	// []byte(cfg.Secret): code that reads it; "phrase secrète : voir le classeur rouge",
	// auth-passwd: /etc/nginx/auth-passwd: where it is, not what
	return v, !code && !pointsElsewhere(rest, v) && !secretFilePath(rest[v[0]:v[1]])
}

// nextLineValue is a value given alone on the line after its label, when
// the label's line ends with its operator ("client secret:", "the password
// is"), as bounds in text[e:]: a chat message or a note puts it there as
// often as after the colon, a blank line or code quotes around it. The
// line must read as a value whole (lineValue).
func nextLineValue(text string, e int, rest string, from int, c credClass) ([2]int, bool) {
	if strings.TrimSpace(rest[from:]) != "" {
		return [2]int{}, false
	}
	s := e + len(rest)
	line := ""
	for blank := 0; blank < 3 && strings.TrimSpace(line) == ""; blank++ { // a blank line and a fence may stand before the value
		if s >= len(text) || text[s] != '\n' && text[s] != '\r' {
			return [2]int{}, false
		}
		s += 1 + strings.Count(text[s:min(len(text), s+2)], "\r\n")
		line = text[s : s+lineBound(text, s)]
		if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "```") && !strings.Contains(t[3:], "`") {
			s += len(line) // a blank line or a fence's opening between the label and its value
			line = ""
		}
	}
	tok := strings.Trim(strings.TrimSpace(line), "`\"'")
	if tok == "" || strings.HasPrefix(tok, markerPrefix) || strings.Contains(tok, "-----") || !lineValue(tok, c) {
		return [2]int{}, false
	}
	from = s + strings.Index(line, tok) - e
	return [2]int{from, from + len(tok)}, true
}

// yamlNode is the value at v in rest past a YAML anchor ("&dbpw SECRET"),
// and whether the value is an alias ("*dbpw": a reference to an anchor).
// token stops at "&", so the anchor's name is read here.
func yamlNode(rest string, v [2]int) ([2]int, bool) {
	s := v[0]
	if s >= len(rest) || rest[s] != '&' && rest[s] != '*' {
		return v, false
	}
	e := s + 1
	for e < len(rest) && !isSpace(rest[e]) {
		e++
	}
	if e == s+1 || !anchorName(rest[s+1:e]) {
		return v, false
	}
	switch {
	case rest[s] == '&' && e < len(rest):
		return token(rest, e), false
	case rest[s] == '*' && strings.TrimSpace(rest[e:]) == "":
		return v, true
	}
	return v, false
}

// anchorName: a YAML anchor's name as people write them, a word or a name
// of words (dbpw, db-password, default_creds).
func anchorName(s string) bool {
	for i := 0; i < len(s); i++ {
		if class(s[i]) == 0 && s[i] != '_' && s[i] != '-' {
			return false
		}
	}
	return !secretLike(s)
}

// subexpression is a value computed by a command, as PowerShell and a
// shell's backquotes write it: (Get-Secret -Name X), (vault read ...).
var subexpression = lazyre.New(`^\(\s*[A-Za-z][\w.:]*(?:-[A-Za-z]\w*)?[\s(]`)

// proseValue redacts the value a sentence gives the credential name ending
// at e after a verb (at loc in rest), and says whether it decided: a secret
// word's sentence may still name its value before it.
func proseValue(text string, e int, c credClass, rest string, loc []int, spans []span) ([]span, bool) {
	if strings.HasPrefix(rest[loc[1]:], markerPrefix) {
		return spans, true // redacted before: its value is the marker
	}
	if b, ok := nextLineValue(text, e, rest, loc[1], c); ok {
		return append(spans, span{e + b[0], e + b[1], "credential"}), true // "the new password is\nSECRET"
	}
	if handsOver(rest) {
		if b, ok := nextLineValue(text, e, rest, len(rest), c); ok {
			return append(spans, span{e + b[0], e + b[1], "credential"}), true // "the password is below, don't share it:\n```\nSECRET"
		}
	}
	switch c {
	case secret:
		if v := token(rest, loc[1]); quotedWords(text, e+v[0], rest[v[0]:v[1]]) && v[1]-v[0] >= 12 {
			return take(text, e, v, minPasswordLen, "passphrase", spans), true // the HMAC key is "correct horse battery staple"
		}
		if v := token(rest, loc[1]); keyGroups(text, e, v) != v {
			return take(text, e, v, minPasswordLen, "credential", spans), true // "the TOTP secret is K7QV 2XLM 3RZ4 WP6N"
		}
		if v := token(rest, loc[1]); secretNamed(text[e-nameLen(text, e):e]) && bareValue(rest[v[0]:v[1]]) {
			return take(text, e, v, minPasswordLen, "credential", spans), true // "the shared secret is hunter2"
		}
		return window(text, e+loc[1], 3, spans), false // "the 2FA secret for the shared admin account is ..."
	case password:
		if w, ok := colonPhrase(text, e, rest, loc); ok {
			return append(spans, span{e + w[0], e + w[1], "passphrase"}), true // "the vault password is: brisk walnut canyon ember"
		}
		if w, ok := copulaPhrase(text, e, rest, loc); ok {
			return append(spans, span{e + w[0], e + w[1], "passphrase"}), true // "the password is correct horse battery staple"
		}
		if w := clause(rest, loc[1]); foreignSentence(wordBefore(text, e), rest[loc[0]:loc[1]]) && len(strings.Fields(rest[w[0]:w[1]])) >= 4 && foreignPhrase(rest, w) && coveredLabel(text, e) {
			return append(spans, span{e + w[0], e + w[1], "passphrase"}), true // "das Passwort ist blaue katze tanzt leise": four words or more, as copulaPhrase asks
		}
		v := gluedTail(rest, passwordToken(rest, loc[1]))
		if op := strings.TrimSpace(rest[loc[0]:loc[1]]); plainWord(rest[v[0]:v[1]]) && (strings.HasSuffix(op, "—") || strings.HasSuffix(op, "–")) {
			return spans, false // "the password — which is X — ...": a dash opens an aside as often as a value
		}
		if foreignSentence(wordBefore(text, e), rest[loc[0]:loc[1]]) && plainWord(rest[v[0]:v[1]]) {
			return spans, true // "das Passwort für Jürgen ist geändert": a word of a sentence stopWords cannot read
		}
		if w := clause(rest, v[0]); countedWords(rest[w[0]:w[1]]) {
			return spans, true // "the PIN is four digits", "four to six digits long": its format, counted
		}
		if judgementWords[rest[v[0]:v[1]]] && clause(rest, v[1]) != [2]int{v[1], v[1]} || placedAt(rest, v) || describedAfter(rest, v) {
			return spans, true // "the password is pretty weak": an adverb of a judgement, before its adjective; "is written on the whiteboard"; "is randomly generated"
		}
		return take(text, e, v, minPasswordLen, "password-phrase", spans), true
	case passphrase:
		v := clause(rest, loc[1])
		val := rest[v[0]:v[1]]
		// The first word is read past a wide quote: « dans le coffre ».
		if first, _, _ := strings.Cut(strings.TrimLeft(val, "«「“‘ "), " "); phraseStops[strings.ToLower(first)] || refersElsewhere(val) || placeholder(val) ||
			strings.HasPrefix(val, markerPrefix) || len(val) < minPasswordLen || publicMnemonic(val) || formatCount(val) || passSource(val) || managerReference(val) || referenceTail(text, e+v[0]) ||
			judgedPhrase(rest[loc[0]:loc[1]], val) {
			return spans, true // "the passphrase is stored in the vault", "the passphrase is env:GPG_PASS"
		}
		return append(spans, span{e + v[0], e + v[1], "passphrase"}), true
	}
	return spans, false
}

// refersElsewhere: a passphrase's clause points at one kept elsewhere ("the
// one from the team vault", "the same as staging's", "the usual"), where a
// passphrase of words may open with any other "the" ("the quick brown fox").
func refersElsewhere(val string) bool {
	f := strings.Fields(lowerASCII(val))
	return len(f) >= 2 && f[0] == "the" && referents[f[1]]
}

var referents = map[string]bool{"one": true, "same": true, "usual": true, "default": true, "old": true, "shared": true}

// foreignVerbs are the verbs and prepositions of proseOp that are not
// English: after them the sentence is in a language stopWords do not list.
var foreignVerbs = map[string]bool{"ist": true, "lautet": true, "heißt": true, "heisst": true, "luidt": true, "c'est": true, "eh": true, "est": true, "es": true, "er": true, "jest": true, "je": true, "adalah": true, "ialah": true, "hiya": true, "huwa": true,
	"pour": true, "para": true, "per": true, "van": true, "voor": true, "dla": true, "til": true, "za": true, "od": true,
	"de": true, "del": true, "di": true, "da": true, "du": true, "des": true, "der": true,
	"na": true, "nos": true, "nas": true, "dos": true, "em": true, "en": true, "w": true, "im": true, "zum": true, "zur": true, "au": true}

// foreignSentence: the password word (name) or what joins it to its value
// (op) is in another language than English.
func foreignSentence(name, op string) bool {
	if !ascii(name) || !ascii(op) || strings.IndexByte(op, '\'') >= 0 {
		return true // a word of another script, or Italian's dell'
	}
	if l := lowerASCII(name); credWords[l] == password && !englishPasswordWords[l] || foreignCodeWords[l] {
		return true // Passwort, senha, haslo; kod, koden
	}
	for _, w := range strings.Fields(lowerASCII(op)) {
		if foreignVerbs[w] {
			return true
		}
	}
	return false
}

// wordBefore is the word that ends at e, in any script: nameLen reads
// ASCII names only, and stops inside "şifresi" or after "jelszó".
func wordBefore(text string, e int) string {
	s := e
	for s > 0 && (isNameByte(text[s-1]) || text[s-1] >= 0x80) {
		s--
	}
	return text[s:e]
}

// englishPasswordWords are the password words of English and of code.
var englishPasswordWords = map[string]bool{"password": true, "passwd": true, "pwd": true, "pass": true, "pw": true, "passcode": true,
	"pin": true, "pincode": true, "puk": true, "psk": true, "cvv": true, "cvv2": true, "cvc": true, "cvc2": true, "requirepass": true, "masterauth": true, "cpin": true}

// plainWord: v is one word of letters, in any script and case, with
// nothing a password adds (a digit, a symbol, a capital inside it).
func plainWord(v string) bool {
	if v == "" {
		return false
	}
	for i, r := range v {
		if !unicode.IsLetter(r) || i > 0 && unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// heldIn says what follows is what the password's file, field or entry
// holds: "the password file contains just: X", "the passwd field has X",
// and with "is" when "just" or "only" says it is the whole of it: "the
// password file is literally just X". The value may stand alone on the
// next line, the words ending theirs ("the password file contains:\nX").
var heldIn = lazyre.New(`^[ \t]+(?:file|field|entry|line|cell|column|note)` + heldVerb)

// heldInFile is heldIn after a name that is a password's file itself, with
// its extension: "passfile.txt is literally just X", "/run/secrets/db_password
// contains only X".
var heldInFile = lazyre.New(`^(?:\.[A-Za-z]{1,4})?` + heldVerb)

const heldVerb = `[ \t]+(?:(?:contains|holds|has|reads|says)(?:[ \t]+(?:literally[ \t]+)?(?:just|only))?|is[ \t]+(?:literally[ \t]+)?(?:just|only))[ \t]*:?(?:[ \t]+|[ \t]*$)`

// heldToken is the value (bounds in rest, which is text[e:]) a password's
// file, field or entry holds, after the words that say so: on their line,
// or alone on the next.
func heldToken(text string, e int, rest string) ([2]int, bool) {
	loc := heldIn.FindStringIndex(rest)
	if loc == nil && fileNamed(text, e, rest) {
		loc = heldInFile.FindStringIndex(rest)
	}
	if loc == nil {
		return [2]int{}, false
	}
	if strings.TrimSpace(rest[loc[1]:]) == "" {
		b, ok := nextLineValue(text, e, rest, loc[1], password)
		return b, ok && heldValue(text[e+b[0]:e+b[1]])
	}
	h := passwordToken(rest, loc[1])
	return h, heldValue(rest[h[0]:h[1]])
}

// passwordFileName: a part of name is a password's word with "file" glued
// on (passfile, pwfile, passwdfile), a name no rule reads as a credential,
// since it names where the password is kept (passfile=/home/u/.pgpass).
func passwordFileName(name string) bool {
	for _, p := range components(name) {
		if w, ok := strings.CutSuffix(p, "file"); ok && w != "" && classify(w, "", 0) == password {
			return true
		}
	}
	return false
}

// heldFileValue redacts what the password's file named before e holds,
// when the words after the name say so (heldToken).
func heldFileValue(text string, e int, spans []span) []span {
	if h, ok := heldToken(text, e, text[e:e+lineBound(text, e)]); ok {
		return take(text, e, h, minPasswordLen, "password", spans)
	}
	return spans
}

// fileNamed: the credential's name ending at e names a file: a word for
// one is part of it (passfile, password_file), an extension follows it
// (db_password.txt), or a path's directory stands before it
// (/run/secrets/db_password).
func fileNamed(text string, e int, rest string) bool {
	s := e - nameLen(text, e)
	return strings.Contains(lowerASCII(text[s:e]), "file") || s > 0 && text[s-1] == '/' ||
		len(rest) > 1 && rest[0] == '.' && unicode.IsLetter(rune(rest[1]))
}

// heldValue: what a password's file holds reads as a password, not a
// mode (0600) nor a word ("two lines").
func heldValue(v string) bool { return bareValue(v) || strongPassword(v) || candidate(v) }

// nearValue redacts a value the credential name ending at e stands beside
// with no operator or verb: one named before it ("X is my api key"), a
// quoted or bare password, a PIN, a login pair, else a random-looking token
// among the next few.
func nearValue(text string, e int, c credClass, rest string, closed int, spans []span) []span {
	name := text[e-nameLen(text, e) : e]
	if c == secret || c == password || c == passphrase {
		spans = before(text, e-len(wordBefore(text, e)), c != secret && nameEnds(rest), spans) // the word in any script: contraseña, пароль
	}
	if v, ok := foreignSetTo(text, e, rest); ok && c == password {
		return take(text, e, v, minPasswordLen, "password", spans) // "mudei a senha pra X", "heslo jsem změnil na X"
	}
	if c != weak && c != scheme {
		if v, ok := typedAnswer(text, e, rest); ok {
			return take(text, e, v, minPasswordLen, "password", spans) // "when it asks for the passphrase, type X"
		}
	}
	if handsOver(rest) && c != weak && (nameEnds(rest) || presents(text, e)) && !namesLookalike(rest) { // "the signing key's fingerprint:" hands over no key
		if b, ok := nextLineValue(text, e, rest, len(rest), c); ok {
			return append(spans, span{e + b[0], e + b[1], "credential"}) // "the deploy token? here it is:\nSECRET"
		}
	}
	if c != weak && c != scheme && nameAlone(text, e, rest) {
		if b, ok := nextLineValue(text, e, rest, len(rest), c); ok {
			return append(spans, span{e + b[0], e + b[1], "credential"}) // "Password\n  SECRET": a field's label, its value under it
		}
	}
	if c != weak && c != scheme {
		n := arrowOp(rest)
		if n > 0 && c == passphrase {
			if spans, done := proseValue(text, e, c, rest, []int{0, n}, spans); done {
				return spans // "wallet words -> ozone drill ...", "passphrase → correct horse battery staple"
			}
		}
		if v, ok := arrowValue(rest, n, c); ok {
			return take(text, e, v, minPasswordLen, "credential", spans) // "ssh key passphrase -> sunny-meadow-42"
		}
		if v, ok := asValue(rest, c); ok {
			return take(text, e, v, minPasswordLen, "credential", spans) // "save the pw as Kx9#mQ2vL7"
		}
	}
	v := hungarianArticle(text, e, rest, token(rest, closed))
	if c == password && v[0] > 0 && strings.IndexByte("\"'`", rest[v[0]-1]) >= 0 && strings.Contains(lowerASCII(name), "passw") {
		return take(text, e, v, minPasswordLen, "password", spans) // the app password 'dsts cooe mgtd canw'
	}
	if d := spokenRun(rest, v); c == password && d != v {
		return take(text, e, d, minPasswordLen, "password", spans) // "alarm code 9 3 7 1": a code read aloud
	}
	if d := digitGroups(text, e, v); c == password && d != v {
		return take(text, e, d, minPasswordLen, "password", spans) // "conference access code 882 004 1193": a code in groups
	}
	if c != weak && c != scheme && (pinCode(name, rest[v[0]:v[1]]) || keyedPIN(text, e, name, rest[v[0]:v[1]]) || spacedCode(text, e, rest[v[0]:v[1]])) {
		return take(text, e, v, minAssignmentLen, "password", spans) // "debit card PIN 4553", "CVV 713", "OTP 482913"
	}
	if c == password && netrcEntry(text, e-nameLen(text, e)) {
		if p := passwordToken(rest, closed); !placeholder(rest[p[0]:p[1]]) && !strings.Contains(rest[p[0]:p[1]], "@") {
			return take(text, e, p, minPasswordLen, "password", spans) // .netrc: machine HOST login USER password ANY=SHAPE!
		}
	}
	if (c == password || c == passphrase) && (bareValue(rest[v[0]:v[1]]) || letterGroups(rest[v[0]:v[1]])) {
		return take(text, e, v, minPasswordLen, "password", spans) // "vnc passwd Rvacr6sr", "app-specific password abcd-efgh-ijkl-mnop", "gpg passphrase sunflower42"
	}
	if h, ok := heldToken(text, e, rest); ok && c == password {
		return take(text, e, h, minPasswordLen, "password", spans) // "password file contains just: X"
	}
	if c == weak {
		spans = loginValue(text, e, rest, spans)
	}
	if c == secret || c == password {
		spans = referredValue(text, e, rest, spans)
	}
	if c == passphrase || c == secret {
		if v, ok := colonMnemonic(rest); ok {
			return take(text, e, v, minPasswordLen, "credential", spans)
		}
	}
	if with := window(text, e, 6, spans); len(with) > len(spans) || c != secret {
		return with
	}
	return farColon(text, e, spans)
}

// nameAlone: the credential's name ending at e is its line's whole text,
// with at most two words before it, the first capitalised as a label's
// ("Password", "Master Password", "API key"), as a form or a password manager labels a field whose value a copy
// puts on the next line.
func nameAlone(text string, e int, rest string) bool {
	if strings.TrimSpace(rest) != "" {
		return false
	}
	s := e - nameLen(text, e)
	ls := strings.LastIndexByte(text[:s], '\n') + 1
	head := strings.TrimLeft(text[ls:s], " \t")
	if head == "" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(head)
	return unicode.IsUpper(r) && len(strings.Fields(head)) <= 2 && strings.IndexFunc(head, func(r rune) bool { return !unicode.IsLetter(r) && r != ' ' }) < 0
}

// hungarianArticle is the token after v when v, right after Hungarian's
// password word (jelszó, jelszava), is the article "a" or "az" that opens
// the value's phrase: Hungarian puts no verb between them ("a jelszó a
// Tisza-2024x", "a wifi jelszava az Almafa77x"). A word after the article
// ("a jelszó a régi") is then read as any word after the label is.
func hungarianArticle(text string, e int, rest string, v [2]int) [2]int {
	if w := rest[v[0]:v[1]]; w != "a" && w != "az" || !strings.HasPrefix(strings.ToLower(wordBefore(text, e)), "jelsz") {
		return v
	}
	return token(rest, v[1])
}

// farColon redacts the random token a secret's sentence hands over after a
// colon further on than window reads, in the same sentence of its line:
// "client secret for the app, paste it in the settings: X". The word
// before the colon is read with it, so a digest's or an id's label
// ("commit: X", "request id: X") keeps what follows.
func farColon(text string, e int, spans []span) []span {
	rest := text[e : e+min(lineBound(text, e), maxColonReach)]
	k := strings.Index(rest, ": ")
	if k < 0 || containsAnyOf(rest[:k], ". ", "? ", "! ", "; ") {
		return spans
	}
	return window(text, e+strings.LastIndexByte(rest[:k], ' ')+1, 2, spans)
}

// maxColonReach bounds how far after a secret's name farColon looks for
// its colon: one sentence's clause, not a paragraph.
const maxColonReach = 160

// arrowValue is the value a note points at with an arrow between blanks
// ("ssh key passphrase -> sunny-meadow-42", "wifi pw → Kx9mQ2wL!"), as
// bounds in rest: one token that mixes letters and digits, reads as random
// or as a chosen password (a password word's runs through its symbols), or
// a recovery phrase of BIP-39's shape. A word or a type after it ("-> ask
// Dana", "Password -> Bool") is where to find it or what a function
// returns. n is the arrow's length (arrowOp), 0 when rest opens with none.
func arrowValue(rest string, n int, c credClass) ([2]int, bool) {
	if n == 0 {
		return [2]int{}, false
	}
	if w := clause(rest, n); mnemonic(rest[w[0]:w[1]]) {
		return w, !repeatsPublicly(strings.Fields(rest[w[0]:w[1]])) // "seed → ozone drill grab ..."
	}
	v := token(rest, n)
	if c == password {
		v = passwordToken(rest, n)
	}
	tok := rest[v[0]:v[1]]
	return v, bareValue(tok) || candidate(tok) || strongPassword(tok)
}

// presents: the line at i hands over what follows it ("here it is:",
// "here you go:", "this one:"), where "the password rules are:" goes on to
// describe them.
func presents(text string, i int) bool {
	s := strings.LastIndexByte(text[:i], '\n') + 1
	line := lowerASCII(text[s : i+lineBound(text, i)])
	return containsAnyOf(line, "here", "this one", "that one", "it is:", "it's:", "aquí", "aqui", "voici", "voilà", "hier", "вот", "ecco", "tutaj", "här", "tässä")
}

// handsOver: the rest of a label's line ends where its value begins on the
// next: with a colon or a dash, or with "below", "here" or "follows" at the
// end of its first clause.
func handsOver(rest string) bool {
	t := strings.TrimRight(rest, " \t\r")
	if strings.HasSuffix(t, ":") || strings.HasSuffix(t, " -") {
		return true
	}
	if i := strings.IndexAny(t, ",;(—"); i >= 0 {
		t = strings.TrimRight(t[:i], " \t") // "the password is below, don't paste it anywhere": the first clause
	}
	for _, w := range []string{" below", " here", " follows"} {
		if len(t) >= len(w) && strings.EqualFold(t[len(t)-len(w):], w) {
			return true
		}
	}
	return false
}

// newOne is a later clause that gives the credential named before it by a
// pronoun: "I rotated the webhook secret; the new one is X", "changed the
// password yesterday, the current one: X".
var newOne = lazyre.New(`(?i)\b(?:(?:new|current|old|real|actual|latest|right|correct|working)\s+(?:one|value)\s*(?:is|was|'s|:|=)|(?:changed|set|reset|updated|switched)\s+it\s+to)\s+`)

// newOneForeign is newOne in the languages a chat gives a changed password
// in: Italian ("quella nuova è"), Spanish ("la nueva es"), French ("la
// nouvelle est"), Portuguese ("a nova é"), Dutch ("de nieuwe is"), German
// ("die neue ist"); the adjective after the article stands for the noun.
var newOneForeign = lazyre.New(`(?i)\b(?:(?:quella|quello|la|il)\s+nuov[ao]\s*(?:è|e'|:)|(?:la|el)\s+nuev[ao]\s*(?:es|:)|(?:la|le)\s+nouve(?:lle|au)\s*(?:est|:)|(?:a|o)\s+nov[ao]\s*(?:é|:)|(?:de|het)\s+nieuwe\s*(?:is|:)|(?:das|die|der)\s+neue\s*(?:ist|:))\s+`)

// newOneCue says whether rest holds what every match of newOne holds: "one"
// or "value" with a verb or an operator after it ("one is", "value:"), or
// "it" then "to" after a blank ("set it to"). A JSON document's "value"
// fields hold neither, and the expression is spared on each of its keys.
func newOneCue(rest string) bool {
	l := lowerASCII(rest)
	for i := 0; i < len(l); i++ {
		for _, noun := range []string{"one", "value"} {
			if strings.HasPrefix(l[i:], noun) {
				if k := skipBlanks(l, i+len(noun)); k < len(l) && strings.IndexByte("iw':=", l[k]) >= 0 {
					return true
				}
			}
		}
		if i > 0 && skipBlanks(l, i-1) == i && strings.HasPrefix(l[i:], "it") {
			if k := skipBlanks(l, i+2); k > i+2 && strings.HasPrefix(l[k:], "to") {
				return true
			}
		}
	}
	return false
}

// answered is the answer to a question that names the credential just
// before its "?": "the API key? it's X".
var answered = lazyre.New(`(?i)^\s*\?\s+(?:it|that)(?:'s|’s|\s+is|\s+was)\s+`)

// referredValue redacts the value newOne or answered gives, in the
// sentence of the credential name ending at e, when it reads as a secret.
func referredValue(text string, e int, rest string, spans []span) []span {
	rest = sentenceOf(rest[:min(len(rest), maxSentenceLen)])
	var loc []int
	if strings.HasPrefix(strings.TrimLeft(rest, " \t"), "?") {
		loc = answered.FindStringIndex(rest) // the name ends its question: only then is the expression run
	} else if containsAnyOf(rest, "one", "alue", "ONE", "ALUE", " it to", " IT TO") {
		if newOneCue(rest) {
			loc = newOne.FindStringIndex(rest) // the expression runs only where its noun is
		}
	}
	if loc == nil && containsAnyOf(rest, "nuov", "nuev", "nouv", "nova", "novo", "nieuw", "neue") {
		loc = newOneForeign.FindStringIndex(rest) // "la password è cambiata, quella nuova è X"
	}
	if loc == nil {
		return spans
	}
	v := token(rest, loc[1])
	if val := rest[v[0]:v[1]]; candidate(val) || bareValue(val) {
		spans = append(spans, span{e + v[0], e + v[1], "credential"})
	}
	return spans
}

// loginValue redacts the password of a "user/password" or "user:password"
// pair given as a login ("the default Tomcat manager login is tomcat/s3cret",
// "login: admin:Qw7mZ2"): the word says the pair is a login, so the second
// half is its password however guessable.
func loginValue(text string, e int, rest string, spans []span) []span {
	if n := lowerASCII(text[e-nameLen(text, e) : e]); n != "login" && n != "logins" {
		return spans
	}
	from := 0
	if loc := proseOp.FindStringIndex(rest); loc != nil {
		from = loc[1]
	} else if loc := assignOp.FindStringIndex(rest); loc != nil {
		from = loc[1]
	}
	v := token(rest, from)
	val := rest[v[0]:v[1]]
	i := strings.IndexAny(val, "/:")
	if i <= 0 || strings.Count(val, "/")+strings.Count(val, ":") != 1 || strings.ContainsAny(val, ".@[") {
		return spans // a path, a URL, a host, a marker ("[REDACTED:kind]"), or no pair
	}
	if pw := val[i+1:]; strings.Trim(pw, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" {
		return spans // SSO/SAML, email/password: words, not a password
	}
	return take(text, e, [2]int{v[0] + i + 1, v[1]}, minPasswordLen, "password", spans)
}

// jsonMemberEnd is the offset in a blank-delimited token of a quote that
// closes a JSON string before the object goes on (",", ":", "}" or "]"
// after it), else 0. A one-line JSON log has no blanks, so a credential
// word in one member's string ("msg":"login failed") would read the rest of
// the line as one token; the string's value ends at its quote, and what
// follows is the next member, judged by its own name: the window stops
// there.
func jsonMemberEnd(raw string) int {
	for k := 1; k+1 < len(raw); k++ {
		j := strings.IndexByte(raw[k:len(raw)-1], '"')
		if j < 0 {
			return 0
		}
		if k += j; raw[k-1] != '\\' && strings.IndexByte(",:}]", raw[k+1]) >= 0 {
			return k
		}
	}
	return 0
}

// idLabel: a word that labels the token after it as an id (role_id,
// AccessorID, -id, request-id), which a credential word before it does not
// make a secret. An id named for a credential (secret_id, --token-id, a
// key id) is the credential's, and left to the rules that judge it; an
// OAuth client's id is public, published in every authorize URL
// ("token ... ClientID: 0b3e..."), while its secret is given elsewhere.
func idLabel(w string) bool {
	if len(w) == 3 && lowerASCII(w) == "jti" {
		return true // a JWT's id (RFC 7519 4.1.7), which a denylist of revoked tokens keeps in the clear
	}
	if t := strings.TrimRight(w, "_-."); len(t) < 2 || t[len(t)-2]|0x20 != 'i' || t[len(t)-1]|0x20 != 'd' {
		return false // the last part cannot be "id": no need to split the name (window asks of every word)
	}
	parts := components(w)
	n := len(parts)
	owner := parts[:max(n-1, 0)]
	if len(owner) > 0 && owner[len(owner)-1] == "client" {
		owner = owner[:len(owner)-1]
	}
	return n > 0 && (parts[n-1] == "id" || ssidWords[parts[n-1]]) && !keyedWord(owner)
}

// idPart says whether a name ends in an id: a last part that mixes letters
// and digits (token-58z28, key-7f3a9).
func idPart(name string) bool {
	parts := components(name)
	if len(parts) < 2 {
		return false
	}
	last := parts[len(parts)-1]
	return strings.IndexAny(last, "0123456789") >= 0 && strings.Trim(last, "0123456789") != ""
}

// nameField ends the text before a credential name given as the value of a
// "name" field: Kubernetes' and Compose's "- name: X", ECS's {"name": "X"},
// Terraform's name = "X".
var nameField = lazyre.New(`(?i)\b(?:name|key|header)["']?\s*[:=]\s*["']?$`)

// valueField opens the "value" field beside it, on the same line or the next
// two ("valueFrom" is a reference and does not match).
var valueField = lazyre.New(`^[ \t]*,?[ \t]*(?:\r?\n[ \t]*(?:-[ \t]*)?){0,2}["']?[Vv]alue["']?[ \t]*[:=][ \t]*`)

// siblingValue is the value of the "value" field that follows a credential
// name given as a "name" field's value (ending at e, closed quote skipped),
// as bounds in text[e:].
func siblingValue(text string, e, closed int) ([2]int, bool) {
	s := e - nameLen(text, e)
	if !assignedAfter(text[max(0, s-16):s]) || !nameField.MatchString(text[max(0, s-16):s]) {
		return [2]int{}, false
	}
	after := text[e:min(len(text), e+maxProviderSpan)]
	loc := valueField.FindStringIndex(after[closed:])
	if loc == nil {
		return [2]int{}, false
	}
	v := token(after, closed+loc[1])
	if nl := strings.IndexAny(after[v[0]:v[1]], "\r\n"); nl >= 0 {
		v[1] = v[0] + nl
	}
	return v, true
}

// keyValueEntry: the name ending at e is a bare "key" field of an entry
// whose "value" field follows it, on its line or the next (ECS and
// Kubernetes env lists, AWS tags, {"key": ..., "value": ...}): its value
// is the entry's name. siblingValue judges the value field when that name
// is a credential's.
func keyValueEntry(text string, e int) bool {
	if e < 3 || !strings.EqualFold(text[e-3:e], "key") || e > 3 && isNameByte(text[e-4]) {
		return false
	}
	end := e + lineBound(text, e)
	return inlineValueField.MatchString(text[e:end]) || valueField.MatchString(text[end:])
}

// inlineValueField is a "value" field after the key's own on its line.
var inlineValueField = lazyre.New(`[,{]\s*["']?[Vv]alue["']?\s*[:=]`)

// assignedAfter: before ends in ":" or "=" and then blanks and a quote at
// most, as nameField's match must; the cheap test spares the expression
// on every credential name that is no field's value.
func assignedAfter(before string) bool {
	i := len(before)
	if i > 0 && (before[i-1] == '"' || before[i-1] == '\'') {
		i--
	}
	for i > 0 && strings.IndexByte(" \t\n\f\r", before[i-1]) >= 0 {
		i--
	}
	return i > 0 && (before[i-1] == ':' || before[i-1] == '=')
}

// hclDefault is the default of an HCL block named for a credential, before
// the block closes: Terraform's variable "db_password" { default = "..." }.
var hclDefault = lazyre.New(`^\s*\{[^}]*?\bdefault\s*=\s*`)

// blockDefault is the default value of the block the quoted credential name
// ending at e opens, as bounds in text[e:].
func blockDefault(text string, e, closed int) ([2]int, bool) {
	return quotedNameField(text, e, closed, hclDefault)
}

// quotedNameField is the value that field (the expression, up to the
// value) reaches after the quoted name ending at e, as bounds in text[e:].
func quotedNameField(text string, e, closed int, field *lazyre.Regexp) ([2]int, bool) {
	if closed == 0 {
		return [2]int{}, false
	}
	after := text[e:min(len(text), e+maxProviderSpan)]
	loc := field.FindStringIndex(after[closed:])
	if loc == nil {
		return [2]int{}, false
	}
	return token(after, closed+loc[1]), true
}

// objectField opens an object given to a name, then its fields up to a
// "value" field: terraform output -json's {"sensitive": true, "type":
// "string", "value": ...}, an SSM parameter's, a vault field's.
var objectField = lazyre.New(`^\s*:\s*\{[^{}]*?"value"\s*:\s*`)

// objectValue is the "value" field of the object the quoted credential
// name ending at e is given, as bounds in text[e:].
func objectValue(text string, e, closed int) ([2]int, bool) {
	return quotedNameField(text, e, closed, objectField)
}

// closingQuote is 1 when the name ending at e is quoted and rest opens with
// its closing quote, else 0: that quote closes the name ("ClearTextPassword"
// in key="ClearTextPassword" value="..."), it opens no value.
func closingQuote(text string, e int, rest string) int {
	s := e - nameLen(text, e)
	if s > 0 && rest != "" && strings.IndexByte("\"'", rest[0]) >= 0 && text[s-1] == rest[0] {
		return 1
	}
	return 0
}

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
	return len(parts) > 0 && strings.HasSuffix(parts[len(parts)-1], "secret")
}

// pinNoun is the length of " code" or " number" after a PIN's name ending
// at e, which name the same secret ("PIN code", "PUK number"), else 0.
func pinNoun(text string, e int, rest string) int {
	name := lowerASCII(text[e-nameLen(text, e) : e])
	if name != "pin" && name != "puk" {
		return 0
	}
	for _, n := range []string{" code", " number"} {
		if len(rest) > len(n) && strings.EqualFold(rest[:len(n)], n) && !isNameByte(rest[len(n)]) {
			return len(n)
		}
	}
	return 0
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
		case p == "puk" || p == "passcode" || p == "pincode" || p == "pin" && (strings.Contains(name, "PIN") || len(components(name)) > 1) || lockCodeWords[p]:
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
	after := strings.TrimSpace(text[e : e+lineBound(text, e)])
	return strings.TrimLeft(text[strings.LastIndexByte(text[:s], '\n')+1:s], " \t") == "" && after == tok
}

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
// second group is the verb.
var valueBefore = lazyre.New(`(\S+)\s+(?:(is|was|as|como|comme|als|как|come|jako|som|sebagai|ist|est|es|è|é|är|er|jest|je|to|on)\s+|\(\s*)(?:(?:my|our|the|your|a|an|its|their|la|le|el|das|den|il|o|het|de|der|die|det)\s+)?(?:[\pL\w-]+(?:\s+|['’])){0,2}$`)

// before redacts a random-looking value the sentence names, before the
// credential name starting at s, as the credential; a password (pw) need
// only mix letters and digits ("use hunter22x as the password").
func before(text string, s int, pw bool, spans []span) []span {
	from := max(0, s-80)
	if j := strings.LastIndexByte(text[from:s], '\n'); j >= 0 {
		from += j + 1
	}
	w := text[from:s]
	if !containsAnyOf(w, " is ", " was ", " as ", " (", " como ", " comme ", " als ", " как ", " come ", " jako ", " som ", " sebagai ") && !foreignIsBefore(w) {
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
	if v == "" || !candidate(v) && !(pw && (bareValue(v) || digitPassword(v) || subjectWord(w, loc, v) && !possessed(text[s:]))) {
		return spans
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
	if loc[4] < 0 || w[loc[4]:loc[5]] != "is" && w[loc[4]:loc[5]] != "was" || len(v) < 6 || loc[2] != len(w)-len(strings.TrimLeft(w, " \t")) && !sentenceEnd(w[:loc[2]]) {
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
	"whose because unless though although perhaps maybe probably which whichever please thanks rotation policy default")

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

// nameLen is the length of the name that ends at e.
func nameLen(text string, e int) int {
	s := e
	for s > 0 && isNameByte(text[s-1]) {
		s--
	}
	return e - s
}

// token returns the bounds in s of the value starting at from: a quoted
// string without its quotes, or up to a blank, a quote, ',' or ';', without
// trailing sentence punctuation.
func token(s string, from int) [2]int {
	for from < len(s) && (s[from] == ' ' || s[from] == '\t') {
		from++
	}
	if q := escapedQuote(s[from:]); q > 0 {
		// An escaped quote inside a code string (password=\"SECRET\";): the
		// value runs to the same escaped quote, which closes it.
		if j := strings.Index(s[from+q:], s[from:from+q]); j >= 0 {
			return [2]int{from + q, from + q + j}
		}
	}
	if from < len(s) && (s[from] == '"' || s[from] == '\'' || s[from] == '`') {
		if j := strings.IndexByte(s[from+1:], s[from]); j >= 0 {
			return [2]int{from + 1, from + 1 + j}
		}
	}
	if n, closing := wideQuote(s[from:]); n > 0 {
		// A quoted value in Latin letters; one in CJK is a phrase of the sentence.
		if j := strings.Index(s[from+n:], closing); j >= 0 && strings.IndexFunc(s[from+n:from+n+j], func(r rune) bool { return r >= 0x3000 }) < 0 {
			return [2]int{from + n, from + n + j}
		}
	}
	end := from
	for end < len(s) && strings.IndexByte(" \t\r\n\"'`,;&", s[end]) < 0 && !cjkLead(s[end]) {
		end++
	}
	for end > from && strings.IndexByte(".:)!?]}>", s[end-1]) >= 0 {
		end--
	}
	return [2]int{from, end}
}

// wideQuotes open a quotation in CJK and in typographic text, with what
// closes each: 「X」, 『X』, “X”, «X».
var wideQuotes = [][2]string{{"「", "」"}, {"『", "』"}, {"“", "”"}, {"«", "»"}, {"‘", "’"}}

// wideQuote is the length of the wide quote s opens with and its closing
// quote, else 0.
func wideQuote(s string) (int, string) {
	if len(s) < 2 || s[0] < 0xC2 {
		return 0, ""
	}
	for _, q := range wideQuotes {
		if strings.HasPrefix(s, q[0]) {
			return len(q[0]), q[1]
		}
	}
	return 0, ""
}

// mnemonic says whether v is a recovery phrase: 12 words or more, each of 3
// to 8 lowercase letters as BIP-39's are, and none of the short words that
// make a sentence of it.
func mnemonic(v string) bool { return mnemonicWords(strings.Fields(v)) }

// mnemonicWords is mnemonic on v's words, split once by a caller that also
// asks whether they repeat (repeatsPublicly).
func mnemonicWords(words []string) bool {
	if len(words) < 12 {
		return false
	}
	for _, w := range words {
		if !seedShaped(w) || proseWords[w] {
			return false
		}
	}
	return true
}

// seedShaped: w has the shape of a BIP-39 word, 3 to 8 lowercase letters.
func seedShaped(w string) bool { return len(w) >= 3 && len(w) <= 8 && lowerWord(w) }

// colonMnemonic is a recovery phrase after the first colon of a seed's or a
// phrase's line, as bounds in rest, when an aside stands between the label
// and its colon ("seed phrase for the test wallet, write it down: orbit
// velvet ...", "mnemonic - keep offline: ..."): twelve BIP-39-shaped words
// say what they are wherever the colon falls.
func colonMnemonic(rest string) ([2]int, bool) {
	i := strings.Index(rest, ": ")
	if i < 0 || i > maxAsideLen {
		return [2]int{}, false
	}
	w := clause(rest, i+2)
	words := strings.Fields(rest[w[0]:w[1]])
	return w, mnemonicWords(words) && !repeatsPublicly(words)
}

// publicMnemonic: v, quotes aside, is a recovery phrase that
// repeatsPublicly.
func publicMnemonic(v string) bool {
	words := strings.Fields(strings.Trim(v, "\"'`"))
	return mnemonicWords(words) && repeatsPublicly(words)
}

// repeatsPublicly: a phrase's words repeat as the development phrases every
// wallet's docs print do (Hardhat's and Anvil's "test" eleven times then
// "junk", BIP-39's "abandon" eleven times then "about", its vectors' "legal
// winner thank" twice over): they guard nothing. The repeats needed grow
// with the phrase, one for every four words: twelve words drawn at random
// from 2,048 repeat two now and then (a phrase made up for a test may too)
// and three in about one phrase of 200,000, and a real 24-word seed repeats
// six almost never, where three would keep one of about 2,500.
func repeatsPublicly(words []string) bool {
	seen := map[string]bool{}
	for _, w := range words {
		seen[w] = true
	}
	return (len(words)-len(seen))*4 >= len(words)
}

// maxAsideLen bounds what may stand between a seed's label and its colon.
const maxAsideLen = 80

// proseWords are in almost every English sentence of twelve words and in no
// BIP-39 list.
var proseWords = map[string]bool{"the": true, "and": true, "for": true, "that": true, "with": true, "this": true,
	"are": true, "was": true, "our": true, "you": true, "but": true, "from": true}

// cjkLead: the first byte of a kana, CJK or Hangul character in UTF-8
// (U+3000 to U+DFFF). A sentence in those scripts writes no blank after a
// value ("パスワードはX です", "密码是X。"), so the character ends it.
func cjkLead(c byte) bool { return c >= 0xE3 && c <= 0xED }

// escapedQuote is the length of the escaped quote s opens with (\" or \\\"
// when a string is quoted twice), else 0.
func escapedQuote(s string) int {
	n := 0
	for n < len(s) && n < 8 && s[n] == '\\' {
		n++
	}
	if n > 0 && n < len(s) && (s[n] == '"' || s[n] == '\'') {
		return n + 1
	}
	return 0
}

// passwordToken is a password's value: quoted, or up to a blank. A password
// may hold "&", ";", ",", "!" (Tr0ub4dor&3, P@ss;word, W3lc0me!!): those end
// it only before a blank or the next name=value of a query or connection
// string. Sentence punctuation at its end is not part of it.
func passwordToken(s string, from int) [2]int {
	v := token(s, from)
	if v[0] > 0 && strings.IndexByte("\"'`", s[v[0]-1]) >= 0 || v[0] > from && s[v[0]-1] >= 0x80 {
		return v // quoted, or in wide quotes
	}
	end := v[0]
	for end < len(s) && !isSpace(s[end]) && strings.IndexByte("\"'`", s[end]) < 0 && !tagOpens(s, end) && !cjkLead(s[end]) {
		if strings.IndexByte("&;,", s[end]) >= 0 && (end+1 == len(s) || isSpace(s[end+1]) || nextPair.MatchString(s[end+1:])) {
			break
		}
		end++
	}
	for end > v[0] && strings.IndexByte(".,;:", s[end-1]) >= 0 {
		end--
	}
	// "the door code is 4 7 1 9": a code read aloud
	return spokenRun(s, [2]int{v[0], max(end, spacedGroups(s, v[0]))})
}

// spacedGroups is the end of a run at i of four or more groups of four
// letters and digits, one space apart, with a digit among them and a
// letter: an application password as WordPress prints it ("AbC1 dEf2 ...",
// six groups), where the value's first group alone would be cut from the
// rest. Words of prose are not all four letters long and hold no digit. It
// returns i when there is no such run.
func spacedGroups(s string, i int) int {
	end, n, digit, letter := i, 0, false, false
	for j := i; j+4 <= len(s) && (j == i || s[j-1] == ' '); j += 5 {
		g := s[j : j+4]
		if strings.Trim(g, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") != "" || j+4 < len(s) && isWord(s[j+4]) {
			break
		}
		digit = digit || strings.ContainsAny(g, "0123456789")
		letter = letter || strings.Trim(g, "0123456789") != ""
		end, n = j+4, n+1
		if j+4 >= len(s) || s[j+4] != ' ' {
			break
		}
	}
	if n < 4 || !digit || !letter {
		return i
	}
	return end
}

// tagOpens: s[i] opens a markup tag ("</password>", "<br>"), which ends the
// value before it; a "<" before a digit or a symbol is the password's own
// character (pandas<3Zk9!w).
func tagOpens(s string, i int) bool {
	if s[i] != '<' {
		return false
	}
	c := s[min(i+1, len(s)-1)]
	return i+1 == len(s) || c == '/' || c|0x20 >= 'a' && c|0x20 <= 'z'
}

// filePath: v is a file's path (/etc/kms/kek.pem, ~/.ssh/id_ed25519,
// ./certs/tls.key): a key named by where it is kept, not given.
func filePath(v string) bool {
	p := strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(v, "~"), "."), ".")
	return strings.HasPrefix(p, "/") && strings.Count(p, "/") >= 2 && !strings.ContainsAny(v, " \t")
}

// emptyBefore: after a blank, v opens the next name=value pair of its line
// ("password= host=db.lan"), not a value of base64 that ends in "=".
func emptyBefore(v string) bool {
	loc := nextPair.FindStringIndex(v)
	return loc != nil && loc[1] < len(v) && !isSpace(v[loc[1]]) && v[loc[1]] != '='
}

// assignLoc is where the operator that gives the name ending at e its
// value lies in rest: "=", ":" and their kin, or a two-cell table row's
// bar (| DB_PASSWORD | X |); nil when there is none.
func assignLoc(text string, e int, c credClass, rest string) []int {
	if c == weak {
		return nil
	}
	if loc := assignOp.FindStringIndex(rest); loc != nil && !namespaced(rest, loc) && !longArrow(rest, loc) {
		return loc
	}
	if n, ok := keyValueRow(text, e, rest); ok {
		return []int{0, n}
	}
	return nil
}

// emptyValue: the operator at loc in rest gives the name ending at e no
// value: "password= host=db", "--password= --verbose", "-var token=
// -auto-approve", "docker run -e TOKEN= app" (an empty value, then the
// next pair, flag or word), "passphrase:   # set in prod" (a comment).
func emptyValue(text string, e int, rest string, loc []int) bool {
	op, after := rest[loc[0]:loc[1]], rest[loc[1]:]
	if !isSpace(op[len(op)-1]) {
		return false
	}
	return strings.HasPrefix(after, "# ") || op[0] == '=' && (emptyBefore(after) || flagWord(after) || flagArgument(text, e))
}

// keyValueRow: the name ending at e fills the first cell of a Markdown
// table's row of two cells ("| DB_PASSWORD | X |"), a key and its value,
// as a .env file gives them, the name ending its cell ("| wifi password |
// X |"); it returns the length of the bar and blanks between them. A row
// of more cells (a field's type and description) is no such pair.
func keyValueRow(text string, e int, rest string) (int, bool) {
	s := e - nameLen(text, e)
	if !strings.HasPrefix(strings.TrimLeft(rest, " \t"), "|") {
		return 0, false
	}
	if head := strings.TrimSpace(text[strings.LastIndexByte(text[:s], '\n')+1 : s]); head == "" || head[0] != '|' || strings.Count(head, "|") != 1 {
		return 0, false
	}
	line := rest[:lineBound(rest, 0)]
	if cells := strings.Split(strings.TrimRight(line, " \t\r|"), "|"); len(cells) != 2 || strings.TrimSpace(cells[0]) != "" {
		return 0, false
	}
	n := strings.IndexByte(rest, '|') + 1
	for n < len(rest) && (rest[n] == ' ' || rest[n] == '\t') {
		n++
	}
	return n, true
}

// flagArgument: the name ending at e is a command flag's argument
// (docker run -e DB_PASSWORD= app:1.4, --build-arg TOKEN= .): a shell
// word, which a blank ends, so "=" before a blank gives it nothing.
func flagArgument(text string, e int) bool {
	s := e - nameLen(text, e)
	if s < 3 || text[s-1] != ' ' {
		return false
	}
	w := wordBefore(text, s-1)
	return len(w) > 1 && w[0] == '-' && s-1-len(w) >= 0
}

// flagWord: v opens with a command's flag, long or short (--verbose,
// -auto-approve), a dash before a letter.
func flagWord(v string) bool {
	return len(v) > 1 && v[0] == '-' && (class(v[1]) == 1 || longFlag(v))
}

// nextPair opens the next name=value of a query or connection string.
var nextPair = lazyre.New(`^[\w.\-]+=`)

// clause is a passphrase's value: a quoted string, else the words up to the
// end of the clause.
func clause(s string, from int) [2]int {
	if from < len(s) && (s[from] == '"' || s[from] == '\'' || s[from] == '`') {
		return token(s, from)
	}
	end := from
	for end < len(s) && strings.IndexByte("()\r\n", s[end]) < 0 && !clauseEnd(s, end) {
		end++
	}
	for end > from && (s[end-1] == ' ' || s[end-1] == '\t') {
		end--
	}
	return [2]int{from, end}
}

// clauseEnd: sentence punctuation at i, before a blank or the end. Inside a
// word it is one of a passphrase's characters ("Kx9!mQ2w"). A dash set
// off by blanks opens the next clause ("lautet: Tannenzapfen im Nebel 42 —
// bitte nicht ..."), where one inside a word joins it.
func clauseEnd(s string, i int) bool {
	if s[i] == ' ' {
		// a command's next flag (--passphrase=X --verbose), a YAML or shell comment (X  # prod), a table's bar (| X |)
		return strings.HasPrefix(s[i+1:], "— ") || strings.HasPrefix(s[i+1:], "– ") || longFlag(s[i+1:]) || strings.HasPrefix(s[i+1:], "# ") || strings.HasPrefix(s[i+1:], "|")
	}
	return strings.IndexByte(".,;!?", s[i]) >= 0 && (i+1 == len(s) || isSpace(s[i+1]))
}

// take redacts v (bounds in text[e:]) unless it is short, a placeholder, a
// word of the sentence, already redacted, or the BEGIN line of a PEM block
// ("the key: -----BEGIN PUBLIC KEY-----"): pemBlocks decides on the block
// by its label.
func take(text string, e int, v [2]int, minLen int, kind string, spans []span) []span {
	v = keyGroups(text, e, v)   // "the TOTP secret is K7QV 2XLM 3RZ4 WP6N": the groups are one value
	v = digitGroups(text, e, v) // "the bridge's access code is 8812 0044"
	val := text[e+v[0] : e+v[1]]
	first, _, _ := strings.Cut(strings.ToLower(val), " ")
	if quotedWords(text, e+v[0], val) && !pointerWords[first] {
		first = "" // PGPASSWORD='my pass word': given verbatim, not a sentence about the password
	}
	if len(val) < minLen || notAValue(text, e, v, val, first) {
		return spans
	}
	end := e + v[1]
	quoted := e+v[0] > 0 && strings.IndexByte("\"'`", text[e+v[0]-1]) >= 0
	if !quoted && (len(val) >= minWrappedLen || strings.HasSuffix(val, "\\")) {
		end += wrapped(text, end) // the terminal wrapped the value onto the next line; a "\\" continues any value there
	}
	if quoted && len(val) >= minWrappedLen {
		end += concatenated(text, end)
	}
	return append(spans, span{e + v[0], end, kind})
}

// blockScalar is the first line of a YAML block scalar ("key: |" or "key:
// >-" ending its line, the value indented on the next), as bounds in text[e:].
func blockScalar(text string, e int, rest string, v [2]int) ([2]int, bool) {
	ind := rest[v[0]:v[1]]
	if ind == "" || strings.Trim(ind, "|>-+") != "" || len(ind) > 2 || strings.TrimSpace(rest[v[1]:]) != "" {
		return [2]int{}, false
	}
	s := e + len(rest)
	if s >= len(text) || text[s] != '\n' {
		return [2]int{}, false
	}
	s++
	line := text[s : s+lineBound(text, s)]
	body := strings.TrimLeft(line, " \t")
	if len(body) == len(line) {
		return [2]int{}, false // not indented: the block is empty
	}
	from := s + len(line) - len(body) - e
	return [2]int{from, from + len(strings.TrimRight(body, " \t\r"))}, true
}

// continuedQuote is a quoted value that a backslash at its line's end
// continues onto the next lines (a shell's or a dotenv's continuation), as
// bounds in text[e:] from the opening quote's next byte to the closing
// quote: the pieces, joined, read as a secret with no blank in it.
func continuedQuote(text string, e int, rest string, from int) ([2]int, bool) {
	op := strings.TrimLeft(rest[from:], " \t")
	if len(op) < 2 || op[0] != '"' && op[0] != '\'' || strings.IndexByte(op[1:], op[0]) >= 0 || !strings.HasSuffix(op, "\\") {
		return [2]int{}, false
	}
	q, joined := op[0], op[1:len(op)-1]
	for s, n := e+len(rest), 0; n < maxContinuedLines && s < len(text) && text[s] == '\n'; n++ {
		s++
		line := text[s : s+lineBound(text, s)]
		if k := strings.IndexByte(line, q); k >= 0 {
			joined += line[:k]
			ok := !strings.ContainsAny(joined, " \t") && (secretLike(joined) || candidate(joined))
			return [2]int{len(rest) - len(op) + 1, s + k - e}, ok
		}
		if !strings.HasSuffix(line, "\\") {
			break
		}
		joined += line[:len(line)-1]
		s += len(line)
	}
	return [2]int{}, false
}

// maxContinuedLines bounds the lines a continued quote is read over.
const maxContinuedLines = 4

// heredocValue is the value a here document gives an assignment whose
// operand (rest[from:], rest being text[e:] to the line's end) opens it
// (HCL's <<EOT and <<-EOT, Ruby's <<~EOS), as bounds in text[e:]: its
// body, when that is one line before the delimiter's. A body of several
// lines is a policy or a script, one of words a sentence.
func heredocValue(text string, e int, rest string, from int) ([2]int, bool) {
	if !strings.Contains(rest[from:], "<<") {
		return [2]int{}, false // cheap first: the expression runs only where a here document may open
	}
	m := heredocOperand.FindStringSubmatch(rest[from:])
	if m == nil {
		return [2]int{}, false
	}
	s := e + len(rest)
	for s < len(text) && (text[s] == ' ' || text[s] == '\t' || text[s] == '\r') {
		s++ // the line's rest, which op may stop short of
	}
	if s >= len(text) || text[s] != '\n' {
		return [2]int{}, false
	}
	s++
	body := text[s : s+lineBound(text, s)]
	n := s + len(body)
	if n >= len(text) || strings.TrimSpace(text[n+1:n+1+lineBound(text, n+1)]) != m[1] {
		return [2]int{}, false
	}
	v := strings.TrimSpace(body)
	if v == "" || strings.ContainsAny(v, " \t") || strings.Contains(v, "${") || placeholder(v) {
		return [2]int{}, false
	}
	at := s + strings.Index(body, v) - e
	return [2]int{at, at + len(v)}, true
}

// heredocOperand is an assignment's operand that opens a here document
// and names its delimiter.
var heredocOperand = lazyre.New(`^[ \t]*<<[-~]?[ \t]*["']?(\w+)["']?[ \t]*$`)

// concatenation joins a quoted value to the next literal: "A" + "B",
// "A" . "B" (PHP), "A" & "B" (VB), "A" .. "B" (Lua), on one line or across.
var concatenation = lazyre.New(`^["'][ \t]*(?:\+|\.\.?|&)[ \t]*(?:\\?\r?\n[ \t]*)?["']([A-Za-z0-9+/=_\-]{8,})["']`)

// concatenated is the length from end (a quoted value's last byte) to the
// end of the literal concatenated to it, when that literal is the rest of a
// key (its alphabet, 8 bytes or more), else 0.
func concatenated(text string, end int) int {
	m := concatenation.FindStringSubmatchIndex(text[end:min(len(text), end+maxProviderSpan)])
	if m == nil {
		return 0
	}
	return m[3]
}

// minWrappedLen: a value this long that ends its line may go on on the next.
const minWrappedLen = 16

// wrapped is the length of the rest of a value ending at i that a terminal
// or an editor wrapped onto the next line, with the line break, else 0: the
// next line opens (without indent) with one token of the value's alphabet,
// no "=" or ":" in it (a next assignment), that reads as random.
func wrapped(text string, i int) int {
	n := 0
	if strings.HasPrefix(text[i:], "\r\n") {
		n = 2
	} else if strings.HasPrefix(text[i:], "\n") {
		n = 1
	}
	if n == 0 {
		return 0
	}
	j := i + n
	for j < len(text) && (isBase64(text[j]) || text[j] == '-' || text[j] == '_') {
		j++
	}
	if tail := strings.TrimRight(text[i+n:j], "="); strings.Contains(tail, "=") {
		return 0 // NEXT_VAR=value: the next assignment
	}
	if j < len(text) && !isSpace(text[j]) && strings.IndexByte("\"'`,;)", text[j]) < 0 || j-i-n < minSecretLen/2 || !secretLike(text[i+n:j]) && !randomShort(text[i+n:j]) {
		return 0
	}
	return j - i
}

// randomShort: a short tail of a wrapped key, letters of both cases and
// digits, as no word or name of 8 bytes or more has.
func randomShort(t string) bool {
	var seen [4]bool
	for k := 0; k < len(t); k++ {
		seen[class(t[k])] = true
	}
	return seen[1] && seen[2] && seen[3]
}

// passwordHash is a password's stored hash in a format a framework writes:
// Django's algorithm$iterations$salt$hash, Werkzeug's pbkdf2:sha256:N$,
// LDAP's {SSHA}, modular crypt's $2b$, $6$, $argon2id$; and a database's
// stored verifier, which a dump or a migration writes where a role's
// password goes: PostgreSQL's SCRAM-SHA-256$iterations:salt$... and md5
// with 32 hex, MySQL's *<40 hex> (mysql_native_password) and $A$005$
// (caching_sha2_password). A hash is what a login checks against, not
// what it is given.
var passwordHash = lazyre.New(`^(?:SCRAM-SHA-(?:1|256)\$\d+:|md5[0-9a-f]{32}\b|\*[0-9A-F]{40}\b|\$A\$\d{3}\$|(?:pbkdf2_sha(?:1|256|512)|bcrypt(?:_sha256)?|argon2|scrypt|unsalted_(?:md5|sha1)|sha1|md5|crypt)\$[^$\s]+\$|` +
	`(?:pbkdf2:sha(?:1|256|512)|scrypt)(?::\d+)+\$|\{(?:S?SHA(?:256|512)?|S?MD5|CRYPT|PBKDF2[\w-]*|ARGON2)\}|\$(?:2[abxy]?|1|5|6|apr1|y|argon2(?:id|i|d))\$)`)

// payloadSignature is a request's signature header value: the HMAC of one
// payload (GitHub's sha256=<hex>, Stripe's t=<time>,v1=<hex>), which proves
// that payload and opens nothing; the secret that made it is elsewhere.
// Its shape with the digest left as a placeholder (t=1718200000,v1=<hex
// digest>, sha256=<hmac of body>) is how a note describes the header.
var payloadSignature = lazyre.New(`^(?:(?:sha1|sha256|sha512)=(?:[0-9a-f]{40,128}|<[^<>\n]{1,60}>)|t=\d{9,11},v\d=(?:[0-9a-f]{64}|<[^<>\n]{1,60}>))`)

// yamlTag: w opens a YAML value that is a reference or an encrypted blob, not a
// secret: Ansible's !vault, Home Assistant's !secret NAME, CloudFormation's
// !Ref and !Sub (lowercased, as take compares them).
func yamlTag(w string) bool {
	switch w {
	case "!vault", "!secret", "!ref", "!sub", "!getatt", "!importvalue", "!env", "!env_var", "!include", "!reference":
		return true
	}
	return false
}

// notAValue says whether val (at v in text[e:], its first word lowercased in
// first) is no secret however its name reads: a placeholder, a word of the
// sentence, a marker, a bracket that closes the code around the name, a
// public key, a hash, a reference, a payload's signature, a key cut short to
// show its shape (sk-...), or PEM armor ("0-----BEGIN ..."), which the block
// detectors judge: a value that swallowed it would hide from them whether
// the block is public.
func notAValue(text string, e int, v [2]int, val, first string) bool {
	return val == "" || managerNames[strings.ToLower(val)] || annotation(first) || typeName(text[e+v[0]:], val) || placeholder(val) || strings.IndexByte(")]}", val[0]) >= 0 || strings.HasPrefix(val, markerPrefix) ||
		stopWords[first] || participle(first) || extendedPublic(val) || passwordHash.MatchString(val) || yamlTag(first) ||
		payloadSignature.MatchString(text[e+v[0]:min(len(text), e+v[0]+200)]) ||
		strings.HasPrefix(text[e+v[1]:], "...") || strings.HasPrefix(text[e+v[1]:], "…") || strings.Contains(val, "-----") ||
		jsonText(val) || hclReference(text, e, v, val) || unsignedJWT(val) || strings.HasPrefix(text[e+v[1]:], ".") && strings.HasPrefix(val, "eyJ") && unsignedJWT(val+".") || keyAlgorithm(val) || contentID(val) || cmdlet(text, e, val) || publicNumber(val) || managerReference(val) || qualifiedLabel(val) || objectPath(val) || passSource(val) || loadedCredential(text, e, val) ||
		referenceTail(text, e+v[0]) || adverbOfDoing(text[e+v[0]:], val) || accessLevel(text, e, val)
}

// accessLevels are the levels a token's permission is given at (GitHub
// Actions' "id-token: write", a registry token's "read-only").
var accessLevels = map[string]bool{"read": true, "write": true, "read-all": true, "write-all": true, "read-only": true, "readonly": true,
	"read-write": true, "readwrite": true, "write-only": true}

// accessLevel: val is the level a token or a key is granted, not its
// value. A password's label keeps its value whatever the word: "password:
// write" gives no permission.
func accessLevel(text string, e int, val string) bool {
	if !accessLevels[strings.ToLower(val)] {
		return false
	}
	name := strings.ToLower(text[max(0, e-12):e])
	return !strings.Contains(name, "pass") && !strings.Contains(name, "pw")
}

// referenceTail: the value at s is the tail of a word that says where the
// secret is read from (env:DB_PASSWORD, vault:secret/app#pw), which a
// qualifier's words may have split at its colon ("the password for the
// db is env:DB_PASSWORD").
func referenceTail(text string, s int) bool {
	if s == 0 || text[s-1] != ':' {
		return false
	}
	b := s - 1
	for b > 0 && !isSpace(text[b-1]) {
		b--
	}
	w := text[b : s+lineBound(text, s)]
	if j := strings.IndexAny(w, " \t,;"); j >= 0 {
		w = w[:j]
	}
	return passSource(w) || managerReference(w)
}

// loadedCredential: val is systemd's LoadCredential=ID:PATH (or
// LoadCredentialEncrypted=), a credential's id and the file the service
// manager reads it from: the unit names where the secret is, not the
// secret. SetCredential=ID:VALUE gives the value itself and is judged as
// any other.
func loadedCredential(text string, e int, val string) bool {
	id, path, ok := strings.Cut(val, ":")
	if !ok || id == "" || !filePath(path) || strings.IndexFunc(id, func(r rune) bool { return r > 0x7f || !isNameByte(byte(r)) }) >= 0 {
		return false
	}
	return strings.HasSuffix(text[:e], "LoadCredential") || strings.HasSuffix(text[:e], "LoadCredentialEncrypted")
}

// passSource: val tells a tool where to read the secret, as OpenSSL's
// pass-phrase arguments do (-passin env:VAR, file:PATH, fd:N; pass:X is
// the secret itself): an environment variable's name, a file or a
// descriptor opens nothing.
func passSource(val string) bool {
	kind, arg, ok := strings.Cut(val, ":")
	switch {
	case !ok || arg == "":
		return false
	case kind == "env":
		return envName(arg)
	case kind == "fd":
		return isDigits(arg)
	case kind == "file":
		return !strings.ContainsAny(arg, " \t") && (strings.ContainsAny(arg, "/.") || envName(arg))
	}
	return false
}

// envName: s is an environment variable's name (P12_PASS, KEY_PASSPHRASE).
func envName(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'A' && c <= 'Z' || c == '_' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return s != ""
}

// managerReference: val names where a secret manager keeps the secret (an
// ARN of Secrets Manager or SSM, 1Password's op://, Vault's vault:path,
// vals' ref+, GCP's projects/P/secrets/S): a deployment resolves it at run
// time, and the reference alone opens nothing.
func managerReference(val string) bool {
	l := lowerASCII(val)
	for _, p := range managerSchemes {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return strings.HasPrefix(l, "projects/") && strings.Contains(l, "/secrets/")
}

// objectPath: v is an object store's key or a file's relative path
// (avatars/2026/03/<uuid>.png, raw/<id>/batch.json.gz), which S3's "Key"
// and --key name: segments joined by "/" whose last ends in a file's
// extension. Base64 has no ".", so a secret holding "/" ends in none.
func objectPath(v string) bool {
	slash := strings.LastIndexByte(v, '/')
	dot := strings.LastIndexByte(v, '.')
	if slash <= 0 || dot < slash+2 || len(v)-dot < 3 || len(v)-dot > 6 {
		return false
	}
	for i := dot + 1; i < len(v); i++ {
		if v[i] < 'a' || v[i] > 'z' {
			return false // an extension is lower-case letters
		}
	}
	return !strings.ContainsAny(v, " \t:@?=")
}

// qualifiedLabel: val is a Kubernetes label or taint key, a DNS prefix
// and a name in lower case (node-role.kubernetes.io/control-plane,
// app.kubernetes.io/name) that a key field holds: the name is words, not
// random characters, and a secret is neither lower case alone nor dotted.
func qualifiedLabel(val string) bool {
	prefix, name, ok := strings.Cut(val, "/")
	if !ok || !strings.Contains(prefix, ".") || name == "" || candidate(name) {
		return false
	}
	for i := 0; i < len(val); i++ {
		if c := val[i]; (c < 'a' || c > 'z') && (c < '0' || c > '9') && !strings.ContainsRune("-./_", rune(c)) {
			return false
		}
	}
	return strings.Count(val, "/") == 1 && !candidate(prefix)
}

var managerSchemes = []string{"arn:aws:secretsmanager:", "arn:aws:ssm:", "op://", "vault:", "vault://", "ref+", "sm://",
	"gcp:secretmanager:", "azurekeyvault://", "akv://", "secretsmanager://", "bws://", "doppler://", "infisical://"}

// pointerWords open a quoted sentence that says where a secret is, not
// the secret (passphrase: "see the team vault", "ask Dana for it").
var pointerWords = map[string]bool{"see": true, "ask": true, "check": true}

// managerNames are password managers: a secret said to be one ("the
// password is 1Password", "パスワードは 1Password にあります") is kept there.
var managerNames = map[string]bool{"1password": true, "bitwarden": true, "keepass": true, "keepassxc": true, "lastpass": true,
	"dashlane": true, "keeper": true, "vaultwarden": true, "passbolt": true}

// cmdlet: val, assigned to the variable whose name ends at e, is a
// PowerShell command's Verb-Noun name ($pw =
// ConvertTo-SecureString $env:PW ...): the value is what it returns, and a
// literal given to it is read as its argument (commandFlags).
func cmdlet(text string, e int, val string) bool {
	if n := e - nameLen(text, e); n == 0 || text[n-1] != '$' {
		return false // not a PowerShell variable: "password: Blue-Falcon" is a value
	}
	verb, noun, ok := strings.Cut(val, "-")
	return ok && len(verb) >= 3 && len(noun) >= 3 && class(verb[0]) == 2 && class(noun[0]) == 2 &&
		identifier(verb) && identifier(noun) && strings.IndexAny(val, "0123456789_") < 0
}

// keyAlgorithm: val names a key's algorithm (a PuTTY key file's
// "PuTTY-User-Key-File-3: ssh-ed25519", known_hosts' ecdsa-sha2-nistp256),
// the public half's type, not a value.
func keyAlgorithm(val string) bool {
	return strings.HasPrefix(val, "ssh-") || strings.HasPrefix(val, "ecdsa-sha2-") || strings.HasPrefix(val, "rsa-sha2-") || hmacHash(val)
}

// hmacHash: v names the hash a one-time password or a signature is made
// with (oathtool --totp=sha256, TOTP_ALGORITHM: SHA1, HMAC-SHA512): a
// setting, not a key.
func hmacHash(v string) bool {
	v = strings.TrimPrefix(strings.ReplaceAll(lowerASCII(v), "-", ""), "hmac")
	return v == "sha1" || v == "sha256" || v == "sha512"
}

// annotation says whether a value's first word is a parenthesised word a
// tool or a writer prints where it withholds the value: "(hidden)",
// "(not set)", "(redacted)", "(none)".
func annotation(first string) bool {
	if len(first) < 2 || first[0] != '(' {
		return false
	}
	w := strings.TrimRight(first[1:], ")")
	return stopWords[w] || participle(w)
}

// typeName: the value after a field's ":" is the field's type, not its
// value: a declaration in a schema or a signature (password: SecretStr =
// Field(...), token: string;, api_key: Optional[SecretStr]). It is a type
// when the declaration goes on to give a default (" = ") and the word has
// no digit (a random password has some), or when the word is a type by its
// name: a builtin string type, or a CamelCase name whose last word is a
// string or bytes type.
func typeName(from, val string) bool {
	val = strings.TrimRight(val, ";,")
	if val == "" || !identifier(strings.Map(func(r rune) rune {
		if r == '[' || r == ']' || r == '.' {
			return '_'
		}
		return r
	}, val)) {
		return false
	}
	rest := strings.TrimRight(from[min(len(from), len(val)):], " \t")
	if (strings.HasPrefix(rest, " = ") || strings.HasPrefix(rest, " =\n")) && !strings.ContainsAny(val, "0123456789") {
		return true
	}
	base := val
	if i := strings.LastIndexAny(base, "[."); i >= 0 {
		base = strings.TrimRight(base[i+1:], "]")
	}
	return builtinTypes[base] || base != strings.ToLower(base) && slices.ContainsFunc(typeSuffixes, func(s string) bool { return strings.HasSuffix(base, s) })
}

// builtinTypes and typeSuffixes name the types a secret field is declared with.
var (
	builtinTypes = map[string]bool{"str": true, "string": true, "bytes": true, "String": true, "char": true}
	typeSuffixes = []string{"Str", "String", "Bytes"}
)

// identifier: letters, digits and "_", starting with a letter.
func identifier(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := class(s[i]); c == 0 && s[i] != '_' || i == 0 && c != 1 && c != 2 {
			return false
		}
	}
	return s != ""
}

// jsonText: val is base64 of a JSON object that holds no secret (a JWT's
// header alone, eyJhbGciOiJIUzI1NiJ9: {"alg":"HS256"}). A whole JWT has
// dots and does not decode; JSON that holds a secret is redacted by what
// it holds.
func jsonText(val string) bool {
	if !strings.HasPrefix(val, "eyJ") || strings.Contains(val, ".") {
		return false
	}
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(val, "="))
	if err != nil {
		return false
	}
	s := strings.TrimSpace(string(b))
	return strings.HasSuffix(s, "}") && encodesText(val)
}

// quotedWords says whether val, starting at s in text, is a quoted string of
// several words.
func quotedWords(text string, s int, val string) bool {
	return s > 0 && strings.IndexByte("\"'`", text[s-1]) >= 0 && strings.Contains(val, " ")
}

// judgedPhrase: val, the clause after a passphrase's verb op ("is", "; it's",
// "mine is"), says how the passphrase is and gives none: a participle or an
// adjective of judgement, alone or before a closed-class word that ends
// the phrase ("it's annoying", "is long", "is expired since monday",
// "it's annoying honestly"). A phrase of random words may open with one
// ("long winter river") but goes on with open-class words; after a colon
// val is given whatever it reads.
func judgedPhrase(op, val string) bool {
	if strings.HasSuffix(strings.TrimSpace(op), ":") {
		return false
	}
	f := strings.Fields(val)
	if len(f) == 0 {
		return false
	}
	first := strings.TrimRight(f[0], ".,;!?")
	if !participle(first) && !judgementWords[first] {
		return false
	}
	if len(f) == 1 {
		return true
	}
	next := strings.TrimRight(f[1], ".,;!?")
	return judgementWords[next] || valueClosers[next]
}

// participle says whether w is a lowercase word ending in -ed or -ing: "the
// password is mounted", "the token was revoked", "the password isn't
// working" describe the secret, not give it.
func participle(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing")
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// macAlgorithms name the hash an authentication key is used with, in a
// device's config: "snmp-server user u g v3 auth sha SECRET", "ntp
// authentication-key 1 md5 SECRET".
var macAlgorithms = map[string]bool{"md5": true, "sha": true, "sha1": true, "sha224": true, "sha256": true, "sha384": true, "sha512": true}

// keyedAuth says whether the name ending at e is an authentication or a
// privacy setting, whose hash word names the key's algorithm, the key after
// it: not a digest to come.
func keyedAuth(text string, e int) bool {
	for _, p := range components(text[e-nameLen(text, e) : e]) {
		if p == "auth" || p == "authentication" || p == "priv" || p == "privacy" {
			return true
		}
	}
	return false
}

// cutEnd is where the token that a bound cut at i ends: a value longer than
// a line's bound (a licence key that spells out its terms) is redacted
// whole, to its closing quote or the next space.
func cutEnd(text string, i int) int {
	j := i
	for j < len(text) && j-i < 4*maxProviderSpan && !isSpace(text[j]) && strings.IndexByte("\"'`", text[j]) < 0 {
		j++
	}
	return j
}

// readVerbs are a CLI's subcommands that read or manage a stored secret
// by its id (bws secret get <uuid>, secret delete <uuid>): right after the
// credential word, they make the UUID that follows the id they name.
var readVerbs = []string{"get", "show", "describe", "delete", "rm", "remove", "edit", "view", "inspect", "read"}

// windowQuotes are the quotes, brackets and stops window cuts from each
// word it reads.
var windowQuotes = newByteSet("\"'`([{<>}]).,;:!?")

// window redacts the first random-looking token among the n after offset e,
// on the same line and in the same sentence: "the Datadog API key for prod
// is 3f9a...", "AKIA... / wJalr...". A token after a hash word ("commit",
// "sha256") is a digest or an id and stays; so does a UUID given to a long
// flag named for something else (az login --tenant <uuid>), and base64
// whose plain text the sentence gives already, and a UUID after a
// subcommand that reads a stored secret by its id (readVerbs).
func window(text string, e, n int, spans []span) []span {
	rest := text[e:min(len(text), e+lineBound(text, e))]
	hashed := false                                    // a hash word came first: what follows is its digest
	owned := false                                     // the token before is a flag that names no credential
	named := false                                     // the word before names what the credential is for ("password for X")
	_, member := memberWords(text, e-nameLen(text, e)) // the word is in a JSON member's string: the window ends with it
	for i, f := 0, 0; i < n && f < len(rest); i++ {
		for f < len(rest) && (rest[f] == ' ' || rest[f] == '\t') {
			f++
		}
		g := f
		for g < len(rest) && rest[g] != ' ' && rest[g] != '\t' {
			g++
		}
		raw := rest[f:g]
		k := 0
		if member {
			k = jsonMemberEnd(raw)
		}
		if k > 0 {
			raw = raw[:k] // "msg":"login failed","user":"svc": the string ends at its quote
		}
		if strings.Contains(raw, markerPrefix) {
			break // this credential's value is redacted already
		}
		v := callArgument(strings.TrimLeft(windowQuotes.trim(raw), "=")) // x-honeycomb-team=KEY: the name's own "="
		if i := strings.IndexByte(v, ','); i > 0 && strings.Contains(v[i:], "=") {
			v = v[:i] // KEY,x-honeycomb-dataset=web: the next header of a list
		}
		if v != "" && !hashed && !named && !(owned && uuidLike(v)) && (candidate(v) || upperKey(v)) && !labelWord(raw, v) && !(strings.Contains(v, "(") && getter(v)) && !passwordHash.MatchString(strings.Trim(raw, "\"'`")) &&
			!plainInText(text, v) && !openPGPID(text, e, v) && !digestColumn(text, e+f) && !commitInText(text, e, v) && !publicNumber(v) && !objectPath(v) && !passSource(v) && !titleWords(v) && !dnsName(v) {
			s := e + f + strings.Index(raw, v)
			end := s + len(v)
			if g == len(rest) {
				end = cutEnd(text, end) // the line's bound cut the token: a piece of it would stay
			}
			return append(spans, span{s, end, "credential"})
		}
		owned = otherFlag(raw) || i == 0 && slices.Contains(readVerbs, raw)
		if k > 0 || strings.HasSuffix(raw, ".") || strings.HasSuffix(raw, "?") || strings.HasSuffix(raw, "!") {
			break // the sentence ends, or the JSON string that holds it
		}
		w := strings.ToLower(strings.Trim(raw, "\"'`:=(),"))
		hashed = hashed || hashWords[w] && !(macAlgorithms[w] && keyedAuth(text, e)) || idLabel(w) || idLabel(v) || namingWords[w]
		named, f = ownerPreps[w] && !strings.HasSuffix(raw, ":"), g // "you asked for: X" hands X over
	}
	return spans
}

// toolCommand: the name ending at e is a tool of commandFlags run as a
// command (at its line's start, after a prompt, sudo or a pipe) and
// given arguments: which of them is the password is the tool's rule,
// and the first (wpa_passphrase's SSID) is none. A login word opens a
// sentence as often ("login admin/SECRET"): the caller asks only of a
// name that says secret.
func toolCommand(text string, e int, rest string) bool {
	if rest == "" || rest[0] != ' ' {
		return false
	}
	s := e - nameLen(text, e)
	name := lowerASCII(text[s:e])
	if !slices.ContainsFunc(tools, func(t tool) bool { return t.anchor == name && ownForm(t, text[s:]) }) || assigned(text, s, rest) {
		return false
	}
	before := strings.TrimSpace(text[strings.LastIndexByte(text[:s], '\n')+1 : s])
	return before == "" || before == "$" || before == "#" || before == "sudo" || strings.HasSuffix(before, "|") || strings.HasSuffix(before, "&&")
}

// ownForm: the tool t, whose anchor is at the start of cmd, claims its
// arguments. A tool named by a password word ("pass", the anchor of
// openssl's "-passin pass:X") claims them only in its own form: "pass
// Kp9xL2mQv" at a line's start is a key and its value, as "password X" is.
func ownForm(t tool, cmd string) bool {
	return t.re == nil || credWords[t.anchor] != password || t.re.MatchString(cmd)
}

// assigned: the tool's name at s is a variable or a key given a value
// ("pass = 'X'" in an INI or TOML file, PowerShell's "$PASS = 'X'", a
// table's "| pass | X |"): a command takes no "=", ":" nor bar after its
// name, and a prompt's "$" stands apart from it.
func assigned(text string, s int, rest string) bool {
	op := strings.TrimLeft(rest, " \t")
	return op != "" && (op[0] == '=' || op[0] == ':' || op[0] == '|') || s > 0 && text[s-1] == '$'
}

// letterGroups: v is three or more groups of four lower-case letters
// joined by hyphens, the way Apple and Google print an app password
// (qwer-tyui-opas-dfgh): random letters, where a name's words differ in
// length.
func letterGroups(v string) bool {
	parts := strings.Split(v, "-")
	return len(parts) >= 3 && !slices.ContainsFunc(parts, func(p string) bool {
		return len(p) != 4 || strings.Trim(p, "abcdefghijklmnopqrstuvwxyz") != ""
	})
}

// commandLine: what follows a label is a command, not a value: a
// lower-case word, then on its line a flag ("release key: git tag -s
// v2.0.0 -u ...", "token: gh auth token -h ghe.io").
func commandLine(v string) bool {
	w, line, _ := strings.Cut(v[:lineBound(v, 0)], " ")
	return len(w) >= 2 && plainWord(w) && lowerASCII(w) == w && flagIn(line)
}

// flagIn: a blank-separated word of line is a flag (-s, --user).
func flagIn(line string) bool {
	for _, f := range strings.Fields(line) {
		if len(f) > 1 && f[0] == '-' && (class(f[1]) == 1 || class(f[1]) == 2 || f[1] == '-' && len(f) > 2) {
			return true
		}
	}
	return false
}

// artifactName: v names a build artifact or a cache entry by words and the
// digest of its inputs (Linux-node-modules-ca510ef8..., deps-v2-3f9a1c0e):
// a secret is not spelled out in words before a hash.
func artifactName(v string) bool {
	parts := strings.Split(v, "-")
	if len(parts) < 3 {
		return false
	}
	last := parts[len(parts)-1]
	if len(last) < 7 || !isHex(last) {
		return false
	}
	for _, p := range parts[:len(parts)-1] {
		if !identifier(p) || !plainWord(strings.TrimRight(p, "0123456789")) && p[0] != 'v' {
			return false
		}
	}
	return true
}

// gitWords, on a hex token's line, say it is a commit: the token-refresh
// regression came in with 3d459b48..., bisect confirms it. "git" alone is
// not one: git config github.token holds a token.
var gitWords = []string{"commit", "commits", "bisect", "revert", "reverted", "cherry", "rebase", "blame", "merged"}

// commitInText: v has a git hash's length (7 to 12 abbreviated, 40 full)
// and its line speaks of commits.
func commitInText(text string, e int, v string) bool {
	return (len(v) == 40 || len(v) >= 7 && len(v) <= 12) && isHex(v) && containsWord(lineWords(text, e), gitWords)
}

// labelWord: the token raw (v, trimmed) labels the value after it, and is
// none itself: a name that ends in an id (token AccessorID 6a12...), or a
// word without digits that ends in a colon (token KeyName: ...). A
// redaction that took it would eat the label and keep what it labels.
func labelWord(raw, v string) bool {
	return idLabel(v) || strings.HasSuffix(strings.TrimRight(raw, "\"'`"), ":") && identifier(v) && strings.IndexAny(v, "0123456789") < 0
}

// digestColumn: the cell at i is in a table's column whose header names a
// digest or an id (fly secrets list's DIGEST, docker images' IMAGE ID): the
// first capitalised word that starts at the cell's column, up the lines
// above it, is a hash word.
func digestColumn(text string, i int) bool {
	ls := strings.LastIndexByte(text[:i], '\n') + 1
	col := i - ls
	for n, end := 0, ls-1; n < 50 && end > 0; n++ {
		s := strings.LastIndexByte(text[:end], '\n') + 1
		line := text[s:end]
		end = s - 1
		if len(line) <= col || col > 0 && line[col-1] != ' ' || line[col] == ' ' {
			continue
		}
		w := line[col:]
		if k := strings.IndexByte(w, ' '); k >= 0 {
			w = w[:k]
		}
		if strings.ToUpper(w) == w && strings.Trim(w, "ABCDEFGHIJKLMNOPQRSTUVWXYZ_") == "" {
			return hashWords[strings.ToLower(w)] // the header
		}
	}
	return false
}

// openPGPID: v is an OpenPGP key id or fingerprint (8, 16 or 40 hex) on a
// line that speaks of signing or of OpenPGP ("signed with key
// 3AA5C34371567BD2, fingerprint ..."): the public name of a key, never the
// key. A hex secret is 32 bytes or more of other lengths.
func openPGPID(text string, e int, v string) bool {
	if n := len(v); n != 8 && n != 16 && n != 40 || !isHex(v) {
		return false
	}
	return containsWord(lineWords(text, e), pgpWords)
}

var pgpWords = []string{"gpg", "pgp", "openpgp", "signed", "signing", "signingkey", "fingerprint", "keyserver", "keyring", "keyid"}

// dnsName: v is a host's name (123456789012.dkr.ecr.eu-west-1.amazonaws.com,
// pg1.c9akciq32.eu-central-1.rds.amazonaws.com): three labels or more of
// lowercase letters, digits and hyphens, the last a top-level domain's
// letters. A command's host argument beside a login word is where it logs
// in; a token mixes case or ends in no such label.
func dnsName(v string) bool {
	labels := strings.Split(v, ".")
	tld := labels[len(labels)-1]
	if len(labels) < 3 || len(tld) < 2 || strings.Trim(tld, "abcdefghijklmnopqrstuvwxyz") != "" {
		return false
	}
	for _, l := range labels {
		if l == "" || strings.Trim(l, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" {
			return false
		}
	}
	return true
}

// otherFlag: a long flag that names no credential (--tenant, --region): a
// UUID after it is the id the flag names.
func otherFlag(raw string) bool {
	name, ok := strings.CutPrefix(raw, "--")
	return ok && len(name) >= 3 && !strings.Contains(name, "=") && lowerWord(strings.ReplaceAll(name, "-", "")) &&
		classify(name, "", 0) == notCred
}

// plainInText: v is base64 of text that the same text gives in plain
// ("user:42:profile:v3, base64 dXNlcjo0Mjpwcm9maWxlOnYz"): the encoding
// hides nothing the sentence does not show.
func plainInText(text, v string) bool {
	for _, enc := range []*base64.Encoding{base64.RawStdEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(strings.TrimRight(v, "=")); err == nil && len(b) >= 6 && strings.Contains(text, string(b)) {
			return true
		}
	}
	return false
}

// candidate says whether v, near a credential word, is a secret: random
// looking, and not a URL, a path, an ARN, a digest or an SSH public key.
func candidate(v string) bool {
	if strings.Contains(v, "://") || strings.HasPrefix(v, "/") || strings.HasPrefix(v, "arn:") || strings.HasPrefix(v, "ssh-") ||
		strings.HasPrefix(v, "ecdsa-") || digestLabel(v) || strings.HasPrefix(v, "AAAAB3NzaC1") ||
		strings.HasPrefix(v, "AAAAC3NzaC1") || strings.HasPrefix(v, "AAAAE2VjZHNh") || extendedPublic(v) || strings.Contains(strings.TrimRight(v, "="), "=") ||
		notKeyMaterial(v) || contentID(v) || codeExpression(strings.TrimRight(v, ");,")) || resourcePath(v) || fieldRecord(v) || ageRecipient(v) {
		return false
	}
	return secretLike(v) && !identifierPath(v) || groupedDigits(v)
}

// fieldRecord: v is a record of "name:value" fields separated by ";"
// (a Wi-Fi QR code's WIFI:S:net;T:WPA;P:...;;), as "k=v" pairs are: the
// field that holds a secret is read by its own rule (wifiPayloads), the
// record is no value. Each field opens with a name of letters and a colon.
func fieldRecord(v string) bool {
	if strings.IndexByte(v, ';') < 0 {
		return false
	}
	fields := strings.FieldsFunc(v, func(r rune) bool { return r == ';' })
	if len(fields) < 2 {
		return false
	}
	for _, f := range fields {
		name, _, ok := strings.Cut(f, ":")
		if !ok || name == "" || len(name) > 12 || strings.Trim(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") != "" {
			return false
		}
	}
	return true
}

// digestLabel: v holds a digest's label, in either case (sha256:..., the
// SHA256:... of an SSH key's fingerprint).
func digestLabel(v string) bool {
	if strings.IndexByte(v, ':') < 0 {
		return false // every label ends in a colon: no need to lower v
	}
	l := lowerASCII(v)
	return strings.Contains(l, "sha256:") || strings.Contains(l, "sha1:") || strings.Contains(l, "sha512:") || strings.Contains(l, "md5:")
}

// resourcePath: a resource's name written as a path of words
// (projects/acme/locations/global/keyRings/prod): three segments or more,
// none of which reads as random, as one of base64's would.
func resourcePath(v string) bool {
	if strings.Count(v, "/") < 2 {
		return false
	}
	for _, seg := range strings.Split(v, "/") {
		if candidate(seg) {
			return false
		}
	}
	return true
}

// notKeyMaterial: a value whose shape says what it is, and it is no secret:
// a name written in words (DbAdminPassword, -AsPlainText), a version
// (v4.0.0-rc.2+build.5114f85), a data URI's content, a digest labelled by its
// format (go.sum's h1:, a "#" and hex after a file or a commit), base64 of
// JSON that holds no secret.
func notKeyMaterial(v string) bool {
	w := strings.TrimLeft(v, "-")
	return camelWords(w) || versionShaped(v) && semver.MatchString(v) || strings.HasPrefix(v, "data:") ||
		strings.HasPrefix(v, "h1:") || strings.HasPrefix(v, "#") && isHex(v[1:]) || jsonText(v)
}

// camelWords: letters only, two words or more, each opened by a capital
// (SecureString, GraphClientSecret, getApiToken): a name. Random letters put
// two capitals together within a few characters or make short words.
func camelWords(v string) bool {
	words := countUpper(v)
	if len(v) > 0 && class(v[0]) == 2 {
		words--
	}
	return words >= 1 && wordsBody(v, 3)
}

// versionShaped: v opens as semver must (a digit, or "v" and a digit) and
// holds a dot; the cheap test spares the expression on every candidate.
func versionShaped(v string) bool {
	d := strings.TrimPrefix(v, "v")
	return d != "" && class(d[0]) == 3 && strings.IndexByte(d, '.') >= 0
}

// semver is a version with its pre-release and build parts.
var semver = lazyre.New(`^v?\d+(?:\.\d+){1,3}(?:[-+][0-9A-Za-z.+\-]*)?$`)

// groupedDigits: four groups of digits or more joined by hyphens, 24 digits
// at least (a BitLocker recovery key's eight groups of six): beside a
// credential word, a key read out in groups, not a date or a phone number.
func groupedDigits(v string) bool {
	if strings.Count(v, "-") < 3 {
		return false // fewer than four groups: no need to split
	}
	groups := strings.Split(v, "-")
	return len(v)-len(groups)+1 >= 24 && isDigits(strings.ReplaceAll(v, "-", ""))
}

// identifierPath: a name in code, not a value ("process.env.STRIPE_SECRET_KEY",
// "settings.AWS_SECRET_ACCESS_KEY"): no digit, and each part between dots,
// underscores and hyphens is one lowercase, uppercase or capitalised word.
// Random text of this length almost always holds a digit and mixes case
// inside a part.
func identifierPath(v string) bool {
	if strings.IndexAny(v, "._") < 0 {
		return false
	}
	for _, p := range strings.FieldsFunc(v, func(r rune) bool { return r == '.' || r == '_' || r == '-' }) {
		if len(p) > 1 && p[0] == 'v' && isDigits(p[1:]) {
			continue // a version segment: com.acme.sdk.v2.client
		}
		if strings.IndexAny(p, "0123456789") >= 0 {
			return false
		}
		rest := p[1:]
		if strings.ToLower(rest) != rest && strings.ToUpper(p) != p || class(p[0]) == 0 {
			return false
		}
	}
	return true
}

// upperKey: 16 capitals or more and nothing else, with 12 distinct letters
// at least: an Erlang cookie (20 random capitals) or a base32 seed's letters,
// never a word or an acronym beside a credential word.
func upperKey(v string) bool {
	if len(v) < 16 || strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return false
	}
	seen := map[rune]bool{}
	for _, r := range v {
		seen[r] = true
	}
	return len(seen) >= 12
}

// keyRefEntry says whether the name at s sits in a Kubernetes key
// reference (secretKeyRef, configMapKeyRef, a chart's keyRef), on its line
// or one of the two lines above: there "key" names the field of a stored
// Secret or ConfigMap that holds the value, never the value. Only
// maxKeyRefReach bytes are read back: on a long line of data, every "key"
// would read the whole line.
func keyRefEntry(text string, s int) bool {
	reach := max(0, s-maxKeyRefReach)
	from := reach + strings.LastIndexByte(text[reach:s], '\n') + 1
	for n := 0; n < 2 && from > reach; n++ {
		from = reach + strings.LastIndexByte(text[reach:from-1], '\n') + 1
	}
	return strings.Contains(lowerASCII(text[from:s]), "keyref")
}

// maxKeyRefReach is as far back as a reference's name stands from its key:
// "secretKeyRef: {name: some-secret-name, " or two short YAML lines.
const maxKeyRefReach = 160

// fieldKey: v reads as the name of a field of a stored Secret (url,
// tls.crt, api-key, DATABASE_URL): letters of one case and separators,
// never the mixed case and digits of a value pasted in its place.
func fieldKey(v string) bool {
	return v != "" && (strings.Trim(v, "abcdefghijklmnopqrstuvwxyz-_.") == "" || strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ-_.") == "")
}

// fieldName: v is itself a credential's name in words (x-api-key,
// X-Auth-Token, api_token, db.password): letters joined by hyphens,
// underscores or dots, no digit, naming a credential or a field about one
// (db.password.file).
func fieldName(v string) bool {
	if len(v) < 3 || strings.Trim(v, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_.") != "" {
		return false
	}
	parts := components(v)
	if len(parts) > 1 && notSecretParts[parts[len(parts)-1]] && classify(strings.Join(parts[:len(parts)-1], "_"), "", 0) != notCred {
		return true
	}
	return classify(v, "", 0) != notCred && (strings.ContainsAny(v, "-_.") || credWords[strings.ToLower(v)] != notCred)
}

// storedName: the value v, given to a name of the components names, names
// where a secret is stored rather than holding it. A bare "key:" field
// names a secret in a store (refName); a chart's existingSecret (and
// existingSecretName, existingClaim) takes the name of an object the
// cluster holds, which is a DNS label (app-postgresql, mongo-auth-7f9c2)
// however few words it has; a passwordKey (adminPasswordKey: Bitnami's
// charts) names the field of that object that holds the password
// (postgres-password), never the password itself.
func storedName(names []string, v string) bool {
	switch n := len(names); {
	case n == 1 && names[0] == "key":
		return refName(v) || storePath(v)
	case slices.Contains(names, "existing"):
		return refName(v) || dnsLabel(v)
	case n > 1 && names[n-1] == "key" && names[n-2] == "password":
		return fieldName(v)
	}
	return false
}

// storePath: v is a path in a secret store (secret/data/payments/postgres,
// prod/orders/db), as an ExternalSecret's remoteRef key gives one: two or
// more segments of lowercase words. A secret that holds "/" is base64,
// whose letters are of both cases.
func storePath(v string) bool {
	segs := strings.Split(v, "/")
	if len(segs) < 2 {
		return false
	}
	for _, s := range segs {
		if s == "" || class(s[0]) != 1 || strings.Trim(s, "abcdefghijklmnopqrstuvwxyz0123456789-_") != "" {
			return false
		}
	}
	return true
}

// dnsLabel: v is a Kubernetes object's name (RFC 1123): lowercase letters,
// digits and hyphens, starting with a letter, with a hyphen between words;
// a password generated in its place has capitals or symbols.
func dnsLabel(v string) bool {
	return len(v) > 2 && class(v[0]) == 1 && strings.Contains(v, "-") &&
		strings.Trim(v, "abcdefghijklmnopqrstuvwxyz0123456789-.") == "" && !strings.HasSuffix(v, "-")
}

// refName says whether v names something in words, as a bare "key:" field
// does when it points at a secret in a store: lowercase words joined by
// hyphens or underscores (my-secrets-manager-secret), or CamelCase words
// (MySecretManagerKey).
func refName(v string) bool {
	if wordSegments(v) >= 2 && strings.Trim(v, "abcdefghijklmnopqrstuvwxyz-_") == "" {
		return true
	}
	return len(v) >= 8 && class(v[0]) == 2 && countUpper(v) >= 2 && wordsBody(v, 4)
}

// countUpper is the number of capital letters in v.
func countUpper(v string) int {
	n := 0
	for i := 0; i < len(v); i++ {
		if class(v[i]) == 2 {
			n++
		}
	}
	return n
}

// nameEndWords may follow a credential name that ends its noun phrase: "as
// the password for now", never "as the password hash".
// A clause's conjunction ends it too ("X as the admin password when the
// installer asks", "X is the password if it prompts").
const nameEndWords = " for on to at in now until from of with and here there today when whenever if once after before while unless because but so "

// nameEnds says whether rest, the text after a credential name, ends the
// name's noun phrase: nothing, a punctuation mark, or a word in nameEndWords.
func nameEnds(rest string) bool {
	t := strings.TrimLeft(rest, " \t")
	if t == "" || strings.IndexByte(".,;:!?)\"'", t[0]) >= 0 {
		return true
	}
	w, _, _ := strings.Cut(t, " ")
	w = strings.ToLower(strings.TrimRight(w, ".,;:!?"))
	return w != "" && strings.Contains(nameEndWords, " "+w+" ")
}
