package redact_test

import "testing"

// leaks52 are redact52's classes of secrets that got through, each with
// secrets of other wordings, vendors and languages that must be redacted
// and look-alikes of the same shape that must come out unchanged (secret
// "").
var leaks52 = []classRow{
	// A quantifier before a qualifier's article ("on all the printers",
	// "for both the iPads", "pour tous les routeurs") took two of its three
	// words, so the thing's name ran past the qualifier and the copula was
	// never reached. A reference or a plain word after the copula stays.
	{"Quantifier", "the door code on all the site gates is 604417", "604417"},
	{"Quantifier", "the PIN for the shared iPad in all the meeting rooms is 582910", "582910"},
	{"Quantifier", "the wifi password on both the guest networks is Tz9Kq4Lm2Vx8", "Tz9Kq4Lm2Vx8"},
	{"Quantifier", "le mot de passe pour tous les routeurs du bureau est Hq7zL2pXm9wT", "Hq7zL2pXm9wT"},
	{"Quantifier", "la contraseña de todos los portátiles del equipo es Tz9Kq4Lm2Vx8", "Tz9Kq4Lm2Vx8"},
	{"Quantifier", "the door code for all of the lockers is 3391", "3391"},
	{"Quantifier", "the PIN on all the Yubikeys is 482913", "482913"},
	{"Quantifier", "the door code for all of the lockers is on the board by the door", ""},
	{"Quantifier", "the access code on all the printers is in the farm wiki", ""},
	{"Quantifier", "the PIN for both the iPads is written on the back", ""},
	{"Quantifier", "the password on all the staging boxes is the one in 1Password", ""},
	{"Quantifier", "the door code on every gate is changed monthly", ""},
	// Arabic and Hebrew put an account's and a host's names after the
	// password word, with no preposition a list holds, and say "is" with a
	// pronoun (هي, هو, היא, הוא): more than four words may stand before it.
	// A place, a phrase or a reference after the pronoun stays.
	{"PronounCopula", "كلمة السر لحساب المدير على لوحة التحكم الجديدة في المكتب هي Wq8zKx3Lm7Rt", "Wq8zKx3Lm7Rt"},
	{"PronounCopula", "הסיסמה של המשתמש root בשרת הגיבוי הישן היא Nz4!pQ8vLm2X", "Nz4!pQ8vLm2X"},
	{"PronounCopula", "كلمة المرور الخاصة بحساب البريد في الشركة هو Rv9kT2mQx7Lp", "Rv9kT2mQx7Lp"},
	{"PronounCopula", "كلمة المرور الجديدة لحساب المسؤول على خادم قاعدة البيانات الرئيسي في المكتب هي Tz9Kq4Lm2Vx8", "Tz9Kq4Lm2Vx8"},
	{"PronounCopula", "كلمة المرور الخاصة بك على هذا الموقع هي نفسها التي أرسلتها أمس", ""},
	{"PronounCopula", "كلمة المرور لحساب root على خادم النسخ الاحتياطي هي في خزنة الفريق", ""},
	{"PronounCopula", "הסיסמה של המשתמש root בשרת הגיבוי הישן היא בכספת של הצוות", ""},
	{"PronounCopula", "كلمة المرور لحساب root على الخادم هي المسؤولية الأولى للفريق", ""},
	// An "@" in the password of a "user / password" pair is the password's
	// symbol (P@ssw0rd): a "/" pair has no URL's userinfo. A team and its
	// email address, or an address with no password's digits, stay.
	{"SlashAt", "log in with root / P@ssw0rd2024 on the console", "P@ssw0rd2024"},
	{"SlashAt", "creds: sa / Db@dmin77x", "Db@dmin77x"},
	{"SlashAt", "postgres / Pg@2024secret is the local login", "Pg@2024secret"},
	{"SlashAt", "use admin/P@ssw0rd9 for the router", "P@ssw0rd9"},
	{"SlashAt", "contact: platform / ops@acme.io", ""},
	{"SlashAt", "owners are infra / infra@acme.io and data / data@acme.io", ""},
	{"SlashAt", "mail the report to admin / root@localhost", ""},
	{"SlashAt", "use admin / Password for the field names", ""},
	// After a ":" pair an "@" is the password's own where what follows it
	// holds a symbol no host name does; a host after it is a userinfo's.
	{"ColonAt", "admin:P@ssw0rd! for the router", "P@ssw0rd!"},
	{"ColonAt", "admin:P@ss!w0rd for the router", "P@ss!w0rd"},
	{"ColonAt", "guest:W1f!@home#2", "W1f!@home#2"},
	{"ColonAt", "connect as app:s3cret@db-primary", ""},
	{"ColonAt", "user@host:~/app$ ls", ""},
	{"ColonAt", "git clone git@github.com:acme/app.git", ""},
	// A password's label in a language not read: Urdu, Persian's other
	// words, Tamil, Georgian, Armenian. Prose about the password (forgot
	// it, change it in settings, keep it in a manager) stays.
	{"Label", "سرور کا پاس ورڈ Tz9Kq4Lm2Vx8 ہے", "Tz9Kq4Lm2Vx8"},
	{"Label", "گذرواژه سرور پشتیبان: Rv9kT2mQx7Lp", "Rv9kT2mQx7Lp"},
	{"Label", "کلمه عبور وای‌فای دفتر Wq8zKx3Lm7Rt است", "Wq8zKx3Lm7Rt"},
	{"Label", "சர்வர் கடவுச்சொல்: Hq7zL2pXm9wT", "Hq7zL2pXm9wT"},
	{"Label", "სერვერის პაროლი: Nz4pQ8vLm2Xk", "Nz4pQ8vLm2Xk"},
	{"Label", "սերվերի գաղտնաբառ: Kx8vQ2mLp9zT", "Kx8vQ2mLp9zT"},
	{"Label", "پاس ورڈ بھول گئے؟ یہاں کلک کریں", ""},
	{"Label", "پاس ورڈ تبدیل کرنے کے لیے ترتیبات میں جائیں", ""},
	{"Label", "گذرواژه را در مدیر رمز عبور نگه دارید", ""},
	{"Label", "கடவுச்சொல்லை மறந்துவிட்டீர்களா? இங்கே கிளிக் செய்யவும்", ""},
	{"Label", "პაროლი დაგავიწყდათ?", ""},
	{"Label", "գաղտնաբառը փոխելու համար անցեք կարգավորումներ", ""},
	// An access code's name in the languages whose password words were
	// read but whose access code was not (Chinese, Japanese, Korean,
	// Indonesian, Turkish, Russian, Ukrainian, Czech, Vietnamese), and the
	// Russian prepositions к, в, у in its qualifier. Where to get one stays.
	{"AccessCode", "Bambu 打印机的局域网访问码是 48213907", "48213907"},
	{"AccessCode", "プリンターのアクセスコードは 55120931 です", "55120931"},
	{"AccessCode", "프린터 액세스 코드는 73310482 입니다", "73310482"},
	{"AccessCode", "kode akses printer di lab adalah 60441782", "60441782"},
	{"AccessCode", "код доступа к принтеру: 29381746", "29381746"},
	{"AccessCode", "код доступу до принтера: 58291043", "58291043"},
	{"AccessCode", "Pristupovy kod k tiskarne je 41927705", "41927705"},
	{"AccessCode", "mã truy cập: 83920144", "83920144"},
	{"AccessCode", "пароль к серверу: Tz9Kq4Lm2Vx8", "Tz9Kq4Lm2Vx8"},
	{"AccessCode", "访问码在群公告里", ""},
	{"AccessCode", "アクセスコードは管理画面で確認できます", ""},
	{"AccessCode", "код доступа к принтеру можно спросить у админа", ""},
	{"AccessCode", "kode akses bisa diminta ke admin", ""},
	{"AccessCode", "mã truy cập được gửi qua email", ""},
	{"AccessCode", "пароль в менеджере паролей", ""},
	{"AccessCode", "пароль у Саши, спроси его", ""},
}

// TestLeaks52 runs each class's rows as one subtest, so a failure names
// the class whose rule slipped.
func TestLeaks52(t *testing.T) { checkClassRows(t, leaks52) }
