package redact_test

import (
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/redact"
)

// "as" names a credential's value after its word when the value reads as a
// password; "as" before a word, a format or a cipher's name is a
// conjunction.
var classes15AsLeaks = map[string]string{
	"save the pw as Kx9#mQ2vL7 for now":                        "Kx9#mQ2vL7",
	"save the pw as hunter2":                                   "hunter2",
	"registered with password as Sunshine2024":                 "Sunshine2024",
	"user admin, pass as Kx9#mQ2vL7":                           "Kx9#mQ2vL7",
	`I saved the passphrase as "blue elephant dances quietly"`: "blue elephant dances quietly",
}

var classes15AsKept = []string{
	"the password as of today is stored in vault",
	"store the token as base64 in the config",
	"save the key as id_ed25519 under ~/.ssh",
	"hash the password as sha256 before comparing",
	"export the key as PEM and keep the token as an env var",
}

func TestClasses15As(t *testing.T) {
	checkRedacted(t, leakCases(classes15AsLeaks))
	checkKept(t, classes15AsKept)
}

// An arrow points at the whole value: a password through its symbols, a
// passphrase's words, a recovery phrase after a seed's label. Where to
// find it, or a type, stays.
var classes15ArrowLeaks = map[string]string{
	"password -> Summer2024!": "Summer2024!",
	"wallet words -> ozone drill grab fiber curtain grace pudding thank cruise elder eight picnic": "grace pudding thank",
	"seed → walnut pepper dragon rescue timber oyster gallery vendor blossom quota ember sphere":   "oyster gallery vendor",
	"backup passphrase --> correct horse battery staple":                                           "horse battery",
	"api token ⇒ 8fKx92LmQpRt7Wz1Nb5V":                                                             "8fKx92LmQpRt7Wz1Nb5V",
}

var classes15ArrowKept = []string{
	"passphrase -> stored in 1password",
	"token -> see vault",
	"func check(Password -> Bool)",
	"seed → test test test test test test test test test test test junk",
}

func TestClasses15Arrow(t *testing.T) {
	checkRedacted(t, leakCases(classes15ArrowLeaks))
	checkKept(t, classes15ArrowKept)
}

// A credentials label's "user / password" pair: the user stays, the
// password goes when it reads as one, and a pointer to where it is stays.
func TestClasses15PairUser(t *testing.T) {
	checkKept(t, []string{"creds: deploy / see 1password", "credentials: ci-bot / ask Dana"})
	for _, tt := range []struct{ text, gone, kept string }{
		{"creds: deploy / Kx9#mQ2vL7", "Kx9#mQ2vL7", "deploy"},
		{"credentials: svc-backup / Zx>8=qR#4m", "Zx>8=qR#4m", "svc-backup"},
	} {
		got, _ := redact.Text(tt.text)
		if strings.Contains(got, tt.gone) || !strings.Contains(got, tt.kept) {
			t.Errorf("Text(%q) = %q, want %q gone and %q kept", tt.text, got, tt.gone, tt.kept)
		}
	}
}

// A recovery phrase with no credential word near it: twelve to twenty-four
// words of BIP-39's list in a row say what they are. Eleven words, the
// list's own first words in order, a development phrase, and prose of list
// words broken by "the" or "a" stay.
var classes15SeedLeaks = map[string]string{
	"the cold wallet backup reads: ozone drill grab fiber curtain grace pudding thank cruise elder eight picnic":                   "grace pudding thank",
	"`walnut pepper dragon rescue timber oyster gallery vendor blossom quote embark sphere` is on the sticky note":                 "oyster gallery vendor",
	"found in grandma's drawer:\nhollow crane dial wisdom fabric tunnel motor pledge guitar amount slogan ripple\nlabrador cactus": "wisdom fabric tunnel",
}

