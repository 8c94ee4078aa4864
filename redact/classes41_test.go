package redact_test

import "testing"

// A sentence that names a credential and points at the line after it
// ("the password is on the next line", "neeche wala hai", "en dessous",
// "abajo 👇", "di bawah ini ya") hands its value over there, as a colon
// does: the next line, a value alone, is the secret.
var classes41BelowLeaks = []leakCase{
	{"admin panel ka login:\nuser - ops\npassword neeche wala hai\nLotus#Garden71", "Lotus#Garden71"},
	{"staging db: user deploy, the password is on the next line\nRx8vTq2Lm9Zw", "Rx8vTq2Lm9Zw"},
	{"compte root\nle mot de passe est juste en dessous\nPa7!quetRoz", "Pa7!quetRoz"},
	{"usuario soporte\ncontraseña abajo 👇\nZorro$Azul88", "Zorro$Azul88"},
	{"akun wifi kantor\nsandi nya di bawah ini ya\nKopiSusu2024x", "KopiSusu2024x"},
	{"das Passwort steht unten\nHaus!Baum42x", "Haus!Baum42x"},
	{"het wachtwoord staat hieronder\nFiets#Rood55", "Fiets#Rood55"},
	{"a senha está abaixo ⬇️\nCasa&Praia09", "Casa&Praia09"},
	{"the deploy token follows\nghx7Kq7vPz9xWm2nLr4", "ghx7Kq7vPz9xWm2nLr4"},
	{"token 👇\nQx7#mLp2Vw9z", "Qx7#mLp2Vw9z"},
	{"vpn password ↓\nQx7#mLp2Vw9z", "Qx7#mLp2Vw9z"},
	{"pw (below)\nQx7#mLp2Vw9z", "Qx7#mLp2Vw9z"},
	{"the api key, below\nQx7mLp2Vw9zR4tY", "Qx7mLp2Vw9zR4tY"},
	{"hasło poniżej\nQx7#mLp2Vw9z", "Qx7#mLp2Vw9z"},
	{"lösenordet nedan\nQx7#mLp2Vw9z", "Qx7#mLp2Vw9z"},
	{"mật khẩu bên dưới\nQx7#mLp2Vw9z", "Qx7#mLp2Vw9z"},
	{"password sa ibaba\nQx7#mLp2Vw9z", "Qx7#mLp2Vw9z"},
	{"पासवर्ड नीचे है\nQx7#mLp2Vw9z", "Qx7#mLp2Vw9z"},
	{"パスワードは以下\nQx7#mLp2Vw9z", "Qx7#mLp2Vw9z"},
	{"密码在下面\nQx7#mLp2Vw9z", "Qx7#mLp2Vw9z"},
	{"password ye hai\nQx7#mLp2Vw9z", "Qx7#mLp2Vw9z"},
	{"Kennwort folgt\nQx7#mLp2Vw9z", "Qx7#mLp2Vw9z"},
	{"the password is below this line\nQx7#mLp2Vw9z", "Qx7#mLp2Vw9z"},
	{"wifi password in the next message\nQx7#mLp2Vw9z", "Qx7#mLp2Vw9z"},
}

// The same pointers before a line that is no value (a sentence, a place,
// a reference, a step), and "below" inside a clause that goes on, keep
// their words.
var classes41BelowKept = []string{
	"the password rules are on the next line\nat least 14 characters, no reuse of the last 5",
	"le mot de passe est juste en dessous\n(demande-le à Léa, il n'est pas dans le ticket)",
	"the password field is below the username\nRx8vTq2Lm9Zw",
	"password reset instructions below\nOpen settings and click reset",
	"password neeche wala hai\nSettings > Security",
	"the password is below\nsee vault",
	"the token follows\n${GITHUB_TOKEN}",
	"password strength meter below\nweak",
	"token 👇\nsee the vault entry",
	"password ye hai\nwahi purana wala",
	"パスワードは8文字以下\n(記号を含む)",
	"the api key, below\nask Dana for it",
}

func TestClasses41Below(t *testing.T) {
	checkRedacted(t, classes41BelowLeaks)
	checkKept(t, classes41BelowKept)
}

// Indonesian's and Malay's possessive as a word of its own between a
// code's noun and its digits ("PIN nya 482913": its PIN is 482913), right
// after the noun or after one qualifier, gives the code as "PIN-nya" does.
var classes41NyaLeaks = []leakCase{
	{"PIN nya 482913", "482913"},
	{"PIN ATM nya 4417", "4417"},
	{"kode OTP nya 558120", "558120"},
	{"ok PIN nya 7730, jangan kasih tau siapa2", "7730"},
}

