package capture

import (
	"testing"
	"time"
)

func TestQueueRoundTrip(t *testing.T) {
	dir := t.TempDir()
	t0 := time.Date(2026, 11, 30, 9, 0, 0, 0, time.UTC)
	for i, id := range []string{"b-session", "a/../../escape"} {
		if err := Enqueue(dir, Pending{SessionID: id, TranscriptPath: "/t/" + id + ".jsonl", QueuedAt: t0.Add(time.Duration(-i) * time.Hour)}); err != nil {
			t.Fatal(err)
		}
	}
	// Enqueueing again replaces, never duplicates.
	if err := Enqueue(dir, Pending{SessionID: "b-session", TranscriptPath: "/t/b.jsonl", QueuedAt: t0}); err != nil {
		t.Fatal(err)
	}
	got, err := ListPending(dir)
	if err != nil || len(got) != 2 || got[0].SessionID != "a/../../escape" {
		t.Fatalf("ListPending = %+v, %v", got, err)
	}
	if err := Done(dir, "a/../../escape"); err != nil {
		t.Fatal(err)
	}
	if got, _ := ListPending(dir); len(got) != 1 || got[0].SessionID != "b-session" {
		t.Fatalf("after Done: %+v", got)
	}
	if err := Enqueue(dir, Pending{SessionID: "", TranscriptPath: "x"}); err == nil {
		t.Error("empty session id accepted")
	}
}
