// What is not a secret value though it stands where one would: a hash, a
// reference to a secret manager or a source, an identifier, a type, a
// digest, a commit, a path, a version, a field's or a store's name.

package redact

import (
	"encoding/base64"
	"slices"
	"strings"
	"unicode"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// randomShort: a short tail of a wrapped key, letters of both cases and
// digits, as no word or name of 8 bytes or more has.
func randomShort(t string) bool {
	var seen [4]bool
	for k := 0; k < len(t); k++ {
		seen[class(t[k])] = true
	}
	return seen[1] && seen[2] && seen[3]
}

// passwordHash is a password's stored hash in a format a framework writes:
// Django's algorithm$iterations$salt$hash, Werkzeug's pbkdf2:sha256:N$,
// LDAP's {SSHA}, modular crypt's $2b$, $6$, $argon2id$; and a database's
// stored verifier, which a dump or a migration writes where a role's
// password goes: PostgreSQL's SCRAM-SHA-256$iterations:salt$... and md5
// with 32 hex, MySQL's *<40 hex> (mysql_native_password) and $A$005$
// (caching_sha2_password). A hash is what a login checks against, not
// what it is given.
var passwordHash = lazyre.New(`^(?:SCRAM-SHA-(?:1|256)\$\d+:|md5[0-9a-f]{32}\b|\*[0-9A-F]{40}\b|\$A\$\d{3}\$|(?:pbkdf2_sha(?:1|256|512)|bcrypt(?:_sha256)?|argon2|scrypt|unsalted_(?:md5|sha1)|sha1|md5|crypt)\$[^$\s]+\$|` +
	`(?:pbkdf2:sha(?:1|256|512)|scrypt)(?::\d+)+\$|\{(?:S?SHA(?:256|512)?|S?MD5|CRYPT|PBKDF2[\w-]*|ARGON2)\}|\$(?:2[abxy]?|1|5|6|apr1|y|argon2(?:id|i|d))\$)`)

// payloadSignature is a request's signature header value: the HMAC of one
// payload (GitHub's sha256=<hex>, Stripe's t=<time>,v1=<hex>), which proves
// that payload and opens nothing; the secret that made it is elsewhere.
// Its shape with the digest left as a placeholder (t=1718200000,v1=<hex
// digest>, sha256=<hmac of body>) is how a note describes the header.
var payloadSignature = lazyre.New(`^(?:(?:sha1|sha256|sha512)=(?:[0-9a-f]{40,128}|<[^<>\n]{1,60}>)|t=\d{9,11},v\d=(?:[0-9a-f]{64}|<[^<>\n]{1,60}>))`)

// yamlTag: w opens a YAML value that is a reference or an encrypted blob, not a
// secret: Ansible's !vault, Home Assistant's !secret NAME, CloudFormation's
// !Ref and !Sub (lowercased, as take compares them).
func yamlTag(w string) bool {
	switch w {
	case "!vault", "!secret", "!ref", "!sub", "!getatt", "!importvalue", "!env", "!env_var", "!include", "!reference":
		return true
	}
	return false
}

// notAValue says whether val (at v in text[e:], its first word lowercased in
// first) is no secret however its name reads: a placeholder, a word of the
// sentence, a marker, a bracket that closes the code around the name, a
// public key, a hash, a reference, a payload's signature, a key cut short to
// show its shape (sk-...), or PEM armor ("0-----BEGIN ..."), which the block
// detectors judge: a value that swallowed it would hide from them whether
// the block is public. A test card's code, a name with a case ending
// (GitHub'daki, 1Passwordi) and the label's own word (password 'password',
// as docs print a fixed test value) are none either.
func notAValue(text string, e int, v [2]int, val, first string) bool {
	return val == "" || managerNames[strings.ToLower(val)] || annotation(first) || typeName(text[e+v[0]:], val) || placeholder(val) || strings.IndexByte(")]}", val[0]) >= 0 || strings.HasPrefix(val, markerPrefix) ||
		stopWords[first] || participle(first) || extendedPublic(val) || bech32Public(val) || passwordHash.MatchString(val) || yamlTag(first) ||
		payloadSignature.MatchString(text[e+v[0]:min(len(text), e+v[0]+200)]) ||
		strings.HasPrefix(text[e+v[1]:], "...") || strings.HasPrefix(text[e+v[1]:], "…") || strings.Contains(val, "-----") ||
		jsonText(val) || hclReference(text, e, v, val) || unsignedJWT(val) || strings.HasPrefix(text[e+v[1]:], ".") && strings.HasPrefix(val, "eyJ") && unsignedJWT(val+".") || keyAlgorithm(val) || contentID(val) || cmdlet(text, e, val) || publicNumber(val) || managerReference(val) || qualifiedLabel(val) || objectPath(val) || passSource(val) || loadedCredential(text, e, val) ||
		referenceTail(text, e+v[0]) || adverbOfDoing(text[e+v[0]:], val) || accessLevel(text, e, val) ||
		testCardCode(text, e, val) || inflectedName(val) || strings.EqualFold(val, text[e-nameLen(text, e):e]) || arnValue.MatchString(val) || cssColour(text, e, v, val) || policyRule.MatchString(text[e+v[0]:])
}

// cssColour: val is a colour a style sheet declares ("--token-primary:
// #7c3aed;", "--secret-banner-bg: #fef3c7"): a hex colour of 3, 4, 6 or 8
// digits that a declaration's ";" ends or a custom property's "--" names.
// Design tokens are named token, key, secret and auth as often as
// credentials are, and 24 bits of colour open nothing.
func cssColour(text string, e int, v [2]int, val string) bool {
	if !hexColour.MatchString(val) {
		return false
	}
	n := nameLen(text, e)
	after := strings.TrimLeft(text[e+v[1]:], " \t")
	return strings.HasPrefix(after, ";") || e-n >= 2 && text[e-n-2:e-n] == "--" || strings.HasPrefix(text[e-n:e], "--")
}

// policyRule: the value opens a password policy written as rule calls, one
// joined to the next ("length(14) and upperCase(1)", Keycloak's syntax;
// "minLength(12), digits(2)"): it says what a password must hold, and a
// password is never a list of calls.
var policyRule = lazyre.New(`^[a-z][A-Za-z]{2,}\(\d{0,3}\)\.?\s*(?:and|,|&&|&)\s*[a-z][A-Za-z]{2,}\(`)

var hexColour = lazyre.New(`^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$`)

// arnValue is an Amazon Resource Name whole: a partition, a service, a
// region, an account and a resource. It names a key, an MFA device or a
// role ("mfa_serial = arn:aws:iam::892028924229:mfa/lina", "kms_key:
// arn:aws:kms:...:key/UUID") and carries none of its material: whatever
// the label, who reads it learns no secret.
var arnValue = lazyre.New(`^arn:aws(?:-cn|-us-gov|-iso[a-z]?)?:[a-z0-9-]+:[a-z0-9-]*:(?:\d{12}|aws)?:[\w./:+=,@*-]+$`)

// columnNames: val is a CSV header's next column names, words joined by
// commas on a line of three or more cells ("Access key ID,Status,Last
// used", "Name,Password,Created,Last used"): each a word of letters, one at
// least capitalised or an acronym as a header writes it. A password is no
// list of words that commas join.
func columnNames(text string, s int, val string) bool {
	if strings.IndexByte(val, ',') < 0 {
		return false
	}
	ls := strings.LastIndexByte(text[:s], '\n') + 1
	if strings.Count(text[ls:ls+lineBound(text, ls)], ",") < 2 {
		return false
	}
	header := false
	for _, w := range strings.Split(val, ",") {
		if len(w) < 2 || len(w) > maxQualifierLen || strings.IndexFunc(w, func(r rune) bool { return r > unicode.MaxASCII || !unicode.IsLetter(r) }) >= 0 {
			return false
		}
		title, lower := strings.ToUpper(w[:1])+strings.ToLower(w[1:]), strings.ToLower(w)
		switch {
		case w == title || w == strings.ToUpper(w) && len(w) <= 4:
			header = true
		case w != lower:
			return false // a capital inside the word: random, not a name
		}
	}
	return header
}

// accessLevels are the levels a token's permission is given at (GitHub
// Actions' "id-token: write", a registry token's "read-only").
var accessLevels = map[string]bool{"read": true, "write": true, "read-all": true, "write-all": true, "read-only": true, "readonly": true,
	"read-write": true, "readwrite": true, "write-only": true}

// accessLevel: val is the level a token or a key is granted, not its
// value. A password's label keeps its value whatever the word: "password:
// write" gives no permission.
func accessLevel(text string, e int, val string) bool {
	if !accessLevels[strings.ToLower(val)] {
		return false
	}
	name := strings.ToLower(text[max(0, e-12):e])
	return !strings.Contains(name, "pass") && !strings.Contains(name, "pw")
}

// referenceTail: the value at s is the tail of a word that says where the
// secret is read from (env:DB_PASSWORD, vault:secret/app#pw), which a
// qualifier's words may have split at its colon ("the password for the
// db is env:DB_PASSWORD").
func referenceTail(text string, s int) bool {
	if s == 0 || text[s-1] != ':' {
		return false
	}
	b := s - 1
	for b > 0 && !isSpace(text[b-1]) {
		b--
	}
	w := text[b : s+lineBound(text, s)]
	if j := strings.IndexAny(w, " \t,;"); j >= 0 {
		w = w[:j]
	}
	return passSource(w) || managerReference(w)
}

// loadedCredential: val is systemd's LoadCredential=ID:PATH (or
// LoadCredentialEncrypted=), a credential's id and the file the service
// manager reads it from: the unit names where the secret is, not the
// secret. SetCredential=ID:VALUE gives the value itself and is judged as
// any other.
func loadedCredential(text string, e int, val string) bool {
	id, path, ok := strings.Cut(val, ":")
	if !ok || id == "" || !filePath(path) || strings.IndexFunc(id, func(r rune) bool { return r > 0x7f || !isNameByte(byte(r)) }) >= 0 {
		return false
	}
	return strings.HasSuffix(text[:e], "LoadCredential") || strings.HasSuffix(text[:e], "LoadCredentialEncrypted")
}

// passSource: val tells a tool where to read the secret, as OpenSSL's
// pass-phrase arguments do (-passin env:VAR, file:PATH, fd:N; pass:X is
// the secret itself): an environment variable's name, a file or a
// descriptor opens nothing.
func passSource(val string) bool {
	kind, arg, ok := strings.Cut(val, ":")
	switch {
	case !ok || arg == "":
		return false
	case kind == "env":
		return envName(arg)
	case kind == "fd":
		return isDigits(arg)
	case kind == "file":
		return !strings.ContainsAny(arg, " \t") && (strings.ContainsAny(arg, "/.") || envName(arg))
	}
	return false
}

// envName: s is an environment variable's name (P12_PASS, KEY_PASSPHRASE).
func envName(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'A' && c <= 'Z' || c == '_' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return s != ""
}

// managerReference: val names where a secret manager keeps the secret (an
// ARN of Secrets Manager or SSM, 1Password's op://, Vault's vault:path,
// vals' ref+, GCP's projects/P/secrets/S, Azure App Service's and
// Functions' Key Vault reference @Microsoft.KeyVault(SecretUri=...) or
// (VaultName=...;SecretName=...)): a deployment resolves it at run time,
// and the reference alone opens nothing.
func managerReference(val string) bool {
	l := lowerASCII(val)
	for _, p := range managerSchemes {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return strings.HasPrefix(l, "projects/") && strings.Contains(l, "/secrets/")
}

// objectPath: v is an object store's key or a file's relative path
// (avatars/2026/03/<uuid>.png, raw/<id>/batch.json.gz), which S3's "Key"
// and --key name: segments joined by "/" whose last ends in a file's
// extension. Base64 has no ".", so a secret holding "/" ends in none.
func objectPath(v string) bool {
	slash := strings.LastIndexByte(v, '/')
	dot := strings.LastIndexByte(v, '.')
	if slash <= 0 || dot < slash+2 || len(v)-dot < 3 || len(v)-dot > 6 {
		return false
	}
	for i := dot + 1; i < len(v); i++ {
		if v[i] < 'a' || v[i] > 'z' {
			return false // an extension is lower-case letters
		}
	}
	return !strings.ContainsAny(v, " \t:@?=")
}

// qualifiedLabel: val is a Kubernetes label or taint key, a DNS prefix
// and a name in lower case (node-role.kubernetes.io/control-plane,
// app.kubernetes.io/name) that a key field holds: the name is words, not
// random characters, and a secret is neither lower case alone nor dotted.
func qualifiedLabel(val string) bool {
	prefix, name, ok := strings.Cut(val, "/")
	if !ok || !strings.Contains(prefix, ".") || name == "" || candidate(name) {
		return false
	}
	for i := 0; i < len(val); i++ {
		if c := val[i]; (c < 'a' || c > 'z') && (c < '0' || c > '9') && !strings.ContainsRune("-./_", rune(c)) {
			return false
		}
	}
	return strings.Count(val, "/") == 1 && !candidate(prefix)
}

var managerSchemes = []string{"arn:aws:secretsmanager:", "arn:aws:ssm:", "op://", "vault:", "vault://", "ref+", "sm://",
	"gcp:secretmanager:", "azurekeyvault://", "akv://", "secretsmanager://", "bws://", "doppler://", "infisical://",
	"@microsoft.keyvault(secreturi=", "@microsoft.keyvault(vaultname="}

// pointerWords open a quoted sentence that says where a secret is, not
// the secret (passphrase: "see the team vault", "ask Dana for it").
var pointerWords = map[string]bool{"see": true, "ask": true, "check": true}

// managerNames are password managers: a secret said to be one ("the
// password is 1Password", "パスワードは 1Password にあります") is kept there.
var managerNames = map[string]bool{"1password": true, "bitwarden": true, "keepass": true, "keepassxc": true, "lastpass": true,
	"dashlane": true, "keeper": true, "vaultwarden": true, "passbolt": true}

// cmdlet: val, assigned to the variable whose name ends at e, is a
// PowerShell command's Verb-Noun name ($pw =
// ConvertTo-SecureString $env:PW ...): the value is what it returns, and a
// literal given to it is read as its argument (commandFlags).
func cmdlet(text string, e int, val string) bool {
	if n := e - nameLen(text, e); n == 0 || text[n-1] != '$' {
		return false // not a PowerShell variable: "password: Blue-Falcon" is a value
	}
	verb, noun, ok := strings.Cut(val, "-")
	return ok && len(verb) >= 3 && len(noun) >= 3 && class(verb[0]) == 2 && class(noun[0]) == 2 &&
		identifier(verb) && identifier(noun) && strings.IndexAny(val, "0123456789_") < 0
}

// keyAlgorithm: val names a key's algorithm (a PuTTY key file's
// "PuTTY-User-Key-File-3: ssh-ed25519", known_hosts' ecdsa-sha2-nistp256),
// the public half's type, not a value.
func keyAlgorithm(val string) bool {
	return strings.HasPrefix(val, "ssh-") || strings.HasPrefix(val, "ecdsa-sha2-") || strings.HasPrefix(val, "rsa-sha2-") || hmacHash(val)
}

// hmacHash: v names the hash a one-time password or a signature is made
// with (oathtool --totp=sha256, TOTP_ALGORITHM: SHA1, HMAC-SHA512): a
// setting, not a key.
func hmacHash(v string) bool {
	v = strings.TrimPrefix(strings.ReplaceAll(lowerASCII(v), "-", ""), "hmac")
	return v == "sha1" || v == "sha256" || v == "sha512"
}

// annotation says whether a value's first word is a parenthesised word a
// tool or a writer prints where it withholds the value: "(hidden)",
// "(not set)", "(redacted)", "(none)".
func annotation(first string) bool {
	if len(first) < 2 || first[0] != '(' {
		return false
	}
	w := strings.TrimRight(first[1:], ")")
	return stopWords[w] || participle(w)
}

// typeName: the value after a field's ":" is the field's type, not its
// value: a declaration in a schema or a signature (password: SecretStr =
// Field(...), token: string;, api_key: Optional[SecretStr]). It is a type
// when the declaration goes on to give a default (" = ") and the word has
// no digit (a random password has some), or when the word is a type by its
// name: a builtin string type, or a CamelCase name whose last word is a
// string or bytes type.
func typeName(from, val string) bool {
	val = strings.TrimRight(val, ";,")
	if val == "" || !identifier(strings.Map(func(r rune) rune {
		if r == '[' || r == ']' || r == '.' {
			return '_'
		}
		return r
	}, val)) {
		return false
	}
	rest := strings.TrimRight(from[min(len(from), len(val)):], " \t")
	if (strings.HasPrefix(rest, " = ") || strings.HasPrefix(rest, " =\n")) && !strings.ContainsAny(val, "0123456789") {
		return true
	}
	base := val
	if i := strings.LastIndexAny(base, "[."); i >= 0 {
		base = strings.TrimRight(base[i+1:], "]")
	}
	return builtinTypes[base] || base != strings.ToLower(base) && slices.ContainsFunc(typeSuffixes, func(s string) bool { return strings.HasSuffix(base, s) })
}

// builtinTypes and typeSuffixes name the types a secret field is declared with.
var (
	builtinTypes = map[string]bool{"str": true, "string": true, "bytes": true, "String": true, "char": true}
	typeSuffixes = []string{"Str", "String", "Bytes"}
)

// identifier: letters, digits and "_", starting with a letter.
func identifier(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := class(s[i]); c == 0 && s[i] != '_' || i == 0 && c != 1 && c != 2 {
			return false
		}
	}
	return s != ""
}

// jsonText: val is base64 of a JSON object that holds no secret (a JWT's
// header alone, eyJhbGciOiJIUzI1NiJ9: {"alg":"HS256"}). A whole JWT has
// dots and does not decode; JSON that holds a secret is redacted by what
// it holds.
func jsonText(val string) bool {
	if !strings.HasPrefix(val, "eyJ") || strings.Contains(val, ".") {
		return false
	}
	b, err := base64URL(val)
	if err != nil {
		return false
	}
	s := strings.TrimSpace(string(b))
	return strings.HasSuffix(s, "}") && encodesText(val)
}

// quotedWords says whether val, starting at s in text, is a quoted string of
// several words.
func quotedWords(text string, s int, val string) bool {
	return s > 0 && strings.IndexByte("\"'`", text[s-1]) >= 0 && strings.Contains(val, " ")
}

// judgedPhrase: val, the clause after a passphrase's verb op ("is", "; it's",
// "mine is"), says how the passphrase is and gives none: a participle or an
// adjective of judgement, alone or before a closed-class word that ends
// the phrase ("it's annoying", "is long", "is expired since monday",
// "it's annoying honestly"). A phrase of random words may open with one
// ("long winter river") but goes on with open-class words; after a colon
// val is given whatever it reads.
func judgedPhrase(op, val string) bool {
	if strings.HasSuffix(strings.TrimSpace(op), ":") {
		return false
	}
	f := strings.Fields(val)
	if len(f) == 0 {
		return false
	}
	first := strings.TrimRight(f[0], ".,;!?")
	if !participle(first) && !judgementWords[first] {
		return false
	}
	if len(f) == 1 {
		return true
	}
	next := strings.TrimRight(f[1], ".,;!?")
	return judgementWords[next] || valueClosers[next]
}

// participle says whether w is a lowercase word ending in -ed or -ing: "the
// password is mounted", "the token was revoked", "the password isn't
// working" describe the secret, not give it.
func participle(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing")
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// macAlgorithms name the hash an authentication key is used with, in a
// device's config: "snmp-server user u g v3 auth sha SECRET", "ntp
// authentication-key 1 md5 SECRET".
var macAlgorithms = map[string]bool{"md5": true, "sha": true, "sha1": true, "sha224": true, "sha256": true, "sha384": true, "sha512": true}

// keyedAuth says whether the name ending at e is an authentication or a
// privacy setting, whose hash word names the key's algorithm, the key after
// it: not a digest to come.
func keyedAuth(text string, e int) bool {
	for _, p := range components(text[e-nameLen(text, e) : e]) {
		if p == "auth" || p == "authentication" || p == "priv" || p == "privacy" {
			return true
		}
	}
	return false
}

// cutEnd is where the token that a bound cut at i ends: a value longer than
// a line's bound (a licence key that spells out its terms) is redacted
// whole, to its closing quote or the next space.
func cutEnd(text string, i int) int {
	j := i
	for j < len(text) && j-i < 4*maxProviderSpan && !isSpace(text[j]) && strings.IndexByte("\"'`", text[j]) < 0 {
		j++
	}
	return j
}

// readVerbs are a CLI's subcommands that read or manage a stored secret
// by its id (bws secret get <uuid>, secret delete <uuid>): right after the
// credential word, they make the UUID that follows the id they name.
var readVerbs = []string{"get", "show", "describe", "delete", "rm", "remove", "edit", "view", "inspect", "read"}

// windowQuotes are the quotes, brackets and stops window cuts from each
// word it reads.
var windowQuotes = newByteSet("\"'`([{<>}]).,;:!?")

// window redacts the first random-looking token among the n after offset e,
// on the same line and in the same sentence: "the Datadog API key for prod
// is 3f9a...", "AKIA... / wJalr...". A token after a hash word ("commit",
// "sha256") is a digest or an id and stays; so does a UUID given to a long
// flag named for something else (az login --tenant <uuid>), and base64
// whose plain text the sentence gives already, and a UUID after a
// subcommand that reads a stored secret by its id (readVerbs).
func window(text string, e, n int, spans []span) []span {
	rest := text[e:min(len(text), e+lineBound(text, e))]
	hashed := false                                    // a hash word came first: what follows is its digest
	owned := false                                     // the token before is a flag that names no credential
	named := false                                     // the word before names what the credential is for ("password for X")
	_, member := memberWords(text, e-nameLen(text, e)) // the word is in a JSON member's string: the window ends with it
	for i, f := 0, 0; i < n && f < len(rest); i++ {
		for f < len(rest) && (rest[f] == ' ' || rest[f] == '\t') {
			f++
		}
		g := f
		for g < len(rest) && rest[g] != ' ' && rest[g] != '\t' {
			g++
		}
		raw := rest[f:g]
		k := 0
		if member {
			k = jsonMemberEnd(raw)
		}
		if k > 0 {
			raw = raw[:k] // "msg":"login failed","user":"svc": the string ends at its quote
		}
		if strings.Contains(raw, markerPrefix) || policyRule.MatchString(rest[f:]) {
			break // this credential's value is redacted already; "length(14) and upperCase(1)": a policy's rules follow
		}
		v := callArgument(strings.TrimLeft(windowQuotes.trim(raw), "=")) // x-honeycomb-team=KEY: the name's own "="
		if i := strings.IndexByte(v, ','); i > 0 && strings.Contains(v[i:], "=") {
			v = v[:i] // KEY,x-honeycomb-dataset=web: the next header of a list
		}
		if v != "" && !hashed && !named && !(owned && uuidLike(v)) && (candidate(v) || upperKey(v)) && !labelWord(raw, v) && !(strings.Contains(v, "(") && getter(v)) && !passwordHash.MatchString(strings.Trim(raw, "\"'`")) &&
			!plainInText(text, v) && !openPGPID(text, e, v) && !digestColumn(text, e+f) && !commitInText(text, e, v) && !publicNumber(v) && !objectPath(v) && !passSource(v) && !titleWords(v) && !dnsName(v) && !columnNames(text, e+f, v) {
			s := e + f + strings.Index(raw, v)
			end := s + len(v)
			if g == len(rest) {
				end = cutEnd(text, end) // the line's bound cut the token: a piece of it would stay
			}
			return append(spans, span{s, end, "credential"})
		}
		owned = otherFlag(raw) || i == 0 && slices.Contains(readVerbs, raw)
		if k > 0 || strings.HasSuffix(raw, ".") || strings.HasSuffix(raw, "?") || strings.HasSuffix(raw, "!") {
			break // the sentence ends, or the JSON string that holds it
		}
		w := strings.ToLower(strings.Trim(raw, "\"'`:=(),"))
		hashed = hashed || hashWords[w] && !(macAlgorithms[w] && keyedAuth(text, e)) || idLabel(w) || idLabel(v) || namingWords[w]
		named, f = ownerPreps[w] && !strings.HasSuffix(raw, ":"), g // "you asked for: X" hands X over
	}
	return spans
}

// toolCommand: the name ending at e is a tool of commandFlags run as a
// command (at its line's start, after a prompt, sudo or a pipe) and
// given arguments: which of them is the password is the tool's rule,
// and the first (wpa_passphrase's SSID) is none. A login word opens a
// sentence as often ("login admin/SECRET"): the caller asks only of a
// name that says secret.
func toolCommand(text string, e int, rest string) bool {
	if rest == "" || rest[0] != ' ' {
		return false
	}
	s := e - nameLen(text, e)
	name := lowerASCII(text[s:e])
	if !slices.ContainsFunc(tools, func(t tool) bool { return t.anchor == name && ownForm(t, text[s:]) }) || assigned(text, s, rest) {
		return false
	}
	before := strings.TrimSpace(text[strings.LastIndexByte(text[:s], '\n')+1 : s])
	return before == "" || before == "$" || before == "#" || before == "sudo" || strings.HasSuffix(before, "|") || strings.HasSuffix(before, "&&")
}

// ownForm: the tool t, whose anchor is at the start of cmd, claims its
// arguments. A tool named by a password word ("pass", the anchor of
// openssl's "-passin pass:X") claims them only in its own form: "pass
// Kp9xL2mQv" at a line's start is a key and its value, as "password X" is.
func ownForm(t tool, cmd string) bool {
	return t.re == nil || credWords[t.anchor] != password || t.re.MatchString(cmd)
}

// assigned: the tool's name at s is a variable or a key given a value
// ("pass = 'X'" in an INI or TOML file, PowerShell's "$PASS = 'X'", a
// table's "| pass | X |"): a command takes no "=", ":" nor bar after its
// name, and a prompt's "$" stands apart from it.
func assigned(text string, s int, rest string) bool {
	op := strings.TrimLeft(rest, " \t")
	return op != "" && (op[0] == '=' || op[0] == ':' || op[0] == '|') || s > 0 && text[s-1] == '$'
}

// letterGroups: v is three or more groups of four lower-case letters
// joined by hyphens, the way Apple and Google print an app password
// (qwer-tyui-opas-dfgh): random letters, where a name's words differ in
// length.
func letterGroups(v string) bool {
	parts := strings.Split(v, "-")
	return len(parts) >= 3 && !slices.ContainsFunc(parts, func(p string) bool {
		return len(p) != 4 || strings.Trim(p, "abcdefghijklmnopqrstuvwxyz") != ""
	})
}

// commandLine: what follows a label is a command, not a value: a
// lower-case word, then on its line a flag ("release key: git tag -s
// v2.0.0 -u ...", "token: gh auth token -h ghe.io").
func commandLine(v string) bool {
	w, line, _ := strings.Cut(v[:lineBound(v, 0)], " ")
	return len(w) >= 2 && plainWord(w) && lowerASCII(w) == w && flagIn(line)
}

// flagIn: a blank-separated word of line is a flag (-s, --user).
func flagIn(line string) bool {
	for _, f := range strings.Fields(line) {
		if len(f) > 1 && f[0] == '-' && (class(f[1]) == 1 || class(f[1]) == 2 || f[1] == '-' && len(f) > 2) {
			return true
		}
	}
	return false
}

// artifactName: v names a build artifact or a cache entry by words and the
// digest of its inputs (Linux-node-modules-ca510ef8..., deps-v2-3f9a1c0e):
// a secret is not spelled out in words before a hash.
func artifactName(v string) bool {
	parts := strings.Split(v, "-")
	if len(parts) < 3 {
		return false
	}
	last := parts[len(parts)-1]
	if len(last) < 7 || !isHex(last) {
		return false
	}
	for _, p := range parts[:len(parts)-1] {
		if !identifier(p) || !plainWord(strings.TrimRight(p, "0123456789")) && p[0] != 'v' {
			return false
		}
	}
	return true
}

// gitWords, on a hex token's line, say it is a commit: the token-refresh
// regression came in with 3d459b48..., bisect confirms it. "git" alone is
// not one: git config github.token holds a token.
var gitWords = []string{"commit", "commits", "bisect", "revert", "reverted", "cherry", "rebase", "blame", "merged"}

// commitInText: v has a git hash's length (7 to 12 abbreviated, 40 full)
// and its line speaks of commits.
func commitInText(text string, e int, v string) bool {
	return (len(v) == 40 || len(v) >= 7 && len(v) <= 12) && isHex(v) && commitSpoken(lineWords(text, e))
}

// labelWord: the token raw (v, trimmed) labels the value after it, and is
// none itself: a name that ends in an id (token AccessorID 6a12...), or a
// word without digits that ends in a colon (token KeyName: ...). A
// redaction that took it would eat the label and keep what it labels.
func labelWord(raw, v string) bool {
	return idLabel(v) || strings.HasSuffix(strings.TrimRight(raw, "\"'`"), ":") && identifier(v) && strings.IndexAny(v, "0123456789") < 0
}

// digestColumn: the cell at i is in a table's column whose header names a
// digest or an id (fly secrets list's DIGEST, docker images' IMAGE ID): the
// first capitalised word that starts at the cell's column, up the lines
// above it, is a hash word.
func digestColumn(text string, i int) bool {
	ls := strings.LastIndexByte(text[:i], '\n') + 1
	col := i - ls
	for n, end := 0, ls-1; n < 50 && end > 0; n++ {
		s := strings.LastIndexByte(text[:end], '\n') + 1
		line := text[s:end]
		end = s - 1
		if len(line) <= col || col > 0 && line[col-1] != ' ' || line[col] == ' ' {
			continue
		}
		w := line[col:]
		if k := strings.IndexByte(w, ' '); k >= 0 {
			w = w[:k]
		}
		if strings.ToUpper(w) == w && strings.Trim(w, "ABCDEFGHIJKLMNOPQRSTUVWXYZ_") == "" {
			return hashWords[strings.ToLower(w)] // the header
		}
	}
	return false
}

// openPGPID: v is an OpenPGP key id or fingerprint (8, 16 or 40 hex) on a
// line that speaks of signing or of OpenPGP ("signed with key
// 3AA5C34371567BD2, fingerprint ..."): the public name of a key, never the
// key. A hex secret is 32 bytes or more of other lengths.
func openPGPID(text string, e int, v string) bool {
	if n := len(v); n != 8 && n != 16 && n != 40 || !isHex(v) {
		return false
	}
	return containsWord(lineWords(text, e), pgpWords)
}

var pgpWords = []string{"gpg", "pgp", "openpgp", "signed", "signing", "signingkey", "fingerprint", "keyserver", "keyring", "keyid"}

// dnsName: v is a host's name (123456789012.dkr.ecr.eu-west-1.amazonaws.com,
// pg1.c9akciq32.eu-central-1.rds.amazonaws.com): three labels or more of
// lowercase letters, digits and hyphens, the last a top-level domain's
// letters. A command's host argument beside a login word is where it logs
// in; a token mixes case or ends in no such label.
func dnsName(v string) bool {
	labels := strings.Split(v, ".")
	tld := labels[len(labels)-1]
	if len(labels) < 3 || len(tld) < 2 || strings.Trim(tld, "abcdefghijklmnopqrstuvwxyz") != "" {
		return false
	}
	for _, l := range labels {
		if l == "" || strings.Trim(l, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" {
			return false
		}
	}
	return true
}

// otherFlag: a long flag that names no credential (--tenant, --region): a
// UUID after it is the id the flag names.
func otherFlag(raw string) bool {
	name, ok := strings.CutPrefix(raw, "--")
	return ok && len(name) >= 3 && !strings.Contains(name, "=") && lowerWord(strings.ReplaceAll(name, "-", "")) &&
		classify(name, "", 0) == notCred
}

// plainInText: v is base64 of text that the same text gives in plain
// ("user:42:profile:v3, base64 dXNlcjo0Mjpwcm9maWxlOnYz"): the encoding
// hides nothing the sentence does not show.
func plainInText(text, v string) bool {
	for _, enc := range []*base64.Encoding{base64.RawStdEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(strings.TrimRight(v, "=")); err == nil && len(b) >= 6 && strings.Contains(text, string(b)) {
			return true
		}
	}
	return false
}

// candidate says whether v, near a credential word, is a secret: random
// looking, and not a URL, a path, an ARN, a digest or an SSH public key.
func candidate(v string) bool {
	if strings.Contains(v, "://") || strings.HasPrefix(v, "/") || strings.HasPrefix(v, "arn:") || strings.HasPrefix(v, "ssh-") ||
		strings.HasPrefix(v, "ecdsa-") || digestLabel(v) || strings.HasPrefix(v, "AAAAB3NzaC1") ||
		strings.HasPrefix(v, "AAAAC3NzaC1") || strings.HasPrefix(v, "AAAAE2VjZHNh") || extendedPublic(v) || strings.Contains(strings.TrimRight(v, "="), "=") ||
		notKeyMaterial(v) || contentID(v) || codeExpression(strings.TrimRight(v, ");,")) || resourcePath(v) || fieldRecord(v) || bech32Public(v) || inflectedName(v) {
		return false
	}
	return secretLike(v) && !identifierPath(v) || groupedDigits(v)
}

// fieldRecord: v is a record of "name:value" fields separated by ";"
// (a Wi-Fi QR code's WIFI:S:net;T:WPA;P:...;;), as "k=v" pairs are: the
// field that holds a secret is read by its own rule (wifiPayloads), the
// record is no value. Each field opens with a name of letters and a colon.
func fieldRecord(v string) bool {
	if strings.IndexByte(v, ';') < 0 {
		return false
	}
	fields := strings.FieldsFunc(v, func(r rune) bool { return r == ';' })
	if len(fields) < 2 {
		return false
	}
	for _, f := range fields {
		name, _, ok := strings.Cut(f, ":")
		if !ok || name == "" || len(name) > 12 || strings.Trim(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") != "" {
			return false
		}
	}
	return true
}

// digestLabel: v holds a digest's label, in either case (sha256:..., the
// SHA256:... of an SSH key's fingerprint).
func digestLabel(v string) bool {
	if strings.IndexByte(v, ':') < 0 {
		return false // every label ends in a colon: no need to lower v
	}
	l := lowerASCII(v)
	return strings.Contains(l, "sha256:") || strings.Contains(l, "sha1:") || strings.Contains(l, "sha512:") || strings.Contains(l, "md5:")
}

// resourcePath: a resource's name written as a path of words
// (projects/acme/locations/global/keyRings/prod): three segments or more,
// none of which reads as random, as one of base64's would.
func resourcePath(v string) bool {
	if strings.Count(v, "/") < 2 {
		return false
	}
	for _, seg := range strings.Split(v, "/") {
		if candidate(seg) {
			return false
		}
	}
	return true
}

// notKeyMaterial: a value whose shape says what it is, and it is no secret:
// a name written in words (DbAdminPassword, -AsPlainText), a version
// (v4.0.0-rc.2+build.5114f85), a data URI's content, a digest labelled by its
// format (go.sum's h1:, a "#" and hex after a file or a commit), base64 of
// JSON that holds no secret.
func notKeyMaterial(v string) bool {
	w := strings.TrimLeft(v, "-")
	return camelWords(w) || versionShaped(v) && semver.MatchString(v) || strings.HasPrefix(v, "data:") ||
		strings.HasPrefix(v, "h1:") || strings.HasPrefix(v, "#") && isHex(v[1:]) || jsonText(v)
}

// camelWords: letters only, two words or more, each opened by a capital
// (SecureString, GraphClientSecret, getApiToken): a name. Random letters put
// two capitals together within a few characters or make short words.
func camelWords(v string) bool {
	words := countUpper(v)
	if len(v) > 0 && class(v[0]) == 2 {
		words--
	}
	return words >= 1 && wordsBody(v, 3)
}

// versionShaped: v opens as semver must (a digit, or "v" and a digit) and
// holds a dot; the cheap test spares the expression on every candidate.
func versionShaped(v string) bool {
	d := strings.TrimPrefix(v, "v")
	return d != "" && class(d[0]) == 3 && strings.IndexByte(d, '.') >= 0
}

// semver is a version with its pre-release and build parts.
var semver = lazyre.New(`^v?\d+(?:\.\d+){1,3}(?:[-+][0-9A-Za-z.+\-]*)?$`)

// groupedDigits: four groups of digits or more joined by hyphens, 24 digits
// at least (a BitLocker recovery key's eight groups of six): beside a
// credential word, a key read out in groups, not a date or a phone number.
func groupedDigits(v string) bool {
	if strings.Count(v, "-") < 3 {
		return false // fewer than four groups: no need to split
	}
	groups := strings.Split(v, "-")
	return len(v)-len(groups)+1 >= 24 && isDigits(strings.ReplaceAll(v, "-", ""))
}

// identifierPath: a name in code, not a value ("process.env.STRIPE_SECRET_KEY",
// "settings.AWS_SECRET_ACCESS_KEY"): no digit, and each part between dots,
// underscores and hyphens is one lowercase, uppercase or capitalised word.
// Random text of this length almost always holds a digit and mixes case
// inside a part.
func identifierPath(v string) bool {
	if strings.IndexAny(v, "._") < 0 {
		return false
	}
	for _, p := range strings.FieldsFunc(v, func(r rune) bool { return r == '.' || r == '_' || r == '-' }) {
		if len(p) > 1 && p[0] == 'v' && isDigits(p[1:]) {
			continue // a version segment: com.acme.sdk.v2.client
		}
		if strings.IndexAny(p, "0123456789") >= 0 {
			return false
		}
		rest := p[1:]
		if strings.ToLower(rest) != rest && strings.ToUpper(p) != p || class(p[0]) == 0 {
			return false
		}
	}
	return true
}

// upperKey: 16 capitals or more and nothing else, with 12 distinct letters
// at least: an Erlang cookie (20 random capitals) or a base32 seed's letters,
// never a word or an acronym beside a credential word.
func upperKey(v string) bool {
	if len(v) < 16 || strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return false
	}
	seen := map[rune]bool{}
	for _, r := range v {
		seen[r] = true
	}
	return len(seen) >= 12
}

// keyRefEntry says whether the name at s sits in a Kubernetes key
// reference (secretKeyRef, configMapKeyRef, a chart's keyRef), on its line
// or one of the two lines above: there "key" names the field of a stored
// Secret or ConfigMap that holds the value, never the value. Only
// maxKeyRefReach bytes are read back: on a long line of data, every "key"
// would read the whole line.
func keyRefEntry(text string, s int) bool {
	reach := max(0, s-maxKeyRefReach)
	from := reach + strings.LastIndexByte(text[reach:s], '\n') + 1
	for n := 0; n < 2 && from > reach; n++ {
		from = reach + strings.LastIndexByte(text[reach:from-1], '\n') + 1
	}
	return strings.Contains(lowerASCII(text[from:s]), "keyref")
}

// maxKeyRefReach is as far back as a reference's name stands from its key:
// "secretKeyRef: {name: some-secret-name, " or two short YAML lines.
const maxKeyRefReach = 160

// fieldKey: v reads as the name of a field of a stored Secret (url,
// tls.crt, api-key, DATABASE_URL): letters of one case and separators,
// never the mixed case and digits of a value pasted in its place.
func fieldKey(v string) bool {
	return v != "" && (strings.Trim(v, "abcdefghijklmnopqrstuvwxyz-_.") == "" || strings.Trim(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ-_.") == "")
}

// fieldName: v is itself a credential's name in words (x-api-key,
// X-Auth-Token, api_token, db.password): letters joined by hyphens,
// underscores or dots, no digit, naming a credential or a field about one
// (db.password.file). A piece of random letters ends the reading: in
// sk_zAZKOoxbrVsCglCOkzXsFtOFYZuk the "sk" is a key's prefix, not a word.
func fieldName(v string) bool {
	if len(v) < 3 || strings.Trim(v, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_.") != "" || randomPiece(v) {
		return false
	}
	parts := components(v)
	if len(parts) > 1 && notSecretParts[parts[len(parts)-1]] && classify(strings.Join(parts[:len(parts)-1], "_"), "", 0) != notCred {
		return true
	}
	return classify(v, "", 0) != notCred && (strings.ContainsAny(v, "-_.") || credWords[strings.ToLower(v)] != notCred)
}

// storedName: the value v, given to a name of the components names, names
// where a secret is stored rather than holding it. A bare "key:" field
// names a secret in a store (refName); a chart's existingSecret (and
// existingSecretName, existingClaim) takes the name of an object the
// cluster holds, which is a DNS label (app-postgresql, mongo-auth-7f9c2)
// however few words it has; a passwordKey (adminPasswordKey: Bitnami's
// charts) names the field of that object that holds the password
// (postgres-password), never the password itself.
func storedName(names []string, v string) bool {
	switch n := len(names); {
	case n == 1 && names[0] == "key":
		return refName(v) || storePath(v)
	case slices.Contains(names, "existing"):
		return refName(v) || dnsLabel(v)
	case n > 1 && names[n-1] == "key" && names[n-2] == "password":
		return fieldName(v)
	}
	return false
}

// storePath: v is a path in a secret store (secret/data/payments/postgres,
// prod/orders/db), as an ExternalSecret's remoteRef key gives one: two or
// more segments of lowercase words. A secret that holds "/" is base64,
// whose letters are of both cases.
func storePath(v string) bool {
	segs := strings.Split(v, "/")
	if len(segs) < 2 {
		return false
	}
	for _, s := range segs {
		if s == "" || class(s[0]) != 1 || strings.Trim(s, "abcdefghijklmnopqrstuvwxyz0123456789-_") != "" {
			return false
		}
	}
	return true
}

// dnsLabel: v is a Kubernetes object's name (RFC 1123): lowercase letters,
// digits and hyphens, starting with a letter, with a hyphen between words;
// a password generated in its place has capitals or symbols.
func dnsLabel(v string) bool {
	return len(v) > 2 && class(v[0]) == 1 && strings.Contains(v, "-") &&
		strings.Trim(v, "abcdefghijklmnopqrstuvwxyz0123456789-.") == "" && !strings.HasSuffix(v, "-")
}

// refName says whether v names something in words, as a bare "key:" field
// does when it points at a secret in a store: lowercase words joined by
// hyphens or underscores (my-secrets-manager-secret), or CamelCase words
// (MySecretManagerKey).
func refName(v string) bool {
	if wordSegments(v) >= 2 && strings.Trim(v, "abcdefghijklmnopqrstuvwxyz-_") == "" {
		return true
	}
	return len(v) >= 8 && class(v[0]) == 2 && countUpper(v) >= 2 && wordsBody(v, 4)
}

// countUpper is the number of capital letters in v.
func countUpper(v string) int {
	n := 0
	for i := 0; i < len(v); i++ {
		if class(v[i]) == 2 {
			n++
		}
	}
	return n
}

// nameEndWords may follow a credential name that ends its noun phrase: "as
// the password for now", never "as the password hash".
// A clause's conjunction ends it too ("X as the admin password when the
// installer asks", "X is the password if it prompts").
const nameEndWords = " for on to at in now until from of with and here there today when whenever if once after before while unless because but so "

// nameEnds says whether rest, the text after a credential name, ends the
// name's noun phrase: nothing, a punctuation mark, or a word in nameEndWords.
func nameEnds(rest string) bool {
	t := strings.TrimLeft(rest, " \t")
	if t == "" || strings.IndexByte(".,;:!?)\"'", t[0]) >= 0 {
		return true
	}
	w, _, _ := strings.Cut(t, " ")
	w = strings.ToLower(strings.TrimRight(w, ".,;:!?"))
	return w != "" && strings.Contains(nameEndWords, " "+w+" ")
}

// randomPiece: a piece of v between its separators reads as random letters
// (mixed case changing often), which no field's name is made of.
func randomPiece(v string) bool {
	for _, p := range strings.FieldsFunc(v, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		if secretLike(p) {
			return true
		}
	}
	return false
}
