package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/install"
	"github.com/hippo-mem/hippo/internal/plural"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/workflow"
)

func (c *cli) install(ctx context.Context, args []string) error {
	fs := c.flags("install", "[flags]", "Register hippo's hooks in Claude Code's settings.json, create the data dir, and fetch the model.\nEvery other setting is kept; a backup is written first. Running it twice changes nothing.")
	dry := fs.Bool("dry-run", false, "show the exact settings diff; change nothing")
	noModel := fs.Bool("no-model", false, "do not fetch the model (recall stays lexical until \"hippo model fetch\")")
	noPerms := fs.Bool("no-permissions", false, "do not allow the model to run hippo jot/confirm/recall/cold/show without asking")
	binary := fs.String("binary", "", "the hippo binary the hooks run (default: this one)")
	withMCP := fs.Bool("mcp", false, "also register \"hippo mcp\" as a user-wide MCP server in Claude Code (~/.claude.json)")
	asJSON := fs.Bool("json", false, "print JSON: what changed (with --dry-run: the diffs)")
	if err := parse(fs, args); err != nil {
		return err
	}
	claudeDir, dataDir, err := dirs()
	if err != nil {
		return err
	}
	bin, err := hippoBinary(*binary)
	if err != nil {
		return err
	}
	opts := install.Options{ClaudeDir: claudeDir, DataDir: dataDir, Binary: bin, Permissions: !*noPerms}
	if *dry {
		return c.installDryRun(opts, *withMCP, *asJSON)
	}
	done, err := install.Install(opts, *withMCP)
	if done.MCP != nil && done.MCP.Changed() {
		fmt.Fprintf(c.stderr, "hippo: registered the MCP server \"hippo\" in %s (backup: %s)\n", done.MCP.Path, orDash(done.MCP.Backup))
	}
	if err != nil {
		return settingsError(err)
	}
	switch plan := done.Settings; {
	case !plan.Changed():
		fmt.Fprintf(c.stderr, "hippo: %s already registers hippo: nothing changed\n", plan.Path)
	case plan.Backup != "":
		fmt.Fprintf(c.stderr, "hippo: registered hooks in %s (backup: %s)\n", plan.Path, plan.Backup)
	default:
		fmt.Fprintf(c.stderr, "hippo: registered hooks in %s\n", plan.Path)
	}
	fmt.Fprintf(c.stderr, "hippo: data dir %s\n", dataDir)
	out := installJSON{DataDir: dataDir, Binary: bin, Settings: appliedJSON(&done.Settings), MCP: appliedJSON(done.MCP)}
	if !*noModel {
		out.Model = c.installModel(ctx)
	}
	fmt.Fprintln(c.stderr, `hippo: done. Check the setup any time with "hippo doctor"; see CLAUDE.md.example for what to tell Claude about hippo`)
	if *asJSON {
		return writeJSON(c.stdout, out)
	}
	return nil
}

// installJSON is "install --json" and "uninstall --json": each settings file
// touched, and what happened to the data dir and the model.
type installJSON struct {
	DryRun      bool       `json:"dry_run"`
	DataDir     string     `json:"data_dir"`
	Binary      string     `json:"binary,omitempty"`
	Settings    *planJSON  `json:"settings"`
	MCP         *planJSON  `json:"mcp,omitempty"`
	Model       *modelJSON `json:"model,omitempty"`
	DataDeleted bool       `json:"data_deleted,omitempty"`
}

type planJSON struct {
	Path    string `json:"path"`
	Changed bool   `json:"changed"`
	Backup  string `json:"backup,omitempty"`
	Diff    string `json:"diff,omitempty"` // dry runs only
}

type modelJSON struct {
	Dir     string `json:"dir"`
	Present bool   `json:"present"`
	Error   string `json:"error,omitempty"`
}

func appliedJSON(a *install.Applied) *planJSON {
	if a == nil {
		return nil
	}
	return &planJSON{Path: a.Path, Changed: a.Changed(), Backup: a.Backup}
}

func dryJSON(p install.Plan) *planJSON {
	return &planJSON{Path: p.Path, Changed: p.Changed(), Diff: install.Diff(p)}
}

