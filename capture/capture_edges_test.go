package capture

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/internal/teststore"
)

func TestIdentify(t *testing.T) {
	dir := t.TempDir()
	noID := strings.Replace(userLine("u1", "We use pnpm."), `"sessionId":"sess-1",`, "", 1)
	for _, tt := range []struct {
		name, content string
		wantID        string // "" means refused
		why           string
	}{
		{"transcript", userLine("u1", "We use pnpm.") + "\n", "sess-1", ""},
		{"id on a later line", `{"type":"queue-operation"}` + "\n\n" + userLine("u1", "We use pnpm.") + "\n", "sess-1", ""},
		{"no line has an id", noID + "\n", "file", ""},
		{"empty", "", "file", ""},
		{"only a torn line", `{"type":"user","sessionId":"sess-1","mess`, "file", ""},
		{"passwd", "root:x:0:0:root:/root:/bin/bash\n", "", "line 1 is not"},
		{"object without type", `{"name":"app"}` + "\n", "", "line 1 is not"},
		{"empty type", `{"type":""}` + "\n", "", "line 1 is not"},
		{"array", `[{"type":"user"}]` + "\n", "", "line 1 is not"},
		{"bad third line", userLine("u1", "a") + "\n" + userLine("u2", "b") + "\nnot json\n", "", "line 3 is not"},
		{"bad fourth line is a damaged line", strings.Repeat(userLine("u1", "a")+"\n", 3) + "not json\n", "sess-1", ""},
		{"NUL", "{\"type\":\"user\"}\x00\n", "", "binary data"},
		{"invalid UTF-8", "\xff\xfe{\"type\":\"user\"}\n", "", "binary data"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, "file.jsonl")
			if err := os.WriteFile(path, []byte(tt.content), 0o600); err != nil {
				t.Fatal(err)
			}
			got, err := Identify(path)
			if tt.wantID == "" {
				if !errors.Is(err, ErrNotTranscript) || !strings.Contains(err.Error(), tt.why) {
					t.Errorf("Identify = %+v, %v; want ErrNotTranscript saying %q", got, err, tt.why)
				}
				return
			}
			if err != nil || got.SessionID != tt.wantID || got.FileID != "file" || got.Path != path {
				t.Errorf("Identify = %+v, %v; want session %q", got, err, tt.wantID)
			}
		})
	}
	if _, err := Identify(dir); !errors.Is(err, ErrNotTranscript) {
		t.Errorf("Identify(a directory) = %v, want ErrNotTranscript", err)
	}
}

