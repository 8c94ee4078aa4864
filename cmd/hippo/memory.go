package main

import (
	"context"
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/frame"
	"github.com/hippo-mem/hippo/internal/plural"
	"github.com/hippo-mem/hippo/redact"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/team"
	"github.com/hippo-mem/hippo/workflow"
)

func (c *cli) jot(ctx context.Context, args []string) error {
	fs := c.flags("jot", "[flags] TEXT | -", "Store a memory and print its id. Secrets are redacted before anything is stored.\n"+
		"A fact said again reinforces the memory that says it (its id is printed); a changed value supersedes\n"+
		"the old memory. A tombstoned claim is refused.")
	kind := fs.String("kind", "fact", "kind: "+decay.KindList())
	topic := fs.String("topic", "", "topic label (default: this project's name)")
	pin := fs.Bool("pin", false, "pin it: exempt from decay and prune")
	supersedes := fs.String("supersedes", "", "this corrects memory ID, which leaves recall (as \"hippo correct\")")
	force := fs.Bool("force", false, "store the text as written: never reinforce or supersede (a tombstone still refuses it)")
	modelDir := fs.String("model-dir", "", "embedding model directory")
	asJSON := fs.Bool("json", false, "print JSON: id, action (store, reinforce, supersede), target")
	share := fs.Bool("share", false, "share it with the team at the next sync (see hippo team)")
	if err := parse(fs, args); err != nil {
		return err
	}
	text, err := c.textArg(fs, "memory text")
	if err != nil {
		return err
	}
	if *share {
		if err := c.checkJoined(); err != nil {
			return err
		}
	}
	if *supersedes != "" {
		return c.write(ctx, text, *modelDir, *asJSON, func(s *store.Store) (workflow.Written, error) {
			r, err := workflow.Correct(ctx, s, workflow.Correction{OldID: *supersedes, Text: text, Kind: decay.Kind(*kind), Project: here().Path, By: workflow.ByCLI})
			return corrected(r), err
		})
	}
	return c.write(ctx, text, *modelDir, *asJSON, func(s *store.Store) (workflow.Written, error) {
		w, err := workflow.Jot(ctx, s, workflow.JotRequest{Text: text, Kind: decay.Kind(*kind), Topic: *topic, Project: here(), Pinned: *pin, Force: *force})
		if err == nil && *share {
			var sh team.Shared
			if sh, err = team.Share(ctx, s, s.Dir(), w.ID); err == nil {
				c.sharedNote(sh)
			}
		}
		return w, err
	})
}

// corrected is a correction told as a write: a supersede of the old memory.
func corrected(r store.AddResult) workflow.Written {
	return workflow.Written{ID: r.Memory.ID, Action: capture.DecisionSupersede, Target: r.Memory.Supersedes, Memory: r.Memory, Redacted: r.Redacted}
}

// write is the end of jot and correct: check the text before loading a model
// for nothing, open the store with the model, write, and print the id alone
// on stdout (A=$(hippo jot ...) captures it) and, on stderr, what the write
// did to an existing memory, with the command that undoes a supersede.
func (c *cli) write(ctx context.Context, text, modelDir string, asJSON bool, add func(*store.Store) (workflow.Written, error)) error {
	if err := store.ValidateText(text); err != nil {
		return err
	}
	s, done, err := c.open(ctx, storeOpts{model: true, modelDir: modelDir})
	if err != nil {
		return err
	}
	defer done()
	w, err := add(s)
	if err != nil {
		return err
	}
	c.noteRedactions(w.Redacted)
	if asJSON {
		return writeJSON(c.stdout, w)
	}
	if _, err := fmt.Fprintln(c.stdout, w.ID); err != nil {
		return err
	}
	switch w.Action {
	case capture.DecisionReinforce:
		fmt.Fprintf(c.stderr, "hippo: reinforced %s: it already says this (hippo jot --force stores a copy)\n", w.Target)
	case capture.DecisionSupersede:
		fmt.Fprintf(c.stderr, "hippo: superseded %s (undo: hippo review-feedback --keep %s --supersede %s)\n", w.Target, w.Target, w.ID)
	case capture.DecisionHistory:
		fmt.Fprintf(c.stderr, "hippo: stored as history under %s, which was said later\n", w.Target)
	}
	return nil
}

