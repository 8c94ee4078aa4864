package redact_test

import "testing"

// A provider's own prefix family, as the public scanners' rule lists give
// it, said bare in prose with no credential word near: the prefix says what
// it is. The same letters as a name, a bucket, a checksum or a method stay.
var classes19PrefixLeaks = map[string]string{
	"yc uses AQVNx8Kq2LmZ7pR4vT9wB3nY6cF1hJ5dG0sA2eQz for the bot":                                                                  "AQVNx8Kq2LmZ7pR4vT9wB3nY6cF1hJ5dG0sA2eQz",
	"the stage db is avnadmin and AVNS_q8Zx2LmP4vR7tW9yB3n":                                                                         "AVNS_q8Zx2LmP4vR7tW9yB3n",
	"adobe gave p8e-Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0E":                                                                               "p8e-Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0E",
	"new clickhouse one: 4b1dQx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9":                                                                "4b1dQx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9",
	"mail goes out with mlsn.3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c":                                      "mlsn.3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c",
	"anyscale login printed esecret_q8zx2lmp4vr7tw9yb3nk6cf1":                                                                       "esecret_q8zx2lmp4vr7tw9yb3nk6cf1",
	"flags come from ser.Qx7vLm2pZ9Rt4Wn8Kc3Jb6":                                                                                    "ser.Qx7vLm2pZ9Rt4Wn8Kc3Jb6",
	"sandbox charges use SB-Mid-server-Qx7vLm2pZ9Rt4Wn8Kc3Jb6":                                                                      "Mid-server-Qx7vLm2pZ9Rt4Wn8Kc3Jb6",
	"klaviyo sync: pk_3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e1f":                                                                           "pk_3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e1f",
	"revenuecat v2 calls go out with sk_Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0E":                                                           "sk_Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0E",
	"Authorization: OAuth 00D5g000004ABCD!AQ8Zx2LmP4vR7tW9yB3nK6cF1hJ5dG0sA2eQx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9pL3kM7nB4vC8xZ1": "00D5g000004ABCD!AQ8Zx2LmP4vR7tW9yB3nK6cF1hJ5dG0sA2eQx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9pL3kM7nB4vC8xZ1",
	"zoho grant 1000.3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e.1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c":                                             "1000.3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e.1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c",
	"partners api prtapi_3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e":                                                                          "prtapi_3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e",
	"segment: sgp_Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9pL3kM7nB4vC8xZ1aS5dF6gH7jK":                                                 "sgp_Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9pL3kM7nB4vC8xZ1aS5dF6gH7jK",
	"terraform's rootly provider: rootly_3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c":                          "rootly_3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c",
}

// A provider's prefix before hex: the prefix says the hex is no digest.
var classes19HexPrefixLeaks = map[string]string{
	"agents run in e2b_0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d":                         "e2b_0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d",
	"crawl with fc-0a1b2c3d4e5f60718293a4b5c6d7e8f9 tonight":                             "fc-0a1b2c3d4e5f60718293a4b5c6d7e8f9",
	"workspace key dtn_0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9": "dtn_0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
	"sessions open with bb_live_Kc3Jb6Hs1Df5Ga0EyU2iO9pLq":                               "bb_live_Kc3Jb6Hs1Df5Ga0EyU2iO9pLq",
}

var classes19FacebookLeaks = map[string]string{
	"app token 1234567890123456|0a1b2c3d4e5f60718293a4b5c6d7e8f9 for the batch": "1234567890123456|0a1b2c3d4e5f60718293a4b5c6d7e8f9",
	"?access_token=742457702373098|3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e&fields=id":  "742457702373098|3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e",
}

var classes19PrefixKept = []string{
	// An access key's id alone: the public half of its pair, kept as ids are.
	"the interop id for the export job is GOOG1EZ7QK2M4WD8RT3LXV9PBN6YHC5AJF0SGUE1IKO7MR2QZT8VXWLY3",
	"ci pushes to sos with EXO3f9a1c0e5b7d2e4a6c8e0f1a",
	"bos sync runs as ALTAKq8Zx2LmP4vR7tW9yB3n",
	"rclone uses DO00XK7PQ2LM9WZ3RT8V for the nyc3 space",
	"| 742457702373098 | 3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e |",
	"1700000000000000|user_profile_update_event",
	"the sha1 of the file is 0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d",
	"kubectl logs fc-worker-0a1b2c3d -n crawl",
	"the export lands in gs://goog1e-exports and the ticker GOOG1 is unrelated",
	"the Space do00-assets.nyc3.digitaloceanspaces.com serves the CDN",
	"the EXO-2 instance type is standard.medium",
	"sha256 of the tarball: 4b1d9e2c0f6a4c1d9b8e7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d",
	"git show 4b1d9e2c0f6a4c1d9b8e7a6f5e4d3c2b1a0f9e8d",
	"var data = ser.SerializeToStringAsync(obj);",
	"the join table's key is pk_users_roles and the index ix_users_email",
	"from sk_learn_linear_model import Ridge",
	"the Salesforce org id is 00D5g000004ABCDEAZ on the acme instance",
	"the Zoho client id is 1000.ABCDEF123456GHIJ",
}

