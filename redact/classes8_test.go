package redact_test

import "testing"

// Variants of the classes secrets-classes-4.jsonl holds, in other tools,
// vendors, syntaxes and languages than its rows: each secret goes.
func TestClasses8Variants(t *testing.T) {
	checkRedacted(t, leakCases(map[string]string{
		// A field word names a secret as a field's name, in every syntax.
		"SHOPIFY_WEBHOOK_HMAC: Lq8Zx3Vm7Kp2Tw9Rb4Nc":                "Lq8Zx3Vm7Kp2Tw9Rb4Nc",
		`<hmac>Wz5Qk9Lx2Mv7Tp3Rn8Hb</hmac>`:                         "Wz5Qk9Lx2Mv7Tp3Rn8Hb",
		"export NONCE_PEPPER=Xk7Lq2Zm9Vw4Tp8Rb3Nh":                  "Xk7Lq2Zm9Vw4Tp8Rb3Nh",
		`{"user_salt": "Pm3Kz8Qx2Lv7Wt9Rn4Hb"}`:                     "Pm3Kz8Qx2Lv7Wt9Rn4Hb",
		"ENV APP_SALT Zt4Qm9Lx3Kv8Wp2Rn7Hc":                         "Zt4Qm9Lx3Kv8Wp2Rn7Hc",
		"keytool-ng sign --private Rk2Lm8Zq4Xv9Tp3Wn7Hb app.aab":    "Rk2Lm8Zq4Xv9Tp3Wn7Hb",
		"license_master = Vq9Lz3Xm8Kp2Tw7Rn4Hb":                     "Vq9Lz3Xm8Kp2Tw7Rn4Hb",
		"SIGNING: Hn6Kx2Lq9Zm4Vt8Rp3Wb":                             "Hn6Kx2Lq9Zm4Vt8Rp3Wb",
		"textlocal:\n  apiId: 3b7f9e2a-41c8-4d6e-9a05-c2e81f7b4d93": "3b7f9e2a-41c8-4d6e-9a05-c2e81f7b4d93",
		"GATEWAY_API_ID=Qx8Lm3Zk9Vw2Tp7Rn4Hb6Jc":                    "Qx8Lm3Zk9Vw2Tp7Rn4Hb6Jc",
		// A password word glued to its owner, numbered, or owned by a part.
		"rootpass: Dw3Kq8Zx5Lm":                       "Dw3Kq8Zx5Lm",
		"ldap_bindpwd=Xq7Lm2Kz9Vt":                    "Xq7Lm2Kz9Vt",
		"<mysqlpw>Zr5Tq2Lx8Km</mysqlpw>":              "Zr5Tq2Lx8Km",
		"--sapw Gh4Lz9Qx2Vm":                          "Gh4Lz9Qx2Vm",
		"PASSWORD2=Mk8Zq3Lx7Vt":                       "Mk8Zq3Lx7Vt",
		"token1: Wv3Lq9Zx2Km8Tp4Rn7Hb":                "Wv3Lq9Zx2Km8Tp4Rn7Hb",
		"<voicemailCode>49207</voicemailCode>":        "49207",
		"door_code = 7391":                            "7391",
		"backup_codes:\n  - 4821-9307\n  - 7710-2264": "4821-9307",
		`"SecretAnswer": "Tanglewood42"`:              "Tanglewood42",
		"hubctl pair --pairing-code R4T-8KQ-2ZM":      "R4T-8KQ-2ZM",
		"ACTIVATION_CODE=W7KQ-92LX-PZ4M":              "W7KQ-92LX-PZ4M",
		"modemctl unlock --sim-pin 6603":              "6603",
		// A merchant's signing salt or CRC said in prose.
		"Cashfree merchant id 55012, salt Kz9Qx3Lm7Vt2Wp8R": "Kz9Qx3Lm7Vt2Wp8R",
		"posId 31090 crc b7e4a19c2f0d6358":                  "b7e4a19c2f0d6358",
		// A value alone on the line after a label line, a blank line or code quotes around it.
		"here's the app password you asked for:\n\n`Tw8Kq3Lz7Xm2`":  "Tw8Kq3Lz7Xm2",
		"new API token, this one:\n  Rb4Nh9Zq2Lx7Km3Vt8Wp":          "Rb4Nh9Zq2Lx7Km3Vt8Wp",
		"la contraseña del wifi, aquí está:\nGm3Qx8Zk2P":            "Gm3Qx8Zk2P",
		"the signing secret, here:\n```\nKx7Lq2Zm9Vw4Tp8Rb3Nh\n```": "Kx7Lq2Zm9Vw4Tp8Rb3Nh",
		"here's the webhook secret -\nTz8Qm3Lx9Kv2Wp7Rn4Hb":         "Tz8Qm3Lx9Kv2Wp7Rn4Hb",
		// A password word in more languages, inflected or glued.
		"lozinku za ruter: Fq8Lz2Xm7Kv":                "Fq8Lz2Xm7Kv",
		"wifi şifresini Pk3Zm8Qx2Lt yaptım":            "Pk3Zm8Qx2Lt",
		"la contrasenya és Vx7Qm2Kz9Ln":                "Vx7Qm2Kz9Ln",
		"parool on Lw4Kx9Zq3Vm":                        "Lw4Kx9Zq3Vm",
		"geslo: Tz2Qk7Lm9Xv":                           "Tz2Qk7Lm9Xv",
		"密碼：Kq7Zx2Lm9V":                                "Kq7Zx2Lm9V",
		"a szerver jelszava Hq2Lm8Zx4K":                "Hq2Lm8Zx4K",
		"pon Lq4Zx8Km2V como la contraseña del portal": "Lq4Zx8Km2V",
		"setze Tm7Kq2Lz9X als neues Passwort":          "Tm7Kq2Lz9X",
		"поставь Wz3Lm8Qx2K как пароль от почты":       "Wz3Lm8Qx2K",
		"använd Hx5Qz9Lm3T som lösenord":               "Hx5Qz9Lm3T",
		"암호를 Kd8Lq2Zx7M로 설정했어":                         "Kd8Lq2Zx7M",
		"我把口令设为Rb6Zq3Lx8K":                             "Rb6Zq3Lx8K",
		"parole serverim ir Tw5Kq9Lz3X":                "Tw5Kq9Lz3X",
		"hasło do serwera to Mv8Zq3Lk7T":               "Mv8Zq3Lk7T",
		"lösenordet till servern är Qz4Lm9Xv2K":        "Qz4Lm9Xv2K",
		// A connection string alone in a fence; tool output and config files pasted whole.
		"```\nmongodb+srv://etl:Rq8Lz3Xm7Kv2@cluster0.ab1cd.mongodb.net/analytics\n```":                          "Rq8Lz3Xm7Kv2",
		"```\njdbc:sqlserver://sql01:1433;databaseName=erp;user=sa;password=Vx8Kq3Lm7Zt2\n```":                   "Vx8Kq3Lm7Zt2",
		"kind: Secret\nstringData:\n  bind-credential: Lq8Zx3Vm7Kp2":                                             "Lq8Zx3Vm7Kp2",
		"[\n  \"SENTRY_AUTH=Zq8vLm2Xw9Pk4Rt7Hb3nQ6sD\",\n  \"NODE_ENV=production\"\n]":                           "Zq8vLm2Xw9Pk4Rt7Hb3nQ6sD",
		"< HTTP/2 200\n< x-amz-security-token: IQoJb3JpZ2luX2VjEHwaCWV1LXdlc3QtMSJHMEUCIQD":                      "IQoJb3JpZ2luX2VjEHwaCWV1LXdlc3QtMSJHMEUCIQD",
		"<server><privateKey>${user.home}/.ssh/id_rsa</privateKey><passphrase>Kz7Lq2Xm9Vt</passphrase></server>": "Kz7Lq2Xm9Vt",
		// A Kubernetes Secret's data and stringData, whatever the field's name.
		"data:\n  conn: cG9zdGdyZXM6Ly9hcHA6UTh2TG0yWHo3S3A0QGRi\nkind: Secret\nmetadata:\n  name: x":      "cG9zdGdyZXM6Ly9hcHA6UTh2TG0yWHo3S3A0QGRi",
		"kind: Secret\nstringData:\n  alert_hook: https://hooks.example.org/services/Kq8Lz2Xm7Vt4Wp9Rn3Hb": "Kq8Lz2Xm7Vt4Wp9Rn3Hb",
		// An empty value before the next pair does not hide the next password.
		"host=db password=Yq7Lx3Zk9Vm port=5432": "Yq7Lx3Zk9Vm",
	}))
}

