// valueOf, which redacts the value a credential's name introduces, and the
// ways it finds one: an operator's operand, a structure's placed value, a
// sentence's value after its verb, a value beside the name with no
// operator, one further on after a colon or an arrow, one a later clause
// gives ("the new one is"), and a login's password.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// valueOf redacts the value the credential name ending at e introduces.
func valueOf(text string, e int, c credClass, spans []span) []span {
	end := e + lineBound(text, e)
	for end < len(text) && end-e < 4*maxProviderSpan && !isSpace(text[end]) {
		end++ // the bound cut a token: a value is read whole, or a piece of it would stay
	}
	rest := text[e:end]
	if v, kind, ok := linkedValue(text, e, rest, c); ok {
		return take(text, e, v, minPasswordLen, kind, spans) // key \\\n  SECRET; if password == "S3cr3tPw!"
	}
	if strings.HasPrefix(rest, "::") {
		return spans // SecretString::new(...), Key::from_slice(...): a type's path to its function names no value; callLiterals reads the literal
	}
	if strings.HasSuffix(text[:e], "WIFI") && strings.HasPrefix(rest, ":") {
		return spans // a Wi-Fi QR code's scheme: wifiPayloads reads its fields
	}
	if imageTag(text, e, rest) || keyValueEntry(text, e) || plistKey(text, e, rest) || resourceType(text, e) || subcommandName(text, e, rest) {
		return spans // ghcr.io/acme/secret-rotator:2.11.0: an image's tag; - key: LOG_LEVEL / value: debug, <key>ServerURL</key>: the entry's name
	}
	if urlUserPart(text, e, rest) || urlPasswordPart(text, e, rest) {
		return spans // https://__token__:PW@host/path: urlUserinfo redacts the password alone, not the host after it
	}
	if c != weak && toolCommand(text, e, rest) {
		return spans // wpa_passphrase SSID PASS: a tool named for its secret, whose arguments its own rule places
	}
	if n := pinNoun(text, e, rest); n > 0 {
		return pinNounValue(text, e+n, c, spans)
	}
	closed := closingQuote(text, e, rest)
	if v, kind, ok := placedValue(text, e, c, rest, closed); ok {
		return take(text, e, v, minAssignmentLen, kind, spans)
	}
	if closed > 0 && jsonValue(text, e) || messageEnd(text, e, rest) {
		return spans // "use":"sig", "err":"invalid api key": the word is a field's value, it introduces none
	}
	if c == scheme {
		from := 0
		if loc := assignOp.FindStringIndex(rest); loc != nil {
			from = loc[1] // "bearer: X"
		}
		if v := token(rest, from); !lowerWord(rest[v[0]:v[1]]) && !leadingInterpolation.MatchString(rest[v[0]:]) {
			return take(text, e, v, minPasswordLen, "bearer-token", spans)
		}
		return spans // "use the bearer token from the vault": a word, not a token; f"Bearer {get_token(user).strip()}": code
	}
	if loc := pairedLiteral(rest); loc != nil && c != weak && loc[1] < len(rest) && (rest[loc[1]] == '"' || rest[loc[1]] == '\'') {
		if v := token(rest, loc[1]); schemeLiteral(rest, v) {
			return schemeConcat(text, e, rest, v, spans) // 'Authorization': 'Basic ' + '...'
		} else if !readCall(text, e) || candidate(rest[v[0]:v[1]]) {
			return take(text, e, v, minAssignmentLen, "assignment", spans)
		}
		return spans // os.getenv('API_KEY', 'not-set'): a getter's default, a word
	}
	if c != weak && strings.HasPrefix(rest, ":") && strings.IndexByte(rest[:min(len(rest), 8)], '[') > 0 {
		if loc := arrayTypeOp.FindStringIndex(rest); loc != nil {
			return typedArrayValue(text, e, c, rest, loc, spans) // let secret: [u8; 16] = [...]: the type names no value
		}
	}
	if c != weak && typedHead(rest) { // the type's "str", "string", "Byte", "u8": the expression runs only there
		if loc := typedOp.FindStringIndex(rest); loc != nil {
			// The value is read from its opening quote, as after "=": a
			// password's last "!" is its own inside the quotes, not a stop.
			return assignedValue(text, e, c, rest, []int{loc[0], loc[1] - 1}, spans)
		}
	}
	if loc := assignLoc(text, e, c, rest); loc != nil {
		return assignedValue(text, e, c, rest, loc, spans)
	}
	return sentenceValue(text, e, c, rest, closed, spans)
}

// sentenceValue redacts the value a sentence gives the credential name
// ending at e after its verb, else one beside the name (nearValue).
func sentenceValue(text string, e int, c credClass, rest string, closed int, spans []span) []span {
	loc := proseLoc(text, e, rest)
	if loc != nil && englishTo(wordBefore(text, e), rest[loc[0]:loc[1]]) && !setsTo(text, e, rest, loc[1]) {
		loc = nil // "send the password to X": a preposition, where Polish's "to" is "is"
	}
	if loc == nil && onCopula(text[e-nameLen(text, e):e], rest) {
		loc = []int{0, len(" on ")} // "salasana on X": Finnish and Estonian say "is" as "on"
	}
	if loc == nil && c == password {
		if n := postposedOp(text, e, rest); n > 0 {
			loc = []int{0, n} // "mk moi cua con staging la X", "sandi wifi kantor: X": the qualifiers after the word
		}
		if loc == nil {
			loc = setOffLoc(rest) // "the password, Sommer#24, works again", "the passcode's 8841"
		}
	}
	if loc != nil && c != weak {
		var done bool
		if spans, done = proseValue(text, e, c, rest, loc, spans); done {
			if c != scheme {
				spans = referredValue(text, e, rest, spans) // "the old pw was X and I changed it to Y"
			}
			return spans
		}
	}
	if v, ok := shortAnswer(rest); ok && c == password {
		return take(text, e, v, minPasswordLen, "password", spans) // "the wifi password's purple-monkey-dishwasher", "pw? hunter42"
	}
	return nearValue(text, e, c, rest, closed, spans)
}

// pinNounValue redacts the PIN a noun for its code, ending at e, gives:
// its digits right after it ("a SIM PIN kódja 1524", no verb between), or
// the value the noun introduces as the PIN's name would ("the PIN code for
// the spare SIM is ...").
func pinNounValue(text string, e int, c credClass, spans []span) []span {
	if v, ok := nounDigits(text[e:]); ok {
		return append(spans, span{e + v[0], e + v[1], "password"})
	}
	if v, ok := digitsBelow(text, e); ok {
		return append(spans, span{v[0], v[1], "password"})
	}
	return valueOf(text, e, c, spans)
}

