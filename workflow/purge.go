package workflow

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/scrub"
	"github.com/hippo-mem/hippo/server"
	"github.com/hippo-mem/hippo/store"
)

// PurgeRequest names the memories to destroy and how.
type PurgeRequest struct {
	IDs       []string
	Tombstone bool   // keep each claim as a tombstone so it cannot be stored again
	Reason    string // recorded with the tombstone
	// DataDir holds the rule drafts and the warm server's socket; Version is
	// this binary's, which the server checks before it answers.
	DataDir, Version string
	// Search, when set, looks for the texts where hippo does not own them
	// once the memories are gone.
	Search *PurgeSearch
}

// PurgeSearch says where to look for purged text that lives outside hippo:
// Claude Code's transcripts and CLAUDE.md files.
type PurgeSearch struct {
	ClaudeDir string // transcripts, and the user's CLAUDE.md
	WorkDir   string // the current project, whose CLAUDE.md is checked too
	Scrub     bool   // redact the text from transcripts, not only report it
	// Targets are the memories when the caller loaded them already (to ask
	// before purging); when nil, Purge loads them.
	Targets []store.Memory
}

// PurgeReport says what a purge destroyed and what it could not reach.
type PurgeReport struct {
	Store         store.PurgeReport
	DraftsDropped int  // rule drafts worded from a purged correction
	ServerSynced  bool // a warm server dropped the vectors before Purge returned
	StillPresent  []scrub.Place
	// SearchErr is why the search outside hippo stopped short. It does not
	// fail the purge: by then the memories are gone, and the caller reports
	// what was destroyed before it reports this.
	SearchErr error
}

// ErrNoReason means a purge asked for tombstones without saying why: a
// tombstone without a reason cannot be reviewed later.
var ErrNoReason = errors.New("a tombstone needs a reason")

// Purge destroys memories and everything hippo derived from them, in the
// order that leaves no copy behind. First the transcript lines the memories
// were captured from are recorded as pending (ids only), so a capture that
// lost its state never stores them again; then the store's rows, vectors and
// index entries go, and the lines are confirmed (or withdrawn if the purge
// failed; see capture.PurgedRecord); then the rule drafts that quote them,
// then a warm server's copy of the vectors. Last, if asked, it looks for the
// text outside hippo.
func Purge(ctx context.Context, s *store.Store, r PurgeRequest) (PurgeReport, error) {
	var rep PurgeReport
	if r.Tombstone && strings.TrimSpace(r.Reason) == "" {
		return rep, ErrNoReason
	}
	var targets []store.Memory
	if r.Search != nil {
		targets = r.Search.Targets
	}
	if targets == nil {
		// Texts and provenance must be read before the rows are gone.
		var err error
		if targets, err = PurgeTargets(ctx, s, r.IDs); err != nil {
			return rep, err
		}
	}
	record, err := beginRecord(s, r.DataDir, targets)
	if err != nil {
		return rep, fmt.Errorf("nothing purged: %w", err)
	}
	rep.Store, err = s.Purge(ctx, r.IDs, store.PurgeOptions{Tombstone: r.Tombstone, Reason: r.Reason})
	if err = settleRecord(record, len(rep.Store.Purged) > 0, err); err != nil {
		return rep, err
	}
	if rep.DraftsDropped, err = feedback.ForgetEvidence(r.DataDir, rep.Store.Purged); err != nil {
		return rep, fmt.Errorf("memories purged, but their rule drafts were not dropped: %w", err)
	}
	if rep.ServerSynced, err = server.Notify(r.DataDir, r.Version); err != nil {
		return rep, fmt.Errorf("memories purged, but the warm server was not told: %w", err)
	}
	if r.Search != nil {
		rep.StillPresent, rep.SearchErr = searchOutside(targets, *r.Search)
	}
	return rep, nil
}

// beginRecord records the transcript lines of targets as pending, before the
// store destroys them. A read-only store refuses the purge, so nothing is
// written for it.
func beginRecord(s *store.Store, dataDir string, targets []store.Memory) (capture.PurgedRecord, error) {
	if s.ReadOnly() {
		return capture.PurgedRecord{}, nil
	}
	record, err := capture.PreparePurged(dataDir, targets)
	if err != nil {
		return record, err
	}
	return record, record.Begin()
}

// settleRecord confirms a purge's pending transcript lines once its memories
// are gone, even when the purge then failed to compact, or withdraws them when
// nothing was purged; it returns the purge's error, or the record's.
func settleRecord(record capture.PurgedRecord, purged bool, err error) error {
	if !purged {
		// A pending line left behind is harmless: its memory was not purged,
		// so capture does not skip it.
		_ = record.Abandon()
		return err
	}
	if recErr := record.Confirm(); recErr != nil {
		// Still pending, which stops the lines as well, since the store
		// recorded the purge in its commit.
		return fmt.Errorf("memories purged, but their transcript lines were left pending in the record: %w", recErr)
	}
	return err
}

// PurgeTargets loads the memories a purge would destroy, so a caller can show
// them before asking, and refuse an unknown id before anything is destroyed.
func PurgeTargets(ctx context.Context, s *store.Store, ids []string) ([]store.Memory, error) {
	mems := make([]store.Memory, 0, len(ids))
	for _, id := range ids {
		m, err := s.Get(ctx, id)
		if err != nil {
			return nil, err
		}
		mems = append(mems, m)
	}
	return mems, nil
}

// searchOutside looks for the purged texts in every transcript, and in the
// CLAUDE.md of each memory's project, the user's and the current project's.
func searchOutside(targets []store.Memory, o PurgeSearch) ([]scrub.Place, error) {
	texts := make([]string, len(targets))
	var mds []string
	for i, m := range targets {
		texts[i] = m.Text
		if m.Project != "" {
			mds = append(mds, filepath.Join(m.Project, "CLAUDE.md"))
		}
	}
	mds = append(mds, filepath.Join(o.ClaudeDir, "CLAUDE.md"), filepath.Join(o.WorkDir, "CLAUDE.md"))
	return scrub.Run(texts, scrub.Options{ClaudeDir: o.ClaudeDir, ClaudeMDs: mds, Scrub: o.Scrub})
}
