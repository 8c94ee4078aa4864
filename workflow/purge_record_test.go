package workflow_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/internal/rawstore"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/transfer"
	"github.com/hippo-mem/hippo/workflow"
)

// A tombstone must not be made without a reason (reject requires one, and a
// tombstone without one cannot be reviewed): nothing is destroyed.
// Control: with a reason the memory is purged and tombstoned.
func TestPurgeTombstoneNeedsReason(t *testing.T) {
	ctx := context.Background()
	for _, tt := range []struct {
		name, reason string
		wantErr      error
		wantTombs    int
	}{
		{"no reason", "", workflow.ErrNoReason, 0},
		{"blank reason", " \t", workflow.ErrNoReason, 0},
		{"reason", "we never used redis", nil, 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, dataDir := teststore.Open(t)
			m := mustJotFact(t, s, "we use Redis for session storage", "")
			rep, err := workflow.Purge(ctx, s, workflow.PurgeRequest{IDs: []string{m.ID}, Tombstone: true, Reason: tt.reason, DataDir: dataDir})
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("Purge: %v, want %v", err, tt.wantErr)
			}
			_, getErr := s.Get(ctx, m.ID)
			if gone := errors.Is(getErr, store.ErrNotFound); gone != (tt.wantErr == nil) {
				t.Errorf("memory gone %v (%v), want %v", gone, getErr, tt.wantErr == nil)
			}
			ts, err := s.Tombstones(ctx)
			if err != nil || len(ts) != tt.wantTombs || len(rep.Store.Tombstones) != tt.wantTombs {
				t.Errorf("tombstones %d (report %d), %v; want %d", len(ts), len(rep.Store.Tombstones), err, tt.wantTombs)
			}
		})
	}
}

// Purge records the transcript line of a captured memory (ids only, no
// text), and must not write the record for a store opened read-only, which
// refuses the purge. A memory not from a transcript adds nothing.
func TestPurgeRecordsCapturedLines(t *testing.T) {
	ctx := context.Background()
	const text = "we always deploy the orchid service with helm"
	for _, tt := range []struct {
		name       string
		readOnly   bool
		session    string
		wantRecord bool
	}{
		{"captured", false, "sess-1", true},
		{"captured, read-only store", true, "sess-1", false},
		{"jotted", false, "", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, dataDir := teststore.Open(t)
			nm := store.NewMemory{Text: text, Kind: "convention", Origin: store.OriginCapture, Speaker: store.SpeakerUser}
			if tt.session != "" {
				nm.SessionID, nm.LineUUID = tt.session, "u7"
			}
			r, err := s.Add(ctx, nm)
			if err != nil {
				t.Fatal(err)
			}
			if tt.readOnly {
				if s, err = store.Open(ctx, dataDir, store.Options{ReadOnly: true}); err != nil {
					t.Fatal(err)
				}
				defer s.Close()
			}
			_, err = workflow.Purge(ctx, s, workflow.PurgeRequest{IDs: []string{r.Memory.ID}, DataDir: dataDir})
			if gotErr := errors.Is(err, store.ErrReadOnly); gotErr != tt.readOnly {
				t.Fatalf("Purge: %v, want read-only refusal %v", err, tt.readOnly)
			}
			b, err := os.ReadFile(filepath.Join(dataDir, capture.PurgedLinesFile))
			if got := err == nil; got != tt.wantRecord {
				t.Fatalf("record written %v (%v), want %v", got, err, tt.wantRecord)
			}
			if tt.wantRecord && (!strings.Contains(string(b), `"u7"`) || strings.Contains(string(b), "orchid")) {
				t.Errorf("record %s: want the line id and no text", b)
			}
		})
	}
}

// The transcript lines are recorded only once the memories are gone: a
// purge that fails (here on a damaged search index, which rolls it back)
// records nothing, since capture would then skip lines whose memory was
// never deleted; a purge that succeeds records its lines.
func TestPurgeRecordsOnlyWhatItPurged(t *testing.T) {
	ctx := context.Background()
	for _, damaged := range []bool{true, false} {
		t.Run(fmt.Sprintf("damaged %v", damaged), func(t *testing.T) {
			s, dataDir := teststore.Open(t)
			for i := range 13 { // enough left that one purge deletes its index entries, not a rebuild
				mustJotFact(t, s, fmt.Sprintf("service %d retries its queue after %d seconds", i, i+3), "")
			}
			r, err := s.Add(ctx, store.NewMemory{Text: "the heron cache is warmed by the lamplighter job", Kind: "fact",
				Origin: store.OriginCapture, Speaker: store.SpeakerUser, SessionID: "sess-9", LineUUID: "line-4"})
			if err != nil {
				t.Fatal(err)
			}
			if damaged {
				rawstore.Exec(t, filepath.Join(dataDir, store.DBFile), rawstore.GarbleIndexBlock)
			}
			rep, err := workflow.Purge(ctx, s, workflow.PurgeRequest{IDs: []string{r.Memory.ID}, DataDir: dataDir})
			if damaged != (err != nil) || damaged != (len(rep.Store.Purged) == 0) {
				t.Fatalf("purge: %+v, %v; want it to fail %v", rep.Store, err, damaged)
			}
			b, readErr := os.ReadFile(filepath.Join(dataDir, capture.PurgedLinesFile))
			if recorded := readErr == nil && strings.Contains(string(b), `"line-4"`); recorded == damaged {
				t.Fatalf("line recorded %v (%s, %v) after a purge that failed %v", recorded, b, readErr, damaged)
			}
		})
	}
}

// An import that purges memories (the export's store purged them) records
// their transcript lines only once the import committed: an import whose
// restore fails (here on a damaged search index, which rolls it back)
// purged nothing and records nothing; a sound one records the line.
func TestImportRecordsOnlyWhatItPurged(t *testing.T) {
	ctx := context.Background()
	for _, damaged := range []bool{true, false} {
		t.Run(fmt.Sprintf("damaged %v", damaged), func(t *testing.T) {
			s, dataDir := teststore.Open(t)
			for i := range 13 {
				mustJotFact(t, s, fmt.Sprintf("batch job %d writes its report to bucket %d", i, i+7), "")
			}
			r, err := s.Add(ctx, store.NewMemory{Text: "the kestrel exporter signs its uploads with the ops key", Kind: "fact",
				Origin: store.OriginCapture, Speaker: store.SpeakerUser, SessionID: "sess-3", LineUUID: "line-8"})
			if err != nil {
				t.Fatal(err)
			}
			if damaged {
				rawstore.Exec(t, filepath.Join(dataDir, store.DBFile), rawstore.GarbleIndexBlock)
			}
			f := transfer.File{Header: transfer.Header{Schema: store.SchemaVersion}, Snapshot: store.Snapshot{Purged: []string{r.Memory.ID}}}
			_, err = workflow.ImportFile(ctx, s, f, workflow.ImportRequest{DataDir: dataDir})
			if damaged != (err != nil) {
				t.Fatalf("import: %v; want it to fail %v", err, damaged)
			}
			b, readErr := os.ReadFile(filepath.Join(dataDir, capture.PurgedLinesFile))
			if recorded := readErr == nil && strings.Contains(string(b), `"line-8"`); recorded == damaged {
				t.Fatalf("line recorded %v (%s, %v) after an import that failed %v", recorded, b, readErr, damaged)
			}
		})
	}
}
