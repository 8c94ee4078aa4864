package redact

import (
	"maps"
	"slices"
	"strings"
)

// fieldWords name a secret only as the last part of a field's name: a
// config key, a JSON or XML field, a flag, a directive (WEBHOOK_HMAC=,
// "salt":, <master>, --signing, JWT_PRIVATE=). In a sentence each is a
// common word or names something else ("salt the hash", "merged into
// master", "the private repo", "hmac-sha256 of the body"), so there it
// introduces nothing, and even as a field it holds a secret only when the
// value reads as random: salt: minion, master: node-1 and private: true
// stay.
var fieldWords = map[string]bool{"hmac": true, "salt": true, "pepper": true, "master": true, "private": true,
	"signing": true, "crc": true, "recovery": true, "share": true, "shares": true,
	"kek":  true, // a key-encryption key, which unwraps every data key under it (kek_b64)
	"cpin": true, // a modem's SIM PIN, set by the 3GPP command AT+CPIN="1234": its digits
}

// fieldStems are in every name fieldNamed may accept: the field words and
// an API id's "api".
var fieldStems = append(slices.Collect(maps.Keys(fieldWords)), "api")

// labelLines are the fieldWords a line may use as labels in prose, with
// the words that make it such a line: a payment provider names its signing
// secret by salt, CRC or HMAC on a line that lists a merchant's credentials
// ("merchant key gtKFFx, salt Q4vZ...", "posId 1, CRC 4684..."), and a key
// split among keyholders gives each a share ("keyholder 2 of 5 share: ...").
// There the word is a label, not a verb, a checksum or sharing.
var labelLines = map[string][]string{
	"salt": merchantWords, "crc": merchantWords, "hmac": merchantWords,
	"share": shareWords, "shares": shareWords,
}

// merchantWords on a line say it lists a merchant's or a point of sale's
// credentials.
var merchantWords = []string{"merchant", "merchantid", "posid", "pos", "shopid", "terminalid", "merchantkey"}

// shareWords on a line say its shares are pieces of a split key.
var shareWords = []string{"keyholder", "keyholders", "shamir", "unseal", "quorum", "threshold", "custodian"}

// fieldNamed says whether name ends in a field word (and no other part of
// it is a credential word, which would classify it already), or in an API
// id: an SMS gateway's api_id is its whole login.
func fieldNamed(name string) bool {
	if !containsAnyOf(lowerASCII(name), fieldStems...) {
		return false // fieldParts splits only where a field word may be
	}
	parts := fieldParts(name)
	n := len(parts)
	return n > 0 && fieldWords[parts[n-1]] || apiID(parts)
}

// fieldParts are the components of a field's name without the encoding
// its value is written in (kek_b64: the key-encryption key, in base64).
func fieldParts(name string) []string {
	parts := components(name)
	for len(parts) > 1 && encodings[parts[len(parts)-1]] {
		parts = parts[:len(parts)-1]
	}
	return parts
}

// apiID: a name whose last parts are "api" and "id" (SMSRU_API_ID, apiId).
// Where the id is a UUID or a long random string it is the key, given no
// secret beside it; a numeric one (Telegram's) or a short one (a gateway's
// REST API id) names an app.
func apiID(parts []string) bool {
	n := len(parts)
	return n > 0 && parts[n-1] == "apiid" || n > 1 && parts[n-2] == "api" && parts[n-1] == "id"
}

// fieldValue redacts the value of the field word's name at text[s:e] when
// the name stands as a field (or as a label on its line, labelLines) and the
// value reads as random.
func fieldValue(text string, s, e int, spans []span) []span {
	parts := fieldParts(text[s:e])
	words, labels := labelLines[parts[len(parts)-1]]
	if !structured(text, s, e) && !(labels && containsWord(lineWords(text, s), words)) {
		return spans
	}
	id, pin := apiID(parts), parts[len(parts)-1] == "cpin"
	c := secret
	if pin {
		c = password
	}
	n := len(spans)
	spans = valueOf(text, e, c, spans)
	kept := spans[:n]
	for _, sp := range spans[n:] {
		v := text[sp.start:sp.end]
		if id && len(v) < 16 {
			continue // an app's short id
		}
		if parts[len(parts)-1] == "hmac" && (digestLength(v) || len(v) == 44 && strings.HasSuffix(v, "=")) {
			continue // an HMAC-SHA1 or -SHA256 as hex or base64: a request's signature (Shopify's ?hmac=), not its key
		}
		if len(v) == 40 && isHex(v) {
			continue // a git commit's SHA-1 (master: 4f9c...), which no key is written as
		}
		if candidate(v) || bracedSecret(v) || pin && isDigits(v) && len(v) >= 4 && len(v) <= 8 {
			kept = append(kept, sp)
		}
	}
	return kept
}

// callPair: the quoted name at text[s:e] is a call's first argument and a
// quoted value its second, as PHP's define('NONCE_SALT', '...') gives a
// constant; a list of quoted names ("kek_b64", "iOSAppToken") is no call.
func callPair(text string, s, e int) bool {
	if s < 2 || strings.IndexByte("\"'", text[s-1]) < 0 || !quotedPair.MatchString(text[e:min(len(text), e+8)]) {
		return false
	}
	i := s - 2
	for i > 0 && (text[i] == ' ' || text[i] == '\t') {
		i--
	}
	return text[i] == '('
}

// structured says whether the name at text[s:e] stands as a field's name:
// an assignment or a JSON key after it, a quoted name and a quoted value
// as a call gives them (PHP's define), an XML element, a long flag, or a
// variable a shell or a Dockerfile sets (ENV NAME X, export NAME X). A word
// that merely opens its line is none: git branch -v prints "master 4f9c2e1".
func structured(text string, s, e int) bool {
	if s > 0 && text[s-1] == '<' || s > 1 && text[s-2:s] == "--" {
		return true
	}
	if assignOp.MatchString(text[e:min(len(text), e+8)]) || callPair(text, s, e) {
		return true // SALT=, or a call's name and value: define('NONCE_SALT', '...')
	}
	ls := strings.LastIndexByte(text[:s], '\n') + 1
	switch strings.TrimSpace(text[ls:s]) {
	case "ENV", "export", "set", "setenv":
		return e < len(text) && (text[e] == ' ' || text[e] == '\t')
	}
	return false
}