// The look-alike twins of TestClasses8Variants' classes: each stays byte for byte.
func TestClasses8LookAlikes(t *testing.T) {
	checkKept(t, []string{
		// A field word in a sentence, or as a field whose value is a word, a
		// host, a flag, a hash or a per-request signature.
		"salt the hash with the user's id before you store it",
		"merged into master at 4f9c2e1ab7d3e8f0a1b2c3d4e5f60718293a4b5c",
		"the private repo moved; private: true in package.json",
		"salt: minion-03\nmaster: salt-master.corp.lan",
		"  develop 9c1e2f7 wip\n  master  4f9c2e1ab7d3 Fix the retry loop",
		"recovery 3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c completed\ncrc 0x1f3a9b2c",
		"revisions:\n  master: 4f9c2e1ab7d3e8f0a1b2c3d4e5f60718293a4b5c",
		"X-Shopify-Hmac-Sha256: 2cb4f7e9a1d3c5b7e9f1a3c5d7e9f1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5",
		"hmac_algorithm: HS512\nsigning: enabled",
		`{"shop": "acme.myshopify.com", "hmac": "2cb4f7e9a1d3c5b7e9f1a3c5d7e9f1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5", "timestamp": "1733000000"}`,
		`{"hmac": "Xj3Yq9Lm2Kv7Tp4Wn8Rb5Hc6Jd1Fg0Ae3Ui7Oa2Lq5Z="}`,
		"pepper: ${PEPPER}",
		// An API id that names an app: a number, a short id.
		"TELEGRAM_API_ID=19283746",
		"api_id: a8k2m9x4qz",
		"apiId: 42",
		// A word that ends in "pass", a numbered pin, a hashed root password.
		"bypass: true\ncompass = north",
		"GPIO_PIN3=17",
		"pass1: complete\npass2: complete, 3 warnings",
		"boardctl set --gpio-pin 17 --mode out",
		"access_code_length: 6\npairing_code_ttl: 300",
		"we need access code reviews before the release",
		"rootpw {CRYPT}$6$rounds=5000$usesomesillystri$D4IrlXatmP7rx3P3InaxBeoomnAihCKRVQP22JZ6EY47Wc6BkroIuUUBOov1i.S5KPgErtP/EN5mcO.ChWQW21",
		"the key1 and key2 rows hold the primary and secondary keys",
		// A code that is no secret, a list of codes that are statuses.
		"error_code: 4031\nstatus_codes: [200, 201, 204]",
		"the answer is 42, said the security review",
		// A crc that is a checksum.
		"firmware.bin crc32 9f8e7d6c, size 4096",
		// A label line followed by a path, a version, a fingerprint.
		"where is the token file? here:\n/var/run/secrets/token",
		"which key? this one:\nSHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s",
		"the password rules are:\nMinLength12",
		"the password policy, here:\n```\nMinLength=12\n```",
		"la contraseña del wifi, aquí está:\nen la nevera",
		// A password word in another language before a word.
		"lozinka je u sefu",
		"sunucu şifresi: yönetici biliyor",
		"usa el nombre como contraseña",
		"nimm den Namen als Passwort",
		"utilise ton prénom comme mot de passe",
		"비밀번호를 바꿨어",
		"把密码改成更长的了",
		"jelszó: lásd a széfben",
		"he is on parole until 2027 and the parole board meets in March",
		"la parole est à la défense",
		"palvelimen salasana on vaihdettu eilen",
		"parool on seifis",
		// A closing tag, and a key named by its file's path.
		"<privateKey>/home/bot/.ssh/id_rsa</privateKey><id>gh</id>",
		"<apiToken></apiToken><description>Zq8vLm2Xw9Pk4Rt7Hb3nQ6sD-release-notes</description>",
		// A ConfigMap's data; a TLS Secret's certificate; a Secret's placeholders.
		"kind: ConfigMap\ndata:\n  APP_MODE: cHJvZHVjdGlvbmZvcmV2ZXI=\n  endpoint: https://api.example.org/v1/status",
		"kind: Secret\ntype: kubernetes.io/tls\ndata:\n  tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJrVENCK3dJSkFKb3FvNXRGMHVQQk1BMEdDU3FHU0liM0RRRUJDd1VBTUJReEVqQVFCZ05WQkFNTUNXeHZZMkZz",
		"kind: Secret\ndata:\n  password: <base64>\n  token: ${TOKEN_B64}",
		// An empty password before the next pair.
		"host=db password= port=5432 sslmode=disable",
	})
}

