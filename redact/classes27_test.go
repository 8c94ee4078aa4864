package redact_test

import "testing"

// Variants of the classes the credential grid (grid_test.go) found, in
// labels, tools and sentences of my own: each secret goes, and each
// look-alike beside it stays byte for byte.

// A password word's value of digits alone is a PIN or a numeric password,
// after a blank, a flag or "use X as the"; a year or a file mode is not.
var classes27DigitLeaks = map[string]string{
	"wifi passwd 73920184":                     "73920184",
	"./vpn.sh --admin-pwd 551903 --retry 3":    "551903",
	"DB_PASSWORT 40918273":                     "40918273",
	"senha 90817263":                           "90817263",
	"use 90817263 as the wifi password":        "90817263",
	"take 660418 as the gpg passphrase":        "660418",
	"codice_accesso 9921834":                   "9921834",
	"backup passphrase 88120934":               "88120934",
	"gebruik 4471902 als het wachtwoord":       "4471902",
	"set Zr8#kQ2mxV as the signing passphrase": "Zr8#kQ2mxV",
}

var classes27DigitKept = []string{
	"password 2024 rotation is done",
	"ls -l /etc/passwd 0644",
	"pin 4 of the header is ground",
	"pin 1234 on the breadboard",
	"password 12 characters minimum",
	"use 2024 as the password year",
	"codigo_postal 28013",
	"use 8080 as the port",
}

func TestClasses27Digits(t *testing.T) {
	checkRedacted(t, leakCases(classes27DigitLeaks))
	checkKept(t, classes27DigitKept)
}

// A tool's name given a value is a key, not the command: "pass = X" in an
// INI file, PowerShell's $PASS. The command itself stays.
var classes27ToolKeyLeaks = map[string]string{
	"[smtp]\nhost = mail1\npass = hunter22x\n": "hunter22x",
	"$PASS = 'Zr8kQ2mxV7'":                     "Zr8kQ2mxV7",
	"pass : Zr8kQ2mxV7":                        "Zr8kQ2mxV7",
}

var classes27ToolKeyKept = []string{
	"pass show github/token",
	"$ pass insert work/email",
	"pass generate -n infra/db 24",
}

func TestClasses27ToolKeys(t *testing.T) {
	checkRedacted(t, leakCases(classes27ToolKeyLeaks))
	checkKept(t, classes27ToolKeyKept)
}

// A config key writes another language's credential word in ASCII
// (Schlüssel as schluessel, clé as cle, código de acceso as codigo_acceso)
// and inflects it (nyckeln); French and Italian name an access code in
// words. A postal code, a tax code, an article and a cycle stay.
var classes27ForeignKeyLeaks = []leakCase{
	{"API_SCHLUESSEL=Zr8kQ2mxV7pLw3", "Zr8kQ2mxV7pLw3"},
	{"stripe.schlussel: Zr8kQ2mxV7pLw3", "Zr8kQ2mxV7pLw3"},
	{"CLE_SECRETE=Zr8kQ2mxV7pLw3", "Zr8kQ2mxV7pLw3"},
	{`{"serviceCle": "Zr8kQ2mxV7pLw3"}`, "Zr8kQ2mxV7pLw3"},
	{"CODIGO_ACESSO: Zr8kQ2mx", "Zr8kQ2mx"},
	{"codice_accesso=portone77", "portone77"},
	{"export CODE_ACCES_PORTAIL=7731", "7731"},
	{"Stripe-nyckeln: Zr8kQ2mxV7pLw3", "Zr8kQ2mxV7pLw3"},
	{"le code d'accès du local est 7731B", "7731B"},
	{"il codice di accesso del magazzino è 550192", "550192"},
	{"utilise Zr8#kQ2mx comme le code d'accès", "Zr8#kQ2mx"},
	{"pon Zr8#kQ2mx como la contraseña", "Zr8#kQ2mx"},
	{"lösenordet till routern är Zr8kQ2mx", "Zr8kQ2mx"},
	{"la chiave API del server di produzione è Zr8#kQ2mxV7p", "Zr8#kQ2mxV7p"},
	{"la clé SSH du serveur de secours est Zr8#kQ2mxV7p", "Zr8#kQ2mxV7p"},
}

var classes27ForeignKeyKept = []string{
	"codigo_postal=28013",
	"code_promo=SUMMER24",
	"article_id=Zr8kQ2mxV7pLw3",
	"cycle_time=Kp9#xL2m!v",
	"article_ref: Kp9#xL2m!v",
	"CLEAR_CACHE=1",
	"BitLocker key ID: AA2BC17C-FAA7-9CE4-34C2-72EA4A3D5A13",
	"la clave ID del registro es 42",
	"le code d'accès est affiché à l'entrée",
	"API-nyckeln roteras varje månad",
	"lösenordet till routern är borta",
	"usa 8080 como el puerto",
}

func TestClasses27ForeignKeys(t *testing.T) {
	checkRedacted(t, classes27ForeignKeyLeaks)
	checkKept(t, classes27ForeignKeyKept)
}

