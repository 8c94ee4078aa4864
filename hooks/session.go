package hooks

import (
	"context"
	"errors"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/frame"
	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/project"
	"github.com/hippo-mem/hippo/store"
)

// sessionStart hands the background work (the daily prune when due, the
// capture queue, and the sweep for sessions whose end never fired) to a
// detached worker unless the store is read-only and, if the user asked for
// it, prints a digest of this project's pinned memories.
func sessionStart(ctx context.Context, env Env, p Payload) (string, hooklog.Timing, error) {
	// All of the worker's work writes, so on a read-only store it would only
	// fail, once per session, with nowhere to record that it ran.
	if store.CheckWritable(env.DataDir) == nil {
		if err := env.Spawn("maintain", "--skip-session", p.SessionID); err != nil {
			return "", hooklog.Timing{}, err
		}
	}
	if env.viaServer(ctx) {
		// Warm the server before the first prompt; it exits at once if one runs.
		if err := env.Spawn("serve"); err != nil {
			return "", hooklog.Timing{}, err
		}
	}
	if !env.Settings.SessionDigest {
		return "", hooklog.Timing{}, nil
	}
	s, done, err := env.open(ctx, p)
	if err != nil {
		return "", hooklog.Timing{}, err
	}
	defer done()
	mems, err := s.List(ctx, store.ListOptions{Topic: project.Resolve(cwdOf(p)).Topic})
	if err != nil {
		return "", hooklog.Timing{}, err
	}
	var hits []store.Hit
	for _, m := range mems {
		if m.Pinned {
			hits = append(hits, store.Hit{Memory: m, Band: store.BandConfident})
		}
	}
	out, _ := frame.Format(hits, env.Now(), env.Settings.ContextLimit())
	return out, hooklog.Timing{}, nil
}

// sessionEnd queues the transcript for capture and hands it to a detached
// worker, returning well inside SessionEnd's 1.5 s budget. If the worker never
// runs, the queue entry stays, and the next session start picks it up.
func sessionEnd(_ context.Context, env Env, p Payload) (string, hooklog.Timing, error) {
	if p.SessionID == "" || p.TranscriptPath == "" {
		return "", hooklog.Timing{}, errors.New("session-end payload has no session_id or transcript_path")
	}
	err := capture.Enqueue(env.DataDir, capture.Pending{SessionID: p.SessionID, TranscriptPath: p.TranscriptPath,
		Cwd: p.Cwd, Reason: p.Reason, QueuedAt: env.Now().UTC()})
	if err != nil {
		return "", hooklog.Timing{}, err
	}
	return "", hooklog.Timing{}, env.Spawn("maintain")
}
