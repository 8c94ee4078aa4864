package redact

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// wrapOpen is a value that opens with a type conversion or a constructor
// around its literal, as code in most languages writes a key it needs as
// bytes or as a type of its own: Go's []byte("..."), Rust's
// String::from("...") and Key::from_slice(b"..."), Kotlin's and Swift's
// String(...) and Data("...".utf8), Swift's NSString(string: "..."), C#'s
// and Java's new X("...") and Encoding.UTF8.GetBytes("..."), Python's
// bytes("...", "utf-8") and SecretStr("..."). Group 1 is the callee, group
// 2 what its first argument opens with. A byte or raw string's prefix
// (b"...", br"...", r"...", C#'s @"...") wraps a literal the same way.
var wrapOpen = lazyre.New(`^(?:new\s+)?(\[\][a-z0-9]+|[A-Za-z_]\w*(?:(?:\.|::)[A-Za-z_]\w*)*!?)\(\s*(?:[a-z]\w*:\s*)?&?(?:br|rb|b|r|u|@)?(["'` + "`" + `]?)`)

// literalPrefix opens a byte or raw string literal given bare as the
// value, or an interpolated one (Python's f"...", C#'s $"..."), whose
// fields placeholder judges with the literal around them.
var literalPrefix = lazyre.New(`^[&*]?(?:br|rb|b|r|u|@|[fF][rR]?|[rR][fF]|\$@?|@\$)["'` + "`" + `]`)

// unwrapped is v, the value an assignment gives at from in rest, or the
// literal a conversion wraps there; code says a conversion wraps code.
func unwrapped(rest string, from int, v [2]int) ([2]int, bool) {
	if w, code, ok := wrappedValue(rest, from); ok {
		return w, code
	}
	return v, false
}

// wrappedValue reads the value an assignment gives at from in rest when a
// conversion or a constructor wraps it: the literal inside, as bounds in
// rest (ok), or code (a variable, a call) that reads the secret from
// elsewhere ([]byte(cfg.Secret), String::from(env::var("K")?)), which is
// no value. A call that only reads a value by its name (os.Getenv("K"),
// config.get("db")) is no conversion: its literal is a name.
func wrappedValue(rest string, from int) (v [2]int, code, ok bool) {
	for from < len(rest) && (rest[from] == ' ' || rest[from] == '\t') {
		from++
	}
	if from >= len(rest) {
		return v, false, false
	}
	if t := token(rest, from); strings.IndexByte(rest[from:t[1]], '(') < 0 && strings.IndexByte("&*brRu@nfF$", rest[from]) < 0 {
		return v, false, false // no bracket and no literal's prefix: neither expression can match
	}
	if rest[from] == '(' && from+1 < len(rest) && isQuoteByte(rest[from+1]) {
		return token(rest, from+1), false, true // ("A" "B"): Python's literals joined in brackets, which joinedHalves reads on
	}
	if loc := literalPrefix.FindStringIndex(rest[from:]); loc != nil {
		return token(rest, from+loc[1]-1), false, true // b"...": the literal, without its prefix
	}
	m := wrapOpen.FindStringSubmatchIndex(rest[from:])
	if m == nil {
		return v, constructs(rest[from:]), constructs(rest[from:])
	}
	if !conversionCallee(rest[from+m[2]:from+m[3]], strings.HasPrefix(rest[from:], "new")) {
		if readerMacros[rest[from+m[2]:from+m[3]]] {
			return v, true, true // env!("API_KEY"), include_bytes!("key.bin"): a macro that reads the value from elsewhere
		}
		return v, false, false
	}
	if m[5] == m[4] {
		code := callEnd(rest[from:], m[3]) && codeArgument(rest[from:], rest[from+m[2]:from+m[3]], m[3]+1)
		return v, code, code // []byte(cfg.Secret): code that reads the secret
	}
	return token(rest, from+m[4]), false, true
}

