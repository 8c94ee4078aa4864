package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"golang.org/x/term"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/frame"
	"github.com/hippo-mem/hippo/internal/plural"
	"github.com/hippo-mem/hippo/scrub"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/team"
	"github.com/hippo-mem/hippo/workflow"
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
	now := time.Now()
	return printList(c, *asJSON, hits, func(h store.Hit) {
		state := "archived " + frame.DateAge(h.Memory.ArchivedAt, now)
		if h.Memory.SupersededBy != "" {
			state = "superseded by " + h.Memory.SupersededBy
		}
		fmt.Fprintf(c.stdout, "[%s] %s  similarity %.2f  created %s\n  %s\n", state, h.Memory.ID, h.Similarity, frame.DateAge(h.Memory.CreatedAt, now), indent(h.Memory.Text))
	}, "hippo: no archived memory is that close; give a more specific cue")
}

// moves are the commands that move one memory into or out of the archive.
var moves = map[string]struct {
	done, summary string
	act           func(*store.Store, context.Context, string) (store.Memory, error)
}{
	"revive": {"revived", "Bring an archived memory back into recall. Its stability history is kept.", (*store.Store).Revive},
	"archive": {"archived", "Take a memory out of recall by hand, as prune does to one that faded.\nText and vector are kept: \"hippo revive ID\" brings it back, \"hippo cold QUERY\" reaches it.",
		(*store.Store).Archive},
}

// move runs the archive or revive command.
func (c *cli) move(ctx context.Context, name string, args []string) error {
	mv := moves[name]
	return idCommand(ctx, c, args, name, mv.summary, mv.act, func(m store.Memory) string { return mv.done + " " + m.ID })
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
	oldID, text := fs.Arg(0), strings.Join(fs.Args()[1:], " ")
	return c.write(ctx, text, *modelDir, *asJSON, func(s *store.Store) (workflow.Written, error) {
		r, err := workflow.Correct(ctx, s, workflow.Correction{OldID: oldID, Text: text, Project: here().Path, By: workflow.ByCLI})
		return corrected(r), err
	})
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
		return idCommand(ctx, c, args[1:], "tombstones remove", "Delete a tombstone: the claim may be stored again.",
			func(s *store.Store, ctx context.Context, id string) (map[string]string, error) {
				return map[string]string{"removed": strings.ToUpper(id)}, s.RemoveTombstone(ctx, id)
			},
			func(r map[string]string) string { return "removed tombstone " + r["removed"] })
	}
	if len(args) > 0 && args[0] == "list" {
		args = args[1:]
	}
	fs := c.flags("tombstones", "[list [--json] | remove ID]", "List the claims that jot and capture refuse.")
	asJSON := fs.Bool("json", false, "print JSON")
	s, done, err := c.parseOpen(ctx, fs, args)
	if err != nil {
		return err
	}
	defer done()
	ts, err := s.Tombstones(ctx)
	if err != nil {
		return err
	}
	now := time.Now()
	return printList(c, *asJSON, ts, func(t store.Tombstone) {
		fmt.Fprintf(c.stdout, "%s  %s  reason: %s\n  %s\n", t.ID, frame.DateAge(t.CreatedAt, now), orDash(t.Reason), oneLine(t.Text, 100))
	}, "hippo: no tombstones")
}

