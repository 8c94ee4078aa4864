package redact

import (
	"bytes"
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// prefixedTokens redacts a token shaped as nearly every provider shapes its
// keys: a short prefix, a separator, and a long random tail
// (duffel_live_..., tk-us-..., dnkey-..., pat.<id>.<secret>). It catches a
// provider this package has never heard of, with no credential word near,
// so the tail must read as random by a stricter measure than a value beside
// a credential word: 32 bytes or more, letters and digits mixed, not hex (a
// digest or an id), and high in entropy. A UUID, a digest named by its
// algorithm and a file name stay.
func prefixedTokens(text string, spans []span) []span {
	for i := 0; i < len(text); {
		for i < len(text) && tokenStop(text[i]) {
			i++
		}
		j := i
		for j < len(text) && !tokenStop(text[j]) {
			j++
		}
		// A token that touches a marker was cut out of a longer one by an
		// earlier redaction: judging the piece would make Text not idempotent.
		touches := strings.HasPrefix(text[j:], markerPrefix) || i > 0 && text[i-1] == ']'
		if j-i >= minPrefixedLen && !touches && !stackFrame(text, i, j) {
			tok := strings.TrimRight(text[i:j], ".!?")
			if (prefixedSecret(tok) || discordToken(tok)) && !strings.Contains(tok, markerPrefix) && !strings.Contains(tok, "-----") { // PEM armor is the block detectors'
				end := i + len(tok)
				for end < len(text) && (isBase64(text[end]) || text[end] == '_' || text[end] == '-') {
					end++ // the rest of a base64 tail, past the "/" and "=" a token stops at
				}
				spans = append(spans, span{i, end, "prefixed-token"})
				j = max(j, end)
			}
		}
		i = j
	}
	return spans
}

// stackFrame: text[i:j] is the method of a stack trace's frame, "at
// org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(...)": a
// package's path and a class's camelCase name mix letters and digits as a
// token's tail does, but "at " before it and its call's "(" after it name
// code, in Java's, Kotlin's and C#'s traces alike. A credential word in
// the frame (UsernamePasswordAuthenticationFilter, TokenVerifier) names a
// class, and labels nothing after it.
func stackFrame(text string, i, j int) bool {
	return j < len(text) && text[j] == '(' && strings.HasSuffix(text[:i], "at ")
}

// discordToken: a Discord bot token, three parts joined by dots: the bot's
// id (a snowflake of 17 to 20 digits) in base64, a timestamp of 6 bytes and
// an HMAC of 27 or more. The first part decoding to digits alone tells it
// from any other dotted name.
func discordToken(tok string) bool {
	if strings.Count(tok, ".") != 2 {
		return false // not three parts: no need to split
	}
	parts := strings.Split(tok, ".")
	if len(parts[0]) < 23 || len(parts[0]) > 28 || len(parts[1]) < 6 || len(parts[1]) > 7 || len(parts[2]) < 27 {
		return false
	}
	id, err := base64URL(parts[0])
	return err == nil && len(id) >= 17 && isDigits(string(id)) || madeUpDiscordToken(parts)
}

// Bounds of a prefixed token.
const (
	minPrefixedLen  = 36  // prefix, separator and tail
	minTailLen      = 32  // a Stripe object id's tail is 24: an id, not a key
	maxPrefixLen    = 12  // "duffel", "dnkey", "tk", "pat", "API"
	minTailEntropy  = 4.0 // 32 random base62 characters score 4.04 at worst (see the thresholds in entropy.go)
	maxPrefixGroups = 3   // "duffel_live_", "tk-us-", "pdl_live_apikey_"
)

func tokenStop(c byte) bool { return tokenStops[c] }

// tokenStops are the bytes tokenStop ends a token at: a blank or a control
// byte, quotes, brackets and the punctuation of a pair, a URL or a path.
var tokenStops = func() *byteSet {
	s := newByteSet("\"'`,;()[]{}<>|=:@/\\")
	for c := 0; c <= ' '; c++ {
		s[c] = true
	}
	return s
}()

func isSep(c byte) bool { return c == '_' || c == '-' || c == '.' || c == '~' }

// prefixedSecret says whether tok is a prefix and a random tail.
func prefixedSecret(tok string) bool {
	p, first := 0, ""
	for groups := 0; groups < maxPrefixGroups; groups++ {
		k := p
		for k < len(tok) && k-p <= maxPrefixLen && !isSep(tok[k]) {
			if class(tok[k]) == 0 {
				return false
			}
			k++
		}
		if k == p || k == len(tok) || !isSep(tok[k]) || k-p > maxPrefixLen {
			break
		}
		if groups == 0 && (class(tok[0]) == 3 || digestName(strings.ToLower(tok[:k])) || randomCase(tok[:k]) || publicPrefix(tok[:k])) {
			return false // a number, a digest named by its algorithm (sha384-... in an SRI hash), no prefix at all, or a public key's
		}
		if groups == 0 {
			first = tok[:k]
		}
		p = k + 1
		if tailSecret(first, tok[p:]) {
			return !uuidLike(tok) && !fileName(tok)
		}
	}
	return false
}

// publicPrefix: p names the key public (Flutterwave's FLWPUBK_, Mailgun's
// pubkey-, a publickey_ or publishable_ of one's own): the key a page or
// an app ships, as pk_ and phc_ are.
func publicPrefix(p string) bool {
	return containsAnyOf(strings.ToLower(p), "pubk", "public", "publish")
}

// randomCase: p mixes lowercase letters and capitals after its first
// letter, as random base64url does (LRDesiU9k, the head of an ACME
// challenge's token up to its first "-"): a prefix is a word, an acronym or
// a capitalised word (sk, PMAK, Mid), and a provider whose prefix mixes
// cases (FlyV1, AKCp) is matched by its own format.
func randomCase(p string) bool {
	lower, upper := false, false
	for i := 1; i < len(p); i++ {
		c := class(p[i])
		lower, upper = lower || c == 1, upper || c == 2
	}
	return lower && upper
}

// randomTail says whether t reads as random: long, letters and digits mixed,
// not hex, high in entropy and class changes.
func randomTail(t string) bool {
	if len(t) < minTailLen || isHex(strings.Map(dropSep, t)) {
		return false
	}
	letters, upper, digits := false, false, false
	for i := 0; i < len(t); i++ {
		c := class(t[i])
		if c == 0 && !isSep(t[i]) && t[i] != '+' && t[i] != '=' {
			return false // not a token alphabet: a URL's fragment, a sentence
		}
		letters, upper, digits = letters || c == 1 || c == 2, upper || c == 2, digits || c == 3
	}
	if !upper && strings.Count(t, "-") >= 2 || wordSegments(t) >= 2 || digitRun(t) >= 8 {
		// A slug or a name (words-joined-by-hyphens-21d39bdabd68,
		// Package-github.com-google-pprof), or a timestamp in a version
		// (v0.0.0-20261016150608-1facf8f91b50): random text has no 8 digits
		// in a row.
		return false
	}
	return letters && digits && entropy(t) >= minTailEntropy && classChanges(t) >= minClassChanges
}

func dropSep(r rune) rune {
	if r == '-' || r == '_' || r == '.' {
		return -1
	}
	return r
}

// uuidLike: hex groups joined by hyphens (an id, a trace, a request).
func uuidLike(tok string) bool {
	return strings.Count(tok, "-") >= 4 && isHex(strings.Map(dropSep, tok))
}

// fileName: a token that ends in an extension ("main.8f3a2b1c9d.js").
func fileName(tok string) bool {
	dot := strings.LastIndexByte(tok, '.')
	if dot < 0 || len(tok)-dot-1 > 4 {
		return false
	}
	for i := dot + 1; i < len(tok); i++ {
		if class(tok[i]) != 1 {
			return false
		}
	}
	return dot < len(tok)-1
}

// digestName: a hash word, or a hash algorithm's name (sha384, blake2b).
func digestName(p string) bool {
	return hashWords[p] || strings.HasPrefix(p, "sha") || strings.HasPrefix(p, "md") || strings.HasPrefix(p, "blake")
}

// tailSecret says whether tail, after a prefix whose first part is first,
// is a key's: random by randomTail's measure, and not words and a digest
// unless the prefix's first part names a key.
func tailSecret(first, tail string) bool {
	if len(tail) < minTailLen {
		return false
	}
	if wordsAndDigest(tail) {
		return keyNamed(first)
	}
	return randomTail(tail)
}

// wordsAndDigest: t is hex, or words and hex (node-modules-<sha256>, a
// cache's or a build's key): a digest under the name of what it digests.
// A key's random part mixes letters past f with digits, unless its prefix
// names it (keyNamed).
func wordsAndDigest(t string) bool {
	hex := false
	for _, seg := range strings.FieldsFunc(t, func(r rune) bool { return r < 128 && isSep(byte(r)) }) {
		if isHex(seg) {
			hex = hex || len(seg) >= minTailLen
		} else if strings.Trim(seg, "abcdefghijklmnopqrstuvwxyz") != "" {
			return false
		}
	}
	return hex
}

// keyNamed: a prefix's first part names a key, a secret or a token
// (Inngest's signkey-prod-, apikey-, secret-, token-), so the hex after it
// is one, not a digest; a key's id (keyid-) names none.
func keyNamed(first string) bool {
	l := strings.ToLower(first)
	return slices.ContainsFunc([]string{"key", "secret", "token"}, func(w string) bool { return strings.HasSuffix(l, w) })
}

// wordSegments counts the parts of t, between separators, that are
// lowercase words of 4 letters or more: a name has them, a random tail
// almost never has two.
func wordSegments(t string) int {
	n := 0
	for _, seg := range strings.FieldsFunc(t, func(r rune) bool { return r < 128 && isSep(byte(r)) }) {
		if len(seg) >= 4 && strings.Trim(seg, "abcdefghijklmnopqrstuvwxyz") == "" {
			n++
		}
	}
	return n
}

// digitRun is the longest run of digits in t. When t holds a capital, its
// hex parts of 32 or more are left out: a key that carries a
// hex part beside a random one (Brevo's xkeysib-<64 hex>-<16 base62>) has
// digits running eight long in most hex of that length by chance, where a
// timestamp is a part of its own. A tail of words and a digest
// (node-modules-<sha256>, a cache's key) has no capital and keeps its run.
func digitRun(t string) int {
	best, mixed := 0, strings.ContainsFunc(t, func(r rune) bool { return r >= 'A' && r <= 'Z' })
	for _, seg := range strings.FieldsFunc(t, func(r rune) bool { return r < 128 && isSep(byte(r)) }) {
		if mixed && len(seg) >= minTailLen && isHex(seg) && !isDigits(seg) {
			continue
		}
		n := 0
		for i := 0; i < len(seg); i++ {
			if class(seg[i]) == 3 {
				n++
				best = max(best, n)
			} else {
				n = 0
			}
		}
	}
	return best
}

// callLiterals redacts a random string literal passed to a call in code:
// cohere.ClientV2("..."), Analytics('...'), Fernet(b'...'). A client is built
// with its key as a literal far more often than with anything else that
// random; a path, a hex digest or id, a word or base64 of plain text is
// not random by randomTail's measure, or not key material. A hex or
// otherwise random literal that randomTail leaves (algoliasearch('APPID',
// '<32 hex>'), hmac.new('<hex>', body)) is redacted when the call's name or
// its line names a key, a secret or a client, and the line names no digest.
func callLiterals(text string, spans []span) []span {
	scan(text, anyOf("("), func(i int) int {
		if i > 0 && isWord(text[i-1]) { // "(" after a name: a call, not prose in parentheses
			spans = callLiteral(text, i, spans)
		}
		return i + 1
	})
	return spans
}

// callLiteral redacts the key literals passed to the call whose "(" is at i.
func callLiteral(text string, i int, spans []span) []span {
	keyed := -1 // unknown until a literal needs it
	lits := callArgs(text, i+1)
	spans = loginCallPassword(text, i, lits, spans)
	for _, lit := range lits {
		v := text[lit[0]:lit[1]]
		if madeSID(v) || len(lits) == 1 && twilioSID(v) {
			continue // body="SM3f9a...": the id Twilio gave a message, a call or a number; Client('AC...', auth_token): a login's user half beside a variable
		}
		if randomTail(v) && !encodesText(v) || dottedKeyPair(v) {
			spans = append(spans, span{lit[0], lit[1], "credential"})
			continue
		}
		if !keyLiteral(v) {
			continue
		}
		if !isHex(v) && sdkClient(text, i) || isHex(v) && vendorCall(text, i, v) {
			spans = append(spans, span{lit[0], lit[1], "credential"}) // zotero.Zotero(id, 'user', KEY), meraki.DashboardAPI(KEY)
			continue
		}
		if objectIDHex(v) {
			if idKeyed(text, i) {
				spans = append(spans, span{lit[0], lit[1], "credential"}) // crypto.createSecretKey('<24 hex>')
			}
			continue
		}
		if keyed < 0 {
			keyed = boolInt(keyedCall(text, i))
		}
		if keyed == 1 && (!digestLength(v) || namedForKey(text, i)) {
			spans = append(spans, span{lit[0], lit[1], "credential"})
		}
	}
	return spans
}

// madeSID: v is the id Twilio gives what an account makes (SM and MM a
// message, CA a call, PN a number, MG a messaging service, RE a
// recording, ...): two capitals, then 32 lowercase hex. The account's own
// SID (AC) is the user half of its login, passed beside the auth token, and
// an API key's (SK) is paired with its secret, so both stay redacted in a
// call that passes the secret as a literal too.
func madeSID(v string) bool {
	return twilioSID(v) && v[:2] != "AC" && v[:2] != "SK"
}

// twilioSID: v has the shape of any id Twilio gives, its account's and an
// API key's included: two capitals, then 32 lowercase hex. Alone among a
// call's literals (Client('AC...', auth_token)) it is the id it reads as:
// the secret is the variable beside it.
func twilioSID(v string) bool {
	return len(v) == 34 && v[0] >= 'A' && v[0] <= 'Z' && v[1] >= 'A' && v[1] <= 'Z' &&
		isHex(v[2:]) && strings.ToLower(v[2:]) == v[2:]
}

// loginCallPassword redacts the last of two or more literals passed to a
// call named for a login (getConnection(url, "sa", "SECRET"),
// PSCredential('svc', ...), NetworkCredential("svc", "SECRET")): a user then
// a password is how such calls take them, and a password need not read as
// random.
func loginCallPassword(text string, i int, lits [][2]int, spans []span) []span {
	if at, ok := connectionPassword(text, i); ok {
		return takeCallPassword(text, at, spans)
	}
	if len(lits) < 2 || !loginCall(text, i) {
		return spans
	}
	return takeCallPassword(text, lits[len(lits)-1], spans)
}

// takeCallPassword redacts the literal at lit that a call takes as its
// password: any shape but a placeholder, a path or words; an app
// password's groups of letters ("abcd efgh ijkl mnop") are none.
func takeCallPassword(text string, lit [2]int, spans []span) []span {
	if v := text[lit[0]:lit[1]]; len(v) >= minPasswordLen && !placeholder(v) && (!strings.ContainsAny(v, " /") || spacedAppPassword(v)) {
		spans = append(spans, span{lit[0], lit[1], "password"})
	}
	return spans
}

// spacedAppPassword: v is an app password as Google prints it, four groups
// of four lower-case letters joined by blanks ("abcd efgh ijkl mnop").
func spacedAppPassword(v string) bool {
	return strings.Count(v, " ") == 3 && letterGroups(strings.ReplaceAll(v, " ", "-"))
}

// connectionCalls are the constructors and functions that take a password
// at a fixed place among their arguments (0 the first), after the host or
// the DSN and the user: PHP's new PDO($dsn, $user, $pass), new
// mysqli($host, $user, $pass, $db), ftp_login($conn, $user, $pass);
// Sequelize's new Sequelize(db, user, pass); Python's ftplib.FTP(host,
// user, passwd), cx_Oracle.connect(user, password, dsn). The password need
// not read as random: the place says what it is.
var connectionCalls = func() map[string]int {
	m := map[string]int{}
	for place, names := range []string{
		1: "oci_connect oci_pconnect cx_oracle.connect oracledb.connect passwordauthentication",
		2: "pdo mysqli mysqli_connect mysql_connect mysql_pconnect mssql_connect ftp_login ssh2_auth_password ldap_bind imap_open " +
			"sequelize ftp ftp_tls pymysql.connect mysqldb.connect dbi.connect dbi.connect_cached",
		3: "mysqli_real_connect",
	} {
		for _, n := range strings.Fields(names) {
			m[n] = place
		}
	}
	return m
}()

// connectionPassword is the bounds of the quoted literal at the password's
// place of the connection call whose "(" is at i, when that argument is one.
func connectionPassword(text string, i int) ([2]int, bool) {
	s := calleeStart(text, i)
	var buf [24]byte // every call's name is looked up: lowered on the stack, not allocated
	if i-s > len(buf) {
		return [2]int{}, false
	}
	name := buf[:0]
	for k := s; k < i; k++ {
		switch {
		case text[k] == '-' && text[k+1] == '>': // DBI->connect: Perl's method arrow read as a path's dot
		case text[k] == '>':
			name = append(name, '.')
		default:
			name = append(name, lowerByte(text[k]))
		}
	}
	n, ok := connectionCalls[string(name)]
	if k := bytes.LastIndexByte(name, '.'); !ok && k >= 0 {
		n, ok = connectionCalls[string(name[k+1:])] // ftplib.FTP: the module's path before the class
	}
	if !ok {
		return sshConnect(text, i, name)
	}
	return argLiteral(text, i+1, n)
}

// calleeStart is where the name of the call whose "(" is at i begins, a
// Perl class's method (DBI->connect) included: the class is what says the
// call connects.
func calleeStart(text string, i int) int {
	s := i
	for s > 0 && isNameByte(text[s-1]) {
		s--
	}
	if s >= 2 && text[s-1] == '>' && text[s-2] == '-' && s-2 > 0 && isWord(text[s-3]) {
		s -= 2
		for s > 0 && isNameByte(text[s-1]) {
			s--
		}
	}
	return s
}

// sshConnect is the password's literal of a connect call given a host, a
// port's number, a user and a password in that order, as paramiko's
// client.connect("10.0.0.5", 22, "root", "X") is: the port between two
// literals says the call logs in, where a broker's connect("mq", 1883, 60)
// or a socket's connect((host, port)) gives no user.
func sshConnect(text string, i int, name []byte) ([2]int, bool) {
	if !bytes.HasSuffix(name, []byte("connect")) || len(name) > len("connect") && isWord(name[len(name)-len("connect")-1]) {
		return [2]int{}, false
	}
	user, ok := argLiteral(text, i+1, 2)
	if !ok {
		return [2]int{}, false
	}
	args := strings.Split(text[i+1:user[0]-1], ",") // the host (a literal or a name), the port, the blank before the user
	if len(args) != 3 || strings.ContainsAny(args[0], "()") || !isDigits(strings.TrimSpace(args[1])) {
		return [2]int{}, false
	}
	return argLiteral(text, i+1, 3)
}

// argLiteral is the bounds of the n-th argument (0 the first) of the list
// opening at j, when it is a quoted literal. An argument before it that
// holds a call or a list may hide a comma, so the place is not counted
// past one.
func argLiteral(text string, j, n int) ([2]int, bool) {
	end := min(len(text), j+4*maxProviderSpan)
	for k := 0; j < end; k++ {
		for j < end && (text[j] == ' ' || text[j] == '\t' || text[j] == '\n') {
			j++
		}
		if j < end && (text[j] == '"' || text[j] == '\'') {
			c := strings.IndexByte(text[j+1:end], text[j])
			if c < 0 || strings.IndexByte(text[j+1:j+1+c], '\n') >= 0 {
				return [2]int{}, false
			}
			if k == n {
				return [2]int{j + 1, j + 1 + c}, true
			}
			j = skipConversions(text, j+c+2)
		} else if k == n {
			return [2]int{}, false // a variable or an expression: not a literal to judge
		}
		d := strings.IndexAny(text[j:end], ",)([{")
		if d < 0 || text[j+d] != ',' {
			return [2]int{}, false
		}
		j += d + 1
	}
	return [2]int{}, false
}

// skipConversions is where the no-argument method calls that convert the
// literal ending before j end: Rust's "pw".to_owned() and .to_string(),
// Java's "pw".toCharArray(), Python's 'pw'.encode(). The literal is still
// the argument the call takes, so the next one is read after them.
func skipConversions(text string, j int) int {
	for j+3 < len(text) && text[j] == '.' && isWord(text[j+1]) {
		k := j + 1
		for k < len(text) && isNameByte(text[k]) {
			k++
		}
		if !strings.HasPrefix(text[k:], "()") {
			return j
		}
		j = k + 2
	}
	return j
}

// loginCall: the call whose "(" is at i is named for a connection or a
// login that takes a user and a password. A constructor is named by its
// type (Rust's Credentials::new, Ruby's Credentials.new).
func loginCall(text string, i int) bool {
	s := i
	for s > 0 && isNameByte(text[s-1]) {
		s--
	}
	if s >= 3 && text[s-1] == ':' && text[s-2] == ':' && isWord(text[s-3]) {
		for s -= 2; s > 0 && isNameByte(text[s-1]); s-- {
		}
	}
	parts := components(strings.ReplaceAll(text[s:i], "::", "."))
	if n := len(parts); n > 1 && (parts[n-1] == "new" || parts[n-1] == "from") {
		parts = parts[:n-1]
	}
	if len(parts) == 0 {
		return false
	}
	prev := ""
	if len(parts) > 1 {
		prev = parts[len(parts)-2]
	}
	switch parts[len(parts)-1] {
	case "login", "signin", "credential", "credentials", "networkcredential", "pscredential":
		return true
	case "connection": // getConnection(url, user, password); connect("host", "db") takes no user
		return prev == "get"
	case "auth": // basic_auth("user", "password")
		return prev == "basic"
	}
	return false
}

// callArgs are the quoted literals among the first arguments of the call
// whose list opens at j, up to its ")" or the end of the line, as bounds.
// A keyword argument's literal counts (appCertificate="..."), unless its
// name says it holds an id or a name (appId="...", site_id='...').
func callArgs(text string, j int) [][2]int {
	var out [][2]int
	for n := 0; n < 6 && j < len(text); n++ {
		for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
			j++
		}
		if name, lit, ok := keywordArg(text[j:min(len(text), j+64)]); ok {
			if parts := components(text[j : j+name]); !notSecretParts[parts[len(parts)-1]] {
				j += lit // to the literal; an id's is left to the skip below
			}
		}
		if j < len(text) && text[j] == 'b' {
			j++ // Python bytes: b'...'
		}
		if j < len(text) && (text[j] == '"' || text[j] == '\'') {
			end := strings.IndexByte(text[j+1:min(len(text), j+1+maxProviderSpan)], text[j])
			if end < 0 {
				return out
			}
			out = append(out, [2]int{j + 1, j + 1 + end})
			j = skipConversions(text, j+end+2)
		}
		k := strings.IndexAny(text[j:min(len(text), j+maxProviderSpan)], ",)\n")
		if k < 0 || text[j+k] != ',' || strings.Contains(text[j:j+k], markerPrefix) {
			return out // the list ends, or a marker may hide the ")" that ended it
		}
		j += k + 1
	}
	return out
}

