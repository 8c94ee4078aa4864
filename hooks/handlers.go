package hooks

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/internal/fsutil"
	"github.com/hippo-mem/hippo/project"
	"github.com/hippo-mem/hippo/store"
)

// promptHits is how many memories the prompt hook considers; the character cap
// decides how many fit.
const promptHits = 5

// prompt recalls for the submitted prompt and returns the context block. It
// answers from the lexical channel in-process and never loads the model: a
// model load alone costs ~0.3 s and a query embedding ~0.1-0.5 s on 2 cores.
func prompt(ctx context.Context, env Env, p Payload) (string, Timing, error) {
	t := Timing{Mode: store.ModeLexical}
	if strings.TrimSpace(p.Prompt) == "" {
		return "", t, nil
	}
	id := project.Resolve(cwdOf(p))
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

func cwdOf(p Payload) string {
	if p.Cwd != "" {
		return p.Cwd
	}
	wd, _ := os.Getwd()
	return wd
}

// sessionStart starts the background maintenance when it is due and, if the
// user asked for it, prints a digest of this project's pinned memories.
func sessionStart(ctx context.Context, env Env, p Payload) (string, Timing, error) {
	due, err := PruneDue(env)
	if err != nil {
		return "", Timing{}, err
	}
	if due {
		if err := env.Spawn("maintain"); err != nil {
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
	Skipped  string `json:"skipped,omitempty"`
	Archived int    `json:"archived"`
}

// Maintain is the detached worker's job: the prune when due, under a lock so
// that two sessions starting together prune once.
func Maintain(ctx context.Context, env Env) (MaintainReport, error) {
	lock, err := os.OpenFile(filepath.Join(env.DataDir, "maintain.lock"), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return MaintainReport{}, fmt.Errorf("maintain: %w", err)
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		return MaintainReport{Skipped: "another maintenance run holds the lock"}, nil
	}
	defer func() { _ = syscall.Flock(int(lock.Fd()), syscall.LOCK_UN) }()
	due, err := PruneDue(env)
	if err != nil || !due {
		return MaintainReport{Skipped: "prune not due"}, err
	}
	s, err := store.Open(ctx, env.DataDir, store.Options{Now: env.Now, Actor: "hook"})
	if err != nil {
		return MaintainReport{}, err
	}
	defer s.Close()
	archived, err := s.Prune(ctx, false)
	if err != nil {
		return MaintainReport{}, err
	}
	st, err := ReadState(env.DataDir)
	if err != nil {
		return MaintainReport{}, err
	}
	st.LastPrune = env.Now().UTC()
	return MaintainReport{Archived: len(archived)}, writeState(env.DataDir, st)
}
