package redact_test

import "testing"

// halves46 is a text and the parts of one secret code splits over joined
// literals: every part must go, a half left is a leak. No parts says the
// text must come out byte for byte.
type halves46 struct {
	text  string
	parts []string
}

func check46(t *testing.T, rows []halves46) {
	t.Helper()
	for _, r := range rows {
		if len(r.parts) == 0 {
			checkKept(t, []string{r.text})
			continue
		}
		cases := make([]leakCase, 0, len(r.parts))
		for _, p := range r.parts {
			cases = append(cases, leakCase{r.text, p})
		}
		checkRedacted(t, cases)
	}
}

// A secret split over string literals that code joins back: an operator
// in each language's spelling (+, PHP's ".", Lua's "..", VB's "&", D's
// "~", SQL's "||"), Rust's concat! and SQL's concat(), C's and Python's
// adjacent literals, a shell's touching quotes. Whichever half a rule
// finds, the halves joined to it go; a half too short or too plain to be
// judged alone ("Winter" & "2024!", "sk-proj-" + ...) is judged joined.
// Strings joined to a variable, messages with blanks, a URL's parts and a
// shell's separate arguments stay.
func TestClasses46JoinedHalves(t *testing.T) {
	check46(t, []halves46{
		{`let secret = concat!("a8F3kQ9zLmP2", "vX7nR4tY1wE6");`, []string{"a8F3kQ9zLmP2", "vX7nR4tY1wE6"}},
		{`const API_KEY: &str = concat!("sk_live_4eC39HqLyjWDarjtT1", "zdp7dcXyZ8PqRt2");`, []string{"sk_live_4eC39HqLyjWDarjtT1", "zdp7dcXyZ8PqRt2"}},
		{`api_key = "AKIAIOSFODNN7" + "EXAMPLE"`, []string{"AKIAIOSFODNN7", "EXAMPLE"}},
		{`local password = "Tr0ub4dor" .. "&3xK9q"`, []string{"Tr0ub4dor", "&3xK9q"}},
		{`$token = 'xoxb-2837465' . '1029384756-AbCdEfGhIjKlMnOpQrStUvWx';`, []string{"xoxb-2837465", "1029384756-AbCdEfGhIjKlMnOpQrStUvWx"}},
		{`char *pw = "h7Gk2Lm9" "Qz4Xw8Rt";`, []string{"h7Gk2Lm9", "Qz4Xw8Rt"}},
		{`secret = ("xK9mQ2vL8nP4" "rT6wY1zB3cF7")`, []string{"xK9mQ2vL8nP4", "rT6wY1zB3cF7"}},
		{`String apiKey = "9f8e7d6c5b4a" + "3f2e1d0c9b8a7f6e";`, []string{"9f8e7d6c5b4a", "3f2e1d0c9b8a7f6e"}},
		{`password = "hunter2" + "!"`, []string{`"hunter2" + "!"`}},
		{`pw = "Winter" & "2024!"`, []string{"Winter", "2024!"}},
		{`pw = "correct" + "-horse-" + "battery"`, []string{"correct", "-horse-", "battery"}},
		{`api_key = "sk-proj-" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0"`, []string{"a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0"}},
		{`MAILGUN_KEY = "key-3ax6xnjp29jd6fds" ~ "4gc373sgvjxteol0";`, []string{"4gc373sgvjxteol0"}},
		{`password = 'Tr0ub4dor' || '&3Zq'`, []string{"Tr0ub4dor", "&3Zq"}},
		{`SET @db_password = concat('Xq7vB2', 'Lm9Tz2Rw');`, []string{"Xq7vB2", "Lm9Tz2Rw"}},
		{"token = \"ghp_16C7e42F292c6912E7710c8\" +\n    \"38347Ae178B4a\"", []string{"38347Ae178B4a"}},
		{"const secret = \"q8Zr2LmX\"\n    + \"sk_live_4eC39HqLyjWDarjtT1zdp7dc\";", []string{"q8Zr2LmX", "sk_live_4eC39HqLyjWDarjtT1zdp7dc"}},
		{"val key = \"Vq3\" + \"AKIAIOSFODNN7EXAMPLE\"", []string{"Vq3", "AKIAIOSFODNN7EXAMPLE"}},
		{`export GH_TOKEN="ghp_16C7e42F292c6912E7710c8""38347Ae178B4a"`, []string{"38347Ae178B4a"}},
		{"SECRET_KEY = (\n    \"django-insecure-8f$k2\"\n    \"m9x!q7zp3@w1\"\n)", []string{"django-insecure-8f$k2", "m9x!q7zp3@w1"}},
		{"API_TOKEN = (\n    'ghp_16C7e42F292c6912E7710c8'\n    '38347Ae178B4a'\n)", []string{"ghp_16C7e42F292c6912E7710c8", "38347Ae178B4a"}},
		{"api_key = \"AKIAIOSFODNN7\" \\\n    \"EXAMPLE\"", []string{"AKIAIOSFODNN7", "EXAMPLE"}},
		{`const TOKEN: &'static str = concat!("ghp_", "16C7e42F292c6912E7710c838347Ae178B4a");`, []string{"16C7e42F292c6912E7710c838347Ae178B4a"}},
		{`TOKEN = "ghp_16C7e42F292c" "6912E7710c838347Ae178B4a"`, []string{"6912E7710c838347Ae178B4a"}},
		{`#define API_KEY "sk_live_4eC39HqLyjWD" "arjtT1zdp7dcXyZ8PqRt2"`, []string{"arjtT1zdp7dcXyZ8PqRt2"}},
		{`let pw = "Blue" ++ "Sky99!"`, []string{"Blue", "Sky99!"}},
		{`db_pass = 'Hunter' . '2025!'`, []string{"Hunter", "2025!"}},
		// look-alikes: a variable, a message, a URL, a shell's separate argument
		{`mysqldump --password="S3cr3tPw9x" "customers" > dump.sql`, []string{"S3cr3tPw9x"}},
		{`printf "%s\n" "done"`, nil},
		{`greeting = "Hello" "World"`, nil},
		{"secret_key = (\n    os.environ[\"SECRET_KEY\"]\n)", nil},
		{"password = (\n    get_password()\n)", nil},
		{"curl -s \"https://api.example.com/v1/users\" \\\n  \"https://api.example.com/v1/teams\"", nil},
		{`let k = "sk_live_4eC39HqLyjWDarjtT1" + suffix;`, []string{"sk_live_4eC39HqLyjWDarjtT1"}},
		{`msg = "Hello " + name + "!"`, nil},
		{`url = "https://api.example.com/" + "v1/users"`, nil},
		{`print("token: " + token)`, nil},
		{`x = "abc123def" + "ghi456"`, nil},
		{`label = "build" + "-" + "42"`, nil},
		{`cmd = "git" + " " + "status"`, nil},
	})
}

