package regression

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/capture"
)

// logIDs returns the ids of the activity log's entries for op, oldest first.
func logIDs(t *testing.T, h *home, op string) []string {
	t.Helper()
	var entries []struct {
		Op string `json:"op"`
		ID string `json:"id"`
	}
	r := h.hippo(t, "log", "--op", op, "--json")
	if err := json.Unmarshal([]byte(r.stdout), &entries); err != nil {
		t.Fatalf("log --op %s --json: %v\n%s", op, err, r.stdout)
	}
	ids := []string{}
	for _, e := range entries {
		if e.Op != op {
			t.Fatalf("log --op %s printed a %s entry", op, e.Op)
		}
		ids = append(ids, e.ID)
	}
	return ids
}

// Check: a tombstoned claim that capture reads in a transcript, and the same
// claim sent through MCP memory_jot, each log op "blocked" with the
// tombstone's id (reproduced on main: only jot's refusal was logged), and the
// log holds no word of the claim. Control: a capture that nothing blocks logs
// its capture and no "blocked".
func TestBlockedWritesReachLog(t *testing.T) {
	h := newHome(t)
	// Control: nothing blocked, nothing logged as blocked, but the capture is logged.
	first := mustWrite(t, filepath.Join(h.dir, "backup", "sess-ok.jsonl"), userLines("sess-ok", 1))
	if rules := decisionsOf(t, h, first); !slices.Equal(rules, []string{"store/durable-convention"}) {
		t.Fatalf("control capture decided %v", rules)
	}
	if ids := logIDs(t, h, "capture"); len(ids) != 1 {
		t.Fatalf("control: the stored capture logged %v, want one entry", ids)
	}
	if ids := logIDs(t, h, "blocked"); len(ids) != 0 {
		t.Fatalf("a capture nothing blocked logged blocked %v", ids)
	}

	claim := strings.Split(userLines("x", 2), "\n")[1] // the statement of line u00001
	var line struct {
		Message struct{ Content string } `json:"message"`
	}
	if err := json.Unmarshal([]byte(claim), &line); err != nil {
		t.Fatal(err)
	}
	tomb := strings.TrimSpace(h.hippo(t, "reject", line.Message.Content, "--reason", "we never build that").stdout)

	// Capture: line u00000 restates the stored memory, line u00001 is the claim.
	second := mustWrite(t, filepath.Join(h.dir, "backup", "sess-bl.jsonl"), userLines("sess-bl", 2))
	if rules := decisionsOf(t, h, second); !slices.Equal(rules, []string{"reinforce/near-duplicate", "block/tombstone"}) {
		t.Fatalf("capture decided %v, want the claim blocked", rules)
	}
	if ids := logIDs(t, h, "blocked"); !slices.Equal(ids, []string{tomb}) {
		t.Fatalf("after a blocked capture, log --op blocked = %v, want [%s]", ids, tomb)
	}

	// MCP memory_jot: blocked and logged; an unrelated note is not.
	c := startMCP(t, h)
	if out := c.jot(line.Message.Content); out.Outcome != capture.OutcomeBlocked || out.Tombstone != tomb {
		t.Fatalf("memory_jot of the claim = %+v", out)
	}
	if out := c.jot("The invoices worker runs the failed payment retries nightly."); out.Outcome != capture.OutcomeStored {
		t.Fatalf("control: unrelated memory_jot = %+v", out)
	}
	if ids := logIDs(t, h, "blocked"); !slices.Equal(ids, []string{tomb, tomb}) {
		t.Fatalf("after a blocked memory_jot, log --op blocked = %v, want [%s %s]", ids, tomb, tomb)
	}
	if scanFinds(t, filepath.Join(h.data, "activity.log"), "zq1a") {
		t.Fatal("the activity log holds words of the blocked claim")
	}
	if !scanFinds(t, h.data, "zq1a") {
		t.Fatal("positive control: the scan does not find the tombstone's text anywhere")
	}
	h.hippo(t, "log", "verify")
}

// Check: purge --tombstone without --reason (or with a blank one) is a usage
// error, exit 2 with a hint, and destroys nothing (reproduced on main: it
// purged and left a tombstone without a reason, while reject requires one).
// Control: with a reason it purges, tombstones, and the claim is refused.
func TestPurgeTombstoneNeedsReason(t *testing.T) {
	h := newHome(t)
	const claim = "We use Redis for session storage."
	id := strings.TrimSpace(h.hippo(t, "jot", claim).stdout)
	for _, args := range [][]string{
		{"purge", id, "--tombstone", "--yes"},
		{"purge", id, "--tombstone", "--reason", "  ", "--yes"},
	} {
		r := h.run(t, "", hippoBin, args...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "hippo: error: --tombstone needs --reason") ||
			!strings.Contains(r.stderr, "hippo: hint: hippo purge") {
			t.Fatalf("hippo %v: exit %d\nstdout: %q\nstderr: %q", args, r.code, r.stdout, r.stderr)
		}
		h.hippo(t, "show", id) // still there
		if out := h.hippo(t, "tombstones", "--json").stdout; strings.TrimSpace(out) != "[]" {
			t.Fatalf("a refused purge left tombstones: %s", out)
		}
		if ids := logIDs(t, h, "purge"); len(ids) != 0 {
			t.Fatalf("a refused purge logged %v", ids)
		}
	}
	// Control: with a reason, purged and tombstoned.
	r := h.hippo(t, "purge", id, "--tombstone", "--reason", "we never used Redis", "--yes")
	if !strings.Contains(r.stdout, "purged "+id+"\n") || !strings.Contains(r.stdout, "tombstone T") {
		t.Fatalf("purge with a reason: %q", r.stdout)
	}
	if r := h.run(t, "", hippoBin, "show", id); r.code == 0 {
		t.Fatal("the purged memory is still shown")
	}
	var ts []struct{ Reason string }
	if err := json.Unmarshal([]byte(h.hippo(t, "tombstones", "--json").stdout), &ts); err != nil || len(ts) != 1 || ts[0].Reason != "we never used Redis" {
		t.Fatalf("tombstones after purge: %+v %v", ts, err)
	}
	if r := h.run(t, "", hippoBin, "jot", claim); r.code == 0 {
		t.Fatal("the tombstoned claim was stored again")
	}
}

