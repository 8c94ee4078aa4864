package capture

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/redact"
)

// A secret split across the lines of one user message never reaches the
// store, the logs or the state through Capture: the message is redacted
// whole before it is cut into sentences and lines. The control: each secret
// survives when its message is redacted one line at a time, so the whole-
// message redaction is what keeps it out (a PEM body line is key material
// on its own too: the block is there for the whole-message path).
func TestCaptureSecretSplitAcrossLines(t *testing.T) {
	cases := []struct {
		text, secret string
		split        bool // leaks when redacted line by line
	}{
		{"We keep the staging db password here:\nKx9mQ2vL7pZr4", "Kx9mQ2vL7pZr4", true},
		{"Our grafana logins live in this table.\n| service | user | password |\n|---|---|---|\n| grafana | admin | Wz8kQ2mLz7Tn |", "Wz8kQ2mLz7Tn", true},
		{"We deploy reports with this command.\nmysql -h db.internal -u app \\\n  -pHq7Lm2Xv9RtZ reporting", "Hq7Lm2Xv9RtZ", true},
		{"The build bot uses this deploy key.\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACDh3kL7pQ9vR2sX8mN4cT6yU1wZ0aB5eF3gH7jK9lMnOpQAAAJi2Xq8Ntl6\n-----END OPENSSH PRIVATE KEY-----",
			"QyNTUxOQAAACDh3kL7pQ9vR2sX8mN4cT6yU1wZ0aB5eF3gH7jK9lMnOpQAAAJi2Xq8Ntl6", false},
	}
	var lines []string
	for i, c := range cases {
		lines = append(lines, userLine(fmt.Sprintf("u%d", i), c.text))
		if c.split && !leaksLineByLine(c.text, c.secret) {
			t.Errorf("control: %q does not leak when redacted line by line, so this case proves nothing", c.secret)
		}
	}
	lines = append(lines, userLine("ctl", "We always run the linter before pushing."))
	s, data := teststore.Open(t)
	path := writeTranscript(t, t.TempDir(), lines, "")
	if _, err := Capture(context.Background(), s, data, path, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	var stored bool
	_ = filepath.Walk(data, func(p string, fi os.FileInfo, err error) error {
		if err != nil || fi.IsDir() {
			return err
		}
		b, _ := os.ReadFile(p)
		for _, c := range cases {
			if strings.Contains(string(b), c.secret) {
				t.Errorf("secret %q reached %s", c.secret, p)
			}
		}
		stored = stored || strings.Contains(string(b), "run the linter before pushing")
		return nil
	})
	if !stored {
		t.Error("positive control: nothing was stored")
	}
}

// leaksLineByLine: redacting text one line at a time leaves secret whole.
func leaksLineByLine(text, secret string) bool {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		r, _ := redact.Text(l)
		out = append(out, r)
	}
	return strings.Contains(strings.Join(out, "\n"), secret)
}
