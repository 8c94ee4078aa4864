package redact_test

import "testing"

// A password's one-word value after "is" ends its phrase: the clause
// stops there, or a closed-class word follows (a preposition, a
// conjunction, an adverb of time, a chat aside, a verb telling what to do
// with it). The value goes.
var classes30WordValueLeaks = []leakCase{
	{"the password is kangaroo", "kangaroo"},
	{"the staging password is marmalade for both boxes", "marmalade"},
	{"wifi password is buttercup, tell the guests", "buttercup"},
	{"the admin password is letmein until friday", "letmein"},
	{"the router password is pelican which is dumb", "pelican"},
	{"the kiosk password is walrus remember it", "walrus"},
	{"my password is mango and the user is admin", "mango"},
	{"the pin is Swordfish today", "Swordfish"},
}

// The word after "is" running on into an open-class word is a description
// of the password, not its value: an adverb before its participle, a noun
// phrase, an adjective's compound. Kept in English and in the languages
// whose sentence another rule reads.
var classes30DescribedKept = []string{
	"the password is randomly generated daily",
	"the pin is randomly assigned",
	"the admin password is automatically rotated weekly",
	"the guest wifi password is visitor access only",
	"the password is case sensitive",
	"passwords are case sensitive",
	"the vpn password is securely stored offsite",
	"the password is company policy",
	"the password is the company name backwards",
	"das Passwort ist zufällig generiert",
	"le mot de passe est généré automatiquement",
	"hasło jest generowane losowo",
}

// TestClasses30DescribedPassword: a one-word value goes; a description that
// opens with a plain word stays byte for byte.
func TestClasses30DescribedPassword(t *testing.T) {
	checkRedacted(t, classes30WordValueLeaks)
	checkKept(t, classes30DescribedKept)
}
