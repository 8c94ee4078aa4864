package redact_test

import "testing"

// Catalan's "és", Latvian's "ir", Lithuanian's "yra", Tagalog's "ay",
// Swahili's "ni" and Thai's "khue" in Latin letters say "is" after a
// password word as "est" and "adalah" do; Tagalog and Swahili put the
// owner after the noun with their own small words (ng, ko, sa, la, ya),
// which the bare qualifier words before the copula take. Ukrainian's
// "від" (of) opens a qualifier as Russian's "от" does.
var classes36bCopulaLeaks = []leakCase{
	{"la contrasenya de la xarxa és Montserrat#44", "Montserrat#44"},
	{"Contrasenya és Penedes2277", "Penedes2277"},
	{"routera parole ir Ozols_5530", "Ozols_5530"},
	{"mana parole ir Rīga7781x", "Rīga7781x"},
	{"routerio slaptažodis yra Vilnius_4410", "Vilnius_4410"},
	{"ang password ng router ay Mangga7731", "Mangga7731"},
	{"Password ng admin account ay Kalabaw#19", "Kalabaw#19"},
	{"nenosiri ya seva ni Kilimanjaro88", "Kilimanjaro88"},
	{"Nenosiri ni Mombasa_2024x", "Mombasa_2024x"},
	{"пароль від роутера — Dnipro_8812", "Dnipro_8812"},
	{"пароль від сервера: Lviv#3390", "Lviv#3390"},
	{"รหัสผ่าน router khue Ngern4431", "Ngern4431"},
}

// The same words before a word of the sentence, a placeholder or a rule
// keep every byte: the copula's value must still read as one.
var classes36bCopulaKept = []string{
	"la contrasenya és obligatòria",
	"parole ir jāmaina katru mēnesi",
	"slaptažodis yra per trumpas",
	"ang password ay dapat mahaba",
	"nenosiri ni lazima kwa kila mtumiaji",
	"пароль від роутера — на наліпці",
	"the password ni setting is off",
	"contraseña ni usuario",
	"la contraseña para ir al servidor",
}

func TestClasses36bCopula(t *testing.T) {
	checkRedacted(t, classes36bCopulaLeaks)
	checkKept(t, classes36bCopulaKept)
}

// Thai's password word in Latin letters is two words, "rahat phan", which
// labels its value as "kata laluan" does, and "khong" (of) opens its owner
// ("rahat phan khong chan:", "of mine").
var classes36bThaiLeaks = []leakCase{
	{"rahat phan router khue Ngern4431", "Ngern4431"},
	{"rahat phan khong admin: Siam#7720", "Siam#7720"},
	{"Rahat phan wifi: Tuk_tuk_88", "Tuk_tuk_88"},
}

// The words before a rule or a place keep every byte, and
// "phan" alone (a name, a number in Thai) names nothing.
var classes36bThaiKept = []string{
	"rahat phan tong mi 12 tua",
	"rahat phan khong chan: yu nai Bitwarden",
	"phan: Somchai2290 sent the report",
}

func TestClasses36bThai(t *testing.T) {
	checkRedacted(t, classes36bThaiLeaks)
	checkKept(t, classes36bThaiKept)
}

// A line that asks for a credential's value ("what's the ... password?")
// and the reply on the next line that is that value alone, after an
// assent and "it's" or a transcript's "A:", gives it.
var classes36bAnswerLeaks = []leakCase{
	{"what's the vpn passphrase?\nits Heron-Lake-2291", "Heron-Lake-2291"},
	{"> What is the root password on db02?\nyep, it's Otter!Bay77", "Otter!Bay77"},
	{"Q: whats the guest wifi password\u2009?\nA: Cobalt55river", "Cobalt55river"},
	{"what was the old admin pw?\nK7mQ2vLp9x", "K7mQ2vLp9x"},
	{"> what's the API token for staging?\nok, it's a8F3kQ9zL2mX7vB4", "a8F3kQ9zL2mX7vB4"},
}

// A reply that says where the value is or asks back, a question that asks
// about the password rather than for it, and a reply under a line that
// asks nothing keep every byte.
var classes36bAnswerKept = []string{
	"what's the wifi password?\nit's on the fridge",
	"what's the wifi password?\nno idea, ask Priya",
	"what is the password policy?\nit's 12 chars minimum",
	"why did the password reset fail?\nit's BUG-4471",
	"where is the admin password?\nit's in 1Password, vault Ops",
	"what's the password length?\nit's 16",
	"the wifi password changed\nit's Pelican stuff again",
}

func TestClasses36bAnswer(t *testing.T) {
	checkRedacted(t, classes36bAnswerLeaks)
	checkKept(t, classes36bAnswerKept)
}
