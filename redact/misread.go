package redact

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// dropMisread removes the values the credential readers took from text
// that gives none: a contraction's apostrophe read as an opening quote
// ("password's in 1Password under 'Prod DB'"), a verb's participle after
// "was" ("the Svalbard pass was lost"), the heading of a list of fields
// ("SFTP password: host sftp.acme.io, user ..."), a phrase that says where
// the password is kept ("psw: vedi il gestore delle password"), a prose
// placeholder in angle brackets ("TOKEN=<token from @BotFather>"), a
// SOPS ciphertext's tail, and a key that names a record rather than
// opening anything ("sonar.projectKey=acme_ledger", a Helm chart's
// "existingSecretPasswordKey: password", a Pix payment key). Each stored
// destroys a memory and holds nothing a reader could use; only the kinds
// of the readers that read a value by its label are judged, never a
// provider's shape, except a Web Push application server key, the public
// half of a VAPID pair, which goes whatever reader took it.
func dropMisread(text string, spans []span) []span {
	return slices.DeleteFunc(spans, func(s span) bool {
		return labelKinds[s.kind] && misreadLabel(text, s) || pushPublicKey(text, s)
	})
}

// misreadLabel: the value a credential word's reader took is one of the
// pieces of text dropMisread names.
func misreadLabel(text string, s span) bool {
	return slices.ContainsFunc(misreadings, func(read func(string, span) bool) bool { return read(text, s) })
}

// misreadings are the pieces of text misreadLabel knows, one a reader.
var misreadings = []func(string, span) bool{contractionRead, participleRead, fieldHeading, keptPhrase, bracketPlaceholder, insideSOPS, recordKey, pixKey, postalPIN, yamlKeyBelow, notGivenReply}

// labelKinds are the kinds a value read after a credential word gets.
var labelKinds = wordSet("password credential assignment password-phrase passphrase")

// contractionSuffixes follow an apostrophe in an English contraction or
// possessive ("password's", "token'll", "keys're"), each then a blank.
var contractionSuffixes = []string{"s ", "ll ", "re ", "ve ", "d ", "m "}

// contractionRead: the span opens after an apostrophe that ends a word
// ("password's in ... 'X'"): a contraction, not a quote around a value.
func contractionRead(text string, s span) bool {
	if s.start < 2 || text[s.start-1] != '\'' || !letterByte(text[s.start-2]) {
		return false
	}
	for _, suf := range contractionSuffixes {
		if strings.HasPrefix(text[s.start:s.end], suf) {
			return true
		}
	}
	return false
}

// passiveVerbs put a participle after a credential's name ("was lost",
// "has been stolen", "got taken").
var passiveVerbs = wordSet("was were is are been be got gets get")

// strongParticiples are the English past participles that do not end in
// -ed (which participle already reads): "the pass was lost", "the badge
// was stolen", "the old key was thrown away".
var strongParticiples = wordSet("lost stolen taken given broken forgotten hidden shown written known found sold sent spent told held " +
	"kept left made paid shut split stuck thrown torn won worn withdrawn drawn frozen chosen spoken bought caught brought sought " +
	"taught built lent lit cut hit hurt quit spread struck done gone seen begun blown overwritten rewritten mistaken shaken beaten " +
	"fallen driven swept mislaid misplaced")

// participleRead: the span is one lowercase word after a passive verb,
// either a strong participle or, after the noun "pass" (a mountain pass, a
// satellite pass, a first pass over data), a word a clause goes on after.
func participleRead(text string, s span) bool {
	val := text[s.start:s.end]
	verb, vs := wordEndingAt(text, s.start)
	if !passiveVerbs[strings.ToLower(verb)] || !plainWord(val) {
		return false
	}
	if strongParticiples[val] {
		return true
	}
	noun, ns := wordEndingAt(text, vs)
	if !strings.EqualFold(noun, "pass") {
		return false
	}
	before, _ := wordEndingAt(text, ns)
	next, _, _ := strings.Cut(strings.TrimLeft(text[s.end:], " "), " ")
	return passOrdinals[strings.ToLower(before)] || clauseGoesOn[strings.ToLower(strings.TrimRight(next, ".,;"))] && strings.HasPrefix(text[s.end:], " ")
}

