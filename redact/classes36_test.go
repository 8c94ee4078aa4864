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
// word that opens the sentence, and a word that is not first keep every
// byte.
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
}

// TestClasses36CopulaSubject: "Girasol es la contraseña".
func TestClasses36CopulaSubject(t *testing.T) {
	checkRedacted(t, classes36CopulaSubjectLeaks)
	checkKept(t, classes36CopulaSubjectKept)
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
