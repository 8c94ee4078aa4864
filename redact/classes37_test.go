package redact_test

import "testing"

// A literal converted before it is passed (Rust's .to_owned(),
// .to_string(), .into(); Java's .toCharArray(); Python's .encode()) is
// still the call's argument, and a constructor named by its type
// (Credentials::new, Credentials.new) is a login call: the last literal
// is the password, however it reads.
var classes37CallLeaks = []leakCase{
	{`let creds = Credentials::new("mailer@zone.ee".to_owned(), "nwAnwPWBVrysFVbRC9".to_owned());`, "nwAnwPWBVrysFVbRC9"},
	{`let c = Credentials::new("ops".to_string(), "Tallinn-Harbour-88".to_string());`, "Tallinn-Harbour-88"},
	{`creds = Credentials.new('deploy', 'rubyGemPw2291')`, "rubyGemPw2291"},
	{`new PasswordAuthentication("svc", "Qp7xLm2vTz".toCharArray())`, "Qp7xLm2vTz"},
	{`auth = NetworkCredential("backup".encode(), "swordfish8812".encode())`, "swordfish8812"},
}

// A literal's method that takes arguments, and a call named for no login,
// keep their literals.
var classes37CallKept = []string{
	`let p = PathBuf::new("/etc/app".to_owned(), "config.toml".to_owned());`,
	`let s = String::from("hello world".to_owned());`,
	`Credentials::new(user, pass)`,
}

func TestClasses37CallLiterals(t *testing.T) {
	checkRedacted(t, classes37CallLeaks)
	checkKept(t, classes37CallKept)
}

// A one-letter password flag's value in quotes is the password the shell
// hands the tool without them (ipmitool -P 'X', sshpass -p "X").
var classes37FlagLeaks = []leakCase{
	{"ipmitool -I lanplus -H 10.0.9.21 -U ADMIN -P 'IpmiQrUfgBVE7' chassis power status", "IpmiQrUfgBVE7"},
	{`racadm -r 10.1.1.4 -u root -p "Dr4cZmq81Lw" getsysinfo`, "Dr4cZmq81Lw"},
	{"xe -s pool01 -u root -pw 'ignored' -P 'XenPw9931ab' vm-list", "XenPw9931ab"},
}

// A quoted port, path, profile or word after the same flags stays.
var classes37FlagKept = []string{
	"ssh -p '2222' deploy@host",
	`aws s3 ls -p "prod-profile"`,
	"grep -P '\\d+' access.log",
}

func TestClasses37QuotedFlag(t *testing.T) {
	checkRedacted(t, classes37FlagLeaks)
	checkKept(t, classes37FlagKept)
}

// South Slavic, Slovene, Czech and Slovak put a dative pronoun (ti, mi,
// mu, joj, vam) between the subject and "je": "X ti je lozinka" is "X is
// your password".
var classes37CliticLeaks = []leakCase{
	{"Jadran443# ti je lozinka za VPN, korisnik ivana.horvat", "Jadran443#"},
	{"Sava_2291x mi je lozinka od routera", "Sava_2291x"},
	{"Triglav#881 vam je geslo za wifi", "Triglav#881"},
	{"Vltava_4410 mu je heslo k serveru", "Vltava_4410"},
}

// The pronoun before "je" and a word of the sentence or a rule keeps them.
var classes37CliticKept = []string{
	"Ovo ti je lozinka za VPN, pitaj Marka",
	"Sigurno ti je lozinka prekratka",
	"lozinka ti je na papiru u ladici",
}

func TestClasses37Clitic(t *testing.T) {
	checkRedacted(t, classes37CliticLeaks)
	checkKept(t, classes37CliticKept)
}

// Turkish writes a possessive after an apostrophe on an abbreviation or a
// foreign word (PIN'i, token'ı, API key'iniz), which gives its value as
// the bare word does.
var classes37EndingLeaks = []leakCase{
	{"pos cihazının yönetici PIN'i 809186, test ortamında lazım", "809186"},
	{"kartın PIN'i 4471, kimseye verme", "4471"},
	{"sunucunun password'ü Kx9mTq2wLp4", "Kx9mTq2wLp4"},
	{"bot token'ı xq81Lm2ZpQ7vR4tN9w, kanala ekle", "xq81Lm2ZpQ7vR4tN9w"},
}

// A place's ending after a name (GitHub'daki, Vault'tan, AWS'de) says where
// a key is kept, and a password manager's name with a case ending
// (1Passwordi, KeePassissa, Bitwardenben) where a password is.
var classes37EndingKept = []string{
	"API anahtarı GitHub'daki repo secrets kısmında, PAYTR_MERCHANT_KEY adıyla duruyor",
	"token Vault'tan geliyor, elle yazma",
	"API anahtarı AWS'deki Secrets Manager'da",
	"parool on salvestatud 1Passwordi",
	"salasana on KeePassissa",
	"a jelszó Bitwardenben van",
	"PIN'i değiştirmeyi unutma",
}

func TestClasses37Endings(t *testing.T) {
	checkRedacted(t, classes37EndingLeaks)
	checkKept(t, classes37EndingKept)
}

// A card's security code beside a test card number is the test card's,
// which the provider's docs print with it; beside a real number, or
// alone, it is a secret. A password given as the label's own word is a
// documented fixed value ("use password 'password'").
var classes37CardLeaks = []leakCase{
	{"card 4539 1488 0343 6467 exp 09/27 CVC 318", "318"},
	{"CVV 713", "713"},
	{"Braintree sandbox card 4111 1111 1111 1111 — and the real one 4916 3380 9821 5048, CVV 590", "590"},
	{"use password 'hunter2x' as in their docs", "hunter2x"},
}

var classes37CardKept = []string{
	"use 4242 4242 4242 4242 with any future expiry and CVC 123 for the checkout e2e test",
	"Adyen test card: 5555 3412 4444 1115, exp 03/30, CVC 737 — for the 3DS2 challenge flow use password 'password' as in their docs",
	"Braintree sandbox: 4111 1111 1111 1111, CVV 999",
	"Mollie test: 3782 822463 10005, CID 1234",
	"set pin 'pin' on the emulator, passcode: passcode",
}

func TestClasses37TestCards(t *testing.T) {
	checkRedacted(t, classes37CardLeaks)
	checkKept(t, classes37CardKept)
}
