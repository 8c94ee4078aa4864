package redact

import (
	"net/url"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// vendorHexLens are the lengths of the keys a provider issues as bare hex,
// with no prefix of their own (Algolia's admin and search keys, Datadog's
// API and application keys, Meraki's dashboard key, VirusTotal's key,
// Pusher's app secret, Cloudflare's global key, Bitly's access token). Hex alone is a digest's
// shape, so a hex value a provider's name labels is its key only at the
// length that provider issues: "algolia: <32 hex>" is a key, "virustotal:
// <40 hex>" a file's SHA-1.
var vendorHexLens = map[string][]int{"algolia": {32}, "datadog": {32, 40}, "meraki": {40}, "virustotal": {64}, "pusher": {20},
	"cloudflare": {37}, "sendbird": {40}, "mailgun": {32}, "bitly": {40}}

// vendorHexKey: v is hex of a length the provider name issues its keys at.
func vendorHexKey(name, v string) bool {
	lens := vendorHexLens[strings.ToLower(name)]
	for _, n := range lens {
		if len(v) == n {
			return true
		}
	}
	return false
}

// bareVendorKind names the provider whose fixed shape tok has, when the
// shape alone tells a key from an id: an Okta API token (SSWS) is "00" and
// forty random characters of [A-Za-z0-9_-] (Okta's object ids are "00" and
// eighteen: 00u1k9x3zq8HJKLm2d5e), a Mailgun webhook signing key is
// 32-8-8 lowercase hex in three groups (a UUID is 8-4-4-4-12). Neither has
// a word to anchor on, so the shared walk over long lines' tokens tries them.
func bareVendorKind(tok string) string {
	switch {
	case len(tok) == oktaTokenLen && strings.HasPrefix(tok, "00") && oktaBody(tok[2:]):
		return "okta-token"
	case mailgunSigningKey(tok):
		return "mailgun-key"
	}
	return ""
}

// oktaTokenLen is an Okta API token's length: "00" and forty characters.
const oktaTokenLen = 42

// oktaBody: forty characters of Okta's alphabet that read as random, with
// all three classes of letter and digit (a run of hex or of digits after
// "00" is a number or a digest).
func oktaBody(b string) bool {
	for i := 0; i < len(b); i++ {
		if !isWord(b[i]) && b[i] != '-' {
			return false
		}
	}
	return randomShort(b) && secretLike(b) // randomShort: both cases and digits
}

// mailgunSigningKey: three groups of lowercase hex, 32, 8 and 8 long.
func mailgunSigningKey(tok string) bool {
	if len(tok) != 50 || tok[32] != '-' || tok[41] != '-' {
		return false
	}
	return lowerHex(tok[:32]) && lowerHex(tok[33:41]) && lowerHex(tok[42:])
}

// lowerHex: s is hex in lowercase.
func lowerHex(s string) bool {
	return isHex(s) && strings.ToLower(s) == s
}

// contentID: v is an IPFS content identifier, a hash of what it names
// (ipfs pin add QmYw..., ipfs://bafybei...): a CIDv0 is "Qm" and 44 base58
// characters, a CIDv1 in base32 "b", a codec's letters ("afy" for dag-pb,
// "afk" for raw) and lowercase base32. Anyone who holds it may fetch the
// content it names, as with a git SHA: it grants nothing.
func contentID(v string) bool {
	if k := strings.LastIndex(v, "/ipfs/"); k >= 0 {
		v, _, _ = strings.Cut(v[k+len("/ipfs/"):], "/")
	}
	v = strings.TrimPrefix(v, "ipfs://")
	switch {
	case len(v) == 46 && strings.HasPrefix(v, "Qm"):
		return base58(v)
	case len(v) >= 50 && (strings.HasPrefix(v, "bafy") || strings.HasPrefix(v, "bafk")):
		return strings.Trim(v, "abcdefghijklmnopqrstuvwxyz234567") == ""
	}
	return false
}

// codeExpression: v, beside a credential word in code, is code that names
// no value: an algorithm's name (HmacSHA256, SecurityAlgorithms.HmacSha256,
// HS512), a conversion called on the key the code reads elsewhere
// (getBytes(StandardCharsets.UTF_8), and the charset it names) or a constructor called on a name
// (SecretKeySpec(secret.getBytes(...)). SecretKeySpec(System.getenv("K")
// .getBytes(...), "HmacSHA256") names its key and its algorithm; neither is
// one. A password with brackets of its own (Summer(home)7) is no call: its
// callee would be one word.
func codeExpression(v string) bool {
	if open := strings.IndexByte(v, '('); open > 0 && (encodes(v) || calledOnName(v[:open], v[open+1:])) {
		return true
	}
	last := v[strings.LastIndexByte(v, '.')+1:]
	return algorithmName(last) || charsetName(last)
}

// charsetName: v names a text encoding as the standard libraries' constants
// do (StandardCharsets.UTF_8, Encoding.ASCII, "ISO-8859-1"): the argument
// of the conversion the key goes through.
func charsetName(v string) bool {
	switch squeezed(v) {
	case "utf8", "utf16", "utf16le", "utf16be", "utf32", "ascii", "usascii", "iso88591", "latin1", "unicode":
		return true
	}
	return false
}

// calledOnName: callee is a type's or a function's name of two words or
// more (SecretKeySpec, hmac.new) and arg opens with a name followed by a
// member or a call, with no literal inside: code, not a value.
func calledOnName(callee, arg string) bool {
	if !identifierChain(callee) || len(components(callee)) < 2 || strings.ContainsAny(arg, "\"'`") {
		return false // a literal inside the call may be the key: decode("s1Vk...")
	}
	k := strings.IndexAny(arg, ".(")
	return k > 0 && identifierChain(arg[:k])
}

// identifierChain: s is names joined by dots, each a letter or "_" and
// then letters, digits and "_".
func identifierChain(s string) bool {
	for _, p := range strings.Split(s, ".") {
		if p == "" || class(p[0]) == 3 || strings.TrimLeft(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_") != "" {
			return false
		}
	}
	return true
}

// algorithmName: a MAC's, a digest's or a JWS algorithm's name as the
// libraries spell it, in any case, with or without "-" and "_": HMAC and a
// SHA of a size (HmacSHA256, hmac-sha512), a bare SHA or MD5, HS256,
// RS384, ES512, PS256, EdDSA; .NET's RsaSha256Signature.
func algorithmName(v string) bool {
	l := squeezed(v)
	l = strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(l, "hmac"), "rsa"), "ecdsa"), "signature") // RsaSha256Signature
	switch {
	case l == "md5" || l == "eddsa":
		return true
	case strings.HasPrefix(l, "sha3"):
		return digestBits(l[4:])
	case strings.HasPrefix(l, "sha"):
		return digestBits(l[3:])
	case len(l) == 5 && strings.Contains("hs rs es ps", l[:2]):
		return digestBits(l[2:])
	}
	return false
}

