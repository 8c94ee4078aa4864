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

// Base64 of a PEM certificate (kubeconfig's certificate-authority-data, a
// webhook's caBundle) is public; base64 of a PEM private key is not.
var classes16PublicPEM64Leaks = map[string]string{
	"    client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFcEFJQkFBS0NBUUVBdThLeDltUTJ2TDdwUnQzV3oxTmI1Vg==": "LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFcEFJQkFBS0NBUUVBdThLeDltUTJ2TDdwUnQzV3oxTmI1Vg==",
}

var classes16PublicPEM64Kept = []string{
	"    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJzekNDQVZtZ0F3SUJBZ0lVUWs5eDdtWjJMcjh2UHFUM2hXY04=",
	"caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJzekNDQVZtZ0F3SUJBZ0lVUWs5eDdtWjJMcjh2UHFUM2hXY04=",
}

// Terraform's references (var., local., module.) name where the value is
// set; a value that only opens with such a word is one.
var classes16TerraformReferenceLeaks = map[string]string{
	`password = "variable.Kx9#mQ2vL7"`: "variable.Kx9#mQ2vL7",
	"db_password: locals-Tq8Lm3Vx9Pz2": "locals-Tq8Lm3Vx9Pz2",
}

var classes16TerraformReferenceKept = []string{
	"password = var.db_password",
	"master_password = local.db_admin_password",
	"token = module.ci.deploy_token",
}

// A handshake's Sec-WebSocket-Key is a nonce; a key a socket service
// issues under another name still goes.
var classes16WebSocketKeyLeaks = map[string]string{
	"PUSHER_KEY=Kx9mQ2vL7pRt3Wz1Nb5V":             "Kx9mQ2vL7pRt3Wz1Nb5V",
	"x-api-key: 8fKx92LmQpRt7Wz1Nb5VcJ4hYs6Ud0Ge": "8fKx92LmQpRt7Wz1Nb5VcJ4hYs6Ud0Ge",
}

var classes16WebSocketKeyKept = []string{
	"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
	"GET /chat HTTP/1.1\nUpgrade: websocket\nSec-WebSocket-Key: x3JJHMbDL1EzLkh9GBhXDw==\nSec-WebSocket-Version: 13",
}

// A path whose segment before the name is a digest's word names what was
// hashed; a secret under a path of its own still goes.
var classes16DigestPathLeaks = map[string]string{
	"ci/secret: Kx9mQ2vL7pRt3Wz1Nb5VcJ4h":    "Kx9mQ2vL7pRt3Wz1Nb5VcJ4h",
	"deploy/token=8fKx92LmQpRt7Wz1Nb5VcJ4hY": "8fKx92LmQpRt7Wz1Nb5VcJ4hY",
}

var classes16DigestPathKept = []string{
	"  checksum/secret: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
	"sha256/token: 5d41402abc4b2a76b9719d911017c592aa0c55ad015a3bf4f1b2b0b822cd15d6",
}

// A setting's name in capitals between a deploy step's delimiters is
// replaced at release; a value between them is not a name in capitals.
var classes16ReplacedNameLeaks = map[string]string{
	"password: __Kx9mQ2vL7pRt__":  "Kx9mQ2vL7pRt",
	"token: #{8fKx92LmQpRt7Wz1}#": "8fKx92LmQpRt7Wz1",
}

var classes16ReplacedNameKept = []string{
	"token: #{DEPLOY_TOKEN}#",
	"password: __DB_PASSWORD__",
	"api_key: @@API_KEY@@",
	"secret: %%SIGNING_SECRET%%",
}

// A chain's transaction hash or signature after its word is public; the
// same base58 shape after a key's word is a wallet's private key.
const classes16Sig = "k6eWewY6Xxw52qtf4wALZVL6Ta93hmLKLv6bxUBjwqBFxKQRHqrQ3CVwCgHsbvaxCAcik12QfEvTJ6GBopdKxuLy"

var classes16TransactionLeaks = map[string]string{
	"phantom export gave the private key " + classes16Sig: classes16Sig,
	"wallet secret " + classes16Sig + " do not share":     classes16Sig,
}

