// Package claudep runs "claude -p" for hippo's optional model-backed steps
// (capture's extractor, review-feedback's drafter), fenced in: hippo's hooks
// do nothing in the child (HIPPO_INTERNAL=1 and disableAllHooks), it writes no
// transcript, has no tools and no MCP servers, runs in an empty directory so no
// project settings or CLAUDE.md load, and is bounded in turns and time.
// Callers redact secrets before they pass text in.
package claudep

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
)

// Options for one run.
type Options struct {
	Binary       string        // the claude CLI; "claude" from PATH when empty
	Model        string        // default "haiku"
	Timeout      time.Duration // default 2 minutes
	SystemPrompt string
}

// Run sends input on stdin and returns the model's final text.
func Run(ctx context.Context, o Options, input string) (string, error) {
	bin := cmpOr(o.Binary, "claude")
	model := cmpOr(o.Model, "haiku")
	timeout := o.Timeout
	if timeout == 0 {
		timeout = 2 * time.Minute
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	dir, err := os.MkdirTemp("", "hippo-claude")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	cmd := exec.CommandContext(ctx, bin, "-p", "--model", model, "--max-turns", "2", "--tools", "",
		"--strict-mcp-config", "--no-session-persistence", "--settings", `{"disableAllHooks":true}`,
		"--output-format", "json", "--system-prompt", o.SystemPrompt)
	cmd.Dir = dir
	cmd.Env = childEnv()
	cmd.Stdin = strings.NewReader(input)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return "", fmt.Errorf("claude -p took longer than %v", timeout)
		}
		return "", fmt.Errorf("claude -p: %w: %s", err, firstLine(stderr.String()))
	}
	var res struct {
		Result  string `json:"result"`
		IsError bool   `json:"is_error"`
		Subtype string `json:"subtype"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &res); err != nil {
		return "", fmt.Errorf("unexpected claude -p output: %w", err)
	}
	if res.IsError {
		return "", fmt.Errorf("claude -p failed (%s)", res.Subtype)
	}
	return res.Result, nil
}

func cmpOr(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

// childEnv is hippo's environment with the recursion guard set and the
// variables that mark a nested Claude Code session removed.
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

// firstLine is the first line of s, for a one-line error message.
func firstLine(s string) string {
	line, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	return line
}
