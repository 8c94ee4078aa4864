package capture

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/redact"
	"github.com/hippo-mem/hippo/store"
)

// LLM is the optional extractor: it asks "claude -p" which statements in a
// session are durable. It is opt-in ("capture_extractor": "llm" or
// --llm), and every candidate it returns still goes through the gate.
//
// The child run is fenced in: hippo's own hooks do nothing in it
// (HIPPO_INTERNAL=1, and --settings disableAllHooks), it writes no transcript
// (--no-session-persistence), it has no tools and no MCP servers, it runs in an
// empty directory so no project settings or CLAUDE.md load, and it is bounded
// in turns and time. Secrets are redacted before the text leaves hippo.
type LLM struct {
	Binary  string        // the claude CLI; "claude" from PATH when empty
	Model   string        // default "haiku"
	Timeout time.Duration // default 2 minutes
}

// maxLLMInput bounds what one extraction sends: the most recent turns win.
const maxLLMInput = 64 << 10

const llmPrompt = `You extract durable memories from a coding session transcript for a memory tool.
Each line of input is "[line ID] SPEAKER: text".
Return ONLY a JSON array, no prose. Each element: {"line": ID, "text": a single durable statement, "kind": one of "decision","preference","convention","fact","fix","feedback", "speaker": "user" or "assistant-confirmed-by-user"}.
Keep only what stays true beyond this session: decisions, conventions, preferences, project facts (commands, paths, versions), fixes the user confirmed worked, and corrections the user made to the assistant (kind "feedback").
Never include questions, plans, guesses, temporary states, chit-chat, anything the assistant said that the user did not confirm, or secrets.
Use the speaker's own words where you can. Return [] when nothing qualifies.`

// Extract returns the candidates the model finds in turns[from:].
func (l LLM) Extract(ctx context.Context, turns []Turn, from int) ([]Candidate, error) {
	if from >= len(turns) {
		return nil, nil
	}
	byLine := map[string]int{}
	var lines []string
	for i := from; i < len(turns); i++ {
		t := turns[i]
		byLine[t.UUID] = i
		text, _ := redact.Text(private.ReplaceAllString(t.Text, " "))
		lines = append(lines, fmt.Sprintf("[line %s] %s: %s", t.UUID, strings.ToUpper(t.Role), strings.Join(strings.Fields(text), " ")))
	}
	input := strings.Join(lines, "\n")
	if len(input) > maxLLMInput {
		input = input[len(input)-maxLLMInput:]
		if i := strings.IndexByte(input, '\n'); i >= 0 {
			input = input[i+1:]
		}
	}
	out, err := l.run(ctx, input)
	if err != nil {
		return nil, err
	}
	var items []struct {
		Line, Text, Kind, Speaker string
	}
	if err := json.Unmarshal([]byte(jsonArray(out)), &items); err != nil {
		return nil, fmt.Errorf("llm extractor: the model did not return a JSON array: %w", err)
	}
	var cands []Candidate
	for _, it := range items {
		i, ok := byLine[it.Line]
		if !ok || strings.TrimSpace(it.Text) == "" || !validKind(it.Kind) {
			continue // not a line we sent, or not a usable item
		}
		t := turns[i]
		switch {
		case it.Speaker == store.SpeakerUser && t.Role == "user":
		case it.Speaker == store.SpeakerConfirmed && t.Role == "assistant" && i+1 < len(turns) &&
			turns[i+1].Role == "user" && confirmation.MatchString(turns[i+1].Text) && !negativeNews.MatchString(turns[i+1].Text):
		default:
			continue // only the user's words, or the assistant's confirmed ones
		}
		cands = append(cands, Candidate{Text: strings.TrimSpace(it.Text), Speaker: it.Speaker, LineUUID: "llm:" + it.Line,
			Timestamp: t.Timestamp, SessionID: t.SessionID, Cwd: t.Cwd, kind: it.Kind})
	}
	return cands, nil
}

func validKind(k string) bool {
	switch k {
	case "decision", "preference", "convention", "fact", "fix", "feedback":
		return true
	}
	return false
}

// jsonArray cuts the outermost JSON array out of a reply that may wrap it in
// prose or a code fence.
func jsonArray(s string) string {
	i, j := strings.IndexByte(s, '['), strings.LastIndexByte(s, ']')
	if i < 0 || j < i {
		return "[]"
	}
	return s[i : j+1]
}

func (l LLM) run(ctx context.Context, input string) (string, error) {
	bin := l.Binary
	if bin == "" {
		bin = "claude"
	}
	model := l.Model
	if model == "" {
		model = "haiku"
	}
	timeout := l.Timeout
	if timeout == 0 {
		timeout = 2 * time.Minute
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	dir, err := os.MkdirTemp("", "hippo-llm")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	cmd := exec.CommandContext(ctx, bin, "-p", "--model", model, "--max-turns", "2", "--tools", "",
		"--strict-mcp-config", "--no-session-persistence", "--settings", `{"disableAllHooks":true}`,
		"--output-format", "json", "--system-prompt", llmPrompt)
	cmd.Dir = dir
	cmd.Env = childEnv()
	cmd.Stdin = strings.NewReader(input)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return "", fmt.Errorf("llm extractor: claude -p took longer than %v", timeout)
		}
		return "", fmt.Errorf("llm extractor: claude -p: %w: %s", err, firstLine(stderr.String()))
	}
	var res struct {
		Result  string `json:"result"`
		IsError bool   `json:"is_error"`
		Subtype string `json:"subtype"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &res); err != nil {
		return "", fmt.Errorf("llm extractor: unexpected claude -p output: %w", err)
	}
	if res.IsError {
		return "", fmt.Errorf("llm extractor: claude -p failed (%s)", res.Subtype)
	}
	return res.Result, nil
}

// childEnv is hippo's environment for the child claude: the recursion guard
// set, and the variables that mark a nested Claude Code session removed.
func childEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		switch name {
		case "CLAUDECODE", "CLAUDE_CODE_ENTRYPOINT", "CLAUDE_CODE_CHILD_SESSION", config.GuardEnv:
			continue
		}
		env = append(env, kv)
	}
	return append(env, config.GuardEnv+"=1")
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