// Variants of the classes the study half of secrets-fresh-5.jsonl exposed,
// in other tools, vendors and languages than its rows: each secret goes.
func TestClasses8Fresh5Variants(t *testing.T) {
	checkRedacted(t, leakCases(map[string]string{
		// A Go MySQL DSN, which names no scheme.
		`db, _ := sql.Open("mysql", "reporting:Qv7!Lm2Xz9@tcp(10.0.4.2:3306)/bi")`: "Qv7!Lm2Xz9",
		"DSN=app:Hx8Kq3Zm7@unix(/var/run/mysqld/mysqld.sock)/shop":                 "Hx8Kq3Zm7",
		// A key named with its encoding.
		"master_kek_hex: 9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d1f": "9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d1f",
		"SIGNING_KEY_B64=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg":                           "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg",
		// A recovery code labelled by "recovery", a key share on a keyholder's line.
		`{"recovery": "7KQ2-PX9M-4TZR-8WLD"}`:                                    "7KQ2-PX9M-4TZR-8WLD",
		"unseal share for custodian 3: 03-a7c1e9f2b4d6082e4a6c8e0f2b4d6a8c1e3f5": "03-a7c1e9f2b4d6082e4a6c8e0f2b4d6a8c1e3f5",
		// A password in wide quotes, a qualifier in another script, Finnish "on".
		"管理画面のパスワードは『Hoshi_zora88』です":              "Hoshi_zora88",
		"la contraseña es «Tortuga!77» y no entra": "Tortuga!77",
		"пароль для базы на проде — Lisa2024!x":    "Lisa2024!x",
		"η κωδικός του wifi είναι Thalassa#9":      "Thalassa#9",
		"la password dell'admin è Gelato?58":       "Gelato?58",
		"salasana on kuusi7puuta":                  "kuusi7puuta",
		// A modem's SIM PIN.
		"AT+CPIN=4417": "4417",
		// A password piped into a command that reads it from stdin.
		"printf '%s' 'Hq8#Lm2Zx7' | sudo -S systemctl restart nginx": "Hq8#Lm2Zx7",
		"echo Kv7Qz2Lm9Xw | passwd --stdin deploy":                   "Kv7Qz2Lm9Xw",
		"echo \"Zt3!Lq8Vm2\" | kinit -V etl@CORP.EXAMPLE.ORG":        "Zt3!Lq8Vm2",
		// A CLI's positional user and password, a Redis ACL rule's ">password".
		"poetry config http-basic.gitlab ci-bot Wq8Lz3Km7Xv":   "Wq8Lz3Km7Xv",
		"acl setuser reporter on >Tn4Kq9Zx2Lm ~reports:* +get": "Tn4Kq9Zx2Lm",
		"user cache-writer on >Bv7Lq2Zm8Xk ~cache:* +@write":   "Bv7Lq2Zm8Xk",
		// A token an API takes in its path, right after its version.
		"curl -d @m.json https://iot.acme.dev/api/v2/Hk7Qz2Lm9Xw4Vt8Rp3Nb/attributes": "Hk7Qz2Lm9Xw4Vt8Rp3Nb",
		// A credential name given an object whose "value" field holds it.
		`{"api_token": {"sensitive": true, "value": "Rz4Kx9Lq2Vm7Tp3W"}}`: "Rz4Kx9Lq2Vm7Tp3W",
	}))
}