var classes15SeedKept = []string{
	"write down these eleven: ozone drill grab fiber curtain grace pudding thank cruise elder eight",
	"BIP-39 starts: abandon ability able about above absent absorb abstract absurd abuse access accident",
	"test test test test test test test test test test test junk",
	"we run make build then make test before every push into main branch",
	"keep the fresh bread in a dry cool place away from the kitchen window and the oven",
}

func TestClasses15Seed(t *testing.T) {
	checkRedacted(t, leakCases(classes15SeedLeaks))
	checkKept(t, classes15SeedKept)
}

// A value alone on the line after its label may be a setup key in groups
// of four or a passphrase's words; a sentence there, groups of words with
// no digit, and an age recipient (public) stay.
var classes15NextLineLeaks = map[string]string{
	"TOTP secret (enter manually):\nJBSW Y3DP EHPK 3PXP QZ7K M4TA":    "EHPK 3PXP",
	"authenticator setup key:\n  mfzw 4zlo nfxg 2ylt ojsw q3dp":       "nfxg 2ylt",
	"borg repo passphrase:\n  velvet harbor ninety lantern":           "velvet harbor ninety lantern",
	"the offsite backup passphrase is:\n\nsilent copper meadow fox\n": "silent copper meadow fox",
}

var classes15NextLineKept = []string{
	"TOTP secret (enter manually):\nSEE THE SAFE ROOM BOOK",
	"borg repo passphrase:\n  see the paper copy in the safe",
	"borg repo passphrase:\n  the one from the team vault",
	"backup passphrase:\n  (ask Priya, she rotated it)",
	"$ age-keygen -y key.txt\nage1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p",
}

func TestClasses15NextLine(t *testing.T) {
	checkRedacted(t, leakCases(classes15NextLineLeaks))
	checkKept(t, classes15NextLineKept)
}

// Round two of the hard variants' classes: a value on the line a
// backslash continues onto, a tab-separated export's credential column,
// MySQL's --password with a blank (it prompts), a pointer after a label's
// colon, AWS's documented key said to come from the docs in Polish.
var classes15RoundTwoLeaks = map[string]string{
	"aws configure set aws_secret_access_key \\\n  Hk3vQ9zLm2Xr7Tp4Wn8bYc1FgD6eS0aU5iOoPqRs":          "Hk3vQ9zLm2Xr7Tp4Wn8bYc1FgD6eS0aU5iOoPqRs",
	"curl -H \"Authorization: Bearer \\\n  eyJhbGciOiJIUzI1NiJ9Qx7Lm2Rt9Wy3\" https://ci.example.com": "eyJhbGciOiJIUzI1NiJ9Qx7Lm2Rt9Wy3",
	"user\tpassword\tnote\nci-bot\tZx8qR4mTb2\tshared":                                                "Zx8qR4mTb2",
	"mysql -uroot --password=Kx9mQ2vL7 shop":                                                          "Kx9mQ2vL7",
	"restic passphrase: voir2026Kx9mQ":                                                                "voir2026Kx9mQ",
}

var classes15RoundTwoKept = []string{
	"aws configure set region \\\n  eu-north-1 --profile ci",
	"curl -H \"Authorization: Bearer \\\n  $TOKEN\" https://ci.example.com",
	"user\tshell\tnote\nci-bot\t/bin/bash\tshared",
	"mysql -uroot --password shop",
	"mysqldump -u backup --password --single-transaction shop",
	"la phrase secrète du coffre : voir le classeur rouge",
	"clé d'accès AKIAIOSFODNN7EXAMPLE aus der Dokumentation",
}

func TestClasses15RoundTwo(t *testing.T) {
	checkRedacted(t, leakCases(classes15RoundTwoLeaks))
	checkKept(t, classes15RoundTwoKept)
}

