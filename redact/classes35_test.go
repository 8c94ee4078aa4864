package redact_test

import "testing"

// Portuguese's "ficou" and Romanian's "este" join a password word to its
// value as "is" does: with a qualifier before them ("do roteador", "de la
// router"), the sentence is another language's, and its value is judged
// as one (foreignVerbs, read from the same list as proseVerbs).
var classes35ForeignVerbLeaks = []leakCase{
	{"a senha do roteador ficou Mangueira77", "Mangueira77"},
	{"o pin do cofre ficou 4471", "4471"},
	{"parola contului de admin este Brad9Verde", "Brad9Verde"},
	{"parola de la router este Castan-2024", "Castan-2024"},
}

// What the password became or where it is, in words, keeps every byte.
var classes35ForeignVerbKept = []string{
	"a senha do roteador ficou a mesma",
	"a senha do wifi ficou salva no cofre",
	"parola de la router este scrisa pe cutie",
	"parola contului este aceeasi",
	"o login ficou pronto ontem",
}

// TestClasses35ForeignVerb: "a senha do roteador ficou X".
func TestClasses35ForeignVerb(t *testing.T) {
	checkRedacted(t, classes35ForeignVerbLeaks)
	checkKept(t, classes35ForeignVerbKept)
}

// A lower-case word and a number of two digits or more, handed over to
// sign in, is a picked password, in any language a login is asked for in.
var classes35WordNumberLeaks = []leakCase{
	{"use hunter22 to sign in", "hunter22"},
	{"just use dragon2024 to log in, then change it", "dragon2024"},
	{"usa girasol77 para entrar", "girasol77"},
	{"nimm sommer2024 zum Einloggen", "sommer2024"},
	{"utilise soleil99 pour te connecter", "soleil99"},
}

// A protocol's or a product's name and number, a short stem, a number
// alone, and a picked-looking word used for anything but signing in keep
// every byte.
var classes35WordNumberKept = []string{
	"use oauth2 to log in",
	"use auth0 to sign in",
	"use fido2 to sign in",
	"use win10 to log in",
	"use Windows11 to log in",
	"use hunter22 to deploy",
	"use 2024 to log in",
}

// TestClasses35WordNumber: "use hunter22 to sign in".
func TestClasses35WordNumber(t *testing.T) {
	checkRedacted(t, classes35WordNumberLeaks)
	checkKept(t, classes35WordNumberKept)
}

// A login's value after "using" as after "with", and "log into", "signed
// into" as a login's verb with its place, in English, Spanish and
// Portuguese.
var classes35LoginUsingLeaks = []leakCase{
	{"log into the staging pgadmin using Wq8Zt3LmRv2Ny, then run the check", "Wq8Zt3LmRv2Ny"},
	{"signed into the router using Kx9pQ2mz77", "Kx9pQ2mz77"},
	{"log into the NAS with Tr0ub4dor&3 as admin", "Tr0ub4dor&3"},
	{"inicia sesión usando Girasol#2024", "Girasol#2024"},
	{"entrar no painel usando Caju!7781", "Caju!7781"},
}

// How the login goes (a provider, a product, a protocol, an account), and
// "into" and "using" after verbs that are not a login's keep every byte.
var classes35LoginUsingKept = []string{
	"log into grafana using GitHub",
	"log into grafana using OAuth2",
	"sign in using YubiKey5",
	"log into the box using ssh",
	"log into the NAS using the admin account",
	"data was loaded into the table using Kx9pQ2mz77",
	"turned into a mess using Kx9pQ2mz77",
}

// TestClasses35LoginUsing: "log into the pgadmin using X".
func TestClasses35LoginUsing(t *testing.T) {
	checkRedacted(t, classes35LoginUsingLeaks)
	checkKept(t, classes35LoginUsingKept)
}

// Vietnamese's prepositions (để, trong, của, cho, tại, ở) open a
// credential word's qualifiers before its "là", as "for" and "in" do.
var classes35VietnameseLeaks = []leakCase{
	{"anh ơi mã PIN để mở tủ trong phòng kho là 660124, nhớ khóa lại", "660124"},
	{"mật khẩu của tài khoản admin là Hoa#Sen2024", "Hoa#Sen2024"},
	{"mã PIN của thẻ là 8812", "8812"},
	{"mật khẩu để vào máy chủ là Trang-7731x", "Trang-7731x"},
}

// What a qualified password is not, or a question for it, keeps every
// byte.
var classes35VietnameseKept = []string{
	"mật khẩu để mở két trong phòng server là chưa đổi",
	"mã PIN của thẻ là bốn số cuối",
	"mật khẩu của tài khoản admin là gì",
}

// TestClasses35Vietnamese: "mã PIN để mở két trong phòng server là X".
func TestClasses35Vietnamese(t *testing.T) {
	checkRedacted(t, classes35VietnameseLeaks)
	checkKept(t, classes35VietnameseKept)
}

