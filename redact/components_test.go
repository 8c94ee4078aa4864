package redact

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// components splits camelCase by hand where it used a regular expression's
// replace; the parts must be the expression's, byte for byte, on names of
// every style and script.
func TestComponentsAsTheExpressionSplitThem(t *testing.T) {
	camel := regexp.MustCompile(`([a-z0-9])([A-Z])`)
	for _, name := range []string{"", "apiKey", "API_KEY", "x-api-key", "AccessorID", "key2Id", "getAPIToken", "aB", "a1B2C",
		"PGPASSWORD", "db.password", "clientSecretV2", "Schlüssel", "пароль", "MyÜberKey", "ssh-ed25519", "__Host-sid",
		"kek_b64", "iOSAppToken", "v1.2.3", "CamelCaseWordsInARow", "trailing_", "-lead", "ünicodeX"} {
		want := strings.FieldsFunc(strings.ToLower(camel.ReplaceAllString(name, "${1}_${2}")), func(r rune) bool { return r == '_' || r == '-' || r == '.' })
		if got := components(name); !slices.Equal(got, want) {
			t.Errorf("components(%q) = %q, the expression's %q", name, got, want)
		}
	}
}

// The cheap tests before an expression or a split must never say no where
// the expression or the split would say yes.
func TestCheapTestsKeepTheirAnswers(t *testing.T) {
	for _, v := range []string{"1.2.3", "v10.4.1-rc1", "v1", "1", "x1.2", "2026.1", ".5"} {
		if semver.MatchString(v) && !versionShaped(v) {
			t.Errorf("versionShaped(%q) = false, semver matches", v)
		}
	}
	for _, before := range []string{`name: "`, "key = ", "header:\t", `"name":"`, "name=", "value "} {
		if nameField.MatchString(before) && !assignedAfter(before) {
			t.Errorf("assignedAfter(%q) = false, nameField matches", before)
		}
	}
	for _, rest := range []string{" is X", ": X", "; it's X", ", mine is X", "(prod): X", "は X", "：X", "dell'admin è X", "all'utente è X", "/path", "?q=1", "=x"} {
		if proseOp.MatchString(rest) && !proseStart(rest) {
			t.Errorf("proseStart(%q) = false, proseOp matches", rest)
		}
	}
	for _, rest := range proseRests {
		if proseOp.MatchString(rest) && !proseCue(rest) {
			t.Errorf("proseCue(%q) = false, proseOp matches", rest)
		}
	}
}

// proseRests are what follows a credential word in prose, each of
// proseOp's alternatives and its near misses: proseCue must see a cue in
// every one the expression matches.
var proseRests = []string{" is X", " IS X", " Is\tX", " is", " is:X", " isn't X", " was changed to X", " got rotated to X",
	" for the staging db is X", " for the shared QA iphone 13 is X", " (prod) is X", " (Project settings > Service accounts): X",
	" I picked is X", " you gave me was X", "; it's X", ", mine is X", " ours is X", ": X", "：X", " は X", " 是 X",
	" ist jetzt X", " est X", " é X", " es ahora X", " è X", " är X", " er X", " jest X", " je X", " to X", " là X",
	" eh X", " lautet X", " heißt X", " HEISST X", " luidt X", " c'est X", " c’est X", " είναι X", " becomes X",
	" will be X", " should be X", " is set to X", " set to X", " wifi kantor adalah X", " pangkalan data ialah X",
	" от сервера — X", " do konta to X", "dell'admin è X", " sur le serveur\fest X", " for host\vis X",
	" rotation policy", " rotation", " manager for the team", " policy and expiry", " isx", " tox", " wasp", " bee",
	" for the\nis X", " para el servidor\n\tes X", " ſet to X", " iſ X", " becomesX", " BECOMES X"}
