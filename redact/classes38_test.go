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
}

func TestClasses38PairPhrase(t *testing.T) {
	checkRedacted(t, classes38PairLeaks)
	checkKept(t, classes38PairKept)
}
