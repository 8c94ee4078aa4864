package redact_test

import "testing"

// A passphrase of two or three plain words that is the whole complement of
// a password word's "is", at its sentence's end, in the languages the
// copulas cover.
var classes38PairLeaks = []leakCase{
	{"the guest wifi password is amber lantern", "amber lantern"},
	{"Mum, the laptop password is quiet harbour.", "quiet harbour"},
	{"het wifi-wachtwoord is groene kikker", "groene kikker"},
	{"Das Kennwort ist rote Tulpe!", "rote Tulpe"},
	{"la contraseña es luna roja", "luna roja"},
	{"le mot de passe est citron vert", "citron vert"},
	{"wifi-lösenordet är blå fisk", "blå fisk"},
	{"passordet er gul katt", "gul katt"},
	{"a senha é gato preto", "gato preto"},
	{"la password è pesce rosso", "pesce rosso"},
	{"the PIN is not digits here, the passcode is velvet rocket. Keep it.", "velvet rocket"},
	{"the wifi password is now orange kettle", "orange kettle"},
	{"our wifi password is copper river stone", "copper river stone"},
}

// Talk about a password of the same shape keeps its words: its state, its
// strength, where it is, what it is like, and a sentence that goes on.
var classes38PairKept = []string{
	"the password is too short",
	"het wachtwoord is te kort",
	"the password is in 1Password",
	"the password is expired",
	"das Passwort ist abgelaufen",
	"the password is the same as last year",
	"the password is case sensitive",
	"the password is top secret",
	"the password is extremely weak",
	"the password is working fine",
	"the password is hidden somewhere",
	"the password is still valid.",
	"das Passwort ist zu kurz",
	"das Passwort ist nicht gesetzt",
	"das Passwort ist Max bekannt",
	"het wachtwoord is niet geldig",
	"het wachtwoord is nog steeds fout",
	"la contraseña es muy corta",
	"la contraseña es demasiado débil",
	"le mot de passe est trop court",
	"le mot de passe est encore valide",
	"lösenordet är för kort",
	"lösenordet är inte giltigt",
	"a senha é muito fraca",
	"la password è troppo corta",
	"the error code is bad request",
	"the promo code is summer sale",
	"the password is one word",
	"the password is two words",
	"the password is company standard",
	"the admin password is Bitwarden managed",
	"het wachtwoord is hetzelfde gebleven",
	"het wachtwoord is prima zo",
	"le mot de passe est mal choisi",
	"das Passwort ist gleich geblieben",
}

func TestClasses38PairPhrase(t *testing.T) {
	checkRedacted(t, classes38PairLeaks)
	checkKept(t, classes38PairKept)
}

// A card's security code said in a sentence, after its label and a few
// words that name the card or its owner, in several languages and layouts.
var classes38CardLeaks = []leakCase{
	{"the CVV is 842", "842"},
	{"my amex CID is 7710", "7710"},
	{"Tom's Mastercard security code is 519.", "519"},
	{"le cryptogramme de ma carte est 308", "308"},
	{"il codice di sicurezza della mia carta è 614", "614"},
	{"o código de segurança do meu cartão é 227", "227"},
	{"säkerhetskoden på mitt kort är 902", "902"},
	{"Kartenprüfnummer: 448", "448"},
	{"cvc2=3391 for the travel card", "3391"},
	{"the card code is 339", "339"},
}

// Talk about a card's code with no value keeps its words: its length, its
// field, where it is printed, a test card's code.
var classes38CardKept = []string{
	"CVV is 3 digits",
	"the CVV is 3 or 4 digits",
	"the CVV field is required",
	"die Prüfnummer hat 3 Stellen",
	"the security code is 6 digits, sent by SMS",
	"the door security code is on the whiteboard",
	"Amex prints a 4-digit CID on the front of the card",
	"use test card 4242 4242 4242 4242 with CVC 123",
	"the CVC check failed in 2024 for some cards",
	"el código de seguridad tiene 3 dígitos",
}

func TestClasses38CardCode(t *testing.T) {
	checkRedacted(t, classes38CardLeaks)
	checkKept(t, classes38CardKept)
}
