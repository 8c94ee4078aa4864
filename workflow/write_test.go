package workflow_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/project"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/workflow"
)

func TestJotSkipsTheGate(t *testing.T) {
	s, _ := teststore.Open(t)
	// A question: the capture gate rejects it, and a jot stores it anyway.
	r, err := workflow.Jot(context.Background(), s, workflow.JotRequest{Text: "should we move the billing api to grpc?", Kind: "fact",
		Project: project.Identity{Path: "/tmp/proj", Topic: "proj"}, Pinned: true})
	if err != nil {
		t.Fatal(err)
	}
	m := r.Memory
	if m.Origin != store.OriginJot || m.Speaker != store.SpeakerCLI || m.Topic != "proj" || m.Project != "/tmp/proj" || !m.Pinned {
		t.Errorf("jot stored %+v: want origin jot, speaker cli, topic and project from the identity, pinned", m)
	}
}

func TestCorrect(t *testing.T) {
	for _, tt := range []struct {
		name        string
		by          workflow.Writer
		project     string
		wantOrigin  store.Origin
		wantSpkr    store.Speaker
		wantProject string
	}{
		{"cli files it under this project", workflow.ByCLI, "/tmp/here", store.OriginJot, store.SpeakerCLI, "/tmp/here"},
		{"mcp keeps the old project", workflow.ByMCP, "", store.OriginMCP, store.SpeakerMCP, "/tmp/old"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			s, _ := teststore.Open(t)
			old, err := s.Add(ctx, store.NewMemory{Text: "sessions are stored in redis", Kind: "decision", Origin: store.OriginJot,
				Speaker: store.SpeakerCLI, Topic: "auth", Project: "/tmp/old"})
			if err != nil {
				t.Fatal(err)
			}
			r, err := workflow.Correct(ctx, s, workflow.Correction{OldID: old.Memory.ID, Text: "sessions are stored in postgres", Project: tt.project, By: tt.by})
			if err != nil {
				t.Fatal(err)
			}
			m := r.Memory
			if m.Supersedes != old.Memory.ID || m.Kind != "decision" || m.Topic != "auth" || m.Origin != tt.wantOrigin || m.Speaker != tt.wantSpkr || m.Project != tt.wantProject {
				t.Errorf("correction %+v: want it to supersede %s, kind decision, topic auth, origin %s, speaker %s, project %s",
					m, old.Memory.ID, tt.wantOrigin, tt.wantSpkr, tt.wantProject)
			}
		})
	}
}

func TestCheckNote(t *testing.T) {
	for _, tt := range []struct {
		name, text, kind, wantErr string
	}{
		{"ok", "the api uses mtls", "", ""},
		{"empty text", "  ", "", "text: "},
		{"unknown kind", "the api uses mtls", "rumour", `kind "rumour" is not one of`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := workflow.CheckNote(tt.text, decay.Kind(tt.kind))
			if got := errText(err); (tt.wantErr == "") != (err == nil) || !strings.HasPrefix(got, tt.wantErr) {
				t.Errorf("CheckNote(%q, %q) = %v, want prefix %q", tt.text, tt.kind, err, tt.wantErr)
			}
		})
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestNote(t *testing.T) {
	ctx := context.Background()
	s, _ := teststore.Open(t)
	id := project.Identity{Path: "/tmp/proj", Topic: "proj"}
	stored, err := workflow.Note(ctx, s, workflow.NoteRequest{Text: "The billing api authenticates with mutual TLS certificates.", Kind: "fact", Project: id})
	if err != nil {
		t.Fatal(err)
	}
	if stored.Outcome != capture.OutcomeStored || stored.ID == "" {
		t.Fatalf("first note: %+v, want stored with an id", stored)
	}
	m, err := s.Get(ctx, stored.ID)
	if err != nil {
		t.Fatal(err)
	}
	if m.Origin != store.OriginMCP || m.Speaker != store.SpeakerMCP || m.Topic != "proj" {
		t.Errorf("note stored %+v: want origin mcp, speaker mcp-client, topic proj", m)
	}
	again, err := workflow.Note(ctx, s, workflow.NoteRequest{Text: "The billing api authenticates with mutual TLS certificates.", Kind: "fact", Project: id})
	if err != nil {
		t.Fatal(err)
	}
	if again.Outcome != capture.OutcomeReinforced || again.ID != stored.ID {
		t.Errorf("same note again: %+v, want reinforced %s", again, stored.ID)
	}
}

func TestSummaryFilesAndIngest(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"a.md":         "# Session\nWe moved the billing api to mutual TLS.\n",
		"notes.txt":    "not a summary",
		"sub/b.MD":     "# Session\nDeploys go out on tuesdays after the freeze.\n",
		"sub/empty.md": "",
	} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	single := filepath.Join(dir, "notes.txt") // named directly: taken whatever its name
	files, err := workflow.SummaryFiles([]string{dir, single})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(dir, "a.md"), filepath.Join(dir, "sub/b.MD"), filepath.Join(dir, "sub/empty.md"), single}
	if !slices.Equal(files, want) {
		t.Fatalf("SummaryFiles = %q, want %q", files, want)
	}
	if _, err := workflow.SummaryFiles([]string{filepath.Join(dir, "missing")}); err == nil {
		t.Error("SummaryFiles of a missing path: no error")
	}

	s, _ := teststore.Open(t)
	var heard, failed int
	results := workflow.Ingest(context.Background(), s, files[:3], "", project.Identity{Path: "/tmp/proj", Topic: "proj"},
		func(_ string, _ store.IngestResult, err error) {
			heard++
			if err != nil {
				failed++
			}
		})
	if heard != 3 || failed != 1 || len(results) != 2 {
		t.Fatalf("Ingest: heard %d, failed %d, stored %d: want 3, 1 (the empty file), 2", heard, failed, len(results))
	}
	m, err := s.Get(context.Background(), results[0].ID)
	if err != nil || m.Topic != "proj" || m.Project != "/tmp/proj" {
		t.Errorf("ingested %+v, %v: want topic and project from the identity", m, err)
	}
}
