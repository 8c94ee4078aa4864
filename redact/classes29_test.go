package redact_test

import (
	"testing"

	"github.com/hippo-mem/hippo/redact"
)

// A misspelt "password", "secret" or "token" (a letter dropped, doubled or
// swapped) labels its value as the word does, in prose and as a key.
var classes29TypoLeaks = []leakCase{
	{"ok so teh pasword for the jenkins admin is still Marmotte71$QX lol", "Marmotte71$QX"},
	{"the passwrod is Vq8#nTz2Lw", "Vq8#nTz2Lw"},
	{"passowrd: Hk2!mPq9Zr", "Hk2!mPq9Zr"},
	{"DB_PASSSWORD=Tn5@wXc8Lp", "Tn5@wXc8Lp"},
	{"my pssword for the vpn is Ruby-Falcon-83", "Ruby-Falcon-83"},
	{"the secert is Zq8vLm2Xr9Tk4Wp7", "Zq8vLm2Xr9Tk4Wp7"},
	{"tokne: Zq8vLm2Xr9Tk4Wp7Lk3vQz7WmRt9", "Zq8vLm2Xr9Tk4Wp7Lk3vQz7WmRt9"},
}

// A misspelling's look-alikes stay: the word's rules apply to it, so a
// reference, a rule or a question is kept as for "password".
var classes29TypoKept = []string{
	"the pasword is in 1Password",
	"pasword reset link expired again",
	"passwrod: must be at least 12 characters",
	"did you change the passowrd?",
	"assorted swords and passwords of the realm",
	"the secert sauce is more garlic",
	"toen ik thuis kwam was de build 4f9a2c1 al klaar",
	"the broken build 4f9a2c1e8b7d6a5c was spoken of",
}

// TestClasses29MisspeltPassword: a misspelt label's value goes; what the
// correct word would keep stays.
func TestClasses29MisspeltPassword(t *testing.T) {
	checkRedacted(t, classes29TypoLeaks)
	checkKept(t, classes29TypoKept)
}

// A connection's constructor takes its password at a fixed place among
// its arguments: the literal there goes, whatever its shape.
var classes29ConnectionLeaks = []leakCase{
	{"$pdo = new PDO('mysql:host=db1;dbname=shop', 'shop', 'plumtree77', [PDO::ATTR_PERSISTENT => true]);", "plumtree77"},
	{`$db = new mysqli("localhost", "crm", "Oa3-kw9!Zt", "crm");`, "Oa3-kw9!Zt"},
	{"const db = new Sequelize('orders', 'svc_orders', 'walrus-Tide-44', { dialect: 'postgres' });", "walrus-Tide-44"},
	{`conn = cx_Oracle.connect("scott", "Tiger#2031x", "db1/ORCL")`, "Tiger#2031x"},
	{`ftp = ftplib.FTP("ftp.corp.example", "uploader", "hQ7vLk2m")`, "hQ7vLk2m"},
}

// A variable, an expression, an empty string, a placeholder or a DSN alone
// at that place stays.
var classes29ConnectionKept = []string{
	"$pdo = new PDO($dsn, 'shop', $password);",
	"$pdo = new PDO('mysql:host=db1', 'shop', getenv('DB_PASS'));",
	"$pdo = new PDO('sqlite:/var/db/app.sqlite');",
	`ftp = ftplib.FTP("ftp.example.com", "anonymous", "")`,
	"$pdo = new PDO('mysql:host=db1', 'shop', 'your_password');",
	`$db = new mysqli("localhost", "crm", $pass, "crm");`,
}

// TestClasses29ConnectionCalls: the password's place of a connection call.
func TestClasses29ConnectionCalls(t *testing.T) {
	checkRedacted(t, classes29ConnectionLeaks)
	checkKept(t, classes29ConnectionKept)
}

// net-snmp's createUser gives an SNMPv3 user's auth passphrase after its
// hash and its privacy passphrase after its cipher; a .netrc gives its
// password token whatever its shape, on the login's line or on a line of
// its own under the machine's.
var classes29ConfigLeaks = []leakCase{
	{`createUser opsmon SHA "Zq2#Lm8v!Tp" AES "Wk9^rN3x=Hs"`, "Zq2#Lm8v!Tp"},
	{`createUser opsmon SHA "Zq2#Lm8v!Tp" AES "Wk9^rN3x=Hs"`, "Wk9^rN3x=Hs"},
	{"createUser -e 0x80001f8880aa backup SHA-256 Pv5%tYq8Mz AES-256 Gx3&nLw7Ke", "Gx3&nLw7Ke"},
	{"machine git.corp.example\n  login deploy\n  password Qa=7!kP+x*9Lm", "Qa=7!kP+x*9Lm"},
	{"machine git.corp.example login deploy password Qa=7!kP+x*9Lm", "Qa=7!kP+x*9Lm"},
	{"default\n  login ci\n  password r4nd=Om!Tok", "r4nd=Om!Tok"},
	{"com2sec readonly default Xq8wLm2pTz", "Xq8wLm2pTz"},
	{"com2sec6 -Cn ctx mynet fd00::/8 Zr7pLq2xWv", "Zr7pLq2xWv"},
}

