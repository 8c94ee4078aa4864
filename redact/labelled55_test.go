package redact_test

import "testing"

// labelled55 are redact55's classes of a secret whose label a language
// joins to its value in its own word order, each with secrets that must be
// redacted (secret set) and look-alikes in the same shape that must come
// out unchanged (secret "").
var labelled55 = []classRow{
	// A lock's code (a door's, a locker's, a safe's, a gate's, an alarm's)
	// named in any language's order: the lock before the code with a
	// genitive, after it with a preposition or a case, or glued to it.
	{"LockCode", "ऑफिस के दरवाज़े का कोड 3618 है", "3618"},
	{"LockCode", "लॉकर का कोड ४८२१ है", "४८२१"},
	{"LockCode", "লকারের পিন কোড 5529", "5529"},
	{"LockCode", "গ্যারেজের কোড: 7304", "7304"},
	{"LockCode", "darwaze ka code 3618 hai", "3618"},
	{"LockCode", "office ke gate ka code 7731 hai", "7731"},
	{"LockCode", "kode pintu kantor 4471, jangan disebar", "4471"},
	{"LockCode", "PIN brankas 7720", "7720"},
	{"LockCode", "код от сейфа 6152", "6152"},
	{"LockCode", "код від дверей: 9043", "9043"},
	{"LockCode", "a széf kódja 2864", "2864"},
	{"LockCode", "ajtókód 5173", "5173"},
	{"LockCode", "oven koodi 8426", "8426"},
	{"LockCode", "codul ușii este 3391", "3391"},
	{"LockCode", "kód ke dveřím je 5862", "5862"},
	{"LockCode", "รหัสประตู 4471", "4471"},
	{"LockCode", "kapı kodu 6620", "6620"},
	{"LockCode", "PIN do sejfu 7340", "7340"},
	{"LockCode", "la clave del candado es 4471", "4471"},
	{"LockCode", "кодовий замок: 3390", "3390"},
	{"LockCode", "код домофона 2817", "2817"},
	{"LockCode", "la clave del producto es 4471", ""},
	{"LockCode", "पिन कोड 110001", ""},                                     // India's postal code, no lock's
	{"LockCode", "डिलीवरी का पिन कोड 110001 है", ""},                       // a delivery's
	{"LockCode", "त्रुटि कोड 404 है", ""},                                  // an error's
	{"LockCode", "ऑर्डर का कोड 4471 है", ""},                               // an order's
	{"LockCode", "kode pos pintu masuk 40115", ""},                         // a post office's
	{"LockCode", "код ошибки двери 4041", ""},                              // a door's error
	{"LockCode", "door controller error code 4041", ""},                    // the same in English
	{"LockCode", "Kode produk lemari 4471", ""},                            // a cupboard's product code
	{"LockCode", "2FA code from authenticator is 173702 but it fails", ""}, // a one-time code
	{"LockCode", "barcode 4471 on the safe", ""},
	{"LockCode", "a kapu kódja a portán van", ""},
	{"LockCode", "kod do drzwi zmieniony w 2024", ""},
	// A lock's noun says what code it takes with "has" in its language, the
	// digits ending the clause; a count after it goes on.
	{"LockHas", "Torcode für die Tiefgarage ist 5813, der Schlüsselkasten hat 0902.", "0902"},
	{"LockHas", "the keybox has 7316", "7316"},
	{"LockHas", "el candado tiene 4471.", "4471"},
	{"LockHas", "sejf ma 8812", "8812"},
	{"LockHas", "the safe has 1200 litres", ""},
	{"LockHas", "der Tresor hat 4 Fächer", ""},
	{"LockHas", "the door has 4471 scratches", ""},
	{"LockHas", "the gate has 2024.", ""},
	// Hindi's "is" (hai, है) between a password's word and a value that
	// comes last; a question or a rule after it is none.
	{"HindiCopula", "mera password hai blue-otter-42", "blue-otter-42"},
	{"HindiCopula", "wifi ka password hai Sommer2024!", "Sommer2024!"},
	{"HindiCopula", "पासवर्ड है Kx9mQ2vL7", "Kx9mQ2vL7"},
	{"HindiCopula", "password hai kya?", ""},
	{"HindiCopula", "password hai 12 characters ka", ""},
	{"HindiCopula", "naya password hai lamba wala", ""},
	// A Chinese or Japanese verb of setting between the password's word
	// and its value, which may be written in CJK letters with digits.
	{"CJKSetTo", "新的VPN密码设成了 龙年大吉2024，登录名不变", "龙年大吉2024"},
	{"CJKSetTo", "WiFi密码改成了 Kx9mQ2vL7，记得更新", "Kx9mQ2vL7"},
	{"CJKSetTo", "服务器密碼換成了 春眠不觉晓88", "春眠不觉晓88"},
	{"CJKSetTo", "数据库密码是 海阔天空#2023", "海阔天空#2023"},
	{"CJKSetTo", "パスワードは 桜咲く2024 です", "桜咲く2024"},
	{"CJKSetTo", "密码改成了 至少12位", ""},  // a rule: at least 12 places
	{"CJKSetTo", "密码设成了 默认的那个", ""},  // the default one
	{"CJKSetTo", "密码是 8位数字", ""},     // 8 digits
	{"CJKSetTo", "密码改成了 第3版的规则", ""}, // the third version's rule
	{"CJKSetTo", "ステージングDBのパスワードは 1Password にあります", ""},
	// A password word of another language, its qualifiers, then a PIN's
	// digits with no verb and no colon.
	{"QualifiedDigits", "hasło do wifi 48213907", "48213907"},
	{"QualifiedDigits", "contraseña del wifi 48213907", "48213907"},
	{"QualifiedDigits", "heslo k wifi 73920185", "73920185"},
	{"QualifiedDigits", "kata sandi wifi kantor 55102938", "55102938"},
	{"QualifiedDigits", "PIN kartu ATM saya 4821", "4821"},
	{"QualifiedDigits", "PIN 2 attempts left", ""},
	{"QualifiedDigits", "hasło do wifi min 12 znaków", ""},
	{"QualifiedDigits", "hasło do serwera na porcie 5432", ""},
	{"QualifiedDigits", "hasło do pokoju 1204 jest w sejfie", ""},
	{"QualifiedDigits", "contraseña del wifi cambiada en 2024", ""},
	// Swahili's other password words before its copula "ni".
	{"SwahiliLabel", "Habari, nywila ya admin wa Jira ni Mlimani$Kili. Ibadilishe kesho.", "Mlimani$Kili"},
	{"SwahiliLabel", "nywila ya wifi ni Chai2024!", "Chai2024!"},
	{"SwahiliLabel", "neno la siri la seva ni Tembo_77x", "Tembo_77x"},
	{"SwahiliLabel", "nywila ya wifi ni ndefu sana", ""},
	{"SwahiliLabel", "neno la siri limebadilishwa jana", ""},
	{"SwahiliLabel", "nywila ni lazima iwe na herufi 12", ""},
	// A value put into a password's field, in English's order or Hindi's.
	{"FieldEntry", "haan wahi, Anarkali_786 daalo password field me, chal jayega", "Anarkali_786"},
	{"FieldEntry", "password field me Qutub#Minar9 daalo", "Qutub#Minar9"},
	{"FieldEntry", "enter Kx9mQ2vL7 in the password field", "Kx9mQ2vL7"},
	{"FieldEntry", "type admin in the username field and Xk29vLq8 in the password field", "Xk29vLq8"},
	{"FieldEntry", "enter your password in the password field", ""},
	{"FieldEntry", "type 12 characters into the password field", ""},
	{"FieldEntry", "use 1Password in the password field", ""},
	{"FieldEntry", "paste the token into the password box", ""},
	// A second password given with its word left out: an article and a
	// preposition stand for it, or "one" in English.
	{"Ellipsis", "la contraseña del wifi es Churros2024 y la del router es admin1234adm", "admin1234adm"},
	{"Ellipsis", "the wifi password is Churros2024 and the router one is Rtr!2024pw", "Rtr!2024pw"},
	{"Ellipsis", "o PIN do cartão é 4821 e o do cofre é Cofre_2024x", "Cofre_2024x"},
	{"Ellipsis", "das Passwort vom NAS ist Xk29vLq8Tz und das vom Router ist Rtr!2024pw", "Rtr!2024pw"},
	{"Ellipsis", "la casa del lago es azul y la del monte es grande", ""},
	{"Ellipsis", "the wifi router is new and the office one is down", ""},
	{"Ellipsis", "la contraseña se cambia cada mes y la del router es la misma", ""},
	// A warning not to commit a labelled token is no commit's hash on the
	// line; a hash beside a commit's words is still one.
	{"CommitWarning", "Token API-nya ini ya: b82ac2cbbed27e25629c0b6db97c6df444361b4d — tolong jangan di-commit", "b82ac2cbbed27e25629c0b6db97c6df444361b4d"},
	{"CommitWarning", "API key 3f9a1c0e7b2d4a6f8e0c1b3d5a7f9e2c4b6d8a0f - never commit it", "3f9a1c0e7b2d4a6f8e0c1b3d5a7f9e2c4b6d8a0f"},
	{"CommitWarning", "deploy token: 0c1b3d5a7f9e2c4b6d8a0f3f9a1c0e7b2d4a6f8e, don't commit it", "0c1b3d5a7f9e2c4b6d8a0f3f9a1c0e7b2d4a6f8e"},
	{"CommitWarning", "reverted 9f3c2a7e1b4d8c6f0a5e2d1b3c7f9e8a6d4b2c10 because it broke the arm64 build", ""},
	{"CommitWarning", "do not commit yet, 9f3c2a7e1b4d8c6f0a5e2d1b3c7f9e8a6d4b2c10 is the base commit", ""},
	{"CommitWarning", "the fix is in 9f3c2a7e1b4d, do not commit on top of it", ""},
}

func TestLabelled55(t *testing.T) { checkClassRows(t, labelled55) }