// Check: a memory captured from a transcript line and purged (no tombstone)
// is not stored again when the capture state is lost and the transcript is
// captured again (reproduced on main: the line was re-read and stored). The
// record purge keeps for this holds ids only, mode 0600, and purge's byte
// scan still finds no copy of the text. Controls: the transcript's other
// lines are recognised as captured, nothing else changes, and the same
// statement said in another session is stored (a plain purge is no tombstone).
func TestPurgedLineNotCapturedAgain(t *testing.T) {
	h := newHome(t)
	path := mustWrite(t, filepath.Join(h.dir, "backup", "sess-p.jsonl"), userLines("sess-p", 3))
	h.hippo(t, "capture", path)
	var victim string
	for _, m := range listMemories(t, h) {
		if m.LineUUID == "u00001" {
			victim = m.ID
		}
	}
	if victim == "" || !scanFinds(t, h.data, "zq1a") {
		t.Fatal("positive control: line u00001 was not stored, or the scan cannot find its text")
	}
	h.hippo(t, "purge", victim, "--yes")
	if scanFinds(t, h.data, "zq1a") {
		t.Fatal("purge left a copy of the text under the data dir")
	}
	state := filepath.Join(h.data, "capture", "state", "sess-p.json")
	if err := os.Remove(state); err != nil {
		t.Fatalf("positive control: no state file to lose: %v", err)
	}
	before := listMemories(t, h)
	rules := decisionsOf(t, h, path)
	if !slices.Equal(rules, []string{"reject/already-captured", "reject/purged", "reject/already-captured"}) {
		t.Fatalf("re-capture without state decided %v", rules)
	}
	after := listMemories(t, h)
	if len(after) != 2 || len(before) != 2 {
		t.Fatalf("%d memories before the re-capture, %d after, want 2 and 2", len(before), len(after))
	}
	for i, m := range after {
		if strings.Contains(m.Text, "zq1a") || m.ID != before[i].ID || m.AccessCount != before[i].AccessCount || m.Stability != before[i].Stability {
			t.Errorf("re-capture changed memory %s: %+v, was %+v", m.ID, m, before[i])
		}
	}
	record := filepath.Join(h.data, capture.PurgedLinesFile)
	b, err := os.ReadFile(record)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != `[{"session":"sess-p","line":"u00001"}]` {
		t.Fatalf("purged-lines record = %s, want the session and line ids only", b)
	}
	if fi, err := os.Stat(record); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("purged-lines record mode: %v %v", fi, err)
	}
	// Control: the record is per line, not per text.
	other := mustWrite(t, filepath.Join(h.dir, "backup", "sess-q.jsonl"), userLines("sess-q", 2))
	if rules := decisionsOf(t, h, other); !slices.Equal(rules, []string{"reinforce/near-duplicate", "store/durable-convention"}) {
		t.Fatalf("another session saying the purged statement: %v", rules)
	}
}

// Check: a line that restated a captured memory (and so reinforced it, with
// no provenance of its own) is not stored once that memory is purged and the
// capture state is lost. Control: a line that restated a memory that was not
// purged reinforces it again, as any re-read restatement does.
func TestPurgedRestatementNotCapturedAgain(t *testing.T) {
	h := newHome(t)
	two := strings.Split(userLines("sess-r", 2), "\n") // u00000 and u00001, two claims
	again := func(line, uuid string) string { return strings.Replace(line, `"u0000`, `"`+uuid, 1) }
	path := mustWrite(t, filepath.Join(h.dir, "backup", "sess-r.jsonl"),
		strings.Join([]string{two[0], again(two[0], "r9"), two[1], again(two[1], "r8")}, "\n")+"\n")
	if rules := decisionsOf(t, h, path); !slices.Equal(rules, []string{"store/durable-convention", "reinforce/near-duplicate",
		"store/durable-convention", "reinforce/near-duplicate"}) {
		t.Fatalf("first capture decided %v, want each claim stored, then restated", rules)
	}
	var victim, kept string
	for _, m := range listMemories(t, h) {
		switch m.LineUUID {
		case "u00000":
			victim = m.ID
		case "u00001":
			kept = m.ID
		}
	}
	h.hippo(t, "purge", victim, "--yes")
	if err := os.Remove(filepath.Join(h.data, "capture", "state", "sess-r.json")); err != nil {
		t.Fatalf("positive control: no state file to lose: %v", err)
	}
	rules := decisionsOf(t, h, path)
	if !slices.Equal(rules, []string{"reject/purged", "reject/purged", "reject/already-captured", "reinforce/near-duplicate"}) {
		t.Fatalf("re-capture without state decided %v", rules)
	}
	mems := listMemories(t, h)
	if len(mems) != 1 || mems[0].ID != kept {
		t.Fatalf("memories after the re-capture: %+v, want only %s", mems, kept)
	}
	if scanFinds(t, h.data, "zq0a") {
		t.Fatal("purge left a copy of the text under the data dir")
	}
}