// A count of digits, a year, and a sentence about the PIN keep their words.
var classes41NyaKept = []string{
	"PIN nya 6 digit",
	"PIN nya sudah diganti kemarin",
	"PIN nya 2024 ganti",
	"PIN nya berapa digit?",
}

func TestClasses41Nya(t *testing.T) {
	checkRedacted(t, classes41NyaLeaks)
	checkKept(t, classes41NyaKept)
}

// What cat prints of a password file is a user and the hash a login checks
// against (htpasswd's apr1, bcrypt and {SHA}, a shadow line's $6$): no
// password. A file of plain user:password lines still prints passwords.
var classes41HashedKept = []string{
	"cat /etc/nginx/.htpasswd\nstaff:$apr1$eQT4k73V$mYdGx/Vu7gtKNttsUsNHkY",
	"$ cat .htpasswd\nops:$2y$05$abcdefghijklmnopqrstuuq1Zk7vQ2xR8pM3nL5jT6wY9sE0aB4cC",
	"$ cat .htpasswd\nci:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=",
	"$ sudo cat /etc/shadow | grep deploy\ndeploy:$6$Zq9vB2x1$3hJk8Lm0Pq2Rs4Tu6Vw8Xy0Za2Bc4De6Fg8Hi0Jk2Lm4No6Pq8Rs0Tu2Vw4Xy6Za8Bc0De2Fg4Hi6Jk8Lm0:19700:0:99999:7:::",
}

var classes41HashedLeaks = []leakCase{
	{"$ cat .htpasswd\nadmin:Kq7vPz9xWm2n", "Kq7vPz9xWm2n"},
	{"$ cat ~/.vault-token\nhvs.CAESIJ3k9Lx2mQ7vR8tY1wZ4pN6bH0cF5gD", "hvs.CAESIJ3k9Lx2mQ7vR8tY1wZ4pN6bH0cF5gD"},
}

func TestClasses41Hashed(t *testing.T) {
	checkRedacted(t, classes41HashedLeaks)
	checkKept(t, classes41HashedKept)
}

// A quote right after the operator closes the string the name opened
// ("$STRIPE_KEY:": curl's user with no password): the value is empty, and
// the flags and the strings after it stay. A JSON key's string closes
// before its operator, and its value is read as before.
var classes41ClosedKept = []string{
	`curl https://api.stripe.com/v1/refunds -u "$STRIPE_KEY:" -H "Idempotency-Key: 174701a6-00e7-4de7-ba58-3cd54172ccdc" -d charge=ch_1`,
	`curl x -u '$STRIPE_KEY:' -H 'X-Request-Id: 5f1c2b7e-9d3a-4c1e-8b2f-0a6d4e3c9b11'`,
	`curl x -u "$API_TOKEN:" --data-urlencode "q=shoes"`,
}

var classes41ClosedLeaks = []leakCase{
	{`{"api_key":"Kq7vPz9xWm2nLr4tYh6u"}`, "Kq7vPz9xWm2nLr4tYh6u"},
	{`'password':'Kq7vPz9xWm2n'`, "Kq7vPz9xWm2n"},
	{`password:'Kq7vPz9xWm2n'`, "Kq7vPz9xWm2n"},
	{`curl x -u "rk_live_51H8xKq7vPz9xWm2nLr4tYh6u:" -H "Idempotency-Key: 174701a6"`, "rk_live_51H8xKq7vPz9xWm2nLr4tYh6u"},
}

func TestClasses41Closed(t *testing.T) {
	checkRedacted(t, classes41ClosedLeaks)
	checkKept(t, classes41ClosedKept)
}

// A scheme's field that interpolates a call, with keyword arguments too,
// is code (f"Bearer {get_token(user).strip()}"); a braced random literal
// after the scheme is a token.
var classes41CallKept = []string{
	`auth = f"Bearer {get_token(user).strip()}"`,
	`headers = {"Authorization": f"Bearer {client.token(scope='read').value}"}`,
	`auth = f"Token {tok(user)}"`,
}

