package main

import (
	"context"
	"fmt"
	"time"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/internal/plural"
	"github.com/hippo-mem/hippo/maintain"
	"github.com/hippo-mem/hippo/workflow"
)

// maintain is the detached worker that hooks start: the daily prune, the
// capture of queued sessions, and the sweep for sessions whose end never fired.
func (c *cli) maintain(ctx context.Context, args []string) error {
	fs := c.flags("maintain", "[flags]", "Run the background work that session hooks schedule: the daily prune, capture of ended\nsessions, and capture of sessions whose end never fired. Hooks start it detached; running it by hand is safe.")
	skip := fs.String("skip-session", "", "a session still in progress: never swept")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	dataDir, settings, err := workflow.Locate()
	if err != nil {
		return err
	}
	claudeDir, err := config.ClaudeDir()
	if err != nil {
		return err
	}
	o := maintain.Options{DataDir: dataDir, Settings: settings, Now: time.Now, ClaudeDir: claudeDir, SkipSession: *skip, Version: version}
	if settings.CaptureExtractor == "llm" {
		o.LLM = &capture.LLM{Model: settings.CaptureLLMModel}
	}
	// Background work embeds what it stores when it can, and works lexically
	// without the model: ModelBestEffort never fails.
	m, _ := workflow.ChooseModel(ctx, settings, "", workflow.ModelBestEffort)
	defer m.Close()
	if m.Embedder != nil {
		o.Embedder = m.Embedder
	}
	rep, err := maintain.Run(ctx, o)
	if err != nil {
		return err
	}
	if *asJSON {
		if rep.Captured == nil {
			rep.Captured = []string{} // a list, never null: see README "Commands"
		}
		return writeJSON(c.stdout, rep)
	}
	if rep.Skipped != "" {
		fmt.Fprintf(c.stderr, "hippo: maintenance skipped: %s\n", rep.Skipped)
		return nil
	}
	if rep.Pruned {
		fmt.Fprintf(c.stderr, "hippo: pruned: archived %s\n", plural.Count(rep.Archived, "memory", "memories"))
	}
	fmt.Fprintf(c.stderr, "hippo: captured %s", plural.Count(len(rep.Captured), "session", "sessions"))
	if len(rep.Failed) > 0 {
		fmt.Fprintf(c.stderr, ", %d failed (see %s)", len(rep.Failed), hooklog.ErrorLogFile)
	}
	fmt.Fprintln(c.stderr)
	return nil
}
