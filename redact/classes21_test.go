package redact_test

import "testing"

// A provider's name labelling hex of the length that provider issues its
// keys at labels its key; hex of another length beside the same name is a
// digest or an id, and a name that merely sits near a digest labels none.
var classes21VendorHexLeaks = map[string]string{
	"bitly: 7c2e9a4f1b8d3e6c0a5f2b9d7e4c1a8f3b6d9e2c":                                    "7c2e9a4f1b8d3e6c0a5f2b9d7e4c1a8f3b6d9e2c",
	"ALGOLIA=f3a9c07e5d12b8e64a0c9d7f2e1b5a38":                                           "f3a9c07e5d12b8e64a0c9d7f2e1b5a38",
	`{"virustotal": "9c1e5f7a3b2d4086e1f9a7c5b3d2e0f4a6c8e1b3d5f7a9c0e2b4d6f8a1c3e5f7"}`: "9c1e5f7a3b2d4086e1f9a7c5b3d2e0f4a6c8e1b3d5f7a9c0e2b4d6f8a1c3e5f7",
	"meraki = 5e2b9d7f1a3c6e8b0d4f2a9c7e5b1d3f6a8c0e2b":                                  "5e2b9d7f1a3c6e8b0d4f2a9c7e5b1d3f6a8c0e2b",
	"Cloudflare: 1c9e3a5b7d0f2e4c6a8b1d3f5e7c9a0b2d4f6":                                  "1c9e3a5b7d0f2e4c6a8b1d3f5e7c9a0b2d4f6",
}

var classes21VendorHexKept = []string{
	"bitly: 7c2e9a4f1b8d3e6c0a5f2b9d7e4c1a8f (the link's hash, not a token)",
	"virustotal: 3b7e1f9a2c5d8e0b4f6a1c3e5d7b9f0a2c4e6d8b (SHA-1 of the dropper, 52/70 detections)",
	"fastly purge 7d4e1b9c3a5f2e8d0c6b4a1f9e3d7c5b2a8f0e6d4c1b9a3f5e7d2c8b0a6f4e1d after the deploy",
	"algolia: 4f1c9e7a3b5d2f8e0c6a, the record's objectID",
	"meraki firmware build fixed in commit 9a1f3e5c7b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a",
}

// An Okta API token and a Mailgun signing key have shapes of their own
// and no prefix: found bare, in prose or a list, wherever the line is long
// enough to hold one. Okta's ids (00u..., 00g..., twenty characters), a
// UUID and a hex digest stay.
var classes21BareLeaks = map[string]string{
	"Okta told us to revoke 00Lm3Xw7Rt2Vn9Bk4Hc6Jd1Fs5Gy0TaQ8zWp_Ke-Uo.":                                              "00Lm3Xw7Rt2Vn9Bk4Hc6Jd1Fs5Gy0TaQ8zWp_Ke-Uo",
	"rotated the SCIM token yesterday, the new one went into the runbook: 00Xk3q9LmZ_w7Rt2-vBn8Yp4Hc6Jd1Fs5Ga0KeQuWz": "00Xk3q9LmZ_w7Rt2-vBn8Yp4Hc6Jd1Fs5Ga0KeQuWz",
	"- 00Pq7Wz2Lm9Xk4Rt8Vn3Bc6Hd1Fy5Gs0JaTe2uIo3x (sync service, expires after 30 days idle)":                         "00Pq7Wz2Lm9Xk4Rt8Vn3Bc6Hd1Fy5Gs0JaTe2uIo3x",
	"webhooks are signed with 9b2e7f4c1a8d3e6b0f5c2a9d7e4b1f8c-3a6d9e2f-7c1b4e8a, verify before trusting":             "9b2e7f4c1a8d3e6b0f5c2a9d7e4b1f8c-3a6d9e2f-7c1b4e8a",
}

var classes21BareKept = []string{
	"the okta user for the sync is 00u1k9x3zq8HJKLm2d5e in group 00g2b7c4dEFGhij8k9l0, app 0oa1b2c3d4EFGHIJ5k6l7",
	"request 00000000000000000000000000000000000000000042 failed at 2024-06-11T10:00:00.000Z",
	"event 9b2e7f4c-1a8d-4e6b-8f5c-2a9d7e4b1f8c delivered; the digest is 9b2e7f4c1a8d3e6b0f5c2a9d7e4b1f8c3a6d9e2f",
}

// An IPFS content id is the hash of what it names: "pin" before it is
// IPFS's verb, not a PIN. A PIN after "pin" still goes.
var classes21CIDLeaks = map[string]string{
	"the SIM pin: 7318 and the PUK 48213579": "7318",
}

var classes21CIDKept = []string{
	"ipfs pin add --progress QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o",
	"pin: bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku",
	"curl https://gateway.example.org/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/index.html then pin it",
}

