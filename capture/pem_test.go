package capture

import (
	"context"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/redact"
)

// Check: a public key pasted in a turn is decided as one statement and
// nothing of it is redacted, though each of its body lines alone would be
// (the control: the same lines in a private key's block are redacted, and
// none reaches the decision). The words after the block stay a statement of
// their own.
func TestPEMBlockIsOneStatement(t *testing.T) {
	body := "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u"
	s, _ := teststore.Open(t)
	for _, tt := range []struct {
		label    string
		redacted bool
	}{{"PUBLIC KEY", false}, {"RSA PRIVATE KEY", true}} {
		text := "Pin the gateway key: -----BEGIN " + tt.label + "-----\n" + body + "\n-----END " + tt.label + "-----\nThe gateway reloads it hourly."
		cands := Extract([]Turn{{Role: "user", UUID: "u1", Text: text}}, 0)
		var got []string
		for _, c := range cands {
			d, err := Gate{Store: s}.Decide(context.Background(), c)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, d.Text)
			if strings.Contains(d.Text, "BEGIN") && d.Redacted != tt.redacted {
				t.Errorf("%s: redacted %v, want %v: %q", tt.label, d.Redacted, tt.redacted, d.Text)
			}
			for _, line := range strings.Split(body, "\n") {
				if tt.redacted && strings.Contains(d.Text, line) {
					t.Errorf("control: a body line of the private key reached the decision: %q", d.Text)
				}
			}
		}
		if n := len(got); n < 2 || got[n-1] != "The gateway reloads it hourly." {
			t.Errorf("%s: statements %q: the words after the block are not one", tt.label, got)
		}
		if !tt.redacted && (len(got) != 3 || got[0] != "Pin the gateway key:" || !strings.Contains(got[1], body)) {
			t.Errorf("statements %q, want the words before, the public key whole, the words after", got)
		}
	}
	// The second line: the first opens the key's DER, which says it is public.
	if _, found := redact.Text(strings.Split(body, "\n")[1]); len(found) == 0 {
		t.Error("control: a body line alone is not redacted, so the test proves nothing")
	}
}
