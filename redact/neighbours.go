package redact

import (
	"encoding/base64"
	"encoding/json"
	"strings"
)

// A key pasted alone on its line, or wrapped by a terminal onto two or
// three lines, says nothing about itself: a chat message names it on the
// line before ("the key wraps in my terminal so copy both halves:") or
// after ("that's the HMAC signing key for the partner API"). A bare hex
// line reads as a checksum or a commit, so neither the token's own line
// nor its shape can decide; its neighbours do. A run of bare token lines
// whose adjacent line names a key, a secret, a token or a password is
// redacted whole; one whose neighbour names a digest, a commit, a key's id
// or fingerprint, a dump or a public key is kept ("sha256sums:", "key
// id:", "commit SHAs in this release:").

// maxRunLines bounds the lines one wrapped value spans: a terminal wraps a
// key of 64 to 128 characters onto two or three lines; a longer run of bare
// tokens is a list (checksums, ids), judged line by line elsewhere.
const maxRunLines = 4

// maxRunToken bounds a bare token line's length: longer lines are key
// material or data, judged by blobLines.
const maxRunToken = 200

// tokenRun follows a run of bare token lines through blobLines's scan of the
// text: where it starts, the line before it, and how many lines it holds.
type tokenRun struct {
	start, end int    // the run's bounds in the text, lines and breaks included
	before     string // the line before the run
	prev       string // the line just scanned, the next run's line before
	lines      int
}

// step takes the line at off (its text line, trimmed) and adds to spans the
// run it closes, when its neighbours name it a credential.
func (r *tokenRun) step(text string, off int, line, trimmed string, spans []span) []span {
	if runToken(trimmed) {
		if r.lines == 0 {
			r.start, r.before = off, r.prev
		}
		r.lines++
		r.end = off + len(line)
		r.prev = line
		return spans
	}
	spans = r.close(text, line, spans)
	spans = newValueLine(text, off, line, trimmed, r.prev, spans)
	r.prev = line
	return spans
}

// newValueLine redacts the value of a "New value: X" line under a line
// that names a password or a key: a reset tool's output
// (elasticsearch-reset-password prints "Password for the [elastic] user
// successfully reset." and then the password so), whose own label names
// nothing.
func newValueLine(text string, off int, line, trimmed, prev string, spans []span) []span {
	if len(trimmed) < 12 || trimmed[0] != 'N' && trimmed[0] != 'n' || !strings.EqualFold(trimmed[:10], "new value:") {
		return spans
	}
	v := strings.TrimSpace(trimmed[10:])
	if len(v) < minPasswordLen || strings.ContainsAny(v, " \t") || placeholder(v) || strings.HasPrefix(v, markerPrefix) || !neighbourNames(prev) || namesLookalike(prev) {
		return spans
	}
	s := off + strings.LastIndex(line, v)
	return append(spans, span{s, s + len(v), "password"})
}

// close judges the open run against the line after it (after; "" at the
// text's end) and the line before it, and ends it.
func (r *tokenRun) close(text, after string, spans []span) []span {
	if r.lines == 0 {
		return spans
	}
	n := r.lines
	r.lines = 0
	if n > maxRunLines || !neighbourNames(r.before) && !neighbourNames(after) || namesLookalike(r.before) || namesLookalike(after) {
		return spans // "request ids:" above and "the token service" below: ids
	}
	for off := r.start; off < r.end; {
		end := off + lineBound(text, off)
		line := text[off:end]
		t := strings.Trim(strings.TrimSpace(line), "`\"'")
		s := off + strings.Index(line, t)
		spans = append(spans, span{s, s + len(t), "credential"})
		off = end + 1
	}
	return spans
}

// runToken: the trimmed line is one bare token that could be a key or a
// piece of one, in base64's or hex's alphabet: random-looking (candidate),
// or hex of 16 characters or more (half of a 32-character key), and no
// longer than a wrapped key's line.
func runToken(trimmed string) bool {
	t := strings.Trim(trimmed, "`\"'")
	if len(t) < 16 || len(t) > maxRunToken {
		return false
	}
	for i := 0; i < len(t); i++ {
		if !isBase64(t[i]) && t[i] != '-' && t[i] != '_' {
			return false // code, a path, a URL or words: a key's alphabet is base64's or hex
		}
	}
	return isHex(t) && !isDigits(t) || candidate(t)
}

// neighbourNames: the line names the token beside it a key, a secret, a
// token or a password.
func neighbourNames(line string) bool {
	return line != "" && containsWord(unmarkedWords(line), neighbourCredWords)
}

