package redact_test

import "testing"

// notTheSecret are redact59's classes (notthesecret.go): what follows a credential's
// word that is no credential, and a PIN or a lock's code given as the
// reply to a question that asks for it. Each class has values that must go
// (several languages) and look-alikes in the same shape that must come
// out unchanged (secret "").
var notTheSecret = []classRow{
	// A label in another language, then a sentence about the password in
	// that language: its pronouns and verbs join no passphrase. A
	// passphrase of plain words after the same labels still goes.
	{"ForeignLabelSentence", "Passwort: ich habe es vergessen", ""},
	{"ForeignLabelSentence", "Passwort: weiß ich gerade nicht", ""},
	{"ForeignLabelSentence", "mot de passe : je ne sais plus", ""},
	{"ForeignLabelSentence", "wachtwoord: ik weet het niet meer", ""},
	{"ForeignLabelSentence", "senha: eu não lembro mais", ""},
	{"ForeignLabelSentence", "Passwort: grüne Bäume tanzen leise", "grüne Bäume tanzen leise"},
	{"ForeignLabelSentence", "hasło: koń bateria zszywka drzewo", "koń bateria zszywka drzewo"},
	{"ForeignLabelSentence", "mot de passe : violet échelle orbite toile", "violet échelle orbite toile"},
	{"ForeignLabelSentence", "Passwort: Sonnenblume7", "Sonnenblume7"},

	// A copula with a negation judges the password or says what it is
	// not; without one, two plain words after it are the passphrase.
	{"NegatedCopula", "hasło to nie jest dobry pomysł", ""},
	{"NegatedCopula", "das Passwort ist nicht sicher genug", ""},
	{"NegatedCopula", "het wachtwoord is niet veilig genoeg", ""},
	{"NegatedCopula", "le mot de passe n'est pas assez long", ""},
	{"NegatedCopula", "hasło to zielony kot", "zielony kot"},
	{"NegatedCopula", "het wachtwoord is paarse olifant", "paarse olifant"},
	{"NegatedCopula", "das WLAN-Passwort ist blaue Ente", "blaue Ente"},

	// A question that names a password but asks for another thing (which
	// host, the host of the service): its reply is a host's name. A
	// question for the password itself, or for what a key's file holds,
	// still hands the value over.
	{"AsksOtherThing", "> which host has the password?\nbuild-runner-02", ""},
	{"AsksOtherThing", "> password for which host?\nweb-prod-03", ""},
	{"AsksOtherThing", "> what's the host for the password reset service?\nbuild-runner-02", ""},
	{"AsksOtherThing", "> what's the hostname of the password vault?\nvault-eu-01", ""},
	{"AsksOtherThing", "> welcher Server hat das Passwort?\napp-db-02", ""},
	{"AsksOtherThing", "> quel serveur pour le mot de passe ?\nweb-eu-03", ""},
	{"AsksOtherThing", "> which host?\nbuild-runner-02", ""},
	{"AsksOtherThing", "> what's the password?\nblue-horse-37", "blue-horse-37"},
	{"AsksOtherThing", "> what's the password for the NAS?\nTr0ub4dor-3", "Tr0ub4dor-3"},
	{"AsksOtherThing", "> wie lautet das Passwort?\nSonne-123x", "Sonne-123x"},
	{"AsksOtherThing", "> qual é a senha do wifi?\nsol2024x", "sol2024x"},
	{"AsksOtherThing", "> quel est le mot de passe du routeur ?\nBrioche#8812", "Brioche#8812"},
	{"AsksOtherThing", "> which key? this one:\nSHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s", ""},
	{"AsksOtherThing", "> what's in config/master.key?\nit's literally one line: d76e343769ee8e1d23ccf75dd5bebc5a", "d76e343769ee8e1d23ccf75dd5bebc5a"},

	// An Indian postal code after English's "pin code" (or a "PIN" its
	// city follows), and the postal codes of other languages: an address,
	// not a PIN. A line that names what the PIN opens keeps it one.
	{"PostalPIN", "pin code 110001", ""},
	{"PostalPIN", "PIN code 560034, Karnataka", ""},
	{"PostalPIN", "our office pin code is 560001 (Bengaluru)", ""},
	{"PostalPIN", "PIN: 400001 Mumbai", ""},
	{"PostalPIN", "Pincode 682001, Kerala", ""},
	{"PostalPIN", "delivery address: 12 MG Road, Bengaluru, pin code 560001", ""},
	{"PostalPIN", "kod pocztowy 00-950 Warszawa", ""},
	{"PostalPIN", "código postal 28013", ""},
	{"PostalPIN", "my card PIN code is 992113", "992113"},
	{"PostalPIN", "SIM pin code: 482913", "482913"},
	{"PostalPIN", "de pincode is 482913", "482913"},
	{"PostalPIN", "pincode: 400001", "400001"},
	{"PostalPIN", "pin code of my debit card: 591204", "591204"},
	{"PostalPIN", "PIN-Code der Karte: 592013", "592013"},
	{"PostalPIN", "PIN 4821", "4821"},

	// A config key's name alone on the line under a label's colon (YAML
	// truncated before the key's own colon): the next key, not the value.
	// A password there still goes.
	{"YAMLKeyBelow", "password:\nenvFrom", ""},
	{"YAMLKeyBelow", "password:\nvalueFrom", ""},
	{"YAMLKeyBelow", "token:\nexistingSecret", ""},
	{"YAMLKeyBelow", "api_key:\nconfigMapKeyRef", ""},
	{"YAMLKeyBelow", "password:\nhunter2secret", "hunter2secret"},
	{"YAMLKeyBelow", "password:\nsunnyDay42", "sunnyDay42"},
	{"YAMLKeyBelow", "Passwort:\nKatze2024!", "Katze2024!"},

	// One word that says the value is not given: not known, forgotten,
	// to come. A password of one plain word there still goes.
	{"NotGiven", "password: dunno, ask ops", ""},
	{"NotGiven", "token: tbd", ""},
	{"NotGiven", "api key: idk", ""},
	{"NotGiven", "Passwort: vergessen", ""},
	{"NotGiven", "hasło: zapomniałem", ""},
	{"NotGiven", "senha: esqueci", ""},
	{"NotGiven", "password: sunflower, ask ops", "sunflower"},
	{"NotGiven", "Passwort: Sonnenblume7", "Sonnenblume7"},
	{"NotGiven", "hasło: Kot2024!", "Kot2024!"},

	// A PIN or a lock's code of digits, the whole reply to a question that
	// asks for it: by "what's the", by its noun alone ("door code?", "PIN?"),
	// in English, Portuguese, Dutch, German, French, Indonesian. A port, a
	// count, a pin of a board, an error's or a promo's code stay.
	{"AskedPIN", "> whats the pin?\n4821", "4821"},
	{"AskedPIN", "> door code?\n5173#", "5173"},
	{"AskedPIN", "> gate code?\n4471", "4471"},
	{"AskedPIN", "> qual é o pin?\n4821", "4821"},
	{"AskedPIN", "> wat is de pincode?\n4821", "4821"},
	{"AskedPIN", "> Code für die Tür?\n5173", "5173"},
	{"AskedPIN", "> code de la porte ?\n5173", "5173"},
	{"AskedPIN", "> PIN do cartão?\n4821", "4821"},
	{"AskedPIN", "> kode pin?\n4821", "4821"},
	{"AskedPIN", "> which port?\n8080", ""},
	{"AskedPIN", "> how many replicas?\n3", ""},
	{"AskedPIN", "> which pin?\n13", ""},
	{"AskedPIN", "> how many pins?\n40", ""},
	{"AskedPIN", "> what's the error code?\n5173", ""},
	{"AskedPIN", "> what is the zip code?\n90210", ""},
	{"AskedPIN", "> promo code?\nSUMMER2024", ""},
}

func TestNotTheSecret(t *testing.T) { checkClassRows(t, notTheSecret) }
