package redact

import "strings"

// plainTags tag a password stored as it is typed: Dovecot's (and nginx's
// auth_basic file's) {PLAIN}, and Dovecot's {CLEAR} and {CLEARTEXT}. The
// schemes that store a hash ({CRYPT}, {SHA512-CRYPT}, {SSHA}, {PLAIN-MD5})
// tag what a login checks against and stay; passwordHash keeps them.
var plainTags = []string{"{plain}", "{clear}", "{cleartext}"}

// schemedPasswords redacts the password after a plain scheme's tag: a
// passwd-file line (user:{PLAIN}secret:uid:gid::::), a static passdb's
// args (password={PLAIN}secret), an htpasswd line (user:{PLAIN}secret).
// A passwd-file's fields end at ":", so a tag that opens a field ends its
// value there; elsewhere the value runs to a blank or a quote. lower is
// lowerASCII(text): the tag is read in any case. Two searches find the
// three tags ("{plain}", "{clear"), as the text is read once per search.
func schemedPasswords(text, lower string, spans []span) []span {
	for _, anchor := range []string{"{plain}", "{clear"} {
		scan(lower, literal(anchor), func(i int) int {
			tag := ""
			for _, t := range plainTags {
				if strings.HasPrefix(lower[i:], t) {
					tag = t
				}
			}
			if tag == "" {
				return i + 1
			}
			return schemedValue(text, i, i+len(tag), &spans)
		})
	}
	return spans
}

// schemedValue redacts the value after the tag at text[i:s] and returns
// where it ends.
func schemedValue(text string, i, s int, spans *[]span) int {
	stops := " \t\r\n\"'"
	if i > 0 && text[i-1] == ':' {
		stops += ":" // a passwd-file field
	}
	e := s
	for e < len(text) && strings.IndexByte(stops, text[e]) < 0 {
		e++
	}
	if v := text[s:e]; v != "" && !placeholder(v) {
		*spans = append(*spans, span{s, e, "password"})
	}
	return e
}

// saslPasswdLines redacts the password of each Postfix sasl_passwd entry:
// "[relay.host]:587 user@domain:password". The brackets (Postfix's "no MX
// lookup") or a text that names the file mark the line; a log line's
// "[app.js] level:info" or "[main.go]:12 error:timeout" has neither a mail
// port nor an address for its user.
func saslPasswdLines(text string, spans []span) []span {
	if strings.Contains(text, "sasl_passwd") {
		for off := 0; off < len(text); {
			end := len(text)
			if nl := strings.IndexByte(text[off:], '\n'); nl >= 0 {
				end = off + nl
			}
			if s, e, ok := saslEntry(text[off:end], true); ok {
				spans = append(spans, span{off + s, off + e, "password"})
			}
			off = end + 1
		}
		return spans
	}
	scan(text, literal("["), func(i int) int {
		ls := i
		for ls > 0 && (text[ls-1] == ' ' || text[ls-1] == '\t') {
			ls--
		}
		if ls > 0 && text[ls-1] != '\n' {
			return i + 1 // a bracket inside a line: no entry opens there
		}
		end := i + lineBound(text, i)
		if s, e, ok := saslEntry(text[ls:end], false); ok {
			spans = append(spans, span{ls + s, ls + e, "password"})
		}
		return end
	})
	return spans
}

// saslEntry reads line as "host[:port] user:password" and returns the
// password's bounds. The host is bracketed unless named says the text is
// the file; it holds a dot, and a mail port, or no port and an address for
// the user, is required either way. The password runs to the line's end:
// Gmail's app passwords are four groups of four letters.
func saslEntry(line string, named bool) (int, int, bool) {
	t := strings.TrimLeft(line, " \t")
	k := strings.IndexAny(t, " \t")
	if k < 0 {
		return 0, 0, false
	}
	host, port, hasPort := relayHost(t[:k])
	if host == "" || !strings.HasPrefix(t, "[") && !named {
		return 0, 0, false
	}
	pair := strings.TrimSpace(t[k:])
	user, pw, ok := strings.Cut(pair, ":")
	mail := mailPorts[port] || !hasPort && strings.Contains(user, "@")
	if !ok || !mail || user == "" || strings.ContainsAny(user, " \t") || len(pw) < minPasswordLen || placeholder(pw) {
		return 0, 0, false
	}
	s := len(line) - len(t) + k + strings.Index(t[k:], pair) + len(user) + 1
	return s, s + len(pw), true
}

// mailPorts are the ports a relay takes mail on: SMTP's, submission's,
// SMTPS's and the common alternative.
var mailPorts = map[string]bool{"25": true, "465": true, "587": true, "2525": true}

// relayHost splits "[host]:port", "[host]", "host:port" or "host" into
// its host (which must hold a dot) and port; a host that is none is "".
func relayHost(f string) (host, port string, hasPort bool) {
	if strings.HasPrefix(f, "[") {
		j := strings.IndexByte(f, ']')
		if j < 0 || j+1 < len(f) && f[j+1] != ':' {
			return "", "", false
		}
		host, port, hasPort = f[1:j], strings.TrimPrefix(f[j+1:], ":"), j+1 < len(f)
	} else {
		host, port, hasPort = strings.Cut(f, ":")
	}
	if !strings.Contains(host, ".") {
		return "", "", false
	}
	return host, port, hasPort
}

// couchConfigBodies redacts the body of a request that writes a CouchDB
// setting which is a credential: PUT /_node/NODE/_config/admins/NAME (the
// body is the admin's password, a JSON string) and a section's secret or
// password key (chttpd_auth/secret). The body is the -d or --data argument
// on the request's line, wherever it stands; a reading GET has none, and a
// body of another setting (log/level) is no secret.
func couchConfigBodies(text string, spans []span) []span {
	scan(text, literal("/_config/"), func(i int) int {
		p := i + len("/_config/")
		q := p
		for q < len(text) && (isNameByte(text[q]) || text[q] == '/') {
			q++
		}
		section, key, _ := strings.Cut(text[p:q], "/")
		if section != "admins" && !strings.Contains(key, "secret") && !strings.Contains(key, "password") {
			return q
		}
		ls := strings.LastIndexByte(text[:i], '\n') + 1
		if s, e, ok := dataBody(text[ls : i+lineBound(text, i)]); ok {
			spans = append(spans, span{ls + s, ls + e, "password"})
		}
		return q
	})
	return spans
}

// dataBody finds curl's -d/--data/--data-raw argument on line and returns
// the bounds of the JSON string it holds ('"secret"' or "\"secret\"").
func dataBody(line string) (int, int, bool) {
	for _, flag := range []string{" -d ", " --data ", " --data-raw "} {
		k := strings.Index(line, flag)
		if k < 0 {
			continue
		}
		s := k + len(flag)
		for _, open := range []string{`'"`, `"\"`} {
			if !strings.HasPrefix(line[s:], open) {
				continue
			}
			closing := `"'`
			if open == `"\"` {
				closing = `\""`
			}
			e := strings.Index(line[s+len(open):], closing)
			if v := line[s+len(open) : s+len(open)+max(e, 0)]; e > 0 && !placeholder(v) {
				return s + len(open), s + len(open) + e, true
			}
		}
	}
	return 0, 0, false
}
