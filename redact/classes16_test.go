package redact_test

import "testing"

// A token owned by a pagination word says where a listing resumes; a
// credential named a token beside it (a session's, a refresh's, a bare
// --token) still goes.
var classes16PageLeaks = map[string]string{
	`{"SessionToken": "FwoGZXIvYXdzEBQaDH7xKq9mL2vR8pT3wZ1Nb5VcJ4hYs6Ud0Ge"}`: "FwoGZXIvYXdzEBQaDH7xKq9mL2vR8pT3wZ1Nb5VcJ4hYs6Ud0Ge",
	"refresh_token=1//0gK7xq9mL2vR8pT3wZ1Nb5VcJ4hYs6Ud0GeQpA":                 "1//0gK7xq9mL2vR8pT3wZ1Nb5VcJ4hYs6Ud0GeQpA",
	"gh api --token 8fKx92LmQpRt7Wz1Nb5VcJ4hYs6Ud0Ge repos/acme/app":          "8fKx92LmQpRt7Wz1Nb5VcJ4hYs6Ud0Ge",
	"GET /v1/items?page_size=50&access_token=R8pT3wZ1Nb5VcJ4hYs6Ud0GeQpA7xK":  "R8pT3wZ1Nb5VcJ4hYs6Ud0GeQpA7xK",
}

var classes16PageKept = []string{
	`{"nextPageToken": "CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA3a3IzZmJjEAAaAggB"}`,
	"page_token=Q2lBS0dqQnBORGQyTm1wMlptbDJjWFJ3WWpCcE9YQTNhM0l6 returned the same batch twice",
	`"NextToken": "eyJFeGNsdXNpdmVTdGFydEtleSI6bnVsbCwiYm90b190cnVuY2F0ZV9hbW91bnQiOjF9x7Kq9mL2vR8pT3"`,
	"aws dynamodb scan --table-name orders --starting-token x7Kq9mL2vR8pT3wZ1Nb5VcJ4hYs6Ud0GeQpA+/Zt8Wm",
	"the next page token was 4Kx9mQ2vL7pRt3Wz1Nb5VcJ4hYs6Ud0Ge, so the loop never ended",
}

func TestClasses16PageToken(t *testing.T) {
	checkRedacted(t, leakCases(classes16PageLeaks))
	checkKept(t, classes16PageKept)
}

// A secret manager's reference is where a deployment reads the secret; a
// value that only opens like one ("vaultKx9...") is the secret.
var classes16RefLeaks = map[string]string{
	"DB_PASSWORD=vaultKx9#mQ2vL7pRt":        "vaultKx9#mQ2vL7pRt",
	"api_key: opKx9mQ2vL7pRt3Wz1Nb5VcJ4hYs": "opKx9mQ2vL7pRt3Wz1Nb5VcJ4hYs",
	"password: projects-Kx9#mQ2vL7":         "projects-Kx9#mQ2vL7",
}

var classes16RefKept = []string{
	"password: arn:aws:secretsmanager:us-east-1:210987654321:secret:billing/stripe-Xy12Zq",
	"STRIPE_KEY=op://Payments/Stripe live/credential",
	"token: vault:kv/data/deploy#gh_token",
	"DB_PASSWORD=ref+awsssm://prod/db/password",
	"secret: projects/acme-staging/secrets/api-key/versions/3",
}

func TestClasses16ManagerReference(t *testing.T) {
	checkRedacted(t, leakCases(classes16RefLeaks))
	checkKept(t, classes16RefKept)
}

// A name that ends in a digest's word holds what a server stores to check
// the secret; the secret under its own name still goes.
var classes16DigestLeaks = map[string]string{
	`api_key = "Kx9mQ2vL7pRt3Wz1Nb5VcJ4hYs6Ud0Ge"`:    "Kx9mQ2vL7pRt3Wz1Nb5VcJ4hYs6Ud0Ge",
	"WEBHOOK_SECRET=9c4e1f7a2b8d3e6f0a5c9b1d7e3f2a8c": "9c4e1f7a2b8d3e6f0a5c9b1d7e3f2a8c",
}

var classes16DigestKept = []string{
	`api_key_sha256 = "3f0a8c2e9b7d4a1f6e5c0b9a8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e"`,
	"token_md5: 5d41402abc4b2a76b9719d911017c592",
	`"secretDigest": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"`,
}

func TestClasses16Digest(t *testing.T) {
	checkRedacted(t, leakCases(classes16DigestLeaks))
	checkKept(t, classes16DigestKept)
}

// A word in brackets is what a filter printed in place of the secret; a
// secret in brackets holds a digit or a symbol.
var classes16MaskLeaks = map[string]string{
	`"password"=>"[Kx9#mQ2vL7]"`:     "Kx9#mQ2vL7",
	"api_key: [s3cr3t-Tq8Lm3Vx9Pz2]": "s3cr3t-Tq8Lm3Vx9Pz2",
}

var classes16MaskKept = []string{
	`Parameters: {"session"=>{"password"=>"[FILTERED]"}}`,
	"DEPLOY_TOKEN: [MASKED]",
	"password: [hidden]",
}

func TestClasses16MaskWord(t *testing.T) {
	checkRedacted(t, leakCases(classes16MaskLeaks))
	checkKept(t, classes16MaskKept)
}

// Datadog's client token ("pub" and 32 hex digits) ships in every page;
// its API key (32 hex digits, no prefix) and a longer "pub..." value are
// credentials.
var classes16DatadogLeaks = map[string]string{
	"DD_API_KEY=4f1e9a7c2b8d3e6f0a5c9b1d7e3f2a8c":                     "4f1e9a7c2b8d3e6f0a5c9b1d7e3f2a8c",
	`secret: "pub9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2"`:          "pub9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2",
	"Authorization: pub5d41402abc4b2a76b9719d911017c592 was rejected": "pub5d41402abc4b2a76b9719d911017c592",
}

var classes16DatadogKept = []string{
	"datadogLogs.init({ clientToken: 'pub5d41402abc4b2a76b9719d911017c592', site: 'datadoghq.com' })",
	"DD_CLIENT_TOKEN=pub0a5c9b1d7e3f2a8c4f1e9a7c2b8d3e6f",
}

func TestClasses16DatadogClient(t *testing.T) {
	checkRedacted(t, leakCases(classes16DatadogLeaks))
	checkKept(t, classes16DatadogKept)
}

// Base64 of a PEM certificate (kubeconfig's certificate-authority-data, a
// webhook's caBundle) is public; base64 of a PEM private key is not.
func TestClasses16PublicPEM64(t *testing.T) {
	checkRedacted(t, leakCases(map[string]string{
		"    client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFcEFJQkFBS0NBUUVBdThLeDltUTJ2TDdwUnQzV3oxTmI1Vg==": "LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFcEFJQkFBS0NBUUVBdThLeDltUTJ2TDdwUnQzV3oxTmI1Vg==",
	}))
	checkKept(t, []string{
		"    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJzekNDQVZtZ0F3SUJBZ0lVUWs5eDdtWjJMcjh2UHFUM2hXY04=",
		"caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJzekNDQVZtZ0F3SUJBZ0lVUWs5eDdtWjJMcjh2UHFUM2hXY04=",
	})
}
