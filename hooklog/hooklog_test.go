package hooklog

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestLatencyPerEvent(t *testing.T) {
	dir := t.TempDir()
	start := time.Now().UTC()
	for i, ms := range []float64{10, 20, 30, 40, 100} {
		Record(dir, Timing{Time: start.Add(time.Duration(i) * time.Second), Event: "prompt", Millis: ms, Outcome: OutcomeSilent})
	}
	Record(dir, Timing{Time: start.Add(-48 * time.Hour), Event: "prompt", Millis: 9999, Outcome: OutcomeFailedOpen})
	Record(dir, Timing{Time: start, Event: "session-end", Millis: 5, Outcome: OutcomeSilent})
	got, err := ReadLatency(dir, start.Add(-time.Hour))
	if err != nil || len(got) != 2 {
		t.Fatalf("ReadLatency = %+v, %v", got, err)
	}
	if p := got[0]; p.Event != "prompt" || p.Runs != 5 || p.P50 != 30 || p.P95 != 100 || p.Outcomes[OutcomeSilent] != 5 {
		t.Errorf("prompt: %+v", p)
	}
	if s := got[1]; s.Event != "session-end" || s.Runs != 1 || s.P50 != 5 {
		t.Errorf("session-end: %+v", s)
	}
}

func TestErrorsAreOneLineAndTrimmed(t *testing.T) {
	dir := t.TempDir()
	Error(dir, "prompt", errors.New("store locked\nby another process"))
	lines, err := RecentErrors(dir, time.Now().Add(-time.Minute))
	if err != nil || len(lines) != 1 || !strings.HasSuffix(lines[0], "prompt: store locked by another process") {
		t.Fatalf("RecentErrors = %q, %v", lines, err)
	}
	long := errors.New(strings.Repeat("x", 400))
	for range 2 * maxLogBytes / 400 {
		Error(dir, "prompt", long)
	}
	st, err := os.Stat(filepath.Join(dir, ErrorLogFile))
	if err != nil || st.Size() > maxLogBytes+1024 {
		t.Errorf("error log not trimmed: %v bytes, %v", st.Size(), err)
	}
}

// Check: an error that quotes a secret is logged with the secret redacted,
// even past the length the line is cut to; the rest of the error is kept.
// The control: an error without one is logged as it is.
func TestErrorsAreRedacted(t *testing.T) {
	token := "ghp_" + strings.Repeat("Zq7w", 9)
	for _, tt := range []struct {
		name, msg, want string
		secret          bool
	}{
		{"secret", "claude -p: exit status 1: bad token " + token, "bad token [REDACTED:", true},
		{"secret across the cut", strings.Repeat("y", 470) + " token " + token, "token [REDACTED:", true},
		{"control: no secret", "open store: database is locked", "open store: database is locked", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			Error(dir, "capture", errors.New(tt.msg))
			b, err := os.ReadFile(filepath.Join(dir, ErrorLogFile))
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(string(b), token[:12]) || !strings.Contains(string(b), tt.want) {
				t.Errorf("errors.log holds %q, want %q and no part of the token", b, tt.want)
			}
		})
	}
}