func (c *cli) purge(ctx context.Context, args []string) error {
	fs := c.flags("purge", "[flags] ID [ID...]", "Destroy memories: no copy of their text or vector stays under the data dir.\nThis cannot be undone. Claude Code's transcripts and CLAUDE.md files are outside hippo: purge reports where the text still occurs.")
	tomb := fs.Bool("tombstone", false, "keep the claim as a tombstone so it cannot be stored again")
	reason := fs.String("reason", "", "why (recorded with the tombstone; required with --tombstone)")
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
	if *tomb && strings.TrimSpace(*reason) == "" {
		return &usageError{msg: "--tombstone needs --reason: a tombstone without a reason cannot be reviewed later",
			hint: `hippo purge 01J9ZK3Q8R --tombstone --reason "we never used Redis" --yes`}
	}
	s, done, err := c.open(ctx, storeOpts{model: *tomb, modelDir: *modelDir})
	if err != nil {
		return err
	}
	defer done()
	mems, err := workflow.PurgeTargets(ctx, s, fs.Args())
	if err != nil {
		return err
	}
	c.noteTeamPurge(s.Dir(), mems, *tomb)
	if !*yes {
		if err := c.confirmPurge(mems, *tomb); err != nil {
			return err
		}
	}
	dataDir, err := config.DataDir()
	if err != nil {
		return err
	}
	claudeDir, err := config.ClaudeDir()
	if err != nil {
		return err
	}
	rep, err := workflow.Purge(ctx, s, workflow.PurgeRequest{IDs: fs.Args(), Tombstone: *tomb, Reason: *reason, DataDir: dataDir, Version: version,
		Search: &workflow.PurgeSearch{ClaudeDir: claudeDir, WorkDir: here().Path, Scrub: *scrubT, Targets: mems}})
	if errors.Is(err, store.ErrIndexDamaged) && len(rep.Store.Purged) == 0 {
		// The memories are intact and still there: the user must learn that
		// the purge did not happen, and how to make it possible.
		return &hintError{err: err, hint: `"hippo doctor --repair" rebuilds the search index from the memories' text; then run the purge again: nothing was destroyed yet`}
	}
	if errors.Is(err, store.ErrCorrupt) && len(rep.Store.Purged) == 0 {
		// Salvage recovers the memories to purge with the rest, and keeps
		// the damaged file, text and all: the purge is still to be done.
		return &hintError{err: err, hint: `"hippo doctor --salvage" copies what can still be read into a new store; then run the purge again, and delete the damaged copy salvage keeps aside once you are satisfied: it still holds the text`}
	}
	if err != nil {
		return err
	}
	if *asJSON {
		if err := writeJSON(c.stdout, map[string]any{"purge": rep.Store, "server_synced": rep.ServerSynced, "still_present": nonNilPlaces(rep.StillPresent)}); err != nil {
			return err
		}
	} else {
		c.printPurge(rep)
	}
	return rep.SearchErr
}

func (c *cli) printPurge(rep workflow.PurgeReport) {
	for _, id := range rep.Store.Purged {
		fmt.Fprintf(c.stdout, "purged %s\n", id)
	}
	for _, t := range rep.Store.Tombstones {
		fmt.Fprintf(c.stdout, "tombstone %s\n", t)
	}
	for _, id := range rep.Store.Reactivated {
		fmt.Fprintf(c.stderr, "hippo: %s is in recall again: the memory that superseded it was purged; \"hippo purge %s\" if it should go too\n", id, id)
	}
	fmt.Fprintf(c.stderr, "hippo: store %s -> %s on disk\n", humanBytes(rep.Store.BytesBefore), humanBytes(rep.Store.BytesAfter))
	if !rep.Store.Compacted {
		fmt.Fprintln(c.stderr, "hippo: another process holds the store open, so its WAL keeps the old pages until it closes; run \"hippo purge\" again later or close Claude Code sessions")
	}
	c.reportPlaces(rep.StillPresent)
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
			fmt.Fprintf(c.stderr, "hippo: scrubbed %s in %s\n", plural.Count(p.Lines, "line", "lines"), p.Path)
		case p.Kind == "transcript":
			fmt.Fprintf(c.stderr, "hippo: still in Claude Code transcript %s (%s); --scrub-transcripts removes it\n", p.Path, plural.Count(p.Lines, "line", "lines"))
		default:
			fmt.Fprintf(c.stderr, "hippo: still in %s (%s); hippo never edits CLAUDE.md: remove it by hand\n", p.Path, plural.Count(p.Lines, "line", "lines"))
		}
	}
}

// confirmPurge asks on a terminal, and refuses without one.
func (c *cli) confirmPurge(mems []store.Memory, tomb bool) error {
	var b strings.Builder
	fmt.Fprintf(&b, "hippo: purge destroys %s, text and vector, with no way back:\n", plural.Count(len(mems), "memory", "memories"))
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

// noteTeamPurge says, before a purge of team memories, what reaches the
// team: a tombstone's text, and a purge only from a team admin.
func (c *cli) noteTeamPurge(dataDir string, mems []store.Memory, tomb bool) {
	ids := make([]string, len(mems))
	for i, m := range mems {
		ids[i] = m.ID
	}
	shared, err := team.SharedOf(dataDir, ids)
	if err != nil || len(shared) == 0 {
		return
	}
	fmt.Fprintf(c.stderr, "hippo: %s shared with the team: at the next sync the purge reaches every machine if you are a team admin, and stays here otherwise\n",
		plural.Count(len(shared), "memory is", "memories are"))
	if tomb {
		fmt.Fprintln(c.stderr, "hippo: the tombstone sends the rejected claim's text and your reason to the team, so that every machine refuses it")
	}
}
