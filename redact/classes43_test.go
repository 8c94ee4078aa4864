package redact_test

import "testing"

// A misspelt "secret" or "token" before "is" names the value after it as
// the word does: a slip of "secret" labels a bare password
// (secretNamed), and token's four-letter slips (tokn, tken) are read too;
// Finnish's "salasana on" is read through its slips (salsana, salasna);
// Italian's and Polish's psw is a password's label.
var classes43SlipLeaks = []leakCase{
	{"fyi the secet is hunter2horse", "hunter2horse"},
	{"our secert is Fishbowl22", "Fishbowl22"},
	{"the scret for the webhook is lanternfish9", "lanternfish9"},
	{"the tokn is ghx_4Fq9Lm2Vb8Nz7Rt1", "ghx_4Fq9Lm2Vb8Nz7Rt1"},
	{"api tken: Zr8Kp2Lm9Qx4Vb7N", "Zr8Kp2Lm9Qx4Vb7N"},
	{"wlanin salsana on Mustikka77", "Mustikka77"},
	{"koneen salasna on Kissa4ever", "Kissa4ever"},
	{"la psw è Gattino2024!", "Gattino2024!"},
	{"utente: mario\npsw: Lampone#81", "Lampone#81"},
	{"moja psw to Jablko!93", "Jablko!93"},
}

var classes43SlipKept = []string{
	"the secet is out: we ship on Monday",
	"the tokn is expired, refresh it",
	"salsana on vaihdettu eilen",
	"la psw è scaduta, chiedi all'IT",
	"toen is het klaar",
	"Het doel is om de resultaten te tonen: grafieken per maand",
	"Kennwert: 0.75 für den Reibungskoeffizienten",
	"passport: expires 2031-05-02, number on file",
}

func TestClasses43Slips(t *testing.T) {
	checkRedacted(t, classes43SlipLeaks)
	checkKept(t, classes43SlipKept)
}

// A terraform output marked sensitive under a plain name ("region",
// "db_name") whose value is no key material stays; under a credential's
// name, or with no name before it, or as key material, it is redacted.
var classes43SensitiveLeaks = []leakCase{
	{`{"db_password": {"sensitive": true, "type": "string", "value": "orchid-lantern"}}`, "orchid-lantern"},
	{`{"sensitive": true, "type": "string", "value": "orchid-lantern"}`, "orchid-lantern"},
	{`{"signing": {"sensitive": true, "type": "string", "value": "Xk29fLq8ZpR4mV7tB1nW"}}`, "Xk29fLq8ZpR4mV7tB1nW"},
}

var classes43SensitiveKept = []string{
	`{"region": {"sensitive": true, "type": "string", "value": "eu-west-1"}}`,
	`{"db_name": {"sensitive": true, "type": "string", "value": "orders_production"}}`,
	`{"cluster": {"sensitive": true, "value": "payments-blue"}}`,
	`{"debug": {"sensitive": true, "type": "bool", "value": true}}`,
	`{"port": {"sensitive": true, "type": "number", "value": 5432}}`,
	`{"kms_key": {"sensitive": true, "value": "arn:aws:kms:eu-west-1:613094852710:key/1f0c6b1e-8a54-4c1b-9d2e-77a0c3b51f49"}}`,
	`{"sensitive": true, "value": "arn:aws:iam::613094852710:role/deploy"}`,
}

func TestClasses43Sensitive(t *testing.T) {
	checkRedacted(t, classes43SensitiveLeaks)
	checkKept(t, classes43SensitiveKept)
}

// A cookie element whose value is a time zone's name stays; a session's
// random value, slashes and all, is redacted.
func TestClasses43ZoneCookie(t *testing.T) {
	checkRedacted(t, []leakCase{
		{`<Cookie name="session" value="Kx9vQ2/Lm8pRt4Zw" domain="shop.example.com"/>`, "Kx9vQ2/Lm8pRt4Zw"},
		{`<Cookie name="JSESSIONID" value="8F3A1C0D9E7B6A5F4E3D2C1B0A998877"/>`, "8F3A1C0D9E7B6A5F4E3D2C1B0A998877"},
	})
	checkKept(t, []string{
		`<Cookie name="tz" value="America/New_York"/>`,
		`<Cookie name="timezone" value="Europe/Berlin" path="/"/>`,
		`<Cookie name="tz" value="America/Argentina/Buenos_Aires"/>`,
	})
}
