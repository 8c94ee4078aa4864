package redact_test

import (
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/redact"
)

// A key given alone on its line, or wrapped onto two or three, whose
// neighbouring line names it a key, a secret, a token or a password, goes;
// bare hex lines whose neighbour names a checksum, a commit, a key's id or
// fingerprint, or a dump stay.
var classes24NeighbourLeaks = map[string]string{
	"here's the webhook signing secret, it wrapped:\n9c1f4e7a2b8d3f60a5e1c7d9b4f2a8e3\n6d0b5c9e1f7a3d8b2c4e6f0a9b1d7c35": "6d0b5c9e1f7a3d8b2c4e6f0a9b1d7c35",
	"9c1f4e7a2b8d3f60a5e1c7d9b4f2a8e36d0b5c9e1f7a3d8b\n^ that's the cookie secret for staging, don't lose it":            "9c1f4e7a2b8d3f60a5e1c7d9b4f2a8e36d0b5c9e1f7a3d8b",
	"new api token below\n  Qm7Rt2Vx9Kp4Lw8Zc3Nb6Hd1Fj5Gs0Ty\nrotate it after the demo":                                  "Qm7Rt2Vx9Kp4Lw8Zc3Nb6Hd1Fj5Gs0Ty",
	"ho incollato la chiave qui sotto (key hmac):\n`5e0a9c3f7b1d2e8a4c6f0b9d3e7a1c5f`":                                   "5e0a9c3f7b1d2e8a4c6f0b9d3e7a1c5f",
	"a3f09c2e7b5d1e8f4a6c0b9d3e2f7a1c\n4b8e0d6f2a9c1e7b3d5f0a8c6e4b2d91\nboth lines together are the master password":    "4b8e0d6f2a9c1e7b3d5f0a8c6e4b2d91",
	"the API key id and its secret, one a line:\nK7QV2XLM3RZ4WP6N\nTq7vK2mLx9Rz4Wp8Nb3Hc6Fd1Gs5Jy0TaUe":                  "Tq7vK2mLx9Rz4Wp8Nb3Hc6Fd1Gs5Jy0TaUe",
}

var classes24NeighbourKept = []string{
	"sha256sums:\n3b7e1c9a0f5d2e8b4a6c1f7d9e3b5a2c8f0d4e6b1a9c7e3f5d2b8a0c4e6f1d9b\n9f2d8b4e6a0c1f7e3b5d9a2c8e4f0b6d1a7c3e9f5b2d8a0e4c6f1b9d3a7e5c2f",
	"$ sha256sum release.tar.gz\n3b7e1c9a0f5d2e8b4a6c1f7d9e3b5a2c8f0d4e6b1a9c7e3f5d2b8a0c4e6f1d9b  release.tar.gz\nthe key is to compare it with the signed list",
	"sha256sum of the secrets archive:\n3b7e1c9a0f5d2e8b4a6c1f7d9e3b5a2c8f0d4e6b1a9c7e3f5d2b8a0c4e6f1d9b",
	"commits in this release:\n9fceb02d0ae598e95dc970b74767f19372d61af8\n4b825dc642cb6eb9a060e54bf8d69288fbee4904",
	"key id:\n3AA5C34371567BD2\nimport it with gpg --recv-keys",
	"the signing key's fingerprint:\n7A8ED978F278856DC478034A042148F026A03251",
	"xxd -p secret-free.bin gives\n48656c6c6f2c20776f726c64210a4865\nwhich is just the greeting",
	"request ids from the failing calls:\n7f3c9a1e5b2d8f4a\n0e6b2d9f4a8c1e7b\nnone of them reached the token service",
	"the token service answered with these trace ids\n7f3c9a1e5b2d8f4a6c0e9b3d",
	"the key fix landed in\n9fceb02d0ae598e95dc970b74767f19372d61af8\nand was cherry-picked to the release branch",
}

// An unsigned JWT (alg none, empty signature) authenticates nothing and is
// kept wherever it is assigned; the same claims signed under any alg go.
var classes24JWTLeaks = map[string]string{
	"export const SIGNED_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJxYS1ib3QiLCJyb2xlIjoiYWRtaW4iLCJpYXQiOjE3MTAwMDAwMDB9.jxKPEo8SjxKPEo8SjxKPEo8SjxKPEo8SjxKPEo8SjxI';":  "jxKPEo8SjxKPEo8SjxKPEo8SjxKPEo8SjxKPEo8SjxI",
	"ACCESS_TOKEN=eyJhbGciOiJub25lIn0.eyJzdWIiOiJmaXh0dXJlLXVzZXItNyIsInNjb3BlIjoicmVhZCJ9.jxKPEo8SjxKPEo8SjxKPEo8SjxKPEo8SjxKPEo8SjxI":                                                 "eyJzdWIiOiJmaXh0dXJlLXVzZXItNyIsInNjb3BlIjoicmVhZCJ9",
	"curl -H 'Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJxYS1ib3QiLCJyb2xlIjoiYWRtaW4iLCJpYXQiOjE3MTAwMDAwMDB9.jxKPEo8SjxKPEo8SjxKPEo8SjxKPEo8SjxKPEo8SjxI'": "eyJzdWIiOiJxYS1ib3QiLCJyb2xlIjoiYWRtaW4iLCJpYXQiOjE3MTAwMDAwMDB9",
}

