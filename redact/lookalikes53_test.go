package redact_test

import (
	"testing"
)

// lookalikes53 are redact53's classes of text destroyed as a secret, each
// with look-alikes that must come out unchanged (secret "") and secrets of
// the same shape that must still be redacted.
var lookalikes53 = []classRow{
	// A standard's test vector is bytes that count or repeat, read as hex,
	// base32 or base64 (FIPS-197's key, RFC 6238's seed, RFC 4231's key):
	// no generator of secrets yields it. A random value of the same length
	// and a short password of digits are still secrets.
	{"TestVector", `let key = hex!("000102030405060708090a0b0c0d0e0f");`, ""},
	{"TestVector", `key = bytes.fromhex("00112233445566778899aabbccddeeff")`, ""},
	{"TestVector", `const SEED_B32 = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";`, ""},
	{"TestVector", `totp_secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA"`, ""},
	{"TestVector", "HMAC key = 0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b", ""},
	{"TestVector", `secret_key = base64.b64decode("AAECAwQFBgcICQoLDA0ODw==")`, ""},
	{"TestVector", `Schlüssel: key := []byte("0123456789abcdef0123456789abcdef")`, ""},
	{"TestVector", `let key = hex!("9c1f3a7e2b5d8f40a6c3e1b7d9f2a4c6");`, "9c1f3a7e2b5d8f40a6c3e1b7d9f2a4c6"},
	{"TestVector", `const SEED_B32 = "JBSWY3DPEHPK3PXPKZ7QV2XLM3RZ4WP6";`, "JBSWY3DPEHPK3PXPKZ7QV2XLM3RZ4WP6"},
	{"TestVector", `secret_key = base64.b64decode("q8Xk29vLTz4MwPZs7Rt2Nb==")`, "q8Xk29vLTz4MwPZs7Rt2Nb=="},
	// Bytes that count down, or up from elsewhere than a vector starts, are
	// a key a person made up, and still a secret.
	{"TestVector", "API_KEY=9f8e7d6c5b4a39281706f5e4d3c2b1a0", "9f8e7d6c5b4a39281706f5e4d3c2b1a0"},
	{"TestVector", `api_key: "fedcba9876543210fedcba9876543210"`, "fedcba9876543210fedcba9876543210"},
	{"TestVector", "SECRET_KEY=3456789abcdef0123456789abcdef012", "3456789abcdef0123456789abcdef012"},
	{"TestVector", "wifi password: 1234567890", "1234567890"},
	// A publishable key (Mapbox's pk., Stripe's pk_) set up as an XML
	// element's text, in an Info.plist or an Android resource, ships in the
	// app as it does after "=". The secret halves (sk., sk_) and a password
	// element's text are still redacted.
	{"ElementPublishable", "<key>MBXAccessToken</key>\n<string>pk.eyJ1IjoiYWNtZSIsImEiOiJjbHgxMjM0NTY3ODkwYWJjZGVmIn0.Zx9Kq2Lm7Vt3Np8Wb4Yc1H</string>", ""},
	{"ElementPublishable", `<string name="stripe_publishable_key">pk_live_51H8xYzAbCdEfGhIjKlMnOpQrStUvWxYz0123456789</string>`, ""},
	{"ElementPublishable", `<key>StripePublishableKey</key><string>pk_test_51H8xYzAbCdEfGhIjKlMnOpQrStUvWxYz0123456789</string>`, ""},
	{"ElementPublishable", `<key>MBXSecretToken</key><string>sk.eyJ1IjoiYWNtZSIsImEiOiJjbHgxMjM0NTY3ODkwYWJjZGVmIn0.Zx9Kq2Lm7Vt3Np8Wb4Yc1H</string>`, "sk.eyJ1IjoiYWNtZSIsImEiOiJjbHgxMjM0NTY3ODkwYWJjZGVmIn0.Zx9Kq2Lm7Vt3Np8Wb4Yc1H"},
	{"ElementPublishable", `<string name="stripe_secret_key">sk_live_51H8xYzAbCdEfGhIjKlMnOpQrStUvWxYz0123456789</string>`, "sk_live_51H8xYzAbCdEfGhIjKlMnOpQrStUvWxYz0123456789"},
	{"ElementPublishable", `<key>ApiPassword</key><string>Xk29vLq8Tz4MwP</string>`, "Xk29vLq8Tz4MwP"},
	// A time stamp a secret's name dates (created, rotated, changed at), or
	// one with its time of day, is when, not what. A date alone after a
	// plain secret's name may be the password, and a token after a dating
	// name is still one.
	{"DatedStamp", "api_key_created: 2023-11-14", ""},
	{"DatedStamp", "password_last_rotated=2024-06-30 14:22:05", ""},
	{"DatedStamp", "password_changed_at: 2024-03-01T10:00:00Z", ""},
	{"DatedStamp", "Token-Ablauf: token_expiry: 2025-12-31", ""},
	{"DatedStamp", "password: 1987-04-12", "1987-04-12"},
	{"DatedStamp", "token_created: Zq8YkLm4Tn2RsVwYc7", "Zq8YkLm4Tn2RsVwYc7"},
	{"DatedStamp", "secret: 2024-13-45-Xk29vLq8", "2024-13-45-Xk29vLq8"},
	// A few characters a name calls a part of the secret (its last four, its
	// prefix, its preview) tell keys apart, as a dashboard shows them. A
	// long value under such a name, and the last (previous) password, are
	// still secrets.
	{"SecretPart", "api_key_last4: 9f3a", ""},
	{"SecretPart", "token_suffix=Xq7Z", ""},
	{"SecretPart", "key_preview: ghp_Ab12", ""},
	{"SecretPart", "last_four_of_key: 7f3a", ""},
	{"SecretPart", `tokenLast4 = "Zx9q"`, ""},
	{"SecretPart", "secret_last4: Xk29vLq8Tz4MwPZs7Rt2", "Xk29vLq8Tz4MwPZs7Rt2"},
	{"SecretPart", "last_password: hunter22", "hunter22"},
	{"SecretPart", "previous_token: Xq7Z9kLm", "Xq7Z9kLm"},
	// A column's SQL type after a secret's name in a table's definition is
	// the size of what it holds. A value after the name is still one.
	{"SQLColumn", "password VARCHAR(255) NOT NULL,", ""},
	{"SQLColumn", "CREATE TABLE users (id serial, password varchar(128) not null, api_key char(64));", ""},
	{"SQLColumn", "pwd CHAR(60)", ""},
	{"SQLColumn", "password: VARCHAR(255)", ""},
	{"SQLColumn", "password Xk29vLq8Tz4M", "Xk29vLq8Tz4M"},
	{"SQLColumn", "password Varchar2024!", "Varchar2024!"},
	{"SQLColumn", "password: char(12)Xk29vLq8", "char(12)Xk29vLq8"},
	// A sentence after a secret's label that says what the secret does or
	// how to get one is no value; a word with nothing after it, or a word a
	// sentence follows that is no such verb, may be the password.
	{"LabelSentence", "token: expires in 3600 seconds", ""},
	{"LabelSentence", "password: Use the forgot-password link", ""},
	{"LabelSentence", "Passwort: frag Ops im Slack", ""},
	{"LabelSentence", "api key: request one from the platform team", ""},
	{"LabelSentence", "token: rotates every 90 days", ""},
	{"LabelSentence", "password: expires", "expires"},
	{"LabelSentence", "password: sunflowers for the guest wifi", "sunflowers"},
	{"LabelSentence", "password: Xk29vLq8 in the vault", "Xk29vLq8"},
	// A shell's command substitution in backquotes after "=" fetches the
	// secret, as $(...) does. A value in backquotes, words that read as a
	// passphrase, and echo's argument are still secrets.
	{"BacktickCommand", "export TOKEN=`cat ~/.token`", ""},
	{"BacktickCommand", "API_KEY=`vault kv get -field=key secret/api`", ""},
	{"BacktickCommand", "token=`gh auth token`", ""},
	{"BacktickCommand", "PASSWORD=`pass show db/prod`", ""},
	{"BacktickCommand", "SECRET=`openssl rand -hex 32`", ""},
	{"BacktickCommand", "TOKEN=`Zq8YkLm4Tn2RsVwYc7`", "Zq8YkLm4Tn2RsVwYc7"},
	{"BacktickCommand", "PASSWORD=`correct horse battery staple`", "correct horse battery staple"},
	{"BacktickCommand", "TOKEN=`echo Zq8YkLm4Tn2RsVwYc7`", "Zq8YkLm4Tn2RsVwYc7"},
}

func TestLookalikes53(t *testing.T) { checkClassRows(t, lookalikes53) }
