package feedback_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/internal/dirsnap"
)

// Check: a draft's rule edited by hand, and the reason a draft is rejected
// with, are kept with their secret redacted, in no file of the data dir; the
// rest of the words are kept (the control that the scan sees them).
func TestEditAndRejectRedactSecrets(t *testing.T) {
	s, data, dir := setup(t)
	for _, id := range []string{"ra", "rb", "rc"} {
		captureAll(t, s, data, session(t, dir, id, turn{"assistant", "I'll run npm test."}, turn{"user", "No, run tests with pnpm test."}))
	}
	drafts, err := feedback.Find(context.Background(), s, data, time.Now(), nil)
	if err != nil || len(drafts) != 1 {
		t.Fatalf("drafts: %+v %v", drafts, err)
	}
	token := "npm_" + strings.Repeat("Qw3r", 9)
	edited, err := feedback.Edit(data, drafts[0].N, "Run tests with pnpm test; the registry token is "+token, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	rejected, err := feedback.Reject(data, drafts[0].N, "one-off: CI logs in with "+token, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(edited.Rule, token) || !strings.Contains(edited.Rule, "the registry token is [REDACTED:") {
		t.Errorf("edited rule %q", edited.Rule)
	}
	if strings.Contains(rejected.Reason, token) || !strings.Contains(rejected.Reason, "one-off: CI logs in with [REDACTED:") {
		t.Errorf("reason %q", rejected.Reason)
	}
	if found := filesHolding(t, data, token); len(found) > 0 {
		t.Errorf("the token is in %v", found)
	}
	if found := filesHolding(t, data, "CI logs in with"); len(found) == 0 {
		t.Error("control: the reason's words are in no file of the data dir")
	}
}

// filesHolding lists the files under dir that hold s.
func filesHolding(t *testing.T, dir, s string) []string {
	t.Helper()
	var out []string
	for p, b := range dirsnap.Take(t, dir) {
		if strings.Contains(b, s) {
			out = append(out, p)
		}
	}
	return out
}