func (c *cli) noteRedactions(found []redact.Finding) {
	if len(found) == 0 {
		return
	}
	fmt.Fprintf(c.stderr, "hippo: redacted %s before storing (%s)\n", plural.Count(len(found), "secret", "secrets"), strings.Join(redact.Kinds(found), ", "))
}

func (c *cli) recall(ctx context.Context, args []string) error {
	fs := c.flags("recall", "[flags] QUERY", "Recall memories for a query, best first. Hits shown are reinforced.")
	k := fs.Int("k", 5, "at most this many first-hop memories")
	assoc := fs.Bool("assoc", false, "add a second hop: neighbours of the hits, ranked below them")
	explain := fs.Bool("explain", false, "show each part of the score, and near-misses below the bands")
	topic := fs.String("topic", "", "topic to boost (default: this project's name)")
	modelDir := fs.String("model-dir", "", "embedding model directory")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	query, err := c.textArg(fs, "query")
	if err != nil {
		return err
	}
	if *topic == "" {
		*topic = here().Topic
	}
	s, done, err := c.open(ctx, storeOpts{model: true, modelDir: *modelDir, sayMode: true})
	if err != nil {
		return err
	}
	defer done()
	if s.ReadOnly() {
		fmt.Fprintln(c.stderr, "hippo: read-only store: recall does not reinforce")
	}
	// The user asked for the nearest memories: weak matches fill the list up
	// to k, marked and with their reason (never reinforced, never injected).
	res, err := s.Recall(ctx, store.Query{Text: query, Topic: *topic, K: *k, Assoc: *assoc, NearMisses: true, CountUnindexed: true})
	if err != nil {
		return err
	}
	if !*explain {
		res.Hits = fillWithWeak(res.Hits, *k)
	}
	if res.Unindexed > 0 {
		fmt.Fprintf(c.stderr, "hippo: no vector yet for %s: found by words only; run \"hippo reindex\"\n", plural.Count(res.Unindexed, "memory", "memories"))
	}
	if *asJSON {
		if res.Hits == nil {
			res.Hits = []store.Hit{} // "hits": null would break a script that iterates it
		}
		return writeJSON(c.stdout, res)
	}
	if len(res.Hits) == 0 {
		fmt.Fprintf(c.stderr, "hippo: no memories recalled: %s\n", res.Why)
		return nil
	}
	now := time.Now()
	for _, h := range res.Hits {
		label := string(h.Band)
		if h.Hop == 2 {
			label += ", via " + h.Via
		}
		if h.Said > 1 {
			label += fmt.Sprintf(", said %d times", h.Said)
		}
		fmt.Fprintf(c.stdout, "[%s] %s  %s  topic %s\n", label, h.Memory.ID, frame.DateAge(h.Memory.CreatedAt, now), orDash(h.Memory.Topic))
		fmt.Fprintf(c.stdout, "  %s\n", indent(h.Memory.Text))
		if h.Why != "" {
			fmt.Fprintf(c.stdout, "  (weak: %s)\n", h.Why)
		}
		if *explain {
			fmt.Fprintf(c.stdout, "  score %.3f = similarity %.3f (semantic %.3f, lexical %.3f) x strength %.3f x topic %.1f  [%s]\n",
				h.Score, h.Similarity, h.Semantic, h.Lexical, h.Strength, h.TopicBoost, res.Mode)
		}
	}
	if len(res.Hits) > 0 && !hasShown(res.Hits) {
		fmt.Fprintf(c.stderr, "hippo: only weak matches: %s\n", res.Why)
	}
	return nil
}

// fillWithWeak keeps the hits in a band and, after them, weak ones up to k in all.
func fillWithWeak(hits []store.Hit, k int) []store.Hit {
	var out []store.Hit
	for _, h := range hits {
		if h.Band != store.BandWeak || len(out) < k {
			out = append(out, h)
		}
	}
	return out
}

