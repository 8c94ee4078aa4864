package redact_test

import "testing"

// Credential words of config files the name parts did not know (SSSD's
// authtok, Duo's skey and akey, short spellings of "password"), and an
// access code in Spanish or Portuguese, or named with a German contracted
// preposition, go; the same files' ids, types and placeholders stay.
var classes25ConfigWordLeaks = map[string]string{
	"[domain/corp.local]\nldap_default_authtok = Wm4xQp8ZrT2vLk9N":                        "Wm4xQp8ZrT2vLk9N",
	"pam_sss: authtok = Rq7!vLm2Xz9p":                                                     "Rq7!vLm2Xz9p",
	"[duo]\nikey = DIZ3Q8W4T9KLMNB5VCX2\nskey = hW2qR9tZpX4mK7vN3bL8yC5dF6gJ1sA0eQ2uI9oP": "hW2qR9tZpX4mK7vN3bL8yC5dF6gJ1sA0eQ2uI9oP",
	"[duo]\nikey = DIZ3Q8W4T9KLMNB5VCX2\nakey = Tq3Wm8Zp2Xv7Lk9Nb4Rc6Yd1Hf5Gj0Ks2Ae9Ui3O": "Tq3Wm8Zp2Xv7Lk9Nb4Rc6Yd1Hf5Gj0Ks2Ae9Ui3O",
	"db_pswd = Kq8!zWm2Xp":                                  "Kq8!zWm2Xp",
	"pword: Tq7#mWz2Lx":                                     "Tq7#mWz2Lx",
	"Zugangscode fürs Lager: 602718":                        "602718",
	"el código de acceso del almacén: 739102":               "739102",
	"o código de acesso do portão é 482913":                 "482913",
	"das Passwort aufs NAS lautet Kiefer!Wald88":            "Kiefer!Wald88",
	"la contraseña al servidor de pruebas es Mar1posa#2024": "Mar1posa#2024",
	"a senha pro wi-fi do escritório: Jabuticaba_42":        "Jabuticaba_42",
	"PIN für's Handy: 4821":                                 "4821",
}

var classes25ConfigWordKept = []string{
	"[duo]\nikey = DIZ3Q8W4T9KLMNB5VCX2\nhost = api-1a2b3c4d.duosecurity.com",
	"ldap_default_authtok_type = password",
	"skey = <your Duo secret key>",
	"ldap_default_authtok = ${SSSD_BIND_PW}",
	"the code of conduct: be kind",
	"el código de acceso está en el sobre de recepción",
	"a senha pro wi-fi do escritório está colada na geladeira",
}

// TestClasses25ConfigWords: the config files' credential words take their
// values; their neighbours, types and placeholders stay.
func TestClasses25ConfigWords(t *testing.T) {
	checkRedacted(t, leakCases(classes25ConfigWordLeaks))
	checkKept(t, classes25ConfigWordKept)
}

// References and templates that carry no value stay: a placeholder whose
// own text holds a credential word, a PEM block whose body is a bracketed
// placeholder, a DKIM record's public key, the variable a Jenkins step
// binds a secret to, a password scheme's name, Postfix's lookup table. Their
// twins with a value go.
var classes25ReferenceLeaks = map[string]string{
	"stringData:\n  DB_PASSWORD: <db-password>\n  API_TOKEN: Zq8Wm3Xv5Tp2Nk7Lr4Yb9Jh6": "Zq8Wm3Xv5Tp2Nk7Lr4Yb9Jh6",
	"<password>Wq8zR3vLt6mKx2Np</password>":                                            "Wq8zR3vLt6mKx2Np",
	"-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBkg4LVWM9nuwNSk3yByxZpYRTBnVJk5DPkUQy7NHc4BoAoGCCqGSM49\nAwEHoUQDQgAEOyGHV7wsMbJ5RbhI9Oy3GiKS6ul1gFgwKCbDtDGcBmFnPNzUgbxx\n-----END EC PRIVATE KEY-----":   "MHcCAQEEIBkg4LVWM9nuwNSk3yByxZpYRTBnVJk5DPkUQy7NHc4BoAoGCCqGSM49",
	"p=MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKjMzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6dVMvDuictGeurT8jNbvJZHtCSuYEvuNMoSfm76oqFvAp8Gy0iz5sxjZmSnXyCdPEovGhLa0VzMaQ8s+CLOyS56YyCFGeJZ": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
	"withCredentials([usernamePassword(credentialsId: 'nexus', usernameVariable: 'U', passwordVariable: 'P')]) { password = 'Hq7!mZx2Vp9w' }":                                                            "Hq7!mZx2Vp9w",
}