// A here document that feeds a flag reading its secret from standard
// input is the secret; one fed to another descriptor, a file redirected
// in and a here-string of a variable are not.
var classes15HeredocLeaks = map[string]string{
	"gpg --batch --passphrase-fd 0 -d notes.gpg <<EOF\nwinter falcon copper seven\nEOF":                     "winter falcon copper seven",
	"openssl rsa -in key.pem -passin stdin -out plain.pem <<'END'\nKx9mQ2vL7pw\nEND":                        "Kx9mQ2vL7pw",
	"helm registry login ghcr.io -u bot --password-stdin <<-TOKEN\n\tghs_x8Kq2mLp9Rt4Wz7Nb1Vc5Hs3\n\tTOKEN": "ghs_x8Kq2mLp9Rt4Wz7Nb1Vc5Hs3",
}

var classes15HeredocKept = []string{
	"gpg --batch --passphrase-fd 3 -d notes.gpg <<EOF\nsome notes here\nEOF",
	"docker login -u bob --password-stdin < token.txt\ndone logging in",
	"openssl rsa -in key.pem -passin stdin -out plain.pem <<< \"$PW\"\nnext step",
	"gpg --batch -d notes.gpg <<EOF\nplain words here\nEOF",
}

func TestClasses15Heredoc(t *testing.T) {
	checkRedacted(t, leakCases(classes15HeredocLeaks))
	checkKept(t, classes15HeredocKept)
}

// A CLI's column-aligned listing whose header names a credential column:
// the cell under it goes when it reads as random; a listing with no such
// column, and a word under it, stay.
var classes15AlignedLeaks = map[string]string{
	"NAME      ACCESS KEY              SECRET KEY\nbackup    AKIAZ7QW3LMX5RTV2KPD    Hk3vQ9zLm2Xr7Tp4Wn8bYc1FgD6eS0aU5iOoPqRs": "Hk3vQ9zLm2Xr7Tp4Wn8bYc1FgD6eS0aU5iOoPqRs",
	// A header padded to the terminal's width with blanks after its last
	// column is the same header.
	"NAME      USER      PASSWORD      \nbackup    svc       Winter2026x":                                                                  "Winter2026x",
	"ID      Account SID                         Auth Token\nprod    AC18d76e3c55006dd0902fb23fe5ca87ff  0c8eeb7141e387f846b49fb559ceec54": "0c8eeb7141e387f846b49fb559ceec54",
}

var classes15AlignedKept = []string{
	"NAME            TYPE                DATA   AGE\ndb-token        Opaque              2      3d",
	"NAME      TOKEN TTL    SECRET KEY\nbackup    24h          rotated-weekly",
	"\tFxQueryToken        uintptr\n\tFxInstToken         uintptr\n\tFxColumnLocale      uintptr",
}

func TestClasses15Aligned(t *testing.T) {
	checkRedacted(t, leakCases(classes15AlignedLeaks))
	checkKept(t, classes15AlignedKept)
}

// A credential compared with a literal in code holds the secret; an empty
// string, a placeholder, a word a token is tested against, and a variable
// stay. "==>" is an arrow, not a comparison.
var classes15ComparedLeaks = map[string]string{
	`if password == "S3cr3tPw!" {`:                "S3cr3tPw!",
	`if (apiToken === 'Kx9mQ2vL7pRt4Wz8') return`: "Kx9mQ2vL7pRt4Wz8",
	`assert admin_pw != "hunter22x", "still set"`: "hunter22x",
	"staging db pw ==> VhO45bEr3qwytx":            "VhO45bEr3qwytx",
}

var classes15ComparedKept = []string{
	`if token == "" {`,
	`if password == "changeme" {`,
	`if (token !== "none") return`,
	`if user.password == hashed {`,
	"staging db pw ==> rotate monthly",
	"if a.Key == slog.TimeKey && len(groups) == 0 {",
	"if key == keyCtrlD {",
}

func TestClasses15Compared(t *testing.T) {
	checkRedacted(t, leakCases(classes15ComparedLeaks))
	checkKept(t, classes15ComparedKept)
}
