package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"golang.org/x/term"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/scrub"
	"github.com/hippo-mem/hippo/server"
	"github.com/hippo-mem/hippo/store"
)

func (c *cli) cold(ctx context.Context, args []string) error {
	fs := c.flags("cold", "[flags] QUERY", "Reach archived memories with a specific enough cue (raw similarity >= 0.6, whatever their strength).\nBring one back with \"hippo revive ID\".")
	k := fs.Int("k", 5, "at most this many")
	superseded := fs.Bool("include-superseded", false, "also search memories that were corrected")
	modelDir := fs.String("model-dir", "", "embedding model directory")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	query, err := c.textArg(fs, "query")
	if err != nil {
		return err
	}
	s, done, err := c.open(ctx, storeOpts{model: true, modelDir: *modelDir, sayMode: true})
	if err != nil {
		return err
	}
	defer done()
	hits, err := s.Cold(ctx, query, *k, *superseded)
	if err != nil {
		return err
	}
	if *asJSON {
		if hits == nil {
			hits = []store.Hit{}
		}
		return writeJSON(c.stdout, hits)
	}
	if len(hits) == 0 {
		fmt.Fprintln(c.stderr, "hippo: no archived memory is that close; give a more specific cue")
		return nil
	}
	now := time.Now()
	for _, h := range hits {
		state := "archived " + dateAge(h.Memory.ArchivedAt, now)
		if h.Memory.SupersededBy != "" {
			state = "superseded by " + h.Memory.SupersededBy
		}
		fmt.Fprintf(c.stdout, "[%s] %s  similarity %.2f  created %s\n  %s\n", state, h.Memory.ID, h.Similarity, dateAge(h.Memory.CreatedAt, now), indent(h.Memory.Text))
	}
	return nil
}

func (c *cli) revive(ctx context.Context, args []string) error {
	return c.idCommand(ctx, args, "revive", "Bring an archived memory back into recall. Its stability history is kept.",
		(*store.Store).Revive, func(m store.Memory) string { return "revived " + m.ID })
}

func (c *cli) correct(ctx context.Context, args []string) error {
	fs := c.flags("correct", "[flags] ID TEXT", "Store the corrected fact as a new memory; the old one is superseded (never edited) and leaves recall.")
	modelDir := fs.String("model-dir", "", "embedding model directory")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() < 2 {
		return &usageError{msg: "memory id and corrected text required", hint: `hippo correct 01J9ZK3Q8R "we use Postgres for sessions"`}
	}
	return c.storeCorrection(ctx, fs.Arg(0), strings.Join(fs.Args()[1:], " "), "", *modelDir, *asJSON)
}

func (c *cli) storeCorrection(ctx context.Context, oldID, text, kind, modelDir string, asJSON bool) error {
	if err := store.ValidateText(text); err != nil {
		return err
	}
	s, done, err := c.open(ctx, storeOpts{model: true, modelDir: modelDir})
	if err != nil {
		return err
	}
	defer done()
	r, err := s.Correct(ctx, oldID, store.NewMemory{Text: text, Kind: decay.Kind(kind), Origin: store.OriginJot, Speaker: store.SpeakerCLI, Project: here().Path})
	if err != nil {
		return err
	}
	c.noteRedactions(r.Redacted)
	if asJSON {
		return writeJSON(c.stdout, r)
	}
	fmt.Fprintln(c.stdout, r.Memory.ID)
	fmt.Fprintf(c.stderr, "hippo: %s supersedes %s\n", r.Memory.ID, r.Memory.Supersedes)
	return nil
}