// A Twilio client's account SID or API key and its secret, as two literals
// of one call, in JavaScript, Python and Ruby.
var classes35TwilioPairLeaks = []leakCase{
	{"const client = require('twilio')('AC1f2e3d4c5b6a79881726354a5b6c7d8e', '9a8b7c6d5e4f30211203f4e5d6c7b8a9');", "9a8b7c6d5e4f30211203f4e5d6c7b8a9"},
	{"client = Client(\"ACa1b2c3d4e5f60718293a4b5c6d7e8f90\", \"0f1e2d3c4b5a69788796a5b4c3d2e1f0\")", "0f1e2d3c4b5a69788796a5b4c3d2e1f0"},
	{"@client = Twilio::REST::Client.new('AC0123456789abcdef0123456789abcdef', 'fedcba9876543210fedcba9876543210')", "fedcba9876543210fedcba9876543210"},
	{"const c = twilio('SK0123456789abcdef0123456789abcdef', 'Xk2mQ9pL7vRtWzHs8Dn5Fg3JbC6aYe1T', { accountSid: sid })", "Xk2mQ9pL7vRtWzHs8Dn5Fg3JbC6aYe1T"},
}

// A SID alone, beside another SID, or beside a variable keeps every byte.
var classes35TwilioPairKept = []string{
	"account_sid = 'AC8f3eeb46b854528a69b377e4ab61552e'",
	"ids = ['AC8f3eeb46b854528a69b377e4ab61552e', 'PN8f3eeb46b854528a69b377e4ab61552e']",
	"client = Client(account_sid, auth_token)",
}

// TestClasses35TwilioPair: twilio('AC...', 'token').
func TestClasses35TwilioPair(t *testing.T) {
	checkRedacted(t, classes35TwilioPairLeaks)
	checkKept(t, classes35TwilioPairKept)
}

// A recovery codes' label whose colon ends its line after a long clause,
// the codes one a line under it.
var classes35LongCodeLabelLeaks = []leakCase{
	{"github recovery codes for the shared release account, pasting so you can put them in the vault:\n\nqa41-zk7m\nhw20-pe9x\nlo33-vv1c\n\n(3 of 16)", "qa41-zk7m"},
	{"backup codes for the ops google account, please store them in the password manager asap:\n4829 1037\n5520 8841\n9071 3346", "5520 8841"},
	{"the 2fa backup codes we printed for the office tablet last week, store them somewhere safe:\n\nk3m9-qx72\nzz81-pl04\nw7na-3c5d", "zz81-pl04"},
}

// A colon far inside the line is another clause's, and a link under a
// long label is no code: both keep every byte.
var classes35LongCodeLabelKept = []string{
	"recovery codes for the old account were rotated last week, the new batch is in the vault. see: issue 4521-ab\nab12-cd34 ef56-gh78 ij90-kl12",
	"backup codes are generated per user when they enable 2fa and we keep a hash of them only, see the docs here:\nhttps://docs.example.com/2fa",
}

// TestClasses35LongCodeLabel: "recovery codes for ..., put them in the vault:\nX".
func TestClasses35LongCodeLabel(t *testing.T) {
	checkRedacted(t, classes35LongCodeLabelLeaks)
	checkKept(t, classes35LongCodeLabelKept)
}

// A value before a dash and a pronoun's "is" that names it the password,
// in English, French and German.
var classes35DashThatLeaks = []leakCase{
	{"Pelican!Moon47 — that's the root pw for the synology, in case you need it", "Pelican!Moon47"},
	{"Quokka#Rain52 - it's the admin password for the NAS", "Quokka#Rain52"},
	{"hunter2x9Q, that's the password", "hunter2x9Q"},
	{"Tulipe77!Bleu — c'est le mot de passe root du NAS", "Tulipe77!Bleu"},
	{"Kiefer-Wald93 - das ist das Passwort vom Router", "Kiefer-Wald93"},
}

// A product, a version or a document named before the dash keeps every
// byte.
var classes35DashThatKept = []string{
	"Vault — it's the password manager we use",
	"1Password — that's the password manager",
	"v2.3.1 — that's the version the password policy needs",
	"Bitwarden - it's the password app",
	"the README — that's the password reset doc",
}

// TestClasses35DashThat: "X — that's the root pw".
func TestClasses35DashThat(t *testing.T) {
	checkRedacted(t, classes35DashThatLeaks)
	checkKept(t, classes35DashThatKept)
}

