package main

import (
	"context"
	"fmt"
	"io"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/hooks"
)

// runHook is what Claude Code runs. It fails open: whatever happens it returns
// nil, so hippo exits 0, and prints only a complete context block.
func runHook(ctx context.Context, args []string, stdin io.Reader, stdout io.Writer) error {
	event := ""
	if len(args) > 0 {
		event = args[0]
	}
	hooks.Run(ctx, event, version, stdin, stdout)
	return nil
}

// maintain is the detached worker that hooks start: the daily prune, the
// capture of queued sessions, and the sweep for sessions whose end never fired.
func (c *cli) maintain(ctx context.Context, args []string) error {
	fs := c.flags("maintain", "[flags]", "Run the background work that session hooks schedule: the daily prune, capture of ended\nsessions, and capture of sessions whose end never fired. Hooks start it detached; running it by hand is safe.")
	skip := fs.String("skip-session", "", "a session still in progress: never swept")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	env, err := hooks.DefaultEnv()
	if err != nil {
		return err
	}
	claudeDir, err := config.ClaudeDir()
	if err != nil {
		return err
	}
	o := hooks.MaintainOptions{ClaudeDir: claudeDir, SkipSession: *skip}
	if env.Settings.CaptureExtractor == "llm" {
		o.LLM = &capture.LLM{Model: env.Settings.CaptureLLMModel}
	}
	emb, closeEmb := c.optionalModel(ctx, env.Settings)
	defer closeEmb()
	if emb != nil {
		o.Embedder = emb
	}
	rep, err := hooks.Maintain(ctx, env, o)
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
	if rep.Pruned {
		fmt.Fprintf(c.stderr, "hippo: pruned: archived %d memories\n", rep.Archived)
	}
	fmt.Fprintf(c.stderr, "hippo: captured %d sessions", len(rep.Captured))
	if len(rep.Failed) > 0 {
		fmt.Fprintf(c.stderr, ", %d failed (see %s)", len(rep.Failed), hooks.ErrorLogFile)
	}
	fmt.Fprintln(c.stderr)
	return nil
}

// optionalModel loads the model when it is present; background work embeds
// what it stores, and works lexically without it.
func (c *cli) optionalModel(ctx context.Context, settings config.Settings) (*embedder.Embedder, func()) {
	dir, _, err := settings.ResolveModelDir("")
	if err != nil || !embedder.Present(dir) {
		return nil, func() {}
	}
	e, err := embedder.Load(ctx, dir)
	if err != nil {
		return nil, func() {}
	}
	return e, func() { _ = e.Close() }
}
