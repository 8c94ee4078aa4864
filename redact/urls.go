package redact

import (
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// urlUserinfo redacts the password of a URL's userinfo (RFC 3986 3.2.1,
// "scheme://user:password@host"), whatever the scheme: postgres, redis,
// amqp, mongodb+srv, https. A user part alone is redacted when it reads as
// a token (https://TOKEN@github.com).
func urlUserinfo(text string, spans []span) []span {
	scan(text, literal("://"), func(i int) int {
		spans = userinfo(text, i+3, spans)
		return i + 3
	})
	return sipUserinfo(text, spans)
}

// sipUserinfo redacts the password of a SIP URI's userinfo, which no "//"
// opens (RFC 3261 19.1.1, "sip:user:password@host;transport=tcp"); the
// scheme must open its word, as "gossips:" does not.
func sipUserinfo(text string, spans []span) []span {
	for _, s := range []string{"sip:", "sips:"} {
		scan(text, literal(s), func(i int) int {
			if i == 0 || !isNameByte(text[i-1]) {
				spans = userinfo(text, i+len(s), spans)
			}
			return i + len(s)
		})
	}
	return spans
}

// userinfo redacts the secret of the userinfo of the URL whose authority
// starts at i.
func userinfo(text string, i int, spans []span) []span {
	auth := text[i:]
	if j := strings.IndexAny(auth, " \t\r\n/?#\"'`<>(){}|\\"); j >= 0 { // not [ ]: an IPv6 host, a marker
		auth = auth[:j]
	}
	at := strings.LastIndexByte(auth, '@')
	if at <= 0 {
		auth, at = looseUserinfo(text[i:])
	}
	if at <= 0 || strings.Contains(auth, markerPrefix) {
		// No userinfo, or one redacted before: a token user part, a password
		// (after which the last "@" may be another one), or a marker's own colon.
		return spans
	}
	user, pass, hasPass := strings.Cut(auth[:at], ":")
	switch {
	case hasPass && pass != "" && !placeholder(pass) && !strings.HasPrefix(pass, markerPrefix) && !passwordWord(pass):
		s := i + len(user) + 1
		spans = append(spans, span{s, s + len(pass), "url-password"})
	case !hasPass && secretLike(user):
		spans = append(spans, span{i, i + len(user), "url-token"})
	}
	return spans
}

// looseUserinfo reads "user:password@" with a password typed raw, holding
// characters a URL must encode ("?", "#", "!", "(", "|", "\\"): the userinfo
// runs to the last "@" before a blank, a quote or a "/". It returns the
// authority and the "@"'s offset, or 0 when there is no "user:" before one.
func looseUserinfo(s string) (string, int) {
	if j := strings.IndexAny(s, " \t\r\n\"'`<>"); j >= 0 {
		s = s[:j]
	}
	if j := strings.IndexByte(s, '/'); j >= 0 {
		s = s[:j]
	}
	at := strings.LastIndexByte(s, '@')
	if at <= 0 || !strings.Contains(s[:at], ":") || strings.Contains(s[:at], markerPrefix) {
		return s, 0 // no "user:", or a marker's own colon
	}
	return s, at
}

// tool is a command whose password flag takes its value in its own way.
type tool struct {
	anchor string // lowercase
	re     *lazyre.Regexp
}

// flagValue is a flag's value: quoted, or up to the next blank.
const flagValue = `('[^'\n]*'|"[^"\n]*"|[^\s'"]+)`

// intoSecretFile follows a value echoed into a file named for a secret:
// "> .erlang.cookie", "| sudo tee ~/.vault-token" (never /etc/passwd, authorized_keys or
// a .pub: the name must end at the secret's word or a plain extension).
const intoSecretFile = `\s*(?:>>?|\|\s*(?:sudo\s+)?tee(?:\s+-a)?)\s*\S*(?:cookie|secret|token|password|pass|psk|[._-]key|apikey)` +
	`(?:\.txt|\.json|\.env)?(?:[\s;&)'"]|$)`

// oracleLogin is an Oracle client's user/password[@db] login argument
// (userid= for the data pump tools); "/ as sysdba" and "user@db" prompt.
const oracleLogin = `\s+(?:-\w+\s+)*(?:userid=)?` + oracleCreds

// oracleCreds is Oracle's user/password, the password captured.
const oracleCreds = `['"]?[\w$#.]+/([^\s@/'"]+)`

// intoStdinLogin follows a value piped into a command that reads a password
// from its standard input: a --password-stdin flag (docker, helm, oras), gh's
// --with-token, kinit, sudo -S, passwd --stdin, chpasswd, vault login -; or
// into one that stores what it reads as a secret: gh secret set, wrangler
// secret put, vercel env add, docker/podman secret create, gcloud secrets,
// pass insert, fly secrets import.
const intoStdinLogin = `\s*\|[^\n]*(?:--(?:password-stdin|with-token|token-stdin|secret-stdin)|[\s|](?:kinit|sudo\s+-S|passwd\s+--stdin|chpasswd|vault\s+login\s+-|` +
	`gh\s+secret\s+set|wrangler\s+secret\s+put|vercel\s+env\s+add|(?:docker|podman)\s+secret\s+create|gcloud\s+secrets\s+(?:create|versions\s+add)|pass\s+insert|fly\s+secrets\s+import)(?:\s|$))`

// argsBefore is what may stand between a command's name and its password
// flag: words up to a blank, never past the end of the command (a newline,
// a pipe, ";" or "&"), but a quoted argument may hold those characters: a
// URL's query in quotes ("...?track=beta&code=4021") ends no command.
const argsBefore = `(?:(?:'[^'\n]*'|"[^"\n]*"|[^\n|;&])*?\s)??`

// curlUser is curl's user flag, alone or last in a cluster of its flags
// that take no argument (getopt's bundling: "curl -su user:SECRET",
// "-sSLku"), as shell history keeps it; -U and --proxy-user give the
// proxy's USER:SECRET the same way.
const curlUser = `(?:-[sSkLvifgNIGjJORq46#]*[uU]|--user|--proxy-user)`

// sambaUser is a Samba client's -U argument, USER%PASSWORD (DOMAIN\USER too),
// the password captured: every tool of the suite reads it so.
const sambaUser = `\s` + argsBefore + `(?:-U|--user=?)\s*['"]?[^\s%'"]+%([^\s'"]+)`

// commaLogin is lftp's -u USER,PASSWORD (its open command's too): with no
// comma it prompts.
const commaLogin = `\s` + argsBefore + `-u\s*['"]?[^\s,'"]+,` + flagValue

// tools: the clients whose manuals document a password on the command line.
var tools = []tool{
	{"mysql", lazyre.New(`^mysql\w*\s` + argsBefore + `-p([^\s'"-][^\s'"]*|'[^'\n]*'|"[^"\n]*")`)},     // mysql -pSECRET (no space: with one, mysql prompts)
	{"mariadb", lazyre.New(`^mariadb\w*\s` + argsBefore + `-p([^\s'"-][^\s'"]*|'[^'\n]*'|"[^"\n]*")`)}, // same client
	{"sshpass", lazyre.New(`^sshpass\s+-p\s*` + flagValue)},
	{"redis-cli", lazyre.New(`^redis-cli\s` + argsBefore + `-a\s+` + flagValue)},
	{"login", lazyre.New(`^login\s` + argsBefore + `-p\s+` + flagValue)}, // docker/podman/nerdctl/helm registry login -p
	{"mongo", lazyre.New(`^mongo\w*\s` + argsBefore + `-p\s+` + flagValue)},
	{"curl", lazyre.New(`^curl\s` + argsBefore + curlUser + `\s*[^\s:'"]*:` + flagValue)},                        // the password may be quoted on its own: --user kevin:'SECRET'
	{"curl", lazyre.New(`^curl\s` + argsBefore + curlUser + `\s*(?:'[^\s:']*:([^'\n]*)'|"[^\s:"]*:([^"\n]*)")`)}, // -u "user:SECRET": the quote closes it ("$KEY:" has none)
	{"curl", lazyre.New(`^curl\s` + argsBefore + curlUser + `\s*['"]?([^\s:'"]{16,}):(?:['"\s]|$)`)},             // curl -u KEY: an API key as the user, no password (Stripe, Mixpanel)
	{"curl", lazyre.New(`^curl\s` + argsBefore + curlUser + `\s*['"]?([A-Za-z0-9_\-]{32,}):`)},                   // curl -u CLIENT_ID:SECRET: an OAuth client id this long is half the pair
	{"snmp", lazyre.New(`^snmp\w*\s` + argsBefore + `-c\s*` + flagValue)},                                        // snmpwalk -c COMMUNITY
	{"snmp", lazyre.New(`^snmp[\w-]*\s` + argsBefore + `-A\s*` + flagValue)},                                     // SNMPv3: -A the auth passphrase (net-snmp-create-v3-user too)
	{"snmp", lazyre.New(`^snmp[\w-]*\s` + argsBefore + `-X\s*` + flagValue)},                                     // and -X the privacy passphrase
	{"altool", lazyre.New(`^(?:altool|notarytool)\s` + argsBefore + `(?:-p|--password)\s+` + flagValue)},         // xcrun altool -p an app-specific password
	{"smbclient", lazyre.New(`^smbclient` + sambaUser)},
	{"rpcclient", lazyre.New(`^rpcclient` + sambaUser)},
	{"smbget", lazyre.New(`^smbget` + sambaUser)},
	{"smbcacls", lazyre.New(`^smbcacls` + sambaUser)},
	{"net ", lazyre.New(`^net\s+(?:rpc|ads|rap|sam)` + sambaUser)}, // Samba's net rpc ... -U USER%SECRET
	{"winexe", lazyre.New(`^winexe` + sambaUser)},
	{"lftp", lazyre.New(`^lftp` + commaLogin)},
	{"open -u", lazyre.New(`^open` + commaLogin)},                                                            // lftp's own open, in a script or -e "open -u USER,SECRET host"
	{"ab ", lazyre.New(`^ab\s` + argsBefore + `-[AP]\s*['"]?[^\s:'"]+:` + flagValue)},                        // ApacheBench: -A USER:SECRET, -P for its proxy
	{"htpasswd", lazyre.New(`^htpasswd\s+-[a-zA-Z]*b[a-zA-Z]*\s+(?:[^\s-]\S*\s+)?[^\s-]\S*\s+` + flagValue)}, // htpasswd -b[c] [FILE] USER SECRET: -b takes it from the line
	{"rdesktop", lazyre.New(`^rdesktop\s` + argsBefore + `-p\s*([^\s'"-][^\s'"]*|'[^'\n]*'|"[^"\n]*")`)},     // rdesktop -p SECRET (-p - reads stdin)
	{"ncftp", lazyre.New(`^ncftp\w*\s` + argsBefore + `-p\s+` + flagValue)},                                  // ncftp, ncftpput, ncftpget -u USER -p SECRET
	{"pass", lazyre.New(`^pass(?:in|out)?\s+pass:` + flagValue)},                                             // openssl -passin pass:SECRET
	{"-storepass", lazyre.New(`^-storepass\s+` + flagValue)},                                                 // keytool -storepass
	{"-keypass", lazyre.New(`^-keypass\s+` + flagValue)},                                                     // keytool -keypass
	{"sqlplus", lazyre.New(`^sqlplus` + oracleLogin)},                                                        // Oracle: sqlplus user/SECRET@db
	{"sqlldr", lazyre.New(`^sqlldr` + oracleLogin)},
	{"expdp", lazyre.New(`^expdp` + oracleLogin)},
	{"impdp", lazyre.New(`^impdp` + oracleLogin)},
	{"dgmgrl", lazyre.New(`^dgmgrl` + oracleLogin)},                                                                           // Data Guard's broker: dgmgrl sys/SECRET@db
	{"rman", lazyre.New(`^rman\s+(?:target|catalog|auxiliary)(?:\s*=\s*|\s+)` + oracleCreds)},                                 // rman target sys/SECRET@db
	{"jdbc:oracle:", lazyre.New(`^jdbc:oracle:(?:thin|oci8?):` + oracleCreds + `@`)},                                          // Oracle's JDBC URL: jdbc:oracle:thin:scott/SECRET@host
	{"http ", lazyre.New(`^https?\s` + argsBefore + `(?:-a|--auth)(?:\s+|=)['"]?[^\s:'"]+:` + flagValue)},                     // HTTPie: http -a user:SECRET (without ":SECRET" it prompts)
	{"https ", lazyre.New(`^https?\s` + argsBefore + `(?:-a|--auth)(?:\s+|=)['"]?[^\s:'"]+:` + flagValue)},                    // its https command
	{"oathtool", lazyre.New(`^oathtool(?:\s+(?:-[dswNS]\s+\S+|-\S+))*\s+['"]?([A-Za-z0-9]{8,}=*)(?:['"\s]|$)`)},               // oathtool --totp -b KEY: its one argument is the shared secret, hex or base32, after its options ("$(pass ...)" reads it)
	{"codecov", lazyre.New(`^codecov\S*\s` + argsBefore + `(?:-t|--token)(?:\s+|=)` + flagValue)},                             // codecov's upload token, a UUID that names no object
	{"sqlcmd", lazyre.New(`^sqlcmd\s` + argsBefore + `-P\s*` + flagValue)},                                                    // SQL Server: -P (lowercase -p prints statistics)
	{"bcp", lazyre.New(`^bcp\s` + argsBefore + `-P\s*` + flagValue)},                                                          // its bulk copy tool
	{"ldap", lazyre.New(`^ldap\w*\s` + argsBefore + `-w\s+` + flagValue)},                                                     // ldapsearch -w (-W prompts)
	{"zip", lazyre.New(`^zip\s` + argsBefore + `(?:-P|--password)\s+` + flagValue)},                                           // zip -P
	{"unzip", lazyre.New(`^unzip\s` + argsBefore + `-P\s+` + flagValue)},                                                      // unzip -P
	{"7z", lazyre.New(`^7z\w*\s` + argsBefore + `-p([^\s'"-][^\s'"]*|'[^'\n]*'|"[^"\n]*")`)},                                  // 7z -pSECRET (bare -p prompts)
	{"rar", lazyre.New(`^(?:un)?rar\s` + argsBefore + `-h?p([^\s'"-][^\s'"]*|'[^'\n]*'|"[^"\n]*")`)},                          // rar/unrar -pSECRET, -hpSECRET (headers too)
	{"unrar", lazyre.New(`^unrar\s` + argsBefore + `-h?p([^\s'"-][^\s'"]*|'[^'\n]*'|"[^"\n]*")`)},                             // unrar's own anchor: "rar" inside it opens no command
	{"rabbitmqctl", lazyre.New(`^rabbitmqctl\s+(?:add_user|change_password|authenticate_user)\s+\S+\s+` + flagValue)},         // rabbitmqctl add_user NAME SECRET
	{"net user", lazyre.New(`^net\s+user\s+[^\s/]\S*\s+([^\s/*'"][^\s]*|'[^'\n]*'|"[^"\n]*")`)},                               // Windows: net user NAME SECRET (* prompts)
	{"net use", lazyre.New(`^net\s+use\s+(?:[A-Za-z]:\s+)?\\\\\S+\s+(?:/user:\S+\s+)?([^\s/*'"][^\s]*|'[^'\n]*'|"[^"\n]*")`)}, // net use Z: \\host\share SECRET /user:x, or /user:x SECRET
	{"convertto-securestring", lazyre.New(`(?i)^convertto-securestring\s+(?:-string\s+)?` + flagValue + `\s+-asplaintext`)},   // PowerShell: a plain-text password made secure
	{"identified", lazyre.New(`(?i)^identified\s+(?:with\s+\S+\s+)?by\s+('[^'\n]*'|"[^"\n]*"|[^\s;,'"]+)`)},                   // SQL: IDENTIFIED BY 'SECRET', Oracle's IDENTIFIED BY SECRET unquoted
	{"echo", lazyre.New(`^echo\s+(?:-n\s+)?` + flagValue + intoStdinLogin)},                                                   // echo SECRET | docker login --password-stdin, | kinit, | sudo -S
	{"printf", lazyre.New(`^printf\s+(?:'%s(?:\\n)?'\s+|"%s(?:\\n)?"\s+)?` + flagValue + intoStdinLogin)},
	{"poetry config", lazyre.New(`^poetry\s+config\s+(?:--local\s+)?http-basic\.\S+\s+\S+\s+` + flagValue)}, // poetry config http-basic.REPO USER SECRET
	// Redis ACL rules: ">SECRET" adds a password to the user (ACL SETUSER, users.acl's lines).
	{"acl setuser", lazyre.New(`(?i)^acl\s+setuser\s+\S+\s(?:[^\n]*?\s)??>([^\s'"]+)`)},
	{"user ", lazyre.New(`^user\s+\S+\s+(?:on|off|reset)\s(?:[^\n]*?\s)??>([^\s'"]+)`)},
	{"cqlsh", lazyre.New(`^cqlsh\s` + argsBefore + `(?:-p|--password)(?:\s+|=)` + flagValue)},        // Cassandra: cqlsh -u USER -p SECRET
	{"cypher-shell", lazyre.New(`^cypher-shell\s` + argsBefore + `-p\s+` + flagValue)},               // Neo4j: cypher-shell -u neo4j -p SECRET
	{"rabbitmqadmin", lazyre.New(`^rabbitmqadmin\s` + argsBefore + `-p\s+` + flagValue)},             // rabbitmqadmin -u USER -p SECRET
	{"vsql", lazyre.New(`^vsql\s` + argsBefore + `-w\s+` + flagValue)},                               // Vertica: vsql -U USER -w SECRET
	{"influx", lazyre.New(`^influx\s` + argsBefore + `-password\s+` + flagValue)},                    // InfluxDB 1.x: influx -username USER -password SECRET
	{"mosquitto_", lazyre.New(`^mosquitto_(?:pub|sub|rr)\s` + argsBefore + `-P\s+` + flagValue)},     // MQTT clients: -P PASSWORD
	{"ssh-keygen", lazyre.New(`^ssh-keygen\s` + argsBefore + `-[NP]\s*` + flagValue)},                // ssh-keygen -N NEW / -P OLD passphrase
	{"openssl", lazyre.New(`^openssl\s+(?:enc|aes\S*|des\S*)\s` + argsBefore + `-k\s+` + flagValue)}, // openssl enc -k SECRET
	{"xfreerdp", lazyre.New(`^xfreerdp\s` + argsBefore + `/p:` + flagValue)},                         // xfreerdp /p:SECRET
	{"mc alias set", lazyre.New(`^mc alias set\s+[^\s-]\S*\s+[^\s-]\S*\s+[^\s-]\S*\s+` + flagValue)}, // MinIO: mc alias set NAME URL ACCESS SECRET (a flag is none of them)
	// net-snmp's createUser (snmpd.conf, /var/lib/net-snmp): an SNMPv3 user's
	// auth passphrase after its hash's name, its privacy passphrase after
	// its cipher's.
	{"createuser", lazyre.New(`^createUser\s+(?:-e\s+\S+\s+)?\S+\s+(?:MD5|SHA(?:-\d{3})?)\s+` + flagValue)},
	{"createuser", lazyre.New(`^createUser\s+(?:-e\s+\S+\s+)?\S+\s+(?:MD5|SHA(?:-\d{3})?)\s+(?:'[^'\n]*'|"[^"\n]*"|\S+)\s+(?:DES|AES(?:-?\d{3})?)\s+` + flagValue)},
	{"com2sec", lazyre.New(`^com2sec6?\s+(?:-Cn\s+\S+\s+)?\S+\s+\S+\s+` + flagValue)},                                                    // and its com2sec NAME SOURCE COMMUNITY: the v1/v2c password
	{"wpa_passphrase", lazyre.New(`^wpa_passphrase\s+(?:'[^'\n]*'|"[^"\n]*"|\S+)\s+` + flagValue)},                                       // wpa_passphrase SSID PASSPHRASE
	{"--", lazyre.New(`^--(?:[a-z0-9]+-)*(?:password|passwd|pass|passphrase|mnemonic|token|api-?key|secret|auth)(?:=|\s+)` + flagValue)}, // --password=X, --token X, --mnemonic "twelve words"
	// echo SECRET > .erlang.cookie, echo SECRET | sudo tee ~/.vault-token: a
	// value written into a file named for a secret is the secret.
	{"echo", lazyre.New(`^echo\s+(?:-n\s+)?` + flagValue + intoSecretFile)},
	{"printf", lazyre.New(`^printf\s+` + flagValue + intoSecretFile)},
	// A password flag fed by process substitution or a here-string: the
	// value is the echoed text, whatever the flag's suffix (-file, -stdin).
	{"--", lazyre.New(`^--(?:[a-z0-9]+-)*(?:password|passwd|pass|token|api-?key|secret|auth)(?:-[a-z]+)*(?:=|\s+)(?:[<$]\(\s*(?:echo|printf)\s+(?:-n\s+)?|<<<\s*)` + flagValue)},
	// A flag that reads the secret from standard input, fed by a here
	// document: stdinHeredoc reads the document's body (no expression).
	{"--passphrase-fd", nil}, {"--password-fd", nil}, {"--password-stdin", nil}, {"-passin", nil},
}

// secretNameFlag: the flag before a value (head, from the flag to the
// value) is a plain --secret, which gcloud and docker read as the name of a
// stored secret, and v names a credential in words (db-password, api_key)
// or is docker's mount spec (id=npmrc,src=...): where the secret is, not
// what it is.
func secretNameFlag(head, v string) bool {
	if strings.TrimRight(head, " =\"'") != "--secret" {
		return false
	}
	return fieldName(v) || strings.HasPrefix(v, "id=") || strings.HasPrefix(v, "type=") || strings.HasPrefix(v, "src=")
}

// lineTools are the anchors of lines, not of commands: a users.acl line
// opens with "user ", which a sentence holds anywhere.
var lineTools = map[string]bool{"user ": true}

// toolTable files the tools by the first two bytes of their anchors, so that
// commandFlags reads the text once whatever the number of tools.
var toolTable = lazyTable(tools, func(t tool) string { return t.anchor })

// commandFlags redacts passwords given to a known tool on its command line.
// lower is lowerASCII(text), which Text makes once for it and
// credentialWords.
func commandFlags(text, lower string, spans []span) []span {
	toolTable().scan(lower, func(i int, group []tool) int {
		if strings.HasPrefix(lower[i:], "curl ") && (i == 0 || !isWord(text[i-1])) {
			spans = curlCookies(text, i, spans)
		}
		for _, t := range group {
			switch {
			case !strings.HasPrefix(lower[i:], t.anchor):
			case t.re == nil:
				spans = stdinHeredoc(text, lower, i, spans)
			case (i == 0 || !isWord(text[i-1]) || t.anchor == "--") && (!lineTools[t.anchor] || i == 0 || text[i-1] == '\n'):
				spans = toolPassword(text, i, t, spans)
			}
		}
		return i + 1
	})
	return spans
}

// toolPassword redacts the password t's flag gives on the command that starts
// at i, if any.
// A value that is the word "public" says it is none: SNMP's default read
// community (snmpwalk -c public), which every agent ships with; nor is a
// test tool's public phrase (anvil --mnemonic "test test ... junk").
func toolPassword(text string, i int, t tool, spans []span) []span {
	// A continuation's backslash and newline read as two blanks: the same
	// length, so the match's offsets stay the text's.
	w := strings.ReplaceAll(text[i:min(len(text), i+commandBound(text, i))], "\\\n", "  ")
	loc := t.re.FindStringSubmatchIndex(w)
	for len(loc) > 4 && loc[2] < 0 {
		loc = append(loc[:2], loc[4:]...) // the group of the alternative that matched
	}
	if loc == nil || strings.Contains(w[:loc[2]], markerPrefix) || strings.HasPrefix(w, "--with-") || mysqlPrompts(text, i, w) || pageFlag(w[:loc[2]]) || askFlag(w[:loc[2]]) {
		return spans // no flag, one a redaction made readable, gh's --with-token (which reads stdin), a listing's --starting-token, or --ask-password
	}
	if t.anchor == "identified" && (strings.Contains(lowerASCII(w[:loc[2]]), "_hash") || unquotedWord(text, i, w[loc[2]:loc[3]])) {
		return spans // ClickHouse's IDENTIFIED WITH sha256_hash BY '<hex>': the stored hash; "identified by their email", BY VALUES 'S:...': words
	}
	s, e := i+loc[2], i+loc[3]
	if v := strings.Trim(text[s:e], `'"`); v != "" && !placeholder(v) && !strings.HasPrefix(v, markerPrefix) && v != "public" && !longFlag(text[s:e]) && !publicMnemonic(v) && !secretNameFlag(w[:loc[2]], v) && !passSource(v) && !managerReference(v) {
		spans = append(spans, span{s, e, "command-password"})
	}
	return spans
}

// unquotedWord: v, unquoted after the IDENTIFIED at i, is no password:
// prose's ("users are identified by email", "the session is identified by
// sid_2024x") outside a statement that creates, alters or grants to a
// user, or the keyword before a hash inside one (Oracle's BY VALUES 'S:..',
// MySQL's BY PASSWORD '*..'). Oracle's BY tiger is the password.
func unquotedWord(text string, i int, v string) bool {
	if v[0] == '\'' || v[0] == '"' {
		return false
	}
	head := text[max(0, i-maxStatementHead):i]
	head = head[strings.LastIndexByte(head, ';')+1:] // the statement, over its lines
	return strings.EqualFold(v, "values") || strings.EqualFold(v, "password") || !userStatement.MatchString(head)
}

// maxStatementHead bounds how far before IDENTIFIED its statement's head is
// looked for: a user's name and a line break or two.
const maxStatementHead = 200

// userStatement is a SQL statement's head that gives a user a password.
var userStatement = lazyre.New(`(?i)\b(?:(?:create|alter)\s+(?:user|role|login)|grant)\b`)

// mysqlPrompts: w, at i in text, is "--password" and a blank after a
// MySQL or MariaDB client on its line, which takes the flag's value only
// joined by "=" and prompts otherwise: in "mysql -uroot --password shop"
// the word after it is the database.
func mysqlPrompts(text string, i int, w string) bool {
	if !strings.HasPrefix(w, "--password") || len(w) == len("--password") || !isSpace(w[len("--password")]) {
		return false
	}
	return slices.ContainsFunc(strings.Fields(text[strings.LastIndexByte(text[:i], '\n')+1:i]), func(f string) bool {
		return strings.HasPrefix(f, "mysql") || strings.HasPrefix(f, "mariadb")
	})
}

// pageFlag: flag, up to its value, names where a listing resumes (the AWS
// CLI's --starting-token, --next-token, --page-token): see pageToken.
func pageFlag(flag string) bool {
	return pageToken(components(strings.TrimRight(strings.TrimSpace(flag), "=")), "")
}

// askFlag: the long flag that ends flag (the command up to its value) asks
// for the secret at a prompt or says there is none (wget's --ask-password,
// --no-password, --password-prompt): it takes no value, and what follows it
// is the command's next argument.
func askFlag(flag string) bool {
	f := strings.TrimSpace(flag)
	if i := strings.LastIndex(f, "--"); i >= 0 {
		f = f[i+2:]
	}
	return strings.HasPrefix(f, "ask-") || strings.HasPrefix(f, "no-") || strings.HasPrefix(f, "prompt-") || strings.Contains(f, "-prompt")
}

// longFlag: an unquoted value opens with "--" and a letter, the command's
// next flag: "mysql --password --host=db" asks for the password at a
// prompt.
func longFlag(v string) bool {
	return len(v) > 2 && v[0] == '-' && v[1] == '-' && class(v[2]) == 1
}

// commandBound is how far from i a command reaches: its line, and the lines
// a trailing backslash continues it onto (curl ... \\\n  -u user:SECRET),
// at most 2 KB.
func commandBound(text string, i int) int {
	n := lineBound(text, i)
	for i+n+1 < len(text) && n < 2048 && n > 0 && text[i+n-1] == '\\' {
		n += 1 + lineBound(text, i+n+1)
	}
	return n
}

// lineBound is how far from i a command may reach: to the end of the line,
// at most 512 bytes.
func lineBound(text string, i int) int {
	n := min(len(text)-i, 512)
	if j := strings.IndexByte(text[i:i+n], '\n'); j >= 0 {
		return j
	}
	return n
}

// lowerASCII lowers ASCII letters only, so every offset in the result is the
// same offset in s (strings.ToLower may change a string's length).
func lowerASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// goDSNs redacts the password of a DSN in go-sql-driver/mysql's form, which
// names no scheme: "user:password@tcp(host:3306)/db", "user:pw@unix(/sock)/db".
func goDSNs(text string, spans []span) []span {
	for _, a := range []string{"@tcp(", "@tcp6(", "@unix("} {
		scan(text, literal(a), func(i int) int {
			s := i
			for s > 0 && !isSpace(text[s-1]) && strings.IndexByte("\"'`=", text[s-1]) < 0 && i-s < 256 {
				s--
			}
			user, pass, ok := strings.Cut(text[s:i], ":")
			if ok && user != "" && pass != "" && !placeholder(pass) && !strings.HasPrefix(pass, markerPrefix) {
				spans = append(spans, span{s + len(user) + 1, i, "url-password"})
			}
			return i + len(a)
		})
	}
	return spans
}

// urlUserPart: the credential name ending at e is the user part of a URL's
// userinfo (https://__token__:PW@host, https://apikey:PW@host/path), rest
// being the text after it. urlUserinfo redacts that password to its "@";
// a value read after the name would run on over the host and the path.
func urlUserPart(text string, e int, rest string) bool {
	if !strings.HasPrefix(rest, ":") {
		return false
	}
	s := e
	for s > 0 && e-s < 64 && !isSpace(text[s-1]) && strings.IndexByte("/:@\"'`", text[s-1]) < 0 {
		s--
	}
	at := strings.IndexAny(rest, "@ \t\r\n")
	return strings.HasSuffix(text[:s], "://") && at > 0 && rest[at] == '@'
}
