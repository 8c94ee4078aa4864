package redact_test

import (
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/redact"
)

// Each "must not" of the redactor with its pair: the same shape where it
// must redact. The look-alike side must come out unchanged; the secret side
// must lose its secret. Values are built at run time (see rep).
func TestMustNotPairs(t *testing.T) {
	uuid := "3f1c2a9e-7b4d-4c1e-9a2f-5d6e7f8a9b0c"
	sha := "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
	gitSHA := "9fceb02d0ae598e95dc970b74767f19372d61af8"
	body := "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun"
	for _, tt := range []struct {
		name, keep, leak, secret string
	}{
		{"uuid: an id stays, an api key goes", "request id " + uuid + " failed", "HEROKU_API_KEY=" + uuid, uuid},
		{"uuid in prose", "order " + uuid + " was refunded", "the heroku api key is " + uuid, uuid},
		{"sha256: a checksum stays, a secret goes", "sha256 of the tarball is " + sha, "the staging login uses " + sha, sha},
		{"git sha: a commit stays, a hex token goes", "commit " + gitSHA + " fixed it", "the datadog app key is " + gitSHA, gitSHA},
		{"docker digest", "pin api@sha256:" + sha + " in the chart", "WEBHOOK_SECRET=" + sha, sha},
		{"arn: a resource stays, a key id goes", "arn:aws:iam::123456789012:role/deploy", "aws id AKIA" + rep("Q7", 8), "AKIA" + rep("Q7", 8)},
		{"version", "upgrade to v1.24.3-rc.2 today", "the password is v1.24.3-rc.2", "v1.24.3-rc.2"},
		{"public pem block stays, private goes", "-----BEGIN PUBLIC KEY-----\n" + body + "\n-----END PUBLIC KEY-----",
			"-----BEGIN EC PRIVATE KEY-----\n" + body + "\n-----END EC PRIVATE KEY-----", body},
		{"pem after a credential word: public stays, private goes", "the signing key: -----BEGIN PUBLIC KEY-----\n" + body + "\n-----END PUBLIC KEY-----",
			"the signing key: -----BEGIN EC PRIVATE KEY-----\n" + body + "\n-----END EC PRIVATE KEY-----", body},
		{"certificate", "-----BEGIN CERTIFICATE-----\n" + body + "\n-----END CERTIFICATE-----", body, body},
		{"ssh public key stays", "my public key is ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rep("Kx9", 14) + " me@host",
			"my passphrase is " + rep("Kx9", 14), rep("Kx9", 14)},
		{"placeholder stays, value goes", "OPENAI_API_KEY=YOUR_API_KEY", "OPENAI_API_KEY=" + rep("zQ8", 12), rep("zQ8", 12)},
		{"${VAR} stays", "DB_PASSWORD=${DB_PASSWORD}", "DB_PASSWORD=" + rep("h7", 6), rep("h7", 6)},
		{"<token> stays", "Authorization: Bearer <token>", "Authorization: Bearer " + rep("Tk4", 10), rep("Tk4", 10)},
		{"password prose stays", "the password is stored in the vault", "the password is sunshine42", "sunshine42"},
		{"url without password stays", "ssh://git@github.com:22/acme/api.git", "redis://:" + rep("Rp3", 6) + "@cache:6379", rep("Rp3", 6)},
		{"mysql -p alone prompts", "mysql -u root -p -h db shop", "mysql -u root -p" + rep("Mq5", 5) + " shop", rep("Mq5", 5)},
		{"numeric setting stays", "max_tokens: 4096", "pin=482913", "482913"},
		{"base64 of plain text stays, of key material goes", "the fixture is base64 of a JSON greeting: eyJtZXNzYWdlIjogImhlbGxvIHdvcmxkIiwgImxhbmciOiAiZW4ifQ==",
			"here it is: " + body, body},
		{"a key the sentence calls an example stays; the same key said as one goes", "the docs use AKIAIOSFODNN7EXAMPLE as the example key id",
			"Use AWS key AKIAIOSFODNN7EXAMPLE only in the sandbox account.", "AKIAIOSFODNN7EXAMPLE"},
		{"a filler tail stays", "the sample shows sk_live_xxxxxxxxxxxxxxxxxxxx", "prod uses sk_live_" + rep("xQ8", 8), "sk_live_" + rep("xQ8", 8)},
		{"a key called public stays, one not called so goes", "the publishable key pk_test_" + rep("cP6H", 8) + " ships to browsers",
			"X-Api-Key: pk_live_" + rep("cP6H", 8), "pk_live_" + rep("cP6H", 8)},
		{"a name in code stays, its value goes", "we read ANTHROPIC_API_KEY and process.env.STRIPE_SECRET_KEY, nothing hardcoded",
			"STRIPE_SECRET_KEY=" + rep("zQ8", 12), rep("zQ8", 12)},
		{"a header named without its value stays, one with an unlisted scheme goes", "send the Authorization header from the vault",
			"Authorization: Splunk " + uuid, uuid},
		{"curl -u with a short user stays, a key as the user goes", "curl -u deploy: https://api.example.com/ping",
			"curl -u " + rep("67bf1ffe", 4) + ": https://data.example.com/export", rep("67bf1ffe", 4)},
		{"a quoted word after pin stays, a quoted value after password goes", `Pin "typescript": "~5.4.5"`,
			"the app password 'dsts cooe mgtd canw' goes in EMAIL_HOST_PASSWORD", "dsts cooe mgtd canw"},
		{"a secret named far from its value: an id stays, the value goes", "the request id for the shared admin account is " + uuid,
			"the 2FA secret for the shared admin account is K7QMZ2XW4PLR5TNV3HYC6JDB2SGF4ELA", "K7QMZ2XW4PLR5TNV3HYC6JDB2SGF4ELA"},
		{"a path or a commit passed to a call stays, a random literal goes", "Image.open('assets/logo.png') after checkout('" + gitSHA + "')",
			`co = cohere.ClientV2("Sz90qNvZvuEXAJimqQrIp11MtpvpadpjDa13PAw9")`, "Sz90qNvZvuEXAJimqQrIp11MtpvpadpjDa13PAw9"},
		{"a .pgpass entry's password goes, a host:port stays", "~/.pgpass lists db.acme.io:5432 first",
			"~/.pgpass: db.acme.io:5432:analytics:reporter:7uFF4EY~031ZpmY8", "7uFF4EY~031ZpmY8"},
		{"a password that isn't working stays, one that isn't current goes", "the redis password isn't working since the restart",
			"the redis password isn't uNun91zkIRlDb9PBcsB1 anymore", "uNun91zkIRlDb9PBcsB1"},
		{"a bearer token named stays, one given goes", "To call the billing API, use the bearer token from the vault.",
			"call the billing API with bearer " + rep("Tk4", 10), rep("Tk4", 10)},
		{"a command's namespace stays, a key's value goes", "APP_KEY is generated with php artisan key:generate",
			"the signing key:" + rep("aB3dE5", 4), rep("aB3dE5", 4)},
		{"a status code stays, a recovery code goes", "the error code 8h3k-2m9q-7x4p-1z6w came back from the gateway",
			"recovery code 8h3k-2m9q-7x4p-1z6w", "8h3k-2m9q-7x4p-1z6w"},
		{"an order number stays, a recovery key in groups goes", "order 425441-773187-447440-122151-354527-549795 shipped",
			"BitLocker recovery key for the dev laptop: 425441-773187-447440-122151-354527-549795-503843-256102", "425441-773187-447440-122151"},
		{"a PIN asked for stays, one given goes", "ykman asks for the PIN, mine is in the vault", "ykman asks for the PIN, mine is 075284; PUK is default", "075284"},
		{"a wifi name stays, a random token near it goes", "wifi: AcmeGuest on the 3rd floor", "wifi: AcmeGuest / Zq7Xv2Lr9Tn4Wp8K", "Zq7Xv2Lr9Tn4Wp8K"},
		{"a field named password stays, a value goes", "secretKeyRef:\n  key: password", "secretKeyRef:\n  key: " + rep("Kx9", 6), rep("Kx9", 6)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got, found := redact.Text(tt.keep); got != tt.keep || len(found) != 0 {
				t.Errorf("look-alike changed: %q -> %q", tt.keep, got)
			}
			got, found := redact.Text(tt.leak)
			if strings.Contains(got, tt.secret) || len(found) == 0 {
				t.Errorf("secret survived: %q -> %q", tt.leak, got)
			}
		})
	}
}

// A URL's password goes and its host stays: the host is where the memory
// says the service lives.
func TestURLPasswordKeepsHost(t *testing.T) {
	in := "redis://h:" + rep("p4S", 6) + "@redis-12345.c1.us-east-1.example.com:12345"
	got, _ := redact.Text(in)
	if want := "redis://h:[REDACTED:url-password]@redis-12345.c1.us-east-1.example.com:12345"; got != want {
		t.Errorf("Text(%q) = %q, want %q", in, got, want)
	}
}

// A quoted value that names an auth scheme ("ApiKey") is the value itself:
// the scheme rule reads the next token only after a bare scheme word.
func TestQuotedSchemeWordIsAValue(t *testing.T) {
	secret := rep("aB3dE5", 4)
	in := `<add key="ApiKey" value="` + secret + `" />`
	got, _ := redact.Text(in)
	if strings.Contains(got, secret) || !strings.Contains(got, ` value="`) {
		t.Errorf("Text(%q) = %q: want the value redacted and the attribute kept", in, got)
	}
}
