// Package maintain owns hippo's background maintenance: the daily prune and
// its schedule (state.json), the capture of sessions queued by the session-end
// hook, the sweep for sessions whose end never fired, and the team sync when
// the machine is linked to a team store. Session hooks start
// it in a detached "hippo maintain"; Run takes a lock, so two sessions starting
// together do the work once.
package maintain

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/internal/flock"
	"github.com/hippo-mem/hippo/internal/fsutil"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/team"
)

// State is hippo's small record of scheduled work, in state.json.
type State struct {
	LastPrune time.Time `json:"last_prune,omitzero"`
}

const stateFile = "state.json"

// ReadState reads state.json; a missing file is the zero state.
func ReadState(dataDir string) (State, error) {
	var st State
	b, err := os.ReadFile(filepath.Join(dataDir, stateFile))
	if errors.Is(err, fs.ErrNotExist) {
		return st, nil
	}
	if err != nil {
		return st, fmt.Errorf("read state: %w", err)
	}
	if err := json.Unmarshal(b, &st); err != nil {
		// A damaged state file only means the next prune runs early.
		return State{}, nil
	}
	return st, nil
}

func writeState(dataDir string, st State) error {
	b, err := json.Marshal(st)
	if err != nil {
		return fmt.Errorf("write state: %w", err)
	}
	if err := fsutil.WriteFileAtomic(filepath.Join(dataDir, stateFile), b, 0o600); err != nil {
		return fmt.Errorf("write state: %w", err)
	}
	return nil
}

// PruneDue reports whether the daily prune should run at now.
func PruneDue(dataDir string, settings config.Settings, now time.Time) (bool, error) {
	st, err := ReadState(dataDir)
	if err != nil {
		return false, err
	}
	interval := time.Duration(settings.PruneInterval() * float64(time.Hour))
	return now.Sub(st.LastPrune) >= interval, nil
}

// Report says what a maintenance run did.
type Report struct {
	Skipped  string   `json:"skipped,omitempty"`
	Pruned   bool     `json:"pruned"`
	Archived int      `json:"archived"`
	Captured []string `json:"captured"` // sessions captured
	Failed   []string `json:"failed,omitempty"`
	// Team is what the team sync did, when this machine is linked to a team
	// store; TeamError why it failed (the next run tries again).
	Team      *team.SyncReport `json:"team,omitempty"`
	TeamError string           `json:"team_error,omitempty"`
}

// Options shape one maintenance run.
type Options struct {
	DataDir     string
	Settings    config.Settings
	Now         func() time.Time
	ClaudeDir   string // where the sweep looks for transcripts; "" skips the sweep
	SkipSession string // the session starting now: still being written
	Embedder    store.Embedder
	LLM         *capture.LLM // the optional extractor, when the user turned it on
	// Version is this binary's, which a warm server checks when a team pull
	// tells it of new memories.
	Version string
}

// Sweep limits: the backstop captures at most capture_sweep_max transcripts
// per run (default 5), and leaves alone any written to in the last sweepQuiet
// (a session still open).
const (
	defaultSweepMax = 5
	sweepQuiet      = time.Minute
)

// logEvent names maintenance in the error log.
const logEvent = "maintain"

// Run is the detached worker's job, under a lock so that two sessions
// starting together do it once: the prune when due, then every queued
// session's capture, then the sweep for sessions whose end never fired.
func Run(ctx context.Context, o Options) (Report, error) {
	var rep Report
	lock, err := flock.TryAcquire(filepath.Join(o.DataDir, "maintain.lock"))
	if errors.Is(err, flock.ErrLocked) {
		rep.Skipped = "another maintenance run holds the lock"
		return rep, nil
	}
	if err != nil {
		return rep, fmt.Errorf("maintain: %w", err)
	}
	defer lock.Unlock()
	s, err := store.Open(ctx, o.DataDir, store.Options{Now: o.Now, Actor: "hook", Embedder: o.Embedder})
	if err != nil {
		return rep, err
	}
	defer s.Close()
	if err := rep.pruneIfDue(ctx, s, o); err != nil {
		return rep, err
	}
	tried := rep.drainQueue(ctx, s, o)
	if o.ClaudeDir != "" {
		found, err := capture.Sweep(o.DataDir, capture.SweepOptions{ClaudeDir: o.ClaudeDir, SkipSession: o.SkipSession,
			Quiet: sweepQuiet, Max: cmp.Or(o.Settings.CaptureSweepMax, defaultSweepMax), Now: o.Now()})
		if err != nil {
			hooklog.Error(o.DataDir, logEvent, err)
		}
		for _, t := range found {
			if !tried[t.SessionID] {
				rep.capture(ctx, s, o, t.Path)
			}
		}
	}
	rep.teamSync(ctx, s, o)
	return rep, nil
}