// A PIN's noun for its code or number, then its digits with no verb
// between: Hungarian's "kód" and its possessive endings, Czech's and
// Polish's "kód", "kod", German's "Nummer".
var classes35PINNounLeaks = []leakCase{
	{"a céges tablet PIN kódja 3817, a PUK a fiókban van", "3817"},
	{"a bankkártya PIN kódom 8812, ne mondd el senkinek", "8812"},
	{"a PIN kód 4471", "4471"},
	{"PIN Nummer 7719 für die Karte", "7719"},
	{"nowa karta, PIN kod 5093.", "5093"},
}

// A count, a place or a word after the noun, and digits glued to letters,
// keep every byte.
var classes35PINNounKept = []string{
	"a PIN kódja 4 számjegyű",
	"a PIN kódja a dobozban van",
	"PIN kód nastavíte v menu",
	"PIN number 4 of the header",
	"a PIN kódja 1524x",
}

// TestClasses35PINNoun: "a SIM PIN kódja 1524".
func TestClasses35PINNoun(t *testing.T) {
	checkRedacted(t, classes35PINNounLeaks)
	checkKept(t, classes35PINNounKept)
}

// A literal given as the fallback of a call that reads a credential by its
// name, in Jsonnet, Python, PHP and Kotlin.
var classes35ReadDefaultLeaks = []leakCase{
	{"local pw = std.extVar('db_password') || 'Wq8Zt3LmRv2Ny';", "Wq8Zt3LmRv2Ny"},
	{"password: std.extVar('smtp_password') || 'Tr0ub4dor3x',", "Tr0ub4dor3x"},
	{"password = os.getenv('DB_PASSWORD') or 'Kx9#mQ2pLz'", "Kx9#mQ2pLz"},
	{"$pw = getenv('DB_PASSWORD') ?? 'Hq7!vN3xPe';", "Hq7!vN3xPe"},
	{"val pw = System.getenv(\"DB_PASSWORD\") ?: \"Zm4$kR8wTy\"", "Zm4$kR8wTy"},
}

// A placeholder, a word, an empty string or a language's nothing as the
// fallback keeps every byte.
var classes35ReadDefaultKept = []string{
	"password = os.getenv('DB_PASSWORD') or 'changeme'",
	"local pw = std.extVar('db_password') || 'default';",
	"token = os.getenv('API_TOKEN') or ''",
	"password = os.getenv('DB_PASSWORD') or None",
}

// TestClasses35ReadDefault: std.extVar('x') || 'secret'.
func TestClasses35ReadDefault(t *testing.T) {
	checkRedacted(t, classes35ReadDefaultLeaks)
	checkKept(t, classes35ReadDefaultKept)
}

// A cat of a file named "secret" or "secrets" by its stem or extension,
// a glob's star aside, prints its secret on the line under it.
var classes35SecretsFileLeaks = []leakCase{
	{"$ cat *.secrets\nhunter2xYz9Q", "hunter2xYz9Q"},
	{"$ cat prod.secrets\nWq8Zt3LmRv2Ny", "Wq8Zt3LmRv2Ny"},
	{"$ cat ~/.secrets\nKx9#mQ2pLz\n$ ls", "Kx9#mQ2pLz"},
	{"$ sudo cat /etc/app/db.secret\nZm4$kR8wTy", "Zm4$kR8wTy"},
}

// A file in a directory of that name, a file of several lines, another
// file, and a cat piped on keep every byte.
var classes35SecretsFileKept = []string{
	"$ cat secrets/README.md\nWq8Zt3LmRv2Ny",
	"$ cat *.secrets\nDB_HOST=db1\nDB_PORT=5432",
	"$ cat notes.txt\nWq8Zt3LmRv2Ny",
	"cat *.secrets | wc -l\n14",
}

// TestClasses35SecretsFile: "$ cat *.secrets\nX".
func TestClasses35SecretsFile(t *testing.T) {
	checkRedacted(t, classes35SecretsFileLeaks)
	checkKept(t, classes35SecretsFileKept)
}

// Indonesian's and Malay's two-word password label takes one qualifier
// after it before its colon, with no preposition ("kata sandi admin:").
var classes35TwoWordLabelLeaks = []leakCase{
	{"kata sandi admin: Rahasia99", "Rahasia99"},
	{"kata sandi wifi: Kopi#Susu77", "Kopi#Susu77"},
	{"Kata sandi root: Merdeka!45", "Merdeka!45"},
	{"kata laluan pelayan: Durian-2024x", "Durian-2024x"},
}

// No colon, a dash for the value, a verb before the colon, and an English
// label's product keep every byte.
var classes35TwoWordLabelKept = []string{
	"kata sandi admin sudah diganti kemarin",
	"kata sandi admin: -",
	"kata sandi admin diganti: cek email",
	"password manager: 1Password",
}

// TestClasses35TwoWordLabel: "kata sandi admin: X".
func TestClasses35TwoWordLabel(t *testing.T) {
	checkRedacted(t, classes35TwoWordLabelLeaks)
	checkKept(t, classes35TwoWordLabelKept)
}
