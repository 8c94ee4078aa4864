package redact_test

import "testing"

// A word that opens the sentence, before another language's "is" and its
// password word, names the password as English's "Swordfish is the admin
// password" does (subjectCopulas).
var classes36CopulaSubjectLeaks = []leakCase{
	{"Girasol es la contraseña", "Girasol"},
	{"Mangueira é a senha, não passa pra ninguém", "Mangueira"},
	{"ok. Tulipano è la password", "Tulipano"},
	{"Windmolen is het wachtwoord", "Windmolen"},
	{"Pierogi to hasło", "Pierogi"},
	{"Kanelbulle är lösenordet", "Kanelbulle"},
	{"Knedlik je heslo", "Knedlik"},
	{"Sonnenblume ist das Passwort", "Sonnenblume"},
	{"Tournesol est le mot de passe", "Tournesol"},
	{"Nordlys er passordet", "Nordlys"},
}

// A noun the password's word qualifies through a preposition, a function
// word or a question's "which" that opens the sentence, a Polish verb
// before "to" (this), and a word that is not first keep every byte.
var classes36CopulaSubjectKept = []string{
	"Bitwarden é o gerenciador de senhas",
	"Vault es la fuente de la contraseña",
	"Keepass è il gestore delle password",
	"Keepass est le gestionnaire de mot de passe",
	"Vault is the keeper of passwords",
	"Bitwarden to menedżer haseł",
	"Questo è la password",
	"Hieronder is het wachtwoord",
	"Folgendes ist das Passwort",
	"Adjunto es la contraseña",
	"el fichero es la contraseña",
	"Zmieniam to hasło",
	"Zapisz to hasło do routera",
	"Vilket är lösenordet?",
	"Welches ist das Passwort?",
}

// TestClasses36CopulaSubject: "Girasol es la contraseña".
func TestClasses36CopulaSubject(t *testing.T) {
	checkRedacted(t, classes36CopulaSubjectLeaks)
	checkKept(t, classes36CopulaSubjectKept)
}

// The password word's owner after it, through a preposition, ends its
// phrase as "for the NAS" does: the word before the copula still names it.
var classes36OwnerAfterLeaks = []leakCase{
	{"Girasol es la contraseña del wifi", "Girasol"},
	{"Mangueira é a senha do wifi, não passa pra ninguém", "Mangueira"},
	{"Pierogi to hasło do routera", "Pierogi"},
	{"Windmolen is het wachtwoord van de router", "Windmolen"},
	{"Kanelbulle är lösenordet till routern", "Kanelbulle"},
}

// A head noun before the password word, and a participle that opens the
// sentence, keep every byte with the owner after it too.
var classes36OwnerAfterKept = []string{
	"Bitwarden é o gerenciador de senhas do time",
	"Attached is the password for the NAS",
	"Keepass è il gestore delle password del team",
}

// TestClasses36OwnerAfter: "Girasol es la contraseña del wifi".
func TestClasses36OwnerAfter(t *testing.T) {
	checkRedacted(t, classes36OwnerAfterLeaks)
	checkKept(t, classes36OwnerAfterKept)
}

// Indonesian's "kata sandi" shortened to "sandi", in lower case with one
// qualifier and a colon after it, labels the password as the two words do.
var classes36SandiLeaks = []leakCase{
	{"sandi admin: Melati77x", "Melati77x"},
	{"sandi wifi: Kopi#Susu77", "Kopi#Susu77"},
	{"btw sandi root: Merdeka!45 jangan disebar", "Merdeka!45"},
	{"sandi db2: Nasi-Goreng88", "Nasi-Goreng88"},
}

// Sandi, a given name, opens chat lines: with a capital, a bare colon, a
// verb of saying or a second name after it, or inside another word, every
// byte stays.
var classes36SandiKept = []string{
	"Sandi: ok I will check",
	"Sandi admin: Melati77x",
	"sandi: Melati77x",
	"sandi bilang: besok aja",
	"sandi dan budi: sudah",
	"Sandi Pratama: oke siap",
	"pesandi admin: Melati77x",
	"sandi admin: sudah diganti",
}

// TestClasses36Sandi: "sandi admin: X".
func TestClasses36Sandi(t *testing.T) {
	checkRedacted(t, classes36SandiLeaks)
	checkKept(t, classes36SandiKept)
}

// A Twilio SID, the account's or an API key's, beside a variable that holds
// the secret is the id it reads as; beside the secret as a literal, the
// secret still goes.
var classes36TwilioSIDKept = []string{
	"client = Client('AC1f2e3d4c5b6a79881726354a5b6c7d8e', auth_token)",
	"client = Client(\"ACa1b2c3d4e5f60718293a4b5c6d7e8f90\", os.environ[\"TWILIO_AUTH_TOKEN\"])",
	"Client(account_sid='AC0123456789abcdef0123456789abcdef', auth_token=os.getenv('T'))",
	"new Twilio('AC99887766554433221100ffeeddccbbaa', process.env.TOKEN)",
}

var classes36TwilioSIDLeaks = []leakCase{
	{"client = Client('AC1f2e3d4c5b6a79881726354a5b6c7d8e', '9a8b7c6d5e4f30211203f4e5d6c7b8a9')", "9a8b7c6d5e4f30211203f4e5d6c7b8a9"},
	{"f('Xk2mQ9pL7vRtWzHs8Dn5Fg3JbC6aYe1T', auth_token)", "Xk2mQ9pL7vRtWzHs8Dn5Fg3JbC6aYe1T"},
}

// TestClasses36TwilioSID: Client('AC...', auth_token).
func TestClasses36TwilioSID(t *testing.T) {
	checkRedacted(t, classes36TwilioSIDLeaks)
	checkKept(t, classes36TwilioSIDKept)
}

// A PIN that is a year stays a PIN whatever follows it: a word after it
// may be a noun the year names ("the PIN code 2024 rule") or the sentence
// going on ("PIN 1987 opens the side gate"), and nothing in the text tells
// the two apart, so the look-alike is given up for the secret.
var classes36PINYearLeaks = []leakCase{
	{"the PIN code 2024", "2024"},
	{"PIN 1987 for the door", "1987"},
	{"PIN 2019 then press enter", "2019"},
	{"the PIN code 4471 rule", "4471"},
	{"door PIN 1987 opens the side gate", "1987"},
	{"the PIN 2024 bro", "2024"},
}

// TestClasses36PINYear: a year-shaped PIN before another word.
func TestClasses36PINYear(t *testing.T) {
	checkRedacted(t, classes36PINYearLeaks)
}