func (c *cli) installDryRun(opts install.Options, withMCP, asJSON bool) error {
	plan, err := install.PlanInstall(opts)
	if err != nil {
		return settingsError(err)
	}
	out := installJSON{DryRun: true, DataDir: opts.DataDir, Binary: opts.Binary, Settings: dryJSON(plan)}
	if withMCP {
		mcpPlan, err := install.PlanUserMCP(opts.Binary)
		if err != nil {
			return settingsError(err)
		}
		out.MCP = dryJSON(mcpPlan)
	}
	fmt.Fprintf(c.stderr, "hippo: dry run: nothing was changed (data dir would be %s)\n", opts.DataDir)
	if asJSON {
		return writeJSON(c.stdout, out)
	}
	if !plan.Changed() {
		fmt.Fprintf(c.stdout, "%s already registers hippo: nothing to change\n", plan.Path)
	} else {
		fmt.Fprint(c.stdout, out.Settings.Diff)
	}
	if out.MCP != nil {
		fmt.Fprint(c.stdout, out.MCP.Diff)
	}
	return nil
}

// installModel fetches the model; a failure (offline) leaves hippo working in
// lexical mode and says how to finish later.
func (c *cli) installModel(ctx context.Context) *modelJSON {
	dir, err := c.modelDir("")
	if err != nil {
		fmt.Fprintf(c.stderr, "hippo: warning: %v\n", err)
		return &modelJSON{Error: err.Error()}
	}
	if embedder.Present(dir) {
		fmt.Fprintf(c.stderr, "hippo: model present in %s\n", dir)
		return &modelJSON{Dir: dir, Present: true}
	}
	fmt.Fprintf(c.stderr, "hippo: fetching the embedding model into %s\n", dir)
	fetchCtx, cancel := context.WithTimeout(ctx, 15*time.Minute)
	defer cancel()
	if err := c.fetchModel(fetchCtx, dir); err != nil {
		fmt.Fprintf(c.stderr, "hippo: warning: could not fetch the model: %v\n", err)
		fmt.Fprintln(c.stderr, `hippo: hippo works now in lexical mode; run "hippo model fetch" when online for recall by meaning`)
		return &modelJSON{Dir: dir, Error: err.Error()}
	}
	return &modelJSON{Dir: dir, Present: true}
}

// dirs are Claude Code's config dir and hippo's data dir.
func dirs() (claudeDir, dataDir string, err error) {
	if claudeDir, err = config.ClaudeDir(); err != nil {
		return "", "", err
	}
	dataDir, err = config.DataDir()
	return claudeDir, dataDir, err
}

func hippoBinary(flagValue string) (string, error) {
	bin := flagValue
	if bin == "" {
		exe, err := os.Executable()
		if err != nil {
			return "", fmt.Errorf("find the hippo binary: %w (pass --binary)", err)
		}
		bin = exe
	}
	abs, err := filepath.Abs(bin)
	if err != nil {
		return "", err
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		abs = real
	}
	// Refuse before anything is written: hooks pointing at a missing file
	// fail open, so Claude Code would run without memory and never say why.
	st, err := os.Stat(abs)
	why := ""
	switch {
	case errors.Is(err, os.ErrNotExist):
		why = "does not exist"
	case err != nil:
		return "", err
	case !st.Mode().IsRegular():
		why = "is not a file"
	case st.Mode().Perm()&0o111 == 0:
		why = "is not executable"
	}
	if why != "" {
		return "", &usageError{msg: fmt.Sprintf("--binary %s %s: the hooks would not run", abs, why),
			hint: `give the path of an installed hippo, e.g. --binary "$(command -v hippo)"; nothing was changed`}
	}
	return abs, nil
}

func settingsError(err error) error {
	switch {
	case errors.Is(err, install.ErrInvalid):
		return &hintError{err: err, hint: "fix the JSON (or restore a *.hippo-backup-* copy beside it) and run again; hippo changed nothing"}
	case errors.Is(err, install.ErrReadOnly):
		return &hintError{err: err, hint: "make it writable (chmod u+w) and run again, or add the hooks by hand: hippo install --dry-run shows them"}
	case errors.Is(err, install.ErrChanged):
		return &hintError{err: err, hint: "settings.json kept changing while hippo edited it; close the editor and run again"}
	}
	return err
}

