package capture

import (
	"context"
	"testing"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/internal/teststore"
)

// A capture that a tombstone blocks logs op blocked with the tombstone's id;
// a dry run must not log it (dry runs write nothing), nor must a capture that
// nothing blocks.
func TestCaptureLogsBlocked(t *testing.T) {
	const claim = "We always use pnpm test to run the test suite."
	for _, tt := range []struct {
		name              string
		tombstone, dryRun bool
		wantBlocked       int
	}{
		{"blocked", true, false, 1},
		{"blocked, dry run", true, true, 0},
		{"not blocked", false, false, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, data := teststore.Open(t)
			var tombID string
			if tt.tombstone {
				ts, err := s.Reject(context.Background(), claim, "we use npm")
				if err != nil {
					t.Fatal(err)
				}
				tombID = ts.ID
			}
			path := writeTranscript(t, t.TempDir(), []string{userLine("u1", claim)}, "")
			if _, err := Capture(context.Background(), s, data, path, Options{DryRun: tt.dryRun}); err != nil {
				t.Fatal(err)
			}
			got, err := activity.Open(data, nil).Read(activity.Filter{Op: activity.OpBlocked})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != tt.wantBlocked || (len(got) == 1 && got[0].ID != tombID) {
				t.Errorf("blocked entries %+v, want %d with id %s", got, tt.wantBlocked, tombID)
			}
		})
	}
}
