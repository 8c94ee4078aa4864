package redact_test

import (
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/redact"
)

// Secrets built at run time so that the repository itself holds no
// scanner-triggering literals.
func rep(s string, n int) string { return strings.Repeat(s, n) }

func TestRedactsCommonSecrets(t *testing.T) {
	for _, tt := range []struct {
		name, text, secret, keep string
	}{
		{"anthropic", "use key sk-ant-api03-" + rep("Ab1", 10) + " for the bot", "sk-ant-api03-" + rep("Ab1", 10), "for the bot"},
		{"openai", "OPENAI key is sk-proj-" + rep("x9Z", 10), "sk-proj-" + rep("x9Z", 10), "OPENAI key"},
		{"aws access key", "aws id AKIA" + rep("Q", 16) + " in prod", "AKIA" + rep("Q", 16), "in prod"},
		{"github", "token ghp_" + rep("a1B2", 9) + " works", "ghp_" + rep("a1B2", 9), "works"},
		{"github pat", "github_pat_" + rep("11AB", 12), "github_pat_" + rep("11AB", 12), ""},
		{"gitlab", "glpat-" + rep("abcd", 6), "glpat-" + rep("abcd", 6), ""},
		{"slack", "xoxb-" + rep("1234-", 4) + "abcdef", "xoxb-" + rep("1234-", 4) + "abcdef", ""},
		{"stripe", "sk_live_" + rep("4eC3", 6), "sk_live_" + rep("4eC3", 6), ""},
		{"google", "AIza" + rep("SyA1", 8) + "abc", "AIza" + rep("SyA1", 8) + "abc", ""},
		{"jwt", "auth header eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U", "eyJhbGciOiJIUzI1NiJ9", "auth header"},
		{"url password", "db is postgres://app:hunter2secret@db.internal:5432/app", "hunter2secret", "postgres://app:"},
		{"env assignment", "set DATABASE_PASSWORD=correct-horse-battery in .env", "correct-horse-battery", "DATABASE_PASSWORD="},
		{"api key assignment", `API_KEY: "zq8v0d7f9s8d7f6g"`, "zq8v0d7f9s8d7f6g", "API_KEY"},
		{"password phrase", "the staging password is Tr0ub4dor&3", "Tr0ub4dor&3", "staging password is"},
		{"bearer", "curl -H 'Authorization: Bearer abcDEF123456ghiJKL789mno'", "abcDEF123456ghiJKL789mno", "Authorization"},
		{"private key", "-----BEGIN RSA PRIVATE KEY-----\nMIIEow" + rep("AbC", 20) + "\n-----END RSA PRIVATE KEY-----", "MIIEow", ""},
		{"npm", "npm_" + rep("aB3", 12), "npm_" + rep("aB3", 12), ""},
		{"huggingface", "hf_" + rep("aBc", 11), "hf_" + rep("aBc", 11), ""},
		{"hex", "signing secret " + rep("deadbeef", 6), rep("deadbeef", 6), "signing secret"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, found := redact.Text(tt.text)
			if strings.Contains(got, tt.secret) {
				t.Errorf("secret survived: %q", got)
			}
			if len(found) == 0 || !strings.Contains(got, "[REDACTED:") {
				t.Errorf("no finding reported for %q -> %q", tt.text, got)
			}
			if !strings.Contains(got, tt.keep) {
				t.Errorf("lost the rest of the sentence: %q does not contain %q", got, tt.keep)
			}
		})
	}
}

func TestLeavesOrdinaryTextAlone(t *testing.T) {
	for _, text := range []string{
		"the billing API authenticates with mTLS, not API keys",
		"run tests with pnpm test --filter api",
		"we rotate the password every 90 days",
		"token bucket rate limiting at 100 rps",
		"git commit abc1234 fixed the flaky test",
		"see https://example.com/docs/auth for details",
	} {
		got, found := redact.Text(text)
		if got != text || len(found) != 0 {
			t.Errorf("Text(%q) = %q, %v; want unchanged", text, got, found)
		}
	}
}

// A second run of Text over its own output changes nothing: a marker, the
// attribute that names a credential, or a marker's kind read as a word of
// the line is never taken for a credential's value. Each row's secret goes
// on the first run; the look-alike beside it comes out unchanged.
func TestRedactionIdempotent(t *testing.T) {
	pw := "FyQJ36" + "+Q6uRUKysj"
	for _, tt := range []struct{ secret, keep string }{
		{`<add key="ClearTextPassword" value="` + pw + `" />`, `<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />`},
		{`<property name="db.password" value="` + pw + `"/>`, `<property name="db.password.file" value="/run/secrets/db"/>`},
		{`<entry key='apiToken' value='` + pw + `'/>`, `<entry key='apiTokenTtl' value='3600'/>`},
		// A marker's kind on the line is no key word: the literal beside it stays.
		{"pass$0('" + rep("0", 9) + "1278A9BCXYa' " + pw, "pass$0('" + rep("0", 9) + "1278A9BCXYa')"},
	} {
		got, found := redact.Text(tt.secret)
		if strings.Contains(got, pw) || len(found) == 0 {
			t.Errorf("Text(%q) = %q: the secret survives", tt.secret, got)
		}
		if again, more := redact.Text(got); again != got || len(more) != 0 {
			t.Errorf("second run changed %q -> %q", got, again)
		}
		if got, found := redact.Text(tt.keep); got != tt.keep || len(found) != 0 {
			t.Errorf("look-alike %q -> %q", tt.keep, got)
		}
	}
}

func FuzzRedact(f *testing.F) {
	f.Add("password=hunter22 and sk-ant-" + rep("x", 30))
	f.Add("postgres://u:p4ss@h/db")
	for _, c := range corpora {
		if c.quiet {
			// A failing seed prints its text, and a check half's rows must
			// stay unseen for its figure to measure anything.
			continue
		}
		secrets, lookalikes := loadCorpusFile(f, c.file)
		for _, r := range append(secrets, lookalikes...) {
			f.Add(r.Text)
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, _ := redact.Text(s)
		again, more := redact.Text(got)
		if again != got || len(more) != 0 {
			t.Errorf("redaction not idempotent: %q -> %q", got, again)
		}
	})
}
