package redact_test

import "testing"

// Perl's DBI takes the password third, after the DSN and the user, as PHP's
// PDO does; the method arrow joins the class to its method.
var classes32PerlConnectLeaks = []leakCase{
	{"my $dbh = DBI->connect(\"dbi:Pg:dbname=ledger;host=pg2\", \"ledger_ro\", 'kite+Harbor7');", "kite+Harbor7"},
	{"$dbh = DBI->connect_cached($dsn, $user, \"Wm3-lantern-Q\", { RaiseError => 1 });", "Wm3-lantern-Q"},
	{"my $h = DBI->connect(\n  'DBI:Oracle:host=ora1;sid=FIN',\n  'fin_batch',\n  \"s4lty^Fjord\",\n);", "s4lty^Fjord"},
}

// The same calls with the password from a variable or the environment, and
// another class's connect, keep every byte.
var classes32PerlConnectKept = []string{
	"my $dbh = DBI->connect($dsn, $user, $ENV{DB_PASS}, { RaiseError => 1 });",
	"my $dbh = DBI->connect(\"dbi:SQLite:dbname=app.db\", \"\", \"\");",
	"my $sock = Socket->connect('mq.local', 'amqp', 'guest-queue-name');",
	"$obj->connect('db.local', 'app', 'reporting')",
}

// TestClasses32PerlConnect: a connection call's password by its place,
// with Perl's "->" before the method.
func TestClasses32PerlConnect(t *testing.T) {
	checkRedacted(t, classes32PerlConnectLeaks)
	checkKept(t, classes32PerlConnectKept)
}

// A template's value may be an instruction for making the secret, its
// words joined by dashes: it keeps every byte, in any language.
var classes32InstructionKept = []string{
	"SESSION_SECRET=generate-with-openssl-rand-hex-32",
	"JWT_SECRET=run_pwgen_48_and_paste",
	"APP_KEY=erzeugen-mit-openssl-rand",
	"COOKIE_SECRET=generer-avec-uuidgen",
	"api_token: create-using-the-admin-console",
}

// A passphrase of words that opens with a verb names no tool: it stays a
// secret.
var classes32InstructionLeaks = []leakCase{
	{"SESSION_SECRET=run-purple-cactus-42", "run-purple-cactus-42"},
	{"DB_PASSWORD=use-Kite-harbor-Lamp-9", "use-Kite-harbor-Lamp-9"},
}

// TestClasses32Instruction: an instruction in a value's place is no value.
func TestClasses32Instruction(t *testing.T) {
	checkRedacted(t, classes32InstructionLeaks)
	checkKept(t, classes32InstructionKept)
}

// A token's permission level is no token: GitHub Actions' "id-token:
// write", a registry token granted "read-only".
var classes32AccessKept = []string{
	"why does provenance need id-token: write permission on top of that",
	"permissions:\n  id-token: write\n  contents: read",
	"the deploy token: read-only, scoped to the registry",
	"NPM_TOKEN access: read-write for the publish job",
}

// A password's label keeps the same words as its value.
var classes32AccessLeaks = []leakCase{
	{"wifi password: readwrite", "readwrite"},
	{"DB_PASSWORD=write", "write"},
}

// TestClasses32Access: an access level after a token's label stays.
func TestClasses32Access(t *testing.T) {
	checkRedacted(t, classes32AccessLeaks)
	checkKept(t, classes32AccessKept)
}

// A login's verb takes its password after "with" in other languages too.
var classes32LoginWithLeaks = []leakCase{
	{"Logga in med Vt7#qRm2Lx på bastion-hosten", "Vt7#qRm2Lx"},
	{"log ind med Hb4!kPz9Wq på portalen", "Hb4!kPz9Wq"},
	{"bitte einloggen mit Zq8$mLt3Rw, danach ändern", "Zq8$mLt3Rw"},
	{"connecte-toi avec Np5#xWq2Lk sur le serveur", "Np5#xWq2Lk"},
	{"inicia sesión con Rk3%tYu8Mv en la consola", "Rk3%tYu8Mv"},
}