var classes24JWTKept = []string{
	"export const SIGNED_TOKEN = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJub25lIn0.eyJzdWIiOiJxYS1ib3QiLCJyb2xlIjoiYWRtaW4iLCJpYXQiOjE3MTAwMDAwMDB9.';",
	"ACCESS_TOKEN=eyJhbGciOiJub25lIn0.eyJzdWIiOiJmaXh0dXJlLXVzZXItNyIsInNjb3BlIjoicmVhZCJ9.",
	`{"token": "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJmaXh0dXJlLXVzZXItNyIsInNjb3BlIjoicmVhZCJ9."}`,
}

// TestClasses24Variants: every class's secrets go.
func TestClasses24Variants(t *testing.T) {
	checkRedacted(t, leakCases(classes24NeighbourLeaks))
	checkRedacted(t, leakCases(classes24JWTLeaks))
}

// TestClasses24LookAlikes: every paired look-alike stays byte for byte.
func TestClasses24LookAlikes(t *testing.T) {
	checkKept(t, classes24NeighbourKept)
	checkKept(t, classes24JWTKept)
}

// The fifteenth writer's places: a curl user flag bundled after its
// no-argument flags, Dutch chat's "ww", a setup key read out in groups of
// four; their look-alikes: a Terraform reference, a verb that says where a
// secret is kept, a prompt left to curl, "www", groups of words.
var classes24PlacesLeaks = map[string]string{
	"  301  curl -sku admin:Rv8#mTq2Lx https://jenkins.corp.example/api/json": "Rv8#mTq2Lx",
	"curl -sSLu 'ops:Wq7!vK3zLm' https://grafana.corp.example/api/dashboards": "Wq7!vK3zLm",
	"de vpn: gebruiker pvdberg ww Zon4!Strand9":                               "Zon4!Strand9",
	"ww=Fiets#2024Gracht":                                                       "Fiets#2024Gracht",
	"backup 2FA secret: MFQW 4ZDB NRXG 2Y3T EB5W":                               "MFQW 4ZDB NRXG 2Y3T EB5W",
	"the authenticator key is q7tv 2xlm 5rz4 wp6n 3kbc so we can all get codes": "q7tv 2xlm 5rz4 wp6n 3kbc",
	"resource \"aws_db_instance\" \"x\" {\n  password = \"db.admin.Pw7!q\"\n}":  "db.admin.Pw7!q",
	"spring.datasource.password=Qz8vT2kLm9Wx":                                   "Qz8vT2kLm9Wx",
}

var classes24PlacesKept = []string{
	"curl -su admin https://jenkins.corp.example/api/json   # curl asks for the password",
	"curl -sSL https://get.example.sh | sh",
	"see www.example.nl for the opening hours",
	"the key is TODO then fix the rest of the list",
	"master_password = random_password.rds_master.result",
	"password = var.db_password",
	"db_password = module.secrets.db_password",
	"value = data.aws_ssm_parameter.db_password.value",
	"the token lives in 1Password under Ops",
	"api key: goes in the .env, never in git",
}

// TestClasses24Places: the places' secrets go, their look-alikes stay.
func TestClasses24Places(t *testing.T) {
	checkRedacted(t, leakCases(classes24PlacesLeaks))
	checkKept(t, classes24PlacesKept)
}

// The second round's classes: a .pgpass field's escaped colon, a salt
// given through PHP's define, oathtool's key argument, a changed password
// given as "the new one" in another language, CouchDB's [admins] entries,
// a recovery phrase as a numbered list; their look-alikes: a key read from
// elsewhere, an HMAC's hash named, a password's format described, CouchDB's
// hashed admin, a numbered list of other words.
var classes24RoundTwoLeaks = map[string]string{
	"staging.db.internal:6432:*:app:Kv8\\:q2\\:Lm7x":                        "Kv8\\:q2\\:Lm7x",
	"define( 'LOGGED_IN_SALT', 'a#9Kq!vT2x@Lm7^Rz4&Wp8*Nb3(Hc6)Fd1%Gs5' );": "a#9Kq!vT2x@Lm7^Rz4&Wp8*Nb3(Hc6)Fd1%Gs5",
	"oathtool -b --totp -d 8 NBSWY3DPO5XXE3DE":                              "NBSWY3DPO5XXE3DE",
	"ho cambiato la password del wiki, la nuova è Pino!Nero33":              "Pino!Nero33",
	"wachtwoord van de NAS gewijzigd, de nieuwe is Molen#Wind55":            "Molen#Wind55",
	"cambié la contraseña del router; la nueva es Playa!Sol81":              "Playa!Sol81",
	"[couchdb]\nsingle_node=true\n\n[admins]\nops = Gx4!vKq9Tz2m":           "Gx4!vKq9Tz2m",
	"wallet backup:\n1) glimpse\n2) orbit\n3) fiber\n4) canyon\n5) ritual\n6) lumber\n7) shadow\n8) pledge\n9) artist\n10) voyage\n11) tornado\n12) velvet": "tornado",
}

