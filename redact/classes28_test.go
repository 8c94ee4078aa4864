package redact_test

import "testing"

// A lock's code named by a qualifier after "code" (or glued to its lock in
// one word) is its code, in English, German and French, elided article
// included; a French password's qualifier may be elided too ("de l'").
var classes28LockLeaks = map[string]string{
	"the code for the alarm in the warehouse is 580412":         "580412",
	"der Code für die Alarmanlage im Lager lautet 271946.":      "271946",
	"der Code der Haustür ist 7731, bitte merken":               "7731",
	"le code de l'alarme du garage est 66194":                   "66194",
	"le code de la porte d’entrée est 40917":                    "40917",
	"der Torcode lautet 90815":                                  "90815",
	"Alarmcode: 440173":                                         "440173",
	"the code for our front door is 3317 if I'm not around":     "3317",
	"le mot de passe de l'imprimante est Qv7pLr2x":              "Qv7pLr2x",
	"le mot de passe d'admin du routeur est Hb4nT9wq, à garder": "Hb4nT9wq",
}

// A code whose qualifier names no lock, or whose sentence gives no value,
// stays: a release's, a module's, an error's, a code for access to a repo.
var classes28LockKept = []string{
	"the code for the release is 4.2.1",
	"the code for the alarm module is in src/alarm.go",
	"der Code für die Alarmanlage steht im Wiki",
	"the code for access to the repo is 55123",
	"the error code for the alarm is 503",
	"the code for the safety review is 4471 lines long",
	"le code de la page est en HTML",
	"le mot de passe de l'admin est dans le coffre",
}

// TestClasses28LockCodes: a lock's code after its qualifier goes; a code
// whose qualifier names no lock stays.
func TestClasses28LockCodes(t *testing.T) {
	checkRedacted(t, leakCases(classes28LockLeaks))
	checkKept(t, classes28LockKept)
}

// An XML element named for a credential that gives its secret in a
// <Value> child (Windows' unattend.xml) loses the child's text.
var classes28ValueChildLeaks = map[string]string{
	"<AdministratorPassword>\n  <Value>Rk8#pw2Lq!mZ</Value>\n  <PlainText>true</PlainText>\n</AdministratorPassword>":                   "Rk8#pw2Lq!mZ",
	"<AutoLogon>\r\n <Password>\r\n  <Value>TQB5AFAAYQBzAHMA</Value>\r\n  <PlainText>false</PlainText>\r\n </Password>\r\n</AutoLogon>": "TQB5AFAAYQBzAHMA",
	"<LocalAccount><Password><value>Summer!2026qa</value></Password></LocalAccount>":                                                    "Summer!2026qa",
	"<DomainJoinPassword>\n\t<Value>j0in-Dom4in-77</Value>\n</DomainJoinPassword>":                                                      "j0in-Dom4in-77",
}

// A <Value> child of a password's setting, a flag or a count, stays, as
// does an empty one and a hint of words.
var classes28ValueChildKept = []string{
	"<PasswordNeverExpires>\n  <Value>true</Value>\n</PasswordNeverExpires>",
	"<MinimumPasswordLength>\n  <Value>14</Value>\n</MinimumPasswordLength>",
	"<AdministratorPassword>\n  <Value></Value>\n  <PlainText>true</PlainText>\n</AdministratorPassword>",
	"<PasswordHint>\n <Value>name of the first cat</Value>\n</PasswordHint>",
	"<Hostname>\n  <Value>build-agent-07</Value>\n</Hostname>",
}

// TestClasses28ValueChild: a credential element's <Value> child goes; a
// setting's value stays.
func TestClasses28ValueChild(t *testing.T) {
	checkRedacted(t, leakCases(classes28ValueChildLeaks))
	checkKept(t, classes28ValueChildKept)
}

// A documented EXAMPLE key stays when its paragraph (a note under the
// pasted block, a line above it) cites the docs.
var classes28ExampleKept = []string{
	"[profile demo]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n# ^ copied from the AWS documentation",
	"straight out of the README:\nexport AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
}

// An EXAMPLE key cut off from the docs' note by a blank line, or said
// bare, and a real key beside a docs note, go.
var classes28ExampleLeaks = map[string]string{
	"see the docs for the format.\n\naws_access_key_id = AKIAIOSFODNN7EXAMPLE":                                                                           "AKIAIOSFODNN7EXAMPLE",
	"use AWS key AKIAIOSFODNN7EXAMPLE in the sandbox":                                                                                                    "AKIAIOSFODNN7EXAMPLE",
	"aws_access_key_id = AKIA2OGYBAH6TQ4XQ7MB\naws_secret_access_key = 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\n# not the one from the docs: staging's": "9drTJvcXLB89kLmPqRtWzAqM7h4kP2dZbXl0aB1c",
}

// TestClasses28ExampleParagraph: a docs note reaches the EXAMPLE keys of
// its paragraph, not others.
func TestClasses28ExampleParagraph(t *testing.T) {
	checkKept(t, classes28ExampleKept)
	checkRedacted(t, leakCases(classes28ExampleLeaks))
}
