package redact

import (
	"math"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// Thresholds for a token that reads as random, and so as a secret when a
// credential word stands near it. Measured on 1,000 random tokens each
// (seeded PCG): base62 of 12 characters scores 2.75-3.58 bits a character,
// of 16 3.16-4.0, of 32 4.04-4.94; random 32-hex 3.08-3.93. Class changes
// (lower, upper, digit) per character in random base62 of 16: 0.13-0.94.
// Words and names: "deploy-prod" 2.91 bits and 0.00 changes,
// "db.prod-eu1.internal" 3.82 and 0.10, "hunter2hunter2" 2.81 and 0.21. A
// camelCase name with a capital every few letters ("TestRedactsCommonSecrets"
// 3.61 and 0.29) passes too: beside a credential word it is redacted, the
// cost the package accepts (see the package doc).
const (
	minSecretLen     = 10  // shorter tokens after a credential word are words, flags or ports
	minEntropy       = 2.8 // bits a character: 12 random base62 characters score 2.75 at worst
	minClassChanges  = 0.2 // class changes a character: "db.prod-eu1.internal" 0.1, "S3cr3tPassw0rd" 0.5
	longSecretLen    = 24  // from here a single-class token (all lowercase) may be random too
	longEntropy      = 4.0 // and then needs this much entropy: English text of that length scores < 3.9
	minBlobLen       = 16  // a line that is only key material: a PEM body line is 64, its last line may be 4
	minInlineBlobLen = 48  // a base64 token this long among words is a key line (PEM's are 64, OpenSSH's 70)
	minBlobEntropy   = 3.5 // a 64-character PEM line scores above 5; a short random line (16: 3.16-4.0) may stay
	minHexSecretLen  = 32  // 128 bits of hex beside a credential word is a key, whatever its letters
	minPasswordLen   = 4   // "password is X": X is a password whatever its entropy, if it is this long
	minAssignmentLen = 3   // "PASSWORD=X": the assignment says X is a secret
	minDigitSecret   = 20  // digits given to a token's name: a count or limit is shorter, a numeric secret (64+ bits) this long
)

// entropy is the Shannon entropy of s in bits a byte.
func entropy(s string) float64 {
	var counts [256]int
	for i := 0; i < len(s); i++ {
		counts[s[i]]++
	}
	n := float64(len(s))
	h := 0.0
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / n
			h -= p * math.Log2(p)
		}
	}
	return h
}

func class(c byte) int {
	switch {
	case c >= 'a' && c <= 'z':
		return 1
	case c >= 'A' && c <= 'Z':
		return 2
	case c >= '0' && c <= '9':
		return 3
	}
	return 0
}

// classChanges is how often, per character, a letter or digit is followed by
// one of another class (lower, upper, digit); symbols are skipped.
func classChanges(s string) float64 {
	prev, n := 0, 0
	for i := 0; i < len(s); i++ {
		c := class(s[i])
		if c == 0 {
			continue
		}
		if prev != 0 && c != prev {
			n++
		}
		prev = c
	}
	return float64(n) / float64(len(s))
}

// secretLike says whether tok reads as a random credential: long enough,
// high in entropy, and changing character class often. A UUID passes: it is
// redacted when a credential word stands near it (a Heroku API key is one).
func secretLike(tok string) bool {
	return len(tok) >= minSecretLen && !placeholder(tok) && randomLike(tok)
}

// randomLike is secretLike before placeholders are set aside: what
// placeholder itself asks of the literal beside a format's fields.
func randomLike(tok string) bool {
	if len(tok) < minSecretLen || strings.HasPrefix(tok, markerPrefix) || !ascii(tok) {
		return false // a token in another script is a word: keys and tokens are ASCII
	}
	if len(tok) >= minHexSecretLen && isHex(tok) {
		return true // a 128-bit or longer hex key: Datadog, Twilio, an HMAC secret
	}
	h := entropy(tok)
	if len(tok) >= longSecretLen && h >= longEntropy {
		return true
	}
	return h >= minEntropy && classChanges(tok) >= minClassChanges
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return len(s) > 0
}

