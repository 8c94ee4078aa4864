package redact_test

import (
	"strings"
	"testing"
)

// Key bytes compiled into code as an array of hex literals, 16 bytes or
// more, under a declaration that names a key: a BLE bond's LTK and IRK, a
// LoRaWAN AppKey, an AES or HMAC key in C, Rust, Go, C# and Java. An
// array that names an id, an address, a UUID, a public key or a digest,
// one too short for a key, one whose bytes only rise, and one under a
// name that says nothing of a key stay.
func TestClasses44HexKeyArrays(t *testing.T) {
	checkRedacted(t, []leakCase{
		{"static const u1_t PROGMEM APPKEY[16] = { 0x3C, 0x8F, 0x26, 0x27, 0x39, 0xBF, 0xE8, 0xB1, 0xA2, 0x7C, 0x5F, 0xD4, 0xE6, 0x91, 0x0B, 0x4D };",
			"0x39, 0xBF, 0xE8, 0xB1"},
		{"const SECRET: [u8; 16] = [0x61, 0xd2, 0x0e, 0x9a, 0xc4, 0x37, 0xf1, 0x58, 0x2b, 0x8e, 0x70, 0xad, 0x13, 0xe6, 0x95, 0x4c];",
			"0xc4, 0x37, 0xf1, 0x58"},
		{"var hmacKey = []byte{0x9f, 0x21, 0xc8, 0x04, 0x7a, 0xe3, 0x5d, 0x90, 0x16, 0xbb, 0x42, 0xf7, 0x0c, 0x88, 0xd9, 0x35}",
			"0x7a, 0xe3, 0x5d, 0x90"},
		{"private static readonly byte[] AesKey = new byte[] { 0xE1, 0x0F, 0x9C, 0x52, 0xB8, 0x4D, 0x23, 0xF6, 0x71, 0xAA, 0x06, 0xCD, 0x98, 0x3B, 0xE4, 0x57 };",
			"0xB8, 0x4D, 0x23, 0xF6"},
		{"byte[] keyBytes = { (byte) 0x92, (byte) 0xB1, 0x2A, 0x73, 0x4F, (byte) 0xE2, (byte) 0xD1, 0x5A, (byte) 0xFB, (byte) 0xB7, (byte) 0xA8, 0x48, (byte) 0xFE, (byte) 0xCD, (byte) 0x81, (byte) 0xA4 };",
			"(byte) 0xFB, (byte) 0xB7"},
		{"static const uint8_t peer_irk[16] =\n    { 0x5E, 0xA1, 0x07, 0xC3, 0x98, 0x2F, 0xD6, 0x44,\n      0xB0, 0x1D, 0xE9, 0x73, 0x0A, 0xC5, 0x36, 0x8B };",
			"0x98, 0x2F, 0xD6, 0x44"},
	})
	checkKept(t, []string{
		"static const uint8_t svc_uuid[16] = { 0xBA, 0xBB, 0xB4, 0xDA, 0x76, 0xDC, 0x13, 0xF7, 0x8A, 0xFE, 0xEE, 0x98, 0x85, 0x44, 0x94, 0xB8 };",
		"#define BOND_PEER_ADDR {0xC4, 0x7F, 0x51, 0x12, 0x9A, 0x03}",
		"static const u1_t PROGMEM DEVEUI[8] = { 0x70, 0xB3, 0xD5, 0x7E, 0xD0, 0x05, 0x3A, 0x91 };",
		"static const uint8_t public_key[16] = { 0x3C, 0x8F, 0x26, 0x27, 0x39, 0xBF, 0xE8, 0xB1, 0xA2, 0x7C, 0x5F, 0xD4, 0xE6, 0x91, 0x0B, 0x4D };",
		"uint8_t key_index[16] = { 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F };",
		"static const uint8_t frame[16] = { 0x3C, 0x8F, 0x26, 0x27, 0x39, 0xBF, 0xE8, 0xB1, 0xA2, 0x7C, 0x5F, 0xD4, 0xE6, 0x91, 0x0B, 0x4D };",
		"const uint8_t expected_sha256[32] = { 0xe3, 0xb0, 0xc4, 0x42, 0x98, 0xfc, 0x1c, 0x14, 0x9a, 0xfb, 0xf4, 0xc8, 0x99, 0x6f, 0xb9, 0x24, 0x27, 0xae, 0x41, 0xe4, 0x64, 0x9b, 0x93, 0x4c, 0xa4, 0x95, 0x99, 0x1b, 0x78, 0x52, 0xb8, 0x55 };",
	})
}