// digitsBelow is the PIN on the line after its noun's label, a short
// qualifier and a colon ending that line ("PIN kód ke kartě:\n8841"), as
// bounds in text: 4 to 12 digits alone on their line; a year or a file's
// mode is none.
func digitsBelow(text string, e int) ([2]int, bool) {
	n := lineBound(text, e)
	if head := strings.TrimRight(text[e:e+n], " \t\r"); n > maxAskedTail || !strings.HasSuffix(head, ":") || e+n >= len(text) {
		return [2]int{}, false
	}
	s := e + n + 1
	line := text[s : s+lineBound(text, s)]
	tok := strings.TrimSpace(line)
	if len(tok) < 4 || len(tok) > 12 || !isDigits(tok) || yearOrMode(tok) {
		return [2]int{}, false
	}
	s += strings.Index(line, tok)
	return [2]int{s, s + len(tok)}, true
}

// schemeLiteral: the quoted literal at v in rest is an auth scheme's word
// alone ('Basic ', "Bearer "), which schemeConcat joins to its credential.
func schemeLiteral(rest string, v [2]int) bool {
	return authSchemes[strings.ToLower(strings.TrimSpace(rest[v[0]:v[1]]))]
}

// schemeConcat redacts the credential an auth scheme's literal is joined to
// ('Authorization': 'Basic ' + 'c3Zj...', "Bearer " + "eyJ..."): the scheme
// alone is no value, and an expression after the "+" (b64encode(creds),
// token) is code that reads the credential.
func schemeConcat(text string, e int, rest string, v [2]int, spans []span) []span {
	j := v[1] + 1 // past the scheme's closing quote
	for j < len(rest) && (rest[j] == ' ' || rest[j] == '+') {
		j++
	}
	if j == v[1]+1 || j >= len(rest) || !strings.Contains(rest[v[1]+1:j], "+") || strings.IndexByte("\"'`", rest[j]) < 0 {
		return spans
	}
	return take(text, e, token(rest, j), minAssignmentLen, "assignment", spans)
}

// placedValue is a value its credential name does not precede on the line
// but that the name's place in a structure points at, as bounds in text[e:],
// with the kind to report: an XML element's text, an HCL block's default, a
// "name" field's "value" sibling, a key attribute's value attribute.
func placedValue(text string, e int, c credClass, rest string, closed int) ([2]int, string, bool) {
	if c == weak {
		return [2]int{}, "", false
	}
	if v, ok := plistValue(text, e, rest); ok {
		return v, "assignment", true // <key>ServerPassword</key><string>SECRET</string>
	}
	if v, ok := elementValue(text, e, rest); ok && v[1]-v[0] >= minPasswordLen && (c == password || !filePath(text[e+v[0]:e+v[1]])) {
		return v, "assignment", true // <password>SECRET</password>
	}
	if v, ok := blockDefault(text, e, closed); ok {
		return v, "assignment", true // variable "db_password" { default = "SECRET" }
	}
	if v, ok := objectValue(text, e, closed); ok {
		return v, "assignment", true // "db_password": {"sensitive": true, "value": "SECRET"}
	}
	if v, ok := siblingValue(text, e, closed); ok && (c == password || !isDigits(text[e+v[0]:e+v[1]])) {
		return v, "assignment", true // - name: DB_PASSWORD\n  value: SECRET
	}
	if closed > 0 && strings.HasPrefix(rest[closed:], ">") {
		if j := strings.IndexByte(rest[closed+1:], '<'); j > 0 && !htmlCaption(text, e, rest[closed+1:closed+1+j]) {
			return [2]int{closed + 1, closed + 1 + j}, "assignment", true // <entry key="db.password">SECRET</entry>
		}
	}
	if loc := valueAttr.FindStringIndex(rest[closed:]); closed > 0 && loc != nil {
		// <add key="ClearTextPassword" value="SECRET"/>: the name is an
		// attribute's value, and the value attribute after it holds the secret.
		return token(rest, closed+loc[1]), "assignment", true
	}
	return [2]int{}, "", false
}

// htmlCaption: the credential name is the value of an HTML attribute that
// names the element for the page's code and styles (<label for="pw">,
// id=, class=, htmlFor=, aria-*, data-*), not a key naming its content,
// and the element's text is the caption a form shows ("Password", "API
// key", "Enter your token"): words with a blank or a credential word. A
// property's name= keeps naming its value (<property
// name="connection.password">SECRET</property>).
func htmlCaption(text string, e int, inner string) bool {
	s := e - nameLen(text, e)
	if s < 2 || text[s-1] != '"' && text[s-1] != '\'' || text[s-2] != '=' {
		return false
	}
	attr := lowerASCII(text[s-2-nameLen(text, s-2) : s-2])
	if !captionAttrs[attr] && !strings.HasPrefix(attr, "aria-") && !strings.HasPrefix(attr, "data-") {
		return false
	}
	return strings.ContainsAny(strings.TrimSpace(inner), " \t") || classify(strings.TrimSpace(inner), "", 0) != notCred
}

var captionAttrs = map[string]bool{"for": true, "htmlfor": true, "id": true, "class": true, "classname": true}