var classes24RoundTwoKept = []string{
	"staging.db.internal:6432:*:app:*",
	"oathtool --totp -b \"$OTP_SEED\"",
	"TOTP_ALGORITHM=SHA256",
	`{"cmd": "oathtool --totp -b \"$OTP_SEED\""}`,
	`columns := []string{"signing_salt", "Vk7qT2xLm9Rz4Wp8Nb3H"}`,
	"recovery codes are 10 characters, in two groups of five",
	"la password del wiki è cambiata, la nuova è nel vault",
	"[admins]\nadmin = -pbkdf2-6a8f3c2e9b1d4f7a0c5e8b2d6f9a1c4e7b0d3f5a,0c5e8b2d6f9a1c4e7b0d3f5a6a8f3c2e,10",
	"[log]\nlevel = warning\nfile = /var/log/couchdb/couch.log",
	"steps:\n1. clone the repo\n2. run make\n3. open the app",
	"1. abandon 2. ability 3. able 4. about 5. above 6. absent 7. absorb 8. abstract 9. absurd 10. abuse 11. access 12. accident",
}

// TestClasses24RoundTwo: the second round's secrets go, its look-alikes stay.
func TestClasses24RoundTwo(t *testing.T) {
	checkRedacted(t, leakCases(classes24RoundTwoLeaks))
	checkKept(t, classes24RoundTwoKept)
}

// The third round's classes: HTTPie's -a user:SECRET, an access code in
// Dutch or German, a WIF key behind Electrum's script type; look-alikes:
// HTTPie prompting, wget's --ask-password, an Electrum address.
var classes24RoundThreeLeaks = map[string]string{
	"https --auth=svc:Tn4!vKq8Lz2m POST api.corp.example/jobs":                                   "Tn4!vKq8Lz2m",
	"http -a 'admin:Wr7#kLm2Qz9v' :8080/actuator/env":                                            "Wr7#kLm2Qz9v",
	"Changing password for user [kibana_system]\nNew value: Hx7#kTq2Lz9mW4":                      "Hx7#kTq2Lz9mW4",
	"de toegangscode voor de serverruimte is 739154":                                             "739154",
	"der Zugangscode ist 602718":                                                                 "602718",
	"electrum -w hot restore 'p2wpkh-p2sh:L1aW4aubDFB7yfras2S1mN3bqg9nwySY8nkoLmJebSLD5BWv3ENZ'": "L1aW4aubDFB7yfras2S1mN3bqg9nwySY8nkoLmJebSLD5BWv3ENZ",
}

var classes24RoundThreeKept = []string{
	"http -a admin :8080/actuator/env   # HTTPie asks for the password",
	"Setting updated for index [logs-2026.03]\nNew value: 3 replicas",
	"cluster.routing.allocation.enable changed\nNew value: primaries_only",
	"wget --ask-password --user=ops https://files.corp.example/backup.tar",
	"curl --no-password-prompt https://status.corp.example",
	"electrum getaddresshistory bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
	"the toegangscode is changed every month by facilities",
}

// TestClasses24RoundThree: the third round's secrets go, its look-alikes stay.
func TestClasses24RoundThree(t *testing.T) {
	checkRedacted(t, leakCases(classes24RoundThreeLeaks))
	checkKept(t, classes24RoundThreeKept)
}

// TestClasses24MarkerNamesNothing: a redaction marker on a token line's
// neighbour names nothing, so a second run over redacted text keeps the bare
// hex line the first run kept; a neighbour that names a key in its own words
// still takes it.
func TestClasses24MarkerNamesNothing(t *testing.T) {
	const hex = "52f869c8e0cccc622e7a077658bf2326"
	once, _ := redact.Text("got sk_live_51HqLyjWDarjtT1zdp7dcXnEnq3bXyZabcdEF from ops\n" + hex + "\nok")
	if twice, _ := redact.Text(once); twice != once || !strings.Contains(once, hex) {
		t.Errorf("run once %q, twice %q: want the hex line kept both times", once, twice)
	}
	if named, _ := redact.Text("got the stripe key from ops\n" + hex + "\nok"); strings.Contains(named, hex) {
		t.Errorf("%q: want the hex line its neighbour names a key redacted", named)
	}
}
