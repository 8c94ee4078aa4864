package main

import (
	"context"
	"fmt"
	"io"

	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/hooks"
)

func (c *cli) hook(ctx context.Context, args []string) error {
	if len(args) > 0 && isHelp(args[0]) {
		// Checked here, not in hooks.Run: there every argument is an event,
		// and an unknown one is logged as an error.
		_, err := io.WriteString(c.stderr, hookUsage)
		return err
	}
	hooks.Run(ctx, args, version, c.stdin, c.stdout) // fails open: exit 0, and only a complete block is printed
	return nil
}

func isHelp(arg string) bool {
	return arg == "-h" || arg == "-help" || arg == "--help" || arg == "help"
}

// hookUsage is "hippo hook --help". Claude Code, not a person, runs the hook,
// so it has no flags to parse.
var hookUsage = fmt.Sprintf(`Usage: hippo hook EVENT

The entry point Claude Code runs ("hippo install" registers it). It reads the
hook's JSON payload on stdin and prints a context block for Claude on stdout.

Events:
  %-14s hand background work (daily prune, capture) to a detached worker (budget %s)
  %-14s recall memories for the submitted prompt (budget %s)
  %-14s queue the session's transcript for capture (budget %s)

It fails open: on any error or timeout it prints nothing and exits 0, so
Claude Code is never blocked, and logs the error to %s in the data dir
("hippo doctor" reports it).
`, hooks.EventSessionStart, hooks.SessionStartDeadline, hooks.EventPrompt, hooks.PromptDeadline, hooks.EventSessionEnd, hooks.SessionEndDeadline, hooklog.ErrorLogFile)