func (c *cli) reject(ctx context.Context, args []string) error {
	fs := c.flags("reject", "[flags] TEXT", "Tombstone a claim that was never stored, so jot and capture refuse it from now on.")
	reason := fs.String("reason", "", "why the claim is wrong (required)")
	modelDir := fs.String("model-dir", "", "embedding model directory")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	text, err := c.textArg(fs, "claim text")
	if err != nil {
		return err
	}
	if *reason == "" {
		return &usageError{msg: "--reason required: a tombstone without a reason cannot be reviewed later", hint: `hippo reject "we use Redis for sessions" --reason "we never used Redis"`}
	}
	s, done, err := c.open(ctx, storeOpts{model: true, modelDir: *modelDir})
	if err != nil {
		return err
	}
	defer done()
	t, err := s.Reject(ctx, text, *reason)
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(c.stdout, t)
	}
	_, err = fmt.Fprintln(c.stdout, t.ID)
	return err
}

func (c *cli) tombstones(ctx context.Context, args []string) error {
	if len(args) > 0 && args[0] == "remove" {
		fs := c.flags("tombstones remove", "[flags] ID", "Delete a tombstone: the claim may be stored again.")
		asJSON := fs.Bool("json", false, "print JSON")
		if err := parse(fs, args[1:]); err != nil {
			return err
		}
		id, err := c.idArg(fs)
		if err != nil {
			return err
		}
		s, done, err := c.open(ctx, storeOpts{})
		if err != nil {
			return err
		}
		defer done()
		if err := s.RemoveTombstone(ctx, id); err != nil {
			return err
		}
		if *asJSON {
			return writeJSON(c.stdout, map[string]string{"removed": strings.ToUpper(id)})
		}
		_, err = fmt.Fprintf(c.stdout, "removed tombstone %s\n", strings.ToUpper(id))
		return err
	}
	if len(args) > 0 && args[0] == "list" {
		args = args[1:]
	}
	fs := c.flags("tombstones", "[list [--json] | remove ID]", "List the claims that jot and capture refuse.")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	s, done, err := c.open(ctx, storeOpts{})
	if err != nil {
		return err
	}
	defer done()
	ts, err := s.Tombstones(ctx)
	if err != nil {
		return err
	}
	if *asJSON {
		if ts == nil {
			ts = []store.Tombstone{}
		}
		return writeJSON(c.stdout, ts)
	}
	now := time.Now()
	for _, t := range ts {
		fmt.Fprintf(c.stdout, "%s  %s  reason: %s\n  %s\n", t.ID, dateAge(t.CreatedAt, now), orDash(t.Reason), oneLine(t.Text, 100))
	}
	if len(ts) == 0 {
		fmt.Fprintln(c.stderr, "hippo: no tombstones")
	}
	return nil
}

