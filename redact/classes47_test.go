package redact_test

import "testing"

// HTTP's Basic scheme under any label: the token is base64 of
// "user:password", so it goes wherever it stands (a YAML key that is not
// Authorization, nginx's proxy_set_header, a log line, a sentence). What
// decodes to no login pair stays, and so do the pairs documentation prints.
func TestClasses47BasicToken(t *testing.T) {
	check45(t, []twin45{
		{"shipping:\n  ups:\n    auth-header: \"Basic c3ZjLWRlcGxveTpRdzgjclR6ITltTHA=\"\n    timeout-ms: 5000", "c3ZjLWRlcGxveTpRdzgjclR6ITltTHA="},
		{`proxy_set_header X-Upstream-Auth "Basic YXBpX3VzZXI6aDdWbjJrWHE5UnQ0";`, "YXBpX3VzZXI6aDdWbjJrWHE5UnQ0"},
		{"2024-05-02T10:14:07Z DEBUG outgoing headers={Accept: */*, X-Auth: basic ZnRwOlMzY3IzdC1VcGwwYWQ=}", "ZnRwOlMzY3IzdC1VcGwwYWQ="},
		{"Le webhook attend l'en-tête Basic YWRtaW4tcm86dzlMbSMyUXg= sinon il répond 401.", "YWRtaW4tcm86dzlMbSMyUXg="},
		{"$headers = @{ Auth = 'Basic anNtaXRoOlRyMHViNGRvciYz' }", "anNtaXRoOlRyMHViNGRvciYz"},
		{"RFC 7617 example: Authorization-Like: Basic dXNlcm5hbWU6cGFzc3dvcmQ=", ""},
		{"The basic anVzdCBzb21lIHRleHQgd2l0aG91dCBjb2xvbg== string is only a test vector.", ""},
		{"Basic usage: run `make deploy` then check the dashboard.", ""},
		{"We use basic auth in front of the staging site.", ""},
	})
}

// A parenthetical (a host's address, a floor, an environment) between the
// words that qualify a password and a copula that follows them, as Hebrew,
// Indonesian and Malay put it after the noun: the value after the copula
// is the password still. Without a value of a password's shape, the
// sentence stays.
func TestClasses47ParentheticalBeforeCopula(t *testing.T) {
	check45(t, []twin45{
		{"הסיסמה של root לשרת ה-staging (10.8.0.14) היא Cactus#oregano315?. תחליף אותה מחר.", "Cactus#oregano315?"},
		{"הסיסמה של admin לראוטר (קומה 2) היא Lemon!tree8842", "Lemon!tree8842"},
		{"kata sandi router kantor (lantai 3) adalah Mangga#Hijau2291", "Mangga#Hijau2291"},
		{"kata laluan pelayan ujian (192.168.4.20) ialah Durian%77kota", "Durian%77kota"},
		{"הסיסמה של root לשרת (10.8.0.14) היא בכספת של הצוות", ""},
		{"kata sandi router kantor (lantai 3) adalah rahasia perusahaan", ""},
	})
}

// A style sheet's hex colour: design tokens are named token, key, secret
// and auth as often as credentials are. A colour that a declaration's ";"
// ends, or that a custom property ("--") names, stays; a password of hex
// in a setting, or a longer value, goes.
func TestClasses47CSSColour(t *testing.T) {
	check45(t, []twin45{
		{":root {\n  --token-primary: #7c3aed;\n  --secret-banner-bg: #fef3c7;\n  --key-border: #e5e7eb;\n}", ""},
		{".alert { --auth-error: #DC2626; border-color: var(--auth-error); }", ""},
		{"--password-strength-weak: #f00;", ""},
		{"$api-key-accent: #0f172acc;", ""},
		{"password: #a1b2c3d4e5", "#a1b2c3d4e5"},
		{"--token-primary: #7c3aed9f2b1e44;", "#7c3aed9f2b1e44"},
	})
}

// A password policy written as rule calls joined by "and" or commas
// (Keycloak's "length(14) and upperCase(1)"), said in any language: it says
// what a password must hold and is none. A password after the policy's
// word, or one that holds parentheses, goes.
func TestClasses47PolicyRules(t *testing.T) {
	check45(t, []twin45{
		{"Die Passwort-Richtlinie im Keycloak-Realm ist: length(14) and upperCase(1) and digits(2) and notUsername.", ""},
		{"The password policy is: length(14) and upperCase(1).", ""},
		{"La politique de mot de passe est : length(12) and digits(2) and specialChars(1).", ""},
		{"passwordPolicy: \"length(10) and lowerCase(1) and passwordHistory(3)\"", ""},
		{"política de senha: minLength(12), digits(2), upperCase(1)", ""},
		{"the password is summer(24) and it expires friday", "summer(24)"},
		{"password: hunter(22)", "hunter(22)"},
		{"Das Passwort ist: Tr0ub4dor&3x", "Tr0ub4dor&3x"},
	})
}

// Visual Basic declares a variable's type after "As" (Dim pw As String =
// "..."), where Go and TypeScript put it before "=": the literal is the
// value, however guessable, as after "=" alone, and read from its opening
// quote whole. A call, a constructor or a variable on the right is code.
func TestClasses47VisualBasicTyped(t *testing.T) {
	check45(t, []twin45{
		{`Dim pw As String = "hunter2"`, "hunter2"},
		{`Dim dbPassword As String = "Sommer2024!"`, "Sommer2024!"},
		{`Private Const SmtpPass as String = "mailbox-41"`, "mailbox-41"},
		{`Public Shared ReadOnly ApiToken As String = "a8f3k29dj3kd92kd"`, "a8f3k29dj3kd92kd"},
		{`var adminPassword string = "Hunter2xyz!"`, "Hunter2xyz!"},
		{`Dim password As String = GetPassword()`, ""},
		{`Dim pwd As New String("x"c, 10)`, ""},
	})
}

// A password or a PIN the sentence sets off after its word without a
// verb: between commas, as an apposition, or after "'s" for "is" at the
// clause's end. Only a value with a digit or a symbol counts, so a word of
// the sentence set off by commas, a possessive's noun, a count and a
// version stay.
func TestClasses47SetOffValue(t *testing.T) {
	check45(t, []twin45{
		{"the password, Sommer#24, works again", "Sommer#24"},
		{"the password, Hunter2xyz!, works again", "Hunter2xyz!"},
		{"Das Passwort, Sonne!2024, geht wieder.", "Sonne!2024"},
		{"la contraseña, Mar-8841x, ya no funciona", "Mar-8841x"},
		{"the passcode's 8841", "8841"},
		{"The door passcode's 8841, don't share it.", "8841"},
		{"the alarm PIN's 4417.", "4417"},
		{"the password, however, works again", ""},
		{"the password, as you know, works again", ""},
		{"the username, password, and token are in the vault", ""},
		{"update the password, v2.3.1, the release, needs it", ""},
		{"the password's 2024 rotation is done", ""},
		{"the password's 12 characters long", ""},
		{"the PIN's 4 digits, not 6", ""},
		{"the wifi password's in the drawer", ""},
	})
}