var classes16TransactionKept = []string{
	"Solana tx " + classes16Sig + " landed",
	"the txid " + classes16Sig + " is on solscan",
}

// A "key" field that names an entry whose "value" field follows holds a
// name, and a label key holds a DNS prefix and words; a key field alone,
// or an entry named for a credential, still gives its secret.
var classes16KeyEntryLeaks = map[string]string{
	"- key: Kx9mQ2vL7pRt3Wz1Nb5V\n  env: prod":                  "Kx9mQ2vL7pRt3Wz1Nb5V",
	"- name: STRIPE_SECRET_KEY\n  value: Tq8Lm3Vx9Pz2Rw5Ks7Nb":  "Tq8Lm3Vx9Pz2Rw5Ks7Nb",
	`{"key": "API_TOKEN", "value": "8fKx92LmQpRt7Wz1Nb5VcJ4h"}`: "8fKx92LmQpRt7Wz1Nb5VcJ4h",
	"api_key: acme.io/Kx9mQ2vL7pRt3Wz1Nb5V":                     "Kx9mQ2vL7pRt3Wz1Nb5V",
}

var classes16KeyEntryKept = []string{
	"environment:\n- key: LOG_LEVEL\n  value: debug",
	"Tags:\n  - Key: CostCenter\n    Value: platform",
	`{"key": "region", "value": "eu-west-1"}`,
	"tolerations:\n- key: node-role.kubernetes.io/control-plane\n  operator: Exists",
	"nodeSelector:\n  key: topology.kubernetes.io/zone",
}

// A JSON Web Key's private members go whatever their shape; its public
// members stay, in a JWKS and beside a private member alike.
var classes16JWKLeaks = map[string]string{
	`{"kty":"EC","crv":"P-256","x":"TXNKi9XtfOPpfZeDnBSFx2nF9Z7-SXRTnSr0lBvi7kI","y":"A2_fIsk2IfP5xZMaMFdIEn8ecsFR8sBdQxpg_mB2dtQ","d":"Qh1NwdGejDjh9Dowuza5uTdUlnLMdUQ10ryyjsBvDmM"}`: "Qh1NwdGejDjh9Dowuza5uTdUlnLMdUQ10ryyjsBvDmM",
	`{"kty": "oct", "alg": "HS256", "k": "GawgguFyGrWKav7AX4VKUg"}`:                                                                     "GawgguFyGrWKav7AX4VKUg",
	`{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo","d":"nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A"}`: "nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A",
}

var classes16JWKKept = []string{
	`{"keys": [{"kty": "EC", "crv": "P-256", "kid": "273b40ae", "x": "TXNKi9XtfOPpfZeDnBSFx2nF9Z7-SXRTnSr0lBvi7kI", "y": "A2_fIsk2IfP5xZMaMFdIEn8ecsFR8sBdQxpg_mB2dtQ"}]}`,
	`{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}`,
	`{"d": "2026-03-03", "kty_note": "none"}`,
}

// An object store's key or a relative path ends in a file's extension; a
// key that ends in none, or a secret under a key's name, still goes.
var classes16ObjectPathLeaks = map[string]string{
	`{"Key": "Kx9mQ2vL7pRt3Wz1Nb5V/cJ4hYs6Ud0Ge+QpA7xK"}`:                              "Kx9mQ2vL7pRt3Wz1Nb5V/cJ4hYs6Ud0Ge+QpA7xK",
	"aws configure set aws_secret_access_key wJalrXUtnFEMI/K7MDENG/bPxRfiCYzK9mQ2vL7p": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzK9mQ2vL7p",
}

var classes16ObjectPathKept = []string{
	`{"Bucket": "acme-uploads", "Key": "avatars/2026/03/b98701b5-1cd6-4592-ae3e-5c80bc872236.png"}`,
	"aws s3api head-object --bucket acme-logs --key raw/71b886c033d046b0/8OzBz37QMKkmhUiZCKfU.json.gz",
}