// Code beside a credential word names no value when it is an algorithm's
// name or a conversion called on a key read elsewhere; the literal a
// conversion is called on still goes.
var classes21CodeLeaks = map[string]string{
	`val signer = SecretKeySpec("Wq4Zt8Lp2Xm7Rc9Vb3Nk6Hd1Fj5Gs0Ya".toByteArray(), "HmacSHA512")`:                                                                                       "Wq4Zt8Lp2Xm7Rc9Vb3Nk6Hd1Fj5Gs0Ya",
	`var signingCredentials = new SigningCredentials(new SymmetricSecurityKey(Convert.FromBase64String("q9Zt4Lw8Xp2Rm7Vc3Bn6Kh1Dj5Fs0GaYe2uIo8pQ=")), SecurityAlgorithms.HmacSha512);`: "q9Zt4Lw8Xp2Rm7Vc3Bn6Kh1Dj5Fs0GaYe2uIo8pQ=",
}

var classes21CodeKept = []string{
	`SecretKeySpec signingKey = new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA1");`,
	`var signingCredentials = new SigningCredentials(securityKey, SecurityAlgorithms.RsaSha256Signature ?? SecurityAlgorithms.HmacSha384);`,
	`token_key = jwt.encode(claims, settings.SIGNING_KEY, algorithm="HS256")`,
}

// A value a standard or the documentation prints for everyone stays: a
// line citing a test vector, Azure's storage emulator account, the docs'
// example named before the value. The same values said without them, or
// said to have leaked, go; so does a key the docs merely tell where to put.
var classes21PublishedLeaks = map[string]string{
	"deployer: PRIVATE_KEY=0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318 # anvil account 0":  "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
	"the 2FA secret for the ops account is KRSXG5CTMVRXEZLU, from the docs example page":                          "KRSXG5CTMVRXEZLU",
	`hmac_key = "Zq8Lm3Xp7Wc2Rt9Vn4Bk"  # staging signer`:                                                         "Zq8Lm3Xp7Wc2Rt9Vn4Bk",
	"the docs say to put the secret key in settings.py: Tb5Wq9Lz3Xm8Rc2Vn7Hk4Jd":                                  "Tb5Wq9Lz3Xm8Rc2Vn7Hk4Jd",
	"DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey=Rk3Lm9Xp2Wc7Vt4Bn8Hq1Jd5Fs0Gz6Ya==":       "Rk3Lm9Xp2Wc7Vt4Bn8Hq1Jd5Fs0Gz6Ya==",
	"we used the RFC 4231 layout for our own key = \"Pq7Zx2Lm9Wc4Rt8Vn3Bk\" but it leaked in the demo, rotate it": "Pq7Zx2Lm9Wc4Rt8Vn3Bk",
}

var classes21PublishedKept = []string{
	"deployer: PRIVATE_KEY=0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80 # anvil account 0",
	"Google Authenticator example secret JBSWY3DPEHPK3PXP, straight from the docs",
	`STRIPE_SECRET_KEY=sk_test_4eC39HqLyjWDarjtT1zdp7dc`,
	`RFC 4231 test case 1: key = 0x0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b, data = "Hi There"`,
	"NIST SP 800-38A F.5.1 CTR-AES128 key: 2b7e151628aed2a6abf7158809cf4f3c",
	"UseDevelopmentStorage=true is short for AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
	"the Twilio docs sample uses auth token f2b6c1e9a7d34c08b5e1a9d7c3f6b2e8 in every snippet",
	"vitest --sequence.seed=-20240611 and jest --seed=-7",
}

// A cookie header in a HAR file's list of name/value objects carries its
// session cookies as a Cookie line does; another header's value, and a
// cookie that reads as a word, stay.
var classes21HARLeaks = map[string]string{
	`{"name": "cookie", "value": "theme=dark; __Secure-next-auth.session-token=Lm4Xq9Wz2Rt7Vn3Bk8Hc1Jd6Fs5Gy0Pa"}`: "Lm4Xq9Wz2Rt7Vn3Bk8Hc1Jd6Fs5Gy0Pa",
	`{\"name\":\"Cookie\",\"value\":\"JSESSIONID=Q8zLm3Wx7Rt2Vn9Bk4Hc6Jd1Fs5Gy0Ta\"}`:                              "Q8zLm3Wx7Rt2Vn9Bk4Hc6Jd1Fs5Gy0Ta",
}

var classes21HARKept = []string{
	`{"name": "Cookie", "value": "theme=dark; lang=en-US; consent=granted"}`,
	`{"name": "Cookie-Policy", "comment": "see https://example.com/cookies"}`,
}

// A byte array's declared type between a key's name and its literal
// (Scala's Array[Byte], Kotlin's ByteArray, Rust's &[u8] with b"...")
// leaves the literal the key; a declaration that reads the key elsewhere
// stays.
var classes21TypedLeaks = map[string]string{
	`val hmacSecret: Array[Byte] = "Vt3Lq8Xm2Wz7Rc9Bn4Hk6Jd1Fs5Gy0Pa".getBytes(StandardCharsets.UTF_8)`: "Vt3Lq8Xm2Wz7Rc9Bn4Hk6Jd1Fs5Gy0Pa",
	`const WEBHOOK_SECRET: &[u8] = b"Kc7Zp2Lw9Xq4Rm8Tn1Vb6Hy3Jd5Fs0Ga";`:                                "Kc7Zp2Lw9Xq4Rm8Tn1Vb6Hy3Jd5Fs0Ga",
	`private val signingKey: ByteArray = "Hy3Kd5Fs0Gap9Xc2Lw7Qz4Rm8Tn1Vb6".toByteArray()`:               "Hy3Kd5Fs0Gap9Xc2Lw7Qz4Rm8Tn1Vb6",
}