// A string that holds a code literal, escaped quotes and all (Gradle's
// buildConfigField and resValue, a -D define in CMake or Bazel): the value
// under a credential's name is what the escaped quotes enclose. A URL, a
// merchant's name, a header's name and a flag under such names stay.
func TestClasses44EscapedLiteral(t *testing.T) {
	checkRedacted(t, []leakCase{
		{`buildConfigField("String", "STRIPE_SECRET", "\"Xk29aLm4Qp8ZrT5vWn7YbC3d\"")`, "Xk29aLm4Qp8ZrT5vWn7YbC3d"},
		{`buildConfigField "String", "MAPS_TOKEN", "\"Lq7Zr2Vb9Nw4Ty8Kp3Mx\""`, "Lq7Zr2Vb9Nw4Ty8Kp3Mx"},
		{`add_compile_definitions(API_TOKEN="\"Zr8Kp2Lm9Qx4Vb7Nw3Ty\"")`, "Zr8Kp2Lm9Qx4Vb7Nw3Ty"},
		{`copts = ["-DDEVICE_PASSWORD=\"Fjord#Lantern82\""],`, "Fjord#Lantern82"},
		{`resValue("string", "sentry_auth_token", "\"Hn4Wq8Zt2Lp6Vx9Rb3Mk\"")`, "Hn4Wq8Zt2Lp6Vx9Rb3Mk"},
	})
	checkKept(t, []string{
		`buildConfigField("String", "API_BASE_URL", "\"https://api.kiosko.example/v2\"")`,
		`buildConfigField("String", "ADYEN_MERCHANT", "\"KioskoECOM\"")`,
		`buildConfigField("boolean", "USE_TOKEN_AUTH", "true")`,
		`buildConfigField("int", "TOKEN_TTL_SECONDS", "3600")`,
	})
}

// An Adyen API key by its documented shape: AQE and base64, "-" and 32
// bytes of base64, and the third part of 16 printable characters that
// keys issued since 2020 end with, redacted whole in any place. Its
// client key (test_/live_) is public, and a sentence about the prefix
// holds no key.
func TestClasses44AdyenKey(t *testing.T) {
	const key = "AQEyhmfxLI3MaBFLw0m/n3Q5qf3VaY9UCJ14XWZE03G/k2NFitRvbe4N1XqH1eHaH2AksaEQwV1bDb7kfNy1WIxIIkxgBw==-y3qzswmlmALhxaVPNjYf74bqPotG12HroatrKA066yE=-W+t7NF;s4}%=kUSD"
	const old = "AQEnhmfuXNWTK0Qc+iSRp1YdlMWYS4RYA4cRkZRioSE334JkKdoSBnDDEMFdWw2+5HzctViMSCJMYAc=-6QO8fIrGtndQrpjryx98FYKxAnLfcijkLM37bEPnwwI="
	checkRedacted(t, []leakCase{
		{"ADYEN_API_KEY=" + key, "s4}%=kUSD"},
		{"curl -H 'X-API-Key: " + key + "' https://checkout-test.adyen.com/v71/paymentMethods", "kUSD"},
		{"the adyen key for the kiosk is " + key + " thanks", key[:40]},
		{"adyen:\n  apiKey: " + old + "\n  environment: TEST", old},
		{"config.apiKey = '" + old + "';", "6QO8fIrGtndQrpjryx98FYKxAnLfcijkLM37bEPnwwI="},
	})
	checkKept(t, []string{
		"Adyen API keys start with AQE and have two parts joined by a dash",
		"clientKey: 'test_U6OJZI3TA5EDFOIMDHPMV2HUTARAZ6WV', // the client key ships in the page",
		"merchantAccount: 'KioskoECOM', environment: 'test'",
	})
}