// namesLookalike: the line names a look-alike of a secret: a digest
// ("sha256sums:"), or an id, a fingerprint, a commit or a public key ("key
// id:", "the signing key's fingerprint:") where no word names a secret
// itself ("the API key id and the secret:" gives both). Either neighbour
// naming one keeps the run, and a label's line that names one hands over
// no value.
func namesLookalike(line string) bool {
	if line == "" {
		return false
	}
	w := unmarkedWords(line)
	return containsWord(w, digestNouns) || containsWord(w, neighbourLookalike) && !containsWord(w, secretNouns)
}

// neighbourCredWords name a credential on a token's neighbouring line, in
// English and in the languages a chat message may be written in (a key, a
// password, a secret: chiave, sleutel, clave, wachtwoord, senha, segreto).
var neighbourCredWords = strings.Fields("key keys secret secrets token tokens password passwords passphrase passwd pwd pw apikey hmac credential credentials " +
	"chiave chave clave sleutel nyckel klucz schluessel anahtar passwort kennwort wachtwoord ww senha contrasena haslo heslo parola mdp segreto secreto segredo sekret")

// digestNouns name a digest or a dump of bytes: a bare hex line beside one
// is a checksum or data, whatever else the line names ("sha256sum of the
// secrets archive:").
var digestNouns = strings.Fields("sha sha1 sha256 sha512 sha256sum sha256sums sha1sum md5 md5sum checksum checksums sums hash hashes digest digests hexdump xxd dump")

// neighbourLookalike name what else a bare token line is when it is no
// secret: a commit, a key's id or fingerprint (gpg's listing: pub, uid,
// fpr), a public key, a build or a request's id, and git's words around a
// commit ("the key fix landed in").
var neighbourLookalike = strings.Fields("commit commits shas fingerprint fingerprints fpr id ids keyid uid public pub pubkey uuid revision build request git head branch tag merged landed pushed rebased cherry")

// secretNouns name a secret outright, which an id named beside it does not
// make a look-alike ("the key id and the secret below").
var secretNouns = strings.Fields("secret secrets password passwords passphrase passwd pwd credential credentials")

// unsignedJWT: val is a JWT whose header says "alg":"none" and whose
// signature segment is empty (RFC 7519 6.1): it proves nothing and opens
// nothing, and test suites keep one to check that a server rejects it. A
// token with any signature, under any alg, is redacted: a header can lie,
// a signature is the secret's work.
func unsignedJWT(val string) bool {
	header, rest, ok := strings.Cut(val, ".")
	if !ok || !strings.HasPrefix(header, "eyJ") || !strings.HasSuffix(rest, ".") || strings.Count(rest, ".") != 1 {
		return false
	}
	b, err := base64URL(header)
	if err != nil {
		return false
	}
	h := strings.ReplaceAll(lowerASCII(string(b)), " ", "")
	return strings.Contains(h, `"alg":"none"`)
}

// anonJWT: tok is a JWT whose claims give it the anonymous role
// ("role":"anon", PostgREST's web_anon): Supabase's anon key, which its
// client ships in every page and row-level security guards behind. The
// role is what PostgREST grants a request with no token at all, so the
// token opens nothing; its service_role twin and a user's session
// ("authenticated") are redacted.
func anonJWT(tok string) bool {
	parts := strings.Split(tok, ".")
	if len(parts) != 3 || !strings.HasPrefix(parts[1], "eyJ") {
		return false
	}
	b, err := base64URL(parts[1])
	if err != nil {
		return false
	}
	var claims struct {
		Role string `json:"role"`
	}
	return json.Unmarshal(b, &claims) == nil && anonRoles[claims.Role]
}

var anonRoles = map[string]bool{"anon": true, "web_anon": true, "anonymous": true}

// base64URL decodes one segment of a token in base64url, padded or not (a
// JWT's header or claims, a Discord token's id): the decoding every
// reader of a token's parts shares.
func base64URL(seg string) ([]byte, error) {
	return base64.RawURLEncoding.DecodeString(strings.TrimRight(seg, "="))
}

// keyGroups widens the value at v in text[e:] to the groups of its width
// that follow it on its line, when together they read as one key: groups
// of four the way an authenticator shows a setup key (groupedKey: four
// groups or more of base32, a digit among them), or groups of eight hex
// digits as a tool prints a raw key (hexGroups). A key read out in groups
// is one value, and its first group alone is too short to take, or taken
// alone leaves the rest. Four letters followed by words ("TODO then fix
// it") are no groups.
func keyGroups(text string, e int, v [2]int) [2]int {
	n := v[1] - v[0]
	if n != 4 && n != 8 {
		return v
	}
	end := e + v[1]
	f := []string{text[e+v[0] : end]}
	for end+n+1 <= len(text) && text[end] == ' ' && (end+n+1 == len(text) || !isNameByte(text[end+n+1]) || text[end+n+1] == '.') {
		f = append(f, text[end+1:end+n+1])
		end += n + 1
	}
	if n == 4 && !groupedKey(f) || n == 8 && !hexGroups(f) {
		return v
	}
	return [2]int{v[0], end - e}
}