// A refused path leaves no state, and drops the one an older hippo recorded
// for it; the real transcript beside it keeps its state (the control).
func TestCaptureRefusesWithoutState(t *testing.T) {
	s, data := teststore.Open(t)
	bad := filepath.Join(t.TempDir(), "passwd.jsonl")
	if err := os.WriteFile(bad, []byte("root:x:0:0\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	abs, _ := filepath.Abs(bad)
	if err := saveState(data, State{SessionID: "passwd", TranscriptPath: abs, Status: StatusDone}); err != nil {
		t.Fatal(err) // what an older hippo recorded: "stored 0", then partial (grew) for good
	}
	if _, err := Capture(context.Background(), s, data, bad, Options{DryRun: true}); !errors.Is(err, ErrNotTranscript) {
		t.Fatalf("Capture(passwd, dry run) = %v, want ErrNotTranscript", err)
	}
	if states, _ := ListStates(data); len(states) != 1 {
		t.Fatalf("a dry run dropped the old state: %+v", states)
	}
	if _, err := Capture(context.Background(), s, data, bad, Options{}); !errors.Is(err, ErrNotTranscript) {
		t.Fatalf("Capture(passwd) = %v, want ErrNotTranscript", err)
	}
	if states, _ := ListStates(data); len(states) != 0 {
		t.Fatalf("refused input left states: %+v", states)
	}
	good := writeTranscript(t, t.TempDir(), writtenTranscript(), "")
	if _, err := Capture(context.Background(), s, data, good, Options{}); err != nil {
		t.Fatal(err)
	}
	if states, _ := ListStates(data); len(states) != 1 || states[0].SessionID != "sess-1" {
		t.Fatalf("states after a real capture: %+v", states)
	}
	if _, err := Check(data, good); err != nil {
		t.Fatal(err)
	}
	if states, _ := ListStates(data); len(states) != 1 {
		t.Fatalf("Check of a real transcript dropped its state: %+v", states)
	}
}

// A cancelled capture records where it stopped and stores nothing; the next
// one starts there (the control: an uncancelled capture finishes).
func TestCaptureInterrupted(t *testing.T) {
	s, data := teststore.Open(t)
	path := writeTranscript(t, t.TempDir(), writtenTranscript(), "")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Capture(ctx, s, data, path, Options{})
	var ie *InterruptedError
	if !errors.As(err, &ie) || ie.Line != 2 || !errors.Is(err, context.Canceled) {
		t.Fatalf("Capture(cancelled) = %v, want interrupted at line 2 (the first user line)", err)
	}
	st, _ := LoadState(data, "sess-1")
	if st.Status != StatusPartial || st.Error != "interrupted; resumes from line 2" || len(memTexts(t, s)) != 0 {
		t.Fatalf("after the interrupt: state %+v, memories %v", st, memTexts(t, s))
	}
	stopped, _ := Stopped(data)
	if len(stopped) != 1 {
		t.Errorf("Stopped = %+v, want the interrupted session", stopped)
	}
	rep, err := Capture(context.Background(), s, data, path, Options{})
	if err != nil || rep.State.Status != StatusDone || rep.Counts.Stored == 0 {
		t.Fatalf("resumed capture: %+v, %v", rep.Counts, err)
	}
	if stopped, _ := Stopped(data); len(stopped) != 0 {
		t.Errorf("Stopped after the resume = %+v", stopped)
	}
}

// The queue is keyed by the hook's session_id, the id the lines carry: a
// capture of the transcript, whatever its file is called, takes it off the
// queue, and --status shows the session once. A queued other session stays.
func TestQueueAndStateShareTheSessionID(t *testing.T) {
	s, data := teststore.Open(t)
	path := filepath.Join(t.TempDir(), "renamed.jsonl")
	if err := os.WriteFile(path, []byte(strings.Join(writtenTranscript(), "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	for _, p := range []Pending{{SessionID: "sess-1", TranscriptPath: path, QueuedAt: now}, {SessionID: "other", TranscriptPath: "/x/other.jsonl", QueuedAt: now}} {
		if err := Enqueue(data, p); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Capture(context.Background(), s, data, path, Options{}); err != nil {
		t.Fatal(err)
	}
	pending, _ := ListPending(data)
	if len(pending) != 1 || pending[0].SessionID != "other" {
		t.Errorf("queue after capture: %+v, want only the other session", pending)
	}
	sessions, _ := Sessions(data)
	var got []string
	for _, st := range sessions {
		got = append(got, st.SessionID+" "+string(st.Status))
	}
	if strings.Join(got, ", ") != "sess-1 done, other pending" {
		t.Errorf("sessions: %v", got)
	}
}

// A state kept under the file name for this file is adopted and renamed; one
// for another file of the same name is not (the control).
func TestAdoptState(t *testing.T) {
	_, data := teststore.Open(t)
	path := writeTranscript(t, t.TempDir(), writtenTranscript(), "")
	renamed := filepath.Join(filepath.Dir(path), "copy.jsonl")
	if err := os.Rename(path, renamed); err != nil {
		t.Fatal(err)
	}
	tr, err := Identify(renamed)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, recorded string
		wantOffset     int64
	}{{"another file", "/elsewhere/copy.jsonl", 0}, {"this file", renamed, 42}} {
		t.Run(tt.name, func(t *testing.T) {
			if err := saveState(data, State{SessionID: "copy", TranscriptPath: tt.recorded, Offset: 42, Status: StatusDone}); err != nil {
				t.Fatal(err)
			}
			st, err := adoptState(data, tr)
			if err != nil || st.Offset != tt.wantOffset || st.SessionID != "sess-1" {
				t.Fatalf("adoptState = %+v, %v; want offset %d under sess-1", st, err, tt.wantOffset)
			}
			_, oldErr := os.Stat(filepath.Join(stateDir(data), "copy.json"))
			if adopted := os.IsNotExist(oldErr); adopted != (tt.wantOffset == 42) {
				t.Errorf("old state removed: %v", adopted)
			}
		})
	}
}

// The sweep must not pick up a .jsonl that is not a transcript (capture would
// refuse it at every session start), nor the starting session by the id its
// lines carry; a transcript captured under its lines' id is done. The plain
// transcript is the control.
func TestSweepKeysBySessionID(t *testing.T) {
	_, data := teststore.Open(t)
	claude := t.TempDir()
	proj := filepath.Join(claude, "projects", "-tmp-app")
	if err := os.MkdirAll(proj, 0o700); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour)
	mk := func(name, content string) string {
		p := filepath.Join(proj, name+".jsonl")
		if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
		return p
	}
	line := func(session string) string {
		return strings.Replace(userLine("u1", "We always use pnpm."), `"sess-1"`, `"`+session+`"`, 1) + "\n"
	}
	mk("junk", "root:x:0:0\n")
	mk("file-a", line("starting"))
	captured := mk("file-b", line("done-sess"))
	fi, _ := os.Stat(captured)
	if err := saveState(data, State{SessionID: "done-sess", TranscriptPath: captured, Offset: fi.Size(), Status: StatusDone}); err != nil {
		t.Fatal(err)
	}
	plain := mk("plain", line("plain"))
	got, err := Sweep(data, SweepOptions{ClaudeDir: claude, SkipSession: "starting", Quiet: time.Minute, Max: 5, Now: time.Now()})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Path != plain || got[0].SessionID != "plain" {
		t.Errorf("Sweep = %+v, want only %s", got, plain)
	}
}