// placeholders are values documentation puts where a secret goes.
var placeholderWords = []string{"your", "changeme", "placeholder", "replace", "redacted", "example.com", "xxxx", "****", "...", "${", "{{", "}}", "%(",
	"••••",       // a card or a key masked with bullets to its last four: •••• 4242
	"(sensitive", // Terraform's plan: (sensitive value), and (sensitive) for an output
	"!!null",     // YAML's tag for null
}

// formatField is a field a format string fills in, at the start of a word:
// f"Bearer {token}", "{0}", "%s", "user_%d", or an interpolated call or
// lookup (f"Basic {b64encode(creds).decode()}", `Bearer ${getToken(user)}`,
// f"{os.environ['DB_PASSWORD']}")
// ("k9{Lm}2Qx" is a password, and so is "RarG5%v": a verb glued to a letter
// or digit is the tail of a random value, where a format's verb stands
// after a blank or a mark).
var formatField = lazyre.New(`(?:^|\s)\{(?:[A-Za-z_][\w.]*|\d*)(?:\}|$)|(?:^|[^A-Za-z0-9])%[sdv]\b|(?:^|\s)` + interpolatedCode)

// interpolatedCode is a field that calls or looks up what fills it in:
// {b64encode(creds).decode()}, ${getToken(user)}, {os.environ['K']}: a
// name of letters, its arguments (a keyword's too: scope='read'), and
// methods after it ("{Xk9(mQ2)vL7}" is a braced password).
const interpolatedCode = `\$?\{[A-Za-z_][\w.]*(?:\((?:[\w.,='"\[\] ]|\([\w.,='"\[\] ]*\))*\)|\[[\w.'"]*\])(?:\.[A-Za-z_]\w*(?:\(\))?)*\}`

// leadingInterpolation: a field that interpolates a call or a lookup
// opens the text, whose token a call's parentheses cut short
// (f"Bearer {get_token(user).strip()}").
var leadingInterpolation = lazyre.New(`^` + interpolatedCode)

// wholeInterpolation: v is one interpolated call or lookup alone.
var wholeInterpolation = lazyre.New(`^` + interpolatedCode + `$`)

// fieldsAndVerbs are a format string's fields and verbs, which
// literalBesideFields sets aside.
var fieldsAndVerbs = lazyre.New(`\$?\{[^{}\s]*\}|%[sdv]\b`)

// literalBesideFields: a format string holds a random literal beside its
// fields (f"{user}-Xk9#mQ2vL7pw"): the fields are filled in, the literal
// is written out, so the value is no placeholder.
func literalBesideFields(v string) bool {
	for _, w := range strings.FieldsFunc(fieldsAndVerbs.ReplaceAllString(v, " "), func(r rune) bool { return r == ' ' || r == '-' || r == '_' || r == ':' || r == '/' }) {
		if randomLike(w) {
			return true
		}
	}
	return false
}

// formatFieldIn says whether formatField matches v: each of its fields
// opens with "{" or "%", so the expression runs only where one is.
func formatFieldIn(v string) bool {
	return (strings.IndexByte(v, '{') >= 0 || strings.IndexByte(v, '%') >= 0) && formatField.MatchString(v)
}

// placeholderValues stand for a value not set yet when they are the whole value.
var placeholderValues = map[string]bool{"todo": true, "tbd": true, "fixme": true, "none": true, "null": true, "nil": true,
	"undefined": true, "xxx": true, "n/a": true, "~": true}

