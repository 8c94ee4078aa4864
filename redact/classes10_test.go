package redact_test

import "testing"

// Variants of the classes redact10 closed (secrets-classes-6.jsonl), in
// other tools, vendors and syntaxes than its rows: each secret goes.
func TestClasses10Variants(t *testing.T) {
	checkRedacted(t, leakCases(map[string]string{
		// An app id of 32 hex in a query is an API's key unless the line
		// calls it public.
		"curl 'https://api.geo.example/lookup?appid=0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e&q=Bergen' -> 401, is the key expired?": "0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e",
		// A label between the credential word and its value stays; the
		// value after a secret's label goes.
		"the deploy token SecretID: 45a3bd52-07c7-47a4-52fd-0745e0cfe967": "45a3bd52-07c7-47a4-52fd-0745e0cfe967",
		"api token KeyName: Hq9vLm3Zx7Rt2Wp8Kc5Nb4Jd":                     "Hq9vLm3Zx7Rt2Wp8Kc5Nb4Jd",
		"token: SecretID: 45a3bd52-07c7-47a4-52fd-0745e0cfe967":           "45a3bd52-07c7-47a4-52fd-0745e0cfe967",
		"password: letmein: the old one, rotate it":                       "letmein",
		// A label phrase longer than a few words, with a parenthetical or
		// qualifiers in other languages, before its colon or copula.
		"the signing secret (Dashboard > Developers > Webhooks > endpoint): Lq8Zx3Vm7Kp2Tw9Rb4Nc6Hd1": "Lq8Zx3Vm7Kp2Tw9Rb4Nc6Hd1",
		"API key (prod, rotated monthly): Zq7Lm2Xk9Vt4Wp8Rn3Hb6Jc":                                    "Zq7Lm2Xk9Vt4Wp8Rn3Hb6Jc",
		"senha da conta de serviço do backup no servidor de arquivos: Kx7!vQm2Lz9w":                   "Kx7!vQm2Lz9w",
		"contraseña del usuario deploy en el servidor de pruebas es Wm4#tRq8Zx2v":                     "Wm4#tRq8Zx2v",
		"hasło do konta backup na serwerze plików w biurze to Pz6vLq3mTr8K":                           "Pz6vLq3mTr8K",
		"das Passwort für den Dienst im Cluster zum Deployen: Hb5Jc8Np3Kv7":                           "Hb5Jc8Np3Kv7",
		// A session cookie named by its short "sid", pasted without its header.
		"as me: __Host-sid=Rk8vLq2mZt7xWp4nB9cY3dJh6FsQ; Path=/; Secure":     "Rk8vLq2mZt7xWp4nB9cY3dJh6FsQ",
		"from devtools, storage tab: app_sid=7Hq2Lm9Xv4Tp8Rk3Zw6Nb1Jc5Df0Gs": "7Hq2Lm9Xv4Tp8Rk3Zw6Nb1Jc5Df0Gs",
		// A Wi-Fi QR code's password field, escaped characters and all.
		"print this for the lobby: WIFI:T:WPA;S:Cafe Corner;P:oak\\;lamp77Qz;H:false;;": "oak\\;lamp77Qz",
		"WIFI:S:warehouse-5g;T:SAE;P:Kv8mQ2zLx7Tr;;":                                    "Kv8mQ2zLx7Tr",
		// A lower-case password of words and digits after a user's noun, at
		// the clause's end.
		"to sign in to the lab router use the admin username and willow9garden, then change it": "willow9garden",
		"the login for the print server is your email and cobalt55meadow.":                      "cobalt55meadow",
		// A password given as what one types after the user, with no word for it.
		"the NAS web UI: user backup, and what you type next is Qe7vLm2zRt":  "Qe7vLm2zRt",
		"log in as ops on the console, then enter Wq7-pine-22 at the prompt": "Wq7-pine-22",
		// A value in a fence after a label whose first clause ends in "below".
		"the staging DB password is below, rotate it after the demo\n\n```\nLk7vQz2mWr9x\n```": "Lk7vQz2mWr9x",
		"Vault unseal token below (expires tonight)\n```\nhvs7Rq2Lm9Zx4Wp8Kc5Nb3Jd\n```":       "hvs7Rq2Lm9Zx4Wp8Kc5Nb3Jd",
		// An IV or a nonce fixed beside its key, named so.
		"aes_iv: \"Q2x8vLm3Zr7Tk9Wp\"":                                                        "Q2x8vLm3Zr7Tk9Wp",
		"const staticNonce = \"c8f2d1a9e4b7305f6a1c2d3e\"":                                    "c8f2d1a9e4b7305f6a1c2d3e",
		"CIPHER_IV=5e0a9d8c7b6f1e2d3c4b5a69788f7e6d # same on every pod":                      "5e0a9d8c7b6f1e2d3c4b5a69788f7e6d",
		"we reuse a static nonce for the legacy devices, nonce is 0x9d8c7b6a5f4e3d2c1b0a9f8e": "9d8c7b6a5f4e3d2c1b0a9f8e",
		// What a script sends to the password prompt it waits for.
		"spawn ssh ops@10.0.0.7\nexpect \"*assword:\"\nsend \"Rt6vLq9mZx2K\\r\"\ninteract": "Rt6vLq9mZx2K",
		"child.expect('Enter passphrase for key')\nchild.sendline('Nm4!qZx8Lv2T')":         "Nm4!qZx8Lv2T",
	}))
	checkRedacted(t, leakCases(map[string]string{
		// A password on a command line, attached or positional.
		"rar a -hpZq4vLm8xTr2K secrets.rar ./keys":                                       "Zq4vLm8xTr2K",
		"unrar e -pLx7mQv3zRt9W archive.rar":                                             "Lx7mQv3zRt9W",
		"wpa_passphrase \"Office Guest\" Tv6qLm9zXr2k > /etc/wpa_supplicant/guest.conf":  "Tv6qLm9zXr2k",
		"mc alias set backup http://10.0.0.9:9000 minio-ops Kq8vZm3xLt7RwP2N --api S3v4": "Kq8vZm3xLt7RwP2N",
		// The line after an SMTP server asks for the password in base64.
		"AUTH LOGIN\r\n334 VXNlcm5hbWU6\r\nbm9yZXBseUBhY21lLmlv\r\n334 UGFzc3dvcmQ6\r\nS3E4dlptM3hMdDdS\r\n235 ok": "S3E4dlptM3hMdDdS",
	}))
}

