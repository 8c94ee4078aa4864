package redact_test

import "testing"

// Variants of the classes redact13 closed from secrets-fresh-9.jsonl:
// recovery codes listed under the file or heading that names them, and a
// seed phrase after an aside between its label and its colon.
var classes13ListsLeaks = map[string]string{
	"$ cat gitlab-recovery-codes.txt\nq7kd2-mzpa9\nvbxre-tq4lw\n3hfnw-8pzsk\nmwy2c-lk9ad":                                                         "vbxre-tq4lw",
	"## Backup codes\n\n- 4k9d-pq2x\n- mzvt-hwra\n- 8wq3-jd7c\n- t2nx-6bfe":                                                                       "mzvt-hwra",
	"**Recovery codes**\n7f3k9q2m\n8x2c4v6b\nq1w2e3r4\n5t6y7u8i":                                                                                  "8x2c4v6b",
	"nextcloud-backup-codes.md\nAB3DE-FGH7J\nKLMNP-QRSTV\n9WXYZ-2CDFG\nH4JKL-MN5PQ":                                                               "KLMNP-QRSTV",
	"seed phrase for the test wallet, write it down: orbit velvet canal estate shrug lumber pioneer ankle tribe coconut marble ozone":             "orbit velvet canal estate shrug lumber pioneer ankle tribe coconut marble ozone",
	"mnemonic (ledger, staging) - keep it offline: hollow crane dial wisdom fabric tunnel motor pledge guitar amber slogan ripple":                "hollow crane dial wisdom fabric tunnel motor pledge guitar amber slogan ripple",
	"Wiederherstellungs-Seed der Wallet, bitte aufschreiben: walnut pepper dragon rescue timber oyster gallery vendor blossom quota ember sphere": "walnut pepper dragon rescue timber oyster gallery vendor blossom quota ember sphere",
}

var classes13ListsKept = []string{
	"$ cat recovery-codes.txt\nusage-notes\nsee-the-wiki\nrotate-yearly",
	"## Backup codes\n\nGenerate them in Settings > Security and print them.",
	"recovery-codes.md\nwhere-to-find-them\nhow-to-regenerate\nwhen-they-expire",
	"seed phrase for the test wallet, write it down: never store it in git or in the notes app",
	"mnemonic for the demo, as the docs say: twelve words from the list, spaced by blanks",
	"hardhat's default mnemonic, the same on every machine: test test test test test test test test test test test junk",
	"BIP-39 vector from the spec, used in unit tests: abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
	"seed phrase of anvil's dev accounts, for local use: test test test test test test test test test test test junk",
}

func TestClasses13Lists(t *testing.T) {
	checkRedacted(t, leakCases(classes13ListsLeaks))
	checkKept(t, classes13ListsKept)
}

// An HTML attribute that names an element for code and styles (for=, id=,
// class=, aria-*, data-*) before the caption a form shows is no key and
// value; a property's name= before its text keeps naming a secret.
var classes13CaptionsLeaks = map[string]string{
	`<property name="hibernate.connection.password">Qz8!vLm2Xr</property>`: "Qz8!vLm2Xr",
	`<entry key="smtp.password">Tk4#Wp7vQz</entry>`:                        "Tk4#Wp7vQz",
	`<span id="api-token">tk_9Lm2Qx7vPzRt4WkN8a</span>`:                    "tk_9Lm2Qx7vPzRt4WkN8a",
}

var classes13CaptionsKept = []string{
	`<label for="pw">Password</label>`,
	`<label htmlFor="apiKey">API key</label>`,
	`<th class="token">Token</th><th class="expires">Expires</th>`,
	`<span id="secret-hint" aria-live="polite">Enter your secret</span>`,
	`<div data-field="passphrase">Passphrase (optional)</div>`,
}

func TestClasses13Captions(t *testing.T) {
	checkRedacted(t, leakCases(classes13CaptionsLeaks))
	checkKept(t, classes13CaptionsKept)
}

// Variants of the classes secrets-classes-9.jsonl found open: Laravel's key
// pasted bare, a relative clause or "just" before a credential's value, an
// arrow in a note, and the ids Twilio gives what an account makes.
var classes13WidenLeaks = map[string]string{
	"copied from sail artisan key:generate --show → base64:Qz8vLm2Xr9Tk4Wp7Hs3Jd6Fg1Nb5Vc0Qa8Zx2Lm7Kp4R=": "base64:Qz8vLm2Xr9Tk4Wp7Hs3Jd6Fg1Nb5Vc0Qa8Zx2Lm7Kp4R=",
	"'key' => 'base64:Tk4Wp7Hs3Jd6Fg1Nb5Vc0Q==',":                                                         "base64:Tk4Wp7Hs3Jd6Fg1Nb5Vc0Q==",
	"the wifi password we use is Otter!Lake77":                                                            "Otter!Lake77",
	"the deploy token you gave me is tk9Lm2Qx7vPzRt4WkN8a":                                                "tk9Lm2Qx7vPzRt4WkN8a",
	"the disk passphrase that I chose is simply amber falcon river stone":                                 "amber falcon river stone",
	"vpn pw -> Kx9mQ2wLz4":                "Kx9mQ2wLz4",
	"restic repo password → Zq8vLm2Xr9Tk": "Zq8vLm2Xr9Tk",
	"twilio.Client(\"AC3f9a1c7e5b2d4f8a6c0e9b1d3f5a7c9e\", \"9e7c5a3f1d9b0e6c8a4f2d5b7e3a1c9f\")": "9e7c5a3f1d9b0e6c8a4f2d5b7e3a1c9f",
}