// passOrdinals count passes over something ("the first pass was slow").
var passOrdinals = wordSet("first second third fourth last final next previous initial another each every single one")

// clauseGoesOn open what a sentence goes on with after a state ("was lost
// because ...", "was cancelled due to ...").
var clauseGoesOn = wordSet("because since when after before during due so but as until while again today yesterday tonight this at in on by for with without")

// wordEndingAt is the word whose last byte is before i, skipping blanks,
// and its start.
func wordEndingAt(text string, i int) (string, int) {
	e := i
	for e > 0 && text[e-1] == ' ' {
		e--
	}
	st := e
	for st > 0 && letterByte(text[st-1]) {
		st--
	}
	return text[st:e], st
}

// connFieldWords name a connection's other fields: after "password:" they head
// a list the password is one field of ("password: host X, user Y").
var connFieldWords = wordSet("host hostname server user username login port url uri email account endpoint address domain")

// fieldHeading: the span is a field's name after a label's colon, with
// that field's own value after it.
func fieldHeading(text string, s span) bool {
	if !connFieldWords[text[s.start:s.end]] || !strings.HasSuffix(strings.TrimRight(text[:s.start], " "), ":") {
		return false
	}
	next, _, _ := strings.Cut(text[s.end:], "\n")
	return strings.HasPrefix(next, " ") && strings.TrimSpace(next) != "" && !strings.HasPrefix(strings.TrimSpace(next), markerPrefix)
}

// keptWords say a phrase points at where a password is kept, in the
// languages a note is written in: the manager, the vault, the word
// "password" itself.
var keptWords = wordSet("password passwords passwort passwörter contraseña contraseñas senha senhas wachtwoord hasło hasła " +
	"gestore gestionnaire gestor manager vault tresor coffre keychain keyring")

// keptPhrase: a passphrase of three words or more names the password or
// its manager: a reference ("vedi il gestore delle password"), where a
// passphrase is words that say nothing of where they are kept.
func keptPhrase(text string, s span) bool {
	words := strings.Fields(strings.ToLower(text[s.start:s.end]))
	if s.kind != "passphrase" || len(words) < 3 {
		return false
	}
	return slices.ContainsFunc(words, func(w string) bool {
		w = strings.Trim(w, ".,;:!?'\"")
		return keptWords[w] || managerNames[w]
	})
}

// bracketPlaceholder: the span lies in a value of angle brackets whose
// text is words ("TOKEN=<token from @BotFather>", "password: <ask Ana>"):
// a template's placeholder; a value is not written with blanks in them.
func bracketPlaceholder(text string, s span) bool {
	open := strings.LastIndexByte(text[:s.start], '<')
	if open < 1 || strings.ContainsAny(text[open:s.start], ">\n=") || !strings.HasSuffix(strings.TrimRight(text[:open], "\"' "), "=") && !strings.HasSuffix(strings.TrimRight(text[:open], "\"' "), ":") {
		return false // an element's tag (<add name="Main" ...>) is no placeholder
	}
	end := strings.IndexByte(text[open:], '>')
	return end > 0 && open+end+1 >= s.end && strings.Contains(text[open:open+end], " ") && !strings.ContainsAny(text[open:open+end], "\n=")
}

// insideSOPS: the span lies inside one SOPS value, ENC[AES256_GCM,data:...,
// iv:...,tag:...,type:str], whose base64 a reader cut at a '+' or '/':
// the ciphertext opens nothing without the key SOPS holds elsewhere.
func insideSOPS(text string, s span) bool {
	line := strings.LastIndexByte(text[:s.start], '\n') + 1
	open := strings.LastIndex(text[line:s.start], "ENC[AES256_GCM,")
	if open < 0 || strings.Contains(text[line+open:s.start], "]") {
		return false
	}
	end := strings.IndexByte(text[s.start:], ']')
	return end >= 0 && s.start+end+1 >= s.end
}