func hasShown(hits []store.Hit) bool {
	for _, h := range hits {
		if h.Band != store.BandWeak {
			return true
		}
	}
	return false
}

// shownMemory is a memory as "hippo show" prints it: with its strength now,
// and for a person, one row per property.
type shownMemory struct {
	store.Memory
	Strength float64 `json:"strength"`
	// Occurrences is every time the statement was made: its own, then each
	// restatement that reinforced it instead of adding a copy.
	Occurrences []store.Occurrence `json:"occurrences"`
	rows        [][2]string
}

func (c *cli) show(ctx context.Context, args []string) error {
	return idCommand(ctx, c, args, "show", "Show one memory in full: text, provenance, decay state and links.",
		func(s *store.Store, ctx context.Context, id string) (shownMemory, error) {
			m, err := s.Get(ctx, id)
			if err != nil {
				return shownMemory{}, err
			}
			occ, err := s.Occurrences(ctx, []store.Memory{m})
			if err != nil {
				return shownMemory{}, err
			}
			now := time.Now()
			sm := shownMemory{Memory: m, Strength: m.StrengthAt(now), Occurrences: occ[m.ID], rows: c.showRows(ctx, s, m, now)}
			if n := len(sm.Occurrences); n > 1 {
				said := fmt.Sprintf("%s, last %s", plural.Count(n, "time", "times"), frame.DateAge(sm.Occurrences[n-1].StatedAt, now))
				sm.rows = append(sm.rows, [2]string{"said", said})
			}
			return sm, nil
		},
		func(sm shownMemory) string {
			lines := make([]string, len(sm.rows))
			for i, r := range sm.rows {
				lines[i] = fmt.Sprintf("%-11s %s", r[0]+":", r[1])
			}
			return strings.Join(lines, "\n")
		})
}

func (c *cli) showRows(ctx context.Context, s *store.Store, m store.Memory, now time.Time) [][2]string {
	state := "active"
	switch {
	case m.SupersededBy != "":
		state = "superseded by " + m.SupersededBy
	case m.Archived:
		state = "archived " + frame.DateAge(m.ArchivedAt, now)
	}
	rows := [][2]string{
		{"id", m.ID},
		{"text", indent(m.Text)},
		{"kind", string(m.Kind) + " (" + string(m.MemoryType) + fmt.Sprintf(", consolidation level %d)", m.ConsolidationLevel)},
		{"state", state},
		{"stated", frame.DateAge(m.StatedAt, now)},
		{"created", frame.DateAge(m.CreatedAt, now)},
		{"last used", frame.DateAge(m.LastAccessed, now)},
		{"strength", fmt.Sprintf("%.3f (stability %.1f days, base %.0f)", m.StrengthAt(now), m.Stability, m.BaseStability)},
		{"used", plural.Count(m.AccessCount, "time", "times")},
		{"pinned", fmt.Sprint(m.Pinned)},
		{"topic", orDash(m.Topic)},
		{"project", orDash(m.Project)},
		{"origin", string(m.Origin) + ", said by " + string(m.Speaker)},
		{"provenance", m.Provenance()},
	}
	if chain := chainText(m, s.Chain(ctx, m)); chain != "" {
		rows = append(rows, [2]string{"chain", chain})
	}
	return rows
}