// assignedValue redacts the value an assignment operator (at loc in rest)
// gives the credential name ending at e.
func assignedValue(text string, e int, c credClass, rest string, loc []int, spans []span) []span {
	if out, done := leadingValue(text, e, rest, loc, spans); done {
		return out
	}
	if emptyValue(text, e, rest, loc) {
		return spans
	}
	v, ok := assignedToken(text, e, c, rest, loc)
	if !ok {
		return spans
	}
	if b, ok := blockScalar(text, e, rest, v); ok {
		return take(text, e, b, minPasswordLen, "assignment", spans) // password: |\n  SECRET
	}
	if b, ok := nextLineValue(text, e, rest, loc[1], c); ok {
		return append(spans, span{e + b[0], e + b[1], "assignment"}) // password:\n  SECRET
	}
	quoted := v[0] > 0 && strings.IndexByte("\"'`", rest[v[0]-1]) >= 0
	if out, ok := quotedForm(text, e, rest, v, quoted, spans); ok {
		return out
	}
	if l := rest[v[0]:v[1]]; !quoted && v[1] < len(rest) && rest[v[1]] == ':' && labelWord(l+":", l) && (c != password || idLabel(l)) {
		return spans // "secret: AccessorID: 6a12...": a label, whose own name says what its value is; a password may be any word
	}
	if !quoted && strings.HasSuffix(strings.TrimRight(rest[:loc[1]], " \t"), ":") {
		var alias bool
		if v, alias = yamlNode(rest, v); alias {
			return spans // db_password: *dbpw: an alias names a value given elsewhere
		}
	}
	if w := clause(rest, loc[1]); !quoted && (c == password || c == passphrase) && labelledPhrase(text, e, rest, w) && !strings.HasPrefix(rest[w[0]:], markerPrefix) {
		return append(spans, span{e + w[0], e + w[1], "passphrase"}) // "password: correct horse battery staple", "Passwort: ...": the words whole
	}
	if !quoted && c == password && formFields(rest[v[1]:]) {
		return spans // "username, password: text fields": the field's type
	}
	if !quoted && (selfReference(text[e-nameLen(text, e):e], rest[v[0]:v[1]]) || codeRead(rest[v[0]:], c) || codeName(rest[v[0]:v[1]]) || codeVariable(rest, v, c) || subexpression.MatchString(rest[v[0]:]) || commandLine(rest[v[0]:])) {
		return spans // auth=HTTPBasicAuth(user, password): code that reads the secret, not the secret
	}
	if !quoted && (authSchemes[strings.ToLower(rest[v[0]:v[1]])] || schemeWord(text[e-nameLen(text, e):e], rest, v)) {
		v = token(rest, v[1])
	}
	if after := min(len(rest), v[1]+1); valueAttr.MatchString(rest[after:]) {
		// <add key="ApiKey" value="..."/>: the key names the field, value holds
		// it; a field that names no credential (apiTokenTtl) holds none.
		if classify(rest[v[0]:v[1]], "", 0) == notCred {
			return spans
		}
		v = token(rest, after+valueAttr.FindStringIndex(rest[after:])[1])
	}
	if w := clause(rest, loc[1]); c == passphrase && !flagArgument(text, e) || c == secret && mnemonic(rest[w[0]:w[1]]) {
		if publicMnemonic(rest[w[0]:w[1]]) || countedWords(rest[w[0]:w[1]]) {
			return spans // "mnemonic: test test ... junk": a test tool's phrase, printed in its docs
		}
		v = w // "passphrase: blue elephant dances quietly", "wallet seed: abandon ability able ..."
	}
	whole := wholeValue(text, e, rest, v)
	if val := whole; c != password && (isDigits(strings.TrimPrefix(val, "-")) && len(val) < minDigitSecret && !pinCode(text[e-nameLen(text, e):e], val) && !passwordPhrase(text, e) || credWords[val] != notCred) {
		return spans // max_tokens: 4096, --seed=-1892357340 (a signed number is no key); a secretKeyRef's "key: password" names the field that holds one
	}
	if storedName(components(text[e-nameLen(text, e):e]), whole) {
		return spans // remoteRef: key: my-secrets-manager-secret; existingSecret: mongo-auth: the name of a stored secret
	}
	if n, val := nameLen(text, e), strings.Trim(rest[v[0]:v[1]], `"'`); text[e-n:e] == "key" && (objectIDHex(val) || fieldKey(val) && keyRefEntry(text, e-n)) {
		return spans // secretKeyRef: {name: redis-conn, key: url}: the key names a field of a stored Secret; { key: '<24 hex>' }: a record's id (objectIDHex)
	}
	if val := whole; c != password && (fieldName(val) || filePath(val) || artifactName(val)) {
		return spans // key: "x-api-key", header: X-Auth-Token: the value names the field or header that holds the secret
	}
	if text[e-nameLen(text, e):e] == "pin" && versionLike(strings.Trim(rest[v[0]:v[1]], `"'~^=<>`)) {
		return spans // pin: 3.11, pin: v1.2.3: a version pinned, not a PIN
	}
	if n := nameLen(text, e); loc[1] == 1 && rest[0] == ':' && v[0] == 1 && idPart(text[e-n:e]) && candidate(rest[v[0]:v[1]]) {
		// token-58z28:SECRET (Rancher): the name's id and its secret, glued, are one token
		return append(spans, span{e - n, e + v[1], "assignment"})
	}
	line := text[e : e+v[1]+lineBound(text, e+v[1])] // past rest's bound: a long value must not hide its pair
	return pairSpans(text, e, line, v, c, spans)
}

// wholeValue is the value at v in rest (the name ends at e) without its
// quotes, and joined to the literals code joins it to: "sk-proj-" + "..."
// is a key, where "sk-proj-" alone reads as a header's name.
func wholeValue(text string, e int, rest string, v [2]int) string {
	if v[0] > 0 && isQuoteByte(rest[v[0]-1]) {
		joined, _ := joinedText(text, e+v[0], e+v[1])
		return joined
	}
	return strings.Trim(rest[v[0]:v[1]], `"'`)
}

// leadingValue redacts a value whose operand's first bytes say where it
// is, and says whether it did: a user:password pair, a quoted value a
// backslash continues over lines, a here document's one line.
func leadingValue(text string, e int, rest string, loc []int, spans []span) ([]span, bool) {
	if m := userPassPair.FindStringSubmatchIndex(rest[loc[1]:]); m != nil && !getter(rest[loc[1]:]) && !encodes(rest[loc[1]:]) {
		v := [2]int{loc[1] + max(m[2], m[4]), loc[1] + max(m[3], m[5])}
		return take(text, e, v, minPasswordLen, "password", spans), true
	}
	if b, ok := continuedQuote(text, e, rest, loc[1]); ok {
		return append(spans, span{e + b[0], e + b[1], "assignment"}), true // TOKEN="Ab3Cd5\\\nEf7Gh9": one value over two lines
	}
	if b, ok := heredocValue(text, e, rest, loc[1]); ok {
		return take(text, e, b, minPasswordLen, "assignment", spans), true // secret_string = <<EOT\nSECRET\nEOT
	}
	return spans, false
}

// assignedToken is the value an assignment operator (at loc in rest)
// gives the name ending at e, as bounds in rest, or false when there is
// none to judge.
func assignedToken(text string, e int, c credClass, rest string, loc []int) ([2]int, bool) {
	if pathField(text, e, rest, loc) {
		return [2]int{}, false // ./auth-passwd:/etc/nginx/auth-passwd:ro: a path joined to its mount
	}
	v := token(rest, loc[1])
	if c == password {
		v = asideValue(text, e, rest, gluedTail(rest, passwordToken(rest, loc[1])))
		if foreignSentence(wordBefore(text, e), rest[loc[0]:loc[1]]) && plainWord(rest[v[0]:v[1]]) && strings.TrimSpace(rest[v[1]:]) != "" && !labelledPhrase(text, e, rest, clause(rest, loc[1])) {
			return v, false // "jelszó: lásd a széfben": a label and a sentence in a language stopWords do not list
		}
	}
	v, code := unwrapped(rest, loc[1], v) // []byte("SECRET"), b"SECRET": the literal inside
	// []byte(cfg.Secret): code that reads it; "phrase secrète : voir le classeur rouge",
	// auth-passwd: /etc/nginx/auth-passwd: where it is, not what
	return v, !code && !pointsElsewhere(rest, v) && !secretFilePath(rest[v[0]:v[1]])
}

