package redact_test

import "testing"

// A compound's last part is Finnish's password word: what the password is
// of goes before it, joined by a hyphen, and "on" is still "is".
var classes33CompoundOnLeaks = []leakCase{
	{"root-salasana on Lumi2207?ka, vaihda se", "Lumi2207?ka"},
	{"wifi-salasana on Tammi-88-koivu", "Tammi-88-koivu"},
	{"testikannan admin-salasana on Jr4!mokki nyt", "Jr4!mokki"},
}

// The same compounds before a word, and English's "on" after a compound,
// keep every byte.
var classes33CompoundOnKept = []string{
	"root-salasana on vaihdettu eilen",
	"wifi-salasana on vanhentunut",
	"the root-password on prod01 expired",
}

// TestClasses33CompoundOn: "X-salasana on Y" reads as "salasana on Y".
func TestClasses33CompoundOn(t *testing.T) {
	checkRedacted(t, classes33CompoundOnLeaks)
	checkKept(t, classes33CompoundOnKept)
}

// A login may name where it goes before its "with": a preposition of
// place and a few words ("log in to the NAS with X", Danish "logge ind på
// serveren med X", German "einloggen auf dem Server mit X" reads the
// other way, so only the place after the verb).
var classes33LoginPlaceLeaks = []leakCase{
	{"log in to the staging box with Qv7rT!lamp then run the migration", "Qv7rT!lamp"},
	{"you can log on to jenkins with Birch42#owl for now", "Birch42#owl"},
	{"du kan logge ind på routeren med Fjord88!kat i dag", "Fjord88!kat"},
	{"logga in på servern med Alv3r+berg", "Alv3r+berg"},
	{"ssh in as deploy with Heron-41x until the keys land", "Heron-41x"},
	{"just ssh in with Quill9$stone", "Quill9$stone"},
}

// How a login goes, a product's name after the place, and a "with" past a
// sentence's end keep every byte.
var classes33LoginPlaceKept = []string{
	"log in to the NAS with YubiKey5",
	"log in to the grafana box with OAuth2 like before",
	"log in to the NAS. With Kx9pQ2mz77 we tested the hashes",
	"ssh in with the deploy key",
	"ssh in as deploy with ssh-agent-forwarding",
	"log in to the old jump host, on the left rack, behind the firewall with Mk2-Cisco",
	"logge ind på NAS'en med GitHub",
}

// TestClasses33LoginPlace: a place between a login's verb and its "with".
func TestClasses33LoginPlace(t *testing.T) {
	checkRedacted(t, classes33LoginPlaceLeaks)
	checkKept(t, classes33LoginPlaceKept)
}

// A verb of use hands the value over before the purpose in Norwegian,
// Danish, Czech and Dutch ("bruk X for å logge inn", "brug X til at logge
// ind", "použij X k přihlášení", "gebruik X om in te loggen").
var classes33UsePurposeLeaks = []leakCase{
	{"bruk Skog71!elg for å logge inn på ruteren", "Skog71!elg"},
	{"Brug Hav22+maage til at logge ind", "Hav22+maage"},
	{"použij Lipa48#strom k přihlášení do GitLabu", "Lipa48#strom"},
	{"Použijte Vltava9!most k přihlášení.", "Vltava9!most"},
	{"gebruik Duin77!meeuw om in te loggen op de NAS", "Duin77!meeuw"},
}

// A product or a version for the same purpose, and the verbs with another
// purpose, keep every byte.
var classes33UsePurposeKept = []string{
	"bruk Python3 for å logge inn automatisk",
	"brug OAuth2 til at logge ind",
	"použij Windows11 k přihlášení",
	"gebruik Node18 om de build te draaien",
	"bruk v2.4.1 for å logge inn",
}

// TestClasses33UsePurpose: "use X to log in" in more languages.
func TestClasses33UsePurpose(t *testing.T) {
	checkRedacted(t, classes33UsePurposeLeaks)
	checkKept(t, classes33UsePurposeKept)
}

// Romanian says "is" as "este", and qualifies the password with "pentru"
// (for) and "din" (from, in) before it: "parola pentru contul de admin din
// Grafana este X".
var classes33RomanianLeaks = []leakCase{
	{"parola este Brasov_77qTz", "Brasov_77qTz"},
	{"parola pentru routerul din birou este Olt#4419xa, nu o da mai departe", "Olt#4419xa"},
	{"Parola de la baza de date este Mures-jR82k", "Mures-jR82k"},
	{"parola pentru contul de test din Jenkins este Delta_wq7Pz — schimb-o", "Delta_wq7Pz"},
}

// A word, a place or a manager after "este" keeps every byte, and
// Spanish's "este" (this) after a label is no verb.
var classes33RomanianKept = []string{
	"parola este schimbată de ieri",
	"parola pentru Grafana este în 1Password",
	"parola din Jenkins este expirată",
	"la contraseña de este servidor la tiene Marta",
}

