package hooks

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/internal/flock"
	"github.com/hippo-mem/hippo/internal/fsutil"
	"github.com/hippo-mem/hippo/project"
	"github.com/hippo-mem/hippo/server"
	"github.com/hippo-mem/hippo/store"
)

// promptHits is how many memories the prompt hook considers; the character cap
// decides how many fit.
const promptHits = 5

// prompt recalls for the submitted prompt and returns the context block. It
// asks the warm server (which holds the model and the index) and, when there
// is none, answers from the lexical channel in-process and starts one for the
// next prompt. It never loads the model itself: a load costs ~0.3 s and a
// query embedding ~0.1-0.5 s on 2 cores.
func prompt(ctx context.Context, env Env, p Payload) (string, Timing, error) {
	t := Timing{Mode: store.ModeLexical}
	if strings.TrimSpace(p.Prompt) == "" {
		return "", t, nil
	}
	id := project.Resolve(cwdOf(p))
	if env.modelPresent() {
		out, mode, err := env.askServer(ctx, p.Prompt, id.Topic)
		if err == nil {
			return out, Timing{Mode: mode}, nil
		}
		// No server, or one that cannot answer: answer lexically now, and start
		// one for the next prompt (it exits at once if another is running),
		// unless one failed to start recently.
		t.Mode = ModeLexicalFallback
		if !server.RecentlyFailed(env.DataDir) {
			if err := env.Spawn("serve"); err != nil {
				logError(env.DataDir, EventPrompt, err)
			}
		}
	}
	s, err := store.Open(ctx, env.DataDir, store.Options{Now: env.Now, BusyTimeout: busyTimeout, Actor: "hook", Session: p.SessionID, NoIndex: true})
	if err != nil {
		return "", t, err
	}
	defer s.Close()
	res, err := s.Recall(ctx, store.Query{Text: p.Prompt, Topic: id.Topic, K: promptHits, NoReinforce: true})
	if err != nil {
		return "", t, err
	}
	out, shown := Format(res.Hits, env.Now(), env.Settings.ContextLimit())
	if err := s.Reinforce(ctx, shown); err != nil {
		// The recall itself succeeded: the model still gets it; the error is logged.
		logError(env.DataDir, EventPrompt, fmt.Errorf("reinforce: %w", err))
	}
	return out, t, nil
}

// ModeLexicalFallback is the timing log's mode when a model is installed but
// no warm server answered, so the prompt was answered lexically.
const ModeLexicalFallback = "lexical-fallback"

// serverBudget bounds the call to the warm server, leaving time in the
// prompt deadline for the lexical fallback.
const serverBudget = 1200 * time.Millisecond

func (e Env) modelPresent() bool {
	if e.Settings.NoServer {
		return false // no model is used at prompt time without the server
	}
	dir, _, err := e.Settings.ResolveModelDir("")
	return err == nil && embedder.Present(dir)
}

// askServer recalls through the warm server and reinforces what it shows.
func (e Env) askServer(ctx context.Context, prompt, topic string) (string, string, error) {
	sock, err := server.SocketPath(e.DataDir)
	if err != nil {
		return "", "", err
	}
	budget := serverBudget
	if d, ok := ctx.Deadline(); ok {
		budget = min(budget, time.Until(d)-300*time.Millisecond)
	}
	req := server.Request{Version: e.Version, Schema: store.SchemaVersion, Op: server.OpRecall, Query: prompt, Topic: topic, K: promptHits}
	resp, err := server.Call(sock, req, budget)
	if err != nil {
		return "", "", err
	}
	out, shown := Format(resp.Result.Hits, e.Now(), e.Settings.ContextLimit())
	if len(shown) > 0 {
		ids := make([]string, len(shown))
		for i, h := range shown {
			ids[i] = h.Memory.ID
		}
		req.Op, req.Query, req.IDs = server.OpReinforce, "", ids
		if _, err := server.Call(sock, req, 300*time.Millisecond); err != nil {
			logError(e.DataDir, EventPrompt, fmt.Errorf("reinforce through server: %w", err))
		}
	}
	return out, resp.Result.Mode + " (server)", nil
}

func cwdOf(p Payload) string {
	if p.Cwd != "" {
		return p.Cwd
	}
	wd, _ := os.Getwd()
	return wd
}

// sessionStart hands the background work (the daily prune when due, the
// capture queue, and the sweep for sessions whose end never fired) to a
// detached worker and, if the user asked for it, prints a digest of this
// project's pinned memories.
func sessionStart(ctx context.Context, env Env, p Payload) (string, Timing, error) {
	if err := env.Spawn("maintain", "--skip-session", p.SessionID); err != nil {
		return "", Timing{}, err
	}
	if env.modelPresent() {
		// Warm the server before the first prompt; it exits at once if one runs.
		if err := env.Spawn("serve"); err != nil {
			return "", Timing{}, err
		}
	}
	if !env.Settings.SessionDigest {
		return "", Timing{}, nil
	}
	id := project.Resolve(cwdOf(p))
	s, err := store.Open(ctx, env.DataDir, store.Options{Now: env.Now, BusyTimeout: busyTimeout, Actor: "hook", Session: p.SessionID, NoIndex: true})
	if err != nil {
		return "", Timing{}, err
	}
	defer s.Close()
	mems, err := s.List(ctx, store.ListOptions{Topic: id.Topic})
	if err != nil {
		return "", Timing{}, err
	}
	var hits []store.Hit
	for _, m := range mems {
		if m.Pinned {
			hits = append(hits, store.Hit{Memory: m, Band: store.BandConfident})
		}
	}
	out, _ := Format(hits, env.Now(), env.Settings.ContextLimit())
	return out, Timing{}, nil
}