// nextLineValue is a value given alone on the line after its label, when
// the label's line ends with its operator ("client secret:", "the password
// is"), as bounds in text[e:]: a chat message or a note puts it there as
// often as after the colon, a blank line or code quotes around it. The
// line must read as a value whole (lineValue).
func nextLineValue(text string, e int, rest string, from int, c credClass) ([2]int, bool) {
	bracket := strings.TrimSpace(rest[from:]) == "(" // KEY = (\n "...": Python's literals joined below
	if strings.TrimSpace(rest[from:]) != "" && !bracket {
		return [2]int{}, false
	}
	s := e + len(rest)
	line := ""
	for blank := 0; blank < 3 && strings.TrimSpace(line) == ""; blank++ { // a blank line and a fence may stand before the value
		if s >= len(text) || text[s] != '\n' && text[s] != '\r' {
			return [2]int{}, false
		}
		s += 1 + strings.Count(text[s:min(len(text), s+2)], "\r\n")
		line = text[s : s+lineBound(text, s)]
		if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "```") && !strings.Contains(t[3:], "`") {
			s += len(line) // a blank line or a fence's opening between the label and its value
			line = ""
		}
	}
	tok := strings.Trim(strings.TrimSpace(line), "`\"'")
	if tok == "" || strings.HasPrefix(tok, markerPrefix) || strings.Contains(tok, "-----") || mappingKey(tok) {
		return [2]int{}, false
	}
	from = s + strings.Index(line, tok) - e
	b := [2]int{from, from + len(tok)}
	if bracket {
		return bracketedLiterals(text, e, b, c)
	}
	if !lineValue(tok, c) && !pinCode(wordBefore(text, e), tok) && !fieldWordBelow(text, e, b, tok, c) { // "PIN for the card:\n5829"
		return [2]int{}, false
	}
	return b, true
}

// bracketedLiterals is the value a bracket opened after the operator
// gives on the lines below, b (bounds in text[e:]) the first line's token:
// a literal, joined to the next ones as Python joins literals side by side,
// read whole. A call or a name there is code that reads the secret.
func bracketedLiterals(text string, e int, b [2]int, c credClass) ([2]int, bool) {
	if e+b[0] == 0 || !isQuoteByte(text[e+b[0]-1]) {
		return [2]int{}, false
	}
	joined, end := joinedText(text, e+b[0], e+b[1])
	return [2]int{b[0], end - e}, lineValue(joined, c)
}

// mappingKey: tok is a YAML mapping's key alone on its line, a name and
// its colon ("password:\n  valueFrom:\n    secretKeyRef:"): the label's
// value is the mapping under it, which names where the secret is.
func mappingKey(tok string) bool {
	name, ok := strings.CutSuffix(tok, ":")
	return ok && name != "" && strings.IndexFunc(name, func(r rune) bool { return r > 0x7f || !isNameByte(byte(r)) }) < 0
}

// schemaWords describe a password field in a schema or a form's
// definition ("password:\n  sensitive") rather than give its value.
var schemaWords = map[string]bool{"sensitive": true, "string": true, "masked": true, "hidden": true, "secret": true, "encrypted": true,
	"boolean": true, "integer": true, "object": true, "writeonly": true, "password": true, "nullable": true, "default": true, "mandatory": true}

// fieldWordBelow: tok, one word alone on the line after a password's label
// that stands alone with its colon on its own line ("login: admin\npassword:\nsunflower",
// as a form or a note pasted from one lays them out), is the password as
// it would be after the colon, judged as a value there is (notAValue): a
// password may be any word, and "none", "required", a placeholder or a
// vault's name stay. A label inside a sentence points at no word below.
func fieldWordBelow(text string, e int, b [2]int, tok string, c credClass) bool {
	if c != password || len(tok) < minPasswordLen+2 || strings.ContainsAny(tok, " \t") || proseWords[strings.ToLower(tok)] || schemaWords[strings.ToLower(tok)] ||
		strings.HasSuffix(tok, ":") || strings.IndexByte("-!&*|>[{", tok[0]) >= 0 {
		return false // valueFrom:, properties:, - item, !vault, a block or a flow: YAML's structure under the label
	}
	op := strings.TrimSpace(text[e : e+lineBound(text, e)])
	if op != ":" && op != "=" || classify(tok, "", 0) != notCred {
		return false // a list of names ("db-password\nstripe-webhook-secret"), not a label and its value
	}
	s := e - nameLen(text, e)
	ls := strings.LastIndexByte(text[:s], '\n') + 1
	return strings.Trim(text[ls:s], " \t-*>#") == "" && !notAValue(text, e, b, tok, strings.ToLower(tok))
}

// yamlNode is the value at v in rest past a YAML anchor ("&dbpw SECRET"),
// and whether the value is an alias ("*dbpw": a reference to an anchor).
// token stops at "&", so the anchor's name is read here.
func yamlNode(rest string, v [2]int) ([2]int, bool) {
	s := v[0]
	if s >= len(rest) || rest[s] != '&' && rest[s] != '*' {
		return v, false
	}
	e := s + 1
	for e < len(rest) && !isSpace(rest[e]) {
		e++
	}
	if e == s+1 || !anchorName(rest[s+1:e]) {
		return v, false
	}
	switch {
	case rest[s] == '&' && e < len(rest):
		return token(rest, e), false
	case rest[s] == '*' && strings.TrimSpace(rest[e:]) == "":
		return v, true
	}
	return v, false
}

// anchorName: a YAML anchor's name as people write them, a word or a name
// of words (dbpw, db-password, default_creds).
func anchorName(s string) bool {
	for i := 0; i < len(s); i++ {
		if class(s[i]) == 0 && s[i] != '_' && s[i] != '-' {
			return false
		}
	}
	return !secretLike(s)
}

// subexpression is a value computed by a command, as PowerShell and a
// shell's backquotes write it: (Get-Secret -Name X), (vault read ...).
var subexpression = lazyre.New(`^\(\s*[A-Za-z][\w.:]*(?:-[A-Za-z]\w*)?[\s(]`)

