package redact

import (
	"encoding/base64"
	"strings"
)

// basicCredentials redacts the token after HTTP's Basic scheme wherever it
// stands: a header's value under any key (auth-header:, X-Upstream-Auth:,
// proxy_set_header), a log line, a sentence. The token is base64 of
// "user:password" (RFC 7617), so it is read by what it decodes to, not by
// the name before it: a token that decodes to a login pair is one, whatever
// its label says, and "Basic usage" or "basic auth" decode to nothing.
// Only a pair of placeholders ("username:password", "user:pass") is left,
// as the RFC and every tutorial print them.
func basicCredentials(text, lower string, spans []span) []span {
	for i := 0; ; {
		j := strings.Index(lower[i:], "basic")
		if j < 0 {
			return spans
		}
		i += j + len("basic")
		if i-len("basic") > 0 && isWord(text[i-len("basic")-1]) {
			continue // "nonbasic"
		}
		s := i
		for s < len(text) && (text[s] == ' ' || text[s] == '\t') {
			s++
		}
		if s == i {
			continue
		}
		e := s
		for e < len(text) && isBase64(text[e]) {
			e++
		}
		if basicPair(text[s:e]) {
			spans = append(spans, span{s, e, "credential"})
		}
	}
}

// basicPair: tok is base64 of "user:password" with both halves printable,
// the password not empty and the pair not a documented placeholder.
func basicPair(tok string) bool {
	if len(tok) < 8 {
		return false
	}
	raw, err := base64.StdEncoding.DecodeString(tok)
	if err != nil {
		if raw, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(tok, "=")); err != nil {
			return false
		}
	}
	user, pass, ok := strings.Cut(string(raw), ":")
	if !ok || pass == "" || !printableASCII(user) || !printableASCII(pass) {
		return false
	}
	return !placeholder(pass) && !placeholderPairs[strings.ToLower(user+":"+pass)]
}

// placeholderPairs are the pairs documentation encodes as its example.
var placeholderPairs = map[string]bool{"username:password": true, "user:pass": true, "user:password": true,
	"aladdin:open sesame": true, "foo:bar": true}

// printableASCII: s is all printable ASCII, as a typed login is.
func printableASCII(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return r < 0x20 || r > 0x7e }) < 0
}
