package regression

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// Issue 15, case 4: hippo jot stored the same fact twice and a changed value
// a third time, all three recalled as confident; the same correction said in
// three sessions was three memories, all injected. Jot, MCP, capture and
// ingest now decide through the gate (see capture.Deliberate).

// written is hippo jot --json.
type written struct {
	ID     string `json:"id"`
	Action string `json:"action"`
	Target string `json:"target"`
}

func (h *home) jotJSON(t *testing.T, args ...string) written {
	t.Helper()
	var w written
	if err := json.Unmarshal([]byte(h.hippo(t, append([]string{"jot", "--json"}, args...)...).stdout), &w); err != nil {
		t.Fatalf("jot --json %v: %v", args, err)
	}
	return w
}

// activeIDs is list --json: the active memories, optionally of one kind.
func (h *home) activeIDs(t *testing.T, kind string) []string {
	t.Helper()
	var mems []links
	if err := json.Unmarshal([]byte(h.hippo(t, "list", "--json", "--limit", "0", "--kind", kind).stdout), &mems); err != nil {
		t.Fatalf("list --json: %v", err)
	}
	var out []string
	for _, m := range mems {
		out = append(out, m.ID)
	}
	return out
}

// Check: the same fact jotted twice, then a changed value: one active memory
// with the new value, the old one superseded and out of recall. The second
// jot prints the first's id and says it reinforced it; the third names the
// supersede and the command that undoes it, which works.
func TestJotRestatedThenChanged(t *testing.T) {
	h := newHome(t)
	a := h.jotID(t, "jot", "the API timeout is 30 seconds")
	r := h.hippo(t, "jot", "the API timeout is 30 seconds")
	if got := strings.TrimSpace(r.stdout); got != a || !strings.Contains(r.stderr, "hippo: reinforced "+a) {
		t.Errorf("the same fact again: stdout %q, stderr %q; want %s alone on stdout and reinforced %s on stderr", got, r.stderr, a, a)
	}
	if log := h.hippo(t, "log", "--op", "restate", "--id", a).stdout; !strings.Contains(log, a) {
		t.Errorf("hippo log --op restate does not show the restatement of %s:\n%s", a, log)
	}
	r = h.hippo(t, "jot", "the API timeout is 60 seconds")
	b := strings.TrimSpace(r.stdout)
	undo := fmt.Sprintf("hippo: superseded %s (undo: hippo review-feedback --keep %s --supersede %s)", a, a, b)
	if b == a || strings.Contains(b, " ") || !strings.Contains(r.stderr, undo) {
		t.Errorf("a changed value: stdout %q, stderr %q; want a new id alone, and %q", b, r.stderr, undo)
	}
	h.wantState(t, a, b, 2, false)
	h.wantState(t, b, "", 2, true)
	if got := h.activeIDs(t, ""); len(got) != 1 || got[0] != b {
		t.Errorf("active memories %v, want only %s", got, b)
	}
	if w := h.jotJSON(t, "the API timeout is 60 seconds"); w != (written{ID: b, Action: "reinforce", Target: b}) {
		t.Errorf("jot --json of the current value: %+v, want reinforce of %s", w, b)
	}
	h.hippo(t, "review-feedback", "--keep", a, "--supersede", b) // the undo jot printed
	h.wantState(t, a, "", 2, true)
}

// Control: --force stores the same fact twice, and two different facts both
// stay active, each jot a store of its own. --force still yields to a
// tombstone, and says how to lift it.
func TestJotForceAndDistinctFactsStay(t *testing.T) {
	h := newHome(t)
	first := h.jotJSON(t, "the API timeout is 30 seconds")
	forced := h.jotJSON(t, "--force", "the API timeout is 30 seconds")
	other := h.jotJSON(t, "deploys go out on tuesdays after the freeze")
	for _, w := range []written{first, forced, other} {
		if w.Action != "store" || w.Target != "" {
			t.Errorf("jot %+v, want a store", w)
		}
	}
	if got := h.activeIDs(t, ""); len(got) != 3 || first.ID == forced.ID {
		t.Errorf("active memories %v, want three: %s, its forced copy %s, and %s", got, first.ID, forced.ID, other.ID)
	}
	// --force never overrides a tombstone: the user's own "never again".
	h.hippo(t, "reject", "--reason", "it is per webhook", "the retry limit is 5")
	wantFailure(t, h.run(t, "", hippoBin, "jot", "--force", "the retry limit is 5"),
		"refused: matches tombstone", `"hippo tombstones remove ID" lifts one`)
}