// placeholder says whether v stands for a secret without being one:
// YOUR_API_KEY, <token>, ${VAR}, $VAR, {{ .Token }}, xxxx, ****.
func placeholder(v string) bool {
	if v == "" || v[0] == '$' && !dollarKey(v[1:]) && !dollarLiteral(v[1:]) || v[0] == '%' && percentRef(v) {
		return true
	}
	l := strings.ToLower(v)
	if v[0] == '<' || v[len(v)-1] == '>' {
		return true // <token>, <your-key>; a ">" inside a token is one of its characters
	}
	if maskWord(v) || replacedName(v) || cutToEnds(v) || ownWord(l) {
		return true
	}
	for _, w := range placeholderWords {
		if strings.Contains(l, w) {
			return true
		}
	}
	if placeholderValues[l] || formatFieldIn(v) && !bracedSecret(v) && !literalBesideFields(v) || wordedPlaceholder(l) || instruction(l) {
		return true
	}
	return strings.Trim(l, "x*•._-") == "" || zeroFilled(l)
}

// cutToEnds: v is a key cut to its two ends with one ellipsis character,
// as a dashboard lists it (sk_…4f2a, ghp_…Xy9Q): a short head and at most
// six characters after it. A whole key with an ellipsis after it, as a
// sentence trails off, is still the key.
func cutToEnds(v string) bool {
	head, tail, ok := strings.Cut(v, "…")
	return ok && len(head) <= 12 && tail != "" && len(tail) <= 6 && !strings.Contains(tail, "…")
}

// zeroFilled: v is zeros alone, 16 or more, with a UUID's or a key's
// separators at most: the nil UUID (00000000-0000-0000-0000-000000000000),
// a zeroed key a template ships. No secret is one digit repeated that
// long; a PIN or a short password of zeros ("0000") stays a value.
func zeroFilled(v string) bool {
	return strings.Count(v, "0") >= 16 && strings.Trim(v, "0._-{}") == ""
}

// maskWord: v is a word in brackets ([FILTERED], [MASKED], [hidden]), what
// Rails' parameter filter, GitLab's masked variables and log scrubbers print
// in place of a secret. A secret in brackets holds a digit or a symbol. A
// token's bound may have cut the closing bracket off.
func maskWord(v string) bool {
	v = strings.TrimSuffix(v, "]")
	if len(v) < 4 || len(v) > 24 || v[0] != '[' {
		return false
	}
	for i := 1; i < len(v); i++ {
		if c := v[i] | 0x20; (c < 'a' || c > 'z') && v[i] != ' ' && v[i] != '_' {
			return false
		}
	}
	return true
}

// ownWord: l is "my" and a credential's own word, joined or not
// (mypassword, my_secret, my-api-key, mytoken): a sample config's stand-in,
// as ESP-IDF's sdkconfig ships WIFI_PASSWORD="mypassword" beside
// SSID="myssid", for a value the reader puts in. "your" is a placeholder
// word of its own; a digit or another word after it makes a value.
func ownWord(l string) bool {
	w, ok := strings.CutPrefix(l, "my")
	if !ok || len(w) < 3 {
		return false
	}
	w = strings.NewReplacer("-", "", "_", "").Replace(w)
	c, known := credWords[w]
	return known && (c == password || c == secret)
}

// replacedName: v is a setting's name in capitals between the delimiters a
// deploy step replaces (Azure DevOps' #{DEPLOY_TOKEN}#, __DB_PASSWORD__,
// @@API_KEY@@, %%TOKEN%%): the value is written in at release.
// Mixed case, or a digit alone between them, is a value.
func replacedName(v string) bool {
	for _, d := range replaceDelims {
		if len(v) > len(d[0])+len(d[1])+1 && strings.HasPrefix(v, d[0]) && strings.HasSuffix(v, d[1]) {
			return upperName(v[len(d[0]) : len(v)-len(d[1])])
		}
	}
	return false
}

var replaceDelims = [][2]string{{"#{", "}#"}, {"__", "__"}, {"@@", "@@"}, {"%%", "%%"}}

// upperName: s is a name in capitals and underscores (digits allowed after
// its first letter).
func upperName(s string) bool {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'A' || c > 'Z') && (c < '0' || c > '9') && c != '_' {
			return false
		}
	}
	return true
}