func (c *cli) uninstall(_ context.Context, args []string) error {
	fs := c.flags("uninstall", "[flags]", "Remove what \"hippo install\" added to settings.json, and nothing else. Memories stay unless --purge-data.")
	dry := fs.Bool("dry-run", false, "show the exact settings diff; change nothing")
	purgeData := fs.Bool("purge-data", false, "also delete the data dir: every memory, log and setting")
	yes := fs.Bool("yes", false, "do not ask before --purge-data")
	asJSON := fs.Bool("json", false, "print JSON: what changed (with --dry-run: the diffs)")
	if err := parse(fs, args); err != nil {
		return err
	}
	claudeDir, dataDir, err := dirs()
	if err != nil {
		return err
	}
	rec, err := install.LoadRecord(dataDir)
	if err != nil {
		return err
	}
	plan, err := install.PlanUninstall(claudeDir, rec)
	if err != nil {
		return settingsError(err)
	}
	if *dry {
		return c.uninstallDryRun(plan, rec, dataDir, *asJSON)
	}
	if *purgeData && !*yes {
		return &usageError{msg: "refusing to delete " + dataDir + " without --yes: every memory would be destroyed", hint: "hippo uninstall --purge-data --yes"}
	}
	done, err := install.Uninstall(func() (install.Plan, error) { return install.PlanUninstall(claudeDir, rec) }, dataDir, *purgeData)
	c.printUninstalled(done, rec == nil)
	if err != nil {
		return settingsError(err)
	}
	if done.DataDeleted {
		fmt.Fprintf(c.stderr, "hippo: deleted %s\n", dataDir)
	} else {
		fmt.Fprintf(c.stderr, "hippo: memories kept in %s (delete them with --purge-data)\n", dataDir)
	}
	if *asJSON {
		return writeJSON(c.stdout, installJSON{DataDir: dataDir, Settings: appliedJSON(done.Settings), MCP: appliedJSON(done.MCP), DataDeleted: done.DataDeleted})
	}
	return nil
}

func (c *cli) uninstallDryRun(plan install.Plan, rec *install.Record, dataDir string, asJSON bool) error {
	out := installJSON{DryRun: true, DataDir: dataDir, Settings: dryJSON(plan)}
	mcpPlan, err := install.PlanMCPUninstall(rec)
	if err != nil {
		return settingsError(err)
	}
	if mcpPlan.Changed() {
		out.MCP = dryJSON(mcpPlan)
	}
	fmt.Fprintln(c.stderr, "hippo: dry run: nothing was changed")
	if asJSON {
		return writeJSON(c.stdout, out)
	}
	fmt.Fprint(c.stdout, out.Settings.Diff)
	if out.MCP != nil {
		fmt.Fprint(c.stdout, out.MCP.Diff)
	}
	return nil
}

// printUninstalled says what each step that was done changed.
func (c *cli) printUninstalled(done install.Uninstalled, noRecord bool) {
	if p := done.Settings; p != nil && p.Changed() {
		fmt.Fprintf(c.stderr, "hippo: removed hippo from %s (backup: %s)\n", p.Path, p.Backup)
	} else if p != nil {
		fmt.Fprintf(c.stderr, "hippo: %s has no hippo hooks: nothing changed\n", p.Path)
	}
	if done.MCP == nil {
		return
	}
	if done.MCP.Changed() {
		fmt.Fprintf(c.stderr, "hippo: removed the MCP server \"hippo\" from %s (backup: %s)\n", done.MCP.Path, done.MCP.Backup)
	}
	if noRecord {
		fmt.Fprintln(c.stderr, "hippo: no install record: hook entries were removed, permission rules left as they are")
	}
}

func (c *cli) doctor(ctx context.Context, args []string) error {
	fs := c.flags("doctor", "[flags]", "Check every part of hippo: hooks, binary, data dir, model, store, error log, capture, hook latency.")
	modelDir := fs.String("model-dir", "", "embedding model directory")
	asJSON := fs.Bool("json", false, "print JSON")
	salvage := fs.Bool("salvage", false, "recover a damaged store: copy what SQLite can still read into a new one, keep the damaged file aside")
	repair := fs.Bool("repair", false, "rebuild the search index from the memories' text when it is damaged or out of step (nothing is written when it is sound)")
	if err := parse(fs, args); err != nil {
		return err
	}
	claudeDir, dataDir, err := dirs()
	if err != nil {
		return err
	}
	if *salvage {
		return c.salvage(ctx, dataDir, *asJSON)
	}
	if *repair {
		return c.repairIndex(ctx, dataDir, *asJSON)
	}
	md, err := c.modelDir(*modelDir)
	if err != nil {
		// Doctor reports a data dir or settings file it cannot use as a
		// check; the model is then looked for where it would be by default.
		if md, _, err = (config.Settings{}).ResolveModelDir(*modelDir); err != nil {
			return err
		}
	}
	checks := install.Doctor(ctx, install.DoctorOptions{ClaudeDir: claudeDir, DataDir: dataDir, ModelDir: md, Now: time.Now()})
	checks = append(checks, teamCheck(ctx, dataDir))
	failed := 0
	for _, ch := range checks {
		if ch.Status == install.StatusFail {
			failed++
		}
	}
	if *asJSON {
		if err := writeJSON(c.stdout, checks); err != nil {
			return err
		}
	} else {
		for _, ch := range checks {
			fmt.Fprintf(c.stdout, "%-4s %-22s %s\n", ch.Status, ch.Name, ch.Detail)
			if ch.Fix != "" {
				fmt.Fprintf(c.stdout, "     %-22s fix: %s\n", "", ch.Fix)
			}
		}
	}
	if failed > 0 {
		return fmt.Errorf("%s failed", plural.Count(failed, "check", "checks"))
	}
	return nil
}

