package redact

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// jwkMembers reads each JSON Web Key (an object with a "kty" member, RFC
// 7517): its private members (RFC 7518 6.2.2, 6.3.2, 6.4.1: an EC or OKP
// key's "d", an RSA key's "d", "p", "q", "dp", "dq", "qi", a symmetric
// key's "k") are the key and go whatever their shape, and what another
// detector found inside a public member ("n", "e", "x", "y", "x5c", "kid")
// stays: a JWKS is published for every client to fetch, and its base64url
// can read as a prefixed token by chance. Anchored on "kty", the rule adds
// no pass over a text that holds none.
func jwkMembers(text string, spans []span) []span {
	var public []span
	scan(text, literal(`"kty"`), func(i int) int {
		start := strings.LastIndexByte(text[max(0, i-maxJWKLen):i], '{')
		end := strings.IndexByte(text[i:min(len(text), i+maxJWKLen)], '}')
		if start < 0 || end < 0 {
			return i + 1
		}
		start += max(0, i-maxJWKLen)
		obj := text[start : i+end]
		for _, m := range jwkMember.FindAllStringSubmatchIndex(obj, -1) {
			at := span{start: start + m[4], end: start + m[5]}
			if jwkPrivate[obj[m[2]:m[3]]] {
				at.kind = "jwk-private-key"
				spans = append(spans, at)
			} else {
				public = append(public, at)
			}
		}
		return i + end
	})
	return dropInside(spans, public)
}

// maxJWKLen bounds the object read around "kty": an RSA key of 4096 bits
// with all its private members runs to about 3.3 KB.
const maxJWKLen = 8 << 10

var jwkMember = lazyre.New(`"(d|p|q|dp|dq|qi|k|n|e|x|y)"\s*:\s*"([A-Za-z0-9_\-]+)"`)

var jwkPrivate = map[string]bool{"d": true, "p": true, "q": true, "dp": true, "dq": true, "qi": true, "k": true}
