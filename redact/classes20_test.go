package redact_test

import (
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/redact"
)

// A key wrapped in a type conversion or a constructor is the literal
// inside it, in every language that writes one: the conversion is code,
// the literal the value. A conversion of a variable, a getter's name and a
// Rust type's path stay.
var classes20WrappedLeaks = map[string]string{
	`signingKey := []byte("Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB")`:                                                    "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	`let hmac_secret = String::from("Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB");`:                                         "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	`let api_key = b"Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB";`:                                                          "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	`let apiKey = Data("Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB".utf8)`:                                                  "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	`var signingKey = Encoding.UTF8.GetBytes("Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB");`:                                "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	`SECRET_KEY = bytes("Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB", "utf-8")`:                                             "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	`let secret = NSString(string: "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB")`:                                           "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	"var jwtKey = []byte(\"3d0c7a1e9f5b2846c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7\")\n\nfunc sign() {}": "3d0c7a1e9f5b2846c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7",
}

// A password wrapped the same way goes, and a password with brackets of
// its own is no call.
var classes20WrappedPasswords = map[string]string{
	`let password = String::from("hunter2-Blue!");`: "hunter2-Blue!",
	"password: Summer(home)7":                       "Summer(home)7",
	"db_password = Summer(2024)":                    "Summer(2024)",
	`password := []byte("hunter2-Blue!")`:           "hunter2-Blue!",
	"the password: Welcome(home)":                   "Welcome(home)",
}

var classes20WrappedKept = []string{
	`secretKey := []byte(cfg.Secret)`,
	`key := []byte(os.Getenv("JWT_KEY"))`,
	`let api_key = String::from(env::var("API_KEY")?);`,
	`let token = SecretString::new(raw.into());`,
	`auth_key = bytes(settings.AUTH_KEY, "utf-8")`,
}

// A passphrase label's qualifiers may be German, French or Spanish
// prepositions of place and owner (vom, beim, am, sur, chez) before a verb
// and a colon ("lautet:", "est :", "es:"); what points to where the value
// is kept after the same label stays. A dash set off by blanks ends a
// passphrase's clause.
var classes20LabelLeaks = map[string]string{
	"Die Passphrase für den Signaturschlüssel vom Build-Server lautet: Moosgrüne Eule tanzt 17 — nicht weitergeben": "Moosgrüne Eule tanzt 17",
	"Das Kennwort beim Router am Empfang lautet: Blumentopf88!":                                                     "Blumentopf88!",
	"Le mot de passe du compte admin sur le NAS est : Girafe-bleue-58":                                              "Girafe-bleue-58",
	"La contraseña del usuario root en el servidor de pruebas es: Pimiento-Rojo-19":                                 "Pimiento-Rojo-19",
}

var classes20LabelKept = []string{
	"Die Passphrase für den Signaturschlüssel vom Build-Server lautet: siehe Tresor, Eintrag Release.",
	"Le mot de passe du compte admin sur le NAS est : dans le coffre",
	"Die Passphrase für den Schlüssel vom Build-Server wurde gestern geändert.",
}

// A code read aloud digit by digit, as a chat or a note writes it down,
// is the code; a count of digits, a range and a number after the code's
// word stay.
var classes20SpokenLeaks = map[string]string{
	"the alarm code is 3 8 8 2, disarm it within 30 seconds":      "3 8 8 2",
	"gate code: 5 1 5 0 then press #":                             "5 1 5 0",
	"the garage code is four seven one nine":                      "four seven one nine",
	"alarm code 9 3 7 1":                                          "9 3 7 1",
	"the voicemail PIN is 2 0 4 6 if the desk phone asks for one": "2 0 4 6",
}

var classes20SpokenKept = []string{
	"the door code is 4 digits, ask Ana",
	"the door code is 4 to 8 digits long",
	"the door code changes every 3 months",
	"the safe combination is 3 numbers, ask the desk",
}

// A cookie header a log, a crash dump or code prints as a map entry
// ("cookie":"...", 'Cookie': '...', "Cookie" => "...", Go's http.Header)
// is a Cookie header: its session values go, its tracking and preference
// values stay.
var classes20CookieLeaks = map[string]string{
	`{'Host': 'api.acme.io', 'Cookie': 'csrftoken=x; sessionid=k2x9vq8m3n7b4c1z6l5p0w8e2r9t7y3u'}`: "k2x9vq8m3n7b4c1z6l5p0w8e2r9t7y3u",
	`req.headers = {"Cookie" => "remember_token=Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB; locale=en"}`:     "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	`http.Header{"Cookie": {"session=Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB"}}`:                          "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	`"{\"headers\":{\"cookie\":\"__Secure-auth=Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB; lang=de\"}}"`:     "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	`"set-cookie":["__Host-session=Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB; Path=/; HttpOnly"]`:           "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
}

var classes20CookieKept = []string{
	`headers: {"user-agent":"Mozilla/5.0","cookie":"_ga=GA1.1.1739920.1733011; theme=dark; lang=de"}`,
	`{"cookie":"consent=accepted; _gid=GA1.2.77120331.1733011"}`,
	`{"cookieName":"session","cookiePath":"/","cookieSecure":true}`,
}

// A URL whose password is the word for one (user:password@) is a sample:
// docs and .env.example files hold it where the value goes. A password
// that only starts like the word, or mixes in a digit, still goes.
var classes20URLLeaks = map[string]string{
	"DATABASE_URL=postgres://user:password9@db.internal:5432/shop_dev": "password9",
	"amqp://guest:Password1@rabbit:5672/":                              "Password1",
	"DATABASE_URL=postgres://app:passw0rd@db.internal:5432/app":        "passw0rd",
	"REDIS_URL=redis://:passwordless-Kx9@cache.internal:6379/0":        "passwordless-Kx9",
}

var classes20URLKept = []string{
	"DATABASE_URL=postgres://user:password@localhost:5432/app_dev",
	"REDIS_URL=redis://:password@localhost:6379/0",
	"mongodb://admin:pass@127.0.0.1:27017/?authSource=admin",
	"DATABASE_URL=postgres://user:password@localhost:5432/shop_dev",
}

// A seed that seeds a random number generator (a framework's, a test's,
// a shuffle's) is a number printed so a run repeats; a call in a sentence
// about seeds is code whose argument alone is judged. A wallet's seed, a
// bip39 seed and a bare "seed:" of hex still go.
var classes20SeedLeaks = map[string]string{
	"wallet seed: abandon ability able about above absent absorb abstract absurd abuse access accident": "abandon ability able about above absent absorb abstract absurd abuse access accident",
	"the bip39 seed is 7f3a9c2e1d4b8a6f0e5c3b2a1d9e8f7c":                                                "7f3a9c2e1d4b8a6f0e5c3b2a1d9e8f7c",
	"seed: 9c1185a5c5e9fc54612808977ee8f548b2258d31":                                                    "9c1185a5c5e9fc54612808977ee8f548b2258d31",
}

var classes20SeedKept = []string{
	"fix the seed before the run: torch.manual_seed(20261201)",
	"reproducible only if you seed everything: random.seed(1337); np.random.seed(1337)",
	"np.random.seed(0x5eed1234)",
	"RANDOM_SEED=0xdeadbeefcafebabe",
	`rng_seed = "9f3c2a1b7d4e6f80"`,
	"the RNG seed for the benchmark is 4242424242",
}

// A mobile or web SDK's key that the comment on its line calls public
// ("RevenueCat public SDK key", "fine to ship") is shipped in every copy
// of the app. A comment that denies it, speaks of another key ("the public
// key is in the app") or sits beside a name that says secret keeps nothing.
var classes20PublicLeaks = map[string]string{
	`val secretKey = "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB" // NOT public, server only`:                          "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	"API_KEY=Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB # public repo, move this to the vault":                         "Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB",
	"STRIPE_SECRET_KEY=sk_live_51HxQ2cL9mZ8vR3tY7uW1sE4aB6nD0fG // the public key is in the app":             "sk_live_51HxQ2cL9mZ8vR3tY7uW1sE4aB6nD0fG",
	`Purchases.configure(withAPIKey: "sk_Qm7vT2xR9kL4pW8nZ3cY6hJ1aF") // RevenueCat secret key, do not ship`: "sk_Qm7vT2xR9kL4pW8nZ3cY6hJ1aF",
}

var classes20PublicKept = []string{
	`Purchases.configure(PurchasesConfiguration.Builder(this, "goog_Qm7vT2xR9kL4pW8nZ3cY6hJ1aF").build()) // public Google SDK key`,
	"ALGOLIA_SEARCH_KEY=Qm7vT2xR9kL4pW8nZ3cY6hJ1aF5sD0gB  # search-only public key, ships in the frontend",
	`Adapty.activate("public_live_Qm7vT2xR9k.L4pW8nZ3cY6hJ1aF5sD0gB") // Adapty public SDK key, fine to ship`,
}

// A network's name beside a password word is no password: after SSID,
// after "called" or "named", or after "for" between the word and its
// verb. The password after them still goes.
var classes20NameLeaks = map[string]string{
	"wifi: SSID Lab-Net-2G / pass Kx9mQ2wL7vR3":                    "Kx9mQ2wL7vR3",
	"the wifi password for AcmeGuest5G is Tq8-lamp-41x":            "Tq8-lamp-41x",
	"here's the token you asked for: NqHTKHpffPmDpfBJy14EBQaXP3wC": "NqHTKHpffPmDpfBJy14EBQaXP3wC",
}

var classes20NameKept = []string{
	"the guest wifi SSID is AcmeGuest5G, the password is on the whiteboard",
	"wifi SSID: Lab2Net-5G, password in 1Password under Office",
	"the office wifi is called FritzBox7590-XK, ask reception for the password",
	"the wifi password for AcmeGuest5G is in the team vault",
}

// TestClasses20Variants: every secret of each class goes.
func TestClasses20Variants(t *testing.T) {
	for _, leaks := range []map[string]string{classes20WrappedLeaks, classes20WrappedPasswords, classes20LabelLeaks, classes20SpokenLeaks, classes20CookieLeaks,
		classes20URLLeaks, classes20SeedLeaks, classes20PublicLeaks, classes20NameLeaks} {
		checkRedacted(t, leakCases(leaks))
	}
}

// TestClasses20LookAlikes: every paired look-alike stays byte for byte.
func TestClasses20LookAlikes(t *testing.T) {
	for _, kept := range [][]string{classes20WrappedKept, classes20LabelKept, classes20SpokenKept, classes20CookieKept,
		classes20URLKept, classes20SeedKept, classes20PublicKept, classes20NameKept} {
		checkKept(t, kept)
	}
}

// TestClasses20DashEndsPassphrase: a dash set off by blanks ends a
// passphrase's clause; what the sentence says after it stays.
func TestClasses20DashEndsPassphrase(t *testing.T) {
	in := "Die Passphrase für den Signaturschlüssel lautet: Moosgrüne Eule tanzt 17 — bitte nicht weitergeben"
	out, _ := redact.Text(in)
	if strings.Contains(out, "Moosgrüne") || !strings.HasSuffix(out, "] — bitte nicht weitergeben") {
		t.Errorf("%q -> %q", in, out)
	}
}
