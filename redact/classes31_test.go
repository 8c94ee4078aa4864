package redact_test

import "testing"

// A command's arguments before its password flag may quote a URL whose
// query holds "&", "|" or ";": inside quotes they end no command, so the
// flag after them is still the command's.
var classes31QuotedArgsLeaks = []leakCase{
	{`curl -X POST "https://ci.example.org/job/app/buildWithParameters?TRACK=beta&CODE=41" --user "ops:7f3c9a1e5b2d4c6e8f0a1b3c5d7e9f21"`, "7f3c9a1e5b2d4c6e8f0a1b3c5d7e9f21"},
	{"curl -sS 'https://api.example.net/v2/search?q=a|b&limit=5' \\\n  -u deploy:Wq7zLm2Kx9Pt", "Wq7zLm2Kx9Pt"},
	{`mysql -h db.internal -e "SELECT 1; SELECT 2" -pHn4!rTq8Zw shop`, "Hn4!rTq8Zw"},
	{`redis-cli -h cache.local --eval "return 1;" -a Lp9xQw2RtZk7`, "Lp9xQw2RtZk7"},
	{`sshpass -p 'Vb6^nM2xQz' ssh ops@bastion "uptime && df -h"`, "Vb6^nM2xQz"},
}

// The same commands with the secret elsewhere or absent keep every byte:
// a pipe or "&&" outside quotes still ends the command, so a later
// command's flag is not the first one's.
var classes31QuotedArgsKept = []string{
	`curl -X POST "https://ci.example.org/job/app/build?TRACK=beta&CODE=41" --user "$JENKINS_USER:$JENKINS_TOKEN"`,
	`curl "https://api.example.net/v2/search?q=a&limit=5" | jq -r '.items[] | .id'`,
	`curl -s "https://status.example.com/?a=1&b=2" && grep -u pattern file.txt`,
	`mysql -h db.internal -e "SELECT 1; SELECT 2" -p shop`,
}

// TestClasses31QuotedArgs: a quoted argument's separators do not hide the
// password flag after it; unquoted ones still end the command.
func TestClasses31QuotedArgs(t *testing.T) {
	checkRedacted(t, classes31QuotedArgsLeaks)
	checkKept(t, classes31QuotedArgsKept)
}

// A random value may end in "%" and a letter by chance: glued to the
// characters before it, "%v" is no format's verb.
var classes31PercentLeaks = []leakCase{
	{"Password=RbT7qLz2Wx9%v;Encrypt=True;", "RbT7qLz2Wx9%v"},
	{"password: Kq2%sLm8Zx4Tn", "Kq2%sLm8Zx4Tn"},
	{`DB_PASS="Zx4Tn9Kq2Lm%d"`, "Zx4Tn9Kq2Lm%d"},
}

// A format string's verb after a blank, a mark or at the start is a field
// still to be filled in, and stays.
var classes31PercentKept = []string{
	"password: %s",
	`token = "Bearer %s"`,
	`secret = "prefix_%s"`,
	`password=%v`,
	`fmt.Sprintf("user=%s password=%s", u, p)`,
}

// TestClasses31PercentInValue: a "%" verb inside a random value leaves it
// a secret; a format's field stays.
func TestClasses31PercentInValue(t *testing.T) {
	checkRedacted(t, classes31PercentLeaks)
	checkKept(t, classes31PercentKept)
}