// The look-alike twins of TestClasses8Fresh5Variants' classes.
func TestClasses8Fresh5LookAlikes(t *testing.T) {
	checkKept(t, []string{
		`db, _ := sql.Open("mysql", "reporting@tcp(10.0.4.2:3306)/bi")`,
		"kek_id: projects/p/locations/eu/keyRings/r/cryptoKeys/k\nkek_pem: /etc/kms/kek.pem",
		"tls:\n  private_key: ~/.config/acme/tls.key\n  signing_key_hex: ./keys/signing.hex",
		"recovery: enabled\nrecovery_window_days: 7",
		"please share the doc 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms with the team",
		"パスワードは「管理者に聞いてください」",
		"пароль для базы на проде — в хранилище",
		"das Passwort für Jürgen ist geändert",
		"heslo na wifi je napsané na lednici",
		"la password dell'utente è scaduta",
		"ο κωδικός του wifi είναι γραμμένος στο ψυγείο",
		"hasło do serwera jest zapisane w sejfie",
		"the password on prod01 expired yesterday",
		"salasana on vaihdettu",
		"AT+CPIN? returns READY",
		"per the AWS docs the sample key id is AKIAIOSFODNN7EXAMPLE",
		"echo $DEPLOY_PW | sudo -S true",
		"GET https://api.acme.dev/api/v1/users/42/orders and /api/v2/5f8d0d55b54764421b7156c3/items",
		"https://tb.acme.dev/api/v1/3f2b9c1e-8a7d-4e6f-b5c4-1d2e3f4a5b6c/telemetry",
		"https://api.acme.dev/api/v1/accountSettings/notificationPreferences",
		"echo hello | kinit-wrapper --dry-run",
		"poetry config http-basic.gitlab ci-bot",
		"acl setuser reporter on nopass ~reports:* +get",
		"user default on #e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 ~* +@all",
		`{"api_token": {"sensitive": true, "value": "${TF_VAR_api_token}"}}`,
		"NAME              SHA                     UPDATED\nSTRIPE_API_KEY    7c1e9a40f2b3d58e        1d ago",
		"REPOSITORY   TAG     IMAGE ID       SIZE\napi-secret   2.1.0   3f9a8b7c6d5e   88MB",
	})
}
