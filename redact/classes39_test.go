package redact_test

import "testing"

// A "value" field whose sibling field says what it holds (a CLI's JSON,
// YAML lists, name=/value= pairs, Kubernetes env entries): the sibling's
// word is the value's label.
var classes39SiblingLeaks = []leakCase{
	{"$ kcadm.sh get clients/9f1c/client-secret -r ops\n{\n  \"type\" : \"secret\",\n  \"value\" : \"Qm81xLpZr0TvWc7KsYd2NbHa\"\n}", "Qm81xLpZr0TvWc7KsYd2NbHa"},
	{`{"type": "password", "value": "Tr0ub4dor&3"}`, "Tr0ub4dor&3"},
	{"- kind: token\n  value: ghx9Kq2LmZ81vBn4", "ghx9Kq2LmZ81vBn4"},
	{"name=SMTP_PASSWORD value=Pl4ntain!Roots", "Pl4ntain!Roots"},
	{"env:\n  - name: DB_PASSWORD\n    value: Tr0ub4dor&3", "Tr0ub4dor&3"},
	{"- label: api_key\n  value: Zt7vQ2mW9xLk4RpB", "Zt7vQ2mW9xLk4RpB"},
}

// The same shapes with a sibling that names no credential, or a value
// that is no value (empty, a placeholder, a reference), keep their words.
var classes39SiblingKept = []string{
	`{"type": "string", "value": "Qm81xLpZr0TvWc7KsYd2NbHa"}`,
	"- name: LOG_LEVEL\n  value: debug",
	`{"type": "password", "value": ""}`,
	`{"type": "password", "value": "<your password>"}`,
	`{"type": "secret", "value": "${CLIENT_SECRET}"}`,
	`{"type": "password", "minLength": 12, "value": null}`,
	`<input type="password" name="pw" value="">`,
	`{"field": "password", "value": "too short"}`,
	"- type: secret\n  value: vault:secret/data/app#pw",
	`{"kind": "password", "value": "********"}`,
}

func TestClasses39Sibling(t *testing.T) {
	checkRedacted(t, classes39SiblingLeaks)
	checkKept(t, classes39SiblingKept)
}

// A value under a credential's name whose first piece spells a credential
// word (a key's own prefix, sk_, pk_), before a command or alone: its
// random tail says it is a value, not a field's name.
var classes39PrefixLeaks = []leakCase{
	{"REVENUECAT_SECRET=sk_zQ8KOoxbrVsCglCOkzXsFtOF python grant.py --user 42", "sk_zQ8KOoxbrVsCglCOkzXsFtOF"},
	{"API_KEY=sk_zAZKOoxbr_VsCglCOkzXsFtOFYZuk node send.js", "sk_zAZKOoxbr_VsCglCOkzXsFtOFYZuk"},
	{"export VENDOR_TOKEN=tok_Hq8rTz0pWmX2LkVb9sNcY3", "tok_Hq8rTz0pWmX2LkVb9sNcY3"},
}

// A field's name given as a value stays.
var classes39PrefixKept = []string{
	"header: x-api-key",
	"SECRET_FIELD=db_password",
	"key: api_token",
}

func TestClasses39Prefix(t *testing.T) {
	checkRedacted(t, classes39PrefixLeaks)
	checkKept(t, classes39PrefixKept)
}

// A PIN or a password on the line after its label, or as the reply to a
// question, in the languages of the corpora; a question's word for "what"
// may follow its noun (Indonesian), and "-nya" makes a word "its".
var classes39ReplyLeaks = []leakCase{
	{"PIN для смарт-картки (КЕП):\n582931\nпотрібно для підпису", "582931"},
	{"ПІН-код:\n9031", "9031"},
	{"PIN for the smart card:\n730264", "730264"},
	{"PIN kód ke kartě:\n8841", "8841"},
	{"Parole datubāzei:\nRiga_Daugava8", "Riga_Daugava8"},
	{"> qual é o PIN do token do certificado?\n4417 \nmas só pra teste", "4417"},
	{"> what is the PIN for the token?\n6620", "6620"},
	{"> passwordnya apa buat akun redis?\nsandinya Sambal_Terasi55 tanpa spasi", "Sambal_Terasi55"},
	{"kata sandinya apa buat wifi kantor?\nKopi_Susu_88", "Kopi_Susu_88"},
	{"PIN-nya berapa?\n482913", "482913"},
	{"> jaký je PIN ke kartě?\n8841", "8841"},
	{"> kakšno je geslo za wifi?\nSonce_Mesec7", "Sonce_Mesec7"},
	{"> koks slaptažodis prie serverio?\nVilnius_Rasa3", "Vilnius_Rasa3"},
	{"> kāda ir parole datubāzei?\nRiga_Daugava8", "Riga_Daugava8"},
	{"> mis on parool?\nTallinn_Meri5", "Tallinn_Meri5"},
	{"> який пароль від сервера?\nKyiv_Dnipro9", "Kyiv_Dnipro9"},
	{"> vad är lösenordet till nasen?\nSthlm_Ekorre2", "Sthlm_Ekorre2"},
}

