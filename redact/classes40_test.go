package redact_test

import "testing"

// Indonesian and Malay chat write the possessive "its" as a word of its
// own after the credential's noun ("PIN nya", "sandi nya"), or after one
// qualifier ("PIN ATM nya", "password wifinya"), before the postposed
// "what"/"how much" of a question; the next line's reply is the value.
var classes40NyaLeaks = []leakCase{
	{"PIN nya berapa?\n620417", "620417"},
	{"> pin nya berapa buat kartu kantor?\n771903", "771903"},
	{"PIN ATM nya berapa?\n4417", "4417"},
	{"password wifi nya apa?\nBatik#Merah21", "Batik#Merah21"},
	{"password wifinya apa?\nRendang_Padang9", "Rendang_Padang9"},
	{"sandi nya apa?\nKopiTubruk!44", "KopiTubruk!44"},
	{"kata laluan nya apa?\nDurian%Musang7", "Durian%Musang7"},
	{"kode OTP nya berapa?\n558120", "558120"},
}

// The same questions whose reply gives no value (a count, a promise, a
// place), a lowercase "pin" that is a header's pin (a small number), and
// "nya" inside another word keep their words.
var classes40NyaKept = []string{
	"PIN nya berapa digit?\n6 digit katanya",
	"PIN nya berapa?\nlupa",
	"password nya apa?\nyang lama",
	"pin nya berapa?\n4",
	"Pin nya berapa?\n12",
	"pin nya dipasang di mana?\nGPIO4",
	"nyanyi apa?\nlagu",
	"sandi nya di 1Password",
}

func TestClasses40Nya(t *testing.T) {
	checkRedacted(t, classes40NyaLeaks)
	checkKept(t, classes40NyaKept)
}
