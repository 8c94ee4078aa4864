package redact_test

import (
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/redact"
)

// leakCase is a text and the secret in it that must not survive Text.
type leakCase struct{ text, secret string }

// checkRedacted: each case's secret is gone from Text's output, and a
// finding says so.
func checkRedacted(t *testing.T, cases []leakCase) {
	t.Helper()
	for _, tt := range cases {
		if got, found := redact.Text(tt.text); strings.Contains(got, tt.secret) || len(found) == 0 {
			t.Errorf("%q leaked: %q", tt.secret, got)
		}
	}
}

// checkKept: each look-alike comes out of Text byte for byte, with no finding.
func checkKept(t *testing.T, texts []string) {
	t.Helper()
	for _, keep := range texts {
		if got, found := redact.Text(keep); got != keep || len(found) > 0 {
			t.Errorf("look-alike changed: %q -> %q", keep, got)
		}
	}
}

// Variants of the classes secrets-classes-2.jsonl exposed, in other words,
// tools and domains than its rows: each secret goes, each look-alike stays
// byte for byte.
func TestClasses2Variants(t *testing.T) {
	checkRedacted(t, []leakCase{
		{"fly secrets set SESSION_KEY=Qm3vT8pLx2Rz9 --app web", "Qm3vT8pLx2Rz9"},
		{"vault kv put -mount=secret payments stripe=sk9Lm2Qx7vPz webhook=@hook.txt", "sk9Lm2Qx7vPz"},
		{"vault write secret/data/ci deploy=Tq8Lm3Vx9Pz2", "Tq8Lm3Vx9Pz2"},
		{`doppler secrets set RELAY="Ap9Xw2Lq7Mz4" --project web`, "Ap9Xw2Lq7Mz4"},
		{"api_token: &tok Zr8Lq2Wm9Xv3Pt7K", "Zr8Lq2Wm9Xv3Pt7K"},
		{"**Password**: Kx9mQ2vL7pZr", "Kx9mQ2vL7pZr"},
		{"changed the DB password yesterday, the current one: Hx7pQ2vL9zR", "Hx7pQ2vL9zR"},
		{"il segreto è Xq8Lm2Vt9Pz4Rw", "Xq8Lm2Vt9Pz4Rw"},
		{"le jeton est Tz4mQ8vLx2Pw9Kr", "Tz4mQ8vLx2Pw9Kr"},
		{"sekret: Wp3nV8qLz2Xm7", "Wp3nV8qLz2Xm7"},
		{`net use \\nas\backup /user:svc-backup Pz8mL2qX7vR`, "Pz8mL2qX7vR"},
		{"az login --service-principal --tenant 3f2b9c1e-8a7d-4e6f-b5c4-1d2e3f4a5b6c --password Lq8vZ2mXp9Tw", "Lq8vZ2mXp9Tw"},
	})
	checkKept(t, []string{
		"vault write auth/approle/role/ci token_policies=ci-policy token_ttl=1h",
		"vault kv put secret/app @payload.json",
		"  token: *tok",
		`$secret = (Read-Host -Prompt "vault token" -AsSecureString)`,
		"the old token was revoked, the new one is on the wiki page",
		"the token class is com.example.auth.v3.tokenstore in the jar",
		"the api key rotation shipped in 2.14.0-beta.3",
		"github.com/hashicorp/vault/api/auth/approle v0.6.0 h1:ELfFFQlTM/e97WJKu1HvNFa7lQ3tlTwwzrh1Ww8LkDg=",
		"secret badge: data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxMDAiLz4=",
		"login: az vm list --subscription 3f2b9c1e-8a7d-4e6f-b5c4-1d2e3f4a5b6c",
		"the key is app:billing:v2, base64 YXBwOmJpbGxpbmc6djI=",
		"the token helper is GetAccessTokenFromCache in auth.go",
		`"node_modules/jsonwebtoken": {"resolved": "jsonwebtoken-9.0.2.tgz#0d6a8bb5e1b6c2e1b3a9f0d8c7e6b5a4f3e2d1c0"}`,
	})
}

// A value given alone on the line after its label: the label's line ends
// with its operator or verb. A label whose next line is YAML structure, a
// list or a placeholder keeps it.
func TestValueOnNextLine(t *testing.T) {
	checkRedacted(t, []leakCase{
		{"client secret:\nKx9mQ2vL7pZr4", "Kx9mQ2vL7pZr4"},
		{"password:\n  Tq8Lm3Vx9Pz2", "Tq8Lm3Vx9Pz2"},
		{"the new wifi password is\r\nHm4sR9tK2vLq", "Hm4sR9tK2vLq"},
		{"Webhook signing token =\n\tZp4Lq8Wm2Xv9Tr6K", "Zp4Lq8Wm2Xv9Tr6K"},
	})
	checkKept(t, []string{
		"password:\n  required: true",
		"password:\n - hunter",
		"token:\n  ${{ secrets.DEPLOY_TOKEN }}",
		"the password is\nstored in the team vault",
		"api_key:\n  sourced from the environment",
	})
}