// Keys that carry no prefix of their own: an Azure key's signature inside
// its base64, a chain's secret by its encoding, a PKCS#8 key in hex, a
// session cookie behind its fixed warning. Their public halves stay.
var classes19ShapeLeaks = map[string]string{
	"x-functions-key: Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9pL3kM7nBAzFuX1-2_Q==":                                             "Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9pL3kM7nBAzFuX1-2_Q==",
	"the event hub policy is ok, just paste Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0Ey+AEhK2m9a=":                                      "Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0Ey+AEhK2m9a=",
	"redis-cli --tls -a Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyAzCaB2m9aQ=":                                                         "Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyAzCaB2m9aQ=",
	"relay bot: nsec1qpzry9x8gf2tvdw0s3jn54khce6mua7lqpzry9x8gf2tvdw0s3jn54khce":                                              "nsec1qpzry9x8gf2tvdw0s3jn54khce6mua7lqpzry9x8gf2tvdw0s3jn54khce",
	"funded it, seed SBQX7VLM2PZ9RT4WN8KC3JB6HS2DF5GA7EYU2IO6PL3KM7NB4VC6XZ2A":                                                "SBQX7VLM2PZ9RT4WN8KC3JB6HS2DF5GA7EYU2IO6PL3KM7NB4VC6XZ2A",
	"operator 0.0.4512398 / 302e020100300506032b6570042204203f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c": "302e020100300506032b6570042204203f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c",
	"my alt's .ROBLOSECURITY=_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_3F9A1C0E5B7D2E4A6C8E0F1A3B5C7D9E1F2A4B6C8D0E2F4A6B8C0D2E4F6A8B0C1D": "3F9A1C0E5B7D2E4A6C8E0F1A3B5C7D9E1F2A4B6C8D0E2F4A6B8C0D2E4F6A8B0C1D",
}

var classes19ShapeKept = []string{
	"the function app is billing-fn; its keys end in AzFu and ==, a signature Azure puts in every key",
	"the stellar account is GBQX7VLM2PZ9RT4WN8KC3JB6HS2DF5GA7EYU2IO6PL3KM7NB4VC6XZ2AS5D",
	"follow the bot at npub1qpzry9x8gf2tvdw0s3jn54khce6mua7lqpzry9x8gf2tvdw0s3jn54khce",
	"Roblox cookies open with _|WARNING:-DO-NOT-SHARE-THIS. and we never log them",
	// A chain's public key or address in base58, among words.
	"send the DOT to 5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty before Friday",
	"the baker's public key is edpkvGfYw3LyB1UcCahKQk4rF2tvbMUk8GFiTuMjL75uGXrpvKXhjn",
	"ipfs cat QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o | head",
}

// An app's and a key's ids joined by a dot, then the key's secret, handed
// to any client (Ably's APP.KEY:SECRET); a host and port, or a module and
// its weights, are not.
var classes19PairLeaks = map[string]string{
	"const ably = new Ably.Realtime('xVLyHw.DQrNxQ:Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9p')": "Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9p",
	"rt = Realtime(\"I2E_JQ.OqUdfg:EVKVTCBlzLBPYJiCZTsIW_pqylJ9WVRB5K9P19Ex06U\")":            "EVKVTCBlzLBPYJiCZTsIW_pqylJ9WVRB5K9P19Ex06U",
}

var classes19PairKept = []string{
	"pool = connect('db.internal:5432')",
	"m = load('models.v2:resnet50_weights_imagenet_v2')",
	"r = redis.from_url('cache.local:6379')",
}

// A public prefix a provider reserves for what the page ships (Midtrans's
// client key, Mailgun's public validation key), set up in code; its secret
// twin is still redacted. A provider's secret under a name whose "public"
// qualifies the API it calls (Segment's Public API) is redacted.
var classes19PublicLeaks = map[string]string{
	"the mailgun key is key-3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e":                                       "key-3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e",
	"SEGMENT_PUBLIC_API_TOKEN=sgp_Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9pL3kM7nB4vC8xZ1aS5dF6gH7jK": "sgp_Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9pL3kM7nB4vC8xZ1aS5dF6gH7jK",
	"PUBLIC_API_KEY=sk-proj-Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0E":                                       "sk-proj-Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0E",
}

var classes19PublicKept = []string{
	`<script src="https://app.midtrans.com/snap/snap.js" data-client-key="SB-Mid-client-Qx7vLm2pZ9Rt4Wn8"></script>`,
	"mailgunValidator({ key: 'pubkey-3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e' })",
	"STRIPE_PUBLIC_KEY=pk_live_Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs",
}

// An application password in WordPress's groups of four after a password
// word: the run whole, not its first group. Groups of words, or of letters
// with no digit, are prose.
var classes19GroupLeaks = map[string]string{
	"app password for the deploy bot: Ab1c dE2f gh3I jk4L mn5O pq6R":    "gh3I jk4L mn5O pq6R",
	"the application password is 9xYz Qw3e Rt5y Ui7o Pa9s Df2g, thanks": "Df2g",
}

var classes19GroupKept = []string{
	"WordPress application passwords come in six groups of four characters",
}