// keywordArg reads a keyword argument given a string literal at the start
// of s: name="...", name = '...', name=b"..." (Python, Kotlin, C#'s name:
// "..." is a named argument too). It returns where the name ends and where
// its literal (or the b before it) starts, as ^([A-Za-z_]\w*)\s*[=:]\s*()b?["']
// would, by hand: it runs on every argument of every call in the text.
func keywordArg(s string) (name, lit int, ok bool) {
	if s == "" || !(class(s[0]) == 1 || class(s[0]) == 2 || s[0] == '_') {
		return 0, 0, false
	}
	name = 1
	for name < len(s) && (class(s[name]) != 0 || s[name] == '_') {
		name++
	}
	i := skipBlanks(s, name)
	if i == len(s) || s[i] != '=' && s[i] != ':' {
		return 0, 0, false
	}
	lit = skipBlanks(s, i+1)
	q := lit
	if q < len(s) && s[q] == 'b' {
		q++
	}
	return name, lit, q < len(s) && (s[q] == '"' || s[q] == '\'')
}

// skipBlanks is the offset of the first byte at or after i in s that \s
// (blank, tab, newline, form feed, carriage return) does not match.
func skipBlanks(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\f' || s[i] == '\r') {
		i++
	}
	return i
}

// keyLiteral: a literal that may be a key randomTail does not judge: 32 hex
// or more (128 bits), or 20 bytes or more that read as random.
func keyLiteral(v string) bool {
	return len(v) >= minHexSecretLen && isHex(v) || len(v) >= 20 && secretLike(v) && !uuidLike(v) && !strings.ContainsAny(v, " /:") || keyPair(v)
}

