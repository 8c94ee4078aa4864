package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/frame"
)

func (c *cli) capture(ctx context.Context, args []string) error {
	fs := c.flags("capture", "[flags] TRANSCRIPT.jsonl... | --status", "Turn Claude Code transcripts into memories through the gate: noise, questions, plans and\ntemporary states are rejected, secrets redacted, tombstoned claims refused. Resumable: only\nlines not captured before are read. The session-end hook runs this for you, detached.")
	dry := fs.Bool("dry-run", false, "decide every candidate from the start of the transcript, as a real run would, on a copy of the store; write nothing")
	status := fs.Bool("status", false, "per-session capture state: done, partial, failed, pending")
	llm := fs.Bool("llm", false, "extract with \"claude -p\" (opt-in; secrets are redacted before sending)")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	dataDir, err := config.DataDir()
	if err != nil {
		return err
	}
	if *status {
		return c.captureStatus(dataDir, *asJSON)
	}
	if fs.NArg() == 0 {
		return &usageError{msg: "transcript path required", hint: "hippo capture ~/.claude/projects/-home-me-app/SESSION.jsonl"}
	}
	if err := checkTranscripts(dataDir, fs.Args(), *dry); err != nil {
		return err
	}
	s, done, err := c.open(ctx, storeOpts{model: true})
	if err != nil {
		return err
	}
	defer done()
	o := capture.Options{DryRun: *dry}
	if *llm {
		settings, _ := config.Load(dataDir)
		o.LLM = &capture.LLM{Model: settings.CaptureLLMModel}
	}
	var all []capture.Decision
	for _, p := range fs.Args() {
		rep, err := capture.Capture(ctx, s, dataDir, p, o)
		var ie *capture.InterruptedError
		if errors.As(err, &ie) && *dry {
			return &interruptedError{msg: fmt.Sprintf("interrupted at line %d; a dry run records nothing", ie.Line), path: p, many: fs.NArg() > 1}
		}
		if errors.As(err, &ie) {
			return &interruptedError{msg: fmt.Sprintf("interrupted; capture resumes from line %d", ie.Line), path: p, many: fs.NArg() > 1}
		}
		if err != nil {
			return fmt.Errorf("capture %s: %w", p, err)
		}
		all = append(all, rep.Decisions...)
		if *asJSON {
			continue
		}
		if *dry {
			for _, d := range rep.Decisions {
				fmt.Fprintf(c.stdout, "%-9s %-11s %-22s %s\n", d.Decision, orDash(string(d.Kind)), d.Rule, oneLine(d.Text, 90))
			}
			c.printCounts(rep.SessionID+" (dry run, nothing written)", rep.Counts)
			continue
		}
		c.printCounts(rep.SessionID, rep.State.Counts)
	}
	if *asJSON {
		if all == nil {
			all = []capture.Decision{}
		}
		return writeJSON(c.stdout, all)
	}
	return nil
}

// printCounts prints what a capture decided, one line per session.
func (c *cli) printCounts(label string, n capture.Counts) {
	fmt.Fprintf(c.stdout, "%s: stored %d, superseded %d, reinforced %d, blocked %d, rejected %d\n",
		label, n.Stored, n.Superseded, n.Reinforced, n.Blocked, n.Rejected)
}

// checkTranscripts refuses, before anything is captured, a path that is
// missing or is not a Claude Code transcript. Unless this is a dry run, the
// refusal also drops the state an older hippo recorded for the path.
func checkTranscripts(dataDir string, paths []string, dryRun bool) error {
	const where = "transcripts are under ~/.claude/projects/<project>/<session>.jsonl"
	check := capture.Check
	if dryRun {
		check = func(_, p string) (capture.Transcript, error) { return capture.Identify(p) }
	}
	for _, p := range paths {
		if _, err := os.Stat(p); err != nil {
			return &usageError{msg: fmt.Sprintf("no transcript at %s", p), hint: where}
		}
		_, err := check(dataDir, p)
		if errors.Is(err, capture.ErrNotTranscript) {
			return &usageError{msg: fmt.Sprintf("refusing to capture %s: %v", p, err), hint: where + `; "hippo capture --status" lists what was captured`}
		}
		if err != nil {
			return fmt.Errorf("capture %s: %w", p, err)
		}
	}
	return nil
}

// interruptedError is a capture stopped by Ctrl-C or SIGTERM: report prints
// where the next run resumes and exits 130, the shell's 128+SIGINT, so a
// script can tell an interruption from a failure.
type interruptedError struct {
	msg, path string
	many      bool // several transcripts: name the one that stopped
}

func (e *interruptedError) Error() string {
	if e.many {
		return e.msg + " of " + e.path
	}
	return e.msg
}

// exitInterrupted is the exit code of an interrupted command.
const exitInterrupted = 130

func (c *cli) captureStatus(dataDir string, asJSON bool) error {
	states, err := capture.Sessions(dataDir)
	if err != nil {
		return err
	}
	now := time.Now()
	return printList(c, asJSON, states, func(st capture.State) {
		fmt.Fprintf(c.stdout, "%-16s %-36s %s  stored %d, rejected %d\n", st.Current(), st.SessionID, frame.DateAge(st.UpdatedAt, now), st.Counts.Stored, st.Counts.Rejected)
		if st.Error != "" {
			fmt.Fprintf(c.stdout, "  error: %s\n", st.Error)
		}
	}, "hippo: no sessions captured yet")
}