// wordedPlaceholder: a value spelled as words joined by "-" or "_", with no
// digit, that says "your ... here" in some language (dein-api-schlüssel-hier,
// tu-clave-aqui, votre_cle_ici, insert-token-here): documentation's way to
// mark where a key goes. A passphrase of words says neither.
func wordedPlaceholder(l string) bool {
	if strings.Count(l, "-")+strings.Count(l, "_") < 2 {
		return false // fewer than three words: no need to split
	}
	parts := strings.FieldsFunc(l, func(r rune) bool { return r == '-' || r == '_' })
	if len(parts) < 3 || strings.ContainsAny(l, "0123456789") {
		return false
	}
	for _, p := range parts {
		if placeholderParts[p] {
			return true
		}
	}
	return false
}

// instruction: l is an instruction for making the value, its words joined
// by "-" or "_" (generate-with-openssl-rand-hex-32, run_pwgen_32, erzeugen-mit-openssl):
// a verb of making first, then a word that names how. A passphrase of words
// may open with a verb ("run-purple-cactus-42") but does not go on to say
// with what.
func instruction(l string) bool {
	if strings.Count(l, "-")+strings.Count(l, "_") < 2 {
		return false
	}
	parts := strings.FieldsFunc(l, func(r rune) bool { return r == '-' || r == '_' })
	if len(parts) < 3 || !makingVerbs[parts[0]] {
		return false
	}
	for _, p := range parts[1:] {
		if makingHow[p] {
			return true
		}
	}
	return false
}

// makingVerbs open an instruction for making or setting a value, in the
// languages templates are written in.
var makingVerbs = map[string]bool{"generate": true, "gen": true, "create": true, "run": true, "use": true, "set": true, "make": true,
	"generer": true, "générer": true, "genere": true, "erzeugen": true, "generieren": true, "generar": true, "genera": true, "gerar": true,
	"wygeneruj": true, "genereer": true, "generera": true}

// makingHow say with what an instruction makes the value: a connective or
// a generator's name.
var makingHow = map[string]bool{"with": true, "using": true, "via": true, "by": true, "from": true, "mit": true, "avec": true, "con": true,
	"com": true, "met": true, "med": true, "openssl": true, "pwgen": true, "uuidgen": true, "urandom": true, "rand": true}

// placeholderParts say "your", "here" or "insert" in the languages
// documentation is written in.
var placeholderParts = map[string]bool{"here": true, "hier": true, "ici": true, "aqui": true, "aquí": true, "qui": true, "tutaj": true,
	"dein": true, "deine": true, "deinen": true, "ihr": true, "ihren": true, "votre": true, "ton": true, "tu": true, "seu": true, "sua": true,
	"tuo": true, "tua": true, "twoj": true, "twój": true, "jouw": true, "insert": true, "einfügen": true, "insérer": true}

// percentRef says whether a value that opens with "%" is a reference or a
// format (%APPDATA%, %s, %(name)s, "%d of %d"), not a random secret that
// happens to start with "%": a reference closes with another "%", a
// format verb is short or sits among words.
func percentRef(v string) bool {
	return strings.Count(v, "%") >= 2 || len(v) < minSecretLen || strings.ContainsAny(v, " \t")
}

// dollarKey says whether what follows a "$" is a key that opens with it
// (Asaas's $aact_..., a vendor's "$" prefix) rather than a variable's
// name: a name is made of words, a key of 32 or more random characters
// that a name's reader would never type.
func dollarKey(name string) bool {
	if len(name) < minHexSecretLen {
		return false
	}
	for i := 0; i < len(name); i++ {
		if !isWord(name[i]) {
			return false // ${...}, $(...), $env:X: an expansion
		}
	}
	return entropy(name) >= longEntropy && classChanges(name) >= minClassChanges && !camelWords(name)
}

// bracedSecret: a value braces quote, as an ODBC connection string does
// (Pwd={...}), that reads as a secret: a format field is named in words,
// and a call, a lookup or several fields ({a}_{b}) are a format's.
func bracedSecret(v string) bool {
	return len(v) > 2 && v[0] == '{' && v[len(v)-1] == '}' && secretLike(v[1:len(v)-1]) && !wholeInterpolation.MatchString(v) && strings.Count(v, "{") == 1
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
