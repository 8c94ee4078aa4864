package redact_test

import "testing"

// A spaced "user / password" pair whose user is an account a device ships
// with is a login by itself; a role list, a short word or a version beside
// such a name stays.
var classes18ShippedLeaks = map[string]string{
	"the mikrotik in the rack: admin / rackroom77 — rotate it after the move": "rackroom77",
	"the UPS network card is root / apc2019x, same as last year":              "apc2019x",
	"pi / raspberry99 on the kiosk box":                                       "raspberry99",
}

var classes18ShippedKept = []string{
	"switch roles with admin / editor2 in the menu",
	"the endpoint grants admin / readonly2 roles to the bot",
	"roles: admin / operator / viewer",
	"the image runs as root / v2.14.0-beta since Tuesday",
}

// A key or credential file's private fields: PuTTY's Private-MAC (and its
// first version's Private-Hash) and a service account's private_key_id,
// under any spelling. Their counts, a public key's id, a client's id, a
// placeholder and how the passphrase becomes the key (PuTTY's
// Key-Derivation) stay; a secret named for the derivation still goes.
var classes18KeyFileLeaks = map[string]string{
	"Private-Lines: 1\nAAAAIHk7sQ2vL9pRt3Wz1Nb5VcJ4hYs6Ud0GeQpA7xKzT8Wm\nPrivate-MAC: 7f3e9a1c5b2d8e4f6a0c9b3d7e1f5a2c8b4d0e6f9a3c7b1d5e2f8a4c0b6d9e3f": "7f3e9a1c5b2d8e4f6a0c9b3d7e1f5a2c8b4d0e6f9a3c7b1d5e2f8a4c0b6d9e3f",
	"Private-Hash: 8e2c41f0a9b3d7c6e5f4a3b2c1d0e9f8a7b6c5d4":        "8e2c41f0a9b3d7c6e5f4a3b2c1d0e9f8a7b6c5d4",
	`"private_key_id": "3a9c0e5f7b1d2e4a6c8e0f1a3b5c7d9e1f2a4b6c",`: "3a9c0e5f7b1d2e4a6c8e0f1a3b5c7d9e1f2a4b6c",
	"GCP_PRIVATE_KEY_ID=7a4f0c2e91b3d58e6f0a1c2b3d4e5f6a7b8c9d0e":   "7a4f0c2e91b3d58e6f0a1c2b3d4e5f6a7b8c9d0e",
	"privateKeyId: 5c0e9a8b7d6f4e3c2b1a0f9e8d7c6b5a4f3e2d1c":        "5c0e9a8b7d6f4e3c2b1a0f9e8d7c6b5a4f3e2d1c",
	"key derivation secret: Rt7WxP2nB8cY4hJ6aF1sD5gH":               "Rt7WxP2nB8cY4hJ6aF1sD5gH",
}

var classes18KeyFileKept = []string{
	"Public-Lines: 6\nPrivate-Lines: 14\nEncryption: none\nComment: rsa-key-20250301",
	"Private-MAC: <hmac of the private lines>",
	"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: aes256-cbc\nKey-Derivation: Argon2id\nArgon2-Memory: 8192\nArgon2-Passes: 13",
	`key_derivation = "Argon2id"`,
	`"public_key_id": "db1e3cd8f776efa2a893abfc44d489cc54ddc520"`,
	`"key_id": "db1e3cd8f776efa2a893abfc44d489cc54ddc520", "client_id": "104857392018475629384"`,
	"private key hash: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
}

// A password word of French, Spanish or Portuguese takes its qualifier
// after it ("mot de passe ssh du NAS :"); a word of a sentence, or where
// the password is, after the same qualifier stays.
var classes18PostposedLeaks = map[string]string{
	"le mot de passe wifi du bureau : framboise-17":     "framboise-17",
	"contraseña ssh del servidor: pimiento-88":          "pimiento-88",
	"la contraseña wifi de la oficina es Tomate2024x":   "Tomate2024x",
	"senha root do servidor é jabuticaba-31 (não mude)": "jabuticaba-31",
}

