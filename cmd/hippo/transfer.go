package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/hippo-mem/hippo/chroma"
	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/internal/plural"
	"github.com/hippo-mem/hippo/transfer"
	"github.com/hippo-mem/hippo/workflow"
)

func (c *cli) export(ctx context.Context, args []string) error {
	fs := c.flags("export", "[flags]", "Write every memory, tombstone and purged id as JSONL, from one snapshot: safe while hooks run.\n"+
		"The same store gives the same bytes. The file holds your memories' text: it is written 0600.")
	out := fs.String("out", "", "write to this file (default: stdout)")
	archived := fs.Bool("include-archived", false, "include archived memories")
	noTombs := fs.Bool("no-tombstones", false, "leave tombstones out (a merge elsewhere then cannot honour them)")
	vectors := fs.Bool("vectors", false, "include vectors (they can be recomputed with \"hippo reindex\")")
	asJSON := fs.Bool("json", false, "print counts as JSON (needs --out)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return &usageError{msg: "export takes no arguments", hint: "hippo export --out memories.jsonl"}
	}
	if *asJSON && (*out == "" || *out == "-") {
		return &usageError{msg: "--json needs --out: the export itself goes to stdout otherwise", hint: "hippo export --out memories.jsonl --json"}
	}
	s, done, err := c.open(ctx, storeOpts{})
	if err != nil {
		return err
	}
	defer done()
	rep, err := workflow.Export(ctx, s, workflow.ExportRequest{Out: *out, W: c.stdout, IncludeArchived: *archived,
		NoTombstones: *noTombs, Vectors: *vectors})
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(c.stdout, rep)
	}
	fmt.Fprintf(c.stderr, "hippo: exported memories: %d, tombstones: %d, purged ids: %d\n", rep.Memories, rep.Tombstones, rep.Purged)
	return nil
}

func (c *cli) importCmd(ctx context.Context, args []string) error {
	fs := c.flags("import", "[flags] FILE...", "Merge hippo exports into this store, one transaction per file. Importing a file twice changes nothing.\n"+
		"New memories pass the redactor, tombstones and the supersede rules; purges on either side are honoured.")
	dry := fs.Bool("dry-run", false, "show what would change, change nothing")
	fromChroma := fs.String("from-chroma", "", "import the Python tool's Chroma store in this directory (chroma.sqlite3, chromadb "+chroma.Version+")")
	asJSON := fs.Bool("json", false, "print counts as JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *fromChroma != "" {
		return c.importChroma(ctx, *fromChroma, *dry, *asJSON, fs.NArg())
	}
	if fs.NArg() == 0 {
		return &usageError{msg: "export file required", hint: "hippo import memories.jsonl"}
	}
	s, done, err := c.open(ctx, storeOpts{})
	if err != nil {
		return err
	}
	defer done()
	reps, err := workflow.Import(ctx, s, workflow.ImportRequest{Files: fs.Args(), DryRun: *dry, DataDir: s.Dir(), Version: version})
	if err != nil && len(reps) > 0 {
		fmt.Fprintf(c.stderr, "hippo: %s imported before the error\n", plural.Count(len(reps), "file", "files"))
	}
	if err != nil {
		return importHint(err)
	}
	if *asJSON {
		return writeJSON(c.stdout, reps)
	}
	for _, r := range reps {
		c.printImport(r)
	}
	return nil
}

func (c *cli) importChroma(ctx context.Context, dir string, dry, asJSON bool, nargs int) error {
	if nargs > 0 {
		return &usageError{msg: "--from-chroma takes a directory, not export files", hint: "hippo import --from-chroma ~/.claude/memory/chroma"}
	}
	s, done, err := c.open(ctx, storeOpts{})
	if err != nil {
		return err
	}
	rep, err := workflow.ImportChroma(ctx, s, dir, workflow.ImportRequest{DryRun: dry, DataDir: s.Dir(), Version: version})
	done()
	if errors.Is(err, chroma.ErrUnknownSchema) {
		return &hintError{err: err, hint: "hippo reads the layout of chromadb " + chroma.Version +
			": open the store once with that release, or move its documents to a collection it can read; nothing was imported"}
	}
	if err != nil {
		return err
	}
	if len(rep.Skipped) > 0 {
		fmt.Fprintf(c.stderr, "hippo: skipped %s with no usable text\n", plural.Count(len(rep.Skipped), "document", "documents"))
	}
	if asJSON {
		return writeJSON(c.stdout, rep)
	}
	c.printImport(rep.ImportReport)
	if dir, err := c.modelDir(""); err == nil && embedder.Present(dir) && !dry && rep.Added > 0 {
		return c.reindex(ctx, nil) // the Chroma vectors came from another model
	}
	return nil
}

func (c *cli) printImport(r workflow.ImportReport) {
	verb := "imported"
	if r.DryRun {
		verb = "would import"
	}
	n := r.Counts
	fmt.Fprintf(c.stdout, "%s: %s %d new (%d superseding, %d as history, %d redacted), %d merged, %d unchanged; "+
		"%d duplicates, %d blocked by tombstones, %d skipped as purged; %d restatements, %d tombstones, %d purged here, "+
		"%d archived by tombstones\n",
		r.File, verb, n.Added, n.Superseding, n.History, n.Redacted, n.Merged, n.Unchanged, n.Duplicates, n.Blocked,
		n.SkippedPurged, n.Occurrences, n.Tombstones, n.Purged, n.Archived)
}

// importHint names the next step for a file import refuses.
func importHint(err error) error {
	switch {
	case errors.Is(err, transfer.ErrVersion):
		return &hintError{err: err, hint: "install the newer hippo that wrote the export; nothing was imported from this file"}
	case errors.Is(err, transfer.ErrFormat):
		return &hintError{err: err, hint: "this file is not a complete hippo export (\"hippo export --out FILE\" writes one); nothing was imported from it"}
	}
	return err
}