var classes13WidenKept = []string{
	"Laravel reads APP_KEY; a value that starts with base64: is decoded first",
	"the image is inlined as data:image/png;base64,iVBORw0KGgo and cached",
	"the wifi password we use is the one on the fridge",
	"the passphrase you set is the same as the old laptop's",
	"the disk passphrase is just the usual, ask Dana",
	"vpn pw -> ask the helpdesk",
	"checkPassword :: Password -> Bool",
	"fn token(&self) -> &str { &self.token }",
	"calls.fetch(\"CA3f9a1c7e5b2d4f8a6c0e9b1d3f5a7c9e\")",
	"messages.get(sid=\"MM9e7c5a3f1d9b0e6c8a4f2d5b7e3a1c9f\")",
}

func TestClasses13Widen(t *testing.T) {
	checkRedacted(t, leakCases(classes13WidenLeaks))
	checkKept(t, classes13WidenKept)
}

// A second round: an auth scheme's literal joined to its credential, a
// command that prints a token above its output, a Romance "phrase" whose
// owner follows it; and what points elsewhere (a password manager, "see
// ...", a flag after a prompting flag).
var classes13Round2Leaks = map[string]string{
	`fetch(url, {headers: {"Authorization": "Bearer " + "tk9Lm2Qx7vPzRt4WkN8aZq"}})`:    "tk9Lm2Qx7vPzRt4WkN8aZq",
	`headers = [("Authorization", "Basic " + "YWRtaW46SGs3dlE5ekxtMlhy")]`:              "YWRtaW46SGs3dlE5ekxtMlhy",
	"$ gh auth token\ngho_Zq8vLm2Xr9Tk4Wp7Hs3Jd6Fg1Nb5Vc0Qa8Zx":                         "gho_Zq8vLm2Xr9Tk4Wp7Hs3Jd6Fg1Nb5Vc0Qa8Zx",
	"$ gcloud auth print-access-token\nya29.a0AfB_byZq8vLm2Xr9Tk4Wp7Hs3Jd6Fg1Nb5Vc0Qa8": "ya29.a0AfB_byZq8vLm2Xr9Tk4Wp7Hs3Jd6Fg1Nb5Vc0Qa8",
	"heroku auth:token\n\n3c9e1f7a-2b4d-4e6f-8a1b-9c2d3e4f5a6b":                         "3c9e1f7a-2b4d-4e6f-8a1b-9c2d3e4f5a6b",
	"la frase secreta del monedero es: río azul bajo la luna llena":                     "río azul bajo la luna llena",
	"la frase segreta della chiave è lupo grigio sotto la neve":                         "lupo grigio sotto la neve",
}

var classes13Round2Kept = []string{
	`fetch(url, {headers: {"Authorization": "Bearer " + token}})`,
	`headers = {"Authorization": "Basic " + base64.b64encode(creds).decode()}`,
	"$ gh auth token --help\nPrint the auth token gh uses for a hostname",
	"heroku auth:token\n ›   Error: not logged in",
	"la frase secreta del monedero está en el cofre de la oficina",
	"the admin password is in Bitwarden",
	`db_passphrase: "check the ops wiki"`,
	"psql --password --username=admin --host=db.internal",
}

func TestClasses13Round2(t *testing.T) {
	checkRedacted(t, leakCases(classes13Round2Leaks))
	checkKept(t, classes13Round2Kept)
}

// A placeholder after "passphrase is" marks where one goes, as it does
// after any other credential word; a passphrase of real words is redacted
// beside it.
var placeholderPassphraseLeaks = map[string]string{
	"the gpg passphrase is copper-lantern-drift-91":          "copper-lantern-drift-91",
	"the ssh key passphrase is sunny meadow rowboat fifteen": "sunny meadow rowboat fifteen",
}

var placeholderPassphraseKept = []string{
	"the gpg passphrase is <your-passphrase-here>",
	"the recovery passphrase is xxxx-xxxx-xxxx-xxxx",
	"the ssh key passphrase is YOUR_PASSPHRASE_HERE",
}

func TestPassphrasePlaceholdersKept(t *testing.T) {
	checkRedacted(t, leakCases(placeholderPassphraseLeaks))
	checkKept(t, placeholderPassphraseKept)
}
