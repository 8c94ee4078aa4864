package capture

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestSessionsAddsPendingOnce(t *testing.T) {
	dir := t.TempDir()
	transcript := filepath.Join(t.TempDir(), "done.jsonl")
	if err := os.WriteFile(transcript, []byte("0123456789"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := saveState(dir, State{SessionID: "done", TranscriptPath: transcript, Status: StatusDone, Offset: 10}); err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 30, 9, 0, 0, 0, time.UTC)
	for _, id := range []string{"done", "queued"} {
		if err := Enqueue(dir, Pending{SessionID: id, TranscriptPath: "/t/" + id + ".jsonl", QueuedAt: t0}); err != nil {
			t.Fatal(err)
		}
	}
	got, err := Sessions(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].SessionID != "done" || got[0].Current() != StatusDone ||
		got[1].SessionID != "queued" || got[1].Current() != StatusPending || !got[1].UpdatedAt.Equal(t0) {
		t.Fatalf("Sessions = %+v: want done, then queued as pending", got)
	}
	if err := os.WriteFile(transcript, []byte("0123456789 and more"), 0o600); err != nil {
		t.Fatal(err)
	}
	if got := got[0].Current(); got != StatusGrew {
		t.Errorf("Current after the transcript grew = %q, want %q", got, StatusGrew)
	}
}
