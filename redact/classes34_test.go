package redact_test

import (
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/redact"
)

// What a password's file, field or entry holds, alone on the line after
// the words that say so; the file may be named by a path, an extension
// or a word glued to "file" (passfile, pwfile); an adverb may end the
// line before it ("the db password is just\nX").
var classes34HeldNextLineLeaks = []leakCase{
	{"# /srv/tls/passfile.txt is literally just\nMarble#4417qQ\n# used by ssl_password_file", "Marble#4417qQ"},
	{"the pwfile contains only\nWillow-8831zz", "Willow-8831zz"},
	{"the password file contains:\nOtter55!drum", "Otter55!drum"},
	{"/run/secrets/mysql_root_password contains only\nGranite-7702xy", "Granite-7702xy"},
	{"creds/smtp_password.txt is just\n\nHeron#2290kv", "Heron#2290kv"},
	{"the staging db password is just\nPlum-3318-vox", "Plum-3318-vox"},
	{"my pass file is literally just\n`Cedar!9920ab`", "Cedar!9920ab"},
}

// The file's place, mode or size, on its line or the next, and a libpq
// passfile's path, keep every byte.
var classes34HeldNextLineKept = []string{
	"passfile=/home/u/.pgpass",
	"PGPASSFILE=/home/deploy/.pgpass psql -h db1",
	"ssl_password_file /etc/nginx/ssl/passfile.txt;",
	"the passfile is literally just\n0600",
	"the password file is just\ntwo lines",
	"the pwfile contains:\nlocalhost",
	"the passfile is only readable by root",
}

// TestClasses34HeldNextLine: "the password file is literally just\nX".
func TestClasses34HeldNextLine(t *testing.T) {
	checkRedacted(t, classes34HeldNextLineLeaks)
	checkKept(t, classes34HeldNextLineKept)
}

// A cat that opens its command line and reads a file whose path names a
// credential prints it: a one-line output under it is the secret.
var classes34CatLeaks = []leakCase{
	{"cat ~/.config/borg/passphrase\nLantern-Fig-Harbor-61", "Lantern-Fig-Harbor-61"},
	{"$ sudo cat /run/secrets/redis_password\nQv7#mLx2Rt", "Qv7#mLx2Rt"},
	{"$ cat ./vault-token\nhvs.CAESIJk3mQ9pL2vRtWzHs8Dn5Fg\n$ vault status", "hvs.CAESIJk3mQ9pL2vRtWzHs8Dn5Fg"},
}

// A file of several lines, a redirect, a pipe, a file no credential
// names, and "cat" inside another word keep every byte.
var classes34CatKept = []string{
	"$ cat backup-codes.txt\nread-me-first\nkeep-offline\nrotate-yearly",
	"cat > ~/.config/borg/passphrase\nhello",
	"cat ~/.config/borg/passphrase | wc -c\n22",
	"cat README.md\nWillow-8831zz",
	"concat password\nWillow-8831zz",
	"$ cat ~/.config/borg/passphrase\ncat: /home/u/.config/borg/passphrase: No such file or directory",
}

// TestClasses34Cat: "$ cat /run/secrets/db_password\nX".
func TestClasses34Cat(t *testing.T) {
	checkRedacted(t, classes34CatLeaks)
	checkKept(t, classes34CatKept)
}

// Greek's other password word (συνθηματικό), its accusative (κωδικό) and
// its "code of access" (κωδικός πρόσβασης); Hebrew's copulas היא and הוא
// after qualifiers prefixed to their words, and its other spelling
// (סיסמא); Arabic in Latin letters, "kalimat al-sirr ... hiya X".
var classes34LanguagesLeaks = []leakCase{
	{"το συνθηματικό του λογαριασμού: Elia-4410kp", "Elia-4410kp"},
	{"ο κωδικός πρόσβασης είναι Nisi#8812", "Nisi#8812"},
	{"ο κωδικός πρόσβασης του router είναι Vouno-77x!", "Vouno-77x!"},
	{"הסיסמא של הראוטר היא Tamar#5512", "Tamar#5512"},
	{"הסיסמה החדשה למסד הנתונים היא Yam-8830qz", "Yam-8830qz"},
	{"kalimat al-murur lil-wifi hiya Nakhla-2290!", "Nakhla-2290!"},
	{"kalimat as-sirr huwa Qamar77#x", "Qamar77#x"},
}

// A product's or an order's code in Greek, a password kept elsewhere in
// Hebrew, and the old one in Arabic, keep every byte.
var classes34LanguagesKept = []string{
	"ο κωδικός προϊόντος είναι ΑΒ-4421",
	"ο κωδικός παραγγελίας είναι 55821934",
	"הסיסמה לשרת היא בכספת",
	"kalimat al-sirr hiya nafs al-qadima",
	"το συνθηματικό άλλαξε χθες",
}

// TestClasses34Languages: Greek, Hebrew and Arabic in Latin letters.
func TestClasses34Languages(t *testing.T) {
	checkRedacted(t, classes34LanguagesLeaks)
	checkKept(t, classes34LanguagesKept)
}