// A question and its reply with no value, a PIN's length, a PIN kept
// elsewhere, and a label whose next line is prose keep their words.
var classes39ReplyKept = []string{
	"> what is the PIN for the token?\nno idea, ask Dana",
	"passwordnya apa?\nga tau, tanya Budi",
	"the PIN is 4 digits",
	"PIN: see vault",
	"PIN for the smart card:\nsee the vault entry",
	"PIN-kód ke kartě:\n2024",
	"mot de passe oublié : cliquez sur le lien",
	"> jaký je PIN ke kartě?\nnevím",
}

func TestClasses39Reply(t *testing.T) {
	checkRedacted(t, classes39ReplyLeaks)
	checkKept(t, classes39ReplyKept)
}

// A value before its label, an arrow pointing back at it.
var classes39ArrowLeaks = []leakCase{
	{"7vQ#mzKe!pL2 <- that's the wifi password for the guest network", "7vQ#mzKe!pL2"},
	{"Hq8!rrTz0pw ← this is the root password", "Hq8!rrTz0pw"},
	{"qz9Lm2Wx <-- that's the admin pw", "qz9Lm2Wx"},
}

var classes39ArrowKept = []string{
	"see line 12 <- that's the password policy",
	"hunter <- that's not the password",
	"x <- password_hash(pw)",
}

func TestClasses39Arrow(t *testing.T) {
	checkRedacted(t, classes39ArrowLeaks)
	checkKept(t, classes39ArrowKept)
}

// A passphrase of plain words after Finnish's "on", Polish's "to" and
// "jest", and Danish's definite "adgangskoden".
var classes39PhraseLeaks = []leakCase{
	{"salasana on sininen kala", "sininen kala"},
	{"wifin salasana on punainen talo.", "punainen talo"},
	{"hasło to zielony kot", "zielony kot"},
	{"hasło jest czerwony rower", "czerwony rower"},
	{"adgangskoden er blå hest", "blå hest"},
}

// The same sentences about a password's state keep their words.
var classes39PhraseKept = []string{
	"palvelimen salasana on vaihdettu eilen",
	"salasana on liian lyhyt",
	"hasło to za mało",
	"hasło zostało zmienione wczoraj",
	"hasło jest zmienione",
	"adgangskoden er for kort",
}

func TestClasses39Phrase(t *testing.T) {
	checkRedacted(t, classes39PhraseLeaks)
	checkKept(t, classes39PhraseKept)
}

// A key's id given as a UUID, in a plan's or state's output, stays; a
// secret's id of the same shape goes.
func TestClasses39KeyUUID(t *testing.T) {
	checkKept(t, []string{
		"aws_kms_key.logs: key_id=e6483269-308a-434c-8b18-67956c98a4d1",
		"kms_key_id = \"0c7e1d2a-5b4f-4e8a-9d3c-2f1b6a7e8c90\"",
	})
	checkRedacted(t, []leakCase{
		{"VAULT_SECRET_ID=0c7e1d2a-5b4f-4e8a-9d3c-2f1b6a7e8c90", "0c7e1d2a-5b4f-4e8a-9d3c-2f1b6a7e8c90"},
		{"approle secret_id: 0c7e1d2a-5b4f-4e8a-9d3c-2f1b6a7e8c90", "0c7e1d2a-5b4f-4e8a-9d3c-2f1b6a7e8c90"},
	})
}

// A passphrase's sentence that goes on after a comma or a dash, and
// replies in the Baltic, Slovenian and East Slavic chats; PIN nouns of the
// Baltic languages and Slovenian with the digits on the next line.
var classes39OnLeaks = []leakCase{
	{"the password is purple elephant, don't share it", "purple elephant"},
	{"the password is purple elephant - don't share it", "purple elephant"},
	{"> mis on wifi parool?\nsee on Tallinn_Meri5", "Tallinn_Meri5"},
	{"> koks slaptažodis?\ntai Vilnius_Rasa3", "Vilnius_Rasa3"},
	{"> kāda ir parole?\ntā ir Riga_Daugava8", "Riga_Daugava8"},
	{"> kakšno je geslo?\nto je Sonce_Mesec7", "Sonce_Mesec7"},
	{"> який пароль?\nце Kyiv_Dnipro9", "Kyiv_Dnipro9"},
	{"> jaké je heslo?\nje to Brno_Lipa42", "Brno_Lipa42"},
	{"PIN kodas:\n4410", "4410"},
	{"PIN kods:\n4410", "4410"},
	{"PIN koda:\n4410", "4410"},
	{"het wachtwoord is blauwe fiets voor de router", "blauwe fiets"},
}

// Talk about a password that goes on after a comma keeps its words: its
// state, its owner, a degree adverb in another language.
var classes39OnKept = []string{
	"the password is too short, change it",
	"the password is the same, see vault",
	"the password is expired, sorry",
	"the password is still valid, no need to rotate",
	"the password is pretty weak, change it",
	"the password is unknown, nobody wrote it down",
	"the password is single use, then it expires",
	"the password is Kevin's, ask him",
	"wachtwoord is veel te lang",
	"het wifi wachtwoord is veel te lang voor de gasten",
	"> koks slaptažodis?\ntai nežinau",
}

func TestClasses39On(t *testing.T) {
	checkRedacted(t, classes39OnLeaks)
	checkKept(t, classes39OnKept)
}
