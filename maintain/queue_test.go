package maintain

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/config"
)

// A queued file that is not a transcript must not stay queued (capture would
// refuse it on every session start) nor leave a state; the transcript queued
// beside it is the control: captured under the session id its line carries,
// and off the queue, whatever its file is called.
func TestQueueDrainsRefusedAndRenamed(t *testing.T) {
	t.Setenv("HIPPO_MODEL_DIR", t.TempDir())
	dir := filepath.Join(t.TempDir(), "data")
	if err := config.EnsureDataDir(dir); err != nil {
		t.Fatal(err)
	}
	src := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(src, name)
		if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	junk := write("junk.jsonl", "root:x:0:0\n")
	renamed := write("renamed.jsonl", `{"type":"user","uuid":"u1","sessionId":"hook-id","message":{"role":"user","content":"We always use pnpm."}}`+"\n")
	now := time.Date(2026, 11, 30, 9, 0, 0, 0, time.UTC)
	for _, p := range []capture.Pending{{SessionID: "junk", TranscriptPath: junk, QueuedAt: now}, {SessionID: "hook-id", TranscriptPath: renamed, QueuedAt: now}} {
		if err := capture.Enqueue(dir, p); err != nil {
			t.Fatal(err)
		}
	}
	rep, err := Run(context.Background(), Options{DataDir: dir, Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	pending, _ := capture.ListPending(dir)
	if len(pending) != 0 || !slices.Equal(rep.Captured, []string{"hook-id"}) || len(rep.Failed) != 0 {
		t.Errorf("queue %+v, captured %v, failed %v; want an empty queue and hook-id captured", pending, rep.Captured, rep.Failed)
	}
	if states, _ := capture.ListStates(dir); len(states) != 1 || states[0].SessionID != "hook-id" {
		t.Errorf("states: %+v, want hook-id only", states)
	}
}