var classes18PostposedKept = []string{
	"le mot de passe wifi du bureau : demande à Julie",
	"contraseña wifi: ver la pizarra",
	"mot de passe oublié : cliquez sur le lien",
}

// "public" as a command-line flag's value sets what the command does to a
// package, a repository or a bucket; it says nothing of the token on the
// same line. A line that calls the token itself public still keeps it.
var classes18FlagLeaks = map[string]string{
	`echo "//npm.pkg.github.com/:_authToken=npm_Zk3LmQ9vRt7WxP2nB8cY4hJ6aF1sD5gH0jK2" > ~/.npmrc && npm publish --access public`: "npm_Zk3LmQ9vRt7WxP2nB8cY4hJ6aF1sD5gH0jK2",
	"GH_TOKEN=ghp_R4nd0mT0k3nV4lu3Xq9Lm2Zk8Wp5Yt3Hs6Jd gh repo create acme/site --visibility=public":                             "ghp_R4nd0mT0k3nV4lu3Xq9Lm2Zk8Wp5Yt3Hs6Jd",
	"AWS_SECRET_ACCESS_KEY=Zk3LmQ9vRt7WxP2nB8cY4hJ6aF1sD5gH0jK2lP4o aws s3 cp site/ s3://acme-site --acl public-read":            "Zk3LmQ9vRt7WxP2nB8cY4hJ6aF1sD5gH0jK2lP4o",
}

var classes18FlagKept = []string{
	`echo "//registry.npmjs.org/:_authToken=npm_lB92GBiJ7hoBKb2FPpJCu48s3cPJXntd19Er" > ~/.npmrc # public example from the docs`,
	"the Stripe key pk_live_51HxQ2cL9mZ8vR3tY7uW1sE4 is public",
}

// A parenthesis opened before a password label closes after its value:
// MySQL's "(using password: YES)" says whether one was sent; a password
// in brackets still goes, and one with brackets of its own whole.
var classes18AsideLeaks = map[string]string{
	"the vpn box (admin password: Tq8-lamp-41) is in rack 3": "Tq8-lamp-41",
	"password: Xk(9)z7Lm":   "Xk(9)z7Lm",
	"(password: Rk9mQ2z7x)": "Rk9mQ2z7x",
}

var classes18AsideKept = []string{
	"Access denied for user 'root'@'localhost' (using password: NO)",
	"ERROR 1045 (28000): Access denied for user 'app'@'10.0.3.9' (using password: YES), check the grant",
}

// A webhook signature header described with its digest as a placeholder
// is its shape, not a secret; a signing secret, or a bare token under the
// header, still goes.
var classes18SignatureLeaks = map[string]string{
	"signature secret: Zk3LmQ9vRt7WxP2nB8cY4hJ6aF1sD5gH": "Zk3LmQ9vRt7WxP2nB8cY4hJ6aF1sD5gH",
	"X-Signature: Zk3LmQ9vRt7WxP2nB8cY4hJ6aF1sD5gH":      "Zk3LmQ9vRt7WxP2nB8cY4hJ6aF1sD5gH",
}

var classes18SignatureKept = []string{
	"the webhook sends Stripe-Signature: t=1700000000,v1=<sig> and we check it",
	"X-Hub-Signature-256: sha256=<hmac of body>",
}

// TestClasses18Variants: every secret of each class goes.
func TestClasses18Variants(t *testing.T) {
	for _, leaks := range []map[string]string{classes18ShippedLeaks, classes18KeyFileLeaks, classes18PostposedLeaks,
		classes18FlagLeaks, classes18AsideLeaks, classes18SignatureLeaks} {
		checkRedacted(t, leakCases(leaks))
	}
}

// TestClasses18LookAlikes: every paired look-alike stays byte for byte.
func TestClasses18LookAlikes(t *testing.T) {
	for _, kept := range [][]string{classes18ShippedKept, classes18KeyFileKept, classes18PostposedKept,
		classes18FlagKept, classes18AsideKept, classes18SignatureKept} {
		checkKept(t, kept)
	}
}