func (c *cli) purge(ctx context.Context, args []string) error {
	fs := c.flags("purge", "[flags] ID [ID...]", "Destroy memories: no copy of their text or vector stays under the data dir.\nThis cannot be undone. Claude Code's transcripts and CLAUDE.md files are outside hippo: purge reports where the text still occurs.")
	tomb := fs.Bool("tombstone", false, "keep the claim as a tombstone so it cannot be stored again")
	reason := fs.String("reason", "", "why (recorded with the tombstone)")
	scrubT := fs.Bool("scrub-transcripts", false, "also redact the text from Claude Code's transcripts")
	yes := fs.Bool("yes", false, "do not ask for confirmation")
	asJSON := fs.Bool("json", false, "print JSON")
	modelDir := fs.String("model-dir", "", "embedding model directory (for tombstone vectors)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return &usageError{msg: "memory id required", hint: "hippo purge 01J9ZK3Q8R [ID...] --yes"}
	}
	s, done, err := c.open(ctx, storeOpts{model: *tomb, modelDir: *modelDir})
	if err != nil {
		return err
	}
	defer done()
	var mems []store.Memory
	for _, id := range fs.Args() {
		m, err := s.Get(ctx, id)
		if err != nil {
			return err
		}
		mems = append(mems, m)
	}
	if !*yes {
		if err := c.confirmPurge(mems, *tomb); err != nil {
			return err
		}
	}
	texts := make([]string, len(mems))
	var mds []string
	for i, m := range mems {
		texts[i] = m.Text
		if m.Project != "" {
			mds = append(mds, filepath.Join(m.Project, "CLAUDE.md"))
		}
	}
	rep, err := s.Purge(ctx, fs.Args(), store.PurgeOptions{Tombstone: *tomb, Reason: *reason})
	if err != nil {
		return err
	}
	dataDir, err := config.DataDir()
	if err != nil {
		return err
	}
	// Draft rules worded from a purged correction go too.
	if _, err := feedback.ForgetEvidence(dataDir, rep.Purged); err != nil {
		return err
	}
	// A warm server drops the purged vectors from memory before we return.
	serverSynced, err := server.Notify(dataDir, version)
	if err != nil {
		return err
	}
	claudeDir, err := config.ClaudeDir()
	if err != nil {
		return err
	}
	mds = append(mds, filepath.Join(claudeDir, "CLAUDE.md"), filepath.Join(here().Path, "CLAUDE.md"))
	places, scanErr := scrub.Run(texts, scrub.Options{ClaudeDir: claudeDir, ClaudeMDs: mds, Scrub: *scrubT})
	if *asJSON {
		if err := writeJSON(c.stdout, map[string]any{"purge": rep, "server_synced": serverSynced, "still_present": nonNilPlaces(places)}); err != nil {
			return err
		}
	} else {
		for _, id := range rep.Purged {
			fmt.Fprintf(c.stdout, "purged %s\n", id)
		}
		for _, t := range rep.Tombstones {
			fmt.Fprintf(c.stdout, "tombstone %s\n", t)
		}
		fmt.Fprintf(c.stderr, "hippo: store %s -> %s on disk\n", humanBytes(rep.BytesBefore), humanBytes(rep.BytesAfter))
		if !rep.Compacted {
			fmt.Fprintln(c.stderr, "hippo: another process holds the store open, so its WAL keeps the old pages until it closes; run \"hippo purge\" again later or close Claude Code sessions")
		}
		c.reportPlaces(places)
	}
	return scanErr
}

func nonNilPlaces(p []scrub.Place) []scrub.Place {
	if p == nil {
		return []scrub.Place{}
	}
	return p
}

func (c *cli) reportPlaces(places []scrub.Place) {
	for _, p := range places {
		switch {
		case p.Scrubbed:
			fmt.Fprintf(c.stderr, "hippo: scrubbed %d lines in %s\n", p.Lines, p.Path)
		case p.Kind == "transcript":
			fmt.Fprintf(c.stderr, "hippo: still in Claude Code transcript %s (%d lines); --scrub-transcripts removes it\n", p.Path, p.Lines)
		default:
			fmt.Fprintf(c.stderr, "hippo: still in %s (%d lines); hippo never edits CLAUDE.md: remove it by hand\n", p.Path, p.Lines)
		}
	}
}

// confirmPurge asks on a terminal, and refuses without one.
func (c *cli) confirmPurge(mems []store.Memory, tomb bool) error {
	var b strings.Builder
	fmt.Fprintf(&b, "hippo: purge destroys %d memories, text and vector, with no way back:\n", len(mems))
	for _, m := range mems {
		fmt.Fprintf(&b, "  %s  %s\n", m.ID, oneLine(m.Text, 90))
	}
	if tomb {
		b.WriteString("hippo: each claim is kept as a tombstone so it cannot be stored again\n")
	}
	fmt.Fprint(c.stderr, b.String())
	f, ok := c.stdin.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return &usageError{msg: "refusing to purge without --yes: purge cannot be undone", hint: "check the list above, then: hippo purge ID... --yes"}
	}
	fmt.Fprint(c.stderr, "Type \"purge\" to confirm: ")
	answer, _ := bufio.NewReader(c.stdin).ReadString('\n')
	if strings.TrimSpace(answer) != "purge" {
		return &usageError{msg: "purge cancelled: nothing was destroyed"}
	}
	return nil
}