var classes25ReferenceKept = []string{
	"stringData:\n  DB_USER: <db-user>\n  DB_PASSWORD: <db-password>\n  DB_HOST: db.internal",
	"kind: Secret\nstringData:\n  SMTP_USER: <from-the-vault>\n  SMTP_PASS: <smtp-relay-password>",
	"-----BEGIN EC PRIVATE KEY-----\n<paste it here>\n-----END EC PRIVATE KEY-----",
	"-----BEGIN PRIVATE KEY-----\n<contents of AuthKey_ZQ8WM3XV5T.p8>\n-----END PRIVATE KEY-----",
	"default._domainkey IN TXT \"v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDwIRP/UC3SBsEmGqZ9ZJW3/DkMoGeLnQg1fWn7/zYtIxN2SnFCjxOCKG9v3b4jYfcTNh5ijSsq631uBItLa7od+v/RtdC2UzJ1lWT947qR+Rcac2gbto/NMqJ0fzfVjH4OuKhitdY9tf6mcwGjaNBcWToIMmPSPDdQPNUYckcQ2QIDAQAB\"",
	"withCredentials([sshUserPrivateKey(credentialsId: 'deploy-key', keyFileVariable: 'SSH_KEY', passphraseVariable: 'SSH_PASS')])",
	"withCredentials([usernamePassword(credentialsId: 'docker-hub', usernameVariable: 'DH_USER', passwordVariable: 'DH_PASS')])",
	"default_pass_scheme = SHA512-CRYPT",
	"default_pass_scheme = PLAIN",
	"smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd",
}

// TestClasses25References: a reference or a template stays; a value beside
// one goes.
func TestClasses25References(t *testing.T) {
	checkRedacted(t, leakCases(classes25ReferenceLeaks))
	checkKept(t, classes25ReferenceKept)
}

// A password a mail or database server stores as typed: after a plain
// scheme's tag (Dovecot's {PLAIN}, {CLEARTEXT}), in a Postfix sasl_passwd
// entry, in the body of a CouchDB admin's config PUT. A hashed scheme's
// value, a log line shaped like an entry, a relayhost setting and another
// setting's body stay.
var classes25StoredLeaks = map[string]string{
	"alice@example.org:{PLAIN}Sunflower77!::::::":                                                           "Sunflower77!",
	"bob:{CLEARTEXT}Gr4pe-Vine-92:1001:1001::/home/bob::":                                                   "Gr4pe-Vine-92",
	"passdb {\n  driver = static\n  args = password={plain}Tq8mW2zXv5pL\n}":                                 "Tq8mW2zXv5pL",
	"[mail.isp.net]:587 relay@shop.example:Ca7!pQz2Lm9x":                                                    "Ca7!pQz2Lm9x",
	"[smtp.mailgun.org] postmaster@mg.shop.example:Kz9!qWm3Xv7p":                                            "Kz9!qWm3Xv7p",
	"# /etc/postfix/sasl_passwd\nsmtp.gmail.com:587 alerts@shop.example:abcd efgh ijkl mnop":                "abcd efgh ijkl mnop",
	"curl -X PUT http://127.0.0.1:5984/_node/_local/_config/admins/ops -d '\"Kt5!vQm8Lz2x\"'":               "Kt5!vQm8Lz2x",
	"curl -s -X PUT $COUCH/_node/_local/_config/chttpd_auth/secret --data \"\\\"9f3b7c1a5e8d2f4b6a0c\\\"\"": "9f3b7c1a5e8d2f4b6a0c",
}

var classes25StoredKept = []string{
	"carol:{SHA512-CRYPT}$6$Xk3p9mW2$Qy7tZpR4nV8kL2cX5bM9wJ3hF6gD1sA0eQ2uI9oPzY4xT7rN5mK3jH8gF2dS6aL0qW9eR1tY3uI5oP7::::::",
	"dave:{PLAIN-MD5}1a1dc91c907325c69271ddf0c944bc72::::::",
	"eve:{PLAIN}<password>::::::",
	"userPassword: {SSHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=",
	"[app.js] level:info",
	"[main.go]:12 error:timeout",
	"relayhost = [smtp.sendgrid.net]:587",
	"[smtp.example.com]:587 user@example.com:<app password>",
	"curl -X PUT http://127.0.0.1:5984/_node/_local/_config/log/level -d '\"debug\"'",
	"curl -X PUT http://127.0.0.1:5984/_node/_local/_config/admins/ops -d '\"<new-password>\"'",
}

// TestClasses25StoredPasswords: a password stored as typed goes; a hash,
// a placeholder and their look-alikes stay.
func TestClasses25StoredPasswords(t *testing.T) {
	checkRedacted(t, leakCases(classes25StoredLeaks))
	checkKept(t, classes25StoredKept)
}

