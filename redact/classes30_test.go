package redact_test

import (
	"strings"
	"testing"
)

// A password's one-word value after "is" ends its phrase: the clause
// stops there, or a closed-class word follows (a preposition, a
// conjunction, an adverb of time, a chat aside, a verb telling what to do
// with it). The value goes.
var classes30WordValueLeaks = []leakCase{
	{"the password is kangaroo", "kangaroo"},
	{"the staging password is marmalade for both boxes", "marmalade"},
	{"wifi password is buttercup, tell the guests", "buttercup"},
	{"the admin password is letmein until friday", "letmein"},
	{"the router password is pelican which is dumb", "pelican"},
	{"the kiosk password is walrus remember it", "walrus"},
	{"my password is mango and the user is admin", "mango"},
	{"the pin is Swordfish today", "Swordfish"},
}

// The word after "is" running on into an open-class word is a description
// of the password, not its value: an adverb before its participle, a noun
// phrase, an adjective's compound. Kept in English and in the languages
// whose sentence another rule reads.
var classes30DescribedKept = []string{
	"the password is randomly generated daily",
	"the pin is randomly assigned",
	"the admin password is automatically rotated weekly",
	"the guest wifi password is visitor access only",
	"the password is case sensitive",
	"passwords are case sensitive",
	"the vpn password is securely stored offsite",
	"the password is company policy",
	"the password is the company name backwards",
	"das Passwort ist zufällig generiert",
	"le mot de passe est généré automatiquement",
	"hasło jest generowane losowo",
}

// TestClasses30DescribedPassword: a one-word value goes; a description that
// opens with a plain word stays byte for byte.
func TestClasses30DescribedPassword(t *testing.T) {
	checkRedacted(t, classes30WordValueLeaks)
	checkKept(t, classes30DescribedKept)
}

// An English password word takes its owner's name after it, as a label
// ("password nas:", "PIN router:") or as Polish places a genitive before
// its "to" ("PIN telefonu to 4821"): the value after the colon, or a PIN's
// digits that end the clause after "to", go.
var classes30OwnerLeaks = []leakCase{
	{"password nas: kotek123", "kotek123"},
	{"Password printer: canon123", "canon123"},
	{"wifi password office: Lato2024x", "Lato2024x"},
	{"pin bramy: 90417", "90417"},
	{"PIN telefonu to 4821", "4821"},
	{"PIN karty to 4821, nie mów nikomu", "4821"},
	{"PIN konta to 778812.", "778812"},
	{"PIN alarmu to 55213", "55213"},
	{"password nas: plum ladder orbit", "plum ladder orbit"},
	{"password router: quiet river paper.", "quiet river paper"},
}

// The word after the label names an aspect of the password, or "to" is
// English's preposition before a number that is no PIN's, or the value has
// no password's shape: kept.
var classes30OwnerKept = []string{
	"send the PIN to 4821 people",
	"set PIN timeout to 3000",
	"PIN header to 3V3",
	"PIN attempts to 5",
	"PIN length to 6",
	"bump PIN cache to 5000 entries",
	"password manager: Bitwarden",
	"password manager: 1Password",
	"password strength: Strong1",
	"password hint: dog123",
	"password prompt: Enter passphrase",
	"password expiry: 90days",
	"password length: 16",
	"password storage: vault",
	"password vault: team123",
	"password policy: at least twelve characters",
	"password nas: see the wiki page",
	"password example: correct horse battery staple",
	"password tips: long random phrases",
}

// TestClasses30PasswordOwner: an owner's name between an English password
// word and its colon or Polish copula.
func TestClasses30PasswordOwner(t *testing.T) {
	checkRedacted(t, classes30OwnerLeaks)
	checkKept(t, classes30OwnerKept)
}