// Random base64url cut at a "-" is no prefix and a tail: its head mixes
// cases as no provider's prefix does (an ACME http-01 token, PKCE's
// challenge, a random id). A token whose prefix is a word or an acronym
// is still read as one.
func TestClasses44RandomCasePrefix(t *testing.T) {
	checkRedacted(t, []leakCase{
		{"export NIMBUS_TOKEN=nimbus_live_8fK2mQ9xL4pR7vT1wZ3nB6cY0dH5jG", "8fK2mQ9xL4pR7vT1wZ3nB6cY0dH5jG"},
		{"got tk-us-Xq8LmZ2vR7pN4wT9bK3cY6dF1gH5jQ0s from the console", "Xq8LmZ2vR7pN4wT9bK3cY6dF1gH5jQ0s"},
	})
	checkKept(t, []string{
		"GET /.well-known/acme-challenge/qT4zWk9Pb-X2mLr7Nc0vYd8sHf3Ja6Ue1GoRi5KtBw HTTP/1.1",
		"GET /authorize?response_type=code&code_challenge=E9MelhoaOwvFrEMTJguCHaoeK1t8URW-uGJSstw2cM&code_challenge_method=S256",
		"certbot wrote /var/www/html/.well-known/acme-challenge/Hk2TpLx9Qw-Rm4Zv8Nb1Yc7Ds3Fg6Jh0KeWu5AoPiS for the check",
	})
}

// A public key or an address in bech32 stays as a flag's value or under a
// key's label: an age recipient, a Nostr npub, a segwit address. Their
// secrets (AGE-SECRET-KEY-1, nsec1) are redacted in the same places.
func TestClasses44Bech32Public(t *testing.T) {
	checkRedacted(t, []leakCase{
		{"nak event --sec nsec1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5 -c hi", "nsec1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5"},
		{"age key: AGE-SECRET-KEY-1QQPZRY9X8GF2TVDW0S3JN54KHCE6MUA7LQPZRY9X8GF2TVDW0S3JN54K", "AGE-SECRET-KEY-1QQPZRY9X8GF2TVDW0S3JN54KHCE6MUA7LQPZRY9X8GF2TVDW0S3JN54K"},
		{"rage -e -r Kq8Zx2Lm9Vb4Nw7Tp3Rc6Yd1Fg5Hj0Ks8Qw2Ea -o out.age in.txt", "Kq8Zx2Lm9Vb4Nw7Tp3Rc6Yd1Fg5Hj0Ks8Qw2Ea"},
	})
	checkKept(t, []string{
		"$ age -r age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p -o db.sql.age db.sql",
		"nak event -p npub1sg6plzptd64u62a878hep2kev88swjh3tw00gjsfl8f237lmu63q0uf63m -c hello",
		"my nostr key: npub1sg6plzptd64u62a878hep2kev88swjh3tw00gjsfl8f237lmu63q0uf63m",
		"electrum payto -f 0.0001 bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq 0.5",
		"recipient key: age1t722ldnz427g0yuu03t64eqy4qvuzxav67t3y8ntnhlffx9kt6gak70vpd",
	})
}

// "my" and a credential's own word is a sample config's stand-in (ESP-IDF's
// WIFI_PASSWORD="mypassword"); with a digit or another word after it, or a
// word of its own, it is a value.
func TestClasses44OwnWordPlaceholder(t *testing.T) {
	stays := map[string]bool{
		`CONFIG_EXAMPLE_WIFI_PASSWORD="mypassword"`:  true,
		`CONFIG_EXAMPLE_WIFI_PASSWORD="myhouse2024"`: false,
		"WIFI_PASS=mypass":                           true,
		"DB_PASSWORD=mypassword1":                    false,
		`token = "mytoken"`:                          true,
		`token = "mytoken-Zr8Kp2Lm9Qx4"`:             false,
		"api_key: my-api-key":                        true,
		`MQTT_SECRET="my_secret"`:                    true,
		"wifi_password: mywifi!2024":                 false,
	}
	for text, kept := range stays {
		if kept {
			checkKept(t, []string{text})
			continue
		}
		value := strings.Trim(text[strings.LastIndexAny(text, "=: ")+1:], `"`) // the value after its name
		checkRedacted(t, []leakCase{{text, value}})
	}
}

