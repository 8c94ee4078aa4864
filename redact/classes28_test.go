package redact_test

import "testing"

// A lock's code named by a qualifier after "code" (or glued to its lock in
// one word) is its code, in English, German, French, Polish and Swedish,
// elided article included; a French password's qualifier may be elided too ("de l'").
var classes28LockLeaks = []leakCase{
	{"the code for the alarm in the warehouse is 580412", "580412"},
	{"der Code für die Alarmanlage im Lager lautet 271946.", "271946"},
	{"der Code der Haustür ist 7731, bitte merken", "7731"},
	{"le code de l'alarme du garage est 66194", "66194"},
	{"le code de la porte d’entrée est 40917", "40917"},
	{"der Torcode lautet 90815", "90815"},
	{"Alarmcode: 440173", "440173"},
	{"the code for our front door is 3317 if I'm not around", "3317"},
	{"kod do bramy to 8812, nie mów nikomu", "8812"},
	{"koden till larmet är 70413", "70413"},
	{"portkoden är 2291", "2291"},
	{"le mot de passe de l'imprimante est Qv7pLr2x", "Qv7pLr2x"},
	{"le mot de passe d'admin du routeur est Hb4nT9wq, à garder", "Hb4nT9wq"},
}

// A code whose qualifier names no lock, or whose sentence gives no value,
// stays: a release's, a module's, an error's, a code for access to a repo.
var classes28LockKept = []string{
	"the code for the release is 4.2.1",
	"the code for the alarm module is in src/alarm.go",
	"der Code für die Alarmanlage steht im Wiki",
	"the code for access to the repo is 55123",
	"the error code for the alarm is 503",
	"the code for the safety review is 4471 lines long",
	"le code de la page est en HTML",
	"le mot de passe de l'admin est dans le coffre",
	"kod do repo to nie sekret",
	"kod źródłowy to 5521 linii",
	"koden till appen finns i repot",
	"Kodak camera model 4471",
}

// TestClasses28LockCodes: a lock's code after its qualifier goes; a code
// whose qualifier names no lock stays.
func TestClasses28LockCodes(t *testing.T) {
	checkRedacted(t, classes28LockLeaks)
	checkKept(t, classes28LockKept)
}

// An XML element named for a credential that gives its secret in a
// <Value> child (Windows' unattend.xml) loses the child's text.
var classes28ValueChildLeaks = map[string]string{
	"<AdministratorPassword>\n  <Value>Rk8#pw2Lq!mZ</Value>\n  <PlainText>true</PlainText>\n</AdministratorPassword>":                   "Rk8#pw2Lq!mZ",
	"<AutoLogon>\r\n <Password>\r\n  <Value>TQB5AFAAYQBzAHMA</Value>\r\n  <PlainText>false</PlainText>\r\n </Password>\r\n</AutoLogon>": "TQB5AFAAYQBzAHMA",
	"<LocalAccount><Password><value>Summer!2026qa</value></Password></LocalAccount>":                                                    "Summer!2026qa",
	"<DomainJoinPassword>\n\t<Value>j0in-Dom4in-77</Value>\n</DomainJoinPassword>":                                                      "j0in-Dom4in-77",
}

// A <Value> child of a password's setting, a flag or a count, stays, as
// does an empty one and a hint of words.
var classes28ValueChildKept = []string{
	"<PasswordNeverExpires>\n  <Value>true</Value>\n</PasswordNeverExpires>",
	"<MinimumPasswordLength>\n  <Value>14</Value>\n</MinimumPasswordLength>",
	"<AdministratorPassword>\n  <Value></Value>\n  <PlainText>true</PlainText>\n</AdministratorPassword>",
	"<PasswordHint>\n <Value>name of the first cat</Value>\n</PasswordHint>",
	"<Hostname>\n  <Value>build-agent-07</Value>\n</Hostname>",
}

// TestClasses28ValueChild: a credential element's <Value> child goes; a
// setting's value stays.
func TestClasses28ValueChild(t *testing.T) {
	checkRedacted(t, leakCases(classes28ValueChildLeaks))
	checkKept(t, classes28ValueChildKept)
}

// A documented EXAMPLE key stays when its paragraph (a note under the
// pasted block, a line above it) cites the docs.
var classes28ExampleKept = []string{
	"[profile demo]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n# ^ copied from the AWS documentation",
	"straight out of the README:\nexport AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
}

