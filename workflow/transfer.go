package workflow

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/chroma"
	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/internal/fsutil"
	"github.com/hippo-mem/hippo/server"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/transfer"
)

// ExportRequest says what an export holds and where it goes.
type ExportRequest struct {
	// Out is the file to write (mode 0600, replaced atomically); "" or "-"
	// writes to W.
	Out             string
	W               io.Writer
	IncludeArchived bool
	NoTombstones    bool
	Vectors         bool
}

// ExportReport counts what an export wrote.
type ExportReport struct {
	File       string `json:"file,omitempty"`
	Memories   int    `json:"memories"`
	Tombstones int    `json:"tombstones"`
	Purged     int    `json:"purged_ids"`
	Bytes      int    `json:"bytes"`
}

// Export writes the store, read as one snapshot, as a hippo export. It is
// safe while hooks and the warm server write: the snapshot takes no write
// lock and sees none of their later commits.
func Export(ctx context.Context, s *store.Store, r ExportRequest) (ExportReport, error) {
	snap, err := s.Snapshot(ctx, store.SnapshotOptions{IncludeArchived: r.IncludeArchived, NoTombstones: r.NoTombstones, Vectors: r.Vectors})
	if err != nil {
		return ExportReport{}, err
	}
	var buf bytes.Buffer
	f := transfer.File{Header: transfer.Header{Schema: store.SchemaVersion, Model: snap.Model}, Snapshot: snap}
	if err := transfer.Write(&buf, f); err != nil {
		return ExportReport{}, err
	}
	rep := ExportReport{Memories: len(snap.Memories), Tombstones: len(snap.Tombstones), Purged: len(snap.Purged), Bytes: buf.Len()}
	if r.Out == "" || r.Out == "-" {
		if _, err := r.W.Write(buf.Bytes()); err != nil {
			return rep, fmt.Errorf("write export: %w", err)
		}
		return rep, nil
	}
	// 0600: an export holds every memory's text, as hippo.db does.
	if err := fsutil.WriteFileAtomic(r.Out, buf.Bytes(), 0o600); err != nil {
		return rep, fmt.Errorf("write export %s: %w", r.Out, err)
	}
	rep.File = r.Out
	return rep, nil
}

// ImportRequest names the files to import.
type ImportRequest struct {
	Files  []string
	DryRun bool
	// DataDir holds the record of purged transcript lines and the rule drafts;
	// Version is this binary's, which the warm server checks.
	DataDir, Version string
	// Plan adjusts the merge rules (see transfer.PlanOptions).
	Plan transfer.PlanOptions
}

// ImportReport says what importing one file did, or would do.
type ImportReport struct {
	File string `json:"file"`
	transfer.Counts
	store.RestoreReport
	DryRun bool `json:"dry_run,omitempty"`
}

// Import imports each file in its own transaction, in order, and stops at the
// first that fails: the files before it stay imported, and that one changes
// nothing.
func Import(ctx context.Context, s *store.Store, r ImportRequest) ([]ImportReport, error) {
	var reps []ImportReport
	for _, path := range r.Files {
		f, err := readExport(path)
		if err != nil {
			return reps, err
		}
		rep, err := ImportFile(ctx, s, f, r)
		rep.File = path
		if err != nil {
			return reps, fmt.Errorf("import %s: %w", path, err)
		}
		reps = append(reps, rep)
	}
	return reps, nil
}

func readExport(path string) (transfer.File, error) {
	fh, err := os.Open(path)
	if err != nil {
		return transfer.File{}, fmt.Errorf("import: %w", err)
	}
	defer fh.Close()
	f, err := transfer.Read(fh)
	if err != nil {
		return transfer.File{}, fmt.Errorf("import %s: %w", path, err)
	}
	return f, nil
}

// ImportFile merges one read export into s (see package transfer for the
// rules), holding the gate lock from the first decision to the commit, so
// no capture changes the store in between. Memories the export's store
// purged are purged here as Purge does: their transcript lines are recorded
// as pending first and confirmed once the import committed (a failed import
// purged nothing, so its lines are withdrawn), and their rule drafts dropped
// after.
func ImportFile(ctx context.Context, s *store.Store, f transfer.File, r ImportRequest) (ImportReport, error) {
	unlock, err := capture.Gate{Store: s}.Hold()
	if err != nil {
		return ImportReport{}, err
	}
	defer unlock()
	plan, err := transfer.MakePlan(ctx, s, f, r.Plan)
	if err != nil {
		return ImportReport{}, err
	}
	rep := ImportReport{Counts: plan.Counts, DryRun: r.DryRun}
	if r.DryRun {
		return rep, nil
	}
	record, err := beginRecord(s, r.DataDir, plan.PurgeTargets)
	if err != nil {
		return rep, fmt.Errorf("nothing imported: %w", err)
	}
	rep.RestoreReport, err = s.Restore(ctx, plan.Restore)
	if err = settleRecord(record, rep.Committed, err); err != nil {
		return rep, err
	}
	if len(plan.Restore.Purge) > 0 {
		if _, err := feedback.ForgetEvidence(r.DataDir, plan.Restore.Purge); err != nil {
			return rep, fmt.Errorf("imported, but the rule drafts of purged memories were not dropped: %w", err)
		}
	}
	if _, err := server.Notify(r.DataDir, r.Version); err != nil {
		return rep, fmt.Errorf("imported, but the warm server was not told: %w", err)
	}
	return rep, nil
}

// ChromaReport is an import from a Chroma store.
type ChromaReport struct {
	ImportReport
	Documents int `json:"documents"`
	// Skipped are Chroma ids of documents with no usable text.
	Skipped []string `json:"skipped,omitempty"`
}

// ImportChroma imports the memories of the Python tool's Chroma store in dir
// (see package chroma) as one file: one transaction, the same merge rules.
func ImportChroma(ctx context.Context, s *store.Store, dir string, r ImportRequest) (ChromaReport, error) {
	docs, err := chroma.Read(ctx, dir)
	if err != nil {
		return ChromaReport{}, err
	}
	fallback := time.Unix(0, 0)
	if fi, err := os.Stat(filepath.Join(dir, chroma.File)); err == nil {
		fallback = fi.ModTime()
	}
	conv := chroma.Convert(docs, fallback)
	rep := ChromaReport{Documents: len(docs), Skipped: conv.Skipped}
	rep.ImportReport, err = ImportFile(ctx, s, conv.File, r)
	rep.File = dir
	if err != nil {
		return rep, fmt.Errorf("import %s: %w", dir, err)
	}
	return rep, nil
}