// A chat's password after a contraction of "is" or on a question's own
// line: "the wifi password's purple-monkey-dishwasher", "pw? hunter42",
// "what's the vpn password? -> tangerine-dream-88". The value must end its
// clause and read as a password; a possessive's noun ("the password's
// hash is ..."), a where or a no-idea stays.
func TestClasses46ChatAnswers(t *testing.T) {
	check46(t, []halves46{
		{"the wifi password's purple-monkey-dishwasher", []string{"purple-monkey-dishwasher"}},
		{"the password's hunter2", []string{"hunter2"}},
		{"ok the guest wifi password’s Lagoon-Sunset-Pier.", []string{"Lagoon-Sunset-Pier"}},
		{"staging db password? it's Tr0ub4dor99", []string{"Tr0ub4dor99"}},
		{"pw? hunter42", []string{"hunter42"}},
		{"what's the vpn password? -> tangerine-dream-88", []string{"tangerine-dream-88"}},
		{"WLAN-Passwort? es ist Blaue-Katze-Tanzt!", []string{"Blaue-Katze-Tanzt"}},
		{"the password's hash is stored with bcrypt", nil},
		{"the password's length must be 12", nil},
		{"the password's sha256 is deprecated", nil},
		{"the password's expiry, 90 days", nil},
		{"password? no idea", nil},
		{"password? it's in the vault", nil},
		{"forgot your password? click here", nil},
		{"the password's re-set link expired.", nil},
		{"the token's abc123 prefix", nil},
		{"go to the password self-service-portal", nil},
		{"forgot password -> self-service-reset-page", nil},
	})
}

// An apostrophe inside a single-quoted password ('It's-Raining-42') is
// no closing quote: a letter stands on each side of it. The quote that a
// blank or a separator follows closes the value.
func TestClasses46Apostrophes(t *testing.T) {
	check46(t, []halves46{
		{"password: 'It's-Raining-42'", []string{"It's-Raining-42"}},
		{"DB_PASS='Don't-Panic-2024!'", []string{"Don't-Panic-2024!"}},
		{"wachtwoord = 'Zo'n-Dag-77'", []string{"Zo'n-Dag-77"}},
		{"echo 'don't forget the password' && ls", nil},
		{"name: 'O'Reilly'", nil},
	})
}

// The "!" that touch a value's end are redacted with it: a reader cut them
// as punctuation after a key's or a secret's name, where a value ends in
// them as often as a sentence does.
func TestClasses46TrailingBangs(t *testing.T) {
	check46(t, []halves46{
		{"api_secret: Xk29vLq8Tz!!!", []string{"Xk29vLq8Tz!!!"}},
		{"token = Qm4Lp9Zr2Wx7!!", []string{"Qm4Lp9Zr2Wx7!!"}},
		{"the api key is Vb7Nq2Kx9Lm4Rt8!!!", []string{"Vb7Nq2Kx9Lm4Rt8!!!"}},
		{"Geheimnis: Hz8Kq2Wv5Lp9!!!", []string{"Hz8Kq2Wv5Lp9!!!"}},
		{"great, the build is green!!!", nil},
		{"version: 1.2.3!!!", nil},
	})
}