// An EXAMPLE key cut off from the docs' note by a blank line, or said
// bare, and a real key beside a docs note, go.
var classes28ExampleLeaks = map[string]string{
	"see the docs for the format.\n\naws_access_key_id = AKIAIOSFODNN7EXAMPLE":                                                                           "AKIAIOSFODNN7EXAMPLE",
	"use AWS key AKIAIOSFODNN7EXAMPLE in the sandbox":                                                                                                    "AKIAIOSFODNN7EXAMPLE",
	"aws_access_key_id = AKIA2OGYBAH6TQ4XQ7MB\naws_secret_access_key = 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\n# not the one from the docs: staging's": "9drTJvcXLB89kLmPqRtWzAqM7h4kP2dZbXl0aB1c",
}

// TestClasses28ExampleParagraph: a docs note reaches the EXAMPLE keys of
// its paragraph, not others.
func TestClasses28ExampleParagraph(t *testing.T) {
	checkKept(t, classes28ExampleKept)
	checkRedacted(t, leakCases(classes28ExampleLeaks))
}

// A passphrase of four words or more after a bare "is" in English goes
// whole, "now" or "still" between them too.
var classes28CopulaLeaks = map[string]string{
	"the password is correct horse battery staple":             "correct horse battery staple",
	"ok so the nas password is velvet orbit pickle summit.":    "velvet orbit pickle summit",
	"the guest wifi password is now amber kettle sparrow lane": "amber kettle sparrow lane",
	"the password is marmalade":                                "marmalade", // a word alone, as before
	"the password is quite7Long, dont share":                   "quite7Long",
	"our vpn password is still lunar otter basket ferry":       "lunar otter basket ferry",
}

// A sentence after "is" about the password stays: a judgement (an
// adverb before its adjective among them), where it is, what it is like,
// a reference, three words of a sentence.
var classes28CopulaKept = []string{
	"the password is expired",
	"the password is in 1Password",
	"the password is the one from the wiki",
	"the password is wrong again today",
	"the password is way too short",
	"the password is correct but login still fails",
	"the password is now stored in the vault",
	"the password is different per environment here",
	"the password is managed by the platform team",
	"the password is pretty long honestly though",
	"the password is the same across all envs",
	"the password is really weak",
	"the password is super long and random",
}

// TestClasses28CopulaPhrase: the words after "is" go when they read as a
// passphrase, stay when they read as a sentence.
func TestClasses28CopulaPhrase(t *testing.T) {
	checkRedacted(t, leakCases(classes28CopulaLeaks))
	checkKept(t, classes28CopulaKept)
}

// A passphrase of plain words after a password's label in German, French,
// Spanish, Portuguese, Polish or Swedish, after its colon or (four words or
// more) its copula, goes whole, in any script's lowercase letters.
var classes28ForeignLeaks = map[string]string{
	"Passwort: correct horse battery staple":             "correct horse battery staple",
	"WLAN-Passwort: tanne nebel kiesel laterne":          "tanne nebel kiesel laterne",
	"mot de passe : cheval rouge pile agrafe":            "cheval rouge pile agrafe",
	"hasło: żółw rower latarnia kamień":                  "żółw rower latarnia kamień",
	"lösenord: räv båt lykta sten":                       "räv båt lykta sten",
	"contraseña del nas: tortuga faro piedra nube":       "tortuga faro piedra nube",
	"senha: jabuti farol pedra nuvem":                    "jabuti farol pedra nuvem",
	"das Passwort ist blaue katze tanzt leise":           "blaue katze tanzt leise",
	"le mot de passe est lune orange velours chaussette": "lune orange velours chaussette",
}

// The same labels before a sentence in their language stay: where it is,
// what happened to it, a rule for it, a reference; and a phrase after a
// label in a language whose sentences no list reads (Indonesian).
var classes28ForeignKept = []string{
	"Passwort: siehe Tresor im Büro",
	"Passwort: wird noch geändert",
	"Passwort: mindestens zwölf zeichen lang",
	"mot de passe : voir le coffre",
	"mot de passe : dans le coffre-fort",
	"contraseña: la misma que staging",
	"hasło: zapytaj admina o nowe",
	"lösenord: finns i valvet",
	"das Passwort ist leider immer noch falsch",
	"le mot de passe est toujours refusé par le serveur",
	"das Passwort ist viel zu kurz geworden",
	"kata sandi server produksi adalah tanggung jawab tim infra",
	"jelszó: lásd a széfben",
}

// TestClasses28ForeignPhrase: a passphrase of words after a label in
// another language goes; that language's sentences about it stay.
func TestClasses28ForeignPhrase(t *testing.T) {
	checkRedacted(t, leakCases(classes28ForeignLeaks))
	checkKept(t, classes28ForeignKept)
}