// keyPair: a key's id and its secret joined by a colon, each random base64
// of 16 bytes or more (Tableau's PAT "<id>==:<secret>"). A URL, a path and
// a host:port have words or digits alone on one side.
func keyPair(v string) bool {
	id, sec, ok := strings.Cut(v, ":")
	if !ok || strings.ContainsAny(v, " .@") || strings.Contains(sec, ":") || strings.HasPrefix(v, "/") {
		return false
	}
	return len(id) >= 16 && len(sec) >= 16 && secretLike(base64Bare(id)) && secretLike(base64Bare(sec))
}

// dottedKeyPair: v is an app's and a key's ids joined by a dot, then ":"
// and the key's secret (Ably's "APP.KEY:SECRET", which its clients take
// whole), a key in any call; a host and port (db.internal:5432) or a
// module path has no random secret of 30 characters after its colon.
func dottedKeyPair(v string) bool {
	id, sec, ok := strings.Cut(v, ":")
	if !ok || strings.ContainsAny(v, " @/") || strings.Contains(sec, ":") {
		return false
	}
	app, key, ok := strings.Cut(id, ".")
	return ok && len(app) >= 4 && len(key) >= 4 && !strings.Contains(key, ".") && !strings.Contains(sec, ".") &&
		len(sec) >= 30 && secretLike(base64Bare(sec)) && secretLike(app+key)
}

