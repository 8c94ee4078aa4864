package redact_test

import (
	"testing"

	"github.com/hippo-mem/hippo/redact"
)

// Variants of the classes redact12 closed (secrets-classes-8.jsonl), in
// other words, ecosystems and tools than its rows: each secret goes.
func TestClasses12Variants(t *testing.T) {
	checkRedacted(t, leakCases(map[string]string{
		// A password holding "<" or ">" before a digit is no version range,
		// nor a tag that ends it.
		"the ftp password is django<4Lq!vZ": "django<4Lq!vZ",
		"the admin pw is rails>=7xQ#m2":     "rails>=7xQ#m2",
		"PGPASSWORD=ab<9Kz!wLm2 psql -h db": "ab<9Kz!wLm2",
		"<password>Hx7<2vLq!9</password>":   "Hx7<2vLq!9",
		// A URL's password when its user is a credential word.
		"pip config set global.index-url https://__token__:Qz8vLm2Xr9Tk4Wp7@pypi.corp.example/simple": "Qz8vLm2Xr9Tk4Wp7",
		// A password opening with a version's digits, a token after "jti".
		"the registry password: 3.9Lq!vZm2Kx":                                             "3.9Lq!vZm2Kx",
		"the session token is sha256-Zq7vLm2Xr9Tk4Wp8":                                    "sha256-Zq7vLm2Xr9Tk4Wp8",
		"poetry source add priv https://apikey:Lk3%vQz7WmRt@repo.example.io/pypi/simple/": "Lk3%vQz7WmRt",
	}))
}

// A password after a Malay or Indonesian qualifier with no preposition, an
// answer an instruction says to give at a credential's prompt.
func TestClasses12Prompts(t *testing.T) {
	checkRedacted(t, leakCases(map[string]string{
		"kata sandi akun admin baru adalah Durian_Manis99":             "Durian_Manis99",
		"kata sandi vpn kantor pusat adalah Sapi#Perah71":              "Sapi#Perah71",
		"kata laluan e-mel syarikat ialah Nangka!Masak64":              "Nangka!Masak64",
		"at the prompt for the root password enter Tz8#qLm2Wv":         "Tz8#qLm2Wv",
		"when ssh-add asks for the passphrase, type quartz-fable-82":   "quartz-fable-82",
		"for the keystore password paste Wm3$kZq8vL and hit return":    "Wm3$kZq8vL",
		"when prompted for the vault token input hvs9Lm2Qx7vPzRt4WkN8": "hvs9Lm2Qx7vPzRt4WkN8",
	}))
	checkKept(t, []string{
		"kata sandi wifi tamu adalah yang tertempel di dinding",
		"kata sandi akun admin baru adalah rahasia perusahaan",
		"kata laluan pelayan ujian ialah sama seperti semalam",
		"when it asks for the password, enter it twice",
		"for the password type sha256 is used",
		"for the passphrase type, pick argon2id",
		"the password type is bcrypt and the key type ed25519",
		"when asked for the PIN type nothing and wait",
	})
}

// Look-alikes of those classes: version constraints beside credential
// words, in pip's, npm's, Bundler's, Cargo's and Terraform's syntax.
var classes12Kept = []string{
	"we pin torch<3 and numpy<2 in the secret-scanner image",
	"the auth worker needs python>=3.11 and pip>=24",
	"token handling requires pyjwt[crypto]>=2.8.0,<3",
	"\"jsonwebtoken\": \"^9.0.2\", \"passport-jwt\": \"~4.0.1\"",
	"gem 'jwt', '~> 2.7' signs the session token",
	"keyring = \">=24.3, <25\" stores the password",
	"required_providers { vault = { version = \"~> 3.20\" } }",
	"passwords are hashed by argon2-cffi==23.1.0",
	// A version tag, an integrity digest, a JWT's id beside credential words.
	"image: docker.io/bitnami/sealed-secrets-controller:0.26.2",
	"helm upgrade vault hashicorp/vault --set injector.image.tag=v1.4.2 for the token injector",
	"the password-reset bundle: integrity sha512-z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoGlODJ6+SfaPg==",
	"the login token script checks sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC",
	"denylisted token jti 6f1c9a3e-2b7d-4c58-8e0a-9d4b7f2e1c35 at logout",
}

func TestClasses12LookAlikes(t *testing.T) {
	checkKept(t, classes12Kept)
}

// A URL's password whose user is a credential word (__token__, apikey) is
// redacted to its "@": the host and the path after it stay.
func TestClasses12URLHostStays(t *testing.T) {
	for in, want := range map[string]string{
		"twine upload --repository-url https://__token__:Qz8vLm2Xr9Tk4Wp7@pypi.corp.example/legacy/ dist/*": "twine upload --repository-url https://__token__:[REDACTED:url-password]@pypi.corp.example/legacy/ dist/*",
		"GOPROXY=https://token:Lk3vQz7WmRt9@proxy.example.com/go,direct":                                    "GOPROXY=https://token:[REDACTED:url-password]@proxy.example.com/go,direct",
	} {
		if got, _ := redact.Text(in); got != want {
			t.Errorf("%q\n got %q\nwant %q", in, got, want)
		}
	}
}