// indexRepair is what doctor --repair did, for --json.
type indexRepair struct {
	Repaired bool              `json:"repaired"`
	Before   store.IndexReport `json:"before"`
	After    store.IndexReport `json:"after"`
	// Unmarked: the store was marked damaged (an older hippo did so for
	// damage in the index alone), and the mark is cleared.
	Unmarked bool `json:"damaged_mark_cleared"`
}

// repairIndex rebuilds a damaged or out-of-step search index in place, and
// clears the damaged mark an older hippo left for damage in the index alone.
// Damage beyond the index is refused with salvage's hint: a rebuild cannot
// mend it.
func (c *cli) repairIndex(ctx context.Context, dataDir string, asJSON bool) error {
	s, err := store.OpenForRepair(ctx, dataDir, store.Options{Actor: "cli"})
	if errors.Is(err, store.ErrMarkedDamaged) {
		return &hintError{err: err, hint: "checked anew, the damage is not in the search index alone, and a rebuild cannot mend it; nothing was changed; \"hippo doctor --salvage\" recovers what can still be read into a new store"}
	}
	if err != nil {
		return err
	}
	defer s.Close()
	if err := s.CheckIntegrity(ctx); err != nil && !errors.Is(err, store.ErrIndexDamaged) {
		return err
	}
	before, after, repaired, err := s.RepairLexicalIndex(ctx)
	if errors.Is(err, store.ErrRebuildInPlace) {
		// Only the index's pages are unreadable: salvage copies every memory
		// into a new store, which indexes them anew, and loses none.
		fmt.Fprintf(c.stderr, "hippo: %v; salvaging the memories, which are intact, into a new store instead\n", err)
		_ = s.Close()
		return c.salvage(ctx, dataDir, asJSON)
	}
	if err != nil {
		return &hintError{err: err, hint: "nothing was changed unless the message says so; \"hippo doctor --salvage\" copies the memories into a new store, which indexes them anew"}
	}
	if err := s.CheckIntegrity(ctx); err != nil {
		return fmt.Errorf("after the repair: %w", err)
	}
	unmarked, err := s.ClearIndexMark(ctx)
	if err != nil {
		return fmt.Errorf("after the repair: %w", err)
	}
	if asJSON {
		return writeJSON(c.stdout, indexRepair{Repaired: repaired, Before: before, After: after, Unmarked: unmarked})
	}
	if repaired {
		fmt.Fprintf(c.stdout, "rebuilt the search index: %s indexed; it was %s\n", plural.Count(after.Indexed, "memory", "memories"), before.Problem())
	} else {
		fmt.Fprintf(c.stdout, "the search index is in step with the memories (%s indexed): nothing to repair\n", plural.Count(after.Indexed, "memory", "memories"))
	}
	if unmarked {
		fmt.Fprintln(c.stdout, "cleared the damaged mark an earlier hippo left for damage in the search index alone: list, jot and show work again")
	}
	if !after.OK() {
		return fmt.Errorf("the rebuilt search index is still not in step: %s", after.Problem())
	}
	return nil
}

func (c *cli) salvage(ctx context.Context, dataDir string, asJSON bool) error {
	rep, logErr, err := workflow.Salvage(ctx, dataDir, version, time.Now())
	if errors.Is(err, store.ErrNothingSalvaged) {
		return err // hintFor says what to do with a store nothing could be read from
	}
	if err != nil {
		return &hintError{err: err, hint: "nothing was changed; the damaged store is where it was"}
	}
	if logErr != nil {
		fmt.Fprintf(c.stderr, "hippo: warning: %v\n", logErr)
	}
	if asJSON {
		return writeJSON(c.stdout, rep)
	}
	fmt.Fprintf(c.stdout, "recovered %s and %s; %s could not be read\n", plural.Count(rep.Recovered, "memory", "memories"), plural.Count(rep.Tombstones, "tombstone", "tombstones"), plural.Count(rep.Unreadable, "row", "rows"))
	fmt.Fprintf(c.stderr, "hippo: the damaged store is kept at %s; it still holds memory text, so delete it once you are satisfied\n", rep.Damaged)
	fmt.Fprintln(c.stderr, `hippo: run "hippo reindex" if the model is installed, to embed memories whose vectors were lost`)
	return nil
}