// Code and logs that name a credential without holding one stay: a
// quoted shell expansion piped to a login, a one-line JSON log whose
// message holds a credential word, a stack frame's method, systemd's
// LoadCredential=ID:PATH. Their twins with a value go.
var classes25CodeLeaks = map[string]string{
	"{\"level\":\"error\",\"msg\":\"login failed\",\"user\":\"svc\",\"password\":\"Tz4#pWq8Xm2v\",\"ts\":1718200000}": "Tz4#pWq8Xm2v",
	"{\"msg\":\"auth ok\",\"token\":\"Zq8Wm3Xv5Tp2Nk7Lr4Yb9Jh6\"}":                                                    "Zq8Wm3Xv5Tp2Nk7Lr4Yb9Jh6",
	"{\"msg\":\"new api key\",\"key\":\"Zq8Wm3Xv5Tp2Nk7Lr4Yb9Jh6\"}":                                                  "Zq8Wm3Xv5Tp2Nk7Lr4Yb9Jh6",
	"{\"msg\":\"rotated the db password\", \"password\":\"Tz4#pWq8Xm2v\"}":                                            "Tz4#pWq8Xm2v",
	"echo \"Hq7!mZx2Vp9w\" | docker login -u ci --password-stdin registry.corp.example":                               "Hq7!mZx2Vp9w",
	"[Service]\nSetCredential=db:Yb6kTq9Wz3mN2":                                                                       "Yb6kTq9Wz3mN2",
	"at com.acme.Auth.login(Auth.java:42) with token sk_9Zq2Wm4Xv7Tp3Nk8Lr5Yb1Jh6Gf0Ds2Ae9Ui":                         "sk_9Zq2Wm4Xv7Tp3Nk8Lr5Yb1Jh6Gf0Ds2Ae9Ui",
}

var classes25CodeKept = []string{
	"deploy:\n  script:\n    - echo \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin $CI_REGISTRY",
	"printf '%s' '$VAULT_TOKEN' > /dev/null && vault login -method=token",
	"{\"level\":\"warn\",\"msg\":\"login failed\",\"user\":\"svc\",\"ip\":\"10.1.2.3\",\"ts\":1718200000}",
	"{\"level\":\"error\",\"err\":\"invalid api key\",\"key_prefix\":\"sk_live_\",\"request_id\":\"req_9f3b7c1a5e8d\"}",
	"{\"level\":\"info\",\"msg\":\"auth ok\",\"user\":\"svc\",\"method\":\"password\",\"latency_ms\":12}",
	"\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:613)",
	"  at com.acme.security.TokenVerifier9Impl.verifySignatureAndClaims2(TokenVerifier9Impl.kt:88)",
	"\tat org.springframework.security.web.authentication.UsernamePasswordAuthenticationFilter.attemptAuthentication(UsernamePasswordAuthenticationFilter.java:95)",
	"[Service]\nLoadCredential=db:/etc/app/db.pass\nLoadCredentialEncrypted=tls:/var/lib/app/tls.cred",
}

// TestClasses25CodeAndLogs: references in code and logs stay; values beside
// them go.
func TestClasses25CodeAndLogs(t *testing.T) {
	checkRedacted(t, leakCases(classes25CodeLeaks))
	checkKept(t, classes25CodeKept)
}

// A SealedSecret's encryptedData in its JSON form is sealed as its YAML
// form is, and stays; a plain Secret's data in JSON, and a value after the
// sealed object has closed, go.
var classes25SealedJSONLeaks = map[string]string{
	`{"kind":"Secret","data":{"password":"UzNjcjN0LVBhc3N3MHJkIQ=="}}`:                                                             "UzNjcjN0LVBhc3N3MHJkIQ==",
	`{"spec":{"encryptedData":{"a":"AgBy8hCF8Zq2Wm4Xv7Tp3Nk8Lr5Yb1Jh6Gf0Ds2Ae9Ui3Op7"},"stringData":{"password":"Hq7!mZx2Vp9w"}}}`: "Hq7!mZx2Vp9w",
}

var classes25SealedJSONKept = []string{
	`{"kind":"SealedSecret","spec":{"encryptedData":{"api-token":"AgAKx9Qp2MvL8rT4wN6yB3zF7hJ1sD5gK0cV9bX2nM4qP8wE6tR3yU7iO1aS5dF9gH2jK6lZ0xC4vB8nM2qW6eR0tY4uI8oP2aS6dF0gH4jK8lZ2xC6vB0nM4qW8eR2tY6uI0oP4aS8dF2gH6jK0lZ4xC8vB2nM6qW0eR4tY8uI2oP6"}}}`,
	"{\n  \"kind\": \"SealedSecret\",\n  \"spec\": {\n    \"encryptedData\": {\n      \"password\": \"AgBy3i4OJSWK+PiTySYZZA+1Vn3bbFMiQw9d7tg3NrREN3UJGDyL9nHi6Y0ld2wc1cJ6Qt8HL+vD7pNNWbU6jKsq4Wlzz5\"\n    }\n  }\n}",
}

// TestClasses25SealedJSON: a sealed map in JSON stays; plain values go.
func TestClasses25SealedJSON(t *testing.T) {
	checkRedacted(t, leakCases(classes25SealedJSONLeaks))
	checkKept(t, classes25SealedJSONKept)
}
