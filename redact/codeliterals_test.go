package redact_test

import "testing"

// codeLiterals are redact58's classes of a secret in code and tooling that no
// word beside it names, each with secrets that must go and look-alikes in
// the same shape that must come out unchanged (secret "").
var codeLiterals = []classRow{
	// A literal passed where the API's parameter is a credential: an OTP
	// seed, a JWT's signing key, an HMAC's key, a basic login's password.
	// A variable, a lookup by name, a placeholder, a plain word (as the
	// libraries' docs sign with "secret") and a literal in another
	// position stay.
	{"CredentialParam", "totp = pyotp.TOTP('JBSWY3DPEHPK3PXPQ2')\nprint(totp.now())", "JBSWY3DPEHPK3PXPQ2"},
	{"CredentialParam", `token = jwt.encode(payload, "s3cr3t-signing-k3y", algorithm="HS256")`, "s3cr3t-signing-k3y"},
	{"CredentialParam", `mac = hmac.new(b"kx82hsQ9vLm2", msg, hashlib.sha256)`, "kx82hsQ9vLm2"},
	{"CredentialParam", `const sig = crypto.createHmac('sha256', 'whsec9Kd82mQpL').update(body).digest('hex');`, "whsec9Kd82mQpL"},
	{"CredentialParam", `mac := hmac.New(sha256.New, []byte("go-hm4c-k3y-77"))`, "go-hm4c-k3y-77"},
	{"CredentialParam", `$sig = hash_hmac('sha256', $payload, 'phpS3cretKey2024');`, "phpS3cretKey2024"},
	{"CredentialParam", `$jwt = JWT::encode($payload, 'Lx9-signing-2023', 'HS256');`, "Lx9-signing-2023"},
	{"CredentialParam", `using var h = new HMACSHA256(Encoding.UTF8.GetBytes("csharpK3y!x9"));`, "csharpK3y!x9"},
	{"CredentialParam", `Algorithm alg = Algorithm.HMAC256("javaJwtS3cret");`, "javaJwtS3cret"},
	{"CredentialParam", `const token = jwt.sign({ id: user.id }, "node-jwt-s3cret-99", { expiresIn: "1h" });`, "node-jwt-s3cret-99"},
	{"CredentialParam", `token = JWT.encode(payload, "rubyHmacK3y42", "HS256")`, "rubyHmacK3y42"},
	{"CredentialParam", "totp = pyotp.TOTP(pyotp.random_base32())", ""},
	{"CredentialParam", `totp = pyotp.TOTP(os.environ["OTP_SEED"])`, ""},
	{"CredentialParam", `token = jwt.encode({"some": "payload"}, "secret", algorithm="HS256")`, ""},
	{"CredentialParam", `token = jwt.encode(payload, settings.SECRET_KEY, algorithm="HS256")`, ""},
	{"CredentialParam", `mac = hmac.new(key, b"message body 2024", hashlib.sha256)`, ""},
	{"CredentialParam", `const sig = crypto.createHmac('sha256', secret).update(body).digest('hex');`, ""},
	{"CredentialParam", `$sig = hash_hmac('sha256', $payload, getenv('WEBHOOK_SECRET'));`, ""},
	{"CredentialParam", `decoded = jwt.decode(token, options={"verify_signature": False})`, ""},
	{"CredentialParam", `token = jwt.encode(payload, "your-secret-key", algorithm="HS256")`, ""},

	// A publishable key's prefix (RevenueCat's appl_, goog_, amzn_)
	// declared inside a type the code names for its secrets: the code
	// keeps it as one. In a type named otherwise, or passed to its SDK's
	// configure call, it is the public key its provider made it.
	{"SecretsScope", "enum Secrets {\n    static let purchasesKey = \"appl_Qw8Er4Ty6Ui2Op9As3Df7Gh\"\n}", "appl_Qw8Er4Ty6Ui2Op9As3Df7Gh"},
	{"SecretsScope", "object AppSecrets {\n    const val RC_KEY = \"goog_Xk29vLq8TzMn4Rp7Wd2Hc5\"\n}", "goog_Xk29vLq8TzMn4Rp7Wd2Hc5"},
	{"SecretsScope", "class Secrets {\n  static const purchasesKey = 'amzn_Pq7Rt2Lm9Xc4Vb8Nz3Kd6';\n}", "amzn_Pq7Rt2Lm9Xc4Vb8Nz3Kd6"},
	{"SecretsScope", "enum Config {\n    static let purchasesKey = \"appl_Qw8Er4Ty6Ui2Op9As3Df7Gh\"\n}", ""},
	{"SecretsScope", "enum PublicKeys {\n    static let revenueCat = \"appl_Qw8Er4Ty6Ui2Op9As3Df7Gh\"\n}", ""},
	{"SecretsScope", "enum Secrets {\n  enum Public {\n    static let rc = \"appl_Qw8Er4Ty6Ui2Op9As3Df7Gh\"\n  }\n}", ""},

	// A constant or a field named for a key in any case style holds a
	// literal; one that holds a reference (a generated class's constant,
	// a singleton's member, the environment) or a placeholder holds none.
	{"NamedConstant", `const STRIPE_KEY: &str = "Xk29vLq8TzMn4Rp7";`, "Xk29vLq8TzMn4Rp7"},
	{"NamedConstant", `static const mapsApiKey = 'Hq4Zt8Wv2Rx7Mn3L';`, "Hq4Zt8Wv2Rx7Mn3L"},
	{"NamedConstant", `private const string SigningSecret = "Bc5Pd1Fk9Gj3Lm7N";`, "Bc5Pd1Fk9Gj3Lm7N"},
	{"NamedConstant", `static let kStripeSecret = "Rt6Yu2Io8Pa4Sd0F"`, "Rt6Yu2Io8Pa4Sd0F"},
	{"NamedConstant", `val sentryAuthToken = "Zx3Cv7Bn1Mq5We9R"`, "Zx3Cv7Bn1Mq5We9R"},
	{"NamedConstant", "val key = BuildConfig.API_KEY", ""},
	{"NamedConstant", `.header("X-Api-Key", BuildConfig.MAPS_KEY).build()`, ""},
	{"NamedConstant", "let apiKey = Secrets.shared.key", ""},
	{"NamedConstant", "api_key = AppConfig.stripeSecret", ""},
	{"NamedConstant", `headers["Authorization"] = "Bearer " + Constants.API_TOKEN`, ""},
	{"NamedConstant", "private val apiToken = AppSecrets.githubToken;", ""},
	{"NamedConstant", `static let apiKey = "YOUR_API_KEY"`, ""},
	{"NamedConstant", "val token = context.getString(R.string.api_token)", ""},

	// A lock's code given by a verb of using it, or by "now" after the
	// code was named, in several languages. A number after the same verbs
	// that opens no lock, a count, a year and a code's length stay.
	{"LockUse", "office alarm: disarm with 0451 then OFF", "0451"},
	{"LockUse", "disarm the alarm with 8832 when you arrive", "8832"},
	{"LockUse", "the gate opens with 2580#", "2580"},
	{"LockUse", "the back door unlocks with 4821 after 6pm", "4821"},
	{"LockUse", "galera, o código da porta mudou, agora é 7391#. não passem", "7391"},
	{"LockUse", "der Code für die Haustür wurde geändert, jetzt ist er 5521#", "5521"},
	{"LockUse", "la alarma se desarma con 7788", "7788"},
	{"LockUse", "the door code changed, it's now 6190", "6190"},
	{"LockUse", "o código da porta do escritório é 3047#", "3047"},
	{"LockUse", "the show opens with 2024 highlights", ""},
	{"LockUse", "the gate opens with 3 clicks", ""},
	{"LockUse", "the door code changed in 2019", ""},
	{"LockUse", "enter 2024 as the year in the form", ""},
	{"LockUse", "our office opens with 1200 staff", ""},
	{"LockUse", "the alarm was disarmed with 45 seconds left", ""},
	{"LockUse", "the door code is now 6 digits long", ""},
}

func TestCodeLiterals(t *testing.T) { checkClassRows(t, codeLiterals) }
