package regression

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/hippo-mem/hippo/internal/dirsnap"
)

// restatingSession is a session that keeps coming back to the same subjects:
// a deploy tool corrected version after version, a convention restated, a
// claim hippo already holds, and a question.
func restatingSession() []any {
	var turns []any
	for v := 2; v < 12; v++ {
		turns = append(turns, fmt.Sprintf("We use helm %d to deploy the api.", v),
			"We always squash merge pull requests.", "We always run the tests with pnpm test.")
	}
	return append(turns, "Can you check the logs?")
}

// Check: "hippo capture --dry-run" reports, decision for decision, what the
// real capture of the same transcript then does (a restatement reinforces
// the earlier sentence, a correction supersedes it: not one "store" each),
// and it changes no file in the data dir, byte for byte, nor adds one. The
// control: the real run changes the data dir.
func TestCaptureDryRunMatchesRealRun(t *testing.T) {
	h := newHome(t)
	h.run(t, "We always run the tests with pnpm test.", hippoBin, "jot", "-")
	path := mustWrite(t, filepath.Join(h.dir, "restating.jsonl"), userTranscript(t, "restating-sess", restatingSession()))
	before := dirsnap.Take(t, h.data)
	dry := captureDecisions(t, h, "--dry-run", path)
	after := dirsnap.Take(t, h.data)
	for _, c := range before.Changes(after) {
		t.Errorf("the dry run %s", c)
	}
	real := captureDecisions(t, h, path)
	if fmt.Sprint(dry) != fmt.Sprint(real) {
		t.Errorf("dry run decided\n%v\nthe real run\n%v", dry, real)
	}
	counts := map[string]int{}
	for _, d := range real {
		counts[d[1]]++
	}
	if counts["store"] != 2 || counts["supersede"] != 9 || counts["reinforce"] != 19 {
		t.Errorf("the real run decided %v; want 2 stores, 9 supersedes, 19 reinforces", counts)
	}
	if len(after.Changes(dirsnap.Take(t, h.data))) == 0 {
		t.Error("control: the real run changed no file either")
	}
}

// captureDecisions runs hippo capture --json and returns each decision as
// line, decision, rule.
func captureDecisions(t *testing.T, h *home, args ...string) [][3]string {
	t.Helper()
	out := h.hippo(t, append([]string{"capture", "--json"}, args...)...).stdout
	var ds []struct{ Line, Decision, Rule string }
	if err := json.Unmarshal([]byte(out), &ds); err != nil {
		t.Fatalf("capture --json: %v\n%s", err, out)
	}
	var seq [][3]string
	for _, d := range ds {
		seq = append(seq, [3]string{d.Line, d.Decision, d.Rule})
	}
	return seq
}
