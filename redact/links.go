package redact

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// asValue is the value "as" names for the credential word before it, as
// bounds in rest: "save the pw as Kx9#mQ2vL7", "pass as hunter2!Xy",
// "stored the passphrase as 'blue elephant dances'". It must read as a
// password (a symbol or both cases beside a digit, or random), or be
// quoted after a password word. "as" joins a word or a format as often:
// "the password as of today", "store the token as base64", "save the key
// as id_ed25519", "hash the password as sha256".
func asValue(rest string, c credClass) ([2]int, bool) {
	if !strings.HasPrefix(rest, " as ") {
		return [2]int{}, false
	}
	v := passwordToken(rest, len(" as "))
	tok := rest[v[0]:v[1]]
	if len(tok) < minPasswordLen || hashAlgorithm(tok) {
		return v, false
	}
	if v[0] > 0 && strings.IndexByte("\"'`", rest[v[0]-1]) >= 0 {
		return v, c == password || c == passphrase || candidate(tok)
	}
	return v, strongPassword(tok) || loginPassword(tok) && !nameShaped(tok) || candidate(tok) ||
		c == password && bareValue(tok) && !slices.Contains(formatNames, lowerASCII(tok))
}

// formatNames are the encodings and key formats "as" names after a password
// word ("store the password as base64"), where a password word's value
// need only mix letters and digits ("save the pw as hunter2").
var formatNames = []string{"base64", "base32", "base58", "base64url", "utf8", "utf16", "latin1", "pkcs8", "pkcs12", "x509", "ed25519"}