// The same verbs with a product, an account or a way of logging in after
// "with" keep every byte.
var classes32LoginWithKept = []string{
	"Logga in med BankID på sidan",
	"einloggen mit GitHub oder mit Google",
	"connecte-toi avec ton compte Microsoft",
	"inicia sesión con OAuth2 y listo",
	"log ind med MitID",
}

// TestClasses32LoginWith: "log in with X" in Swedish, Danish, German,
// French and Spanish.
func TestClasses32LoginWith(t *testing.T) {
	checkRedacted(t, classes32LoginWithLeaks)
	checkKept(t, classes32LoginWithKept)
}

// A verb of use hands a network its key with no word for it.
var classes32NetworkLeaks = []leakCase{
	{"use marblefox441teal! for the lab wifi, the guest one is slow", "marblefox441teal!"},
	{"nimm Hq9#sommer22 für das Gäste-WLAN", "Hq9#sommer22"},
	{"utilise Pb7!nuage55 pour le wifi du bureau", "Pb7!nuage55"},
	{"just type \"kw4Tz!9Lmq\" for the VPN", "kw4Tz!9Lmq"},
}

// A protocol, a product or a plain word for the same network keeps every
// byte.
var classes32NetworkKept = []string{
	"use WPA2 for the lab wifi",
	"use 5GHz for the office wifi, 2.4 is crowded",
	"use WireGuard for the VPN instead of OpenVPN",
	"use marblefox441teal! for the build cache",
}

// TestClasses32Network: "use X for the wifi".
func TestClasses32Network(t *testing.T) {
	checkRedacted(t, classes32NetworkLeaks)
	checkKept(t, classes32NetworkKept)
}

// A credential's word in capitals with a digit for a letter is one word
// of an env name, not two split at the digit.
var classes32DigitLabelLeaks = []leakCase{
	{"DB_PASSW0RD=Kq7mLz2Rx9", "Kq7mLz2Rx9"},
	{"SMTP_P4SSWORD: hunter2x", "hunter2x"},
	{"export APP_S3CRET=Tz8wQp3Lm5", "Tz8wQp3Lm5"},
	{"GH_T0KEN=Wb6nRt2Yq8Pz", "Wb6nRt2Yq8Pz"},
}

// Names whose digit ends a part stay split, and their values keep every
// byte: a bucket's prefix, a digest's name, a namespace.
var classes32DigitLabelKept = []string{
	"S3KEY_PREFIX=uploads/2024",
	"K8S_NAMESPACE=payments-prod",
	"MD5SUM_FILE=checksums.txt",
	"PASSW0RD_MIN_LENGTH=12",
}

// TestClasses32DigitLabel: DB_PASSW0RD= labels its value.
func TestClasses32DigitLabel(t *testing.T) {
	checkRedacted(t, classes32DigitLabelLeaks)
	checkKept(t, classes32DigitLabelKept)
}

// Hungarian puts its article before a qualifier of several words, whose
// last takes the case ending, between the word and its colon.
var classes32HungarianLeaks = []leakCase{
	{"Szia! A jelszó az éles MySQL-hez: Paprika.Hajnal.Szél.512% — a user `shop`", "Paprika.Hajnal.Szél.512%"},
	{"A jelszó az új VPN-hez: vihar-Kalap-77", "vihar-Kalap-77"},
	{"a jelszó az admin felülethez: Tq9#mRz4Lx", "Tq9#mRz4Lx"},
}

// The same label with a sentence or a place after the colon keeps every
// byte.
var classes32HungarianKept = []string{
	"A jelszó az éles MySQL-hez: a szokásos, kérdezd Bencét",
	"A jelszó az éles MySQL-hez: a Vaultban van, ne küldd Slacken",
	"a jelszó az admin felülethez: lásd 1Password",
}

// TestClasses32Hungarian: "A jelszó az éles MySQL-hez: X".
func TestClasses32Hungarian(t *testing.T) {
	checkRedacted(t, classes32HungarianLeaks)
	checkKept(t, classes32HungarianKept)
}

