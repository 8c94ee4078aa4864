package maintain

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/config"
)

func TestPruneRunsOncePerInterval(t *testing.T) {
	t.Setenv("HIPPO_MODEL_DIR", t.TempDir())
	dir := filepath.Join(t.TempDir(), "data")
	if err := config.EnsureDataDir(dir); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 30, 9, 0, 0, 0, time.UTC)
	o := Options{DataDir: dir, Settings: config.Settings{PruneIntervalHours: 24}, Now: func() time.Time { return now }}
	for _, tt := range []struct {
		after time.Duration
		prune bool
	}{{0, true}, {23 * time.Hour, false}, {2 * time.Hour, true}} {
		now = now.Add(tt.after)
		rep, err := Run(context.Background(), o)
		if err != nil || rep.Pruned != tt.prune {
			t.Fatalf("after %v more: pruned %v (%v), want %v", tt.after, rep.Pruned, err, tt.prune)
		}
	}
}

func TestDamagedStateMeansPruneNow(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, stateFile), []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	due, err := PruneDue(dir, config.Settings{}, time.Now())
	if err != nil || !due {
		t.Errorf("PruneDue with a damaged state = %v, %v; want true", due, err)
	}
}
