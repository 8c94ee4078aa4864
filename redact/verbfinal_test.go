package redact_test

import (
	"testing"
)

// verbFinal are redact54's classes of chat secrets whose label and value are
// joined the way other languages join them, and short lock-code labels, each
// with secrets that must be redacted and look-alikes of the same shape that
// must come out unchanged (secret "").
var verbFinal = []classRow{
	// A label in any script read whole: a PIN or a password of digits right
	// after a word of Hindi, Turkish, Persian, Urdu, Japanese or Korean,
	// its copula after the value ("है", "'dir", "است", "ہے", "です"), as
	// after "password". A year, a count of characters and a word stay.
	{"ScriptLabel", "पिन 482139 है", "482139"},
	{"ScriptLabel", "मेरे बैंक का पासवर्ड 48213907 है", "48213907"},
	{"ScriptLabel", "şifre 48213907'dir", "48213907"},
	{"ScriptLabel", "رمز عبور 48213907 است", "48213907"},
	{"ScriptLabel", "پاس ورڈ 48213907 ہے", "48213907"},
	{"ScriptLabel", "パスワードは 48213907 です", "48213907"},
	{"ScriptLabel", "비밀번호는 48213907 입니다", "48213907"},
	{"ScriptLabel", "wifi ka password Xk29vLq8 hai", "Xk29vLq8"},
	{"ScriptLabel", "पिन 2024 है", ""},
	{"ScriptLabel", "पासवर्ड 8 अक्षर का होना चाहिए", ""},
	{"ScriptLabel", "şifre 2024'te değişti", ""},
	{"ScriptLabel", "ключ 2048", ""},
	{"ScriptLabel", "エラーコードは 404 です", ""},
	// Hindi's genitive puts the PIN's owner before "ka": "ATM ka pin" is
	// the ATM's PIN, as "ATM pin" is. A connector's pin stays.
	{"OwnedPIN", "ATM ka pin 4821 hai", "4821"},
	{"OwnedPIN", "card ki pin 7315 bhool gaya", "7315"},
	{"OwnedPIN", "SIM ka pin 0917 hai", "0917"},
	{"OwnedPIN", "pin 4 of the header", ""},
	{"OwnedPIN", "ATM ka pin code yaad nahi", ""},
	{"OwnedPIN", "board ka pin 13 use karo", ""},
	// Digits after a password word's qualifiers and its "là" or colon
	// (Vietnamese, Indonesian): a Wi-Fi password or an access code of
	// digits is one. A count, a year, a sentence stay.
	{"QualifiedDigits", "mã truy cập máy in là 48213907", "48213907"},
	{"QualifiedDigits", "mật khẩu wifi là 12345678", "12345678"},
	{"QualifiedDigits", "mật khẩu wifi nhà mình: 90817263", "90817263"},
	{"QualifiedDigits", "sandi wifi kantor: 48213907", "48213907"},
	{"QualifiedDigits", "mật khẩu tối thiểu là 8 ký tự", ""},
	{"QualifiedDigits", "mật khẩu wifi là 2024", ""},
	{"QualifiedDigits", "mật khẩu mới là gì vậy", ""},
	// A value beside a European password word, its verb after it ("hasło
	// X jest nowe"): the verb's own word is no value, the one before it is.
	{"BesideVerb", "hasło 48213907 jest nowe", "48213907"},
	{"BesideVerb", "het wachtwoord 48213907 is nieuw", "48213907"},
	{"BesideVerb", "Passwort Xk29vLq8 ist neu", "Xk29vLq8"},
	{"BesideVerb", "das Passwort für Jürgen ist geändert", ""},
	{"BesideVerb", "la contraseña del router es nueva", ""},
	{"BesideVerb", "het wachtwoord van de router is nieuw", ""},
	// A lock's code named after the code's word, the lock plural or Spanish
	// ("código"): the code of a door, a locker, a gate. A code of an error,
	// a country, a status, a product, a version stays.
	{"LockCode", "the code for the lockers is 3391", "3391"},
	{"LockCode", "the code for the doors is 5512", "5512"},
	{"LockCode", "el código de la puerta es 3391", "3391"},
	{"LockCode", "el código de las taquillas es 7720", "7720"},
	{"LockCode", "o código do portão é 1942", "1942"},
	{"LockCode", "der Code für den Spind ist 3391", "3391"},
	{"LockCode", "door code 4471", "4471"},
	{"LockCode", "gate code: 1942#", "1942"},
	{"LockCode", "alarm code is 0690", "0690"},
	{"LockCode", "the country code is 49", ""},
	{"LockCode", "status code: 503", ""},
	{"LockCode", "the PR number is 4471", ""},
	{"LockCode", "the code for the releases is 4.2.1", ""},
	{"LockCode", "el código de error es 404", ""},
	{"LockCode", "el código postal es 28013", ""},
	{"LockCode", "el código del producto es 88231", ""},
	// A command's next flag is no piece of the password before it: helm's
	// second --set survives, its password does not.
	{"NextFlag", "helm upgrade app ./chart --set db.password=Xk29vLq8Tz --set image.tag=1.4.2", "Xk29vLq8Tz"},
	{"NextFlag", "helm install x --set auth.password=Xk29vLq8Tz --set-string replicas=3", "Xk29vLq8Tz"},
	{"NextFlag", "the password is Pr0d uct10n!", "uct10n"},
	{"NextFlag", "helm upgrade app ./chart --set auth.password=Qm7vLx2Rt9 --set image.tag=1.4.2", "Qm7vLx2Rt9"},
}

func TestVerbFinal(t *testing.T) { checkClassRows(t, verbFinal) }