// recordHeads name what a key picks out rather than opens: a Figma file's,
// a table's partition or sort key, a cache's, an object's key in a bucket,
// whatever its value looks like. Not storage's, primary's or routing's:
// an Azure storage account's key, a service's primary key and PagerDuty's
// routing key open what they name.
var recordHeads = []string{"file", "partition", "sort", "foreign", "cache", "object",
	"idempotency", "translation", "lookup", "row", "shard", "index", "dedup"}

// nameHeads own a key that is a name a person chose (SonarQube's and
// Jira's project keys, an issue's, a group's): a random value under one is
// judged as any other, since some vendors call a secret a project key.
var nameHeads = []string{"project", "issue", "group"}

// recordKey: the span is the value of a name that ends in one of
// recordHeads and "key" (FigmaFileKey, sort_key), a name in words
// (wordSlug) under one of nameHeads' (projectKey), or the value of a Helm
// chart's existingSecret...Key, whose value is the key inside a Secret
// ("existingSecretPasswordKey: password").
func recordKey(text string, s span) bool {
	name := strings.NewReplacer("_", "", "-", "", ".", "").Replace(strings.ToLower(valueOwnerName(text, s.start)))
	if !strings.HasSuffix(name, "key") {
		return false
	}
	if (strings.HasPrefix(name, "existingsecret") || strings.HasPrefix(name, "customsecret")) && secretKeyName(text[s.start:s.end]) {
		return true
	}
	endsIn := func(h string) bool { return strings.HasSuffix(name, h+"key") }
	return slices.ContainsFunc(recordHeads, endsIn) || slices.ContainsFunc(nameHeads, endsIn) && wordSlug(text[s.start:s.end])
}

// wordSlug: s is words joined by "_", "-" or ".", each all letters of one
// case or all digits, with a word of three letters or more: a name a person
// chose (acme_ledger, tenant_id, PROJ). A random value under a record's key
// is judged as any other: some vendors call a secret a project key.
func wordSlug(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	long := false
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r == '_' || r == '-' || r == '.' }) {
		switch {
		case isDigits(w), len(w) <= 4 && w[0] == 'v' && isDigits(w[1:]): // a number, a version (v2)
		case strings.ToLower(w) == w && isLetters(w), strings.ToUpper(w) == w && isLetters(w):
			long = long || len(w) >= 3
		default:
			return false
		}
	}
	return long
}

// isLetters: s is ASCII letters only.
func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if !letterByte(s[i]) {
			return false
		}
	}
	return s != ""
}

// secretKeyName: v reads as a key's name in a Secret (password,
// license, postgres-password): lowercase, a name's bytes only.
func secretKeyName(v string) bool {
	for i := 0; i < len(v); i++ {
		if !(v[i] >= 'a' && v[i] <= 'z' || v[i] >= '0' && v[i] <= '9' || strings.IndexByte("-_.", v[i]) >= 0) {
			return false
		}
	}
	return v != "" && len(v) <= 40
}

// valueOwnerName is the name the value at start is assigned to: the word
// before "=" or ":" (quotes and blanks between), or the key="..." of an
// XML element whose value="..." holds it.
func valueOwnerName(text string, start int) string {
	i := start
	for i > 0 && strings.IndexByte("\"' ", text[i-1]) >= 0 {
		i--
	}
	if i == 0 || text[i-1] != '=' && text[i-1] != ':' {
		return ""
	}
	i--
	for i > 0 && strings.IndexByte("\"' ", text[i-1]) >= 0 {
		i--
	}
	e := i
	for i > 0 && isNameByte(text[i-1]) {
		i--
	}
	if !strings.EqualFold(text[i:e], "value") {
		return text[i:e]
	}
	tag := text[max(0, strings.LastIndexByte(text[:i], '<')):i]
	_, after, ok := strings.Cut(tag, `key="`)
	name, _, _ := strings.Cut(after, `"`)
	if !ok {
		return ""
	}
	return name
}

