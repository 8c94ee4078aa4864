package redact

import (
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// cookies redacts the values in a Cookie or Set-Cookie header: a session
// cookie is a credential, whatever its name ("sessionid", "__Host-sid"). A
// value that does not read as random stays (Path=/, SameSite=Lax,
// theme=dark). The header runs to the end of its line or to a quote, which
// closes a header given in a command (curl -H 'Cookie: ...').
func cookies(text string, spans []span) []span {
	scan(text, literal("ookie"), func(i int) int { // Cookie:, cookie:, Set-Cookie: without lowering a 10 MB paste
		j := i + len("ookie")
		if i > 0 && (text[i-1] == 'C' || text[i-1] == 'c') {
			if i > 1 && text[i-2] == '<' {
				spans = cookieElement(text, j, spans) // <Cookie name="session" value="..."/>
			} else if off, ok := cookieMapValue(text, j); ok {
				spans = cookieHeader(text, off, spans) // "cookie":"sid=...": a header map a log or a crash dump printed
			} else if strings.HasPrefix(text[j:], ":") {
				spans = cookieHeader(text, j+1, spans)
			}
		}
		return j
	})
	return spans
}

// cookieElement redacts the random value attribute of a cookie written as
// an XML element (<Cookie name="session" value="..." domain=.../>), as a
// browser automation's or a load test's cookie store keeps it: the
// element's own name says its value is a cookie's, as a header's does.
func cookieElement(text string, j int, spans []span) []span {
	tag := text[j : j+lineBound(text, j)]
	if k := strings.IndexByte(tag, '>'); k >= 0 {
		tag = tag[:k]
	}
	if m := valueAttribute.FindStringSubmatchIndex(tag); m != nil && candidate(tag[m[2]:m[3]]) && !zoneName.MatchString(tag[m[2]:m[3]]) {
		spans = append(spans, span{j + m[2], j + m[3], "cookie"})
	}
	return spans
}

// zoneName is a time zone's name (Europe/Berlin, America/New_York), which
// a site keeps in a cookie of its own: capitalised words split by "/",
// where a session's value is random.
var zoneName = lazyre.New(`^[A-Z][a-z]+(?:/[A-Z][A-Za-z]*(?:[_-][A-Z][A-Za-z]*)*)+$`)

// valueAttribute is an element's value="..." (or '...'), its text captured.
var valueAttribute = lazyre.New(`\svalue\s*=\s*["']([^"'\s]+)["']`)

// cookieHeader redacts the random values of the cookie header whose value
// starts at off.
func cookieHeader(text string, off int, spans []span) []span {
	header := text[off : off+lineBound(text, off)]
	if q := strings.IndexAny(header, `'"`); q >= 0 {
		header = header[:q]
	}
	return cookiePairs(text, off, header, spans)
}

// cookiePairs redacts the random values of the name=value pairs, split at
// ";", of header, which starts at off in text.
func cookiePairs(text string, off int, header string, spans []span) []span {
	for pos := 0; pos < len(header); {
		end := strings.IndexByte(header[pos:], ';')
		if end < 0 {
			end = len(header) - pos
		}
		pair := header[pos : pos+end]
		if eq := strings.IndexByte(pair, '='); eq >= 0 {
			v := strings.TrimSpace(pair[eq+1:])
			if candidate(v) && !wordsPath(unescaped(v)) {
				s := off + pos + eq + 1 + strings.Index(pair[eq+1:], v)
				spans = append(spans, span{s, s + len(v), "cookie"})
			}
		}
		pos += end + 1
	}
	return spans
}
