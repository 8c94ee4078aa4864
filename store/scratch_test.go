package store

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/internal/dirsnap"
)

// Check: a scratch copy holds every memory of the store it copies, takes
// writes (the control: the copy really is written), and those writes never
// reach the original, whose files stay byte for byte as they were; closing
// the copy removes it. It copies a store opened read-only as well.
func TestScratchCopyIsolated(t *testing.T) {
	ctx := context.Background()
	for _, readOnly := range []bool{false, true} {
		dir, id := seedDir(t)
		before := dirsnap.Take(t, dir)
		s, err := Open(ctx, dir, Options{ReadOnly: readOnly})
		if err != nil {
			t.Fatal(err)
		}
		c, closeCopy, err := s.Scratch(ctx)
		if err != nil {
			t.Fatalf("read-only %v: %v", readOnly, err)
		}
		if _, err := c.Get(ctx, id); err != nil {
			t.Errorf("read-only %v: the copy lacks the original's memory: %v", readOnly, err)
		}
		added := mustAdd(t, c, "the scratch copy stores this one alone", "fact", "")
		if _, err := c.Get(ctx, added.ID); err != nil {
			t.Errorf("control: the copy did not keep its own write: %v", err)
		}
		if _, err := s.Get(ctx, added.ID); err == nil {
			t.Errorf("read-only %v: a write to the copy reached the original", readOnly)
		}
		copyDir := c.Dir()
		if err := closeCopy(); err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(copyDir); !os.IsNotExist(err) {
			t.Errorf("the copy's dir %s outlived close: %v", copyDir, err)
		}
		for _, c := range before.Changes(dirsnap.Take(t, dir)) {
			// A mode=ro open leaves SQLite's empty -shm and -wal behind (see
			// readonly.go); a writable one removes them on close.
			if !readOnly || !strings.HasPrefix(c, "added ") {
				t.Errorf("read-only %v: %s", readOnly, c)
			}
		}
	}
}