// digestBits: s is the size, in bits, of a SHA digest (SHA-1 is "1").
func digestBits(s string) bool {
	switch s {
	case "1", "224", "256", "384", "512":
		return true
	}
	return false
}

// publishedValue: the value a credential word labels at start..end is one
// a standard or a provider's documentation prints for everyone: the line
// cites a standard's test vectors (RFC 4231's key = "Jefe", FIPS-197's
// AES key, RFC 8032's secret key), names Azure's storage emulator account
// (devstoreaccount1, whose key every SDK ships), or the sentence says the
// value is the documentation's example before it ("the AWS docs use the
// example secret key ..."). A leak said on the same line ("the example key leaked,
// rotate it") still goes.
func publishedValue(text string, start, end int) bool {
	ls := strings.LastIndexByte(text[:start], '\n') + 1
	line := lowerASCII(text[ls : end+lineBound(text, end)])
	if leakWords.MatchString(line) {
		return false
	}
	return standardVector.MatchString(line) || strings.Contains(line, "accountname=devstoreaccount1") ||
		docExample(line[:start-ls]) && containsWord(lineWords(text, start), docWords)
}

// publishedKeys are values every copy of a tool or every page of a
// provider's documentation prints, which open nothing anyone else's does:
// Hardhat's and Anvil's first funded accounts (derived from "test test ...
// junk"), Azure's storage emulator key, Stripe's documented test keys,
// Google Authenticator's example secret. One found anywhere stays, whatever
// word labels it; a real key never equals one.
var publishedKeys = map[string]bool{
	"ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80":                         true,
	"59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d":                         true,
	"5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a":                         true,
	"Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==": true,
	"sk_test_4eC39HqLyjWDarjtT1zdp7dc":                                                         true, "pk_test_TYooMQauvdEDq54NiTphI7jx": true,
	"JBSWY3DPEHPK3PXP": true,
}

// publishedKey: tok, without a hex value's 0x, is one of publishedKeys.
func publishedKey(tok string) bool {
	return publishedKeys[strings.TrimPrefix(tok, "0x")]
}

// docExample: the clause before a value (from the line's start or its last
// ". " or "; ") calls what it gives an example or a sample, and the line
// names the documentation: "the AWS docs use the example secret key ...",
// "the example secret X from the docs". A clause after the value says
// nothing of it ("the secret key is X; the public key is in the README").
func docExample(before string) bool {
	if i := max(strings.LastIndex(before, ". "), strings.LastIndex(before, "; ")); i >= 0 {
		before = before[i+2:]
	}
	words := strings.FieldsFunc(before, func(r rune) bool { return r > 0x7f || !isNameByte(byte(r)) || r == '.' })
	return containsWord(words, []string{"example", "sample", "examples", "samples"})
}

// standardVector is a citation of a published test vector: an RFC's or a
// FIPS publication's number, NIST's, or the words "test vector" and
// "known-answer test".
var standardVector = lazyre.New(`\b(?:rfc ?\d{3,4}|fips[- ]?\d{3}|nist sp|test vectors?|known[- ]answer tests?)\b`)

