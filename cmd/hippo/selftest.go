package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/hippo-mem/hippo/internal/plural"
	"github.com/hippo-mem/hippo/selftest"
)

func (c *cli) selftest(ctx context.Context, args []string) error {
	fs := c.flags("selftest", "[flags]", "Run hippo's named end-to-end checks against throwaway stores in a temp dir:\n"+
		"your memories, settings and model are not touched. Each check says what it proves.")
	filter := fs.String("run", "", "only checks whose name contains this")
	list := fs.Bool("list", false, "list the checks and what each proves; run nothing")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	type row struct {
		Name   string  `json:"name"`
		Proves string  `json:"proves"`
		OK     bool    `json:"ok"`
		Error  string  `json:"error,omitempty"`
		MS     float64 `json:"ms,omitempty"`
	}
	if *list {
		var rows []row
		for _, ch := range selftest.Checks() {
			rows = append(rows, row{Name: ch.Name, Proves: ch.Proves})
			if !*asJSON {
				fmt.Fprintf(c.stdout, "%-55s %s\n", ch.Name, ch.Proves)
			}
		}
		if *asJSON {
			return writeJSON(c.stdout, rows)
		}
		return nil
	}
	bin, err := os.Executable()
	if err != nil {
		return fmt.Errorf("find the hippo binary: %w", err)
	}
	var rows []row
	start := time.Now()
	failed, err := selftest.Run(ctx, selftest.Options{Bin: bin, Filter: *filter, Report: func(ch selftest.Check, cerr error, took time.Duration) {
		r := row{Name: ch.Name, Proves: ch.Proves, OK: cerr == nil, MS: float64(took.Microseconds()) / 1000}
		if cerr != nil {
			r.Error = cerr.Error()
		}
		rows = append(rows, r)
		if *asJSON {
			return
		}
		if cerr == nil {
			fmt.Fprintf(c.stdout, "ok    %-55s %6.0f ms\n", ch.Name, r.MS)
		} else {
			fmt.Fprintf(c.stdout, "FAIL  %-55s %v\n      proves: %s\n", ch.Name, cerr, ch.Proves)
		}
	}})
	if errors.Is(err, selftest.ErrNoMatch) {
		return &usageError{msg: err.Error(), hint: "hippo selftest --list shows every check's name"}
	}
	if err != nil {
		return err
	}
	if *asJSON {
		if err := writeJSON(c.stdout, rows); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(c.stderr, "hippo: %s, %d failed, in %s\n", plural.Count(len(rows), "check", "checks"), failed, time.Since(start).Round(time.Second))
	}
	if failed > 0 {
		return fmt.Errorf("%d of %s failed", failed, plural.Count(len(rows), "check", "checks"))
	}
	return nil
}
