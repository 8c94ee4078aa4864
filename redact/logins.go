package redact

import (
	"encoding/base64"
	"slices"
	"strings"
)

// loginPairs redacts the password of a login written as a pair, with no
// credential word beside it: "admin:Hq7Lm2Xv9RtZ is the grafana login", "use
// admin/Hq7Lm2Xv9RtZ for the router", "ops@acme.io / Wx8kQ2mLz7!". The user
// must be an account name a device or a service ships with, or an email
// address on a line that speaks of a login or an account; the password must
// mix letters and digits. A path (acme/api), a host and port (redis:6379), an
// image tag and a branch (feature/x2) stay.
func loginPairs(text string, spans []span) []span {
	scan(text, anyOf(":/"), func(i int) int {
		spans = loginPair(text, i, spans)
		return i + 1
	})
	return spans
}

// loginPair redacts the password of the pair whose ":" or "/" is at i.
func loginPair(text string, i int, spans []span) []span {
	us, ps, q := pairBounds(text, i)
	user := loginUser(text, us)
	if user == "" || ps >= len(text) {
		return spans
	}
	pe := ps
	for pe < len(text) && !isSpace(text[pe]) && strings.IndexByte("\"'`,;()[]{}|/:@", text[pe]) < 0 && !angleEnds(text, pe) {
		pe++
	}
	pe = pairPasswordAt(text, i, ps, pe)
	if q != 0 && (pe == len(text) || text[pe] != q) {
		return spans // a quoted user whose partner is not one quoted word
	}
	if pe < len(text) && (text[pe] == '/' || text[pe] == ':' || text[pe] == '@') {
		return spans // a path, a URL's userinfo (urlUserinfo's) or a host:port chain
	}
	for pe > ps && (text[pe-1] == '.' || text[pe-1] == '?') {
		pe-- // the sentence's end; a "!" may be the password's own
	}
	spaced := ps > i+1
	if pw := text[ps:pe]; loginPassword(pw) && (commonAccounts[strings.ToLower(user)] || strings.Contains(user, "@") && loginLine(text, i)) ||
		spaced && len(pw) >= 8 && (bareValue(pw) || symbolEquals(pw)) && !versionLike(pw) && (loginLine(text, i) || shippedAccount(user, pw)) { // "log in with bob / hunter2x"
		spans = append(spans, span{ps, pe, "password"})
	}
	return spans
}

// symbolEquals: pw holds an "=" that assigns nothing, since what comes
// before it is no name ("Zx>8=qR#4m"), and mixes letters and digits as a
// password does; "mode=ro2x" is a setting, and a path or URL stays.
func symbolEquals(pw string) bool {
	k := strings.IndexByte(pw, '=')
	if k <= 0 || strings.ContainsAny(pw, ":/.") || !loginPassword(pw) {
		return false
	}
	return strings.IndexFunc(pw[:k], func(r rune) bool { return r >= 0x80 || !isNameByte(byte(r)) }) >= 0
}

// angleEnds: the "<" or ">" at i ends a pair's password: a "<" that opens
// a tag, or a ">" that closes the brackets of a placeholder
// (<admin/changeme>) or a quote's arrow, with a blank or the end after it.
// Inside a password ("Zx>8=qR#4m", "pandas<3Zk9!w") either is its own
// character.
func angleEnds(text string, i int) bool {
	if text[i] == '>' {
		return i+1 == len(text) || isSpace(text[i+1]) || strings.IndexByte(".,;)", text[i+1]) >= 0
	}
	return text[i] == '<' && tagOpens(text, i)
}

// pairBounds says where the user of the pair whose ":" or "/" is at i ends
// (us) and where its password starts (ps). A spaced slash pairs the words
// around it ("user / password"), and each may be quoted on its own, as a
// chat writes names in code ("`app_rw` / `Wq9!zR3mP7x`"): q is then the
// quote, which must close the password.
func pairBounds(text string, i int) (us, ps int, q byte) {
	if text[i] != '/' || i < 2 || text[i-1] != ' ' || i+2 >= len(text) || text[i+1] != ' ' {
		return i, i + 1, 0
	}
	if c := text[i-2]; strings.IndexByte("\"'`", c) >= 0 && text[i+2] == c {
		return i - 2, i + 3, c
	}
	return i - 1, i + 2, 0
}

// loginUser is the account name that ends at e: a word or an email address
// after a blank or the start of the line.
func loginUser(text string, e int) string {
	s := e
	for s > 0 && (isNameByte(text[s-1]) || text[s-1] == '@') && e-s < 64 {
		s--
	}
	if s == e || s > 0 && !isSpace(text[s-1]) && strings.IndexByte("\"'`(", text[s-1]) < 0 {
		return ""
	}
	return text[s:e]
}

