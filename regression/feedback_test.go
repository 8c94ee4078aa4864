package regression

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/internal/mockapi"
)

// Check: the opt-in LLM drafter phrases the rule with the real "claude -p",
// sends the corrections with secrets redacted, and hippo's hooks stay quiet in
// the child; the deterministic drafter is the fallback when the model fails.
func TestLLMDrafter(t *testing.T) {
	claude := claudeBinary(t)
	h := newHome(t)
	h.hippo(t, "install", "--no-model")
	secret := "ghp_" + strings.Repeat("Kp3x", 9)
	for _, c := range []string{"No, run tests with pnpm test.", "That's wrong, run the tests with pnpm test.", "No, always run tests with pnpm test, the token " + secret + " is for CI only."} {
		// --force: three corrections stored as written, whatever the gate would
		// make of their wording; this test is about the drafter.
		h.hippo(t, "jot", "--force", "--kind", "feedback", c)
	}
	api, err := mockapi.Start("Always run the test suite with pnpm test.")
	if err != nil {
		t.Fatal(err)
	}
	defer api.Close()
	env := append(claudeEnv(api), "PATH="+filepath.Dir(claude)+":"+os.Getenv("PATH"))
	r := h.runEnv(t, env, "", hippoBin, "review-feedback", "--llm", "--list")
	if r.code != 0 || !strings.Contains(r.stdout, "Draft 1: Always run the test suite with pnpm test.") {
		t.Fatalf("exit %d\n%s\n%s", r.code, r.stdout, r.stderr)
	}
	sent := strings.Join(api.MessageBodies(), "\n")
	if !strings.Contains(sent, "run tests with pnpm test") || strings.Contains(sent, secret) {
		t.Errorf("the drafter sent the secret, or not the corrections:\n%.1000s", sent)
	}
	if _, err := os.Stat(filepath.Join(h.data, "hooks.log")); !os.IsNotExist(err) {
		t.Error("hippo's hooks ran inside the drafter's claude -p")
	}
	if b, _ := os.ReadFile(filepath.Join(h.data, "pending_rules.md")); strings.Contains(string(b), secret) {
		t.Error("pending_rules.md holds the secret")
	}
}
