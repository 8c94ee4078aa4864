package redact

import "strings"

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
	us, ps := i, i+1 // the user ends at us, the password starts at ps
	if text[i] == '/' && i > 0 && text[i-1] == ' ' && i+1 < len(text) && text[i+1] == ' ' {
		us, ps = i-1, i+2 // "user / password"
	}
	user := loginUser(text, us)
	if user == "" || ps >= len(text) {
		return spans
	}
	pe := ps
	for pe < len(text) && !isSpace(text[pe]) && strings.IndexByte("\"'`,;()[]{}<>|/:@", text[pe]) < 0 {
		pe++
	}
	if pe < len(text) && (text[pe] == '/' || text[pe] == ':' || text[pe] == '@') {
		return spans // a path, a URL's userinfo (urlUserinfo's) or a host:port chain
	}
	for pe > ps && (text[pe-1] == '.' || text[pe-1] == '?') {
		pe-- // the sentence's end; a "!" may be the password's own
	}
	spaced := ps == i+2
	if pw := text[ps:pe]; loginPassword(pw) && (commonAccounts[strings.ToLower(user)] || strings.Contains(user, "@") && loginLine(text, i)) ||
		spaced && len(pw) >= 8 && bareValue(pw) && !versionLike(pw) && loginLine(text, i) { // "log in with bob / hunter2x"
		spans = append(spans, span{ps, pe, "password"})
	}
	return spans
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

// loginLine: the line of i speaks of a login or an account.
func loginLine(text string, i int) bool {
	return containsWord(lineWords(text, i), []string{"login", "account", "sign", "log", "signin", "credentials", "creds", "user", "username"})
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
		if pw := text[ps:pe]; loginPassword(pw) && !strings.ContainsAny(pw, "/:@") {
			spans = append(spans, span{ps, pe, "password"})
		}
		return pe
	})
	return spans
}

// userNouns name the user half of a login in prose.
var userNouns = map[string]bool{"email": true, "username": true, "user": true, "login": true, "mail": true, "address": true}
