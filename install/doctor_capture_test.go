package install

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/capture"
)

// A capture that failed or was interrupted must not pass doctor silently
// (on main the check looked at the queue only); done captures are the control.
func TestCheckCaptureReportsStoppedCaptures(t *testing.T) {
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	done := capture.State{SessionID: "s-done", TranscriptPath: "/t/s-done.jsonl", Status: capture.StatusDone, UpdatedAt: now.Add(-time.Minute)}
	failed := capture.State{SessionID: "s-failed", TranscriptPath: "/t/s-failed.jsonl", Status: capture.StatusFailed,
		Error: "store is read-only", UpdatedAt: now.Add(-2 * time.Hour)}
	stopped := capture.State{SessionID: "s-int", TranscriptPath: "/t/s-int.jsonl", Status: capture.StatusPartial,
		Error: "interrupted; resumes from line 7", UpdatedAt: now.Add(-time.Hour)}
	for _, tt := range []struct {
		name       string
		states     []capture.State
		wantStatus string
		wantDetail string
		wantFix    string
	}{
		{"done only", []capture.State{done}, StatusOK, "no sessions waiting for capture", ""},
		{"one failed", []capture.State{done, failed}, StatusWarn,
			"1 capture did not finish; latest: session s-failed, 2h0m0s ago: store is read-only", "hippo capture /t/s-failed.jsonl"},
		{"failed and interrupted", []capture.State{done, failed, stopped}, StatusWarn,
			"2 captures did not finish; latest: session s-int, 1h0m0s ago: interrupted; resumes from line 7", "hippo capture /t/s-int.jsonl"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			data := t.TempDir()
			dir := filepath.Join(data, "capture", "state")
			if err := os.MkdirAll(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			for _, st := range tt.states {
				b, _ := json.Marshal(st)
				if err := os.WriteFile(filepath.Join(dir, st.SessionID+".json"), b, 0o600); err != nil {
					t.Fatal(err)
				}
			}
			got := checkCapture(data, now)
			if got.Status != tt.wantStatus || !strings.HasPrefix(got.Detail, tt.wantDetail) || !strings.HasPrefix(got.Fix, tt.wantFix) {
				t.Errorf("checkCapture = %+v\nwant status %s, detail %q..., fix %q...", got, tt.wantStatus, tt.wantDetail, tt.wantFix)
			}
		})
	}
}

// A damaged record of purged lines stops capture and purge; doctor fails the
// capture check with the fix. The control is a valid record, which passes.
func TestCheckCaptureReportsDamagedPurgedRecord(t *testing.T) {
	now := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		record     string
		wantStatus string
	}{{`[{"session":"s","line":"u1"}]`, StatusOK}, {`[{"session":`, StatusFail}} {
		data := t.TempDir()
		path := filepath.Join(data, capture.PurgedLinesFile)
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(tt.record), 0o600); err != nil {
			t.Fatal(err)
		}
		c := checkCapture(data, now)
		if c.Status != tt.wantStatus || tt.wantStatus == StatusFail && !strings.Contains(c.Fix, "delete it") {
			t.Errorf("record %q: %+v, want status %s", tt.record, c, tt.wantStatus)
		}
	}
}