// Look-alike classes the third blind writer's study half exposed, in
// variants of my own: a public key or certificate in DER without its armor
// (the private twin goes), a shell expansion's message, a credential word
// that is a JSON field's value, an OpenPGP key id on a signing line, a
// webhook's docs placeholder.
func TestFresh3LookalikeClasses(t *testing.T) {
	private := "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCwsdSBiJ/zNSY1"
	if got, _ := redact.Text("here is the service key: " + private); strings.Contains(got, private) {
		t.Errorf("control: a PKCS#8 private key's first line survived: %q", got)
	}
	checkKept(t, []string{
		"the IdP's signing cert: MIIC+TCCAeGgAwIBAgIUT7wfrn64f0h+OAWRppfUH2erCIowDQYJKoZIhvcNAQEL",
		"verifier public key MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEDCNd4W3C02vlJ//I2wzb9bf5PIBt",
		"MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsLHUgYif8zUmNe9gUv55",
		"API_TOKEN: ${API_TOKEN:-unset-in-dev}",
		`{"kty":"oct","use":"enc","alg":"A256GCM"}`,
		`{"name":"svc","role":"token-reader","scope":"read"}`,
		"release tags are signed with gpg key 9B2D41F7A3C8E650 (keys.openpgp.org)",
		"webhook: https://hooks.slack.com/services/T00000000/B00000000/000000000000000000000000 (copied from the docs)",
	})
	checkRedacted(t, []leakCase{
		{`{"name":"DB_PASSWORD","value":"Kx9mQ2vL7pZr4"}`, "Kx9mQ2vL7pZr4"},
		{"the HMAC key is 9B2D41F7A3C8E650C1D2E3F4A5B6C7D8 for the signer", "9B2D41F7A3C8E650C1D2E3F4A5B6C7D8"},
		{"alerts: https://hooks.slack.com/services/T04AB12CD/B05EF34GH/XXXXXXXXXXXXXXXXXXXXXXXX", "T04AB12CD/B05EF34GH"},
	})
}

// Leak classes the third blind writer's study half exposed, in variants of
// my own: a keyword argument's literal in a call named for a key, a key id
// and secret joined by a colon, a PgBouncer userlist, SNMPv3 passphrases, a
// query key the line speaks of, a grouped license key.
func TestFresh3LeakClasses(t *testing.T) {
	checkRedacted(t, []leakCase{
		{`signer = HmacSigner(keyId="ops", signingSecret="4be0643f1d98573b97cdca98a65347dd")`, "4be0643f1d98573b97cdca98a65347dd"},
		{`auth = TokenAuth("ci", "Q2FmZUJhYmUxMjM0NTY3OA==:Zm9vYmFyYmF6cXV4MTIzNDU2")`, "Q2FmZUJhYmUxMjM0NTY3OA==:Zm9vYmFyYmF6cXV4MTIzNDU2"},
		{"userlist.txt for the new pooler:\n\"reporting\" \"Hx7pQ2vL9zR4\"", "Hx7pQ2vL9zR4"},
		{"snmpget -v3 -u nms -l authPriv -a SHA -A 'Lq8vZ2m!Xp9' -x AES -X Tw3kR7nB5sD 10.1.1.1 sysName.0", "Lq8vZ2m!Xp9"},
		{"snmpget -v3 -u nms -l authPriv -a SHA -A 'Lq8vZ2m!Xp9' -x AES -X Tw3kR7nB5sD 10.1.1.1 sysName.0", "Tw3kR7nB5sD"},
		{"https://api.example-maps.io/v1/tiles?lang=en&client=8c1f0e7d2b3a4c5d6e7f8091a2b3c4d5 stopped working, the key expired", "8c1f0e7d2b3a4c5d6e7f8091a2b3c4d5"},
		{"JetBrains license activation code: 7KQ2M-X9P4B-3N8ZR-5T1VW", "7KQ2M-X9P4B-3N8ZR-5T1VW"},
	})
	checkKept(t, []string{
		`client = Geocoder(app_id="e46a7527f836b70bd1d92ee4719911e7", timeout=5)`,
		`RedisClient('redis.internal:6379', 'cache')`,
		"userlist.txt:\n\"app\" \"md5a3556571e93b0d20722ba62be61e8c2d\"",
		"https://cdn.example.io/bundle.js?v=8c1f0e7d2b3a4c5d6e7f8091a2b3c4d5 is cached for a day",
		"https://idp.example.io/oauth/authorize?code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&state=xyz",
		"the license for order 7KQ2M-X9P4B-3N8ZR-5T1VW shipped",
		"license: Apache-2.0, see LICENSE-THIRD-PARTY for the rest",
	})
}