// Base64 of an image or a PDF opens with its format's magic bytes; key
// material alone on a line still goes.
var classes16MediaLeaks = map[string]string{
	"the key:\nMC4CAQAwBQYDK2VwBCIEIKx9mQ2vL7pRt3Wz1Nb5VcJ4hYs6Ud0GeQpA7xKzT8Wm": "MC4CAQAwBQYDK2VwBCIEIKx9mQ2vL7pRt3Wz1Nb5VcJ4hYs6Ud0GeQpA7xKzT8Wm",
}

var classes16MediaKept = []string{
	"binaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAAnZGMLM2wrf7y3dSAwCyP4bPd75VJ2aG7lK5kH1G9tL/Z/w4Ncq1kuw==",
	"thumb: /9j/4AAQSkZJRgABAQAAAQABAADx7Kq9mL2vR8pT3wZ1Nb5VcJ4hYs6Ud0GeQpA7xKz",
	"verify key: s4EpHDE2cY2AgAq/+QA/6XJ3bi+5oqN1E4+6ndQHQ3E=",
}

// Masks and nulls stand where no secret is: bullets before a last four,
// Terraform's "(sensitive)", YAML's "!!null"; a secret beside them, or
// one that holds a bullet once, still goes.
var classes16MaskedLeaks = map[string]string{
	"token: \"Kx9mQ2vL7pRt•3Wz1Nb5V\"":             "Kx9mQ2vL7pRt•3Wz1Nb5V",
	"api_key: !!null\ntoken: Tq8Lm3Vx9Pz2Rw5Ks7Nb": "Tq8Lm3Vx9Pz2Rw5Ks7Nb",
	"password = sensitive-Kx9#mQ2vL7":              "sensitive-Kx9#mQ2vL7",
}

var classes16MaskedKept = []string{
	"card: \"•••• •••• •••• 4242\"",
	"token = (sensitive)",
	"api_key: !!null",
}

// A scoped package's version in a manifest is public; a credential named
// beside it, or a version given as a password, is judged as before.
var classes16PackageLeaks = map[string]string{
	`{"@acme/auth-client": "3.5.0", "auth_token": "Kx9mQ2vL7pRt3Wz1Nb5V"}`: "Kx9mQ2vL7pRt3Wz1Nb5V",
	"the password is v1.24.3": "v1.24.3",
}

var classes16PackageKept = []string{
	`"dependencies": {"@auth0/nextjs-auth0": "3.5.0", "@clerk/nextjs": "5.7.1"}`,
	`{"@octokit/auth-token": "5.1.1"}`,
}

// TestClasses16 runs each class's table: every secret goes, every
// look-alike stays byte for byte.
func TestClasses16(t *testing.T) {
	runClassTables(t, []classTable{
		{"page token", classes16PageLeaks, classes16PageKept},
		{"manager reference", classes16RefLeaks, classes16RefKept},
		{"digest name", classes16DigestLeaks, classes16DigestKept},
		{"mask word", classes16MaskLeaks, classes16MaskKept},
		{"datadog client", classes16DatadogLeaks, classes16DatadogKept},
		{"public pem64", classes16PublicPEM64Leaks, classes16PublicPEM64Kept},
		{"terraform reference", classes16TerraformReferenceLeaks, classes16TerraformReferenceKept},
		{"websocket key", classes16WebSocketKeyLeaks, classes16WebSocketKeyKept},
		{"digest path", classes16DigestPathLeaks, classes16DigestPathKept},
		{"replaced name", classes16ReplacedNameLeaks, classes16ReplacedNameKept},
		{"transaction", classes16TransactionLeaks, classes16TransactionKept},
		{"key entry", classes16KeyEntryLeaks, classes16KeyEntryKept},
		{"jwk", classes16JWKLeaks, classes16JWKKept},
		{"object path", classes16ObjectPathLeaks, classes16ObjectPathKept},
		{"media base64", classes16MediaLeaks, classes16MediaKept},
		{"masked", classes16MaskedLeaks, classes16MaskedKept},
		{"package", classes16PackageLeaks, classes16PackageKept},
	})
}