// hexGroups: f are four or more groups of eight hex digits in one case,
// letters and digits both among them: a 128- to 256-bit key printed in
// words (3f2a9c1d 8b7e4f60 ...). A fingerprint is printed in groups of
// four, and a list of commit ids or dates is not all hex of one width.
func hexGroups(f []string) bool {
	if len(f) < 4 {
		return false
	}
	joined := strings.Join(f, "")
	if len(joined) != 8*len(f) || !isHex(joined) || strings.ToLower(joined) != joined && strings.ToUpper(joined) != joined {
		return false
	}
	return strings.ContainsAny(joined, "0123456789") && strings.ContainsAny(joined, "abcdefABCDEF")
}

// hclReference: val, unquoted, is a Terraform expression that reads a value
// from elsewhere in the configuration (random_password.db.result,
// var.db_password, module.db.master_password, data.aws_ssm_parameter.db.value):
// a resource's type, or a namespace HCL defines, then names, in lower case
// joined by dots. HCL quotes every literal string, so a bare dotted path is
// code, and the secret is where it points.
func hclReference(text string, e int, v [2]int, val string) bool {
	head, _, ok := strings.Cut(val, ".")
	if !ok || e+v[0] > 0 && strings.IndexByte("\"'`", text[e+v[0]-1]) >= 0 {
		return false
	}
	if dots := strings.Count(val, "."); !hclNamespaces[head] && (dots < 2 || !strings.Contains(head, "_")) {
		return false
	}
	for i := 0; i < len(val); i++ {
		c := val[i]
		if (i == 0 || val[i-1] == '.') && class(c) != 1 || strings.IndexByte("abcdefghijklmnopqrstuvwxyz0123456789_-[]*.", c) < 0 || c == '.' && i == len(val)-1 {
			return false // each name opens with a lowercase letter
		}
	}
	return true
}

// hclNamespaces open a Terraform reference that names no resource type.
var hclNamespaces = map[string]bool{"var": true, "local": true, "module": true, "data": true, "each": true, "self": true}

// credSection follows an INI file's sections through blobLines's scan: under
// a section whose name says every entry is a login's password (CouchDB's
// [admins], a [passwords] section), "name = value" gives
// the value as that name's password, whatever the name. CouchDB hashes an
// admin's password in place once it starts (-pbkdf2-...), which stays.
type credSection struct{ in bool }

// step reads the line at off (trimmed): a section header sets the state,
// an entry under a credential section is redacted.
func (c *credSection) step(text string, off int, line, trimmed string, spans []span) []span {
	if len(trimmed) > 2 && len(trimmed) <= maxSectionLen && trimmed[0] == '[' && trimmed[len(trimmed)-1] == ']' {
		c.in = credSections[lowerASCII(trimmed[1:len(trimmed)-1])]
		return spans
	}
	if !c.in || trimmed == "" || trimmed[0] == ';' || trimmed[0] == '#' {
		return spans
	}
	name, val, ok := strings.Cut(trimmed, "=")
	val = strings.Trim(strings.TrimSpace(val), `"'`)
	if !ok || strings.TrimSpace(name) == "" || len(val) < minPasswordLen || strings.HasPrefix(val, "-pbkdf2-") || strings.HasPrefix(val, "-hashed-") || placeholder(val) || strings.HasPrefix(val, markerPrefix) {
		return spans
	}
	s := off + strings.LastIndex(line, val)
	return append(spans, span{s, s + len(val), "password"})
}

// maxSectionLen bounds an INI section's header: a longer bracketed line is
// a JSON array or a list, read by other rules.
const maxSectionLen = 64

// credSections name an INI section whose entries are passwords.
var credSections = map[string]bool{"admins": true, "passwords": true}

// formatCount: val opens with a count and a unit, the way a note describes
// a credential's format ("8 digits each", "16 characters", "24 words"), not
// gives it.
func formatCount(val string) bool {
	f := strings.Fields(lowerASCII(val))
	return len(f) >= 2 && isDigits(f[0]) && formatUnits[strings.TrimRight(f[1], ".,;")]
}

// formatUnits are what a credential's length is counted in.
var formatUnits = map[string]bool{"digits": true, "digit": true, "characters": true, "chars": true, "letters": true,
	"words": true, "bytes": true, "bits": true, "numbers": true, "groups": true}
