package workflow_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/workflow"
)

func mustJotFact(t *testing.T, s *store.Store, text, projectDir string) store.Memory {
	t.Helper()
	r, err := s.Add(context.Background(), store.NewMemory{Text: text, Kind: "fact", Origin: store.OriginJot, Speaker: store.SpeakerCLI, Project: projectDir})
	if err != nil {
		t.Fatal(err)
	}
	return r.Memory
}

func TestPurge(t *testing.T) {
	ctx := context.Background()
	text := "the orchid-kestrel staging token is kept in the team vault"
	for _, tt := range []struct {
		name      string
		search    bool
		scrub     bool
		wantFound int
	}{
		{"no search", false, false, 0},
		{"search reports", true, false, 1},
		{"search scrubs", true, true, 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, dataDir := teststore.Open(t)
			claudeDir := t.TempDir()
			proj := t.TempDir()
			md := filepath.Join(proj, "CLAUDE.md")
			if err := os.WriteFile(md, []byte("- "+text+"\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			m := mustJotFact(t, s, text, proj)
			keep := mustJotFact(t, s, "the billing api authenticates with mtls", "")
			req := workflow.PurgeRequest{IDs: []string{m.ID}, Tombstone: true, Reason: "leaked", DataDir: dataDir, Version: "test"}
			if tt.search {
				req.Search = &workflow.PurgeSearch{ClaudeDir: claudeDir, WorkDir: t.TempDir(), Scrub: tt.scrub}
			}
			rep, err := workflow.Purge(ctx, s, req)
			if err != nil || rep.SearchErr != nil {
				t.Fatalf("Purge: %v, search: %v", err, rep.SearchErr)
			}
			if len(rep.Store.Purged) != 1 || rep.Store.Purged[0] != m.ID || len(rep.Store.Tombstones) != 1 || rep.ServerSynced {
				t.Errorf("report %+v: want %s purged and tombstoned, no server", rep, m.ID)
			}
			if got := len(rep.StillPresent); got != tt.wantFound {
				t.Fatalf("still present in %d places, want %d: %+v", got, tt.wantFound, rep.StillPresent)
			}
			if tt.wantFound > 0 && (rep.StillPresent[0].Path != md || rep.StillPresent[0].Scrubbed) {
				t.Errorf("place %+v: want %s, reported and never edited", rep.StillPresent[0], md)
			}
			if _, err := s.Get(ctx, m.ID); !errors.Is(err, store.ErrNotFound) {
				t.Errorf("Get purged: %v, want ErrNotFound", err)
			}
			if _, err := s.Get(ctx, keep.ID); err != nil {
				t.Errorf("Get kept: %v", err)
			}
			if b, _ := os.ReadFile(md); !strings.Contains(string(b), text) {
				t.Errorf("CLAUDE.md was edited: %q", b)
			}
		})
	}
}

func TestPurgeUnknownIDDestroysNothing(t *testing.T) {
	ctx := context.Background()
	s, dataDir := teststore.Open(t)
	m := mustJotFact(t, s, "the deploy script lives in tools/deploy.sh", "")
	_, err := workflow.Purge(ctx, s, workflow.PurgeRequest{IDs: []string{m.ID, "01ZZZZZZZZZZZZZZZZZZZZZZZZ"}, DataDir: dataDir,
		Search: &workflow.PurgeSearch{ClaudeDir: t.TempDir(), WorkDir: t.TempDir()}})
	if !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("Purge with an unknown id: %v, want ErrNotFound", err)
	}
	if _, err := s.Get(ctx, m.ID); err != nil {
		t.Errorf("the known memory went too: %v", err)
	}
}
