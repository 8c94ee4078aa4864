package redact

import (
	"slices"
	"strings"
)

// dropKeyIDs removes what was found that names a key rather than holds it:
// an App Store Connect API key's id (ten capitals and digits) given where
// Apple's tools take the id (altool's --apiKey, notarytool's --key-id,
// fastlane's key_id) or named by its key file in the same text
// (AuthKey_<ID>.p8, which is how Apple names the .p8 it hands out), and a
// path to a key's file (--key ~/keys/AuthKey_ID.p8). The .p8 holds the
// secret; its id and its path are printed in every CI log. And a payment
// provider's client key (clientKey).
func dropKeyIDs(text string, spans []span) []span {
	out := spans[:0]
	for _, s := range spans {
		if !namesKey(text, s) {
			out = append(out, s)
		}
	}
	return out
}

// namesKey: the span s, found by a credential's name or a token's prefix,
// names or locates a key rather than holding it.
func namesKey(text string, s span) bool {
	tok := text[s.start:s.end]
	if twilioSID(tok) && loneCallLiteral(text, s.start, s.end) {
		return true // twilio('SK...', apiSecret), Client(auth_token, 'AC...'): the id, beside the variable that holds its secret
	}
	switch s.kind {
	case "credential", "assignment":
		return secretFilePath(tok) || appStoreKeyID(text, s.start, tok) || clientKey(text, s.start, tok) || pgpFingerprint(text, s.start) || pgpKeyID(tok) || keyUUID(text, s.start, tok)
	case "prefixed-token":
		return clientKey(text, s.start, tok) // live_...: a generic prefix
	}
	return false
}

