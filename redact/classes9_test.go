package redact_test

import "testing"

// Variants of the classes the sixth corpus's study half showed, in other
// tools, vendors and syntaxes than its rows: each secret goes.
func TestClasses9Variants(t *testing.T) {
	checkRedacted(t, leakCases(map[string]string{
		// A token whose documented form carries its scheme word.
		"export FLY_API_TOKEN=\"FlyV1 fm2_Qx8Lm3Zk9Vw2Tp7Rn4Hb6Jc1Kd5Wx8Lm3Qz7Vt9Rp2Nh4Zx7Lq9Vm3Tp8R,fm2_Zt4Qm9Lx3Kv8Wp2\"": "FlyV1 fm2_Qx8Lm3Zk9Vw2Tp7Rn4Hb6Jc1Kd5Wx8Lm3Qz7Vt9Rp2Nh4Zx7Lq9Vm3Tp8R,fm2_Zt4Qm9Lx3Kv8Wp2",
		// A publishable prefix handed over in prose or sent as an auth header
		// is used as a credential.
		"the partner gave us pk_live_Zq7Lm2Xk9Vt4Wp8Rn3Hb6Jc to call their API":            "pk_live_Zq7Lm2Xk9Vt4Wp8Rn3Hb6Jc",
		"curl -H 'X-Partner-Key: pk_live_Wv3Lq9Zx2Km8Tp4Rn7Hb6Jc' https://api.example.com": "pk_live_Wv3Lq9Zx2Km8Tp4Rn7Hb6Jc",
		// A secret field whose value only looks like a type or a digest.
		"password: Xk9mQ2vL7pR4 = the old one, rotate it":                                 "Xk9mQ2vL7pR4",
		"db_pass: Lq8Zx3Vm7Kp2":                                                           "Lq8Zx3Vm7Kp2",
		"WEBHOOK_SECRET=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
		"DEPLOY_TOKEN=2fd4e1c67a2d28fced849ee1bb76e7391b93eb12":                           "2fd4e1c67a2d28fced849ee1bb76e7391b93eb12",
		// A signed message's cleartext is the writer's, not armor.
		"-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\nvault password=Tz8Kq3Lx7Vm2Wp\n-----BEGIN PGP SIGNATURE-----\n\niQEzBAABCAAdFiEE9Xk2Lm7Qz3Vt8Rp4\n-----END PGP SIGNATURE-----": "Tz8Kq3Lx7Vm2Wp",
		// A secret named an id and shaped as one.
		"vault write auth/approle/login role_id=3b7f9e2a-41c8-4d6e-9a05-c2e81f7b4d93 secret_id=7d2e9f1a-5b3c-4a8e-b6d0-1f2e3a4b5c6d": "7d2e9f1a-5b3c-4a8e-b6d0-1f2e3a4b5c6d",
		`{"Name": "ci", "SecretId": "c4a8e9f1-2b3d-4e5f-8a9b-0c1d2e3f4a5b"}`:                                                         "c4a8e9f1-2b3d-4e5f-8a9b-0c1d2e3f4a5b",
		// An API key an API takes as its app id in the query.
		"GET https://api.weather.example/v1/now?city=Oslo&appid=5f3c9a1e7b2d4f608e1a3c5b7d9f0e2a 200": "5f3c9a1e7b2d4f608e1a3c5b7d9f0e2a",
		"curl 'https://maps.example.net/geo?app_id=8e1a3c5b7d9f0e2a5f3c9a1e7b2d4f60&q=x'":             "8e1a3c5b7d9f0e2a5f3c9a1e7b2d4f60",
		// A key literal handed to a signer's constructor.
		"s = URLSafeTimedSerializer.Signer(\"Wq4Rt6Dg9Lm2Zx7Kv3Np8Hb5Jc1\")": "Wq4Rt6Dg9Lm2Zx7Kv3Np8Hb5Jc1",
		// An id named for a credential is the credential's.
		"modal-like token set --token-id tk-Rv8Lq3Zm7Xw2Kp9Tn4 --token-secret ts-Hb5Jc1Wq4Rt6Dg9Lm2Zx7": "tk-Rv8Lq3Zm7Xw2Kp9Tn4",
		// A password given in prose after its user's noun, on a login's line.
		"the wifi portal login is the guest username and Tq8-lamp-41":            "Tq8-lamp-41",
		"to sign in to the NAS use the shared email and harbor7kite!, not yours": "harbor7kite!",
		// A random key literal that happens to open with "%".
		"const mac = crypto.createHmac('sha256', '%Qx8Lm3Zk9Vw2!Tp7Rn4Hb6Jc&1Kd5');":    "%Qx8Lm3Zk9Vw2!Tp7Rn4Hb6Jc&1Kd5",
		"token = jwt.encode(claims, \"%9vLq2mZt7RpW4nB8cY1d@Xk\", algorithm=\"HS256\")": "%9vLq2mZt7RpW4nB8cY1d@Xk",
	}))
}