// loginPassword: 6 to 64 bytes mixing letters and digits, not a version
// (v1.2.3), a number or a word.
func loginPassword(pw string) bool {
	if len(pw) < 6 || len(pw) > 64 || placeholder(pw) || strings.Count(pw, ".") >= 2 || versionLike(pw) {
		return false
	}
	var seen [4]bool
	for i := 0; i < len(pw); i++ {
		seen[class(pw[i])] = true
	}
	return (seen[1] || seen[2]) && seen[3] && (seen[1] && seen[2] || seen[0])
}

// versionLike: a tag that opens with a version (16.4-alpine, v2.1-rc1).
func versionLike(s string) bool {
	s = strings.TrimPrefix(s, "v")
	i := 0
	for i < len(s) && class(s[i]) == 3 {
		i++
	}
	return i > 0 && i < len(s) && (s[i] == '.' || s[i] == '-')
}

// loginLine: the line of i speaks of a login or an account, or of a
// remote shell's ("ssh in as ubuntu with X").
func loginLine(text string, i int) bool {
	return containsWord(lineWords(text, i), []string{"login", "account", "sign", "log", "signin", "credentials", "creds", "user", "username", "ssh"})
}

// commonAccounts are the account names devices, databases and services ship
// with or teams share.
var commonAccounts = map[string]bool{"admin": true, "administrator": true, "root": true, "guest": true, "demo": true,
	"ubnt": true, "pi": true, "sa": true, "postgres": true, "elastic": true, "superuser": true, "sysadmin": true, "operator": true}

// userAndPassword redacts the password given in prose after its user, on a
// line that speaks of a login: "the login is the usual email and
// Tq8-lamp-41", "sign in with the team username and Rv7kQ2mz". The user is
// named by a noun (email, username), the password follows " and " and must
// mix letters and digits as loginPassword says; a word ("email and
// password", "username and 2FA") stays.
func userAndPassword(text string, spans []span) []span {
	scan(text, literal(" and "), func(i int) int {
		w := i
		for w > 0 && isWord(text[w-1]) {
			w--
		}
		if !userNouns[strings.ToLower(text[w:i])] || !loginLine(text, i) {
			return i + 1
		}
		ps := i + len(" and ")
		pe := ps
		for pe < len(text) && !isSpace(text[pe]) && strings.IndexByte("\"'`,;()[]{}<>|", text[pe]) < 0 {
			pe++
		}
		for pe > ps && (text[pe-1] == '.' || text[pe-1] == '?') {
			pe--
		}
		if pw := text[ps:pe]; (loginPassword(pw) || wordsAndDigits(pw) && clauseEnds(text, pe)) && !strings.ContainsAny(pw, "/:@") && !serviceName(pw) {
			spans = append(spans, span{ps, pe, "password"})
		}
		return pe
	})
	return spans
}

// asUserWith redacts the password a login gives with its user: "log in
// as deploy with Tulip-19", "ssh as root with hunter-42-x". The line must
// speak of a login, and the token after "with" read as a password (letters
// and digits with a symbol or a capital) and name no deployment: "with
// ssh-agent-forwarding" is how, not what.
func asUserWith(text string, spans []span) []span {
	scan(text, literal(" with "), func(i int) int {
		w := i
		for w > 0 && isNameByte(text[w-1]) {
			w--
		}
		if w < 4 || text[w-4:w] != " as " || w == i || !loginLine(text, i) {
			return i + 1
		}
		ps := i + len(" with ")
		pe := ps
		for pe < len(text) && !isSpace(text[pe]) && strings.IndexByte("\"'`,;()[]{}<>|", text[pe]) < 0 {
			pe++
		}
		for pe > ps && strings.IndexByte(".?!", text[pe-1]) >= 0 {
			pe--
		}
		if pw := text[ps:pe]; loginPassword(pw) && !strings.ContainsAny(pw, "/:@") && !serviceName(pw) {
			spans = append(spans, span{ps, pe, "password"})
		}
		return pe
	})
	return spans
}

// serviceName: pw is a lower-case name joined by hyphens one of whose
// words names a part of a system (billing-service-2, auth-gateway-3,
// orders-db-1): a deployment's name, where a passphrase of words
// (sunflower-otter-42) draws them from a whole dictionary.
func serviceName(pw string) bool {
	if !strings.Contains(pw, "-") || lowerASCII(pw) != pw {
		return false
	}
	return slices.ContainsFunc(strings.Split(pw, "-"), func(w string) bool { return infraWords[w] })
}