// base64Bare is s without base64's "+", "/" and "=".
func base64Bare(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '+' || r == '/' || r == '=' {
			return -1
		}
		return r
	}, s)
}

// keyedCall: the call whose "(" is at i is named for a key, a secret or a
// client (hmac.new, ClientV2, with_api_key), or its line names one and no
// digest, commit or checksum. Words are matched whole ("design" is not
// "sign", "author" not "auth"); a glued name counts by its end (apikey,
// clientsecret, authtoken). A name that labels a value of its own among
// the call's arguments ({ kind: 'user', key: userId }, LaunchDarkly's
// context beside its client-side id) names that member, not the literal;
// a name the call's result is assigned to (token = jwt.encode(...)) names
// what the call makes with it.
func keyedCall(text string, i int) bool {
	if namedForKey(text, i) {
		return true
	}
	ls := strings.LastIndexByte(text[:i], '\n') + 1
	words := append(unmarkedWords(text[ls:i]), unmarkedWords(memberLabel.ReplaceAllString(text[i:i+lineBound(text, i)], " "))...)
	return keyedWord(words) && !containsWord(words, digestNames)
}

// memberLabel is a name and the ":" or "=" that gives it a value in code
// (an object's member, a keyword argument): "key: ", "secret=".
var memberLabel = lazyre.New(`[A-Za-z_][\w-]*["']?[ \t]*(?::[^:/]|=[^=])`)

