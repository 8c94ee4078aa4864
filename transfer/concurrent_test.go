package transfer_test

import (
	"bytes"
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/transfer"
	"github.com/hippo-mem/hippo/workflow"
)

// TestExportWhileWriting: an export reads one snapshot without the write
// lock, so it succeeds, whole and consistent, while another process writes;
// the exporting process waits for no lock at all (a busy timeout of 1 ms).
func TestExportWhileWriting(t *testing.T) {
	ctx := context.Background()
	writer, dir := teststore.Open(t)
	reader, err := store.Open(ctx, dir, store.Options{BusyTimeout: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close()
	done := make(chan error, 1)
	go func() {
		for i := range 150 {
			if _, err := writer.Add(ctx, store.NewMemory{Text: fmt.Sprintf("the worker%d reads jobs from queue q%d", i, i),
				Kind: decay.KindFact, Origin: store.OriginJot, Speaker: store.SpeakerCLI}); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	exports, last := 0, -1
	for running := true; running; exports++ {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			running = false
		default:
		}
		var buf bytes.Buffer
		if _, err := workflow.Export(ctx, reader, workflow.ExportRequest{W: &buf}); err != nil {
			t.Fatalf("export %d while writing: %v", exports, err)
		}
		f, err := transfer.Read(&buf)
		if err != nil {
			t.Fatalf("export %d is not whole: %v", exports, err)
		}
		if n := len(f.Snapshot.Memories); n < last {
			t.Fatalf("export %d holds %d memories, fewer than the %d before", exports, n, last)
		}
		last = len(f.Snapshot.Memories)
	}
	if last != 150 {
		t.Errorf("the last export holds %d memories, want all 150", last)
	}
}
