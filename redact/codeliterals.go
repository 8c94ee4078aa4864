package redact

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// credentialParams name the calls one of whose parameters is a credential
// by the API's definition, and which one (from 0): an OTP generator's seed
// (pyotp.TOTP(SEED)), a JWT library's signing key (jwt.encode(payload,
// KEY), jwt.sign, JWT::encode), an HMAC's key (hmac.new(KEY, ...) in
// Python, hmac.New(sha256.New, KEY) in Go, crypto.createHmac('sha256',
// KEY), hash_hmac('sha256', $data, KEY), new HMACSHA256(KEY),
// SecretKeySpec(KEY, "HmacSHA256")) and a login's password
// (HTTPBasicAuth(user, PASS), NetworkCredential(user, PASS)). No word
// beside the literal says it is a secret: the parameter does. A callee is
// looked up qualified first ("jwt.encode"), where a bare name is too
// common a word ("encode"), then bare.
var credentialParams = map[string]int{
	"pyotp.TOTP": 0, "pyotp.HOTP": 0, "TOTP": 0, "HOTP": 0, "Authenticator": 0, "GoogleAuthenticator": 0,
	"jwt.encode": 1, "jwt.decode": 1, "jwt.sign": 1, "jwt.verify": 1, "JWT.encode": 1, "JWT.decode": 1,
	"JWT::encode": 1, "JWT::decode": 1, "SignedString": 0, "Algorithm.HMAC256": 0, "Algorithm.HMAC384": 0,
	"Algorithm.HMAC512": 0, "hmacShaKeyFor": 0,
	"hmac.new": 0, "hmac.New": 1, "crypto.createHmac": 1, "HMAC.hexdigest": 1, "HMAC.digest": 1, "hash_hmac": 2,
	"HMACSHA1": 0, "HMACSHA256": 0, "HMACSHA384": 0, "HMACSHA512": 0, "SecretKeySpec": 0,
	"HTTPBasicAuth": 1, "HTTPDigestAuth": 1, "NetworkCredential": 1, "Credentials.basic": 1, "basic_auth": 1,
}

// credentialArgs redacts the literal a call passes as its credential
// parameter (credentialParams). A reference there (os.environ["K"],
// settings.SECRET, a variable) holds no literal of its own and is left;
// so are a placeholder and a word ("secret", as a library's docs sign
// with), which open nothing anyone runs.
func credentialArgs(text string, spans []span) []span {
	scan(text, anyOf("("), func(i int) int {
		if i == 0 || !isWord(text[i-1]) {
			return i + 1
		}
		k, ok := credentialParam(text, i)
		if !ok {
			return i + 1
		}
		if s, e, ok := credArgLiteral(text, i+1, k); ok && credentialLiteral(text[s:e]) {
			spans = append(spans, span{s, e, "credential"})
		}
		return i + 1
	})
	return spans
}

// credentialParam is the credential's position among the arguments of
// the call whose "(" is at i, when its callee is one of credentialParams.
func credentialParam(text string, i int) (int, bool) {
	s := i
	for s > 0 && isWord(text[s-1]) {
		s--
	}
	fn := text[s:i]
	q := s
	switch {
	case q > 2 && text[q-2:q] == "::":
		q -= 2
	case q > 1 && text[q-1] == '.':
		q--
	}
	if q < s {
		p := q
		for p > 0 && isWord(text[p-1]) {
			p--
		}
		if k, ok := credentialParams[text[p:s]+fn]; ok && p < q {
			return k, true
		}
	}
	k, ok := credentialParams[fn]
	return k, ok
}

// maxArgsLen bounds the argument list credArgLiteral reads: a credential is
// passed among a call's first few arguments, on its line or the next.
const maxArgsLen = 400

// credArgLiteral is the bounds of the string literal that is the k-th
// argument of the list opening at j, itself or converted to bytes
// (b"...", []byte("..."), "...".getBytes(), Encoding.UTF8.GetBytes("...")).
// A keyword argument is the credential word rules' to judge.
func credArgLiteral(text string, j, k int) (int, int, bool) {
	args := text[j:min(len(text), j+maxArgsLen)]
	start, depth, n := 0, 0, 0
	for x := 0; x < len(args); x++ {
		switch c := args[x]; c {
		case '"', '\'', '`':
			end := strings.IndexByte(args[x+1:], c)
			if end < 0 {
				return 0, 0, false
			}
			x += end + 1
		case '(', '[', '{':
			depth++
		case ')', ']', '}', ',':
			if depth > 0 && c != ',' {
				depth--
				continue
			}
			if depth > 0 {
				continue
			}
			if n == k {
				s, e, ok := bareLiteral(args[start:x])
				return j + start + s, j + start + e, ok
			}
			if c != ',' {
				return 0, 0, false
			}
			n, start = n+1, x+1
		}
	}
	return 0, 0, false
}

// bareLiteral finds the one string literal an argument is, with nothing
// around it but a conversion to bytes: what stands before its quote is
// empty, a literal's prefix (b, @, r) or a conversion's call, and what
// follows it is nothing, a ")" or a method called on it.
func bareLiteral(arg string) (int, int, bool) {
	q := strings.IndexAny(arg, "\"'`")
	if q < 0 {
		return 0, 0, false
	}
	end := strings.IndexByte(arg[q+1:], arg[q])
	if end < 0 {
		return 0, 0, false
	}
	before := strings.TrimSpace(arg[:q])
	after := strings.TrimSpace(arg[q+2+end:])
	if !bytesPrefix(before) || after != "" && after[0] != '.' && after[0] != ')' {
		return 0, 0, false
	}
	return q + 1, q + 1 + end, true
}