// readerMacros are Rust's macros that read a value at compile time from
// the environment or a file: their literal names where the value is.
var readerMacros = map[string]bool{"env!": true, "option_env!": true, "include_bytes!": true, "include_str!": true, "dotenv!": true}

// constructs: s opens with "new" and a type's name (or a marker an earlier
// pass left where the call was): code builds the value, whatever the
// arguments.
func constructs(s string) bool {
	t, ok := strings.CutPrefix(s, "new ")
	return ok && t != "" && (t[0] >= 'A' && t[0] <= 'Z' || strings.HasPrefix(t, markerPrefix))
}

// codeArgument: the call of name in s, whose argument opens at a, reads
// a variable or calls code: the argument is a name, and the callee is no
// bare capitalised word, which a password may be as well ("Summer(home)").
func codeArgument(s, name string, a int) bool {
	for a < len(s) && s[a] == ' ' {
		a++
	}
	if a >= len(s) || !(s[a] == '_' || s[a]|0x20 >= 'a' && s[a]|0x20 <= 'z') {
		return false // Summer(2024): a password's brackets
	}
	return strings.HasPrefix(name, "[]") || strings.HasPrefix(s, "new") || strings.ContainsAny(name, ".:") ||
		conversionWord(strings.ToLower(name))
}

// callEnd: the parenthesis s opens at open closes the call, before a
// blank, a separator or the end: Xk(9)z7Lm is a password with brackets,
// not a call.
func callEnd(s string, open int) bool {
	depth := 0
	for i := open; i < len(s) && s[i] != '\n'; i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return i+1 == len(s) || strings.IndexByte(" \t\r\n;,).", s[i+1]) >= 0
			}
		}
	}
	return false
}

// conversionCallee: name, called with a literal, converts it or builds a
// value of a type around it: a Go slice type, a constructor after "new",
// a capitalised type's name alone (String, Data, SecretStr), a Rust
// type's new or from_* function, or a conversion that encodes or decodes
// (bytes, GetBytes, b64decode, Buffer.from).
func conversionCallee(name string, constructed bool) bool {
	if strings.HasPrefix(name, "[]") || constructed {
		return true
	}
	if getter(name) {
		return false // os.Getenv("K"), config.get("db"): the literal names the value
	}
	last := name[max(strings.LastIndexAny(name, ".:"), -1)+1:]
	if last == name && last[0] >= 'A' && last[0] <= 'Z' {
		return true
	}
	l := strings.ToLower(last)
	return conversionWord(l) || strings.HasPrefix(l, "from_") || l == "new" && strings.Contains(name, "::") ||
		joiningCalls[l] // concat!("A", "B"): its first literal opens the value joinedHalves reads on
}

// conversionWord: w (lowercased) is a conversion a key passes through on
// its way to a signer or a cipher: to bytes, from text, from an encoding.
func conversionWord(w string) bool {
	switch w {
	case "bytes", "bytearray", "str", "string", "from", "getbytes", "frombase64string", "b64decode", "unhexlify",
		"fromhex", "decodestring", "encode", "tobytes",
		"hex!": // Rust's hex-literal macro: hex!("3a9f...") is the key's bytes

		return true
	}
	return false
}

// encodes: the call that opens v converts its first literal to bytes or
// text (bytes("KEY", "utf-8"), "KEY".encode("ascii")): its second string
// is an encoding's name, where auth=("user", "PASSWORD") gives a password.
func encodes(v string) bool {
	name, _, _ := strings.Cut(v, "(")
	return conversionWord(strings.ToLower(name[strings.LastIndexAny(name, ".:")+1:]))
}

// titleWords: v is a name of capitalised words joined by hyphens
// (Release-Bot, Build-Server, Werkbank-IoT): a host's, a bot's or a
// network's name beside a credential word, where a random token mixes
// cases, digits or symbols within its parts.
func titleWords(v string) bool {
	parts := strings.Split(v, "-")
	if len(parts) < 2 || len(parts) > 4 {
		return false
	}
	for _, p := range parts {
		if len(p) < 2 || p[0] < 'A' || p[0] > 'Z' || strings.Trim(p[1:], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" || !vowel(p) {
			return false
		}
	}
	return true
}

