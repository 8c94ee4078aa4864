package redact_test

import "testing"

// A "!" before the verb that names a value a password ends no sentence: it
// is the value's last character. A clause's conjunction after the password
// word ends its noun phrase as "for" does.
var classes17BangLeaks = map[string]string{
	"use Qv7#nT2x! as the admin password":                         "Qv7#nT2x!",
	"pass Rk4$wZ9m! as the root password when the installer asks": "Rk4$wZ9m!",
	"Lm3vX8q2 is the wifi password if anyone asks":                "Lm3vX8q2",
}

var classes17BangKept = []string{
	"pass --help as the first argument when the installer asks",
	"v2.4.1 is the password policy when the installer asks",
	"use bcrypt as the password hash when the installer asks",
}

// A spaced login pair's password may hold an "=" that assigns nothing: the
// text before it is no name.
var classes17LoginEqualsLeaks = map[string]string{
	"login: ci-bot / Zx>8=qR#4m":            "Zx>8=qR#4m",
	"log in as user bob / a#1=Qq9zzz today": "a#1=Qq9zzz",
}

var classes17LoginEqualsKept = []string{
	"login: ci-bot / mode=ro2x",
	"login: ci-bot / key=value",
	"login: ci-bot / SSO only",
}

// Recovery codes numbered as a page prints them, and Google's backup codes
// in two groups of four digits.
var classes17CodesLeaks = map[string]string{
	"Google backup codes:\n1. 4829 1037\n2. 5561 9048\n3. 7302 6615":  "5561 9048",
	"backup codes:\n4829 1037\n5561 9048\n7302 6615":                  "7302 6615",
	"recovery codes:\n1) k2m9x-q7w4p\n2) h8v3n-z6r2t\n3) b5c1j-y9l0s": "h8v3n-z6r2t",
}

var classes17CodesKept = []string{
	"backup codes:\n1. open settings\n2. click security\n3. done",
	"release notes:\n1. 4829 bugs closed\n2. 5561 tests\n3. 7302 commits",
	"status codes: 1. 404 2. 500 3. 503",
}

// Oracle's user/password@db login in its JDBC URL and in its other clients.
var classes17OracleLeaks = map[string]string{
	"url: jdbc:oracle:thin:scott/t1ger#Prod@db02:1521:ORCL":                         "t1ger#Prod",
	"spring.datasource.url=jdbc:oracle:thin:app_user/Xq9mP2wL@//db02:1521/ORCLPDB1": "Xq9mP2wL",
	"rman target sys/Rm4n!Pass@prod":                                                "Rm4n!Pass",
	"dgmgrl sys/Dg9#Broker@prim":                                                    "Dg9#Broker",
}

var classes17OracleKept = []string{
	"url: jdbc:oracle:thin:@db02:1521:ORCL",
	"url: jdbc:oracle:thin:@//db02:1521/ORCLPDB1",
	"rman target / nocatalog",
}

// A BEGIN line named in a sentence, with prose after it on its line and no
// END, is no key; a body cut onto the header's line is one.
var classes17ArmorLeaks = map[string]string{
	"-----BEGIN RSA PRIVATE KEY----- MIIEpAIBAAKCAQEAx7Kq9mL2vR8pT3wZ1Nb5VcJ4hYs6Ud0GeQpA":                         "MIIEpAIBAAKCAQEAx7Kq9mL2vR8pT3wZ1Nb5VcJ4hYs6Ud0GeQpA",
	"-----BEGIN OpenVPN Static key V1-----\n3f9a8c2e9b7d4a1f6e5c0b9a8d7e6f5a\n-----END OpenVPN Static key V1-----": "3f9a8c2e9b7d4a1f6e5c0b9a8d7e6f5a",
}

var classes17ArmorKept = []string{
	"tls-auth ta.key 1 # -----BEGIN OpenVPN Static key V1----- goes in ta.key",
	"the file must start with -----BEGIN RSA PRIVATE KEY----- and end with the END line",
}

// What a login is made against or with, named under the credential's word
// (auth.database, auth.username), is no secret; auth.password is.
var classes17AuthPartLeaks = map[string]string{
	"helm install pg bitnami/postgresql --set auth.password=Pg-H3lm!x": "Pg-H3lm!x",
	"auth.postgresPassword=Kx9mQ2vL7":                                  "Kx9mQ2vL7",
}

var classes17AuthPartKept = []string{
	"helm install pg bitnami/postgresql --set auth.database=app",
	"--set auth.username=app --set auth.port=5432",
	"redis.auth.database=app",
}

// A provider's token the terminal wrapped onto the next line goes whole; a
// next line of words stays.
var classes17WrapLeaks = map[string]string{
	"the token got wrapped in the terminal:\nghp_ksrpEOKNuheFaUI0cH\n7oLzCMxycdZlDArFsg": "7oLzCMxycdZlDArFsg",
	"export HF_TOKEN=hf_Kx9mQ2vL7pRt3Wz1\nNb5VcJ4hYs6Ud0GeQpA7":                          "Nb5VcJ4hYs6Ud0GeQpA7",
	// Whole keys one a line are no wrapped one: the first keeps its own
	// match (it leaked when the joined match failed).
	"keys:\nsbp_0123456789abcdef0123456789abcdef01234567\nsbp_89abcdef0123456789abcdef0123456789abcdef": "sbp_0123456789abcdef0123456789abcdef01234567",
}