func TestClasses19(t *testing.T) {
	for _, leaks := range []map[string]string{classes19PrefixLeaks, classes19HexPrefixLeaks, classes19FacebookLeaks, classes19ShapeLeaks, classes19PairLeaks, classes19PublicLeaks, classes19GroupLeaks} {
		checkRedacted(t, leakCases(leaks))
	}
	for _, kept := range [][]string{classes19PrefixKept, classes19ShapeKept, classes19PairKept, classes19PublicKept, classes19GroupKept} {
		checkKept(t, kept)
	}
}

// A provider's name alone as a label, then one random token of letters and
// digits: the vendor names the key as API_KEY would. Its models, regions,
// object ids, commit and event ids, user ids and message SIDs stay.
var classes19VendorLeaks = map[string]string{
	"cohere: Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9pL":                   "Qx7vLm2pZ9Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9pL",
	"keys for the eval box\nMistral = Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9pLq":   "Rt4Wn8Kc3Jb6Hs1Df5Ga0EyU2iO9pLq",
	"- deepgram: 'Kc3Jb6Hs1Df5Ga0EyU2iO9pLqX7vLm2pZ9Rt4Wn8'":             "Kc3Jb6Hs1Df5Ga0EyU2iO9pLqX7vLm2pZ9Rt4Wn8",
	`{"replicate": "Hs1Df5Ga0EyU2iO9pLqX7vLm2pZ9Rt4W", "model": "flux"}`: "Hs1Df5Ga0EyU2iO9pLqX7vLm2pZ9Rt4W",
	"okta: 00Umq_7tPidX6j2j9DSV19gLC1J2UHK1jJHOYwlPuH":                   "00Umq_7tPidX6j2j9DSV19gLC1J2UHK1jJHOYwlPuH",
}

var classes19VendorKept = []string{
	"mistral: mistral-large-latest",
	"stripe: acct_1Nv0FGQ9RKHgCVdK, payouts weekly",
	"heroku: 0b1d2119-cb7c-a7fc-7b0f-16ddd2f079ce is the app's id",
	"cohere: command-r-plus-08-2024 for the rerank step",
	"sentry: 3f9a1c0e5b7d2e4a6c8e0f1a3b5c7d9e (the event id)",
	"discord: 1087654321098765432",
	"twilio: SMce4334a8861931a24be3d9eb515bff57 was delivered",
	"we moved from cohere to mistral: cheaper, and the eval scores held",
	`{"sentry": "7.112.0", "datadog": "enabled", "okta": "dev-123456.okta.com"}`,
	"providers: openai: gpt-4o, anthropic: claude-sonnet-4-5, groq: llama-3.1-70b-versatile",
}

// A .pgpass entry on its own line, host:port:database:user:password, with
// no word naming the file. Times, MAC addresses, /etc/passwd's lines and a
// port's place holding no port stay.
var classes19PgpassLeaks = map[string]string{
	"replica.internal:5432:analytics:etl:Zx8-Qm2v!pL":    "Zx8-Qm2v!pL",
	"  *:6432:*:pgbouncer:Wq7vLm2pZ9Rt\n":                "Wq7vLm2pZ9Rt",
	"10.0.4.12:5433:billing:billing_rw:Hn6vQ2xLm9Pz4Tw8": "Hn6vQ2xLm9Pz4Tw8",
}

var classes19PgpassKept = []string{
	"12:30:45:10:2024",
	"00:1a:2b:3c:4d:5e",
	"root:x:0:0:root:/root:/bin/bash",
	"svc:web:db:main:replica",
	"host:5432:db:user:123456",
}

// A lock's keypad labelling a code, a security question's answer, the
// password line of OpenVPN's auth-user-pass file or inline block, and a
// UUID a secret manager's CLI reads a secret by.
var classes19LabelLeaks = map[string]string{
	"back gate keypad: 40917": "40917",
	"security question answer (mother's maiden name): Pemberton1987":                            "Pemberton1987",
	"<auth-user-pass>\nops-vpn\nRq8!vLm2-Xz\n</auth-user-pass>":                                 "Rq8!vLm2-Xz",
	"auth-user-pass /etc/openvpn/login.conf\n$ cat /etc/openvpn/login.conf\nalice\nTz5nW8qLm2!": "Tz5nW8qLm2!",
}

var classes19LabelKept = []string{
	"the garage keypad is broken, use the side door",
	"auth-user-pass /etc/openvpn/login.conf",
	"bws secret get 9f1c2e3d-4b5a-4c6d-8e7f-0a1b2c3d4e5f --output env",
	"aws secretsmanager ... then vault secret delete 3b6b5c1a-0f23-4d2a-9c8e-1a2b3c4d5e6f",
}

func TestClasses19Labels(t *testing.T) {
	for _, leaks := range []map[string]string{classes19VendorLeaks, classes19PgpassLeaks, classes19LabelLeaks} {
		checkRedacted(t, leakCases(leaks))
	}
	for _, kept := range [][]string{classes19VendorKept, classes19PgpassKept, classes19LabelKept} {
		checkKept(t, kept)
	}
}
