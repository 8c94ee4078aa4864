package redact_test

import "testing"

// A password's label alone with its colon on its line, then blanks, then
// one word alone: the word is the password, as it would be after the
// colon, whatever its shape (a form copied, a note, a YAML value on the
// next line). The mapping or the schema under the label, a placeholder
// and the words that say there is none stay.
var classes42BelowWordLeaks = []leakCase{
	{"login: admin\npassword:      \nsunflower", "sunflower"},
	{"password:\n                 \ncorrecthorsebatterystaple", "correcthorsebatterystaple"},
	{"wifi\n  ssid: Gastnetz\n  password:\n    lemonade", "lemonade"},
	{"- Password:\n\n  Marmalade", "Marmalade"},
	{"db_password =\nbluebirdsong", "bluebirdsong"},
	{"Passwort:\nSonnenblume", "Sonnenblume"},
}

var classes42BelowWordKept = []string{
	"password:\nrequired",
	"Password:\nunchanged",
	"password:\n  valueFrom:\n    secretKeyRef:\n      name: db",
	"password:\n  properties:",
	"password:\n  sensitive",
	"password:\n  DB_PASSWORD",
	"password:\n  changeme",
	"the password is\nsunflower for the meadow tour",
	"$ vault kv list secret/payments/prod\nKeys\n----\nadyen-api-key\ndb-password\nstripe-webhook-secret",
	"Password:\n<your password>",
}

func TestClasses42BelowWord(t *testing.T) {
	checkRedacted(t, classes42BelowWordLeaks)
	checkKept(t, classes42BelowWordKept)
}

// A label misspelt with a letter typed as its neighbour in the word
// (paasword, passsord, seccet), and the long password words of other
// languages misspelt (Passwrot, wachtwood, contrasna), are read as the
// word they misspell.
var classes42MisspeltLeaks = []leakCase{
	{"the paasword is Kx82!mq", "Kx82!mq"},
	{"paasword: Kx82mqz", "Kx82mqz"},
	{"my passsord is lemonade77", "lemonade77"},
	{"seccet: Kx82mqzz9ab", "Kx82mqzz9ab"},
	{"wifi passwwrd: Gastnetz2024!", "Gastnetz2024!"},
}

var classes42ForeignMisspeltLeaks = []leakCase{
	{"die Passwrot ist Kx82mqzv!", "Kx82mqzv!"},
	{"das Kenwort für den Router: Fahrrad#Blau7", "Fahrrad#Blau7"},
	{"het wachtwood is Fiets#Rood55", "Fiets#Rood55"},
	{"la contrasna del wifi es Zorro$Azul88", "Zorro$Azul88"},
	{"wifin salsana: Kissa!Talo42", "Kissa!Talo42"},
}

var classes42MisspeltKept = []string{
	"the passwood table is in the shed",
	"tokee and tooen are no words",
	"die Passform ist gut, Größe 42",
	"wir fahren einen Kenworth T680 von 2019",
	"la contrasena rules: 12 characters at least",
}

func TestClasses42Misspelt(t *testing.T) {
	checkRedacted(t, classes42MisspeltLeaks)
	checkRedacted(t, classes42ForeignMisspeltLeaks)
	checkKept(t, classes42MisspeltKept)
}

// A lowercase "pin" is a PIN when what it belongs to stands before it
// (SIM, card, phone) or another code follows its digits in a list ("pin
// 4829, PUK 12345678"). A connector's pins, a year, a port stay.
var classes42PinLeaks = []leakCase{
	{"test phone for 2fa: SIM pin 4829, PUK 12345678 if it locks", "4829"},
	{"pin 5521, puk 88120934", "5521"},
	{"pin 7713 and cvv 113", "7713"},
	{"my phone pin 582913", "582913"},
	{"the debit card pin 4412 and the sim pin 8812", "4412"},
	{"yubikey pin 902211", "902211"},
}

var classes42PinKept = []string{
	"the phone pin 1 is ground",
	"SIM pin 2024 rollout",
	"the header pin 1234, pin 1235 carry SPI",
	"pin 8080, and restart",
	"connect pin 1234 on the breadboard",
	"pin numpy to 1.26, pin pandas too",
}

func TestClasses42Pin(t *testing.T) {
	checkRedacted(t, classes42PinLeaks)
	checkKept(t, classes42PinKept)
}