// The same lines with no passphrase, a reference or an address (anonymous
// FTP's), and a sentence's "password" before an "=", stay.
var classes29ConfigKept = []string{
	"createUser opsmon SHA",
	"com2sec local localhost public",
	"com2sec readonly default $SNMP_COMMUNITY",
	`createUser opsmon MD5 "$SNMP_AUTH" DES "<privpass>"`,
	"machine ftp.example.com login anonymous password guest@example.com",
	"machine git.corp.example login deploy password $NETRC_PASSWORD",
	"the password foo=bar is not a valid option",
	"# set password x=1 in the test config",
}

// TestClasses29ConfigLines: a tool's config line places its secrets.
func TestClasses29ConfigLines(t *testing.T) {
	checkRedacted(t, classes29ConfigLeaks)
	checkKept(t, classes29ConfigKept)
}

// "pass" and "pin" as a key before their value on a line of their own, and
// a --pin flag, give a password and a PIN; the "pass" command of
// password-store, and a connector's pin in a sentence, stay.
var classes29KeyLeaks = []leakCase{
	{"pass Rt7#vLq2!x", "Rt7#vLq2!x"},
	{"pass tulip7731", "tulip7731"},
	{"pin 90817263", "90817263"},
	{"./unlock.sh --pin 5531 --host vault1", "5531"},
	{"  pass 0cc175b9c0f1b6a831c399e269772661", "0cc175b9c0f1b6a831c399e269772661"},
}

var classes29KeyKept = []string{
	"pass show email/gmail",
	"pass insert -m work/vpn",
	"pass generate github 24",
	"pin 1234 on the breadboard",
	"pin 4 of the header is ground",
	"pin numpy to 1.26",
	"./flash.sh --pin 17",
	"pin 2024",
}

// TestClasses29BareKeys: a bare key and its value on their own line.
func TestClasses29BareKeys(t *testing.T) {
	checkRedacted(t, classes29KeyLeaks)
	checkKept(t, classes29KeyKept)
}

// What only looks like a secret after a label: the nil UUID and a zeroed
// key, a provider's key filled with zeros or x's, an OpenPGP fingerprint
// in gpg's groups and a key id, a pipeline in inline code whose argument
// decodes to plain text.
var classes29PublicKept = []string{
	"POSTMARK_SERVER_TOKEN=00000000-0000-0000-0000-000000000000",
	"api_key: {00000000-0000-0000-0000-000000000000}",
	"SIGNING_SECRET=0000000000000000000000000000000000000000",
	"my key: 7D1A 44C3 09BE 5F21 A0C8  93E4 6B2D 11FA C7E0 2D95",
	"sign with the key 7D1A 44C3 09BE 5F21 A0C8 93E4 6B2D 11FA C7E0 2D95, it's on the keyserver",
	"the secret: `echo YWRtaW4tcmVhZG9ubHktdXNlcg== | base64 -d` is only the user name",
	"STRIPE_SECRET_KEY=sk_live_000000000000000000000000",
	"WEBHOOK_SECRET=whsec_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
	"key 0x4AEE18F83AFDEB23 signed the release tarball",
	"gpg signing key: 0x1C2D3E4F",
}

// Their twins that are secrets go: a password of a few zeros, a token
// beside zeros, a random argument in the pipeline, a hex secret after
// "0x" longer than a key id.
var classes29PublicLeaks = []leakCase{
	{"card PIN: 0000", "0000"},
	{"POSTMARK_SERVER_TOKEN=3f1c0000-0000-4a2b-9c8d-0000e5f6a7b8", "3f1c0000-0000-4a2b-9c8d-0000e5f6a7b8"},
	{"the secret: `echo Zk9xTTJ2TDdoUjNwOFdkNQ | base64 -d`", "Zk9xTTJ2TDdoUjNwOFdkNQ"},
	{"the token: `echo tR8vXq2LmZ9kWp4Jn7Hs | some-cli login --stdin`", "tR8vXq2LmZ9kWp4Jn7Hs"},
	{"password: 0000", "0000"},
	{"hmac key 0x9f86d081884c7d659a2feaa0c55ad015", "0x9f86d081884c7d659a2feaa0c55ad015"},
}

// TestClasses29PublicShapes: public or blank shapes after a label stay;
// their secret twins go.
func TestClasses29PublicShapes(t *testing.T) {
	checkKept(t, classes29PublicKept)
	checkRedacted(t, classes29PublicLeaks)
}

// A Romance "passphrase" (the owner after the noun) is a password: its
// digits after a colon go as the English word's do; a pointer to where it
// is kept stays.
var classes29PhraseLeaks = []leakCase{
	{"la phrase secrète : 55102934", "55102934"},
	{"phrase de passe: 90311872", "90311872"},
	{"frase secreta: 77104512", "77104512"},
}

var classes29PhraseKept = []string{
	"la phrase secrète : voir le coffre",
	"la phrase secrète est dans 1Password",
	"la frase secreta está en el gestor",
}

