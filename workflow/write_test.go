package workflow_test

import (
	"context"
	"errors"
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

func TestJotStoresAnyShape(t *testing.T) {
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

// Check: a jot goes through the gate. Said again, it reinforces the memory
// that says it and stores nothing; with a changed value, it supersedes the
// old memory; with --force, it is stored as written. Controls: a different
// fact is stored beside the first; a question is stored (no shape rule);
// a tombstone refuses even a forced jot.
func TestJotDecidesThroughTheGate(t *testing.T) {
	const fact = "the API timeout is 30 seconds"
	for _, tt := range []struct {
		name       string
		second     string
		force      bool
		wantAction capture.Action
		wantActive int
	}{
		{"same fact reinforces", fact, false, capture.DecisionReinforce, 1},
		{"changed value supersedes", "the API timeout is 60 seconds", false, capture.DecisionSupersede, 1},
		{"force stores a copy", fact, true, capture.DecisionStore, 2},
		{"control: another fact is stored", "deploys go out on tuesdays after the freeze", false, capture.DecisionStore, 2},
		{"control: a question is stored", "should we move the billing api to grpc?", false, capture.DecisionStore, 2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			s, _ := teststore.Open(t)
			id := project.Identity{Path: "/tmp/proj", Topic: "proj"}
			first, err := workflow.Jot(ctx, s, workflow.JotRequest{Text: fact, Kind: "fact", Project: id})
			if err != nil || first.Action != capture.DecisionStore {
				t.Fatalf("first jot: %+v, %v", first, err)
			}
			w, err := workflow.Jot(ctx, s, workflow.JotRequest{Text: tt.second, Kind: "fact", Project: id, Force: tt.force})
			if err != nil {
				t.Fatal(err)
			}
			wantTarget := ""
			if tt.wantAction != capture.DecisionStore {
				wantTarget = first.ID
			}
			if w.Action != tt.wantAction || w.Target != wantTarget || (w.Action == capture.DecisionReinforce) != (w.ID == first.ID) {
				t.Errorf("second jot: %+v, want %s of %q", w, tt.wantAction, wantTarget)
			}
			if active, _ := s.List(ctx, store.ListOptions{}); len(active) != tt.wantActive {
				t.Errorf("%d active memories, want %d", len(active), tt.wantActive)
			}
		})
	}
}

func TestJotRefusedByTombstoneEvenForced(t *testing.T) {
	ctx := context.Background()
	s, _ := teststore.Open(t)
	id := project.Identity{Path: "/tmp/proj", Topic: "proj"}
	if _, err := s.Reject(ctx, "the retry limit is 5", "wrong: it is per webhook"); err != nil {
		t.Fatal(err)
	}
	for _, force := range []bool{false, true} {
		_, err := workflow.Jot(ctx, s, workflow.JotRequest{Text: "the retry limit is 5", Kind: "fact", Project: id, Force: force})
		var blocked *store.BlockedError
		if !errors.As(err, &blocked) || blocked.Tombstone.Reason != "wrong: it is per webhook" {
			t.Errorf("force %v: %v, want a BlockedError naming the tombstone and its reason", force, err)
		}
	}
	// Control: a claim no tombstone names is stored.
	if w, err := workflow.Jot(ctx, s, workflow.JotRequest{Text: "the retry limit is per webhook", Kind: "fact", Project: id}); err != nil || w.ID == "" {
		t.Errorf("an untombstoned jot: %+v, %v", w, err)
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

// Check: a new summary file that restates a memory reinforces it and stores
// nothing, and a tombstoned one is blocked. Control: a different summary is
// stored, and re-ingesting an edited file still updates its memory in place.
func TestIngestDecidesThroughTheGate(t *testing.T) {
	ctx := context.Background()
	s, _ := teststore.Open(t)
	dir := t.TempDir()
	const summary = "# Session\nWe moved the billing api to mutual TLS certificates.\n"
	bodies := map[string]string{"a.md": summary, "copy.md": summary,
		"b.md": "# Session\nDeploys go out on tuesdays after the freeze.\n",
		"c.md": "# Session\nThe staging database password lives in the wiki.\n"}
	for name, body := range bodies {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	first, copied, other, refused := filepath.Join(dir, "a.md"), filepath.Join(dir, "copy.md"), filepath.Join(dir, "b.md"), filepath.Join(dir, "c.md")
	if _, err := s.Reject(ctx, "# Session\nThe staging database password lives in the wiki.", "never store where secrets live"); err != nil {
		t.Fatal(err)
	}
	id := project.Identity{Path: "/tmp/proj", Topic: "proj"}
	got := map[string]store.IngestResult{}
	errs := map[string]error{}
	workflow.Ingest(ctx, s, []string{first, copied, other, refused}, "", id, func(f string, r store.IngestResult, err error) {
		got[f], errs[f] = r, err
	})
	if r := got[copied]; r.Action != store.IngestReinforced || r.ID != got[first].ID || got[first].Action != store.IngestAdded {
		t.Errorf("a copy of a summary: %+v (first %+v), want reinforced %s", r, got[first], got[first].ID)
	}
	if !errors.Is(errs[refused], store.ErrBlocked) {
		t.Errorf("a tombstoned summary: %v, want blocked", errs[refused])
	}
	if r := got[other]; r.Action != store.IngestAdded || r.ID == got[first].ID {
		t.Errorf("control: another summary %+v, want added", r)
	}
	if err := os.WriteFile(first, []byte(summary+"Certificates rotate every 90 days.\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	workflow.Ingest(ctx, s, []string{first}, "", id, func(_ string, r store.IngestResult, err error) {
		if err != nil || r.Action != store.IngestUpdated || r.ID != got[first].ID {
			t.Errorf("control: the edited file %+v, %v, want its memory updated", r, err)
		}
	})
}
