package regression

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/internal/flock"
	"github.com/hippo-mem/hippo/internal/mockapi"
	"github.com/hippo-mem/hippo/mcpserver"
)

// The secret corpus through each path that stores text or sends it on, past
// jot and capture (TestSecretsNeverStored): MCP's memory_jot, ingest, a
// tombstone's reason, the hooks and their logs, and the --llm extractor's
// request to the model. After
// each, a byte scan of the whole data dir finds no secret, and
// assertScanFinds proves the scan would.

// assertNoLeaks fails the test for each secret of rows under the data dir,
// then runs the scan's positive control.
func assertNoLeaks(t *testing.T, h *home, rows []secretRow) {
	t.Helper()
	for secret, file := range leaksUnder(t, h.data, rows) {
		t.Errorf("%s is in %s", secret, file)
	}
	assertScanFinds(t, h, rows)
}

// Check: no secret reaches the data dir through MCP's memory_jot, one call
// per sentence over one stdio session; each secret's jot reports a
// redaction. Look-alikes are stored as they are, with no redaction.
func TestSecretsNeverStoredMCPJot(t *testing.T) {
	rows, lookalikes := loadCorpus(t)
	h := newHome(t)
	c := startMCP(t, h)
	jot := func(text string) mcpserver.JotOut {
		// The kind vouches for a sentence the gate finds no claim shape in,
		// so that each one is stored, not rejected as chit-chat.
		return okAs[mcpserver.JotOut](c, "memory_jot", map[string]any{"text": text, "kind": "fact"})
	}
	for _, r := range rows {
		if out := jot(r.Text); out.Outcome != capture.OutcomeRejected && len(out.Redactions) == 0 {
			t.Errorf("%s: jotted as %s with no redaction", r.Kind, out.Outcome)
		}
	}
	stored := 0
	for _, r := range lookalikes {
		out := jot(r.Text)
		if out.Outcome == capture.OutcomeRedacted || len(out.Redactions) > 0 {
			t.Errorf("the %s look-alike was redacted: %q", r.Resembles, r.Text)
		}
		if out.Outcome == capture.OutcomeStored {
			stored++
		}
	}
	if stored < len(lookalikes)/2 {
		t.Errorf("control: %d of %d look-alikes stored", stored, len(lookalikes))
	}
	assertNoLeaks(t, h, rows)
}

// Check: no secret reaches the data dir through hippo ingest of a Markdown
// summary holding every sentence of the corpus; a summary of the look-alikes
// is stored with no redaction.
func TestSecretsNeverStoredIngest(t *testing.T) {
	rows, lookalikes := loadCorpus(t)
	h := newHome(t)
	dir := filepath.Join(h.dir, "summaries")
	mustWrite(t, filepath.Join(dir, "secrets.md"), "# Session summary\n\n"+joinTexts(rows, "\n\n")+"\n")
	mustWrite(t, filepath.Join(dir, "lookalikes.md"), "# Session summary\n\n"+joinTexts(lookalikes, "\n\n")+"\n")
	r := h.hippo(t, "ingest", "--json", dir)
	var results []struct {
		Path     string
		Redacted []json.RawMessage
	}
	if err := json.Unmarshal([]byte(r.stdout), &results); err != nil || len(results) != 2 {
		t.Fatalf("ingest --json: %v\n%s", err, r.stdout)
	}
	for _, res := range results {
		switch filepath.Base(res.Path) {
		case "secrets.md":
			if len(res.Redacted) == 0 {
				t.Error("control: ingest reported no redaction in the secrets summary")
			}
		case "lookalikes.md":
			if len(res.Redacted) != 0 {
				t.Errorf("the look-alikes summary lost %d redactions' worth of text", len(res.Redacted))
			}
		}
	}
	assertNoLeaks(t, h, rows)
}

// Check: no secret reaches the data dir through the reason hippo reject
// records with its tombstone, the whole corpus given as one reason. The
// control: the words around the secrets are stored.
func TestSecretsNeverStoredRejectReason(t *testing.T) {
	rows := loadSecretCorpus(t)
	h := newHome(t)
	h.hippo(t, "reject", "We deploy on fridays.", "--reason", joinTexts(rows, "\n"))
	assertNoLeaks(t, h, rows)
}

func joinTexts(rows []secretRow, sep string) string {
	var texts []string
	for _, r := range rows {
		texts = append(texts, r.Text)
	}
	return strings.Join(texts, sep)
}