// TestClasses29PhraseDigits: digits after a Romance passphrase's label.
func TestClasses29PhraseDigits(t *testing.T) {
	checkRedacted(t, classes29PhraseLeaks)
	checkKept(t, classes29PhraseKept)
}

// The last round's open classes: an English label with a Polish qualifier
// and copula ("PIN do telefonu to X"), a foreign label's bare qualifier
// that spells a preposition elsewhere before its colon ("wachtwoord nas:"),
// three plain words after "is".
var classes29OpenLeaks = []leakCase{
	{"PIN do telefonu to 4821", "4821"},
	{"PIN do sejfu to 90417, nie mów nikomu", "90417"},
	{"hasło do routera w biurze to Vk3mPq8z", "Vk3mPq8z"},
	{"wachtwoord nas: plum ladder orbit", "plum ladder orbit"},
	{"wachtwoord nas: Xk29pLm7", "Xk29pLm7"},
	{"senha nas: cedar pocket violin", "cedar pocket violin"},
	{"the password is plum ladder orbit", "plum ladder orbit"},
	{"the wifi password is quiet river paper", "quiet river paper"},
	{"kod dostępu do bazy danych produkcyjnej to Xk29pLm7", "Xk29pLm7"},
}

// An English label before one qualifier and another language's "is"
// takes it as that language does; Czech's prepositions (k, ke, ve, ze)
// open a qualifier as the others' do.
var classes29CopulaLeaks = []leakCase{
	{"PIN karty je 4417", "4417"},
	{"PIN tarjeta es 8830", "8830"},
	{"PIN koden er 6602", "6602"},
	{"PIN ke kartě je 4471", "4471"},
	{"heslo k wifi je Kocka2024!", "Kocka2024!"},
}

// Their look-alikes: an English "to" after a label is a preposition; three
// words with a stop word among them, a pointer or a state say where or how
// the password is; a participle and a place say where it is written.
var classes29OpenKept = []string{
	"send the PIN to 4821 people? no",
	"PIN header to 3V3",
	"password manager: Bitwarden",
	"the password is in 1Password",
	"the password is the one from the wiki",
	"the password is expired",
	"the password is your first name",
	"the password is too short now",
	"the password is not working",
	"the password is written on the whiteboard",
	"the wifi password is taped under the keyboard",
	"the password is hidden behind the poster in room 4",
	"the guest password is pinned in #office",
	"wachtwoord nas: zie de kluis",
}

// Their twins that give a value go, whole and no more: the value beside a
// place, a plain word whose next word is no place.
var classes29PlacedLeaks = []leakCase{
	{"the password is Kx92mLq7 written on the whiteboard", "Kx92mLq7"},
	{"the password is sunflower42 on the whiteboard", "sunflower42"},
	{"the password is golden", "golden"},
}

// TestClasses29OpenClasses: the last round's open classes.
func TestClasses29OpenClasses(t *testing.T) {
	checkRedacted(t, classes29OpenLeaks)
	checkRedacted(t, classes29CopulaLeaks)
	checkRedacted(t, classes29PlacedLeaks)
	checkKept(t, classes29OpenKept)
}

// TestClasses29PlacedValueExact: a value beside "written on the whiteboard"
// is redacted alone; the words after it stay.
func TestClasses29PlacedValueExact(t *testing.T) {
	cases := []struct{ in, want string }{
		{"the password is Kx92mLq7 written on the whiteboard", "the password is [REDACTED:password-phrase] written on the whiteboard"},
		{"the password is plum ladder orbit", "the password is [REDACTED:passphrase]"},
	}
	for _, c := range cases {
		got, _ := redact.Text(c.in)
		if got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

// Another language's "changed to": a verb of setting before the password's
// word or between it and its "to" (pra, para, naar, na, auf), and
// Portuguese's "ficou" (became) as a copula.
var classes29SetToLeaks = []leakCase{
	{"mudei a senha pra Pipoca@2026", "Pipoca@2026"},
	{"troquei a senha do roteador para Caju#7781", "Caju#7781"},
	{"ik heb het wachtwoord veranderd naar Fietsbel#42", "Fietsbel#42"},
	{"změnil jsem heslo na Kocka2024!", "Kocka2024!"},
	{"hasło zmieniłem na Kotek#2024", "Kotek#2024"},
	{"Passwort geändert auf Igel!2024x", "Igel!2024x"},
	{"a senha nova do wifi ficou Pipoca@2026", "Pipoca@2026"},
}

// The same prepositions with no verb of setting, or a plain word after
// them, say where the password goes.
var classes29SetToKept = []string{
	"mudei a senha para o padrão",
	"a senha ficou salva no cofre",
	"vergeet niet het wachtwoord naar de klant te sturen",
	"pošli heslo na email",
	"die Passwort-Regel auf der Wiki-Seite",
}

// TestClasses29ForeignSetTo: a password set to its value in another language.
func TestClasses29ForeignSetTo(t *testing.T) {
	checkRedacted(t, classes29SetToLeaks)
	checkKept(t, classes29SetToKept)
}
