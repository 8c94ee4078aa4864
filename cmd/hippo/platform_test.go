package main

import (
	"bytes"
	"errors"
	"testing"
)

// On Windows main refuses before anything else, with a reason and a next step;
// Linux and macOS go on. This calls what main calls with each GOOS, since the
// tests run on Linux.
func TestCheckPlatform(t *testing.T) {
	for _, tt := range []struct {
		goos       string
		wantErr    bool
		wantCode   int
		wantStderr string
	}{
		{"linux", false, 0, ""},
		{"darwin", false, 0, ""},
		{"windows", true, 1, "hippo: error: hippo does not run on Windows: it needs unix sockets, flock and POSIX signals\n" +
			"hippo: hint: run hippo and Claude Code inside WSL 2 (Linux)\n"},
	} {
		t.Run(tt.goos, func(t *testing.T) {
			err := checkPlatform(tt.goos)
			if got := errors.Is(err, errWindows); got != tt.wantErr {
				t.Fatalf("checkPlatform(%q) = %v, want an error: %v", tt.goos, err, tt.wantErr)
			}
			var stdout, stderr bytes.Buffer
			if code := report(&countingWriter{w: &stdout}, &stderr, err, false); code != tt.wantCode || stderr.String() != tt.wantStderr || stdout.Len() != 0 {
				t.Errorf("report: exit %d, stderr %q; want exit %d, stderr %q", code, stderr.String(), tt.wantCode, tt.wantStderr)
			}
		})
	}
}
