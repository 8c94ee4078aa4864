package redact_test

import "testing"

// solanaKey is a keypair's 64 random bytes as solana-keygen writes them.
const solanaKey = "174,47,154,16,202,193,206,113,199,190,53,133,169,175,31,56,222,53,138,189,224,216,117,173,10,149,53,45,73,251,237,246,15,185,186,82,177,240,148,69,241,227,167,80,141,89,240,121,121,35,172,247,68,251,226,218,48,63,176,109,168,89,238,135"

// Key bytes whose name is on the line above, with the array indented under
// it, or pretty-printed over several lines: the name still owns them. The
// same layouts under a palette or a table of offsets stay.
var classes14KeyBytesLeaks = map[string]string{
	"secretKey:\n  [" + solanaKey + "]":                                       "202,193,206,113",
	"wallet keypair (id.json)\n\t[" + solanaKey + "]":                         "202,193,206,113",
	"\"secretKey\": [\n  " + solanaKey[:97] + "\n  " + solanaKey[98:] + "\n]": "202,193,206,113",
	"signer = [\n    " + solanaKey + ",\n]":                                   "202,193,206,113",
	"$ cat ~/.config/solana/id.json\n    [" + solanaKey + "]\n":               "202,193,206,113",
}

var classes14KeyBytesKept = []string{
	"palette:\n  [" + solanaKey + "]",
	"\"samples\": [\n  " + solanaKey[:97] + "\n  " + solanaKey[98:] + "\n]",
	"secretKey:\n  [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32]",
}

func TestClasses14KeyBytes(t *testing.T) {
	checkRedacted(t, leakCases(classes14KeyBytesLeaks))
	checkKept(t, classes14KeyBytesKept)
}

// A login verb's arguments redacted where they stand: a token given twice,
// or a key id that is part of the key, leaves no copy behind; a host and a
// flag after the verb stay.
var classes14PositionalLeaks = map[string]string{
	"snyk auth 9f3Kx2Lm8Qp4Rt7Wz1Nb5Vc 9f3Kx2Lm8Qp4Rt7Wz1Nb5Vc":                                 "9f3Kx2Lm8Qp4Rt7Wz1Nb5Vc",
	"b2 authorize-account K005Lm9Qx2Rt7Wz8Nb1Vc5 Lm9Qx2Rt7Wz8Nb1Vc5":                            "Lm9Qx2Rt7Wz8Nb1Vc5",
	"wg genkey printed Lm9Qx2Rt7Wz8Nb1Vc5Kx3Pq6Jy4Hs0Dz4ab Kx3Pq6Jy4Hs0Dz4abLm9Qx2Rt7Wz8Nb1Vc5": "Kx3Pq6Jy4Hs0Dz4abLm9Qx2Rt7Wz8Nb1Vc5",
}

var classes14PositionalKept = []string{
	"argocd login cd.example.com --grpc-web",
	"vault operator unseal -status",
}

func TestClasses14Positional(t *testing.T) {
	checkRedacted(t, leakCases(classes14PositionalLeaks))
	checkKept(t, classes14PositionalKept)
}

// A real recovery phrase after a wallet's words or a flag named for it
// goes; the development phrases every wallet's docs print (Hardhat's and
// Anvil's, BIP-39's vectors) stay wherever they are labelled, and a list
// of words or a sentence about the words stays.
var classes14SeedLeaks = map[string]string{
	"my ledger words: ozone drill grab fiber curtain grace pudding thank cruise elder eight picnic":                       "ozone drill grab fiber curtain grace pudding thank cruise elder eight picnic",
	"recovery words: walnut pepper dragon rescue timber oyster gallery vendor blossom quota ember sphere":                 "walnut pepper dragon rescue timber oyster gallery vendor blossom quota ember sphere",
	"twelve words for the metamask vault: hollow crane dial wisdom fabric tunnel motor pledge guitar amber slogan ripple": "hollow crane dial wisdom fabric tunnel motor pledge guitar amber slogan ripple",
	`ganache --mnemonic "myth like bonus scare over problem client lizard pioneer submit female collect"`:                 "myth like bonus scare over problem client lizard pioneer submit female collect",
	`gpg --batch --passphrase "blue elephant dances quietly" -c notes.txt`:                                                "blue elephant dances quietly",
	"the seed phrase is `muffin lunar jungle wrist pepper sketch orbit cactus decline exotic decline lunar`":              "muffin lunar jungle wrist pepper sketch orbit cactus decline exotic decline lunar",
	// 24 words that repeat three, as one real seed in about 2,500 does: a
	// long phrase needs a repeat for every four words to be public.
	"seed phrase: orbit velvet canal estate shrug lumber pioneer ankle tribe coconut marble ozone orbit drill grab fiber curtain grace pudding canal cruise elder eight orbit": "orbit velvet canal estate shrug lumber pioneer ankle tribe coconut marble ozone orbit drill grab fiber curtain grace pudding canal cruise elder eight orbit",
}

var classes14SeedKept = []string{
	"mnemonic: test test test test test test test test test test test junk",
	`hardhat's default mnemonic is "test test test test test test test test test test test junk"`,
	"seed phrase: abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
	`MNEMONIC="legal winner thank year wave sausage worth useful legal winner thank yellow"`,
	"seed: legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth title",
	`anvil --mnemonic "test test test test test test test test test test test junk"`,
	"stop words: able about above across after again against along also among another any",
	"the 12 words are in the fireproof safe at home",
	"gpg --passphrase-file ~/.gpgpass -c notes.txt",
	"python train.py --seed 42 --epochs 3",
}

func TestClasses14Seeds(t *testing.T) {
	checkRedacted(t, leakCases(classes14SeedLeaks))
	checkKept(t, classes14SeedKept)
}

// A password with symbols (>, =, #, quotes) after a verb that sets it
// ("set the admin pw to X") or as a pair's second half goes; a version
// constraint after the same words, a plain word after "to", and "to"
// after a verb that sends stay.
var classes14SetToLeaks = map[string]string{
	"set the admin pw to rails>=7xQ#m2":               "rails>=7xQ#m2",
	"changed the db passwd to Tk4=Wp7>Qz last night":  "Tk4=Wp7>Qz",
	`change my wifi password to "p>9Q#x=2Lm" tonight`: "p>9Q#x=2Lm",
	"reset the root pwd to Xq9#vLm2":                  "Xq9#vLm2",
	"creds: deploy / Zx>8=qR#4m":                      "Zx>8=qR#4m",
	"use admin/Zx>8=qR#4m for the router":             "Zx>8=qR#4m",
	"db creds: svc_app / hunter>=2Wq#z":               "hunter>=2Wq#z",
}

var classes14SetToKept = []string{
	"set the admin pw to rails>=7.1",
	"pin the pw lib to bcrypt>=4.0.1",
	"set the password to expire in 90 days",
	"send the password to ops@example.com",
	"change the password to the one in the vault",
	"reset the pw to the default",
	"log in with <admin/changeme>",
	"bump rails>=7.1 and django>=4.2,<5 in the requirements",
}

func TestClasses14SetTo(t *testing.T) {
	checkRedacted(t, leakCases(classes14SetToLeaks))
	checkKept(t, classes14SetToKept)
}