// teamSyncTimeout bounds the team sync of a run, which holds the
// maintenance lock: a stalled team store delays the next run, never a hook.
const teamSyncTimeout = time.Minute

// teamSync pulls the team's memories and sends what waits, when this
// machine is linked to a team store: at every session start, so a pulled
// memory is recalled from the next session on. A team store that is down is
// logged (no content: the error names the server, never a memory), and the
// next run tries again.
func (rep *Report) teamSync(ctx context.Context, s *store.Store, o Options) {
	if _, err := team.LoadLink(o.DataDir); errors.Is(err, team.ErrNotJoined) {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, teamSyncTimeout)
	defer cancel()
	tr, err := team.Sync(ctx, s, team.SyncRequest{DataDir: o.DataDir, Version: o.Version, Propose: o.Settings.TeamPropose})
	if err != nil {
		hooklog.Error(o.DataDir, logEvent, err)
		rep.TeamError = err.Error()
		return
	}
	rep.Team = &tr
}

// pruneIfDue archives what decayed below the floor and merges the lexical
// index, once per prune interval.
func (rep *Report) pruneIfDue(ctx context.Context, s *store.Store, o Options) error {
	due, err := PruneDue(o.DataDir, o.Settings, o.Now())
	if err != nil || !due {
		return err
	}
	archived, err := s.Prune(ctx, false)
	if err != nil {
		return err
	}
	if err := s.MergeLexicalIndex(ctx); err != nil { // a slower recall, not a failed run
		hooklog.Error(o.DataDir, logEvent, err)
	}
	st, err := ReadState(o.DataDir)
	if err != nil {
		return err
	}
	st.LastPrune = o.Now().UTC()
	if err := writeState(o.DataDir, st); err != nil {
		return err
	}
	rep.Pruned, rep.Archived = true, len(archived)
	return nil
}

// drainQueue captures every queued session once and returns the sessions it
// tried. The queue may grow while it works (another session ends), so it
// drains until a pass finds nothing new.
func (rep *Report) drainQueue(ctx context.Context, s *store.Store, o Options) map[string]bool {
	tried := map[string]bool{}
	for {
		pending, err := capture.ListPending(o.DataDir)
		if err != nil {
			hooklog.Error(o.DataDir, logEvent, err)
		}
		progressed := false
		for _, p := range pending {
			if tried[p.SessionID] {
				continue
			}
			tried[p.SessionID] = true
			progressed = true
			if rep.capture(ctx, s, o, p.TranscriptPath) {
				// Capture takes the session off the queue by the id the
				// transcript's lines carry; the entry is keyed by the hook's.
				_ = capture.Done(o.DataDir, p.SessionID)
			}
		}
		if !progressed {
			return tried
		}
	}
}

// capture captures one transcript and reports whether it is finished with:
// captured, gone (Claude Code deletes old transcripts), or not a transcript.
func (rep *Report) capture(ctx context.Context, s *store.Store, o Options, path string) bool {
	r, err := capture.Capture(ctx, s, o.DataDir, path, capture.Options{Now: o.Now, LLM: o.LLM})
	switch {
	case errors.Is(err, capture.ErrBusy):
		return false
	case errors.Is(err, fs.ErrNotExist):
		return true
	case errors.Is(err, capture.ErrNotTranscript):
		hooklog.Error(o.DataDir, "capture", fmt.Errorf("dropped %s from the queue: %w", path, err))
		return true
	case err != nil:
		rep.Failed = append(rep.Failed, r.SessionID)
		hooklog.Error(o.DataDir, "capture", fmt.Errorf("session %s: %w", r.SessionID, err))
		return false
	default:
		rep.Captured = append(rep.Captured, r.SessionID)
		return true
	}
}