// proseValue redacts the value a sentence gives the credential name ending
// at e after a verb (at loc in rest), and says whether it decided: a secret
// word's sentence may still name its value before it.
func proseValue(text string, e int, c credClass, rest string, loc []int, spans []span) ([]span, bool) {
	if strings.HasPrefix(rest[loc[1]:], markerPrefix) {
		return spans, true // redacted before: its value is the marker
	}
	if b, ok := nextLineValue(text, e, rest, loc[1], c); ok {
		return append(spans, span{e + b[0], e + b[1], "credential"}), true // "the new password is\nSECRET"
	}
	if handsOver(rest) {
		if b, ok := nextLineValue(text, e, rest, len(rest), c); ok {
			return append(spans, span{e + b[0], e + b[1], "credential"}), true // "the password is below, don't share it:\n```\nSECRET"
		}
	}
	switch c {
	case secret:
		if v := token(rest, loc[1]); quotedWords(text, e+v[0], rest[v[0]:v[1]]) && v[1]-v[0] >= 12 {
			return take(text, e, v, minPasswordLen, "passphrase", spans), true // the HMAC key is "correct horse battery staple"
		}
		if v := token(rest, loc[1]); keyGroups(text, e, v) != v {
			return take(text, e, v, minPasswordLen, "credential", spans), true // "the TOTP secret is K7QV 2XLM 3RZ4 WP6N"
		}
		if v := token(rest, loc[1]); secretNamed(text[e-nameLen(text, e):e]) && bareValue(rest[v[0]:v[1]]) {
			return take(text, e, v, minPasswordLen, "credential", spans), true // "the shared secret is hunter2"
		}
		return window(text, e+loc[1], 3, spans), false // "the 2FA secret for the shared admin account is ..."
	case password:
		if w, ok := colonPhrase(text, e, rest, loc); ok {
			return append(spans, span{e + w[0], e + w[1], "passphrase"}), true // "the vault password is: brisk walnut canyon ember"
		}
		if w, ok := copulaPhrase(text, e, rest, loc); ok {
			return append(spans, span{e + w[0], e + w[1], "passphrase"}), true // "the password is correct horse battery staple"
		}
		if w, ok := pairPhrase(rest, loc); ok && passwordLabel(text, e) {
			return append(spans, span{e + w[0], e + w[1], "passphrase"}), true // "het wachtwoord is paarse olifant"
		}
		if w := clause(rest, loc[1]); foreignSentence(wordBefore(text, e), rest[loc[0]:loc[1]]) && len(strings.Fields(rest[w[0]:w[1]])) >= 4 && coveredPhrase(text, e, rest, w) {
			return append(spans, span{e + w[0], e + w[1], "passphrase"}), true // "das Passwort ist blaue katze tanzt leise": four words or more, as copulaPhrase asks
		}
		v := gluedTail(rest, passwordToken(rest, loc[1]))
		if op := strings.TrimSpace(rest[loc[0]:loc[1]]); plainWord(rest[v[0]:v[1]]) && (strings.HasSuffix(op, "—") || strings.HasSuffix(op, "–")) {
			return spans, false // "the password — which is X — ...": a dash opens an aside as often as a value
		}
		if foreignSentence(wordBefore(text, e), rest[loc[0]:loc[1]]) && plainWord(rest[v[0]:v[1]]) {
			if b := token(rest, 0); b[1] < loc[1] && (codeDigits(rest[b[0]:b[1]]) || bareValue(rest[b[0]:b[1]])) {
				return take(text, e, b, minPasswordLen, "password", spans), true // "hasło 48213907 jest nowe": the value beside the word, its verb after it
			}
			return spans, true // "das Passwort für Jürgen ist geändert": a word of a sentence stopWords cannot read
		}
		if w := clause(rest, v[0]); countedWords(rest[w[0]:w[1]]) {
			return spans, true // "the PIN is four digits", "four to six digits long": its format, counted
		}
		if plainWord(rest[v[0]:v[1]]) && possessiveEnd(rest[v[1]:]) {
			return spans, true // "the password is Kevin's, ask him": whose it is
		}
		if judgementWords[rest[v[0]:v[1]]] && clause(rest, v[1]) != [2]int{v[1], v[1]} || placedAt(rest, v) || describedAfter(rest, v) {
			return spans, true // "the password is pretty weak": an adverb of a judgement, before its adjective; "is written on the whiteboard"; "is randomly generated"
		}
		return take(text, e, v, minPasswordLen, "password-phrase", spans), true
	case passphrase:
		v := clause(rest, loc[1])
		val := rest[v[0]:v[1]]
		// The first word is read past a wide quote: « dans le coffre ».
		if first, _, _ := strings.Cut(strings.TrimLeft(val, "«「“‘ "), " "); phraseStops[strings.ToLower(first)] || refersElsewhere(val) || placeholder(val) ||
			strings.HasPrefix(val, markerPrefix) || len(val) < minPasswordLen || publicMnemonic(val) || formatCount(val) || passSource(val) || managerReference(val) || referenceTail(text, e+v[0]) ||
			judgedPhrase(rest[loc[0]:loc[1]], val) {
			return spans, true // "the passphrase is stored in the vault", "the passphrase is env:GPG_PASS"
		}
		return append(spans, span{e + v[0], e + v[1], "passphrase"}), true
	}
	return spans, false
}

// refersElsewhere: a passphrase's clause points at one kept elsewhere ("the
// one from the team vault", "the same as staging's", "the usual"), where a
// passphrase of words may open with any other "the" ("the quick brown fox").
func refersElsewhere(val string) bool {
	f := strings.Fields(lowerASCII(val))
	return len(f) >= 2 && f[0] == "the" && referents[f[1]]
}

var referents = map[string]bool{"one": true, "same": true, "usual": true, "default": true, "old": true, "shared": true}

// foreignSentence: the password word (name) or what joins it to its value
// (op) is in another language than English.
func foreignSentence(name, op string) bool {
	if !ascii(name) || !ascii(op) || strings.IndexByte(op, '\'') >= 0 {
		return true // a word of another script, or Italian's dell'
	}
	if l := lowerASCII(name); credWords[l] == password && !englishPasswordWords[l] || foreignCodeWords[l] {
		return true // Passwort, senha, haslo; kod, koden
	}
	for _, w := range strings.Fields(lowerASCII(op)) {
		if foreignVerbs[w] {
			return true
		}
	}
	return false
}

// wordBefore is the word that ends at e, in any script: nameLen reads
// ASCII names only, and stops inside "şifresi" or after "jelszó".
func wordBefore(text string, e int) string {
	s := e
	for s > 0 && (isNameByte(text[s-1]) || text[s-1] >= 0x80) {
		s--
	}
	return text[s:e]
}

// scriptName is the credential's name that ends at e read in any script:
// name (nameLen's, ASCII bytes only) when it is the word whole, else the
// word or the two words before e that credWords knows ("şifre", "पासवर्ड",
// "رمز عبور"), so that a PIN's digits after it read as they do after
// "password": "पिन 482139 है", "şifre 48213907'dir".
func scriptName(text string, e int, name string) string {
	one, two := lastWords(text, e)
	if wordBefore(text, e) == name {
		return name
	}
	if w := strings.ReplaceAll(two, "_", " "); credWords[w] != notCred {
		return w
	}
	return one
}

// englishPasswordWords are the password words of English and of code.
var englishPasswordWords = map[string]bool{"password": true, "passwd": true, "pwd": true, "pass": true, "pw": true, "passcode": true,
	"pin": true, "pincode": true, "puk": true, "psk": true, "cvv": true, "cvv2": true, "cvc": true, "cvc2": true, "requirepass": true, "masterauth": true, "cpin": true}