// sdkClient: the call whose "(" is at i builds a package's client, the
// class named for its package (zotero.Zotero, openai.OpenAI,
// pusher.Pusher): an SDK is handed its key there. A hex literal is left to
// keyedCall's rules: uuid.UUID('<32 hex>') is an id.
func sdkClient(text string, i int) bool {
	pkg, fn := qualifiedCallee(text, i)
	return pkg != "" && strings.EqualFold(pkg, fn)
}

// qualifiedCallee splits the name of the call whose "(" is at i into its
// package (or receiver) and its function: "zotero" and "Zotero" for
// zotero.Zotero(; pkg is empty when the name has no qualifier.
func qualifiedCallee(text string, i int) (pkg, fn string) {
	s := i
	for s > 0 && isWord(text[s-1]) {
		s--
	}
	if s < 2 || text[s-1] != '.' {
		return "", ""
	}
	p := s - 1
	for p > 0 && isWord(text[p-1]) {
		p--
	}
	return text[p : s-1], text[s:i]
}

// objectIDHex: v is 24 hex digits in one case, 12 bytes: the width of a
// MongoDB ObjectId, a LaunchDarkly client-side id, a Plaid client_id, a
// Trello or Mailgun object's id. No key is 12 bytes (AES takes 16, 24 or
// 32, an HMAC key is a hash's width), so such a literal is an id: the user
// or the project an analytics call (client.track('<24 hex>', ...),
// analytics.identify, init) is about, or the key of a map of ids.
func objectIDHex(v string) bool {
	return len(v) == 24 && isHex(v) && (strings.ToLower(v) == v || strings.ToUpper(v) == v)
}