// A flag with nothing after its "=" gives no value, nor does a flag that
// says where its secret is (env:, file:, vault:), nor a Windows variable
// between percent signs; the same flags with a value give it.
var classes27ReferenceKept = []string{
	"terraform apply -var token= -auto-approve",
	"./run --api-key= --dry-run",
	"./run --api-key=env:API_KEY --dry-run",
	"./sync --token vault:kv/ci#deploy --once",
	"gpg --batch --passphrase=file:/run/secrets/gpg --decrypt x.gpg",
	"<Password>%SQL_PASSWORD%</Password>",
	"<apiToken>%CI_TOKEN%</apiToken>",
}

var classes27ReferenceLeaks = map[string]string{
	"./run --api-key=Zr8kQ2mxV7pLw3 --dry-run":     "Zr8kQ2mxV7pLw3",
	"./sync --token Zr8kQ2mxV7pLw3 --once":         "Zr8kQ2mxV7pLw3",
	"gpg --batch --passphrase=Zr8#kQ2mx --decrypt": "Zr8#kQ2mx",
	"<Password>Zr8#kQ2mx%</Password>":              "Zr8#kQ2mx%",
}

func TestClasses27References(t *testing.T) {
	checkKept(t, classes27ReferenceKept)
	checkRedacted(t, leakCases(classes27ReferenceLeaks))
}

// A secret's word in Dutch, Portuguese, German and Swedish, Polish's and
// Swedish's access code, French's and Spanish's "secret phrase" as a key,
// and a two-cell table row's key and value; a table of fields, a row with
// a word of the form, a comment where a value would be, and an image
// after an empty -e stay.
var classes27SecondLeaks = []leakCase{
	{"het geheim van de webhook is Zr8#kQ2mxV7p", "Zr8#kQ2mxV7p"},
	{"WEBHOOK_GEHEIMNIS=Zr8kQ2mxV7pLw3", "Zr8kQ2mxV7pLw3"},
	{"o segredo do cliente: Zr8#kQ2mxV7p", "Zr8#kQ2mxV7p"},
	{"hemligheten för webhooken är Zr8#kQ2mxV7p", "Zr8#kQ2mxV7p"},
	{"åtkomstkod: 551903", "551903"},
	{"KOD_DOSTEPU=portal77", "portal77"},
	{"kod dostępu do serwerowni to 4471", "4471"},
	{"FRASE_SECRETA=nube verde 42", "nube verde 42"},
	{"| SMTP_PASS | tulip2024x |", "tulip2024x"},
	{"| wifi password | 73920184 |", "73920184"},
	{"| pass | hunter22x |", "hunter22x"},
	{"docker run -e API_TOKEN=Zr8kQ2mxV7pLw3 app:1.4", "Zr8kQ2mxV7pLw3"},
}

var classes27SecondKept = []string{
	"| password | string | the user's password |",
	"| password | required |",
	"| token | see 1Password |",
	"| field | type |\n| password | string |",
	"API_TOKEN:   # set in CI",
	"docker run -e API_TOKEN= app:1.4",
	"docker build --build-arg NPM_TOKEN= .",
	"passphrase: env:GPG_PASS  # from CI",
	"| passphrase | env:GPG_PASS |",
	"kodak_mode=Zr8kQ2mxV7",
	"barcode: 5901234123457",
	"het is geheim",
}

func TestClasses27Second(t *testing.T) {
	checkRedacted(t, classes27SecondLeaks)
	checkKept(t, classes27SecondKept)
}

// A phrase of plain words after a label in another language is its
// password when none of its words joins a sentence of those languages; a
// note that says where the password is, or that it is not set, stays.
var classes27ForeignPhraseLeaks = map[string]string{
	"Passwort: amber socket willow drift":                 "amber socket willow drift",
	"het wachtwoord van de nas: plum ladder orbit canvas": "plum ladder orbit canvas",
	"la contraseña: ivory walrus tunnel beacon":           "ivory walrus tunnel beacon",
	"hasło: tiger lamp frozen kettle":                     "tiger lamp frozen kettle",
}

var classes27ForeignPhraseKept = []string{
	"Passwort: steht im Tresor",
	"Passwort: frag den Admin bitte",
	"wachtwoord: staat in de kluis",
	"la contraseña: pregunta a Juan mañana",
	"mot de passe : demande à Paul demain",
	"senha: pergunte ao admin amanhã",
	"hasło: zapytaj szefa jutro rano",
	"lösenord: finns i valvet",
}

func TestClasses27ForeignPhrases(t *testing.T) {
	checkRedacted(t, leakCases(classes27ForeignPhraseLeaks))
	checkKept(t, classes27ForeignPhraseKept)
}

// A sentence that says where the secret is read from keeps the reference
// whole, after a qualifier too; a value glued to another word's colon is
// still a value.
var classes27SentenceRefKept = []string{
	"the smtp password for prod is env:SMTP_PASS",
	"the signing passphrase is env:GPG_PASS",
	"the gpg passphrase for the release box is vault:kv/release#gpg",
	"das Passwort für den Server ist env:SRV_PASS",
}

var classes27SentenceRefLeaks = map[string]string{
	"the smtp password for prod is Zr8#kQ2mxV7p":    "Zr8#kQ2mxV7p",
	"the password for the db is: Zr8#kQ2mxV7p":      "Zr8#kQ2mxV7p",
	"the signing passphrase is amber socket willow": "amber socket willow",
}

func TestClasses27SentenceReferences(t *testing.T) {
	checkKept(t, classes27SentenceRefKept)
	checkRedacted(t, leakCases(classes27SentenceRefLeaks))
}
