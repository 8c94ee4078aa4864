package regression

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/internal/mockapi"
	"github.com/hippo-mem/hippo/internal/testmodel"
	"github.com/hippo-mem/hippo/mcpserver"
	"github.com/hippo-mem/hippo/server"
	"github.com/hippo-mem/hippo/store"
)

// mcpClient runs "hippo mcp" as a subprocess and connects the SDK's client to it over stdio.
type mcpClient struct {
	t  *testing.T
	cs *mcp.ClientSession
}

func startMCP(t *testing.T, h *home, extra ...string) *mcpClient {
	t.Helper()
	cmd := exec.Command(hippoBin, "mcp")
	cmd.Dir, cmd.Env = h.project, h.env(extra...)
	client := mcp.NewClient(&mcp.Implementation{Name: "hippo-test", Version: "1"}, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cs.Close()
		h.runEnv(t, extra, "", hippoBin, "serve", "--stop") // recall may have started one
	})
	return &mcpClient{t: t, cs: cs}
}

// call invokes a tool; it returns the structured answer decoded into out, or
// the tool error's text.
func (c *mcpClient) call(name string, args any, out any) (errText string) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		c.t.Fatalf("%s: protocol error: %v", name, err)
	}
	if res.IsError {
		var b strings.Builder
		for _, ct := range res.Content {
			if tc, ok := ct.(*mcp.TextContent); ok {
				b.WriteString(tc.Text)
			}
		}
		return b.String()
	}
	raw, err := json.Marshal(res.StructuredContent)
	if err != nil {
		c.t.Fatal(err)
	}
	if err := json.Unmarshal(raw, out); err != nil {
		c.t.Fatalf("%s: decode %s: %v", name, raw, err)
	}
	return ""
}

func (c *mcpClient) ok(name string, args any, out any) {
	c.t.Helper()
	if e := c.call(name, args, out); e != "" {
		c.t.Fatalf("%s(%v): tool error: %s", name, args, e)
	}
}

// okAs calls a tool that must succeed and returns its structured output.
func okAs[T any](c *mcpClient, name string, args map[string]any) T {
	c.t.Helper()
	var out T
	c.ok(name, args, &out)
	return out
}

func (c *mcpClient) jot(text string) mcpserver.JotOut {
	return okAs[mcpserver.JotOut](c, "memory_jot", map[string]any{"text": text})
}

func (c *mcpClient) recall(q string) mcpserver.RecallOut {
	return okAs[mcpserver.RecallOut](c, "memory_recall", map[string]any{"query": q})
}