// A label spelt with digits for look-alike letters (passw0rd, p4ssword,
// s3cret, t0ken) or shortened with a slash (p/w, beside "u/n") labels its
// value as the word does.
var classes30SpeltLeaks = []leakCase{
	{"passw0rd: Zq8vR2kw9P", "Zq8vR2kw9P"},
	{"p4ssword = Lk3vQz7WmR", "Lk3vQz7WmR"},
	{"pa55w0rd: Hk2!mPq9Zr", "Hk2!mPq9Zr"},
	{"s3cret: Zq8vLm2Xr9Tk4Wp7", "Zq8vLm2Xr9Tk4Wp7"},
	{"t0ken: Zq8vLm2Xr9Tk4Wp7Lk3vQz7WmRt9", "Zq8vLm2Xr9Tk4Wp7Lk3vQz7WmRt9"},
	{"the passw0rd for the nas is Kx9pQ2mz77", "Kx9pQ2mz77"},
	{"p/w: Zq8vR2kw9P", "Zq8vR2kw9P"},
	{"u/n: admin, P/W: hunter22", "hunter22"},
	{"u/n admin p/w Tr0ub4dor&3", "Tr0ub4dor&3"},
}

// Their look-alikes: "p/w" as a ratio or a path's parts, a digit-spelt
// word that is itself the value or a banned example.
var classes30SpeltKept = []string{
	"P/W: 0.15",
	"p/w ratio: 12.5",
	"P/W ratio is 0.12 hp/lb",
	"see src/p/w/main.go",
	"the P/W is 120 hp per tonne",
	"P@ssw0rd and passw0rd are banned",
}

// TestClasses30SpeltLabels: labels spelt with digits or a slash.
func TestClasses30SpeltLabels(t *testing.T) {
	checkRedacted(t, classes30SpeltLeaks)
	checkKept(t, classes30SpeltKept)
}

// A password handed over for signing in with no word for it: the value a
// verb of use takes before its purpose, in English, Spanish, French, German
// and Polish, and the one a login takes after "with".
var classes30LoginUseLeaks = []leakCase{
	{"use Tr0ub4dor&3 to log in to the admin panel", "Tr0ub4dor&3"},
	{"just type 'Kx9pQ2mz77' to sign in", "Kx9pQ2mz77"},
	{`use "Wq7-pine-22" to authenticate`, "Wq7-pine-22"},
	{"log in with Zq8vR2kw9P", "Zq8vR2kw9P"},
	{"sign in with Kx9pQ2mz77 as admin", "Kx9pQ2mz77"},
	{"usa Kx9pQ2mz77 para entrar al panel", "Kx9pQ2mz77"},
	{"utilise Tr0ub4dor&3 pour te connecter", "Tr0ub4dor&3"},
	{"nimm Zq8vR2kw9P zum Einloggen", "Zq8vR2kw9P"},
	{"użyj Hk2!mPq9Zr do logowania", "Hk2!mPq9Zr"},
}

// What a login is done with that is no password stays: a product and its
// number, a tool, an account, a provider.
var classes30LoginUseKept = []string{
	"use your SSO account to log in",
	"use OAuth2 to log in",
	"use YubiKey5 to sign in",
	"use 1Password to log in",
	"use ssh-agent to log in",
	"use aws-vault to login",
	"use Auth0 to sign in",
	"log in with GitHub",
	"log in with OAuth2",
	"sign in with YubiKey5",
	"used v2.1-rc1 to log in",
	"usa OAuth2 para entrar",
	"utilise ton compte SSO pour te connecter",
	"nimm Firefox zum Einloggen",
	"użyj Windows11 do logowania",
}

// TestClasses30LoginUse: a value used to sign in goes; the means of a
// login stays.
func TestClasses30LoginUse(t *testing.T) {
	checkRedacted(t, classes30LoginUseLeaks)
	checkKept(t, classes30LoginUseKept)
}

// Code: a connect call given a host, a port's number, a user and a
// password (paramiko's SSHClient.connect, and any client that takes them
// in that order) gives its password at the fourth place; a key printed in
// groups of eight hex digits goes whole.
var classes30CodeLeaks = []leakCase{
	{`client = paramiko.SSHClient(); client.connect("10.0.0.5", 22, "root", "Sup3rS3cret!")`, "Sup3rS3cret!"},
	{"ssh.connect('host.example.com', 22, 'deploy', 'hunter2pass')", "hunter2pass"},
	{`ssh.connect("bastion", 2222, "ops", "swordfish")`, "swordfish"},
	{`client.connect(hostname, 22, "root", "Kx9pQ2mz77")`, "Kx9pQ2mz77"},
	{"key: 3f2a9c1d 8b7e4f60 a1b2c3d4 e5f60718 293a4b5c 6d7e8f90 a1b2c3d4 e5f6a7b8", "e5f6a7b8"},
	{"key: 3f2a9c1d 8b7e4f60 a1b2c3d4 e5f60718 293a4b5c 6d7e8f90 a1b2c3d4 e5f6a7b8", "8b7e4f60"},
	{"the AES key is 3F2A9C1D 8B7E4F60 A1B2C3D4 E5F60718", "E5F60718"},
	{"secret: 3f2a9c1d 8b7e4f60 a1b2c3d4 e5f60718, rotate monthly", "a1b2c3d4"},
}