// sessionEnd queues the transcript for capture and hands it to a detached
// worker, returning well inside SessionEnd's 1.5 s budget. If the worker never
// runs, the queue entry stays, and the next session start picks it up.
func sessionEnd(_ context.Context, env Env, p Payload) (string, Timing, error) {
	if p.SessionID == "" || p.TranscriptPath == "" {
		return "", Timing{}, errors.New("session-end payload has no session_id or transcript_path")
	}
	err := capture.Enqueue(env.DataDir, capture.Pending{SessionID: p.SessionID, TranscriptPath: p.TranscriptPath,
		Cwd: p.Cwd, Reason: p.Reason, QueuedAt: env.Now().UTC()})
	if err != nil {
		return "", Timing{}, err
	}
	return "", Timing{}, env.Spawn("maintain")
}

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
		return err
	}
	return fsutil.WriteFileAtomic(filepath.Join(dataDir, stateFile), b, 0o600)
}

// PruneDue reports whether the daily prune should run.
func PruneDue(env Env) (bool, error) {
	st, err := ReadState(env.DataDir)
	if err != nil {
		return false, err
	}
	interval := time.Duration(env.Settings.PruneInterval() * float64(time.Hour))
	return env.Now().Sub(st.LastPrune) >= interval, nil
}

// MaintainReport says what a maintenance run did.
type MaintainReport struct {
	Skipped  string   `json:"skipped,omitempty"`
	Pruned   bool     `json:"pruned"`
	Archived int      `json:"archived"`
	Captured []string `json:"captured"` // sessions captured
	Failed   []string `json:"failed,omitempty"`
}

// MaintainOptions shape one maintenance run.
type MaintainOptions struct {
	ClaudeDir   string // where the sweep looks for transcripts
	SkipSession string // the session starting now: still being written
	Embedder    store.Embedder
	LLM         *capture.LLM // the optional extractor, when the user turned it on
}

// Sweep limits: the backstop captures at most capture_sweep_max transcripts
// per run (default 5), and leaves alone any written to in the last sweepQuiet
// (a session still open).
const (
	defaultSweepMax = 5
	sweepQuiet      = time.Minute
)

// Maintain is the detached worker's job, under a lock so that two sessions
// starting together do it once: the prune when due, then every queued
// session's capture, then the sweep for sessions whose end never fired.
func Maintain(ctx context.Context, env Env, o MaintainOptions) (MaintainReport, error) {
	var rep MaintainReport
	lock, err := flock.TryAcquire(filepath.Join(env.DataDir, "maintain.lock"))
	if errors.Is(err, flock.ErrLocked) {
		rep.Skipped = "another maintenance run holds the lock"
		return rep, nil
	}
	if err != nil {
		return rep, fmt.Errorf("maintain: %w", err)
	}
	defer lock.Unlock()
	s, err := store.Open(ctx, env.DataDir, store.Options{Now: env.Now, Actor: "hook", Embedder: o.Embedder})
	if err != nil {
		return rep, err
	}
	defer s.Close()
	due, err := PruneDue(env)
	if err != nil {
		return rep, err
	}
	if due {
		archived, err := s.Prune(ctx, false)
		if err != nil {
			return rep, err
		}
		st, err := ReadState(env.DataDir)
		if err != nil {
			return rep, err
		}
		st.LastPrune = env.Now().UTC()
		if err := writeState(env.DataDir, st); err != nil {
			return rep, err
		}
		rep.Pruned, rep.Archived = true, len(archived)
	}
	// The queue may grow while we work (another session ends): drain until empty.
	tried := map[string]bool{}
	for {
		pending, err := capture.ListPending(env.DataDir)
		if err != nil {
			logError(env.DataDir, "maintain", err)
		}
		progressed := false
		for _, p := range pending {
			if tried[p.SessionID] {
				continue
			}
			tried[p.SessionID] = true
			progressed = true
			rep.capture(ctx, s, env, o, p.TranscriptPath)
		}
		if !progressed {
			break
		}
	}
	if o.ClaudeDir != "" {
		paths, err := capture.Sweep(env.DataDir, capture.SweepOptions{ClaudeDir: o.ClaudeDir, SkipSession: o.SkipSession,
			Quiet: sweepQuiet, Max: cmp.Or(env.Settings.CaptureSweepMax, defaultSweepMax), Now: env.Now()})
		if err != nil {
			logError(env.DataDir, "maintain", err)
		}
		for _, path := range paths {
			if !tried[capture.SessionOf(path)] {
				rep.capture(ctx, s, env, o, path)
			}
		}
	}
	return rep, nil
}

func (rep *MaintainReport) capture(ctx context.Context, s *store.Store, env Env, o MaintainOptions, path string) {
	r, err := capture.Capture(ctx, s, env.DataDir, path, capture.Options{Now: env.Now, LLM: o.LLM})
	switch {
	case errors.Is(err, capture.ErrBusy):
	case errors.Is(err, fs.ErrNotExist):
		// The transcript is gone (Claude Code deletes old ones): nothing to capture.
		_ = capture.Done(env.DataDir, capture.SessionOf(path))
	case err != nil:
		rep.Failed = append(rep.Failed, r.SessionID)
		logError(env.DataDir, "capture", fmt.Errorf("session %s: %w", r.SessionID, err))
	default:
		rep.Captured = append(rep.Captured, r.SessionID)
	}
}