// The look-alike twins of each class.
var classes10Kept = []string{
	// An app id the line calls public, shipped to clients.
	"the push SDK's App ID is public and bundled in the app: https://push.example.io/register?appid=1f2e3d4c5b6a79880f1e2d3c4b5a6978",
	"frontend config: https://cdn.videochat.example/sdk.js?appid=a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4 (browser only)",
	// An id's label after a credential word, and the id it labels.
	"consul acl token create printed AccessorID: 6a1253d2-1785-24fd-91c2-f8e78c745511 and the policy",
	"the new token AccessorID 0c4a9e7d-3b1f-4e2a-8c6d-5f9e1a2b3c4d is in the audit log",
	"vault token lookup shows RequestID: 7e6f5d4c-3b2a-4d6c-9b8a-8d0c3b5a1f2e",
	"secret: AccessorID: 6a1253d2-1785-24fd-91c2-f8e78c745511",
	// A preposition's object after a credential word, a parenthetical
	// that is no label.
	"please send the password to alice once she is on the VPN",
	"the API key (see the wiki) is used by the billing job",
	// A placeholder spelled as words in another language, an id said to be
	// all the writer has.
	"SMTP_PASSWORD=tu-contraseña-aqui # sustituir antes de desplegar",
	"OPENAI_API_KEY=votre_cle_api_ici",
	"the alert names key id AKIAZ7QW4RT2MLXK9VNB, but I only have the id, not the secret",
	// A sid that is an id: a database's, an account's, a message's, a process's.
	"ORACLE_SID=ORCLCDB",
	"TWILIO_ACCOUNT_SID=AC3f9a1e7b2d4f608e1a3c5b7d9f0e2a11",
	"the sid is 4242 and the pgid 4242",
	// A getter's call, a key's algorithm, a PowerShell cmdlet, a record of
	// fields with no password, SNMP's public community.
	"    keyPassword System.getenv(\"KEY_PASSWORD\")",
	"signing key: ssh-rsa, comment deploy@ci",
	"$token = Get-Secret -Name github -AsPlainText",
	"the QR for the open network is WIFI:S:Library Free;T:nopass;;",
	"snmpget -v2c -c public switch01 sysUpTime.0",
	// A service, a runtime or a bucket named after the user's noun, or
	// named mid-clause.
	"to sign in use your email and node20 must be installed first",
	"log in with your username and k8scluster1 appears in the list",
	"sign in with the team email and ubuntu2404 on the jump host",
	// A command or a word typed at a login.
	"log in as deploy, then type make release and wait",
	"after the user prompt, what you type next is the one-time code from the app",
	// A fence below a label that holds words, a command or a path.
	"the password rules are below, keep them in mind\n```\nat least 16 characters, no reuse\n```",
	"the token helper config is below, it is public\n```\n~/.config/helper/token.json\n```",
	// A nonce or an IV that is per message, printed or made at run time.
	"decrypt failed nonce=4d3c2b1a0f9e8d7c6b5a4f3e tag mismatch, retrying",
	"iv := make([]byte, aes.BlockSize) // a random IV per message",
	"oauth callback state=af0ifjsldkj nonce=n-0S6_WzA2Mj",
	// A prompt answered with a variable or a command, a send with no prompt.
	"expect \"Password:\"\nsend \"$env(SSH_PW)\\r\"",
	"child.expect('Password:')\nchild.sendline(os.environ['SSH_PW'])",
	"expect \"$ \"\nsend \"uptime\\r\"",
	// A tool's flags without a password, an SMTP session without one.
	"mc alias set backup http://10.0.0.9:9000 --api S3v4 --path auto",
	"unrar l archive.rar",
	"wpa_passphrase --help",
	"334 VXNlcm5hbWU6\nbm9yZXBseUBhY21lLmlv\n535 5.7.8 authentication failed",
}

func TestClasses10LookAlikes(t *testing.T) { checkKept(t, classes10Kept) }