// plainWord: v is one word of letters, in any script and case, with
// nothing a password adds (a digit, a symbol, a capital inside it).
func plainWord(v string) bool {
	if v == "" {
		return false
	}
	for i, r := range v {
		if !unicode.IsLetter(r) || i > 0 && unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// heldIn says what follows is what the password's file, field or entry
// holds: "the password file contains just: X", "the passwd field has X",
// and with "is" when "just" or "only" says it is the whole of it: "the
// password file is literally just X". The value may stand alone on the
// next line, the words ending theirs ("the password file contains:\nX").
var heldIn = lazyre.New(`^[ \t]+(?:file|field|entry|line|cell|column|note)` + heldVerb)

// heldInFile is heldIn after a name that is a password's file itself, with
// its extension: "passfile.txt is literally just X", "/run/secrets/db_password
// contains only X".
var heldInFile = lazyre.New(`^(?:\.[A-Za-z]{1,4})?` + heldVerb)

const heldVerb = `[ \t]+(?:(?:contains|holds|has|reads|says)(?:[ \t]+(?:literally[ \t]+)?(?:just|only))?|is[ \t]+(?:literally[ \t]+)?(?:just|only))[ \t]*:?(?:[ \t]+|[ \t]*$)`

// heldToken is the value (bounds in rest, which is text[e:]) a password's
// file, field or entry holds, after the words that say so: on their line,
// or alone on the next.
func heldToken(text string, e int, rest string) ([2]int, bool) {
	loc := heldIn.FindStringIndex(rest)
	if loc == nil && fileNamed(text, e, rest) {
		loc = heldInFile.FindStringIndex(rest)
	}
	if loc == nil {
		return [2]int{}, false
	}
	if strings.TrimSpace(rest[loc[1]:]) == "" {
		b, ok := nextLineValue(text, e, rest, loc[1], password)
		return b, ok && heldValue(text[e+b[0]:e+b[1]])
	}
	h := passwordToken(rest, loc[1])
	return h, heldValue(rest[h[0]:h[1]])
}

// passwordFileName: a part of name is a password's word with "file" glued
// on (passfile, pwfile, passwdfile), a name no rule reads as a credential,
// since it names where the password is kept (passfile=/home/u/.pgpass).
func passwordFileName(name string) bool {
	for _, p := range components(name) {
		if w, ok := strings.CutSuffix(p, "file"); ok && w != "" && classify(w, "", 0) == password {
			return true
		}
	}
	return false
}

// heldFileValue redacts what the password's file named before e holds,
// when the words after the name say so (heldToken).
func heldFileValue(text string, e int, spans []span) []span {
	if h, ok := heldToken(text, e, text[e:e+lineBound(text, e)]); ok {
		return take(text, e, h, minPasswordLen, "password", spans)
	}
	return spans
}

// fileNamed: the credential's name ending at e names a file: a word for
// one is part of it (passfile, password_file), an extension follows it
// (db_password.txt), or a path's directory stands before it
// (/run/secrets/db_password).
func fileNamed(text string, e int, rest string) bool {
	s := e - nameLen(text, e)
	return strings.Contains(lowerASCII(text[s:e]), "file") || s > 0 && text[s-1] == '/' ||
		len(rest) > 1 && rest[0] == '.' && unicode.IsLetter(rune(rest[1]))
}

// heldValue: what a password's file holds reads as a password, not a
// mode (0600) nor a word ("two lines").
func heldValue(v string) bool { return bareValue(v) || strongPassword(v) || candidate(v) }

// nearValue redacts a value the credential name ending at e stands beside
// with no operator or verb: one named before it ("X is my api key"), a
// quoted or bare password, a PIN, a login pair, else a random-looking token
// among the next few.
func nearValue(text string, e int, c credClass, rest string, closed int, spans []span) []span {
	name := text[e-nameLen(text, e) : e]
	if c == secret || c == password || c == passphrase {
		spans = before(text, e-len(wordBefore(text, e)), c != secret && (nameEnds(rest) || ownerAfter(rest)), spans) // the word in any script: contraseña, пароль
	}
	if v, ok := foreignSetTo(text, e, rest); ok && c == password {
		return take(text, e, v, minPasswordLen, "password", spans) // "mudei a senha pra X", "heslo jsem změnil na X"
	}
	if c != weak && c != scheme {
		if v, ok := typedAnswer(text, e, rest); ok {
			return take(text, e, v, minPasswordLen, "password", spans) // "when it asks for the passphrase, type X"
		}
	}
	if b, ok := lineBelow(text, e, c, rest); ok {
		return append(spans, span{e + b[0], e + b[1], "credential"})
	}
	if c != weak && c != scheme {
		n := arrowOp(rest)
		if n > 0 && c == passphrase {
			if spans, done := proseValue(text, e, c, rest, []int{0, n}, spans); done {
				return spans // "wallet words -> ozone drill ...", "passphrase → correct horse battery staple"
			}
		}
		if v, ok := arrowValue(rest, n, c); ok {
			return take(text, e, v, minPasswordLen, "credential", spans) // "ssh key passphrase -> sunny-meadow-42"
		}
		if v, ok := asValue(rest, c); ok {
			return take(text, e, v, minPasswordLen, "credential", spans) // "save the pw as Kx9#mQ2vL7"
		}
	}
	v := hungarianArticle(text, e, rest, token(rest, closed))
	if c == password && v[0] > 0 && strings.IndexByte("\"'`", rest[v[0]-1]) >= 0 && strings.Contains(lowerASCII(name), "passw") {
		return take(text, e, v, minPasswordLen, "password", spans) // the app password 'dsts cooe mgtd canw'
	}
	if d := spokenRun(rest, v); c == password && d != v {
		return take(text, e, d, minPasswordLen, "password", spans) // "alarm code 9 3 7 1": a code read aloud
	}
	if d := digitGroups(text, e, v); c == password && d != v {
		return take(text, e, d, minPasswordLen, "password", spans) // "conference access code 882 004 1193": a code in groups
	}
	if c != weak && c != scheme && (pinCode(scriptName(text, e, name), rest[v[0]:v[1]]) || keyedPIN(text, e, name, rest[v[0]:v[1]]) || spacedCode(text, e, rest[v[0]:v[1]])) {
		return take(text, e, v, minAssignmentLen, "password", spans) // "debit card PIN 4553", "CVV 713", "OTP 482913"
	}
	if n, ok := afterNya(rest); ok && c != weak && c != scheme && pinCode(askedName(text, e), rest[n[0]:n[1]]) && !yearOrMode(rest[n[0]:n[1]]) {
		return take(text, e, n, minAssignmentLen, "password", spans) // "PIN nya 482913": its PIN, the possessive a word of its own
	}
	if c == password && netrcEntry(text, e-nameLen(text, e)) {
		if p := passwordToken(rest, closed); !placeholder(rest[p[0]:p[1]]) && !strings.Contains(rest[p[0]:p[1]], "@") {
			return take(text, e, p, minPasswordLen, "password", spans) // .netrc: machine HOST login USER password ANY=SHAPE!
		}
	}
	if (c == password || c == passphrase) && (bareValue(rest[v[0]:v[1]]) || letterGroups(rest[v[0]:v[1]])) {
		return take(text, e, v, minPasswordLen, "password", spans) // "vnc passwd Rvacr6sr", "app-specific password abcd-efgh-ijkl-mnop", "gpg passphrase sunflower42"
	}
	if c == password {
		if v, ok := foreignNear(text, e, rest); ok {
			return take(text, e, v, minPasswordLen, "password", spans) // "비번 알려줄게 mapo99!!", "hasło do wifi 48213907": no verb, no colon
		}
	}
	if h, ok := heldToken(text, e, rest); ok && c == password {
		return take(text, e, h, minPasswordLen, "password", spans) // "password file contains just: X"
	}
	if c == weak {
		spans = loginValue(text, e, rest, spans)
	}
	if c == secret || c == password {
		spans = referredValue(text, e, rest, spans)
	}
	if c == passphrase || c == secret {
		if v, ok := colonMnemonic(rest); ok {
			return take(text, e, v, minPasswordLen, "credential", spans)
		}
	}
	if with := window(text, e, 6, spans); len(with) > len(spans) || c != secret {
		return with
	}
	return farColon(text, e, spans)
}

// nameAlone: the credential's name ending at e is its line's whole text,
// with at most two words before it, the first capitalised as a label's
// ("Password", "Master Password", "API key"), as a form or a password manager labels a field whose value a copy
// puts on the next line.
func nameAlone(text string, e int, rest string) bool {
	if strings.TrimSpace(rest) != "" {
		return false
	}
	s := e - nameLen(text, e)
	ls := strings.LastIndexByte(text[:s], '\n') + 1
	head := strings.TrimLeft(text[ls:s], " \t")
	if head == "" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(head)
	return unicode.IsUpper(r) && len(strings.Fields(head)) <= 2 && strings.IndexFunc(head, func(r rune) bool { return !unicode.IsLetter(r) && r != ' ' }) < 0
}

// hungarianArticle is the token after v when v, right after Hungarian's
// password word (jelszó, jelszava), is the article "a" or "az" that opens
// the value's phrase: Hungarian puts no verb between them ("a jelszó a
// Tisza-2024x", "a wifi jelszava az Almafa77x"). A word after the article
// ("a jelszó a régi") is then read as any word after the label is.
func hungarianArticle(text string, e int, rest string, v [2]int) [2]int {
	if w := rest[v[0]:v[1]]; w != "a" && w != "az" || !strings.HasPrefix(strings.ToLower(wordBefore(text, e)), "jelsz") {
		return v
	}
	return token(rest, v[1])
}

// farColon redacts the random token a secret's sentence hands over after a
// colon further on than window reads, in the same sentence of its line:
// "client secret for the app, paste it in the settings: X". The word
// before the colon is read with it, so a digest's or an id's label
// ("commit: X", "request id: X") keeps what follows.
func farColon(text string, e int, spans []span) []span {
	rest := text[e : e+min(lineBound(text, e), maxColonReach)]
	k := strings.Index(rest, ": ")
	if k < 0 || containsAnyOf(rest[:k], ". ", "? ", "! ", "; ") {
		return spans
	}
	return window(text, e+strings.LastIndexByte(rest[:k], ' ')+1, 2, spans)
}

// maxColonReach bounds how far after a secret's name farColon looks for
// its colon: one sentence's clause, not a paragraph.
const maxColonReach = 160

// arrowValue is the value a note points at with an arrow between blanks
// ("ssh key passphrase -> sunny-meadow-42", "wifi pw → Kx9mQ2wL!"), as
// bounds in rest: one token that mixes letters and digits, reads as random
// or as a chosen password (a password word's runs through its symbols), or
// a recovery phrase of BIP-39's shape. A word or a type after it ("-> ask
// Dana", "Password -> Bool") is where to find it or what a function
// returns. n is the arrow's length (arrowOp), 0 when rest opens with none.
func arrowValue(rest string, n int, c credClass) ([2]int, bool) {
	if n == 0 {
		return [2]int{}, false
	}
	if w := clause(rest, n); mnemonic(rest[w[0]:w[1]]) {
		return w, !repeatsPublicly(strings.Fields(rest[w[0]:w[1]])) // "seed → ozone drill grab ..."
	}
	v := token(rest, n)
	if c == password {
		v = passwordToken(rest, n)
	}
	tok := rest[v[0]:v[1]]
	return v, bareValue(tok) || candidate(tok) || strongPassword(tok)
}

// presents: the line at i hands over what follows it ("here it is:",
// "here you go:", "this one:"), where "the password rules are:" goes on to
// describe them.
func presents(text string, i int) bool {
	s := strings.LastIndexByte(text[:i], '\n') + 1
	line := lowerASCII(text[s : i+lineBound(text, i)])
	return containsAnyOf(line, "here", "this one", "that one", "it is:", "it's:", "aquí", "aqui", "voici", "voilà", "hier", "вот", "ecco", "tutaj", "här", "tässä")
}

// handsOver: the rest of a label's line ends where its value begins on the
// next: with a colon or a dash, or with "here" or a word pointing below at
// the end of its first clause.
func handsOver(rest string) bool {
	t := strings.TrimRight(rest, " \t\r")
	if strings.HasSuffix(t, ":") || strings.HasSuffix(t, " -") {
		return true
	}
	return pointsBelow(rest) || len(t) >= 5 && strings.EqualFold(t[len(t)-5:], " here")
}

// belowPointer is the end of a clause that points at the line after it, in
// the languages a chat is written in: "below", "follows", "on the next
// line", "en dessous", "abajo", "abaixo", "sotto", "unten", "hieronder",
// "poniżej", "nedan", "bên dưới", "di bawah", "sa ibaba", "berikut",
// Hinglish's "neeche" and "ye hai" (this is), "नीचे", "aşağıda", "ниже",
// "以下", "下面"; a particle or a copula may close it ("di bawah ini ya",
// "neeche diya hai"), and an arrow or an emoji may point alone ("token
// 👇", "password ↓").
var belowPointer = lazyre.New(`(?i)(?:(?:^|\s)(?:below(?:\s+this(?:\s+line)?)?|underneath|beneath|follows|folgt|volgt|följer|next\s+(?:line|message|msg)|(?:en\s+|ci-|là-)dessous|abajo|debajo|abaixo|embaixo|sotto|unten|darunter|hieronder|poniżej|nedan|dưới(?:\s+đây)?|bawah|ibaba|berikut(?:nya)?|neeche|niche|नीचे|yeh?(?:\s+rah[ai])?|aşağıda|ниже)|以下|下面|下記|如下|[↓⬇👇⤵])` +
	`(?:\s+(?:ini|ya|yah|yaa|hai|hain|है|wala|wali|wale|diya|diye|di|hei|please|pls))*[\s\p{P}\p{S}\p{M}]*$`)

// pointsBelow: the first clause of rest, the text after a credential's
// name, ends pointing at the next line ("is below, don't paste it
// anywhere", "neeche wala hai", ", below", "(next line)"): its value is
// there. Punctuation before the clause opens it.
func pointsBelow(rest string) bool {
	t := strings.TrimLeft(rest, " \t,;:(—-")
	if i := strings.IndexAny(t, ",;(—"); i >= 0 {
		t = t[:i] // "the password is below, don't paste it anywhere": the first clause
	}
	return mayPointBelow(t) && belowPointer.MatchString(t)
}

// pointerEnds are the words a clause that points below may end with, the
// last words of belowPointer's pointers and particles, each less its
// closing marks (Devanagari's vowel signs are marks): belowPointer, with
// no literal to start from, tries every place of every clause after a
// credential's name, and most clauses end with none of them.
var pointerEnds = func() []string {
	var out []string
	for _, w := range strings.Fields("below this line underneath beneath follows folgt volgt följer message msg dessous abajo debajo abaixo embaixo " +
		"sotto unten darunter hieronder poniżej nedan dưới đây bawah ibaba berikut berikutnya neeche niche नीचे ye yeh rahi raha aşağıda ниже " +
		"以下 下面 下記 如下 ini ya yah yaa hai hain है wala wali wale diya diye di hei please pls") {
		out = append(out, strings.TrimRightFunc(w, closingMark))
	}
	return out
}()

// mayPointBelow: t ends with an arrow or an emoji, or its last word with
// one of pointerEnds, as every clause belowPointer matches does.
func mayPointBelow(t string) bool {
	body := len(strings.TrimRightFunc(t, closingMark))
	if strings.ContainsAny(t[body:], "↓⬇👇⤵") {
		return true
	}
	last := strings.ToLower(t[strings.LastIndexFunc(t[:body], unicode.IsSpace)+1 : body])
	for _, e := range pointerEnds {
		if strings.HasSuffix(last, e) {
			return true
		}
	}
	return false
}

// closingMark: r may close a clause after its pointer (belowPointer's tail).
func closingMark(r rune) bool {
	return unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r) || unicode.IsMark(r)
}

// newOne is a later clause that gives the credential named before it by a
// pronoun: "I rotated the webhook secret; the new one is X", "changed the
// password yesterday, the current one: X".
var newOne = lazyre.New(`(?i)\b(?:(?:new|current|old|real|actual|latest|right|correct|working)\s+(?:one|value)\s*(?:is|was|'s|:|=)|(?:changed|set|reset|updated|switched)\s+it\s+to)\s+`)

// newOneForeign is newOne in the languages a chat gives a changed password
// in: Italian ("quella nuova è"), Spanish ("la nueva es"), French ("la
// nouvelle est"), Portuguese ("a nova é"), Dutch ("de nieuwe is"), German
// ("die neue ist"); the adjective after the article stands for the noun.
var newOneForeign = lazyre.New(`(?i)\b(?:(?:quella|quello|la|il)\s+nuov[ao]\s*(?:è|e'|:)|(?:la|el)\s+nuev[ao]\s*(?:es|:)|(?:la|le)\s+nouve(?:lle|au)\s*(?:est|:)|(?:a|o)\s+nov[ao]\s*(?:é|:)|(?:de|het)\s+nieuwe\s*(?:is|:)|(?:das|die|der)\s+neue\s*(?:ist|:))\s+`)

// newOneCue says whether rest holds what every match of newOne holds: "one"
// or "value" with a verb or an operator after it ("one is", "value:"), or
// "it" then "to" after a blank ("set it to"). A JSON document's "value"
// fields hold neither, and the expression is spared on each of its keys.
func newOneCue(rest string) bool {
	l := lowerASCII(rest)
	for i := 0; i < len(l); i++ {
		for _, noun := range []string{"one", "value"} {
			if strings.HasPrefix(l[i:], noun) {
				if k := skipBlanks(l, i+len(noun)); k < len(l) && strings.IndexByte("iw':=", l[k]) >= 0 {
					return true
				}
			}
		}
		if i > 0 && skipBlanks(l, i-1) == i && strings.HasPrefix(l[i:], "it") {
			if k := skipBlanks(l, i+2); k > i+2 && strings.HasPrefix(l[k:], "to") {
				return true
			}
		}
	}
	return false
}

// answered is the answer to a question that names the credential just
// before its "?": "the API key? it's X".
var answered = lazyre.New(`(?i)^\s*\?\s+(?:it|that)(?:'s|’s|\s+is|\s+was)\s+`)

// referredValue redacts the value newOne or answered gives, in the
// sentence of the credential name ending at e, when it reads as a secret.
func referredValue(text string, e int, rest string, spans []span) []span {
	rest = sentenceOf(rest[:min(len(rest), maxSentenceLen)])
	var loc []int
	if strings.HasPrefix(strings.TrimLeft(rest, " \t"), "?") {
		loc = answered.FindStringIndex(rest) // the name ends its question: only then is the expression run
	} else if containsAnyOf(rest, "one", "alue", "ONE", "ALUE", " it to", " IT TO") {
		if newOneCue(rest) {
			loc = newOne.FindStringIndex(rest) // the expression runs only where its noun is
		}
	}
	if loc == nil && containsAnyOf(rest, "nuov", "nuev", "nouv", "nova", "novo", "nieuw", "neue") {
		loc = newOneForeign.FindStringIndex(rest) // "la password è cambiata, quella nuova è X"
	}
	if loc == nil {
		return spans
	}
	v := token(rest, loc[1])
	if val := rest[v[0]:v[1]]; candidate(val) || bareValue(val) {
		spans = append(spans, span{e + v[0], e + v[1], "credential"})
	}
	return spans
}

// loginValue redacts the password of a "user/password" or "user:password"
// pair given as a login ("the default Tomcat manager login is tomcat/s3cret",
// "login: admin:Qw7mZ2"): the word says the pair is a login, so the second
// half is its password however guessable.
func loginValue(text string, e int, rest string, spans []span) []span {
	if n := lowerASCII(text[e-nameLen(text, e) : e]); n != "login" && n != "logins" {
		return spans
	}
	from := 0
	if loc := proseOp.FindStringIndex(rest); loc != nil {
		from = loc[1]
	} else if loc := assignOp.FindStringIndex(rest); loc != nil {
		from = loc[1]
	}
	v := token(rest, from)
	val := rest[v[0]:v[1]]
	i := strings.IndexAny(val, "/:")
	if i <= 0 || strings.Count(val, "/")+strings.Count(val, ":") != 1 || strings.ContainsAny(val, ".@[") {
		return spans // a path, a URL, a host, a marker ("[REDACTED:kind]"), or no pair
	}
	if pw := val[i+1:]; strings.Trim(pw, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" {
		return spans // SSO/SAML, email/password: words, not a password
	}
	return take(text, e, [2]int{v[0] + i + 1, v[1]}, minPasswordLen, "password", spans)
}

// lineBelow is the value the line after the credential name ending at e
// gives, as bounds in text[e:]: after a line that hands it over ("the
// deploy token? here it is:\nSECRET"), a question's reply ("what's the
// wifi password?\nit's X"), or a field's label alone ("Password\n
// SECRET").
func lineBelow(text string, e int, c credClass, rest string) ([2]int, bool) {
	if handsOver(rest) && c != weak && (nameEnds(rest) || presents(text, e) || pointsBelow(rest)) && !namesLookalike(rest) { // "the signing key's fingerprint:" hands over no key
		if b, ok := nextLineValue(text, e, rest, len(rest), c); ok {
			return b, true
		}
	}
	if c == weak || c == scheme {
		return [2]int{}, false
	}
	if b, ok := askedAnswer(text, e); ok {
		return b, true
	}
	if nameAlone(text, e, rest) {
		return nextLineValue(text, e, rest, len(rest), c)
	}
	return [2]int{}, false
}

// possessiveEnd: after opens with English's possessive "'s" and ends the
// word there ("Kevin's, ask him"): the word names whose it is.
func possessiveEnd(after string) bool {
	for _, p := range []string{"'s", "’s"} {
		if rest, ok := strings.CutPrefix(after, p); ok {
			return rest == "" || !isNameByte(rest[0])
		}
	}
	return false
}
