package redact_test

import (
	"strings"
	"testing"
)

// Variants of the classes the study half of secrets-fresh-4.jsonl exposed,
// in other tools, syntaxes and languages than its rows: each secret goes.
func TestClasses4Variants(t *testing.T) {
	checkRedacted(t, leakCases(map[string]string{
		// A CSV header names a credential column; the rows below hold the values.
		"name,login,pass,site\nmail,jo@ex.org,tr0ub4dor&3,https://mail.ex.org":             "tr0ub4dor&3",
		"\"Account\",\"Secret Key\",\"Issuer\"\n\"ops\",\"Qm8vX2pLz9Rt4Wn7Kc3J\",\"Okta\"": "Qm8vX2pLz9Rt4Wn7Kc3J",
		"user;x\nhost,username,db_password,port\npg1,app,Hx7q-Lm2v-Zp9,5432":               "Hx7q-Lm2v-Zp9",
		// A one-letter password flag given a short mixed-case password.
		"mysql -h db1 -u root -p Zq7vLm2Xw9 shop":                   "Zq7vLm2Xw9",
		"openssl pkcs12 -export -in c.pem -out c.pfx -P Rt5mXq8Lz2": "Rt5mXq8Lz2",
		"sometool -v -p Kd9xW2mQ7z":                                 "Kd9xW2mQ7z",
		// "changed it to X" after a sentence that named the password.
		"the wifi password was hunter22 until friday, then ops set it to Gl4ss-moon-77": "Gl4ss-moon-77",
		"my old passphrase was in the wiki; I updated it to Tr33-frog-52 today":         "Tr33-frog-52",
		// A quoted JSON key after a prose label ("file: "name":"value"").
		`from config.json: "client_secret":"Xq7LmP2vZr9Tw4Kc","id":3`: "Xq7LmP2vZr9Tw4Kc",
		`log line: "auth_token": "Vb3nQ8xLm2Rz7Pw5Kt9", "ok": true`:   "Vb3nQ8xLm2Rz7Pw5Kt9",
		// A macaroon is a bearer credential.
		"curl --header \"Grpc-Metadata-macaroon: 0201036c6e64025e030a10c3a1f9b8d7e6c5b4a3928170605040302\"": "0201036c6e64025e030a10c3a1f9b8d7e6c5b4a3928170605040302",
		"TAPD_MACAROON=0201047461706402a3030a104f3e2d1c0b9a8f7e6d5c4b3a29180706":                            "0201047461706402a3030a104f3e2d1c0b9a8f7e6d5c4b3a29180706",
		// A key that opens with "$", which is no variable's name.
		"the gateway token is $gw_Qm8vX2pLz9Rt4Wn7Kc3JbH5sD6fG1aZe for prod": "$gw_Qm8vX2pLz9Rt4Wn7Kc3JbH5sD6fG1aZe",
		"PAYMENTS_SECRET=$live_Zx8Lm2Qv7Tr4Wn9Kc3Jp5Hs6Bd1Fg0Ya7Ue":          "$live_Zx8Lm2Qv7Tr4Wn9Kc3Jp5Hs6Bd1Fg0Ya7Ue",
		// An authentication or privacy key after the hash it is used with.
		"ntp authentication-key 1 md5 Zq7vLm2Xw9Pk":                                    "Zq7vLm2Xw9Pk",
		"snmp-server user mon g v3 auth md5 Kd9xW2mQ7zTp priv des Rt5mXq8Lz2Vb":        "Rt5mXq8Lz2Vb",
		"snmp-server user mon g v3 auth sha256 Hy3kQ9wLx7Rb priv aes 256 Wq2mZ8vKx4Tp": "Hy3kQ9wLx7Rb",
		// The password a sentence says something was encrypted with, in several languages.
		"we encrypted the backup archive using Kx8#mQ2vLz before upload": "Kx8#mQ2vLz",
		"die Datei ist verschlüsselt mit Rz7!pLm2Qx, frag mich":          "Rz7!pLm2Qx",
		"le zip est chiffré avec Mq4$Tz8wLp":                             "Mq4$Tz8wLp",
		"the pdf is protected with password Hv9&Lk2mQz":                  "Hv9&Lk2mQz",
		// What a password's file or field holds.
		"rsync fails; the password file contains just: tide-quorl-4471":    "tide-quorl-4471",
		"in the keepass entry the password field has Bq8!zLm3Xv, use that": "Bq8!zLm3Xv",
		// A key literal handed to a package's client class.
		"client = mailjet.Mailjet('42', 'Qm8vX2pLz9Rt4Wn7Kc3Jb')":                     "Qm8vX2pLz9Rt4Wn7Kc3Jb",
		"p = pusher.Pusher(app_id='1', key='a', secret=s, k2='Vb3nQ8xLm2Rz7Pw5Kt9H')": "Vb3nQ8xLm2Rz7Pw5Kt9H",
		// A private package feed's key in its path.
		"pip install --index-url https://pkgs.acme-feeds.io/Zq8vLm2Xw9Pk4Rt7Hb3nQ6sD1fG5aE0y/simple/ acme-core": "Zq8vLm2Xw9Pk4Rt7Hb3nQ6sD1fG5aE0y",
		"registry=https://npm.vendor.dev/Kc3Jb8vX2pLz9Rt4Wn7Qm5Hs6Bd1Fg0Y/npm/":                                 "Kc3Jb8vX2pLz9Rt4Wn7Qm5Hs6Bd1Fg0Y",
		// An adverb of time between the verb and the value, in several languages.
		"the password is now Wq2mZ8vKx4":            "Wq2mZ8vKx4",
		"das Passwort ist jetzt Lk7pQ3zXv9":         "Lk7pQ3zXv9",
		"le mot de passe est maintenant Tz5nW8qLm2": "Tz5nW8qLm2",
		"het wachtwoord is nu Rb4xK9mQz7":           "Rb4xK9mQz7",
		"the api key is currently Hn6vQ2xLm9Pz4Tw8": "Hn6vQ2xLm9Pz4Tw8",
		// An SNMP community string.
		"snmp-server community Pq7xL2mZv9Kt RW": "Pq7xL2mZv9Kt",
		"rwcommunity Jd8kW3nQx5Lm 10.20.0.0/16": "Jd8kW3nQx5Lm",
	}))
	checkRedacted(t, []leakCase{{longLicence("SyncfusionLicenseProvider.RegisterLicenseKey(\""), "Zk8Qw2Lm9Xv4Tp7R"}, {longLicence("secret token "), "Zk8Qw2Lm9Xv4Tp7R"}})
}