// TestClasses33Romanian: "parola ... este X".
func TestClasses33Romanian(t *testing.T) {
	checkRedacted(t, classes33RomanianLeaks)
	checkKept(t, classes33RomanianKept)
}

// A capital that opens the sentence is no noun's: the word before "is the
// admin password", whose password word ends its phrase, names the
// password in either case.
var classes33CapitalSubjectLeaks = []leakCase{
	{"Swordfish is the admin password", "Swordfish"},
	{"ok. Marzipan was the old wifi password", "Marzipan"},
	{"Tangerine is the root password, don't share it", "Tangerine"},
}

// A noun the password's word heads ("the password manager"), a function
// word or a participle that opens the sentence, keep every byte.
var classes33CapitalSubjectKept = []string{
	"Bitwarden is the password manager we pay for",
	"Keycloak is the password store for staff",
	"Attached is the admin password policy",
	"Whatever is the admin password, rotate it",
	"Monday is the password rotation day",
}

// TestClasses33CapitalSubject: "Swordfish is the admin password".
func TestClasses33CapitalSubject(t *testing.T) {
	checkRedacted(t, classes33CapitalSubjectLeaks)
	checkKept(t, classes33CapitalSubjectKept)
}

// After a passphrase's "is", "; it's" or "mine is", a short clause that
// opens with a participle or a judgement says how the passphrase is.
var classes33JudgedKept = []string{
	"the vpn asks for a passphrase; it's annoying",
	"the gpg key wants its passphrase, it's annoying honestly",
	"the passphrase is long",
	"the old passphrase is expired since monday",
	"asks for the passphrase again; mine is fine",
}

// A passphrase of words after the same verbs, and a judgement's word after
// a colon, stay secrets.
var classes33JudgedLeaks = []leakCase{
	{"the vpn asks for a passphrase; it's lantern orbit velvet quarry", "lantern orbit velvet quarry"},
	{"the gpg passphrase is marble sprocket uneven harbor", "marble sprocket uneven harbor"},
	{"the passphrase is long winter river", "long winter river"},
	{"the passphrase is: annoying", "annoying"},
}

// TestClasses33Judged: "; it's annoying" after a passphrase.
func TestClasses33Judged(t *testing.T) {
	checkRedacted(t, classes33JudgedLeaks)
	checkKept(t, classes33JudgedKept)
}

// A password after a login's "with" may hold an "&", where token ends a
// query's pair.
var classes33AmpersandLeaks = []leakCase{
	{"log in with Tulip77& then check the queue", "Tulip77&"},
	{"sign in with Kx9&pQ2mz and rotate it", "Kx9&pQ2mz"},
	{"logga in med Björk&42x", "Björk&42x"},
}

// A product's names joined by "&" keep every byte.
var classes33AmpersandKept = []string{
	"log in with GitHub&Google",
	"sign in with SSO&MFA",
}

// TestClasses33Ampersand: "log in with X&".
func TestClasses33Ampersand(t *testing.T) {
	checkRedacted(t, classes33AmpersandLeaks)
	checkKept(t, classes33AmpersandKept)
}

// Hungarian puts no verb between the password's word and its value, and
// may put the article "a" or "az" before the value: "a jelszó a X".
var classes33HungarianArticleLeaks = []leakCase{
	{"a jelszó a Tisza-2024x, ne add tovább", "Tisza-2024x"},
	{"a wifi jelszava az Almafa77x", "Almafa77x"},
	{"az admin jelszó a Balaton88q lett", "Balaton88q"},
}

// A word after the article says what the password is or where it is.
var classes33HungarianArticleKept = []string{
	"a jelszó a régi",
	"a jelszó a kulcstartóban van",
	"a wifi jelszava az admin felületen van",
	"a jelszó az igazi probléma",
}

// TestClasses33HungarianArticle: "a jelszó a X".
func TestClasses33HungarianArticle(t *testing.T) {
	checkRedacted(t, classes33HungarianArticleLeaks)
	checkKept(t, classes33HungarianArticleKept)
}

// A password's file, field or entry "is just" or "is only" its value, as
// it "contains just" it; "literally" may stand before "just".
var classes33HeldLeaks = []leakCase{
	{"the password file is only Copper#6081uuC", "Copper#6081uuC"},
	{"the passwd field is literally just Fern-2290kq", "Fern-2290kq"},
	{"the password entry contains literally just Moss77!vale", "Moss77!vale"},
}

// What the file is, its mode or its size, after the same words.
var classes33HeldKept = []string{
	"the password file is only readable by root",
	"the password file is just 0600",
	"the password file is just two lines",
}

// TestClasses33Held: "the password file is just X".
func TestClasses33Held(t *testing.T) {
	checkRedacted(t, classes33HeldLeaks)
	checkKept(t, classes33HeldKept)
}