// correctionSession writes a transcript in which the assistant proposes npm
// and the user corrects it with each of corrections.
func (h *home) correctionSession(t *testing.T, id string, at time.Time, corrections ...string) string {
	t.Helper()
	var b strings.Builder
	for i, c := range corrections {
		for _, line := range []map[string]any{
			{"type": "assistant", "uuid": fmt.Sprintf("%s-a%d", id, i), "sessionId": id, "timestamp": at.Format(time.RFC3339),
				"message": map[string]any{"id": fmt.Sprintf("%s-m%d", id, i), "role": "assistant",
					"content": []any{map[string]any{"type": "text", "text": "I'll run npm test to check the change."}}}},
			{"type": "user", "uuid": fmt.Sprintf("%s-u%d", id, i), "sessionId": id, "cwd": h.project, "timestamp": at.Format(time.RFC3339),
				"message": map[string]any{"role": "user", "content": c}},
		} {
			j, _ := json.Marshal(line)
			b.Write(append(j, '\n'))
		}
	}
	return mustWrite(t, filepath.Join(h.dir, ".claude", "projects", "-proj", id+".jsonl"), b.String())
}

// Check: the same correction said in three sessions is one memory with three
// occurrences, the prompt block injects it once, and review-feedback counts
// three corrections in three sessions. Control: a different correction said once stays a memory of its
// own and drafts nothing.
func TestRepeatedCorrectionIsOneMemory(t *testing.T) {
	h := newHome(t)
	const same = "No, run tests with pnpm test."
	day := time.Date(2026, 11, 2, 10, 0, 0, 0, time.UTC)
	h.hippo(t, "capture", h.correctionSession(t, "sess-1", day, same, "No, use tabs for indentation in Go files."))
	h.hippo(t, "capture", h.correctionSession(t, "sess-2", day.AddDate(0, 0, 3), same))
	h.hippo(t, "capture", h.correctionSession(t, "sess-3", day.AddDate(0, 0, 9), same))
	ids := h.activeIDs(t, "feedback")
	if len(ids) != 2 {
		t.Fatalf("feedback memories %v, want two: the repeated correction once, and the control", ids)
	}
	var said []int
	for _, id := range ids {
		var shown struct {
			Occurrences []struct {
				SessionID string `json:"session_id"`
			} `json:"occurrences"`
		}
		if err := json.Unmarshal([]byte(h.hippo(t, "show", "--json", id).stdout), &shown); err != nil {
			t.Fatal(err)
		}
		said = append(said, len(shown.Occurrences))
	}
	if !slices.Contains(said, 3) || !slices.Contains(said, 1) {
		t.Errorf("show --json occurrences %v, want 3 for the repeated correction and 1 for the control", said)
	}
	hook := h.run(t, promptPayload(h.project, "how do I run tests with pnpm test?"), hippoBin, "hook", "prompt")
	if n := strings.Count(hook.stdout, "run tests with pnpm test"); n != 1 {
		t.Errorf("the prompt block holds the correction %d times, want once:\n%s", n, hook.stdout)
	}
	r := h.hippo(t, "review-feedback", "--list")
	if !strings.Contains(r.stdout, "evidence: 3 corrections in 3 sessions") || strings.Count(r.stdout, "Draft ") != 1 ||
		!strings.Contains(strings.ToLower(r.stdout), "pnpm test") || strings.Contains(r.stdout, "tabs") {
		t.Errorf("review-feedback --list:\n%s\nwant one draft, about pnpm, counting 3 corrections in 3 sessions", r.stdout)
	}
}