// The look-alike twins of TestClasses4Variants' classes: each stays byte for byte.
func TestClasses4LookAlikes(t *testing.T) {
	checkKept(t, []string{
		// CSV: no credential column, or a credential column's header only, or a count column.
		"name,email,role\nann,ann@ex.org,admin",
		"host,username,password_file,port\npg1,app,/etc/pg/pass.txt,5432",
		"model,max_tokens,temperature\ngpt-x,4096,0.2",
		"url,username,password\n",
		"first we rotate the db password, then the api token, then the deploy key\nand ping ops, dev, qa2024x and sre in slack",
		// A flag -p that takes a port, a profile, a path, a project.
		"docker run -p 8080:80 nginx",
		"aws s3 ls -p MyProfile",
		"mvn -P ReleaseBuild2 deploy",
		"pg_dump -p 5432 -h db shop",
		"scp -P 2222 f.txt host:/tmp",
		// A parenthesised word where a tool withholds the value.
		"wg show: peer: abc\n  preshared key: (hidden)\n  endpoint: 198.51.100.7:51820",
		"mosquitto_sub: password: (not set)",
		// A name assigned its own constant or macro.
		"const char* wifi_password = WIFI_PASSWORD;",
		"let apiToken = API_TOKEN;",
		// A key that identifies a record.
		"the partition key a7f3c9e1b2d4f6a8c0e2b4d6f8a0c2e4 holds the hot rows",
		"idempotency key 5b9e2f7a1c3d4e6f8a0b2c4d6e8f0a1b sent twice",
		// A key's alias or label in a keystore config.
		"signingConfig { keyAlias = \"release\"; keyLabel = \"prod-2026\" }",
		// "set it to" with no credential before it.
		"the log level was debug and I set it to Warning2 yesterday",
		// A variable's name after "$", however long.
		"API_TOKEN=$GITHUB_PERSONAL_ACCESS_TOKEN_FOR_CI_RUNNER",
		"password: $DbPasswordFromVaultForTheStagingCluster",
		"token=$xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
		// A hash word after a name that is no authentication setting is a digest's.
		"commit sha 3f9a2b1c4d5e6f70819a2b3c4d5e6f7081920a1b for the auth fix",
		"the key sha256 is 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
		"the priv level is 15 on the admin account, priv esc via sudo",
		// A cipher, a tool or a rule something is encrypted or protected with.
		"the volume is encrypted with AES256GCM at rest",
		"the laptop disk is encrypted with BitLocker2 and escrowed",
		"snapshots are encrypted with aes-256-gcm using a KMS alias",
		"the branch is protected with CODEOWNERS rules",
		"the vault is sealed and locked with TPM2.0 sealing",
		// What a password's file or field holds, when it is no password.
		"the password file has 0600 permissions",
		"the password file contains two lines, one per host",
		"the passwd field has an x in it on shadowed systems",
		// A package's own class given an id, a hex id or a word.
		"u = uuid.UUID('12345678123456781234567812345678')",
		"oid = bson.ObjectId('507f1f77bcf86cd799439011')",
		"d = decimal.Decimal('12345678901234567890.12345')",
		"dt = datetime.datetime(2026, 1, 3, 12, 0)",
		// A path whose random-looking segment is an id, a digest or a document's.
		"https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit",
		"https://nuget.pkg.github.com/acme-org/index.json and https://api.nuget.org/v3/index.json",
		"https://gitlab.example.com/api/v4/projects/12/packages/nuget/index.json",
		"https://tenant.example.com/3f2b9c1e-8a7d-4e6f-b5c4-1d2e3f4a5b6c/api/v1/status",
		// An adverb of time before what is said of the password.
		"the password is now rotated weekly by the vault agent",
		"das Passwort ist jetzt im Tresor gespeichert",
		// The community word elsewhere, and the default community.
		"snmp-server community public RO",
		"the community edition build 4.2.1 for the community forum",
		"join the community: forum.example.org/c/general",
		"community_id=Xq8vLm2Pz9Rt4Wn7",
		// A long line of words after a credential word.
		"the licence key check logs " + strings.Repeat("word ", 150),
	})
}

// leakCases turns a map of texts to the secret each holds into cases.
func leakCases(m map[string]string) []leakCase {
	var out []leakCase
	for text, secret := range m {
		out = append(out, leakCase{text, secret})
	}
	return out
}

// longLicence is a licence key longer than a line's bound, that spells out
// its terms and ends in random characters, given after open.
func longLicence(open string) string {
	return open + strings.Repeat("Licensed_to_{Example_Corp}_for_{3}_developers___", 14) + "Zk8Qw2Lm9Xv4Tp7R\")"
}