// appStoreKeyID: tok, at i in text, is an App Store Connect key id: ten
// capitals and digits, both present, after an id's flag or field, or
// after altool's --apiKey, or named by its AuthKey_ file.
func appStoreKeyID(text string, i int, tok string) bool {
	if len(tok) != 10 || strings.Trim(tok, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") != "" ||
		!strings.ContainsAny(tok, "0123456789") || !strings.ContainsAny(tok, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
		return false
	}
	before := lowerASCII(text[max(0, i-16):i])
	for _, f := range keyIDFields {
		if strings.Contains(before, f) {
			return true
		}
	}
	line := lowerASCII(text[strings.LastIndexByte(text[:i], '\n')+1 : i])
	return strings.Contains(before, "--apikey") && strings.Contains(line, "altool") || strings.Contains(text, "AuthKey_"+tok)
}

// keyUUID: tok, at i in text, is a UUID given to a key's id (Terraform
// state's key_id, KMS's KeyId, kms_key_id): a cloud names its keys by
// UUIDs and prints them in every plan, while the key itself never leaves
// the service. A name that says secret besides (secret_key_id) is read as
// any other. The span may hold the assignment whole when a label came
// before it (aws_kms_key.logs: key_id=...).
func keyUUID(text string, i int, tok string) bool {
	name, val, glued := strings.Cut(tok, "=")
	if !glued { // the name before the span
		e := i
		for e > 0 && strings.IndexByte(" \t:=\"'", text[e-1]) >= 0 {
			e--
		}
		name, val = text[e-nameLen(text, e):e], tok
	}
	if !uuidShaped(val) {
		return false
	}
	parts := components(name)
	n := len(parts)
	if n > 0 && parts[n-1] == "key" && kmsKey(text, i, parts) {
		return true
	}
	return n > 1 && parts[n-1] == "id" && parts[n-2] == "key" && !slices.ContainsFunc(parts, func(p string) bool { return p == "secret" || p == "private" || p == "access" })
}

// kmsKey: a key a key-management service holds ("kms key UUID",
// KMS_KEY=UUID, "the CMK UUID"): the service never hands out its
// material, so a UUID under that name is the key's id, as AWS prints it.
func kmsKey(text string, i int, parts []string) bool {
	if len(parts) > 1 {
		return kmsWords[parts[len(parts)-2]]
	}
	before := strings.TrimRight(text[:i], " \t:=\"'")
	if !strings.HasSuffix(lowerASCII(before), "key") {
		return false // the name glued to its value (key=UUID): nothing before it was read
	}
	before = strings.TrimRight(before[:len(before)-len("key")], " \t_-")
	w := lowerASCII(wordBefore(before, len(before)))
	return kmsWords[w] || keyLinks[w] && kmsSetting(before[:len(before)-len(w)])
}

// keyLinks join a key to the setting before it ("SSE-KMS with key UUID",
// "encrypted by KMS using the key UUID"); a word that says what the key
// is (secret, access, api) is none, and its UUID stays a credential.
var keyLinks = wordSet("with using via by the its this mit con avec com")

// maxSettingWords bounds how far back a key's setting is looked for.
const maxSettingWords = 4

// kmsSetting: one of the last few words of before names a key-management
// service (SSE-KMS, aws:kms, Cloud KMS, a CMK), whose keys a UUID names.
func kmsSetting(before string) bool {
	before = before[strings.LastIndexAny(before, ".;\n")+1:]
	f := strings.Fields(lowerASCII(before))
	for _, w := range f[max(0, len(f)-maxSettingWords):] {
		for _, p := range components(strings.ReplaceAll(w, ":", "-")) {
			if kmsWords[p] {
				return true
			}
		}
	}
	return false
}

// kmsWords name a key-management service or its keys.
var kmsWords = map[string]bool{"kms": true, "cmk": true}

// keyIDFields name the key id Apple's tools and fastlane take.
var keyIDFields = []string{"--key-id", "key_id", "keyid", "\"kid\""}

// clientKey: tok, at i in text, is a client key as Adyen issues it
// ("test_" or "live_" and 32 capitals and digits) under a name that says
// client key (ADYEN_CLIENT_KEY, clientKey:): the key its Drop-in sends
// from every shopper's browser, public by design and bound to the shop's
// origins. The same value under another name (CLIENT_SECRET,
// ADYEN_HMAC_KEY) is what the name says.
func clientKey(text string, i int, tok string) bool {
	body, ok := strings.CutPrefix(tok, "test_")
	if !ok {
		body, ok = strings.CutPrefix(tok, "live_")
	}
	if !ok || len(body) != 32 || strings.Trim(body, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") != "" {
		return false
	}
	before := text[max(0, i-24):i]
	before = before[strings.LastIndexByte(before, '\n')+1:]
	return strings.HasSuffix(strings.TrimRight(squash(before), "\"': =\t"), "clientkey")
}

// pgpFingerprint: text at i opens an OpenPGP fingerprint as gpg prints it,
// ten groups of four hex digits a blank or two apart ("982C 08A5 ... 3A7C"):
// a public key's name, handed out to be checked against a keyserver. A
// secret is never printed in groups of hex this way; a spaced app password
// (spacedGroups) mixes letters past f.
func pgpFingerprint(text string, i int) bool {
	for g := 0; g < 10; g++ {
		if i+4 > len(text) || !isHex(text[i:i+4]) {
			return false
		}
		i += 4
		if g == 9 {
			return i == len(text) || !isNameByte(text[i])
		}
		n := 0
		for i < len(text) && text[i] == ' ' && n < 2 {
			i, n = i+1, n+1
		}
		if n == 0 {
			return false
		}
	}
	return false
}

// pgpKeyID: tok is an OpenPGP key id as gpg and keyservers print it, "0x"
// and 8 or 16 hex digits (0x4AEE18F83AFDEB23): the low bits of a public
// key's fingerprint. A secret written in hex after "0x" is 32 digits or
// more (an HMAC key, a wallet's private key), and stays.
func pgpKeyID(tok string) bool {
	h, ok := strings.CutPrefix(tok, "0x")
	return ok && (len(h) == 8 || len(h) == 16) && isHex(h)
}

// loneCallLiteral: text[start:end] is the only quoted literal among the
// arguments of the call around it, on its line: the other arguments are
// variables, which hold what the call is given as a secret.
func loneCallLiteral(text string, start, end int) bool {
	depth := 0
	for p := start - 1; p > 0 && start-p < 300 && text[p] != '\n'; p-- {
		switch text[p] {
		case ')':
			depth++
		case '(':
			if depth > 0 {
				depth--
				continue
			}
			lits := callArgs(text, p+1)
			return isWord(text[p-1]) && len(lits) == 1 && lits[0] == [2]int{start, end}
		}
	}
	return false
}