// infraWords name the parts of a deployed system.
var infraWords = map[string]bool{"service": true, "svc": true, "api": true, "gateway": true, "gw": true, "server": true, "srv": true,
	"worker": true, "node": true, "db": true, "database": true, "cluster": true, "proxy": true, "host": true, "bucket": true,
	"queue": true, "cache": true, "backend": true, "frontend": true, "web": true, "app": true, "pod": true, "lb": true,
	"prod": true, "staging": true, "dev": true, "test": true, "replica": true, "primary": true, "shard": true, "instance": true, "vm": true}

// wordsAndDigits: a lower-case password made of a word, digits and a word
// (harbor7kite, plum3tiger9): three letters or more, then digits, then
// letters. A service or a release is a name and its number (node18,
// ubuntu2204) or a short prefix before one (s3bucket1, k8s); a hyphen joins
// the words of a name (auth-service-2).
func wordsAndDigits(pw string) bool {
	if len(pw) < 8 || len(pw) > 40 {
		return false
	}
	i := 0
	for i < len(pw) && class(pw[i]) == 1 {
		i++
	}
	j := i
	for j < len(pw) && class(pw[j]) == 3 {
		j++
	}
	k := j
	for k < len(pw) && (class(pw[k]) == 1 || class(pw[k]) == 3) {
		k++
	}
	return i >= 3 && j > i && k == len(pw) && k-j >= 2 && class(pw[j]) == 1
}

// clauseEnds: the clause ends at e (a stop, a comma, the line's end), so the
// word before it is the sentence's object, not a noun's modifier or a verb's
// subject ("and s3bucket1 shows up").
func clauseEnds(text string, e int) bool {
	return e == len(text) || strings.IndexByte(".,;!?)\n\r", text[e]) >= 0 ||
		strings.HasPrefix(text[e:], " —") || strings.HasPrefix(text[e:], " - ")
}

// userNouns name the user half of a login in prose.
var userNouns = map[string]bool{"email": true, "username": true, "user": true, "login": true, "mail": true, "address": true}

// wifiPayloads redacts the password of a Wi-Fi QR code's payload
// (WIFI:S:<ssid>;T:WPA;P:<password>;;): its P field, up to the ";" that no
// backslash escapes. The network's name (which may hold blanks) and type stay.
func wifiPayloads(text string, spans []span) []span {
	scan(text, literal("WIFI:"), func(i int) int {
		end := i + lineBound(text, i)
		for f := i + len("WIFI:"); f < end; {
			e := f
			for e < end && text[e] != ';' {
				if text[e] == '\\' {
					e++ // an escaped ";", ":" or "\" belongs to the field
				}
				e++
			}
			e = min(e, end)
			if strings.HasPrefix(text[f:e], "P:") && e-f > len("P:") && !strings.HasPrefix(text[f+len("P:"):], markerPrefix) {
				spans = append(spans, span{f + len("P:"), e, "password"})
			}
			if e >= end || e == f {
				return e // the line's end, or the empty field that closes the payload (";;")
			}
			f = e + 1
		}
		return end
	})
	return spans
}

// typedPasswords redacts a password given as what one types at a login,
// with no word for it: "user admin, and what you type after that is
// C8CVGyJ2p2q", "log in as ops, then enter Wq7-pine-22". The verb must
// follow "you" or "then" on a line that speaks of a login; the value is
// the clause's first token after the verb that mixes letters and digits
// as loginPassword says, so "then type make deploy" stays.
func typedPasswords(text string, spans []span) []span {
	for _, verb := range []string{" type ", " enter "} {
		scan(text, literal(verb), func(i int) int {
			w := strings.ToLower(wordBefore(text, i))
			if w != "you" && w != "then" || !loginLine(text, i) {
				return i + 1
			}
			from := i + len(verb)
			end := from + lineBound(text, from)
			if k := strings.Index(text[from:end], ". "); k >= 0 {
				end = from + k
			}
			for f := from; f < end; {
				v := token(text[:end], f)
				if v[1] <= v[0] {
					break
				}
				if tok := text[v[0]:v[1]]; loginPassword(tok) && !strings.ContainsAny(tok, "/:@") {
					spans = append(spans, span{v[0], v[1], "password"})
					break
				}
				f = v[1] + 1
			}
			return end
		})
	}
	return spans
}