// vowel: a word one can say holds a vowel; "Xkqz" does not.
func vowel(p string) bool { return strings.ContainsAny(p, "aeiouyAEIOUY") }

// spokenRun extends v (bounds in s) over a code read aloud digit by digit,
// as a note or a chat writes it down ("the door code is 4 7 1 9", "PIN:
// four seven one nine"): four digits or digit words or more, each alone
// between single blanks. A number and a word after it ("4 digits") or
// two numbers ("4 to 8") are no such run.
func spokenRun(s string, v [2]int) [2]int {
	if !spokenDigit(s[v[0]:v[1]]) {
		return v
	}
	end, n := v[1], 1
	for end < len(s) && s[end] == ' ' {
		w := token(s, end+1)
		if w[0] != end+1 || !spokenDigit(s[w[0]:w[1]]) {
			break
		}
		end, n = w[1], n+1
	}
	if n < minSpokenDigits {
		return v
	}
	return [2]int{v[0], end}
}

// minSpokenDigits is the shortest code read aloud: a PIN's four digits.
const minSpokenDigits = 4

// spokenDigit: w is one digit, or its word in English or in a language
// a note may be written in (digitWords).
func spokenDigit(w string) bool {
	if len(w) == 1 {
		return w[0] >= '0' && w[0] <= '9'
	}
	return digitWords[strings.ToLower(w)]
}

// cookieMapEntry is what follows "cookie" as a key of a header map a log,
// a crash dump or code prints: its closing quote (escaped inside a JSON
// string), ":", "=>" or "=", an array or a Go header's braces, and the
// quote that opens the value: {"cookie":"sid=..."}, 'Cookie': '...',
// "Cookie" => "...", http.Header{"Cookie": {"..."}}, cookie="...".
var cookieMapEntry = lazyre.New(`^\\?["']?[ \t]*(?::|=>|=)[ \t]*(?:\[\]string\{|[\[{])?[ \t]*\\?["']`)

// cookieMapValue is the offset where the quoted value of a header map's
// cookie entry starts, after the key ending at j; cookieHeader reads it
// up to its closing quote.
func cookieMapValue(text string, j int) (int, bool) {
	head := text[j:min(len(text), j+32)]
	loc := cookieMapEntry.FindStringIndex(head)
	if loc == nil {
		loc = harCookieHeader.FindStringIndex(head)
	}
	if loc == nil {
		return 0, false
	}
	return j + loc[1], true
}

// passwordWord: a URL's password is the word for one (user:password@,
// :pass@, admin:pwd@), as a sample URL in docs or an .env.example holds it
// in the place of the value it asks for.
func passwordWord(pass string) bool {
	l := strings.ToLower(pass)
	return englishPasswordWords[l] && credWords[l] == password && len(l) > 2
}

// rngOwners, before "seed", say it seeds a random number generator (a
// framework's, a test's, a shuffle's): a number printed so that a run can
// be repeated, where a wallet's or a key's seed is a secret.
var rngOwners = []string{"random", "rand", "rng", "prng", "manual", "set", "hash", "pythonhash", "np", "numpy", "torch", "tf",
	"faker", "shuffle", "sampling", "sampler", "split", "global", "cuda", "jax", "test", "fuzz", "hypothesis", "experiment", "training", "train", "randomly"}

// callArgument is v without the call on a dotted path that opens it
// (torch.manual_seed(20261201, client.auth("KEY"): the first argument,
// which alone may be a value; the callee is code. A token with a bracket
// and no such path ("Xk(9)z7Lm") is v whole.
func callArgument(v string) string {
	if strings.IndexByte(v, '(') < 0 {
		return v // most tokens: the expression runs only on a call's bracket
	}
	m := call.FindStringSubmatchIndex(v)
	if m == nil || m[3] == m[2] || v[m[4]] != '(' {
		return v
	}
	a := strings.TrimLeft(v[m[5]:], "\"'`")
	if j := strings.IndexAny(a, "\"'`,)"); j >= 0 {
		a = a[:j]
	}
	return a
}