// The look-alike twins: public by their provider, a type, a checksum, armor.
var classes9Kept = []string{
	// A provider's publishable prefix in code or config, whatever the name.
	"VITE_PAYMENTS_KEY=pk_test_Zq7Lm2Xk9Vt4Wp8Rn3Hb6Jc1Kd5",
	"mapboxgl.accessToken = 'pk.eyJ1IjoibWFwcyIsImEiOiJjbHg3dnFxMm4wMDAxIn0.Qx8Lm3Zk9Vw2Tp7Rn4Hb6J';",
	`{"analyticsKey": "phc_Wv3Lq9Zx2Km8Tp4Rn7Hb6Jc1Kd5Wx8Lm3Qz7Vt9Rp2N"}`,
	"ph.init(\"phc_Tz8Kq3Lx7Vm2Wp4Rn7Hb6Jc1Kd5Wx8Lm3Qz7Vt9Rp2N\")",
	"clerk:\n  key: pk_live_Y2xlcmsuYWNtZS5leGFtcGxlLmNvbSQ",
	// A field declared with its type.
	"class Settings(BaseSettings):\n    smtp_password: SecretStr\n    api_token: Optional[SecretStr] = None",
	"interface Login { password: string; token: string }",
	"def connect(host: str, password: str = None):",
	"    secret_key: SecretBytes = Field(repr=False)",
	// A digest assigned to a name that says no secret.
	"IMAGE_DIGEST=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
	"ARTIFACT_MD5=d41d8cd98f00b204e9800998ecf8427e",
	"release_sha1=2fd4e1c67a2d28fced849ee1bb76e7391b93eb12",
	// Public armor whose base64 spells a credential word by chance.
	"-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQk2pw+Zx7Lq9Vm3Tp8Rn4Hb6Jc2Wd5Kx8Lm3Qz7Vt9Rp2Nh4=\n-----END CERTIFICATE-----",
	"-----BEGIN PGP SIGNATURE-----\n\niQEzBAABCAAdFiEE9Xk2Lm7Qz3Vt8Rp4Nh6Jc2Wd5Kx8Lm3Qz7Vt9Rp2Nh4Zx7Lq9Vm3T\np8Rn4Hb6Jc2Wd+pw+Zx7Lq9Vm3Tp8Rn4Hb6Jc2Kd5Tx8Lm3Qz7Vt9Rp2Nh4Zx7Lq9Vm3Tp8R\n=Ab3c\n-----END PGP SIGNATURE-----",
	// An accessor, a role or a request named an id is one.
	"AccessorID:   9a1c7e2b-41c8-4d6e-9a05-c2e81f7b4d93\nDescription: ci deploy\nLocal:       false",
	"role_id=3b7f9e2a-41c8-4d6e-9a05-c2e81f7b4d93",
	// A token word before an id label does not make the id a secret.
	"consul acl token read -id 9a1c7e2b-41c8-4d6e-9a05-c2e81f7b4d93",
	"sso login: tenant_id 6f1e2d3c-4b5a-4987-a6b5-c4d3e2f1a0b9 then pick the account",
	// A user's noun and a word, or a line that speaks of no login.
	"the login form asks for your email and password, then a 2FA code",
	"sign in with your username and SSO2 token",
	"we store the user email and v2-profile in one table",
	// An app id that is a number or a UUID, an id parameter of hex.
	"GET https://api.example.com/items?app_id=1234567&lang=en",
	"GET https://api.example.com/items?appId=3b7f9e2a-41c8-4d6e-9a05-c2e81f7b4d93",
	"GET https://api.example.com/trace?request_id=5f3c9a1e7b2d4f608e1a3c5b7d9f0e2a",
	// Formats and references that open with "%".
	"printf(\"%-12s %d\\n\", name, n)",
	"logger.info('%(asctime)s %(levelname)s %(message)s')",
	"set DATA=%LOCALAPPDATA%\\acme\\cache",
}

func TestClasses9LookAlikes(t *testing.T) { checkKept(t, classes9Kept) }