// schemeExpansion: the name text[s:e] is an Authorization scheme ("token",
// "Bearer") whose credential is a reference that ends the header
// ('Authorization: token $GITHUB_TOKEN', "token %GH_TOKEN%"):
// the value is the reference, and the next header's name
// (-H 'X-Api-Key-Version: 3') is none.
func schemeExpansion(text string, s, e int) bool {
	return authSchemes[strings.ToLower(text[s:e])] && referenceThenEnd.MatchString(text[e:min(len(text), e+128)])
}

// referenceThenEnd is a blank, a reference to a value kept elsewhere (a
// shell's $NAME or ${NAME}, a template's {{ var }}, a CI's ${{ expr }}, a
// Windows %NAME%) and what ends a header: a
// quote, a comma, a line's end.
var referenceThenEnd = lazyre.New(`^ +(?:\$?\{\{[^}\n]*\}\}|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|%[A-Za-z_][A-Za-z0-9_]*%)(?:["',\r\n]|$)`)

// templateReference: the name text[s:e] is the variable of a template's
// or a CI's expression ("{{ gh_token }}", "${{ secrets.GH_TOKEN }}"): a
// reference that stands where the value goes and gives none after it,
// where the next header's name was read as one.
func templateReference(text string, s, e int) bool {
	ls := strings.LastIndexByte(text[:s], '\n') + 1
	open := strings.LastIndex(text[ls:s], "{{")
	return open >= 0 && !strings.Contains(text[ls+open:s], "}}") && strings.HasPrefix(strings.TrimLeft(text[e:], " "), "}}")
}

// pushPublicKey: the span is a VAPID public key where Web Push is set up:
// an uncompressed P-256 point, 65 bytes that open with 0x04, which is 87
// base64url characters starting with "B", on a line that names the Push
// API's applicationServerKey, VAPID or urlBase64ToUint8Array (the
// conversion every subscription does). The private half is 43 characters.
func pushPublicKey(text string, s span) bool {
	tok := strings.TrimRight(text[s.start:s.end], "=")
	if len(tok) != 87 || tok[0] != 'B' || strings.Trim(tok, base64URLChars) != "" {
		return false
	}
	ls := strings.LastIndexByte(text[:s.start], '\n') + 1
	le := strings.IndexByte(text[s.end:], '\n')
	if le < 0 {
		le = len(text) - s.end
	}
	line := strings.ToLower(text[ls : s.end+le])
	return strings.Contains(line, "applicationserverkey") || strings.Contains(line, "vapid") || strings.Contains(line, "urlbase64touint8array")
}

const base64URLChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// pixKey: the span is a UUID given as a Pix key (Brazil's instant
// payments): a "chave aleatória" or "chave Pix" is the address a payer
// sends money to, printed on invoices; a secret's name between them and
// the value ("chave pix: ... client_secret=") keeps it.
func pixKey(text string, s span) bool {
	if !uuidShape.MatchString(text[s.start:s.end]) {
		return false
	}
	before := strings.ToLower(text[max(0, s.start-40):s.start])
	i := strings.LastIndex(before, "chave")
	if i < 0 {
		i = strings.LastIndex(before, "pix") // "PIX key (random) <uuid>"
	}
	if i < 0 || !strings.Contains(before, "pix") && !strings.Contains(before, "aleat") {
		return false
	}
	return !containsAnyOf(before[i:], "secret", "token", "senha", "client", "api")
}

// uuidShape is a UUID written whole.
var uuidShape = lazyre.New(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)