// Classes secrets-classes-3.jsonl exposed, in other variants: a header named
// in a key field with its value beside it, a shell expansion's default, a
// braced ODBC value, a random token given to a one-letter flag, lists of
// keys, a getter's default, a reference to a stored secret.
func TestClasses3Variants(t *testing.T) {
	checkRedacted(t, []leakCase{
		{`headers = [{ name = "X-Auth-Token", value = "Wq7Lm2Vx9Pz4Rt8K" }]`, "Wq7Lm2Vx9Pz4Rt8K"},
		{"DB_PASSWORD=${DB_PASSWORD:=Tq8Lm3Vx9Pz2Rw5Y}", "Tq8Lm3Vx9Pz2Rw5Y"},
		{"Server=sql1;Database=erp;User Id=etl;Password={Zp4Lq8Wm2Xv9Tr6K};", "Zp4Lq8Wm2Xv9Tr6K"},
		{"relay push -k Hm4sR9tK2vLqXw7Zp3Nc8Bd5Fg1Jy6Ta", "Hm4sR9tK2vLqXw7Zp3Nc8Bd5Fg1Jy6Ta"},
		{"secrets:\n  - Kx9mQ2vL7pZr4Wt8Yn3BdQ\n  - Lq8vZ2mXp9Tw3kR7", "Lq8vZ2mXp9Tw3kR7"},
		{`fallback_tokens: ["Ap9Xw2Lq7Mz4Kr8T", "Bq3Yx8Mn2Lz6Wp4R"]`, "Bq3Yx8Mn2Lz6Wp4R"},
		{`secret = config.get("signing_secret", "Vn5Tq2Lx8Kp4Wz7M")`, "Vn5Tq2Lx8Kp4Wz7M"},
	})
	checkKept(t, []string{
		`headers = [{ name = "X-Auth-Token", value = "${AUTH_TOKEN}" }]`,
		"DB_PASSWORD=${DB_PASSWORD:-}",
		"Server=sql1;Database=erp;User Id=etl;Password={password};",
		"kubectl logs -f deploy/api -c app --since 10m",
		"secrets:\n  - name: db\n    from: vault",
		`fallback_tokens: []`,
		`region = config.get("signing_region", "eu-west-1")`,
		`existingSecret: "redis-auth"`,
		`  key: "x-api-key"`,
	})
}

// A value named after it in parentheses ("X (the deploy token)"), and an
// element's text after a key attribute that names a credential; the
// attribute's own value is a name and stays.
func TestAppositiveAndKeyedElement(t *testing.T) {
	checkRedacted(t, []leakCase{
		{"pasted below: Hm4sR9tK2vLqXw7Zp3Nc8Bd5 (our staging api key)", "Hm4sR9tK2vLqXw7Zp3Nc8Bd5"},
		{`<entry key="smtp.password">Tq8Lm3Vx9Pz2</entry>`, "Tq8Lm3Vx9Pz2"},
	})
	checkKept(t, []string{
		"we pinned v4.2.1 (the token library) last week",
		"see a7f3c9e (the token fix) for details",
		`<entry key="smtp.password.file">/run/secrets/smtp</entry>`,
		"key: smtp.password",
	})
}

// Base64 of a JSON object that holds no secret (a JWT's header alone) is
// no value; one that holds a password, and a whole JWT, go.
func TestBase64JSONValue(t *testing.T) {
	checkKept(t, []string{
		"token header: eyJraWQiOiJrZXktMjAyNi0xMSIsImFsZyI6IkVTMjU2In0 rotates monthly",
		"token: eyJraWQiOiJrZXktMjAyNi0xMSIsImFsZyI6IkVTMjU2In0",
	})
	checkRedacted(t, []leakCase{
		{"token: eyJ1c2VyIjoiYm9iIiwicGFzc3dvcmQiOiJodW50ZXIyeDk5In0", "eyJ1c2VyIjoiYm9iIiwicGFzc3dvcmQiOiJodW50ZXIyeDk5In0"},
	})
}
