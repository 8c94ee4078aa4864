package redact_test

import (
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/redact"
)

// A password of plain words after a password's or a passphrase's label
// and its colon, "=" or "is:" goes whole; so does a password of pieces
// glued by digits and symbols with a blank in it.
var classes26PhraseLeaks = map[string]string{
	"password: correct horse battery staple!":               "correct horse battery staple",
	"passphrase: correct horse battery staple":              "correct horse battery staple",
	"wifi password: correct horse battery staple":           "correct horse battery staple",
	"the passphrase is correct horse battery staple":        "correct horse battery staple",
	"the db password is: Pr0d uct10n!":                      "Pr0d uct10n!",
	"gpg pass phrase: amber socket willow drift":            "amber socket willow drift",
	"DB_PASSWORD = tiger lamp frozen kettle":                "tiger lamp frozen kettle",
	"the laptop password is: plum ladder orbit canvas":      "plum ladder orbit canvas",
	"staging password: Qu4rtz m1ll3r#":                      "Qu4rtz m1ll3r#",
	"the admin password is Gr4ve lock99":                    "Gr4ve lock99",
	"notes\nrouter password: ivory walrus tunnel beacon\n":  "ivory walrus tunnel beacon",
	"ok so the nas password: salty pepper hammock fjord.":   "salty pepper hammock fjord",
	"the password is: Fr0st b1te! and the user is admin ok": "Fr0st b1te!",
}

// The same labels before a sentence about the password stay: a judgement,
// a rule, where it is, a placeholder, a form's fields, a word or a number
// after a mixed token.
var classes26PhraseKept = []string{
	"the password is correct",
	"the password is wrong",
	"the password is incorrect, try again",
	"password: required",
	"password: see 1Password",
	"password: same as staging",
	"password: must be at least 12 characters",
	"passphrase: four random words, stored in Bitwarden",
	"password: <your password here>",
	"password is in the vault",
	"Password: (leave empty)",
	"username, password: text fields",
	"password: should rotate every ninety days",
	"passphrase: 6 diceware words",
	"the password is: stored in the team vault",
	"contraseña wifi: ver la pizarra de la sala",
	"senha do wifi: veja o quadro branco",
	"mnemonic: test test test test test test test test test test test junk",
}

// TestClasses26Phrases: a passphrase of words and a password with a blank
// go whole; sentences about a password stay.
func TestClasses26Phrases(t *testing.T) {
	checkRedacted(t, leakCases(classes26PhraseLeaks))
	checkKept(t, classes26PhraseKept)
}

// A mixed token's glued tail ends at a plain word, a number or a version.
var classes26GluedPartial = map[string]string{
	"the password is Gr4ve for staging":  "for staging",
	"the password is Gr4ve 2024 edition": "2024 edition",
	"password: Gr4ve v1.2.3 tag":         "v1.2.3 tag",
}

// TestClasses26GluedEnds: the words after a glued password stay.
func TestClasses26GluedEnds(t *testing.T) {
	checkRedacted(t, leakCases(map[string]string{"the password is Gr4ve for staging": "Gr4ve"}))
	checkTailsKept(t, classes26GluedPartial)
}

// checkTailsKept: each text's given tail comes out of Text unchanged, its
// value before it redacted.
func checkTailsKept(t *testing.T, tails map[string]string) {
	t.Helper()
	for text, tail := range tails {
		if got, found := redact.Text(text); !strings.HasSuffix(got, " "+tail) || len(found) == 0 {
			t.Errorf("%q: tail %q not kept: %q", text, tail, got)
		}
	}
}
