package redact_test

import "testing"

// Credential words of config files the name parts did not know (SSSD's
// authtok, Duo's skey and akey, short spellings of "password"), and an
// access code in Spanish or Portuguese, or named with a German contracted
// preposition, go; the same files' ids, types and placeholders stay.
var classes25ConfigWordLeaks = map[string]string{
	"[domain/corp.local]\nldap_default_authtok = Wm4xQp8ZrT2vLk9N":                        "Wm4xQp8ZrT2vLk9N",
	"pam_sss: authtok = Rq7!vLm2Xz9p":                                                     "Rq7!vLm2Xz9p",
	"[duo]\nikey = DIZ3Q8W4T9KLMNB5VCX2\nskey = hW2qR9tZpX4mK7vN3bL8yC5dF6gJ1sA0eQ2uI9oP": "hW2qR9tZpX4mK7vN3bL8yC5dF6gJ1sA0eQ2uI9oP",
	"[duo]\nikey = DIZ3Q8W4T9KLMNB5VCX2\nakey = Tq3Wm8Zp2Xv7Lk9Nb4Rc6Yd1Hf5Gj0Ks2Ae9Ui3O": "Tq3Wm8Zp2Xv7Lk9Nb4Rc6Yd1Hf5Gj0Ks2Ae9Ui3O",
	"db_pswd = Kq8!zWm2Xp":                                  "Kq8!zWm2Xp",
	"pword: Tq7#mWz2Lx":                                     "Tq7#mWz2Lx",
	"Zugangscode fürs Lager: 602718":                        "602718",
	"el código de acceso del almacén: 739102":               "739102",
	"o código de acesso do portão é 482913":                 "482913",
	"das Passwort aufs NAS lautet Kiefer!Wald88":            "Kiefer!Wald88",
	"la contraseña al servidor de pruebas es Mar1posa#2024": "Mar1posa#2024",
}

var classes25ConfigWordKept = []string{
	"[duo]\nikey = DIZ3Q8W4T9KLMNB5VCX2\nhost = api-1a2b3c4d.duosecurity.com",
	"ldap_default_authtok_type = password",
	"skey = <your Duo secret key>",
	"ldap_default_authtok = ${SSSD_BIND_PW}",
	"the code of conduct: be kind",
	"el código de acceso está en el sobre de recepción",
}

// TestClasses25ConfigWords: the config files' credential words take their
// values; their neighbours, types and placeholders stay.
func TestClasses25ConfigWords(t *testing.T) {
	checkRedacted(t, leakCases(classes25ConfigWordLeaks))
	checkKept(t, classes25ConfigWordKept)
}
