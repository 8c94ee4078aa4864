package main

import (
	"context"
	"fmt"
	"io"

	"github.com/hippo-mem/hippo/hooks"
)

// runHook is what Claude Code runs. It fails open: whatever happens it returns
// nil, so hippo exits 0, and prints only a complete context block.
func runHook(ctx context.Context, args []string, stdin io.Reader, stdout io.Writer) error {
	event := ""
	if len(args) > 0 {
		event = args[0]
	}
	hooks.Run(ctx, event, stdin, stdout)
	return nil
}

// maintain is the detached worker that hooks start: the daily prune (and the
// capture of queued sessions once capture exists).
func (c *cli) maintain(ctx context.Context, args []string) error {
	fs := c.flags("maintain", "[flags]", "Run the background work that session hooks schedule: the daily prune.\nHooks start it detached; running it by hand is safe.")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	env, err := hooks.DefaultEnv()
	if err != nil {
		return err
	}
	rep, err := hooks.Maintain(ctx, env)
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(c.stdout, rep)
	}
	if rep.Skipped != "" {
		fmt.Fprintf(c.stderr, "hippo: maintenance skipped: %s\n", rep.Skipped)
		return nil
	}
	fmt.Fprintf(c.stderr, "hippo: pruned: archived %d memories\n", rep.Archived)
	return nil
}