func countMemories(t *testing.T, h *home) int {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(h.data, store.DBFile))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM memories`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// Check: every MCP tool works through the SDK's client over stdio against
// "hippo mcp" in its own process: the three recall outcomes, each with its
// counterpart; the gate on jot (stored, redacted, rejected, blocked by a
// tombstone, with an unrelated jot and the claim's correction still stored);
// refusals and malformed arguments write nothing; every recalled text carries
// the data label and instruction-shaped text is flagged.
func TestMCPTools(t *testing.T) {
	h := newHome(t)
	f, err := testmodel.Write(filepath.Join(h.cache, "model"))
	if err != nil {
		t.Fatal(err)
	}
	c := startMCP(t, h, "HIPPO_MODEL_DIR="+f.Dir)
	mcpToolList(t, c)
	billing := mcpGroundedRecall(t, h, c)
	mcpJotGate(t, h, c)
	mcpDirectives(t, c, billing)
	mcpCorrectAndPurge(t, h, c)
	mcpMalformed(t, h, c)
}

// mcpToolList: every tool is listed, with a description and an input schema.
func mcpToolList(t *testing.T, c *mcpClient) {
	list, err := c.cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range list.Tools {
		if tool.Description == "" || tool.InputSchema == nil {
			t.Errorf("tool %s has no description or input schema", tool.Name)
		}
		names = append(names, tool.Name)
	}
	for _, want := range []string{"memory_recall", "memory_jot", "memory_confirm", "memory_get", "memory_cold", "memory_revive", "memory_purge", "memory_correct", "memory_log"} {
		if !strings.Contains(strings.Join(names, " "), want) {
			t.Errorf("tool %s missing from %v", want, names)
		}
	}
}

// mcpGroundedRecall: a jot is stored and recalled grounded, through the warm
// server the first recall started; an unrelated question abstains. It returns
// the jotted memory.
func mcpGroundedRecall(t *testing.T, h *home, c *mcpClient) mcpserver.JotOut {
	// Jot: stored, and grounded recall of it with provenance and score parts.
	billing := c.jot("The billing service uses mtls certificates for authentication.")
	if billing.Outcome != capture.OutcomeStored || billing.ID == "" {
		t.Fatalf("jot = %+v", billing)
	}
	got := c.recall("how does the billing service authenticate")
	if got.Outcome != mcpserver.OutcomeGrounded || len(got.Memories) == 0 || got.Memories[0].ID != billing.ID {
		t.Fatalf("recall = %+v", got)
	}
	m := got.Memories[0]
	if m.Label != mcpserver.DataLabel || m.Score == nil || m.Score.Score <= 0 || m.Band == "" || m.Date == "" || m.Age == "" ||
		m.Provenance.Origin != store.OriginMCP || m.Provenance.Speaker != store.SpeakerMCP {
		t.Fatalf("grounded memory lacks label, score parts, date or provenance: %+v", m)
	}
	// With a model installed, recall goes through the warm server, which the
	// first recall started.
	sock, err := server.SocketPath(h.data)
	if err != nil {
		t.Fatal(err)
	}
	served := func() int {
		resp, err := server.Call(sock, server.Request{Version: "0.1.0-dev", Schema: store.SchemaVersion, Op: server.OpStatus}, time.Second)
		if err != nil || resp.Status == nil {
			return -1
		}
		return resp.Status.Requests
	}
	waitFor(t, 20*time.Second, "the warm server the first recall started", func() bool { return served() >= 0 })
	requests := served()
	if got := c.recall("how does the billing service authenticate"); got.Outcome != mcpserver.OutcomeGrounded || got.Memories[0].ID != billing.ID {
		t.Fatalf("recall through the server = %+v", got)
	}
	if after := served(); after < requests+2 { // the recall and its reinforcement
		t.Fatalf("the warm server answered %d requests during a recall, want 2", after-requests)
	}
	// Abstain: nothing matches, and nothing is made up.
	if got := c.recall("what is the capital of mongolia"); got.Outcome != mcpserver.OutcomeAbstain || len(got.Memories) != 0 || got.Excluded != nil {
		t.Fatalf("unrelated recall = %+v, want abstain", got)
	}
	return billing
}

// mcpJotGate: the gate on MCP jots redacts secrets, rejects questions and
// statements without a claim shape, unless the caller vouches with a kind.
func mcpJotGate(t *testing.T, h *home, c *mcpClient) {
	// Redacted: the secret never reaches the store, the rest of the sentence does.
	secret := "ghp_" + strings.Repeat("a1B2c3D4e5", 4)[:36]
	red := c.jot("The deploy bot token is " + secret + " and it lives in the ci vault.")
	if red.Outcome != capture.OutcomeRedacted || len(red.Redactions) == 0 {
		t.Fatalf("jot with a secret = %+v", red)
	}
	var shown mcpserver.Memory
	c.ok("memory_get", map[string]any{"id": red.ID}, &shown)
	if strings.Contains(shown.Text, secret) || !strings.Contains(shown.Text, "lives in the ci vault") {
		t.Fatalf("stored text %q: the secret must go and the rest stay", shown.Text)
	}
	if scanFinds(t, h.data, secret) {
		t.Fatal("the secret is somewhere under the data dir")
	}
	// Rejected: the gate's rules apply to MCP jots as to capture.
	if r := c.jot("maybe we could try redis at some point?"); r.Outcome != capture.OutcomeRejected || r.ID != "" {
		t.Fatalf("a question was not rejected: %+v", r)
	}

	// A note the gate sees no claim shape in (a terse fragment, no verb) is
	// rejected, unless the caller vouches for it with a kind.
	const plain = "Search indexer over mtls."
	if r := c.jot(plain); r.Outcome != capture.OutcomeRejected || r.Rule != "not-a-claim" {
		t.Fatalf("jot without kind = %+v", r)
	}
	var vouched mcpserver.JotOut
	c.ok("memory_jot", map[string]any{"text": plain, "kind": "fact"}, &vouched)
	if vouched.Outcome != capture.OutcomeStored || vouched.ID == "" {
		t.Fatalf("jot with kind = %+v", vouched)
	}
}

// mcpDirectives: every recalled text carries the data label, instruction-shaped
// text is flagged and a plain fact is not; confirm is logged without content.
func mcpDirectives(t *testing.T, c *mcpClient, billing mcpserver.JotOut) {
	var shown mcpserver.Memory
	// Instruction-shaped text is flagged; a plain fact is not.
	bossy := c.jot("You must always run make lint before every commit in this repo.")
	if bossy.ID == "" {
		t.Fatalf("jot = %+v", bossy)
	}
	for _, mm := range c.recall("run make lint before commit").Memories {
		if mm.Label != mcpserver.DataLabel {
			t.Errorf("memory %s without the data label", mm.ID)
		}
		if mm.ID == bossy.ID && !mm.Directive {
			t.Errorf("instruction-shaped memory not flagged: %+v", mm)
		}
	}
	if c.recall("how does the billing service authenticate").Memories[0].Directive {
		t.Error("a plain fact was flagged as an instruction")
	}

	// Confirm raises stability; log shows the change without content.
	c.ok("memory_confirm", map[string]any{"id": billing.ID}, &shown)
	var log mcpserver.LogOut
	c.ok("memory_log", map[string]any{"id": billing.ID}, &log)
	if len(log.Entries) < 2 {
		t.Fatalf("log for %s = %+v", billing.ID, log)
	}
	if raw, _ := json.Marshal(log); strings.Contains(string(raw), "mtls") {
		t.Fatal("the log holds memory content")
	}
}

// mcpCorrectAndPurge: correct supersedes; refused purges destroy nothing; a
// purge with a tombstone blocks the claim but not an unrelated jot or the
// claim's correction.
func mcpCorrectAndPurge(t *testing.T, h *home, c *mcpClient) {
	var shown mcpserver.Memory
	// Correct: the old memory leaves recall and is named by the new one.
	redis := c.jot("We use Redis for session storage.")
	var corrected mcpserver.Memory
	c.ok("memory_correct", map[string]any{"id": redis.ID, "text": "We use Postgres for session storage."}, &corrected)
	if corrected.Supersedes != redis.ID {
		t.Fatalf("correct = %+v", corrected)
	}
	for _, mm := range c.recall("what do we use for session storage").Memories {
		if mm.ID == redis.ID {
			t.Fatal("a superseded memory is still recalled")
		}
	}

	// Refusals: purge without confirm, or without a reason, destroys nothing.
	before := countMemories(t, h)
	var rep mcpserver.PurgeOut
	if e := c.call("memory_purge", map[string]any{"ids": []string{redis.ID}, "reason": "wrong"}, &rep); !strings.Contains(e, "confirm") {
		t.Fatalf("purge without confirm: %q", e)
	}
	if e := c.call("memory_purge", map[string]any{"ids": []string{redis.ID}, "confirm": true}, &rep); !strings.Contains(e, "reason") {
		t.Fatalf("purge without reason: %q", e)
	}
	if n := countMemories(t, h); n != before {
		t.Fatalf("a refused purge changed the store: %d -> %d memories", before, n)
	}
	// Purge with a tombstone: exactly what it destroyed, and the claim is blocked after.
	c.ok("memory_purge", map[string]any{"ids": []string{redis.ID}, "confirm": true, "reason": "we never used redis", "tombstone": true}, &rep)
	if len(rep.Purged) != 1 || rep.Purged[0] != redis.ID || len(rep.Tombstones) != 1 {
		t.Fatalf("purge = %+v", rep)
	}
	if e := c.call("memory_get", map[string]any{"id": redis.ID}, &shown); e == "" {
		t.Fatal("a purged memory is still shown")
	}
	if b := c.jot("We use Redis for session storage."); b.Outcome != capture.OutcomeBlocked || b.Tombstone == "" || b.ID != "" {
		t.Fatalf("a tombstoned claim was not blocked: %+v", b)
	}
	if r := c.jot("The invoices worker runs the failed payment retries nightly."); r.Outcome != capture.OutcomeStored {
		t.Fatalf("an unrelated jot after the tombstone: %+v", r)
	}
	if r := c.jot("We use Postgres for session storage and for the job queue."); r.ID == "" {
		t.Fatalf("the claim's correction was blocked: %+v", r)
	}
}

// mcpMalformed: malformed arguments give a clear error and write nothing.
func mcpMalformed(t *testing.T, h *home, c *mcpClient) {
	// Malformed arguments: a clear error, and nothing written.
	before := countMemories(t, h)
	for _, bad := range []struct {
		tool string
		args any
		want string
	}{
		{"memory_recall", map[string]any{"query": "x", "k": "five"}, "k"},
		{"memory_recall", map[string]any{}, "query"},
		{"memory_jot", map[string]any{"text": ""}, "text"},
		{"memory_jot", map[string]any{"text": "We use tabs.", "kind": "gossip"}, "kind"},
		{"memory_jot", map[string]any{"text": 42}, "text"},
		{"memory_purge", map[string]any{"ids": "all", "confirm": true, "reason": "x"}, "ids"},
		{"memory_get", map[string]any{"id": "ZZZZ"}, "not found"},
	} {
		var sink json.RawMessage
		if e := c.call(bad.tool, bad.args, &sink); !strings.Contains(strings.ToLower(e), bad.want) {
			t.Errorf("%s(%v): error %q, want it to mention %q", bad.tool, bad.args, e, bad.want)
		}
	}
	if n := countMemories(t, h); n != before {
		t.Fatalf("malformed calls changed the store: %d -> %d memories", before, n)
	}
}

// Check: a memory every match of which is archived gives missing_evidence
// with the count per reason, not abstain; cold recall reaches it, and once
// revived, recall is grounded again.
func TestMCPMissingEvidence(t *testing.T) {
	h := newHome(t)
	c := startMCP(t, h)
	backups := c.jot("The nightly backups are encrypted with age before upload.")
	if backups.ID == "" {
		t.Fatalf("jot = %+v", backups)
	}
	if got := c.recall("are the nightly backups encrypted"); got.Outcome != mcpserver.OutcomeGrounded {
		t.Fatalf("control: recall before the prune = %+v", got)
	}
	db, err := sql.Open("sqlite", filepath.Join(h.data, store.DBFile))
	if err != nil {
		t.Fatal(err)
	}
	old := time.Now().AddDate(-2, 0, 0).UnixMilli()
	if _, err := db.Exec(`UPDATE memories SET created_at = ?, last_accessed = ? WHERE id = ?`, old, old, backups.ID); err != nil {
		t.Fatal(err)
	}
	db.Close()
	h.hippo(t, "prune")
	got := c.recall("are the nightly backups encrypted")
	if got.Outcome != mcpserver.OutcomeMissingEvidence || got.Excluded == nil || got.Excluded.Archived != 1 || len(got.Memories) != 0 {
		t.Fatalf("recall of an archived memory = %+v, want missing_evidence with 1 archived", got)
	}
	var cold mcpserver.MemoriesOut
	c.ok("memory_cold", map[string]any{"query": "nightly backups are encrypted with age before upload"}, &cold)
	if len(cold.Memories) != 1 || cold.Memories[0].ID != backups.ID || cold.Memories[0].State != "archived" {
		t.Fatalf("cold = %+v", cold)
	}
	var revived mcpserver.Memory
	c.ok("memory_revive", map[string]any{"id": backups.ID}, &revived)
	if got := c.recall("are the nightly backups encrypted"); got.Outcome != mcpserver.OutcomeGrounded {
		t.Fatalf("recall after revive = %+v", got)
	}
}

// Check: 100 concurrent jots through one MCP session lose nothing: 100
// distinct ids, each readable, and the activity log's chain holds.
func TestMCPConcurrentJots(t *testing.T) {
	h := newHome(t)
	c := startMCP(t, h)
	const n = 100
	// Distinct subjects: notes about the same subject with different values
	// would rightly supersede each other.
	words := make([]string, 3*n)
	for i := range words {
		words[i] = fmt.Sprintf("zq%c%c", 'a'+i%26, 'a'+i/26)
	}
	ids := make([]string, n)
	var wg sync.WaitGroup
	errs := make(chan string, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var out mcpserver.JotOut
			if e := c.call("memory_jot", map[string]any{"text": fmt.Sprintf("The %s service uses the %s queue for %s events.", words[3*i], words[3*i+1], words[3*i+2])}, &out); e != "" {
				errs <- e
				return
			}
			ids[i] = out.ID
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	seen := map[string]bool{}
	for i, id := range ids {
		if id == "" || seen[id] {
			t.Fatalf("jot %d: id %q missing or repeated", i, id)
		}
		seen[id] = true
	}
	if got := countMemories(t, h); got != n {
		t.Fatalf("%d memories stored, want %d", got, n)
	}
	var m mcpserver.Memory
	c.ok("memory_get", map[string]any{"id": ids[57]}, &m)
	if !strings.Contains(m.Text, words[3*57]) {
		t.Fatalf("memory %s = %q", ids[57], m.Text)
	}
	h.hippo(t, "log", "verify")
}

// Check: hippo registered with "claude mcp add" serves a real Claude Code
// session. The mock model calls memory_recall; the tool_result Claude Code
// sends back holds the grounded memory, with its id and the data label.
func TestMCPWithClaudeCode(t *testing.T) {
	claude := claudeBinary(t)
	h := newHome(t)
	const memory = "The payments gateway rejects requests without an idempotency key."
	id := strings.TrimSpace(h.hippo(t, "jot", memory).stdout)
	add := h.runEnv(t, []string{"DISABLE_TELEMETRY=1", "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1", "DISABLE_AUTOUPDATER=1"}, "", claude, "mcp", "add", "--scope", "user", "hippo", "--", hippoBin, "mcp")
	if add.code != 0 {
		t.Fatalf("claude mcp add: %s %s", add.stdout, add.stderr)
	}
	api, err := mockapi.Start("The gateway needs an idempotency key.")
	if err != nil {
		t.Fatal(err)
	}
	defer api.Close()
	api.SetToolCall(&mockapi.ToolCall{ID: "toolu_hippo_1", Name: "mcp__hippo__memory_recall",
		Input: map[string]any{"query": "what does the payments gateway need on each request"}})
	r := h.runEnv(t, claudeEnv(api), "", claude, "-p", "what does the payments gateway need?",
		"--allowedTools", "mcp__hippo__memory_recall")
	if r.code != 0 {
		t.Fatalf("claude -p: exit %d\n%s\n%s", r.code, r.stdout, r.stderr)
	}
	bodies := api.MessageBodies()
	var offered, answered bool
	for _, b := range bodies {
		if strings.Contains(b, `"name":"mcp__hippo__memory_recall"`) {
			offered = true
		}
		var req struct {
			Messages []struct {
				Content json.RawMessage `json:"content"`
			} `json:"messages"`
		}
		if json.Unmarshal([]byte(b), &req) != nil {
			continue
		}
		for _, m := range req.Messages {
			var blocks []struct {
				Type      string          `json:"type"`
				ToolUseID string          `json:"tool_use_id"`
				IsError   bool            `json:"is_error"`
				Content   json.RawMessage `json:"content"`
			}
			if json.Unmarshal(m.Content, &blocks) != nil {
				continue
			}
			for _, bl := range blocks {
				if bl.Type != "tool_result" || bl.ToolUseID != "toolu_hippo_1" {
					continue
				}
				answered = true
				res := string(bl.Content)
				if bl.IsError || !strings.Contains(res, `grounded`) || !strings.Contains(res, id) ||
					!strings.Contains(res, "idempotency key") || !strings.Contains(res, "not an instruction") {
					t.Fatalf("the tool_result does not hold the grounded memory with its label:\n%s", res)
				}
			}
		}
	}
	if !offered {
		t.Fatalf("Claude Code did not offer hippo's tools to the model:\n%.3000s", strings.Join(bodies, "\n"))
	}
	if !answered {
		t.Fatalf("no tool_result for the memory_recall call reached the model (%d requests):\n%.3000s", len(bodies), strings.Join(bodies, "\n"))
	}
}

// Check: "hippo install --mcp" registers hippo where Claude Code looks (the
// real CLI's "claude mcp get" finds it), keeps every other key and server,
// changes nothing when run twice, and uninstall removes exactly that entry.
func TestInstallMCP(t *testing.T) {
	claude := claudeBinary(t)
	h := newHome(t)
	cfg := filepath.Join(h.dir, ".claude.json")
	const theirs = `{"numStartups": 7, "mcpServers": {"other": {"type": "stdio", "command": "/usr/bin/other-mcp", "args": [], "env": {}}}, "theme": "dark"}`
	if err := os.WriteFile(cfg, []byte(theirs), 0o600); err != nil {
		t.Fatal(err)
	}
	h.hippo(t, "install", "--no-model", "--mcp")
	once, err := os.ReadFile(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(once), `"theme": "dark"`) || !strings.Contains(string(once), "/usr/bin/other-mcp") {
		t.Fatalf("install dropped the user's keys: %s", once)
	}
	h.hippo(t, "install", "--no-model", "--mcp")
	if twice, _ := os.ReadFile(cfg); string(twice) != string(once) {
		t.Fatalf("a second install changed %s:\n%s\n---\n%s", cfg, once, twice)
	}
	// Claude Code itself writes its state into the same file; hippo's entry must survive that.
	env := []string{"DISABLE_TELEMETRY=1", "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1", "DISABLE_AUTOUPDATER=1"}
	if r := h.runEnv(t, env, "", claude, "mcp", "get", "hippo"); r.code != 0 || !strings.Contains(r.stdout, hippoBin) {
		t.Fatalf("claude mcp get hippo after install: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	h.hippo(t, "uninstall")
	var after map[string]any
	b, err := os.ReadFile(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &after); err != nil {
		t.Fatal(err)
	}
	servers, _ := after["mcpServers"].(map[string]any)
	if _, ok := servers["hippo"]; ok {
		t.Fatalf("uninstall left hippo in %s", b)
	}
	if _, ok := servers["other"]; !ok || after["numStartups"] != float64(7) {
		t.Fatalf("uninstall removed more than hippo: %s", b)
	}
	if r := h.runEnv(t, env, "", claude, "mcp", "get", "hippo"); r.code == 0 {
		t.Fatalf("claude still finds hippo after uninstall: %s", r.stdout)
	}
}