// idKeyed: the call whose "(" is at i, given an id-shaped literal, still
// takes a key: its own name says key, secret, token, auth or client
// (crypto.createSecretKey, client.setApiKey, client.auth, createClient,
// new Client), or its package or a name on its line says key, secret,
// token or auth (hmac.new, secretNonce = ...). A client's word elsewhere
// does not: the receiver an analytics call is made on (client.track,
// analyticsClient.identify, LDClient.initialize) or the variable its
// result goes to (const client = Analytics.init(...)) is handed the id of
// a user or a project as often as anything.
func idKeyed(text string, i int) bool {
	s := calleeStart(text, i)
	own := text[s:i]
	if k := strings.LastIndexAny(own, ".:>"); k >= 0 {
		own = own[k+1:]
	}
	if keyedWord(components(own)) {
		return true
	}
	ls := strings.LastIndexByte(text[:i], '\n') + 1
	words := append(components(text[s:i-len(own)]), unmarkedWords(text[ls:s])...) // hmac.new: the package names the key
	return slices.ContainsFunc(words, func(w string) bool {
		return !strings.HasPrefix(w, "client") && keyedWord([]string{w})
	}) && !containsWord(words, digestNames)
}

// digestLength: 40 or 64 hex, a git SHA's or a sha256's length. Only a call
// named for a key makes one a key; a key word elsewhere on the line may name
// an object key or a cache key the digest addresses.
func digestLength(v string) bool {
	return (len(v) == 40 || len(v) == 64) && isHex(v)
}

