// Package capture owns turning Claude Code transcripts into memories, and the
// per-session capture state that makes it resumable. It also owns the gate
// every captured line and every MCP note passes, and its vocabulary: the
// Action taken on a candidate, a note's Outcome, a session's capture Status.
// This file is the queue of
// sessions whose end fired but whose transcript is not captured yet: the
// session-end hook only enqueues (it has 1.5 s), and a detached worker drains.
package capture

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/internal/fsutil"
)

// Pending is a session waiting for capture. It holds paths and ids, never
// transcript content.
type Pending struct {
	SessionID      string    `json:"session_id"`
	TranscriptPath string    `json:"transcript_path"`
	Cwd            string    `json:"cwd"`
	Reason         string    `json:"reason,omitempty"`
	QueuedAt       time.Time `json:"queued_at"`
}

// PendingDir is the queue's directory in the data dir.
func PendingDir(dataDir string) string { return filepath.Join(dataDir, "capture", "pending") }

// Enqueue records a session for capture. Enqueueing the same session again
// replaces its entry, so a resumed session is captured once, from its state.
func Enqueue(dataDir string, p Pending) error {
	if p.SessionID == "" || p.TranscriptPath == "" {
		return errors.New("enqueue capture: session id and transcript path required")
	}
	dir := PendingDir(dataDir)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("enqueue capture: %w", err)
	}
	b, err := json.Marshal(p)
	if err != nil {
		return fmt.Errorf("enqueue capture: %w", err)
	}
	return fsutil.WriteFileAtomic(filepath.Join(dir, fileName(p.SessionID)), b, 0o600)
}

// ListPending returns the queue, oldest first. Unreadable entries are skipped
// and reported, never deleted: they may be mid-write by another process.
func ListPending(dataDir string) ([]Pending, error) {
	entries, err := os.ReadDir(PendingDir(dataDir))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list capture queue: %w", err)
	}
	var out []Pending
	var bad []string
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(PendingDir(dataDir), e.Name()))
		var p Pending
		if err != nil || json.Unmarshal(b, &p) != nil {
			bad = append(bad, e.Name())
			continue
		}
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].QueuedAt.Before(out[j].QueuedAt) })
	if len(bad) > 0 {
		return out, fmt.Errorf("capture queue: unreadable entries %s", strings.Join(bad, ", "))
	}
	return out, nil
}

// Done removes a session from the queue.
func Done(dataDir, sessionID string) error {
	err := os.Remove(filepath.Join(PendingDir(dataDir), fileName(sessionID)))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("capture queue: %w", err)
	}
	return nil
}

// fileName maps a session id to a safe file name.
func fileName(sessionID string) string {
	safe := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' {
			return r
		}
		return '_'
	}, sessionID)
	if len(safe) > 128 {
		safe = safe[:128]
	}
	return safe + ".json"
}