var classes41CallLeaks = []leakCase{
	{"Authorization: Bearer {Kq7vPz9xWm2nLr4tYh6u}", "Kq7vPz9xWm2nLr4tYh6u"},
	{`auth = f"Bearer Kq7vPz9xWm2nLr4tYh6u"`, "Kq7vPz9xWm2nLr4tYh6u"},
}

func TestClasses41Call(t *testing.T) {
	checkRedacted(t, classes41CallLeaks)
	checkKept(t, classes41CallKept)
}

// Oracle's IDENTIFIED BY takes its password unquoted, in a statement that
// creates or alters a user, on its line or a line after its head. The
// keyword before a stored hash (BY VALUES, BY PASSWORD) and prose's
// "identified by" keep their words.
var classes41IdentifiedLeaks = []leakCase{
	{"ALTER USER scott IDENTIFIED BY Tiger2x99Zq;", "Tiger2x99Zq"},
	{"ALTER USER scott IDENTIFIED BY tiger;", "tiger"},
	{"create user etl identified by Etl_Load2026 quota unlimited on users;", "Etl_Load2026"},
	{"CREATE USER app\n  IDENTIFIED BY Hunter2x99Zq\n  DEFAULT TABLESPACE users;", "Hunter2x99Zq"},
	{`CREATE USER app IDENTIFIED BY "Hunter2x99Zq";`, "Hunter2x99Zq"},
}

var classes41IdentifiedKept = []string{
	"users are identified by their email",
	"each row is identified by uuid4 in the table",
	"the session is identified by sid_2024x in logs",
	"ALTER USER app IDENTIFIED BY VALUES 'S:8F2D65FB5547B71C8DA3760F10960428CD307B1C6271691FC55C1F56554A;T:1'",
	"GRANT USAGE ON *.* TO 'u'@'%' IDENTIFIED BY PASSWORD '*6BB4837EB74329105EE4568DDA7DC67ED2CA2AD9';",
}

func TestClasses41Identified(t *testing.T) {
	checkRedacted(t, classes41IdentifiedLeaks)
	checkKept(t, classes41IdentifiedKept)
}

// A value echoed into a command that stores what it reads as a secret
// (wrangler secret put, gh secret set, docker secret create, gcloud
// secrets versions add) is that secret, whatever its shape; a variable, a
// command's output, and an echo into another command keep their words.
var classes41StoredLeaks = []leakCase{
	{"echo 'Kq7vPz9xWm2nLr4tYh6u3bQw' | wrangler secret put API_TOKEN", "Kq7vPz9xWm2nLr4tYh6u3bQw"},
	{"echo -n Kq7vPz9xWm2nLr4tYh6u3bQw | npx wrangler secret put API_TOKEN", "Kq7vPz9xWm2nLr4tYh6u3bQw"},
	{"printf '%s' 'Hunter2x99Zq' | docker secret create db_pass -", "Hunter2x99Zq"},
	{"echo Hunter2x99Zq | gh secret set DB_PASSWORD", "Hunter2x99Zq"},
	{"echo -n 'Hunter2x99Zq' | gcloud secrets versions add db-pass --data-file=-", "Hunter2x99Zq"},
}

var classes41StoredKept = []string{
	`echo "$API_TOKEN" | wrangler secret put API_TOKEN`,
	"echo 'deploying' | tee log.txt",
	"echo done | gh secret list",
	"echo $(openssl rand -hex 32) | gh secret set SESSION_SECRET",
}

func TestClasses41Stored(t *testing.T) {
	checkRedacted(t, classes41StoredLeaks)
	checkKept(t, classes41StoredKept)
}

// Google and Apple print an app password as four groups of four letters
// joined by blanks; passed as a login call's password it is one, as the
// hyphenated form is. Words of other lengths there stay.
var classes41AppPasswordLeaks = []leakCase{
	{`mail.login("me@gmail.com", "abcd efgh ijkl mnop")`, "abcd efgh ijkl mnop"},
	{`smtp.login('alerts@acme.io', 'qwer tyui opas dfgh')`, "qwer tyui opas dfgh"},
	{"app-specific password abcd-efgh-ijkl-mnop", "abcd-efgh-ijkl-mnop"},
}

var classes41AppPasswordKept = []string{
	"smtp.login('me@gmail.com', 'your app password')",
	"ftp.login('ops', 'open sesame now')",
}

func TestClasses41AppPassword(t *testing.T) {
	checkRedacted(t, classes41AppPasswordLeaks)
	checkKept(t, classes41AppPasswordKept)
}