// namedForKey: the name of the call whose "(" is at i names a key, a secret
// or a client.
func namedForKey(text string, i int) bool {
	s := i
	for s > 0 && isNameByte(text[s-1]) {
		s--
	}
	return keyedWord(components(text[s:i]))
}

func keyedWord(words []string) bool {
	for _, w := range words {
		if slices.Contains(keyedNames, w) || strings.HasPrefix(w, "client") ||
			strings.HasSuffix(w, "apikey") || strings.HasSuffix(w, "secret") || strings.HasSuffix(w, "token") {
			return true
		}
	}
	return false
}

var (
	keyedNames = []string{"key", "keys", "secret", "secrets", "token", "auth", "hmac", "sign", "signer", "signing", "signature",
		"cred", "creds", "credential", "credentials", "admin"}
	digestNames = []string{"sha", "sha1", "sha256", "sha512", "md5", "sum", "sha256sum", "checksum", "digest", "commit",
		"hash", "etag", "integrity", "revision", "rev"}
)

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// userlistLines redacts the password of each "user" "password" line of a
// PgBouncer userlist when the text names the file; a stored hash (md5 and
// 32 hex, SCRAM-SHA-256$...) is what the file should hold and stays.
func userlistLines(text string, spans []span) []span {
	if !strings.Contains(text, "userlist") {
		return spans
	}
	for _, m := range userlistEntry.FindAllStringSubmatchIndex(text, -1) {
		v := text[m[2]:m[3]]
		if len(v) >= minPasswordLen && !placeholder(v) && !strings.HasPrefix(v, "SCRAM-SHA-256$") && !(strings.HasPrefix(v, "md5") && isHex(v[3:]) && len(v) == 35) {
			spans = append(spans, span{m[2], m[3], "password"})
		}
	}
	return spans
}

