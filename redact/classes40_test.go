package redact_test

import "testing"

// Indonesian and Malay chat write the possessive "its" as a word of its
// own after the credential's noun ("PIN nya", "sandi nya"), or after one
// qualifier ("PIN ATM nya", "password wifinya"), before the postposed
// "what"/"how much" of a question; the next line's reply is the value.
var classes40NyaLeaks = []leakCase{
	{"PIN nya berapa?\n620417", "620417"},
	{"> pin nya berapa buat kartu kantor?\n771903", "771903"},
	{"PIN ATM nya berapa?\n4417", "4417"},
	{"password wifi nya apa?\nBatik#Merah21", "Batik#Merah21"},
	{"password wifinya apa?\nRendang_Padang9", "Rendang_Padang9"},
	{"sandi nya apa?\nKopiTubruk!44", "KopiTubruk!44"},
	{"kata laluan nya apa?\nDurian%Musang7", "Durian%Musang7"},
	{"kode OTP nya berapa?\n558120", "558120"},
}

// The same questions whose reply gives no value (a count, a promise, a
// place), a lowercase "pin" that is a header's pin (a small number), and
// "nya" inside another word keep their words.
var classes40NyaKept = []string{
	"PIN nya berapa digit?\n6 digit katanya",
	"PIN nya berapa?\nlupa",
	"password nya apa?\nyang lama",
	"pin nya berapa?\n4",
	"Pin nya berapa?\n12",
	"pin nya dipasang di mana?\nGPIO4",
	"nyanyi apa?\nlagu",
	"sandi nya di 1Password",
}

func TestClasses40Nya(t *testing.T) {
	checkRedacted(t, classes40NyaLeaks)
	checkKept(t, classes40NyaKept)
}

// A CSV header names its columns: the names after a credential's column
// are words joined by commas, not its value. A value of random characters
// beside commas, or under the header, still goes.
var classes40HeaderKept = []string{
	"User name,Access key ID,Status,Last used",
	"Name,API key ID,Created,Last used",
	"Name,Password,Created,Last used",
	"Name,Token name,Expires,Last used",
	"Access key ID,Secret access key,Status",
	"credentials.csv\nUser name,Access key ID,Status,Last used\nci-deployer,AKIA****************,Inactive,2026-11-02",
}

var classes40HeaderLeaks = []leakCase{
	{"user,password,host\nadmin,Xk9#mQ2vL7pw,db1", "Xk9#mQ2vL7pw"},
	{"password: Tr0ub4dor,Zebra,x", "Tr0ub4dor"},
	{"the key is Kq8vZ,mW2x,Lp9 ok, fine, yes", "Kq8vZ,mW2x,Lp9"},
	{"password=Blue,Horse", "Blue,Horse"},
}

func TestClasses40Header(t *testing.T) {
	checkRedacted(t, classes40HeaderLeaks)
	checkKept(t, classes40HeaderKept)
}

// A format string's field may interpolate a call (f"Basic
// {b64encode(creds).decode()}", `${getToken(user)}`): the field is filled
// in at run time, as {token} is. A random literal written beside a field
// is a value all the same.
var classes40FieldKept = []string{
	`headers = {"Accept": "application/json", "Authorization": f"Basic {b64encode(creds).decode()}"}`,
	`auth = {"Authorization": f"Basic {base64.b64encode(pair.encode()).decode()}"}`,
	`token = f"{prefix}_{secrets.token_hex(16)}"`,
}

var classes40FieldLeaks = []leakCase{
	{`password = "{user}-Xk9#mQ2vL7pw"`, "Xk9#mQ2vL7pw"},
	{`password: {user}-Xk9#mQ2vL7pw`, "Xk9#mQ2vL7pw"},
	{`password = "{user}-Xk9{mQ2vL7pw"`, "Xk9{mQ2vL7pw"},
	{`password = "Xk9#mQ2vL7pw-{user}"`, "Xk9#mQ2vL7pw"},
	{`Pwd={Xk9(mQ2)vL7};`, "Xk9(mQ2)vL7"},
	{`secret = "%s-Zt7vQ2mW9xLk4RpB" % env`, "Zt7vQ2mW9xLk4RpB"},
}

func TestClasses40Field(t *testing.T) {
	checkRedacted(t, classes40FieldLeaks)
	checkKept(t, classes40FieldKept)
}

// Python's f"..." and C#'s $"..." prefix a literal as b"..." and r"..."
// do: the literal after them is the value (it was not read at all), and
// their fields are judged as any format string's.
var classes40PrefixLeaks = []leakCase{
	{`password = f"Xk9#mQ2vL7pw"`, "Xk9#mQ2vL7pw"},
	{`password = f"{user}-Xk9#mQ2vL7pw"`, "Xk9#mQ2vL7pw"},
	{`DB_PASSWORD = rf"Qm7#vT2p!Lx9"`, "Qm7#vT2p!Lx9"},
	{`var password = $"{user}-Xk9#mQ2vL7pw";`, "Xk9#mQ2vL7pw"},
	{`api_key = f"{env}:Zt7vQ2mW9xLk4RpB"`, "Zt7vQ2mW9xLk4RpB"},
}

var classes40PrefixKept = []string{
	`password = f"{os.environ['DB_PASSWORD']}"`,
	`token = f"Bearer {token}"`,
	`password = f"{prefix}{suffix}"`,
	`secret = f"{settings.SECRET_KEY}"`,
	`password = f"{get_password(user)}"`,
	`var password = $"{config.Password}";`,
}

func TestClasses40Prefix(t *testing.T) {
	checkRedacted(t, classes40PrefixLeaks)
	checkKept(t, classes40PrefixKept)
}
