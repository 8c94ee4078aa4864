package main

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/internal/plural"
)

func (c *cli) activityLog(_ context.Context, args []string) error {
	if len(args) > 0 && args[0] == "verify" {
		return c.logVerify(args[1:])
	}
	fs := c.flags("log", "[flags] | verify", "Show the activity log: one line per change to the store. It holds no memory content.")
	op := fs.String("op", "", "only this operation (jot, purge, archive, ...)")
	id := fs.String("id", "", "only this memory id")
	session := fs.String("session", "", "only this session")
	since := fs.String("since", "", "only this recent: 7d, 12h, 30m")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	f := activity.Filter{Op: *op, ID: strings.ToUpper(*id), Session: *session}
	if *since != "" {
		d, err := parseSince(*since)
		if err != nil {
			return &usageError{msg: err.Error(), hint: "hippo log --since 7d"}
		}
		f.Since = time.Now().Add(-d)
	}
	dataDir, err := config.DataDir()
	if err != nil {
		return err
	}
	entries, err := activity.Open(dataDir, nil).Read(f)
	if errors.Is(err, activity.ErrUnknownOp) {
		return &usageError{msg: err.Error(), hint: "hippo log --op purge"}
	}
	if err != nil {
		return err
	}
	if *asJSON {
		if entries == nil {
			entries = []activity.Entry{}
		}
		return writeJSON(c.stdout, entries)
	}
	for _, e := range entries {
		fmt.Fprintf(c.stdout, "%s  %-9s %-16s %-6s %s\n", e.Time.Format(time.RFC3339), e.Op, orDash(e.ID), e.Actor, e.Session)
	}
	return nil
}

func (c *cli) logVerify(args []string) error {
	fs := c.flags("log verify", "[flags]", "Check the activity log's hash chain: report edited, deleted or reordered lines.")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	dataDir, err := config.DataDir()
	if err != nil {
		return err
	}
	n, problems, err := activity.Open(dataDir, nil).Verify()
	if err != nil {
		return err
	}
	if *asJSON {
		if problems == nil {
			problems = []activity.Problem{}
		}
		if err := writeJSON(c.stdout, map[string]any{"entries": n, "ok": len(problems) == 0, "problems": problems}); err != nil {
			return err
		}
	} else {
		for _, p := range problems {
			fmt.Fprintf(c.stdout, "line %d: %s\n", p.Line, p.Reason)
		}
	}
	if len(problems) > 0 {
		return fmt.Errorf("activity log: %s in %s", plural.Count(len(problems), "problem", "problems"), plural.Count(n, "entry", "entries"))
	}
	if !*asJSON {
		fmt.Fprintf(c.stdout, "ok: %s, chain intact\n", plural.Count(n, "entry", "entries"))
	}
	return nil
}

// parseSince reads 7d, 12h, 30m.
func parseSince(s string) (time.Duration, error) {
	if strings.HasSuffix(s, "d") {
		n, err := strconv.Atoi(strings.TrimSuffix(s, "d"))
		if err != nil || n < 0 {
			return 0, fmt.Errorf("bad --since %q", s)
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("bad --since %q", s)
	}
	return d, nil
}
