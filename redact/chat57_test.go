package redact_test

import "testing"

// chat57 are redact57's classes of a chat's secret that the first round
// of redact55 and redact56 left, each with secrets that must go (several
// languages) and look-alikes in the same shape that must come out
// unchanged (secret "").
var chat57 = []classRow{
	// A password a person chose, alone on the line after a request for it:
	// letters with digits, capitals and symbols, or words joined by
	// hyphens. A reply that is a branch, a city, a plain sentence, "yes",
	// a ticket's id or a password manager's name answers otherwise.
	{"ChosenReply", "> can you send the password?\nSommer2024!", "Sommer2024!"},
	{"ChosenReply", "> could you share the wifi password please?\nkatze123", "katze123"},
	{"ChosenReply", "> what's the password for the router?\npurple-monkey-dishwasher", "purple-monkey-dishwasher"},
	{"ChosenReply", "> hey what's the pw for staging?\nwinter22", "winter22"},
	{"ChosenReply", "> send the password?\nP@ssw0rd", "P@ssw0rd"},
	{"ChosenReply", "> ¿me pasas la contraseña?\nmariposa88", "mariposa88"},
	{"ChosenReply", "> скинь пароль\nМосква2024", "Москва2024"},
	{"ChosenReply", "> can you send the password?\nfeature/login-42", ""},
	{"ChosenReply", "> скинь пароль\nветка/фикс-42", ""},
	{"ChosenReply", "> скинь пароль\nзавтра", ""},
	{"ChosenReply", "> can you send the password?\nBerlin", ""},
	{"ChosenReply", "> can you send the password?\nyes", ""},
	{"ChosenReply", "> can you send the password?\nJIRA-4521", ""},
	{"ChosenReply", "> can you send the password?\nINC0012345", ""},
	{"ChosenReply", "> can you send the password?\n1Password", ""},
	{"ChosenReply", "> can you send the password?\nsure, one sec", ""},
	{"ChosenReply", "> can you send the password?\n@dana", ""},
	{"ChosenReply", "> which branch has the fix?\nfeature-login-42", ""},

	// A request whose verb comes first without a question's mark, or last
	// and inflected, or glued to its noun in a script without blanks. A
	// request for something else, a statement that will send it, and a
	// reply of words stay.
	{"VerbRequest", "> şifreyi gönderir misin?\nKaplan-1907", "Kaplan-1907"},
	{"VerbRequest", "> şifre ne?\nankara06", "ankara06"},
	{"VerbRequest", "> パスワード教えて\nsakura2024", "sakura2024"},
	{"VerbRequest", "> 密码发我\nhello2024", "hello2024"},
	{"VerbRequest", "> 비밀번호 알려줘\nhaneul-77", "haneul-77"},
	{"VerbRequest", "> 비밀번호 뭐야?\nseoul1988", "seoul1988"},
	{"VerbRequest", "> password bhejo\nMumbai@123", "Mumbai@123"},
	{"VerbRequest", "> wifi ka password bata do\nchai4all", "chai4all"},
	{"VerbRequest", "> podaj hasło do wifi\nzielony5kot", "zielony5kot"},
	{"VerbRequest", "> pošli heslo\nPraha2024", "Praha2024"},
	{"VerbRequest", "> schick mir das Passwort\nSonne123", "Sonne123"},
	{"VerbRequest", "> send me the logs\nerror42x", ""},
	{"VerbRequest", "> give the token a name\nmy-token-1", ""},
	{"VerbRequest", "> I'll send the password tomorrow\nok42ok", ""},
	{"VerbRequest", "> podaj hasło\nnie pamiętam", ""},
	{"VerbRequest", "> 비밀번호 알려줘\n몰라", ""},
	{"VerbRequest", "> パスワード教えて\nわからない", ""},
	{"VerbRequest", "> password bhejo\nok", ""},

	// A passphrase of words with diacritics after a label: German keeps
	// its nouns' capitals, Czech's label and copula are read as Polish's
	// are. A sentence about the password after the same label stays.
	{"DiacriticPhrase", "heslo je kůň baterie sešívačka strom", "kůň baterie sešívačka strom"},
	{"DiacriticPhrase", "Heslo: žlutý kůň skáče vysoko", "žlutý kůň skáče vysoko"},
	{"DiacriticPhrase", "Passwort: grüne Bäume tanzen leise", "grüne Bäume tanzen leise"},
	{"DiacriticPhrase", "das Passwort ist grüne Bäume tanzen leise", "grüne Bäume tanzen leise"},
	{"DiacriticPhrase", "WLAN-Passwort: blaue Wolke singt laut", "blaue Wolke singt laut"},
	{"DiacriticPhrase", "hasło to żółta łódź podwodna", "żółta łódź podwodna"},
	{"DiacriticPhrase", "heslo je uložené v trezoru", ""},
	{"DiacriticPhrase", "heslo: zeptej se Jany", ""},
	{"DiacriticPhrase", "heslo je stejné jako loni", ""},
	{"DiacriticPhrase", "Passwort: Steht im Tresor", ""},
	{"DiacriticPhrase", "Passwort: Liegt beim Admin", ""},
	{"DiacriticPhrase", "Passwort: Unser Firmenname Rückwärts", ""},
	{"DiacriticPhrase", "Passwort: Azure Key Vault", ""},
}

func TestChat57(t *testing.T) { checkClassRows(t, chat57) }
