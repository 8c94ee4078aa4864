package workflow

import (
	"context"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/project"
	"github.com/hippo-mem/hippo/redact"
	"github.com/hippo-mem/hippo/store"
)

// Writer is who asks for a write; it sets the new memory's origin and speaker,
// which recall shows as provenance.
type Writer int

// Writers.
const (
	ByCLI Writer = iota // the user at a terminal: their own word
	ByMCP               // a model through an MCP client: its word, not the user's
)

func (w Writer) origin() (store.Origin, store.Speaker) {
	if w == ByMCP {
		return store.OriginMCP, store.SpeakerMCP
	}
	return store.OriginJot, store.SpeakerCLI
}

// JotRequest is a memory the user states directly.
type JotRequest struct {
	Text    string
	Kind    decay.Kind
	Topic   string // empty: the project's topic
	Project project.Identity
	Pinned  bool
	// Force stores the text as written: no reinforcing a memory it restates,
	// no superseding one it changes. A tombstone still refuses it: that is
	// the user's own "never again", lifted only by "hippo tombstones remove".
	Force bool
}

// Written is what a deliberate write came to.
type Written struct {
	ID     string         `json:"id"`     // the memory stored, or the one reinforced
	Action capture.Action `json:"action"` // store, reinforce, supersede, history
	// Target is the memory reinforced or superseded, or (history) the newer
	// memory the text was stored under.
	Target   string           `json:"target,omitempty"`
	Memory   store.Memory     `json:"memory"`
	Redacted []redact.Finding `json:"redacted,omitempty"`
}

// Jot writes what the user typed through the capture gate as a deliberate
// write (capture.Deliberate): said again, it reinforces the memory that says
// it; with a changed value, it supersedes the old memory; a tombstone blocks
// it (a *store.BlockedError). No shape rule rejects it: the user chose the
// text. A restated memory is pinned when the jot asks for a pin.
func Jot(ctx context.Context, s *store.Store, r JotRequest) (Written, error) {
	if r.Topic == "" {
		r.Topic = r.Project.Topic
	}
	origin, speaker := ByCLI.origin()
	nm := store.NewMemory{Text: r.Text, Kind: r.Kind, Origin: origin, Speaker: speaker,
		Topic: r.Topic, Project: r.Project.Path, Pinned: r.Pinned}
	if r.Force {
		a, err := s.Add(ctx, nm)
		return Written{ID: a.Memory.ID, Action: capture.DecisionStore, Memory: a.Memory, Redacted: a.Redacted}, err
	}
	if err := store.ValidateText(r.Text); err != nil {
		return Written{}, err
	}
	d, m, err := capture.Deliberate(ctx, s, nm)
	if err != nil {
		return Written{}, err
	}
	if d.Decision == capture.DecisionBlock {
		return Written{Action: d.Decision, Target: d.Target}, blocked(ctx, s, d.Target)
	}
	if d.Decision == capture.DecisionReinforce && r.Pinned && !m.Pinned {
		if m, err = s.SetPinned(ctx, m.ID, true); err != nil {
			return Written{}, err
		}
	}
	_, found := redact.Text(strings.TrimSpace(r.Text))
	return Written{ID: m.ID, Action: d.Decision, Target: d.Target, Memory: m, Redacted: found}, nil
}

// blocked is the error a write refused by tombstone id returns, with the
// tombstone's reason when it can still be read.
func blocked(ctx context.Context, s *store.Store, id string) error {
	t := store.Tombstone{ID: id}
	if all, err := s.Tombstones(ctx); err == nil {
		if i := slices.IndexFunc(all, func(x store.Tombstone) bool { return x.ID == id }); i >= 0 {
			t = all[i]
		}
	}
	return &store.BlockedError{Tombstone: t}
}

// SummaryFiles lists the session summaries to ingest: each path that is a
// file, whatever its name, and every *.md file below each folder.
func SummaryFiles(paths []string) ([]string, error) {
	var out []string
	for _, path := range paths {
		err := filepath.WalkDir(path, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && (p == path || strings.HasSuffix(strings.ToLower(p), ".md")) {
				out = append(out, p)
			}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", path, err)
		}
	}
	return out, nil
}