// Ids that are not secrets though a credential's word labels them: an
// ARN (it names a key, an MFA device, a role), a KMS key's UUID (the
// service never hands out its material), a number under a name that says
// no key, and a key cut to its ends with an ellipsis. A UUID that is an
// API key, a glued key=UUID and a DSN stay redacted: a Sentry DSN with its
// public key alone too, though Sentry calls it safe to expose, because
// labelled sets disagree on it and a leak costs more than a word.
var classes42IDLeaks = []leakCase{
	{"SENTRY_DSN=https://28232b090833a22829361172f0f0014c:0341226aa495d6b06a3c90e25bf4fc2d@o499473.ingest.sentry.io/5839054", "0341226aa495d6b06a3c90e25bf4fc2d"},
	{"Sentry.init({ dsn: \"https://7b0b13c041f7f7ec14c3931aeee2bdaf@o4507.ingest.de.sentry.io/4508123\" });", "7b0b13c041f7f7ec14c3931aeee2bdaf"},
	{"SENTRY_DSN=https://81b34bf7e8df33809cd89bf6e31c021f@o4505.ingest.sentry.io/4505", "81b34bf7e8df33809cd89bf6e31c021f"},
	{"git clone https://7b0b13c041f7f7ec14c3931aeee2bdaf@github.com/acme/x.git", "7b0b13c041f7f7ec14c3931aeee2bdaf"},
	{"https://7b0b13c041f7f7ec14c3931aeee2bdaf@evil.example/sentry.io/12", "7b0b13c041f7f7ec14c3931aeee2bdaf"},
	{"the api key is 6de73a77-7707-4d49-95f0-82d670a55d01", "6de73a77-7707-4d49-95f0-82d670a55d01"},
	{"HEROKU_API_KEY=6de73a77-7707-4d49-95f0-82d670a55d01", "6de73a77-7707-4d49-95f0-82d670a55d01"},
	{"license key 6de73a77-7707-4d49-95f0-82d670a55d01", "6de73a77-7707-4d49-95f0-82d670a55d01"},
	{"my key is sk-proj-Kx82mqzLp0Qw7eRt5yUiOp3aSdFgHjKlZxCvBnM…", "sk-proj-Kx82mqzLp0Qw7eRt5yUiOp3aSdFgHjKlZxCvBnM"},
	{"the token: Kx82mqzLp0Qw7eRt5yUiOp3aSdFg…", "Kx82mqzLp0Qw7eRt5yUiOp3aSdFg"},
}

var classes42IDKept = []string{
	"[profile prod-admin]\nmfa_serial = arn:aws:iam::892028924229:mfa/lina.hoang\nregion = ap-southeast-1",
	"backup_kms_key: arn:aws:kms:eu-west-1:613094852710:key/1f0c6b1e-8a54-4c1b-9d2e-77a0c3b51f49",
	"signing_key_arn = \"arn:aws:kms:us-east-1:123456789012:key/mrk-1234abcd12ab34cd56ef1234567890ab\"",
	"encrypting the bucket with kms key 6de73a77-7707-4d49-95f0-82d670a55d01 (alias/s3-artifacts)",
	"KMS_KEY=6de73a77-7707-4d49-95f0-82d670a55d01",
	"the CMK 6de73a77-7707-4d49-95f0-82d670a55d01 rotates yearly",
	"gitLabPrivateToken=${GITLAB_TOKEN}\ngitLabProjectId=48211",
	"{\"key_id\": \"key_01HZX8K2M4N6P8Q0R2S4T6V8W0\", \"secret\": \"sk_…4f2a\"}",
	"\"api_key\": \"sk-…Xy9Q\"",
}

func TestClasses42IDs(t *testing.T) {
	checkRedacted(t, classes42IDLeaks)
	checkKept(t, classes42IDKept)
}

// A JSON object that marks itself sensitive prints its value as a secret
// whatever the output's name (terraform output -json), and a cookie
// written as an XML element holds its value as a header's pair does. The
// same shapes marked not sensitive, with a number, or with a plain word
// stay.
var classes42MarkedLeaks = []leakCase{
	{`{"sensitive": true, "type": "string", "value": "Kx82mqzLp0Qw7eRt5yUi"}`, "Kx82mqzLp0Qw7eRt5yUi"},
	{"{\n  \"value\": \"Qw7eRt5yUiKx82mqzLp0\",\n  \"sensitive\": true\n}", "Qw7eRt5yUiKx82mqzLp0"},
	{`{"name": "signing", "sensitive": true, "value": "hunter2hunter2"}`, "hunter2hunter2"},
	{`<Cookie name="sid" value="Kx82mqzLp0Qw7eRt5yUiOp3a" path="/"/>`, "Kx82mqzLp0Qw7eRt5yUiOp3a"},
	{`<cookie value='Qw7eRt5yUiKx82mqzLp0Op3aSd' name='remember_me'>`, "Qw7eRt5yUiKx82mqzLp0Op3aSd"},
}

var classes42MarkedKept = []string{
	`{"sensitive": false, "type": "string", "value": "db-prod.c8x2.eu-west-1.rds.amazonaws.com"}`,
	`{"sensitive": true, "type": "number", "value": 3}`,
	`{"sensitive": true, "value": "(sensitive value)"}`,
	`<Cookie name="theme" value="dark" path="/"/>`,
	`<Cookie name="consent" value="accepted-2026-12-01" path="/"/>`,
}

func TestClasses42Marked(t *testing.T) {
	checkRedacted(t, classes42MarkedLeaks)
	checkKept(t, classes42MarkedKept)
}