// promptAnswers redacts what a script sends to a password prompt it waits
// for: expect's `expect "password:"` then `send "SECRET\r"`, pexpect's
// child.expect('Password:') then child.sendline('SECRET'). A variable or a
// command's result ($env(PW), [exec pass show x]) stays.
func promptAnswers(text string, spans []span) []span {
	scan(text, literal("send"), func(i int) int {
		if i > 0 && !isSpace(text[i-1]) && text[i-1] != '.' {
			return i + 1 // resend, a word that ends in "send"
		}
		k := i + len("send")
		k += len("line") * boolInt(strings.HasPrefix(text[k:], "line"))
		q := k
		for q < len(text) && (text[q] == ' ' || text[q] == '(') {
			q++
		}
		if q == k || q >= len(text) || text[q] != '"' && text[q] != '\'' || !promptBefore(text, i) {
			return i + 1
		}
		line := text[q+1 : q+1+lineBound(text, q+1)]
		e := strings.IndexByte(line, text[q])
		if e < 0 {
			return i + 1
		}
		v := strings.TrimSuffix(strings.TrimSuffix(line[:e], `\r`), `\n`)
		if len(v) >= minPasswordLen && !placeholder(v) && !strings.HasPrefix(v, "[") && !strings.HasPrefix(v, markerPrefix) {
			spans = append(spans, span{q + 1, q + 1 + len(v), "password"})
		}
		return q + 1 + e
	})
	return spans
}

// promptBefore: one of the two lines before the line of i waits for a
// prompt that asks for a secret.
func promptBefore(text string, i int) bool {
	s := strings.LastIndexByte(text[:i], '\n')
	for n := 0; n < 2 && s > 0; n++ {
		p := strings.LastIndexByte(text[:s], '\n') + 1
		line := lowerASCII(text[p:s])
		if strings.Contains(line, "expect") && containsAnyOf(line, "assword", "passphrase", "pin", "token", "secret", "passcode") {
			return true
		}
		s = p - 1
	}
	return false
}

// smtpLogins redacts the password of an SMTP AUTH LOGIN exchange pasted
// from a session: the server's "334 " challenge is base64 of the prompt,
// and the line after the one that decodes to "Password:" is the password,
// in base64. The user's line after "Username:" stays.
func smtpLogins(text string, spans []span) []span {
	scan(text, literal("334 "), func(i int) int {
		if i > 0 && text[i-1] != '\n' {
			return i + 1
		}
		s := i + len("334 ")
		challenge := strings.TrimSpace(text[s : s+lineBound(text, s)])
		prompt, err := base64.StdEncoding.DecodeString(challenge)
		if err != nil || !strings.Contains(strings.ToLower(string(prompt)), "password") {
			return i + 1
		}
		next := s + lineBound(text, s) + 1
		if next >= len(text) {
			return i + 1
		}
		answer := strings.TrimRight(text[next:next+lineBound(text, next)], " \r")
		if answer != "" && !strings.ContainsAny(answer, " \t") && !strings.HasPrefix(answer, markerPrefix) {
			spans = append(spans, span{next, next + len(answer), "password"})
		}
		return next
	})
	return spans
}

// ovpnAuthFile redacts the password OpenVPN's auth-user-pass reads: a file
// or an inline block of two lines, the user's name then the password. The
// block follows the directive's tag (<auth-user-pass>); the file's lines
// follow where the text shows the file the directive names ("# creds.txt:",
// "$ cat creds.txt"). The directive alone, or naming a file never shown,
// gives nothing.
func ovpnAuthFile(text string, e int, spans []span) []span {
	rest := text[e:]
	if strings.HasPrefix(rest, ">") {
		return secondLine(text, e+1, spans)
	}
	f := ""
	if line := rest[:lineBound(rest, 0)]; strings.HasPrefix(line, " ") {
		f, _, _ = strings.Cut(strings.TrimSpace(line), " ")
	}
	if len(f) < 2 || strings.ContainsAny(f, "<>") {
		return spans
	}
	for off := e + strings.IndexByte(rest+"\n", '\n') + 1; off < len(text) && off-e < maxAuthFileGap; {
		end := off + lineBound(text, off)
		line := strings.TrimSpace(text[off:end])
		if strings.HasSuffix(line, f+":") || strings.HasSuffix(line, "cat "+f) {
			return secondLine(text, end, spans)
		}
		off = end + 1
	}
	return spans
}

// secondLine redacts the second non-blank line after i: a two-line
// credential file's password, under its user's name.
func secondLine(text string, i int, spans []span) []span {
	n := 0
	for off := i; off < len(text); {
		nl := strings.IndexByte(text[off:], '\n')
		end := len(text)
		if nl >= 0 {
			end = off + nl
		}
		if line := strings.TrimSpace(text[off:end]); line != "" {
			if n++; n == 2 {
				if len(line) >= minPasswordLen && !strings.HasPrefix(line, "<") && !placeholder(line) {
					s := off + strings.Index(text[off:end], line)
					spans = append(spans, span{s, s + len(line), "password"})
				}
				return spans
			}
		}
		off = end + 1
	}
	return spans
}

// maxAuthFileGap bounds how far after the directive the file it names is
// looked for: a config and the file shown under it sit together.
const maxAuthFileGap = 4096