// Ingest stores each summary file as a curated memory of the project, under
// topic (empty: the project's topic). A new file goes through the capture
// gate as a deliberate write (see Jot): a summary that restates a memory
// reinforces it, and a tombstoned one is blocked; an edited file's memory
// follows it. It goes on past a file that fails, so one bad file does not
// keep the rest out; each hears of every file, stored or not. It returns
// the results of the files stored or reinforced.
func Ingest(ctx context.Context, s *store.Store, files []string, topic string, p project.Identity,
	each func(file string, r store.IngestResult, err error)) []store.IngestResult {
	if topic == "" {
		topic = p.Topic
	}
	var results []store.IngestResult
	for _, f := range files {
		r, err := s.IngestSummary(ctx, f, topic, p.Path, throughGate(s))
		each(f, r, err)
		if err == nil {
			results = append(results, r)
		}
	}
	return results
}

// throughGate writes a summary file's first memory as a deliberate write.
func throughGate(s *store.Store) store.IngestAdd {
	return func(ctx context.Context, nm store.NewMemory) (store.IngestAction, store.Memory, error) {
		d, m, err := capture.Deliberate(ctx, s, nm)
		switch {
		case err != nil:
			return "", m, err
		case d.Decision == capture.DecisionBlock:
			return "", m, blocked(ctx, s, d.Target)
		case d.Decision == capture.DecisionReinforce:
			return store.IngestReinforced, m, nil
		}
		return store.IngestAdded, m, nil
	}
}

// Correction replaces a memory's fact with a new one.
type Correction struct {
	OldID, Text string
	Kind        decay.Kind // empty: the old memory's
	// Project files the new memory; empty keeps the old memory's project.
	// The topic is always the old memory's.
	Project string
	By      Writer
}

// Correct stores the corrected fact as a new memory and supersedes the old
// one, which leaves recall but is never edited.
func Correct(ctx context.Context, s *store.Store, c Correction) (store.AddResult, error) {
	origin, speaker := c.By.origin()
	return s.Correct(ctx, c.OldID, store.NewMemory{Text: c.Text, Kind: c.Kind, Origin: origin, Speaker: speaker, Project: c.Project})
}

// CheckNote checks a model's text and kind before anything is opened, naming
// the field at fault so the model can fix its call.
func CheckNote(text string, kind decay.Kind) error {
	if err := store.ValidateText(text); err != nil {
		return fmt.Errorf("text: %w", err)
	}
	if kind != "" && !kind.Valid() {
		return fmt.Errorf("kind %q is not one of %s", kind, decay.KindList())
	}
	return nil
}

// NoteRequest is a note a model offers through an MCP client.
type NoteRequest struct {
	Text    string
	Kind    decay.Kind // empty: the gate's judgement
	Topic   string     // empty: the project's topic
	Project project.Identity
}

// NoteResult says what became of a note.
type NoteResult struct {
	Outcome    capture.Outcome
	ID         string // the stored or reinforced memory
	Rule       string // the gate rule that decided
	Redactions []string
	Supersedes string // the older memory this one contradicted and replaced
	Tombstone  string // the tombstone that blocked it
}

// Note passes a model's note through the capture gate, as if the session had
// said it: a model's word gets the same scrutiny as a transcript line.
func Note(ctx context.Context, s *store.Store, r NoteRequest) (NoteResult, error) {
	d, m, err := capture.Note(ctx, s, r.Text, r.Kind, r.Topic, r.Project)
	if err != nil {
		return NoteResult{}, err
	}
	out := NoteResult{Outcome: d.Outcome(m), Rule: d.Rule, ID: m.ID}
	switch d.Decision {
	case capture.DecisionBlock:
		out.Tombstone = d.Target
	case capture.DecisionSupersede:
		out.Supersedes = d.Target
	}
	if out.Outcome == capture.OutcomeRedacted {
		_, found := redact.Text(r.Text)
		out.Redactions = redact.Kinds(found)
	}
	return out, nil
}
