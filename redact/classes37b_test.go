package redact_test

import "testing"

// A question for a credential's value in another language ("wie lautet
// das WLAN-Passwort?", "¿cuál es la contraseña?", "mikä on salasana?")
// and the next line's reply that is one value alone after its opener
// ("klar, es ist X", "c'est X", "se on X") give the value as English's do.
var classes37bAskedLeaks = []leakCase{
	{"wie lautet das WLAN-Passwort?\nklar, es ist Kaffee#2291", "Kaffee#2291"},
	{"¿cuál es la contraseña del wifi?\nsí, es Paella_7731", "Paella_7731"},
	{"quel est le mot de passe du NAS ?\nc'est Brioche#8812", "Brioche#8812"},
	{"vad är lösenordet till routern?\nSill_Knacke44", "Sill_Knacke44"},
	{"mikä on wifin salasana?\nse on Kuusi#8841", "Kuusi#8841"},
	{"qual é a senha do servidor?\nsim, é Feijoada_42", "Feijoada_42"},
	{"wat is het wachtwoord van de nas?\nhet is Stroopwafel_91", "Stroopwafel_91"},
}

// A reply that says where the value is, or that nobody knows it, keeps
// every byte.
var classes37bAskedKept = []string{
	"was ist das Passwort?\nes ist im Tresor",
	"quel est le mot de passe ?\nc'est sur le post-it",
	"qual é a senha do wifi?\nnão sei",
	"¿cuál es la contraseña?\nni idea, pregúntale a Ana",
	"vad är lösenordet?\nfråga Erik",
}

func TestClasses37bAsked(t *testing.T) {
	checkRedacted(t, classes37bAskedLeaks)
	checkKept(t, classes37bAskedKept)
}

// A Twilio SID (AC, SK) that is the only literal of a call, wherever it
// stands among the arguments, is the id beside the variable that holds
// its secret; a literal secret beside it still goes.
var classes37bTwilioKept = []string{
	"const client = twilio('SKa1b2c3d4e5f60718293a4b5c6d7e8f90', apiSecret, { accountSid });",
	"client = Client(auth_token, 'AC0f1e2d3c4b5a69788796a5b4c3d2e1f0')",
	"client = Client(api_secret, \"SK99887766554433221100ffeeddccbbaa\", account_sid)",
}

var classes37bTwilioLeaks = []leakCase{
	{"client = Client('SKa1b2c3d4e5f60718293a4b5c6d7e8f90', 'Zq8mWn3vKx7pLr2tYs9bHc4dJf6gQa1e')", "Zq8mWn3vKx7pLr2tYs9bHc4dJf6gQa1e"},
	{"TWILIO_API_KEY=SKa1b2c3d4e5f60718293a4b5c6d7e8f90", "SKa1b2c3d4e5f60718293a4b5c6d7e8f90"},
}

func TestClasses37bTwilio(t *testing.T) {
	checkRedacted(t, classes37bTwilioLeaks)
	checkKept(t, classes37bTwilioKept)
}

// A password manager named as the subject of "is the password" says
// where the passwords are kept; a runtime's name with its version is what
// a login runs on. A password in either place still goes.
var classes37bToolKept = []string{
	"Keepass is the password for everything",
	"Bitwarden is the password for all of it now",
	"1Password ist das Passwort für alles",
	"use node18 to log in",
	"use python3.12 to log in to the box",
	"use ubuntu22 to sign in",
}

var classes37bToolLeaks = []leakCase{
	{"Lastpass2 is the password for everything", "Lastpass2"},
	{"use Hunter22x to log in", "Hunter22x"},
	{"use node18x!Q to log in", "node18x!Q"},
}

func TestClasses37bTools(t *testing.T) {
	checkRedacted(t, classes37bToolLeaks)
	checkKept(t, classes37bToolKept)
}

// After another language's password word and English's "is", a phrase of
// plain words is a passphrase even when that language's words follow it:
// "voor de router" says what it opens. Reading such words as a sentence
// about the password let these through, so the phrase goes whole.
var classes37bForeignPhraseLeaks = []leakCase{
	{"het wachtwoord is blauwe fiets voor de router", "blauwe fiets"},
	{"wachtwoord is hond voor iedereen", "hond"},
	{"het wifi wachtwoord is groene kikker voor gasten", "groene kikker"},
}

func TestClasses37bForeignPhrase(t *testing.T) {
	checkRedacted(t, classes37bForeignPhraseLeaks)
}