func (c *cli) list(ctx context.Context, args []string) error {
	fs := c.flags("list", "[flags]", "List memories, newest first.")
	all := fs.Bool("all", false, "include archived and superseded memories")
	kind := fs.String("kind", "", "only this kind")
	topic := fs.String("topic", "", "only this topic")
	limit := fs.Int("limit", 50, "at most this many (0: all)")
	asJSON := fs.Bool("json", false, "print JSON")
	s, done, err := c.parseOpen(ctx, fs, args)
	if err != nil {
		return err
	}
	defer done()
	mems, err := s.List(ctx, store.ListOptions{IncludeArchived: *all, IncludeSuperseded: *all, Kind: decay.Kind(*kind), Topic: *topic, Limit: *limit})
	if err != nil {
		return err
	}
	now := time.Now()
	return printList(c, *asJSON, mems, func(m store.Memory) {
		flags := ""
		if m.Pinned {
			flags += " pinned"
		}
		if m.Archived {
			flags += " archived"
		}
		if m.SupersededBy != "" {
			flags += " superseded"
		}
		fmt.Fprintf(c.stdout, "%s  %-10s %-10s %s%s\n  %s\n", m.ID, m.Kind, orDash(m.Topic), frame.DateAge(m.CreatedAt, now), flags, oneLine(m.Text, 100))
	}, `hippo: no memories yet; add one with "hippo jot TEXT"`)
}

// parseOpen parses the flags of a command that needs only the store, then
// opens it; the caller defers done.
func (c *cli) parseOpen(ctx context.Context, fs *flag.FlagSet, args []string) (*store.Store, func(), error) {
	if err := parse(fs, args); err != nil {
		return nil, nil, err
	}
	return c.open(ctx, storeOpts{})
}

// idCommand is the shape of the commands that act on one thing by id: parse,
// open the store, act, then print the result as JSON or as text for a person.
func idCommand[T any](ctx context.Context, c *cli, args []string, name, summary string,
	act func(*store.Store, context.Context, string) (T, error), say func(T) string) error {
	fs := c.flags(name, "[flags] ID", summary)
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
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
	v, err := act(s, ctx, id)
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(c.stdout, v)
	}
	_, err = fmt.Fprintln(c.stdout, say(v))
	return err
}

// printList prints a list as JSON (an empty array, never null), or one entry
// at a time for a person, saying none on stderr when it is empty.
func printList[T any](c *cli, asJSON bool, items []T, each func(T), none string) error {
	if asJSON {
		if items == nil {
			items = []T{}
		}
		return writeJSON(c.stdout, items)
	}
	for _, it := range items {
		each(it)
	}
	if len(items) == 0 {
		fmt.Fprintln(c.stderr, none)
	}
	return nil
}

func (c *cli) confirm(ctx context.Context, args []string) error {
	return idCommand(ctx, c, args, "confirm", "Record that a memory was useful: its stability grows x2.5 (capped).",
		(*store.Store).Confirm, func(m store.Memory) string {
			return fmt.Sprintf("confirmed %s: stability %.1f days", m.ID, m.Stability)
		})
}

func (c *cli) pin(ctx context.Context, args []string, pinned bool) error {
	name, summary := "pin", "Exempt a memory from decay and prune. A pin never overrides purge or correction."
	if !pinned {
		name, summary = "unpin", "Let a pinned memory decay again, starting from now."
	}
	return idCommand(ctx, c, args, name, summary,
		func(s *store.Store, ctx context.Context, id string) (store.Memory, error) {
			return s.SetPinned(ctx, id, pinned)
		},
		func(m store.Memory) string { return name + "ned " + m.ID })
}

func (c *cli) ingest(ctx context.Context, args []string) error {
	fs := c.flags("ingest", "[flags] PATH...", "Store Markdown session summaries (files, or folders searched for *.md) as curated memories.\nRe-ingesting an edited file replaces its text and keeps what the memory earned.")
	topic := fs.String("topic", "", "topic label (default: this project's name)")
	modelDir := fs.String("model-dir", "", "embedding model directory")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return &usageError{msg: "path required", hint: "hippo ingest session_summaries/"}
	}
	files, err := workflow.SummaryFiles(fs.Args())
	if err != nil {
		return &hintError{err: err, hint: "give Markdown files, or folders that hold them: hippo ingest session_summaries/"}
	}
	if len(files) == 0 {
		return &usageError{msg: "no .md files in " + strings.Join(fs.Args(), ", "), hint: "ingest reads Markdown session summaries (*.md); other files are skipped"}
	}
	s, done, err := c.open(ctx, storeOpts{model: true, modelDir: *modelDir})
	if err != nil {
		return err
	}
	defer done()
	var failed int
	results := workflow.Ingest(ctx, s, files, *topic, here(), func(f string, r store.IngestResult, err error) {
		if err != nil {
			failed++
			fmt.Fprintf(c.stderr, "hippo: skipped %s: %v\n", f, err)
			return
		}
		c.noteRedactions(r.Redacted)
		if !*asJSON {
			fmt.Fprintf(c.stdout, "%-10s %s  %s\n", r.Action, r.ID, r.Path)
		}
	})
	if *asJSON {
		if err := writeJSON(c.stdout, results); err != nil {
			return err
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d of %s not ingested", failed, plural.Count(len(files), "file", "files"))
	}
	return nil
}