// A broker's or a socket's connect, a variable or an empty or placeholder
// password, and hex groups with no credential's name or of a
// fingerprint's width stay.
var classes30CodeKept = []string{
	`mqttc.connect("broker.local", 1883, 60)`,
	`client.connect("broker.local", 1883, 60, "0.0.0.0")`,
	`sock.connect(("10.0.0.5", 22))`,
	`ssh.connect("bastion", 22, "ops", password)`,
	`ssh.connect("bastion", 22, "ops", "")`,
	`ssh.connect("bastion", 22, "ops", "<your-password>")`,
	"commits: 3f2a9c1d 8b7e4f60 a1b2c3d4 e5f60718",
	"key fingerprint: 3AA5 C343 7E0B 1234 ABCD 5678",
	"the key ids are 20240101 20240202 20240303 20240404",
}

// TestClasses30Code: paramiko's positional password and grouped hex keys.
func TestClasses30Code(t *testing.T) {
	checkRedacted(t, classes30CodeLeaks)
	checkKept(t, classes30CodeKept)
}

// A secret handed over after a colon further on in its sentence, a Twitch
// stream key (live_, the channel's id, 30 random characters) wherever it
// stands, and the stream key in an ingest URL's path go.
var classes30StreamLeaks = []leakCase{
	{"client secret for the app, paste it in the settings: 8Q~xK2mZ9vP4rT7wY1nB3cD5fG6hJ8kL0", "8Q~xK2mZ9vP4rT7wY1nB3cD5fG6hJ8kL0"},
	{"client_secret — generated yesterday in the portal, expires in 6 months: aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z", "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z"},
	{"the api key for the billing service that we rotated on monday: Zq8vLm2Xr9Tk4Wp7Lk3vQz7WmRt9", "Zq8vLm2Xr9Tk4Wp7Lk3vQz7WmRt9"},
	{"in OBS set the server to rtmp://live.twitch.tv/app and paste live_123456789_AbCdEfGhIjKlMnOpQrStUvWxYz0123", "live_123456789_AbCdEfGhIjKlMnOpQrStUvWxYz0123"},
	{"streaming with key live_987654321_QwErTyUiOpAsDfGhJkLzXcVbNm tonight", "live_987654321_QwErTyUiOpAsDfGhJkLzXcVbNm"},
	{"Stream URL: rtmp://a.rtmp.youtube.com/live2/2k9x-4fmq-8hza-p1rt-6wcv", "2k9x-4fmq-8hza-p1rt-6wcv"},
	{"rtmps://live-api-s.facebook.com:443/rtmp/FB-1234567890123456-0-AbCdEfGhIjKlMnOpQrSt", "FB-1234567890123456-0-AbCdEfGhIjKlMnOpQrSt"},
}

// A digest's or an id's label before the colon, another sentence, a word
// after an ingest's app, and the prefix named alone stay.
var classes30StreamKept = []string{
	"the secret broke the build, see commit: 3f2a9c1d8b7e4f60a1b2c3d4e5f60718aabbccdd",
	"the token expired for the user with request id: 7f3a9c1d8b7e4f60a1b2c3d4e5f60718",
	"client secret rotation happens every quarter. ticket: ZX9KQ2MV7TP4LR8W",
	"rtmp://localhost/live/stream",
	"rtmp://localhost/live/mystream1",
	"rtmp://nginx:1935/hls/camera-front-door",
	"rtmp://a.rtmp.youtube.com/live2",
	"the live_ prefix marks a Twitch stream key",
}

// TestClasses30StreamKeys: stream keys and a secret after a far colon.
func TestClasses30StreamKeys(t *testing.T) {
	checkRedacted(t, classes30StreamLeaks)
	checkKept(t, classes30StreamKept)
}