// Check: no secret reaches hooks.log, errors.log, the activity log or any
// other file of the data dir when the hooks see the corpus: the prompt hook
// given every sentence as one prompt, the session-end hook (whose detached
// maintain captures the transcript), and payloads the hooks fail on (a
// truncated one, a transcript path to a file that is not a transcript). The
// control: both logs have lines, and the capture stored the words around the
// secrets.
func TestSecretsNeverInHookLogs(t *testing.T) {
	rows := loadSecretCorpus(t)
	h := newHome(t)
	h.hippo(t, "jot", "We always run the tests with pnpm test.") // a store for the prompt hook to recall from
	prompt := joinTexts(rows, "\n")
	hook := func(event, payload string) {
		t.Helper()
		if r := h.run(t, payload, hippoBin, "hook", event); r.code != 0 || r.stderr != "" {
			t.Fatalf("hook %s: exit %d, %s", event, r.code, r.stderr)
		}
	}
	hook("prompt", promptPayload(h.project, prompt))
	hook("prompt", strings.TrimSuffix(promptPayload(h.project, prompt), "}")[:len(prompt)/2]) // truncated
	notTranscript := mustWrite(t, filepath.Join(h.dir, "notes.txt"), prompt)
	transcript := mustWrite(t, filepath.Join(h.dir, "hook-sess.jsonl"), secretTranscript(t, rows))
	for _, p := range []string{notTranscript, transcript} {
		b, _ := json.Marshal(map[string]string{"session_id": "hook-sess-" + filepath.Ext(p), "transcript_path": p, "cwd": h.project,
			"hook_event_name": "SessionEnd", "reason": "exit"})
		hook("session-end", string(b))
	}
	waitFor(t, 60*time.Second, "the session-end capture", func() bool {
		out := h.hippo(t, "capture", "--status", "--json").stdout
		return strings.Contains(out, `"status": "done"`)
	})
	// The detached maintain may still be closing the store: wait for its lock.
	l, err := flock.Acquire(filepath.Join(h.data, "maintain.lock"))
	if err != nil {
		t.Fatal(err)
	}
	_ = l.Unlock()
	for _, log := range []string{hooklog.ErrorLogFile, hooklog.TimingLogFile} {
		if b, err := os.ReadFile(filepath.Join(h.data, log)); err != nil || len(b) == 0 {
			t.Errorf("control: %s is empty (%v): the hooks logged nothing", log, err)
		}
	}
	assertNoLeaks(t, h, rows)
}

// Check: none of the corpus's secrets is in the request capture --llm sends
// to the model (Claude Code's own request body, as the mock Messages API
// received it), nor in the data dir afterwards, although the model's reply
// quotes one back. The control: the request holds the words around the
// secrets, and the scan finds a secret in a request body that holds one.
func TestSecretsNeverSentToModel(t *testing.T) {
	claude := claudeBinary(t)
	rows := loadSecretCorpus(t)
	h := newHome(t)
	leak := rows[0]
	reply, _ := json.Marshal([]map[string]string{{"line": "s00000", "text": "We use " + leak.Secrets[0] + " for the summariser bot in staging",
		"kind": "fact", "speaker": "user"}})
	api, err := mockapi.Start(string(reply))
	if err != nil {
		t.Fatal(err)
	}
	defer api.Close()
	path := mustWrite(t, filepath.Join(h.dir, "llm-sess.jsonl"), secretTranscript(t, rows))
	r := h.runEnv(t, append(claudeEnv(api), "PATH="+filepath.Dir(claude)+":"+os.Getenv("PATH")), "", hippoBin, "capture", "--llm", path)
	if r.code != 0 {
		t.Fatalf("capture --llm: exit %d\n%s", r.code, r.stderr)
	}
	sent := []byte(strings.Join(api.MessageBodies(), "\n"))
	for _, secret := range leaksIn(sent, rows) {
		t.Errorf("the request to the model holds %s", secret)
	}
	if !strings.Contains(string(sent), "for the summariser bot in staging") {
		t.Error("control: the request lacks the words around the secrets")
	}
	if len(leaksIn(append(sent, leak.Secrets[0]...), []secretRow{leak})) == 0 {
		t.Error("control: the scan misses a secret in the request")
	}
	assertNoLeaks(t, h, rows)
}