var classes17WrapKept = []string{
	"hf_abc\nsomething else here",
	"ghp_ is GitHub's prefix\nand gho_ its OAuth one",
}

// A Discord webhook on the public test and canary clients' hosts, and
// codecov's upload token given to its -t flag.
var classes17HostsLeaks = map[string]string{
	"https://ptb.discord.com/api/webhooks/1234567890123456789/Xk9mQ2vL7pRt3Wz1Nb5VcJ4hYs6Ud0GeQpA7xKz": "Xk9mQ2vL7pRt3Wz1Nb5VcJ4hYs6Ud0GeQpA7xKz",
	"canary.discord.com/api/webhooks/1234567890123456789/Xk9mQ2vL7pRt3Wz1Nb5VcJ4hYs6Ud0GeQpA7xKz":      "Xk9mQ2vL7pRt3Wz1Nb5VcJ4hYs6Ud0GeQpA7xKz",
	"codecov upload-process -t f1876e5d-93e8-e755-4908-6b02ecd1a30d":                                   "f1876e5d-93e8-e755-4908-6b02ecd1a30d",
	"codecov --token=f1876e5d-93e8-e755-4908-6b02ecd1a30d -f coverage.xml":                             "f1876e5d-93e8-e755-4908-6b02ecd1a30d",
}

var classes17HostsKept = []string{
	"https://ptb.discord.com/developers/docs/resources/webhook",
	"codecov upload-process -C 3f1876e5d93e8e7554906b02ecd1a30d1234abcd -t ${{ secrets.CODECOV_TOKEN }}",
}

// The answer to a question that names the credential ("the API key? it's
// X"); a place or a state in its stead stays.
var classes17AnswerLeaks = map[string]string{
	"the API key? it's DkTYXr83HqNInDvkNg3F9M1XBUqbwOHq": "DkTYXr83HqNInDvkNg3F9M1XBUqbwOHq",
	"the staging password? that's Kx9mQ2vL7":             "Kx9mQ2vL7",
	"the db password? It is Zq7-lamp-41, don't share it": "Zq7-lamp-41",
}

var classes17AnswerKept = []string{
	"the API key? it's in the README",
	"the token? it's expired, rotate it",
	"is the password policy? it's 12 chars min",
}

// Where a tool reads a pass phrase from (OpenSSL's env:, file:, fd:) opens
// nothing; pass:X is the phrase. keytool's -storepass and -keypass are
// flags: a path ending in "keypass" is none.
var classes17PassSourceLeaks = map[string]string{
	"openssl rsa -in enc.key -passin pass:Kx9#mQ2vL7 -out plain.key":        "Kx9#mQ2vL7",
	"keytool -genkey -keystore a.jks -storepass Kx9mQ2vL -keypass Zq7wP3nR": "Zq7wP3nR",
	"password: env:Tq8mZ2x9": "Tq8mZ2x9",
}

var classes17PassSourceKept = []string{
	"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout env:P12_PASS",
	"openssl rsa -in enc.key -passin file:/run/secrets/keypass -out plain.key",
	"openssl rsa -in enc.key -passin fd:3 -out plain.key",
}

// A lock's combo is its code, as a safe's combination is; a key combo on a
// keyboard and a combo box are no lock's.
var classes17ComboLeaks = map[string]string{
	"the bike lock combo is 4-1-7-9": "4-1-7-9",
	"the safe combo: 12-34-56":       "12-34-56",
}

var classes17ComboKept = []string{
	"the key combo is ctrl+shift+p",
	"keyboard combo: Ctrl-Alt-Del",
	"combo box width: 240px",
	"the bike lock model is 4-1-7-9 series",
}

// TestClasses17 runs each class's table: every secret goes, every
// look-alike stays byte for byte.
func TestClasses17(t *testing.T) {
	runClassTables(t, []classTable{
		{"bang before verb", classes17BangLeaks, classes17BangKept},
		{"login equals", classes17LoginEqualsLeaks, classes17LoginEqualsKept},
		{"numbered codes", classes17CodesLeaks, classes17CodesKept},
		{"oracle login", classes17OracleLeaks, classes17OracleKept},
		{"webhook hosts and codecov", classes17HostsLeaks, classes17HostsKept},
		{"question's answer", classes17AnswerLeaks, classes17AnswerKept},
		{"pass source", classes17PassSourceLeaks, classes17PassSourceKept},
		{"armor named", classes17ArmorLeaks, classes17ArmorKept},
		{"auth parts", classes17AuthPartLeaks, classes17AuthPartKept},
		{"wrapped token", classes17WrapLeaks, classes17WrapKept},
		{"lock combo", classes17ComboLeaks, classes17ComboKept},
	})
}

// classTable is one class's secrets (each with the part that must go) and
// its look-alikes.
type classTable struct {
	name  string
	leaks map[string]string
	kept  []string
}

// runClassTables runs each class's table as a subtest.
func runClassTables(t *testing.T, tables []classTable) {
	for _, c := range tables {
		t.Run(c.name, func(t *testing.T) {
			checkRedacted(t, leakCases(c.leaks))
			checkKept(t, c.kept)
		})
	}
}