// A numeric access code in prose: written in groups (a bridge's, a
// dial-in's), closed with a keypad's "#", or named by the box or the phone
// at the door (lockbox, intercom, buzzer).
var classes30AccessCodeLeaks = []leakCase{
	{"the numeric access code for the conference bridge is 8812 0044", "8812 0044"},
	{"conference access code 882 004 1193", "882 004 1193"},
	{"dial-in access code: 123 456 789", "456 789"},
	{"door code 4471#", "4471"},
	{"lockbox code is 9031 btw", "9031"},
	{"the intercom code is 4471", "4471"},
	{"buzzer code 2209", "2209"},
}

// A number and a word after a code, a code's count, a year, a reference,
// and an issue's number stay.
var classes30AccessCodeKept = []string{
	"the code is 4471 99 times",
	"the access code expires in 2025",
	"building access code was changed 4 times",
	"the lockbox code changed twice",
	"lockbox code: see the wiki",
	"issue #4471#",
	"see PR 4471#",
	"code d'accès 2024",
	"code d'accès 4 chiffres",
	"código de acceso 12 caracteres",
}

// TestClasses30AccessCodes: numeric access codes in prose, and after a
// label of several words in the Romance languages (spacedCode).
func TestClasses30AccessCodes(t *testing.T) {
	checkRedacted(t, classes30AccessCodeLeaks)
	checkKept(t, classes30AccessCodeKept)
	for _, s := range []string{"code d'accès 4471", "código de acceso 4471", "codice di accesso 90417"} {
		checkRedacted(t, []leakCase{{s, s[strings.LastIndexByte(s, ' ')+1:]}})
	}
}

// A description after "is" or a label's colon: a hint at what the password
// is made of, a compound adjective, an adverb before its participle.
var classes30HintKept = []string{
	"the password is company name backwards",
	"the password is my initials reversed",
	"your password is case-sensitive",
	"the password is auto-rotated",
	"the password is system-generated",
	"password: randomly generated at deploy",
	"admin password: automatically rotated weekly",
}

// Their twins that give a value: a hyphenated passphrase, words with no
// hint among them, a word alone after a colon.
var classes30HintLeaks = []leakCase{
	{"the password is sunny-meadow", "sunny-meadow"},
	{"the password is correct-horse-battery", "correct-horse-battery"},
	{"the password is amber kettle sparrow", "amber kettle sparrow"},
	{"password: butterfly", "butterfly"},
	{"pw = holly", "holly"},
}

// TestClasses30Hints: a hint or a description is kept; a value beside it
// goes.
func TestClasses30Hints(t *testing.T) {
	checkKept(t, classes30HintKept)
	checkRedacted(t, classes30HintLeaks)
}

// A Finnish or Estonian password word at the end of the text, or before
// fewer bytes than " on ", is no value's label and must not panic.
func TestClasses30CopulaAtEnd(t *testing.T) {
	checkKept(t, []string{"unohdin salasana", "salasana", "mikä salasana?", "uus parool", "salasana o"})
	checkRedacted(t, []leakCase{{"salasana on Kx9pQ2mz77", "Kx9pQ2mz77"}})
}

// A value named before another language's "is" and its password word, as
// English's "X is the admin password" is.
var classes30ValueFirstLeaks = []leakCase{
	{"Kx9pQ2mz77 ist das Passwort für den Router", "Kx9pQ2mz77"},
	{"Kx9pQ2mz77 est le mot de passe admin", "Kx9pQ2mz77"},
	{"hunter22 to hasło", "hunter22"},
	{"Kx9pQ2mz77 to hasło do routera", "Kx9pQ2mz77"},
	{"Kx9pQ2mz77 on salasana", "Kx9pQ2mz77"},
	{"es123456 es la contraseña", "es123456"},
	{"Xk9pQ2mz77 ist der Schlüssel", "Xk9pQ2mz77"},
}

// English's "to" and "on" before its own password word are prepositions.
var classes30ValueFirstKept = []string{
	"map field1234 to password",
	"click on password",
	"switch from build42 to password auth",
	"the host srv01 to password-protect",
	"version2 is out, password reset fixed",
}

// TestClasses30ValueFirst: a value before a foreign copula and its
// password word.
func TestClasses30ValueFirst(t *testing.T) {
	checkRedacted(t, classes30ValueFirstLeaks)
	checkKept(t, classes30ValueFirstKept)
}