// nameShaped: tok has one case of letters and no symbol but the joiners of
// a name (id_ed25519, aes-256, utf-8): a file's, a format's or a cipher's
// name, which a password with a digit and a symbol only looks like.
func nameShaped(tok string) bool {
	return strings.Trim(tok, "abcdefghijklmnopqrstuvwxyz0123456789_-.") == "" ||
		strings.Trim(tok, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.") == ""
}

// arrowOps point from a note's label to its value: ASCII's and Unicode's
// arrows, long and double ones ("token ==> X", "token ⇒ X"); "=>" is
// assignOp's.
var arrowOps = []string{"-> ", "--> ", "==> ", "→ ", "⇒ ", "➜ ", "⟶ "}

// arrowOp is the length of the arrow between blanks rest opens with, its
// blanks included, else 0.
func arrowOp(rest string) int {
	t := strings.TrimLeft(rest, " \t")
	if len(t) == len(rest) {
		return 0
	}
	for _, a := range arrowOps {
		if strings.HasPrefix(t, a) {
			return len(rest) - len(t) + len(a)
		}
	}
	return 0
}

// pairUser: the value at v in rest is the user half of a "user / password"
// pair a credentials label gives ("creds: deploy / see 1password", "login:
// ci-bot / Zx>8=qR#4m"): a name, which the label's class does not make a
// secret. A password label's pair ("password: old / new") is two
// passwords.
func pairUser(rest string, v [2]int, c credClass) bool {
	t := strings.TrimLeft(rest[v[1]:], " \t")
	if c == password || !strings.HasPrefix(t, "/ ") || len(t) == len(rest[v[1]:]) {
		return false
	}
	u := rest[v[0]:v[1]]
	return nameShaped(u) && !candidate(u) && strings.IndexFunc(u, func(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }) == 0
}

// pairSpans redacts the value at v in line (text[e:]'s first line) and the
// second half of the "user / password" pair it may open; a user half
// (pairUser) stays, and so does a second half that is no password ("creds:
// deploy / see 1password": where the password is).
func pairSpans(text string, e int, line string, v [2]int, c credClass, spans []span) []span {
	if !pairUser(line, v, c) {
		spans = take(text, e, v, minAssignmentLen, "assignment", spans)
	}
	if w := pairSecond(line, v); w != v {
		spans = take(text, e, w, minAssignmentLen, "assignment", spans)
	}
	return spans
}

// lineValue: tok, a line after its label, is the value whole: one token
// that reads as random, or a password word's that mixes letters and
// digits; a setup key printed in groups of four ("JBSW Y3DP EHPK 3PXP",
// as authenticator apps show a TOTP seed); or a passphrase's words after
// a passphrase's label ("restic repo passphrase:\n  quiet river under
// paper moon"). A sentence there says where the value is: "see the paper
// copy", "(ask Priya)".
func lineValue(tok string, c credClass) bool {
	if !strings.ContainsAny(tok, " \t") {
		return candidate(tok) || c == password && bareValue(tok)
	}
	f := strings.Fields(tok)
	if groupedKey(f) {
		return true
	}
	if c != passphrase || len(f) < 3 || len(f) > maxPhraseWords || phraseStops[f[0]] || refersElsewhere(tok) {
		return false
	}
	return !slices.ContainsFunc(f, func(w string) bool { return !lowerWord(w) || proseWords[w] })
}

// maxPhraseWords bounds a passphrase of words given alone on its line.
const maxPhraseWords = 12

// groupedKey: f are four or more groups of four base32 characters (A-Z and
// 2-7, in one case), with a digit among them: a setup key as an
// authenticator shows it. Groups of words ("ABCD EFGH") have no digit.
func groupedKey(f []string) bool {
	if len(f) < 4 {
		return false
	}
	for _, g := range f {
		if len(g) != 4 {
			return false
		}
	}
	joined := strings.Join(f, "")
	return strings.ContainsAny(joined, "234567") &&
		(strings.Trim(joined, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") == "" || strings.Trim(joined, "abcdefghijklmnopqrstuvwxyz234567") == "")
}

// bech32Public: v is a public key or an address written in bech32 (its
// readable prefix, "1", and its lowercase alphabet at the length the
// prefix's format has): an age recipient (age1, which age-keygen prints
// beside the secret key and anyone may encrypt to), a Nostr public key
// (npub1, whose secret is nsec1), a Bitcoin segwit address (bc1, tb1 on
// testnet). Each is given to be encrypted to, followed or paid, and their
// secrets have prefixes of their own (AGE-SECRET-KEY-1, nsec1).
func bech32Public(v string) bool {
	hrp, data, ok := strings.Cut(v, "1")
	n, known := bech32PublicLens[hrp]
	return ok && known && len(data) >= n[0] && len(data) <= n[1] && strings.Trim(data, "qpzry9x8gf2tvdw0s3jn54khce6mua7l") == ""
}

// bech32PublicLens are the public prefixes bech32Public knows, with the
// shortest and longest data after the "1": 32 bytes and a checksum are
// 58 characters; a segwit address holds a 20- or a 32-byte program.
var bech32PublicLens = map[string][2]int{"age": {58, 58}, "npub": {58, 58}, "bc": {39, 59}, "tb": {39, 59}}

// pointsElsewhere: the value at v in rest is a word that opens a clause
// saying where the value is or what becomes of it ("see the runbook",
// "voir le classeur rouge", "stored in the vault"), with more words after
// it: a passphrase's own stop words (phraseStops), which a label's colon
// introduces as often as a verb does.
func pointsElsewhere(rest string, v [2]int) bool {
	w := rest[v[0]:v[1]]
	return plainWord(w) && phraseStops[strings.ToLower(w)] && strings.TrimSpace(rest[v[1]:lineBound(rest, v[1])+v[1]]) != ""
}

// linkedValue is a value that a backslash's continued line
// (continuedValue) or a comparison in code (comparedValue) gives the
// credential name ending at e, as bounds in text[e:], with its kind.
func linkedValue(text string, e int, rest string, c credClass) ([2]int, string, bool) {
	if v, ok := continuedValue(text, e, rest, c); ok {
		return v, "credential", true
	}
	v, ok := comparedValue(rest, c)
	return v, "assignment", ok
}

// continuedValue is the value a shell command gives the credential name
// ending at e on the line its trailing backslash continues onto ("aws
// configure set aws_secret_access_key \\\n  SECRET", "-H 'Authorization:
// Basic \\\nSECRET'"), as bounds in text[e:]: the first token there, when
// it reads as random (or as a password after a password word). A flag or
// a word there is the command's next argument.
func continuedValue(text string, e int, rest string, c credClass) ([2]int, bool) {
	if c == weak || !continues(rest) {
		return [2]int{}, false
	}
	next := e + len(rest) + 1
	if next >= len(text) || text[next-1] != '\n' {
		return [2]int{}, false
	}
	v := token(text, next)
	if c == password {
		v = passwordToken(text, next)
	}
	tok := text[v[0]:v[1]]
	return [2]int{v[0] - e, v[1] - e}, candidate(tok) || c == password && bareValue(tok)
}

// continues: rest, after a credential name, holds nothing but an
// operator, an auth scheme's word and the backslash that continues the
// line: the value is on the next.
func continues(rest string) bool {
	t, ok := strings.CutSuffix(strings.TrimRight(rest, " \t\r"), "\\")
	if !ok || t != "" && !isSpace(t[len(t)-1]) {
		return false
	}
	t = strings.TrimSpace(strings.TrimLeft(t, ":= \t"))
	return t == "" || authSchemes[strings.ToLower(t)]
}

// stdinHeredoc redacts the body of the here document that feeds a flag
// reading its secret from standard input (gpg --passphrase-fd 0, docker
// login --password-stdin, openssl -passin stdin) at i in text: "<<EOF"
// on the command's line, then the lines up to the delimiter (at most
// maxHeredocLines). Another descriptor (--passphrase-fd 3) or a file
// redirected in (< token.txt) gives no secret here.
func stdinHeredoc(text, lower string, i int, spans []span) []span {
	cmd := text[i : i+commandBound(text, i)]
	if lc := lower[i : i+len(cmd)]; !strings.Contains(lc, "stdin") && !fdZero.MatchString(lc) {
		return spans
	}
	m := heredocOpen.FindStringSubmatch(cmd)
	if m == nil {
		return spans
	}
	for s, n := i+len(cmd)+1, 0; s < len(text) && n < maxHeredocLines; n++ {
		line := text[s : s+lineBound(text, s)]
		if strings.TrimSpace(line) == m[1] {
			break
		}
		if t := strings.TrimSpace(line); t != "" && !strings.HasPrefix(t, markerPrefix) {
			at := s + strings.Index(line, t)
			spans = append(spans, span{at, at + len(t), "stdin-secret"})
		}
		s += len(line) + 1
	}
	return spans
}

// fdZero: a descriptor flag names standard input ("-fd 0", "-fd=0").
var fdZero = lazyre.New(`^-+pass\w*-fd[= ]0\b`)

// heredocOpen opens a here document on a command's line and names its
// delimiter ("<<EOF", "<<-'END'", `<< "PW"`); "<<<" is a here-string.
var heredocOpen = lazyre.New(`[^<]<<-?[ \t]*['"]?(\w+)['"]?`)

// maxHeredocLines bounds the body read as the secret: a passphrase, a
// token, or a password typed twice.
const maxHeredocLines = 3

// comparedValue is the literal code compares a credential with ("if
// password == \"S3cr3tPw!\"", "token === 'Kx9m...'", "pw != \"...\""), as
// bounds in rest: a secret written into the check that accepts it. An
// empty string, a placeholder, and (after a key or token word) a literal
// that does not read as random are what code tests a value against
// ("if token == \"none\"").
func comparedValue(rest string, c credClass) ([2]int, bool) {
	if c == weak || c == scheme || !opensOperator(rest) {
		return [2]int{}, false
	}
	m := comparison.FindStringIndex(rest)
	if m == nil {
		return [2]int{}, false
	}
	v := token(rest, m[1]-1)
	tok := rest[v[0]:v[1]]
	if tok == "" || placeholder(tok) {
		return v, false
	}
	return v, candidate(tok) || c == password && (bareValue(tok) || strongPassword(tok) || loginPassword(tok))
}

// opensOperator: past quotes, a parenthesis and blanks, rest goes on with
// the "=" or "!" every comparison opens with; the byte test that spares
// the expression the credential words of prose.
func opensOperator(rest string) bool {
	k := 0
	for k < len(rest) && strings.IndexByte("\"') \t", rest[k]) >= 0 {
		k++
	}
	return k < len(rest) && (rest[k] == '=' || rest[k] == '!')
}

// comparison opens rest with an equality test and a quoted literal.
var comparison = lazyre.New(`^["']?\)?[ \t]*(?:===?|!==?)[ \t]*["'\x60]`)

// longArrow: the operator assignOp found at loc is the first "=" of a
// long arrow ("pw ==> X"), which arrowValue reads; a comparison's "=="
// stays with assignedValue, which knows code from a value.
func longArrow(rest string, loc []int) bool {
	return strings.HasSuffix(strings.TrimSpace(rest[loc[0]:loc[1]]), "=") && strings.HasPrefix(rest[loc[1]:], "=> ")
}