// bytesPrefix: what stands before an argument's quote makes it a
// literal or its bytes, never a lookup of a name (os.environ[, getenv().
func bytesPrefix(before string) bool {
	switch strings.ToLower(before) {
	case "", "b", "@", "r", "u", "br", "rb", "[]byte(", "buffer.from(", "encoding.utf8.getbytes(",
		"encoding.ascii.getbytes(", "str.encode(", "bytes(", "utf8.encode(":
		return true
	}
	return false
}

// credentialLiteral: a literal random enough to be a credential: eight
// bytes or more, a digit or both cases among its letters (or a base32
// seed's capitals), no blank, and
// neither a placeholder nor a constant's name (JWT_SECRET, as a getter's
// argument reads).
func credentialLiteral(v string) bool {
	if len(v) < 8 || strings.ContainsAny(v, " \t\n") || placeholder(v) || constantName(v) {
		return false
	}
	hasDigit := strings.ContainsAny(v, "0123456789")
	return hasDigit || strings.ToLower(v) != v && strings.ToUpper(v) != v || upperKey(v)
}

// constantName: v is a name in upper snake case (JWT_SECRET, API_KEY).
func constantName(v string) bool {
	return strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ_") == "" && strings.Contains(v, "_")
}

// dropCodeReferences drops a value a credential's name or header labels
// when it is a reference in code to where the secret is kept, unquoted:
// a generated class's constant (BuildConfig.MAPS_KEY, R.string.api_key), a
// singleton's member (Secrets.shared.apiKey), a config object's field
// (AppConfig.stripeSecret). The name holds the secret elsewhere; the text
// holds none.
func dropCodeReferences(text string, spans []span) []span {
	return slices.DeleteFunc(spans, func(s span) bool {
		if providerKinds[s.kind] || s.kind == "prefixed-token" || s.start > 0 && strings.IndexByte("\"'`", text[s.start-1]) >= 0 {
			return false
		}
		path := memberPath(text[s.start:s.end])
		return path != "" && codeTail.MatchString(text[s.start+len(path):s.end]) && codeReference(path)
	})
}

// codeTail is what a reader may have taken past a reference: the brackets
// and the calls of the code around it (MAPS_KEY).build()), never a value.
var codeTail = lazyre.New(`^(?:[)(\]};,\s]|\.[A-Za-z_]\w*)*$`)

// memberPath is the dotted run of names that opens tok.
func memberPath(tok string) string {
	i := 0
	for i < len(tok) && (isWord(tok[i]) || tok[i] == '.' && i+1 < len(tok) && isWord(tok[i+1])) {
		i++
	}
	return tok[:i]
}

// codeReference: path names a member of a type or an object, in words:
// two parts or more, no digit, each part a name's words (camelCase,
// PascalCase, UPPER_SNAKE, lower case), and either a root of two words
// (BuildConfig, AppSecrets), three parts (Secrets.shared.key), or a last
// part of two words (MAPS_KEY, apiKey). A password of two words and a dot
// (Summer.Time) is none of these.
func codeReference(path string) bool {
	parts := strings.Split(path, ".")
	if len(parts) < 2 || strings.ContainsAny(path, "0123456789") {
		return false
	}
	for _, p := range parts {
		if !nameWords(p) {
			return false
		}
	}
	last := parts[len(parts)-1]
	return len(parts) >= 3 || camelWords(parts[0]) || camelWords(last) || strings.Contains(strings.Trim(last, "_"), "_") && strings.ToUpper(last) == last
}

// nameWords: p is a name spelt in words: lower case, upper case or
// camelCase letters (camelWords), with underscores between.
func nameWords(p string) bool {
	if p == "" {
		return false
	}
	for _, w := range strings.Split(p, "_") {
		if w != "" && strings.ToLower(w) != w && strings.ToUpper(w) != w && !camelWords(w) && !capitalised(w) {
			return false
		}
	}
	return true
}

// capitalised: w is one capital then lower-case letters (Secrets).
func capitalised(w string) bool {
	return len(w) > 1 && class(w[0]) == 2 && strings.ToLower(w[1:]) == w[1:]
}

// maxScopeBack bounds how far back secretsScope looks for the block that
// holds a value: a constants type is short.
const maxScopeBack = 2000

// secretsScope: the value at start is declared inside a type or an object
// that the code names for its secrets (enum Secrets { ... }, object
// ApiSecrets { ... }, struct Credentials { ... }): the code files it among
// what it keeps secret, so a key a provider calls publishable (RevenueCat's
// appl_) is kept as one there.
func secretsScope(text string, start int) bool {
	depth := 0
	for j := start - 1; j >= max(0, start-maxScopeBack); j-- {
		switch text[j] {
		case '}':
			depth++
		case '{':
			if depth > 0 {
				depth--
				continue
			}
			return secretsDeclaration(text[strings.LastIndexByte(text[:j], '\n')+1 : j])
		}
	}
	return false
}

// secretsDeclaration: decl ("enum Secrets", "object ApiSecrets :
// Config") declares a type or an object whose name holds a secret's word.
func secretsDeclaration(decl string) bool {
	f := strings.Fields(decl)
	for k := 0; k+1 < len(f); k++ {
		if !typeKeywords[f[k]] {
			continue
		}
		for _, p := range components(strings.TrimRight(f[k+1], ":<(")) {
			if p == "secret" || p == "secrets" || p == "credentials" || p == "creds" || p == "private" {
				return true
			}
		}
	}
	return false
}

// typeKeywords declare a type or an object in Swift, Kotlin, Java, C#,
// Dart, Go, Rust, TypeScript and PHP.
var typeKeywords = wordSet("enum struct class object interface namespace extension type impl mod module")