// harCookieHeader is what follows "Cookie" as a header's name in a HAR
// file or a DevTools export, a list of {"name": ..., "value": ...}
// objects: the name's closing quote, its value's member and the quote that
// opens the value ({"name": "Cookie", "value": "sid=...; csrftoken=..."}).
var harCookieHeader = lazyre.New(`^\\?["'][ \t]*,[ \t]*\\?["']value\\?["'][ \t]*:[ \t]*\\?["']`)

// vendorCall: the call whose "(" is at i is a function of a provider's
// package (meraki.DashboardAPI, algoliasearch's algolia.Client) and v is
// hex of the length that provider issues its keys at: the SDK is handed
// its key. Hex of another length passed to it is an id or a digest.
func vendorCall(text string, i int, v string) bool {
	pkg, _ := qualifiedCallee(text, i)
	if vendorHexKey(pkg, v) {
		return true
	}
	if pkg == "" {
		pkg = text[calleeStart(text, i):i] // algoliasearch('APPID', '<32 hex>'): the package's own function
	}
	// A package or a constructor named for its provider and more
	// (algoliasearch, datadog_api_client).
	lower := strings.ToLower(pkg)
	for name := range vendorHexLens {
		if strings.HasPrefix(lower, name) && vendorHexKey(name, v) {
			return true
		}
	}
	return false
}

// cookieFlag is curl's flag that sends cookies (-b, --cookie), as a
// browser's "Copy as cURL" writes it, and the quote that may open its
// value.
var cookieFlag = lazyre.New(`\s(?:-b|--cookie)(?:\s+|=)(['"]?)`)

// curlCookies redacts the session cookies the curl command starting at i
// sends with -b or --cookie ("-b 'sessionid=...; csrftoken=...'"): the
// flag's value is a Cookie header's, whatever the cookies are named
// (_gh_sess, _csrf, ak_bmsc). A value with no "=" names a cookie jar's file
// (-b cookies.txt), and a value that reads as a word stays (locale=en).
func curlCookies(text string, i int, spans []span) []span {
	end := i + commandBound(text, i)
	for from := i; from < end; {
		loc := cookieFlag.FindStringSubmatchIndex(text[from:end])
		if loc == nil {
			break
		}
		off := from + loc[1]
		stop := strings.IndexAny(text[off:end], " \t\n")
		if loc[3] > loc[2] {
			stop = strings.IndexByte(text[off:end], text[from+loc[2]]) // the closing quote
		}
		if stop < 0 {
			stop = end - off
		}
		spans = cookiePairs(text, off, text[off:off+stop], spans)
		from = off + stop
	}
	return spans
}

// numberCall: rest opens a call whose one argument is an integer literal,
// decimal or 0x hex: seed(42), Hypothesis's @seed(2279871634591256314),
// random.seed(0x5f3759df). A wallet's seed is words or 64 bytes of hex,
// never a number a function is called with.
func numberCall(rest string) bool {
	arg, ok := strings.CutPrefix(rest, "(")
	if !ok {
		return false
	}
	arg, _, ok = strings.Cut(arg, ")")
	arg = strings.TrimSpace(strings.ReplaceAll(arg, "_", ""))
	if h, hex := strings.CutPrefix(arg, "0x"); hex {
		return ok && len(h) <= 16 && isHex(h)
	}
	return ok && isDigits(strings.TrimPrefix(arg, "-"))
}

// unescaped is a cookie's value with its percent escapes decoded, as the
// server reads it: Europe%2FBerlin is a time zone's name (wordsPath), where
// a session's escapes (s%3A...) decode to random text still.
func unescaped(v string) string {
	if strings.IndexByte(v, '%') < 0 {
		return v
	}
	if d, err := url.QueryUnescape(v); err == nil {
		return d
	}
	return v
}

// wordsPath: v is words of letters joined by "/", "_", "-" or blanks, each
// short and with a vowel (Europe/Berlin, America/New_York, en-GB): a name a
// preference cookie holds. A session's value mixes digits into its parts
// or runs longer than a word.
func wordsPath(v string) bool {
	parts := strings.FieldsFunc(v, func(r rune) bool { return r == '/' || r == '_' || r == '-' || r == ' ' })
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if len(p) > 12 || strings.Trim(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") != "" || !vowel(p) {
			return false
		}
	}
	return true
}

// maxSqueezed is the longest name squeezed reads: an algorithm's or a
// charset's name is shorter (RsaSha256Signature), and candidate calls it on
// every value judged.
const maxSqueezed = 24

// squeezed is v lowered without its "-" and "_" (HMAC-SHA-256 -> hmacsha256,
// UTF_8 -> utf8), or "" when v is longer than any name it compares.
func squeezed(v string) string {
	if len(v) > maxSqueezed {
		return ""
	}
	var b [maxSqueezed]byte
	n := 0
	for i := 0; i < len(v); i++ {
		c := v[i]
		if c == '-' || c == '_' {
			continue
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[n] = c
		n++
	}
	return string(b[:n])
}