// A PIN or a lock's code read aloud digit by digit in German, French,
// Spanish, Swedish, Polish or Dutch goes whole, as English's does.
var classes28SpokenLeaks = map[string]string{
	"der PIN ist drei null acht sechs":           "drei null acht sechs",
	"die SIM-PIN lautet acht zwei fünf eins":     "acht zwei fünf eins",
	"le code PIN est sept deux neuf cinq":        "sept deux neuf cinq",
	"el PIN de la tarjeta es seis tres cero dos": "seis tres cero dos",
	"PIN-koden är sju noll två åtta":             "sju noll två åtta",
	"hasło do telefonu to dwa osiem jeden zero":  "dwa osiem jeden zero",
	"de pincode is negen drie twee vijf":         "negen drie twee vijf",
	"the SIM PIN is two eight zero five, ok?":    "two eight zero five",
}

// A PIN's format counted in words or digits stays, as do fewer than four
// number words and a count said in another language.
var classes28SpokenKept = []string{
	"the PIN is four digits",
	"the PIN is four to six digits long",
	"the PIN is 6 digits",
	"the card PIN is six digits, not four",
	"der PIN hat vier Stellen",
	"un deux trois quatre, on y va",
	"the PIN is one of the defaults",
}

// TestClasses28SpokenPins: a code read aloud in another language goes; a
// PIN's counted format stays.
func TestClasses28SpokenPins(t *testing.T) {
	checkRedacted(t, leakCases(classes28SpokenLeaks))
	checkKept(t, classes28SpokenKept)
}

// Names of a key that are no key: an App Store Connect key's id where
// Apple's tools take it or named by its AuthKey_ file, a path to a key's
// or a password's file (a mount, a tool's error, a config's path), and a
// payment client key as Adyen issues it under its name.
var classes28KeyNamesKept = []string{
	"xcrun altool --upload-app -f build/App.ipa -t ios --apiKey 8MZQ4TR27K --apiIssuer 57246542-96fe-1a63-e053-0824d011072a",
	"xcrun altool --validate-app -f App.ipa --apiKey=3PLW9XK2QD --apiIssuer 57246542-96fe-1a63-e053-0824d011072a",
	"xcrun notarytool submit App.zip --key ./private_keys/AuthKey_8MZQ4TR27K.p8 --key-id 8MZQ4TR27K --issuer 57246542-96fe-1a63-e053-0824d011072a --wait",
	`app_store_connect_api_key(key_id: "3PLW9XK2QD", issuer_id: "57246542-96fe-1a63-e053-0824d011072a", key_filepath: "./AuthKey_3PLW9XK2QD.p8")`,
	"services:\n  web:\n    volumes:\n      - ./config/auth-passwd:/etc/nginx/auth-passwd:ro",
	"docker run -v $(pwd)/htpasswd/auth-passwd:/etc/nginx/auth-passwd:ro nginx:1.27",
	"cat: ./auth-passwd: Permission denied",
	"auth-passwd: /etc/nginx/auth-passwd",
	"DB_PASSWORD_FILE: /run/secrets/db_password",
	"ADYEN_CLIENT_KEY=test_Q2ZK7HX4MN3PRB5TWV8YCD6FGJ9LS0AE",
	`AdyenCheckout({ clientKey: "live_W7ZK2HX4MN3PRB5TWV8YCD6FGJ9LS0QE", locale: "nl-NL" })`,
}

// The same shapes where they hold the secret go: a key id's shape after
// another tool's flag, a password that opens with "/" and names nothing,
// a path's value mounted over an unnamed target, the client key's shape
// under a secret's name.
var classes28KeyNamesLeaks = map[string]string{
	"deploy-tool --apiKey 8MZQ4TR27K --region eu":                   "8MZQ4TR27K",
	"password: /Zq8#mLr2Vx":                                         "/Zq8#mLr2Vx",
	"CLIENT_SECRET=test_Q2ZK7HX4MN3PRB5TWV8YCD6FGJ9LS0AE":           "test_Q2ZK7HX4MN3PRB5TWV8YCD6FGJ9LS0AE",
	"ADYEN_HMAC_KEY=live_W7ZK2HX4MN3PRB5TWV8YCD6FGJ9LS0QE":          "live_W7ZK2HX4MN3PRB5TWV8YCD6FGJ9LS0QE",
	"ADYEN_CLIENT_KEY_SECRET=test_Q2ZK7HX4MN3PRB5TWV8YCD6FGJ9LS0AE": "test_Q2ZK7HX4MN3PRB5TWV8YCD6FGJ9LS0AE",
}

// TestClasses28KeyNames: a key's id, a path to its file and a public client
// key stay; the same shapes that hold a secret go.
func TestClasses28KeyNames(t *testing.T) {
	checkKept(t, classes28KeyNamesKept)
	checkRedacted(t, leakCases(classes28KeyNamesLeaks))
}