var userlistEntry = lazyre.New(`(?m)^[ \t]*"[^"\n]+"[ \t]+"([^"\n]*)"`)

// pgpassLines redacts the password of a .pgpass entry,
// host:port:database:user:password, when the text names the file.
func pgpassLines(text string, spans []span) []span {
	if !strings.Contains(text, "pgpass") {
		return spans
	}
	for _, m := range pgpassEntry.FindAllStringSubmatchIndex(text, -1) {
		if v := text[m[2]:m[3]]; !placeholder(v) && v != "*" {
			spans = append(spans, span{m[2], m[3], "password"})
		}
	}
	return spans
}

// pgpassLine redacts the password of a line that is a .pgpass entry by
// itself, host:port:database:user:password, pasted without the file's
// name: a host of letters or an address (or *), a port of digits (or *),
// then a database and a user that are names. A time (10:30:00), a MAC
// address or /etc/passwd's fields ("root:x:0:0:...") have no such port or
// host, and a password is not only digits.
func pgpassLine(text string, off int, trimmed, line string, spans []span) []span {
	if n := strings.Count(trimmed, ":"); n < 4 || n > 4 && !strings.Contains(trimmed, `\:`) {
		return spans // more colons than fields, and none of them escaped
	}
	f := pgFields(trimmed)
	if len(f) != 5 {
		return spans
	}
	pw := f[4]
	if !pgHost(f[0]) || !pgPort(f[1]) || !pgName(f[2]) || !pgName(f[3]) || len(pw) < minPasswordLen || strings.ContainsAny(pw, " \t") ||
		isDigits(pw) || placeholder(pw) {
		return spans
	}
	s := off + strings.Index(line, trimmed) + len(trimmed) - len(pw)
	return append(spans, span{s, s + len(pw), "password"})
}

// pgFields splits a .pgpass line at its colons, where `\:` is a colon
// inside a field (libpq's escape: a password may hold one) and splits
// nothing.
func pgFields(line string) []string {
	var f []string
	from := 0
	for i := 0; i < len(line); i++ {
		switch {
		case line[i] == '\\':
			i++ // the escaped byte belongs to the field
		case line[i] == ':':
			f = append(f, line[from:i])
			from = i + 1
		}
	}
	return append(f, line[from:])
}

// pgHost: h names a host as .pgpass does: a name with a letter, an address, or *.
func pgHost(h string) bool {
	return h == "*" || pgName(h) && strings.Trim(h, "0123456789") != ""
}

// pgPort: p is a port (2 to 5 digits) or *.
func pgPort(p string) bool { return p == "*" || len(p) >= 2 && len(p) <= 5 && isDigits(p) }

// pgName: n is a database's or a user's name, or *.
func pgName(n string) bool {
	if n == "" {
		return false
	}
	for i := 0; i < len(n); i++ {
		if !isNameByte(n[i]) && strings.IndexByte(".-*@$", n[i]) < 0 {
			return false
		}
	}
	return true
}

var pgpassEntry = lazyre.New(`[\w.\-*]+:(?:\d+|\*):[\w.\-*]+:[\w.\-*@]+:(\S+)`)