// A relative clause whose subject is the key may stand between the label
// and its colon, in any of the languages: the phrase after the colon is
// the passphrase.
var classes32ThingClauseLeaks = []leakCase{
	{"La phrase de passe de la clé qui signe les paquets : « ruisseau tilleul marmotte carillon ». Merci", "ruisseau tilleul marmotte carillon"},
	{"the passphrase of the key that signs our tags: velvet walrus orbit lantern", "velvet walrus orbit lantern"},
	{"die Passphrase des Schlüssels, der die Releases signiert: Birke Nebel Otter Kompass", "Birke Nebel Otter Kompass"},
	{"la frase de contraseña de la clave que firma los builds: pino trueno nutria farol", "pino trueno nutria farol"},
}

// The same labels with a sentence after the colon keep every byte.
var classes32ThingClauseKept = []string{
	"the passphrase of the key that signs our tags: ask Bence, it is in the vault",
	"La phrase de passe de la clé qui signe les paquets : voir le coffre 1Password",
	"the password policy that applies to service accounts: 16 characters minimum",
}

// TestClasses32ThingClause: "the passphrase of the key that signs the
// releases: X".
func TestClasses32ThingClause(t *testing.T) {
	checkRedacted(t, classes32ThingClauseLeaks)
	checkKept(t, classes32ThingClauseKept)
}

// An aside after a dash gives the passphrase in quotes: "I type the
// passphrase again — it's \"...\"".
var classes32DashAsideLeaks = []leakCase{
	{"every morning I type the passphrase again — it's \"copper meadow falcon 77\" btw", "copper meadow falcon 77"},
	{"the vault asks for the password too – it's 'Lk8#vQ2mTz' if you need it", "Lk8#vQ2mTz"},
	{"the signing key's passphrase — mine is \"harbor tulip sextant\" fwiw", "harbor tulip sextant"},
}

// The same aside saying how the prompt feels or where the value is keeps
// every byte.
var classes32DashAsideKept = []string{
	"it asks for the passphrase again — it's annoying and slow",
	"ssh asks for the passphrase again — it's stored in the keychain now",
	"the passphrase — it's \"the usual one\" btw",
}

// TestClasses32DashAside: a quoted value after "— it's".
func TestClasses32DashAside(t *testing.T) {
	checkRedacted(t, classes32DashAsideLeaks)
	checkKept(t, classes32DashAsideKept)
}

// A verb of entering hands a keypad its code, digits alone included.
var classes32KeypadLeaks = []leakCase{
	{"enter 4471 at the keypad, then push the door hard", "4471"},
	{"just type 880213 on the keypad by the loading dock", "880213"},
	{"tape 5193 sur le digicode du hall", "5193"},
	{"gib 7720 am Tastenfeld ein", "7720"},
}

// A year, a mode, a product or a count at the same keypad keeps every
// byte.
var classes32KeypadKept = []string{
	"enter 2024 at the keypad? no, that's the year",
	"use USB3 on the keypad side of the rack",
	"enter the code at the keypad, it's in the wiki",
	"enter 4471 at the prompt to choose the build",
}

// TestClasses32Keypad: "enter 4471 at the keypad".
func TestClasses32Keypad(t *testing.T) {
	checkRedacted(t, classes32KeypadLeaks)
	checkKept(t, classes32KeypadKept)
}

// A lowercase word that opens its sentence as the subject of "is" before
// a password's word names the password, English's value-first order.
var classes32SubjectLeaks = []leakCase{
	{"swordfish is the admin password", "swordfish"},
	{"ok. marmalade was the old wifi password, it changed", "marmalade"},
	{"tangerine is my laptop password for now", "tangerine"},
}

// A function word, a participle, a possessive label, a product named
// before a longer noun, or a capitalised noun keep every byte.
var classes32SubjectKept = []string{
	"bitwarden is the admin password manager",
	"nothing is the admin password, it's passwordless",
	"attached is the admin password policy",
	"strength is the password's weak point",
	"which is the admin password?",
	"Rotation is the admin password",
	"rotating is the password",
}

// TestClasses32Subject: "swordfish is the admin password".
func TestClasses32Subject(t *testing.T) {
	checkRedacted(t, classes32SubjectLeaks)
	checkKept(t, classes32SubjectKept)
}