func (c *cli) prune(ctx context.Context, args []string) error {
	fs := c.flags("prune", "[flags]", "Archive memories whose strength fell below the deletion floor. Reversible; pinned memories are kept.")
	dry := fs.Bool("dry-run", false, "list what would be archived; change nothing")
	asJSON := fs.Bool("json", false, "print JSON")
	s, done, err := c.parseOpen(ctx, fs, args)
	if err != nil {
		return err
	}
	defer done()
	faded, err := s.Prune(ctx, *dry)
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(c.stdout, map[string]any{"dry_run": *dry, "archived": ids(faded)})
	}
	verb := "archived"
	if *dry {
		verb = "would archive"
	}
	for _, m := range faded {
		fmt.Fprintf(c.stdout, "%s %s  %s\n", verb, m.ID, oneLine(m.Text, 80))
	}
	fmt.Fprintf(c.stderr, "hippo: %s %s\n", verb, plural.Count(len(faded), "memory", "memories"))
	return nil
}

func ids(mems []store.Memory) []string {
	out := make([]string, 0, len(mems))
	for _, m := range mems {
		out = append(out, m.ID)
	}
	return out
}

func (c *cli) stats(ctx context.Context, args []string) error {
	fs := c.flags("stats", "[flags]", "Counts of memories, and bytes on disk for each part of the store.")
	asJSON := fs.Bool("json", false, "print JSON")
	s, done, err := c.parseOpen(ctx, fs, args)
	if err != nil {
		return err
	}
	defer done()
	st, err := s.Stats(ctx)
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(c.stdout, st)
	}
	w := c.stdout
	fmt.Fprintf(w, "memories:   %d (%d active, %d archived, %d superseded, %d pinned)\n", st.Memories, st.Active, st.Archived, st.Superseded, st.Pinned)
	fmt.Fprintf(w, "vectors:    %d\n", st.WithVector)
	fmt.Fprintf(w, "history:    %d strength events\n", st.StrengthEvents)
	fmt.Fprintf(w, "by kind:    %s\n", counts(st.ByKind))
	fmt.Fprintf(w, "by tier:    %s\n", counts(st.ByType))
	fmt.Fprintf(w, "data dir:   %s\n", s.Dir())
	for _, k := range []string{"records", "vectors", "lexical_index", "database_file", "wal", "log", "capture_state"} {
		fmt.Fprintf(w, "  %-14s %s\n", k, humanBytes(st.Bytes[k]))
	}
	return nil
}

func counts(m map[string]int) string {
	if len(m) == 0 {
		return "-"
	}
	var parts []string
	for _, k := range sortedKeys(m) {
		parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
	}
	return strings.Join(parts, ", ")
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func indent(s string) string { return strings.ReplaceAll(s, "\n", "\n  ") }

func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}

// chain renders a memory's correction history, oldest first, marking this one.
// chainText prints m's supersession chain, oldest first, marking m.
func chainText(m store.Memory, links []store.ChainLink) string {
	if len(links) == 0 {
		return ""
	}
	ids := make([]string, len(links))
	for i, l := range links {
		switch {
		case l.Purged:
			ids[i] = l.ID + " (purged)"
		case l.ID == m.ID:
			ids[i] = "*" + l.ID
		default:
			ids[i] = l.ID
		}
	}
	return strings.Join(ids, " -> ") + "   (* this one; the last is current)"
}