// A here document that gives an assignment its value (HCL's <<EOT and
// <<-EOT, Ruby's <<~EOS): its one line before the delimiter.
var classes34HeredocLeaks = []leakCase{
	{"resource \"aws_secretsmanager_secret_version\" \"db\" {\n  secret_string = <<EOT\nRiver!4490kq\nEOT\n}", "River!4490kq"},
	{"  password = <<-EOT\n    Fjord-2281!x\n  EOT", "Fjord-2281!x"},
	{"api_token = <<~TOKEN\n  Wq8Zk2Lm7Vr4Tx9Np3\nTOKEN", "Wq8Zk2Lm7Vr4Tx9Np3"},
}

// A policy of several lines, an interpolation, words, and a body whose
// delimiter never comes keep every byte.
var classes34HeredocKept = []string{
	"policy = <<EOF\n{\"Version\": \"2012-10-17\"}\nEOF",
	"secret_string = <<EOT\n${random_password.db.result}\nEOT",
	"secret_string = <<EOT\n{\n  \"username\": \"app\"\n}\nEOT",
	"password = <<EOT\nsee the vault\nEOT",
	"password = <<EOT\nRiver!4490kq and then some",
}

// TestClasses34Heredoc: secret_string = <<EOT\nX\nEOT.
func TestClasses34Heredoc(t *testing.T) {
	checkRedacted(t, classes34HeredocLeaks)
	checkKept(t, classes34HeredocKept)
}

// A quoted value a backslash continues onto the next lines is one value.
var classes34ContinuedLeaks = []leakCase{
	{"SIGNING_SECRET=\"Pq7Wm2Xk9Rt4\\\nVz6Ns1Hd8Lc3\"", "Pq7Wm2Xk9Rt4"},
	{"export API_TOKEN='Ab9Cd2Ef7Gh4\\\nJk6Lm1Np8\\\nQr3St5'", "Jk6Lm1Np8"},
	{"WEBHOOK_SECRET=Hx4Kq9Lm2\\\nPz7Vw3Tn8Rb5", "Pz7Vw3Tn8Rb5"},
}

// Words, a flag and a path continued the same way keep every byte.
var classes34ContinuedKept = []string{
	"MESSAGE=\"hello there \\\nworld\"",
	"EXTRA_ARGS=\"--token-file \\\n/run/token\"",
	"SECRET_NAME=\"prod-db-\\\ncredentials\"",
}

// TestClasses34Continued: TOKEN="Ab3Cd5\\\nEf7Gh9".
func TestClasses34Continued(t *testing.T) {
	checkRedacted(t, classes34ContinuedLeaks)
	checkKept(t, classes34ContinuedKept)
}

// After a backslash, a line that is the next assignment or a flag is no
// part of the value: it stays while the value goes.
func TestClasses34ContinuedStops(t *testing.T) {
	next := map[string]string{
		"DB_PASSWORD=hunter22\\\nNEXT_VAR=1":  "NEXT_VAR=1",
		"API_KEY=Ab3Cd5Ef7Gh9\\\n  --verbose": "  --verbose",
	}
	checkRedacted(t, leakCases(map[string]string{"DB_PASSWORD=hunter22\\\nNEXT_VAR=1": "hunter22", "API_KEY=Ab3Cd5Ef7Gh9\\\n  --verbose": "Ab3Cd5Ef7Gh9"}))
	for in, line := range next {
		if got, _ := redact.Text(in); !strings.HasSuffix(got, "\n"+line) {
			t.Errorf("%q -> %q: the next line %q is not kept", in, got, line)
		}
	}
}

// A field's label alone on its line (a form's, a password manager's),
// its value on the next.
var classes34LabelAloneLeaks = []leakCase{
	{"Username\nops-admin\nPassword\nTulip-5520!kx", "Tulip-5520!kx"},
	{"Master Password\n  Comet#8812vb", "Comet#8812vb"},
	{"Client secret\n\nQm4Xr8Tv2Wy6Za1Bc5De9", "Qm4Xr8Tv2Wy6Za1Bc5De9"},
}

// A sentence, a word, a mask under the label, and a lowercase line that
// ends on the word keep every byte.
var classes34LabelAloneKept = []string{
	"Password\nForgot your password?",
	"Password\nrequired",
	"Token\nexpired",
	"Password\n********",
	"concat password\nTulip-5520!kx",
	"we still need to rotate the password\nTulip-5520!kx is the old one",
}

// TestClasses34LabelAlone: "Password\nX".
func TestClasses34LabelAlone(t *testing.T) {
	checkRedacted(t, classes34LabelAloneLeaks)
	checkKept(t, classes34LabelAloneKept)
}

// A SIP URI's userinfo, which no "//" opens: its password.
var classes34SIPLeaks = []leakCase{
	{"sip:alice:S1pPw!77@pbx.corp", "S1pPw!77"},
	{"Contact: <sips:1002:Vo1p#Secret9@sbc.example.net;transport=tls>", "Vo1p#Secret9"},
}

// A SIP URI with a user alone, a port after its host, a phone number, and
// a word that ends in "sips:" keep every byte.
var classes34SIPKept = []string{
	"sip:alice@pbx.corp:5060",
	"sip:+15551234567@carrier.example;user=phone",
	"gossips:alice:nothing@here",
}

// TestClasses34SIP: sip:user:password@host.
func TestClasses34SIP(t *testing.T) {
	checkRedacted(t, classes34SIPLeaks)
	checkKept(t, classes34SIPKept)
}