// In code, a credential's member given a variable ({ key: userId },
// identify({ key: user.id, ... })) names the slot the variable fills, and
// such a member among a call's arguments does not make the call's literal
// a key (LaunchDarkly's client-side id beside its context). A literal
// under the member, a call named for a client or a key, and a name the
// call's result is assigned to still make it one.
func TestClasses44CodeMembers(t *testing.T) {
	checkRedacted(t, []leakCase{
		{"const c = { apiKey: 'Xk29aLm4Qp8ZrT5vWn7YbC3d', region: 'eu' };", "Xk29aLm4Qp8ZrT5vWn7YbC3d"},
		{"const c = createClient('a3f9b2c4d5e6f708192a3b4c', { secret: mySecret });", "a3f9b2c4d5e6f708192a3b4c"},
		{`token = jwt.encode(claims, "%9vLq2mZt7RpW4nB8cY1d@Xk", algorithm="HS256")`, "%9vLq2mZt7RpW4nB8cY1d@Xk"},
		{"sig = hmac.new('a3f9b2c4d5e6f708192a3b4c5d6e7f80', body, digestmod=sha256)", "a3f9b2c4d5e6f708192a3b4c5d6e7f80"},
	})
	checkKept(t, []string{
		"const ld = initialize('5f0c8e2a9b7d4c1e3a6f8b2d', { kind: 'user', key: userId });",
		"ld.identify({ key: user.id, name: user.name })",
		"const opts = { token: accessToken, key: apiKey }",
		"flags.identify('5f0c8e2a9b7d4c1e3a6f8b2d', { key: session.userKey, anonymous: false })",
	})
}

// A JWT whose claims give it the anonymous role (Supabase's anon key,
// PostgREST's web_anon) opens nothing a request without one cannot; a
// service_role key and a user's session are redacted wherever they are.
func TestClasses44AnonJWT(t *testing.T) {
	const (
		anon    = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InF3a3ptbmJ2Y3hscG9pdXl0cmV3Iiwicm9sZSI6ImFub24iLCJpYXQiOjE3MTIwMDAwMDAsImV4cCI6MjAyNzAwMDAwMH0.YOhpFEFGCGf8KBDQZn7a8tqNL0ioiii0I8vTd7TyO-Y"
		service = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InF3a3ptbmJ2Y3hscG9pdXl0cmV3Iiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTcxMjAwMDAwMCwiZXhwIjoyMDI3MDAwMDAwfQ.gBuVVWWpcXjbigF3BGKJrndfB7cMyZnk3ZLPWwIEF9M"
		webAnon = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoid2ViX2Fub24ifQ.AWArqL4Zv3dkdXvBSsIvYGiyHhxKLLSxDG86mNMa2Ow"
		user    = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI1ZjFlMmQzYy1hYWFhLTRiYmItOGNjYy05ZGRkMGVlZTFmZmYiLCJyb2xlIjoiYXV0aGVudGljYXRlZCIsImV4cCI6MjAyNzAwMDAwMH0.uwDDZ-MNYsyWHPwl6woYKZYeuv8fwcqTArkSKPol57I"
	)
	checkRedacted(t, []leakCase{
		{"SUPABASE_SERVICE_ROLE_KEY=" + service, service},
		{"curl -H 'Authorization: Bearer " + user + "' https://qwkz.supabase.co/rest/v1/orders", user},
		{"const admin = createClient(url, '" + service + "')", service},
	})
	checkKept(t, []string{
		"const supabase = createClient('https://qwkzmnbvcxlpoiuytrew.supabase.co', '" + anon + "')",
		"NEXT_PUBLIC_SUPABASE_ANON_KEY=" + anon,
		"curl -H 'Authorization: Bearer " + webAnon + "' http://localhost:3000/todos",
	})
}

// RevenueCat's public app-specific keys (appl_, goog_, amzn_) configure its
// SDK in the app; its secret key (sk_) is redacted, and so is a public
// key's shape handed over in prose.
func TestClasses44RevenueCatPublic(t *testing.T) {
	checkRedacted(t, []leakCase{
		{"REVENUECAT_SECRET_KEY=sk_Hq7Zr2Vb9Nw4Ty8Kp3MxLq7Zr2Vb9Nw4", "sk_Hq7Zr2Vb9Nw4Ty8Kp3MxLq7Zr2Vb9Nw4"},
	})
	checkKept(t, []string{
		`Purchases.configure(withAPIKey: "appl_Hq7Zr2Vb9Nw4Ty8Kp3MxLq7Zr2V")`,
		`Purchases.configure(PurchasesConfiguration.Builder(this, "goog_Kp3MxLq7Zr2Vb9Nw4Ty8Hq7Zr2").build())`,
		`REVENUECAT_AMAZON_KEY=amzn_Vb9Nw4Ty8Kp3MxLq7Zr2Hq7Zr2V`,
	})
}