// publicNote is what a code comment says of a key a mobile or web SDK is
// set up with when the key is public: "RevenueCat public SDK key", "the
// publishable client key", "safe in the app", "fine to ship".
var publicNote = lazyre.New(`\b(?:public|publishable)(?:\s+[\w-]+){0,3}?\s+(?:key|token|id)\b|\bpublic by design\b|` +
	`\b(?:safe|fine|ok|meant)\s+(?:to\s+(?:ship|expose|embed|commit)|in\s+(?:the\s+)?(?:app|client|browser|bundle|frontend))\b`)

// notPublicNote says the comment denies it, or speaks of a private or
// leaked key: "NOT public", "server only", "rotate".
// "The public key is in the app" points at another key than this one.
var notPublicNote = lazyre.New(`\bnot\b|n't\b|\bprivate\b|\bsecret\b|\bserver[ -]only\b|\bleak|\brotate\b|\bnever\b|` +
	`\b(?:the|our|its)\s+(?:public|publishable)(?:\s+[\w-]+){0,3}?\s+(?:key|token|id)\s+(?:is|are|lives|goes|stays|sits)\b`)

// commentCallsPublic: the comment that ends the line of the value ending
// at e calls the value a public key: a mobile or web SDK's key, which
// every copy of the app or the page holds (RevenueCat's appl_/goog_,
// OneSignal's app id, a search-only key).
func commentCallsPublic(text string, e int) bool {
	line := text[e : e+lineBound(text, e)]
	i := strings.Index(line, "//")
	if j := strings.Index(line, " #"); j >= 0 && (i < 0 || j < i) {
		i = j
	}
	if i < 0 {
		return false
	}
	note := lowerASCII(line[i:])
	return publicNote.MatchString(note) && !notPublicNote.MatchString(note)
}

// namedSecret: the value at start is assigned to a name that calls it
// secret or private (STRIPE_SECRET_KEY=..., privateKey: ...), which no
// word of the sentence around it unsays: "// the public key is in the app"
// speaks of the other half.
func namedSecret(text string, start int) bool {
	for _, p := range assignedName(text, start) {
		if p == "secret" || p == "private" || p == "priv" {
			return true
		}
	}
	return false
}

// ssidWords name a wireless network's id, its name (SSID, BSSID,
// ESSID): what a device lists, beside the password it asks for.
var ssidWords = map[string]bool{"ssid": true, "bssid": true, "essid": true}

// namingWords say the token after them is a thing's name: "the office
// wifi is called FritzBox7590-XK", "a bot named Release-Bot-2".
var namingWords = map[string]bool{"called": true, "named": true, "heißt": true, "appelé": true, "llamado": true}

// ownerPreps, between a credential word and a token, make the token what
// the credential opens: "the wifi password for AcmeGuest5G is ...", "the
// key of build-agent-7". Its value comes after a verb or a colon.
var ownerPreps = map[string]bool{"for": true, "of": true, "on": true, "at": true}

// urlPasswordPart: the credential name ending at e is itself the password
// of a URL's userinfo (postgres://user:password@host), rest being the text
// after it: urlUserinfo judges it, and the host after the "@" is no value.
func urlPasswordPart(text string, e int, rest string) bool {
	s := e - nameLen(text, e)
	if !strings.HasPrefix(rest, "@") || s < 4 || text[s-1] != ':' {
		return false
	}
	before := text[max(0, s-64) : s-1]
	i := strings.LastIndex(before, "://")
	return i >= 0 && !strings.ContainsAny(before[i+3:], " \t\r\n/@")
}