var classes21TypedKept = []string{
	`val hmacSecret: Array[Byte] = sys.env("HMAC_SECRET").getBytes(StandardCharsets.UTF_8)`,
	`const WEBHOOK_SECRET_HEADER: &str = "X-Hub-Signature-256";`,
}

// An SDK of a provider whose keys are bare hex is handed its key in its
// constructor; hex of another length passed to the same package is an id.
var classes21CallLeaks = map[string]string{
	`dashboard = meraki.DashboardAPI(api_key="0f3b9e7a1c5d2e8b4a6f0c9d3e7b1a5f2c8d4e6b")`: "0f3b9e7a1c5d2e8b4a6f0c9d3e7b1a5f2c8d4e6b",
	`client = algolia.Client("4XKQ7TB2ZM", "e8c2a9f4b1d7e3c5a0f6b2d8e4c1a7f3")`:           "e8c2a9f4b1d7e3c5a0f6b2d8e4c1a7f3",
}

var classes21CallKept = []string{
	`network = meraki.get_network("L_6461a7f0b3c9d2e8")`,
	`report = virustotal.lookup("44d88612fea8a8f36de82e1278abb02f")`,
}

// curl's -b and --cookie send a Cookie header, whatever the cookies are
// named; a cookie jar's file and cookies that read as words stay.
var classes21CurlLeaks = map[string]string{
	"Cookie: tz=America%2FNew_York; connect.sid=s%3ARt2Vn9Bk4Hc6Jd1Fs5Gy0Pa8Lq3Xm7.Wz8Lq3Xm7Rt2Vn9Bk4Hc6Jd1Fs5Gy0Pa":          "s%3ARt2Vn9Bk4Hc6Jd1Fs5Gy0Pa8Lq3Xm7.Wz8Lq3Xm7Rt2Vn9Bk4Hc6Jd1Fs5Gy0Pa",
	"curl 'https://github.com/settings' -H 'accept: text/html' -b '_gh_sess=Tq4Lw8Xm2Rz7Vc9Bn3Kh6Jd1Fs5Gp0Ya; logged_in=yes'": "Tq4Lw8Xm2Rz7Vc9Bn3Kh6Jd1Fs5Gp0Ya",
	"curl -X POST https://shop.example.com/cart --cookie _csrf=Wz8Lq3Xm7Rt2Vn9Bk4Hc6Jd1Fs5Gy0Pa -d qty=2":                     "Wz8Lq3Xm7Rt2Vn9Bk4Hc6Jd1Fs5Gy0Pa",
	"curl https://app.example.com/ \\\n  -b \"ak_bmsc=Hc6Jd1Fs5Gy0Pa8Lq3Xm7Rt2Vn9Bk4Wz; lang=en\"":                            "Hc6Jd1Fs5Gy0Pa8Lq3Xm7Rt2Vn9Bk4Wz",
}

var classes21CurlKept = []string{
	"Cookie: tz=America%2FNew_York; lang=pt-BR; theme=dark",
	"curl -b cookies.txt -c cookies.txt https://app.example.com/login",
	"curl https://app.example.com/ -b 'locale=en; tz=Europe%2FBerlin; banner_closed=true'",
	"tar -b 20 -cf backup.tar ./data && curl -T backup.tar https://files.example.com/",
}

// A seed called with a number seeds a random number generator, as a test
// runner's flag does; a wallet's seed given to a call still goes.
var classes21SeedLeaks = map[string]string{
	`wallet = Wallet.from_seed("c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04")`: "c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04",
}

var classes21SeedKept = []string{
	"@seed(0x1f2e3d4c)\n@given(st.text())\ndef test_roundtrip(s): ...",
	"@seed(118307549287331625911347790425871232911)",
	"pytest -p randomly --randomly-seed=20240611093015123456 tests/unit",
}

// TestClasses21Variants: every secret of each class goes.
func TestClasses21Variants(t *testing.T) {
	for _, leaks := range []map[string]string{classes21VendorHexLeaks, classes21BareLeaks, classes21CIDLeaks, classes21CodeLeaks, classes21PublishedLeaks, classes21HARLeaks, classes21TypedLeaks, classes21CallLeaks, classes21CurlLeaks, classes21SeedLeaks} {
		checkRedacted(t, leakCases(leaks))
	}
}

// TestClasses21LookAlikes: every paired look-alike stays byte for byte.
func TestClasses21LookAlikes(t *testing.T) {
	for _, kept := range [][]string{classes21VendorHexKept, classes21BareKept, classes21CIDKept, classes21CodeKept, classes21PublishedKept, classes21HARKept, classes21TypedKept, classes21CallKept, classes21CurlKept, classes21SeedKept} {
		checkKept(t, kept)
	}
}
