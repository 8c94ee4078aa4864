package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"syscall"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/project"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/workflow"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "0.1.0-dev"

const usage = `hippo: long-term memory for Claude Code

Usage: hippo <command> [flags] [args]

Remember and recall:
  jot TEXT            store a memory (prints its id); "-" reads stdin
  recall QUERY        ranked memories for a query (--explain, --assoc, --json)
  show ID             one memory in full
  list                memories, newest first
  confirm ID          this memory was useful: it lasts longer
  pin ID / unpin ID   exempt a memory from decay and prune, or stop
  ingest PATH...      store Markdown session summaries (curated tier)
  capture FILE...     turn a Claude Code transcript into memories (--dry-run --json, --status)
  stats               counts and bytes on disk

Move and back up:
  export              every memory as JSONL, from one snapshot (--out FILE, --include-archived, --vectors)
  import FILE...      merge exports into this store (--dry-run, --json, --from-chroma DIR); safe to repeat

Forget and correct:
  prune               archive memories that decayed below the deletion floor (reversible)
  cold QUERY          reach archived memories with a specific cue
  archive ID          take a memory out of recall by hand (reversible)
  revive ID           bring an archived memory back
  correct ID TEXT     store the corrected fact; the old memory is superseded
  purge ID...         destroy completely (--tombstone --reason R, --scrub-transcripts, --yes)
  reject TEXT         tombstone a claim that was never stored (--reason)
  tombstones          list refused claims; "tombstones remove ID"

Rules:
  review-feedback     recurring corrections become draft rules; only what you accept reaches CLAUDE.md
                      (--list, --accept N --to project|user, --reject N --reason R, --contradictions)

Model:
  model fetch         download all-MiniLM-L6-v2 (pinned, verified)
  model status        where the model is and whether it loads
  reindex             embed memories stored before the model was present

Activity:
  log                 the activity log (--op, --id, --since, --json); "log verify" checks the chain

Team (a shared store on PostgreSQL; recall stays local):
  team join URL       link this machine to a team store; "team leave" removes the link
  team share ID       share a memory at the next sync (or: jot --share); redacted again first
  team sync           push this machine's shares and corrections, pull the team's
  team status         what is shared, what waits, the last sync; "team schema" prints the admin's SQL

Claude Code:
  install             register hippo's hooks in Claude Code (--dry-run shows the diff)
  uninstall           remove exactly what install added (--purge-data also deletes memories)
  doctor              check every part of the setup, with the fix for anything wrong
  ui                  a local web page to see, search and tend memory (--port, --no-open, --idle)
  hook EVENT          the hook entry point (session-start, prompt, session-end); fails open
  maintain            background work the hooks schedule: daily prune, capture, the sweep
  serve               the warm recall server the prompt hook uses (--status, --stop)
  mcp                 serve hippo's memory tools over MCP (stdio) to any MCP client
  selftest            run hippo's named end-to-end checks against throwaway stores (--list, --run)

  version             print the version
  help                this text

Every command takes --help. Data: $HIPPO_HOME, else $XDG_DATA_HOME/hippo, else ~/.local/share/hippo.
`

// commands are the commands that take only their arguments, each a method
// of cli; run dispatches the others itself.
var commands = map[string]func(*cli, context.Context, []string) error{
	"jot": (*cli).jot, "recall": (*cli).recall, "show": (*cli).show, "list": (*cli).list,
	"confirm": (*cli).confirm, "ingest": (*cli).ingest, "prune": (*cli).prune, "stats": (*cli).stats,
	"model": (*cli).model, "reindex": (*cli).reindex, "log": (*cli).activityLog, "capture": (*cli).capture,
	"export": (*cli).export, "import": (*cli).importCmd, "review-feedback": (*cli).reviewFeedback,
	"cold": (*cli).cold, "purge": (*cli).purge, "reject": (*cli).reject, "correct": (*cli).correct,
	"tombstones": (*cli).tombstones, "install": (*cli).install, "uninstall": (*cli).uninstall,
	"team": (*cli).team, "doctor": (*cli).doctor, "maintain": (*cli).maintain, "serve": (*cli).serve,
	"mcp": (*cli).mcp, "ui": (*cli).ui, "selftest": (*cli).selftest,
}

// run dispatches a command. It returns an error for report to print; it never
// exits, so tests can call it.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return &usageError{msg: "missing command", hint: "hippo help"}
	}
	env := &cli{stdin: stdin, stdout: stdout, stderr: stderr}
	cmd, rest := args[0], args[1:]
	if f, ok := commands[cmd]; ok {
		return f(env, ctx, rest)
	}
	switch cmd {
	case "pin", "unpin":
		return env.pin(ctx, rest, cmd == "pin")
	case "archive", "revive":
		return env.move(ctx, cmd, rest)
	case "hook":
		return runHook(ctx, rest, stdin, stdout, stderr)
	case "version", "--version":
		_, err := fmt.Fprintln(stdout, "hippo", version)
		return err
	case "help", "--help", "-h":
		_, err := io.WriteString(stdout, usage)
		return err
	default:
		return &usageError{msg: fmt.Sprintf("unknown command %q", cmd), hint: "hippo help"}
	}
}

type cli struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

// usageError is a mistake in how hippo was called: exit 2.
type usageError struct{ msg, hint string }

func (e *usageError) Error() string { return e.msg }

// hintError carries a next step for the user.
type hintError struct {
	err  error
	hint string
}

func (e *hintError) Error() string { return e.err.Error() }
func (e *hintError) Unwrap() error { return e.err }

// errHelp is returned after --help printed the usage: success.
var errHelp = errors.New("help shown")

// report prints err for a person on stderr and returns the exit code. When
// the command was asked for --json and stdout is still empty, the error also
// goes to stdout as one JSON object, {"error": ..., "hint": ...}, so a script
// reading stdout always gets a document to parse; a command that already
// printed its result (purge, then a failed transcript search) keeps stdout
// to that one document.
func report(stdout *countingWriter, stderr io.Writer, err error, asJSON bool) int {
	if err == nil || errors.Is(err, errHelp) {
		return 0
	}
	if ie := (*interruptedError)(nil); errors.As(err, &ie) {
		fmt.Fprintf(stderr, "hippo: %v\n", ie)
		return exitInterrupted
	}
	hint, code := explain(err)
	fmt.Fprintf(stderr, "hippo: error: %v\n", err)
	if hint != "" {
		fmt.Fprintf(stderr, "hippo: hint: %s\n", hint)
	}
	if asJSON && stdout.n == 0 {
		_ = writeJSON(stdout, jsonError{Error: err.Error(), Hint: hint})
	}
	return code
}

// jsonError is how every --json command reports a failure on stdout.
type jsonError struct {
	Error string `json:"error"`
	Hint  string `json:"hint,omitempty"`
}

// explain is err's hint line and exit code: 2 for a usage error, else 1.
func explain(err error) (hint string, code int) {
	var ue *usageError
	var he *hintError
	switch {
	case errors.As(err, &ue):
		return ue.hint, 2
	case errors.As(err, &he):
		return he.hint, 1
	}
	return hintFor(err), 1
}

// countingWriter tells report whether a command printed anything on stdout.
type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// wantsJSON reports whether args ask for --json, looking where the flag
// package would: before a "--". It is read before the command runs, so even a
// flag error or a missing store is reported as JSON.
func wantsJSON(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "json" {
			continue
		}
		if !hasValue {
			return true
		}
		b, err := strconv.ParseBool(value)
		return err == nil && b
	}
	return false
}

// hintFor maps the errors callers can act on to what to do next.
func hintFor(err error) string {
	var corrupt *store.CorruptError
	var missing *embedder.ModelMissingError
	var settings *config.SettingsError
	var readOnly *store.ReadOnlyError
	switch {
	case errors.As(err, &readOnly) && readOnly.OlderSchema > 0:
		// An older store is read only after its migration, which needs a
		// write: nothing works on it while the data dir stays read-only.
		return fmt.Sprintf("the data dir is read-only, and its store, at schema %d, must be migrated before this hippo can read it: make %s and its %s writable (remount it read-write, or chmod u+w) and the next command migrates it; until then no command can read it (the hippo that wrote it still can)",
			readOnly.OlderSchema, readOnly.Dir, store.DBFile)
	case errors.As(err, &readOnly):
		return fmt.Sprintf("the data dir is read-only: make %s and its %s writable (remount it read-write, or chmod u+w) to change memories; recall, list and stats work as it is",
			readOnly.Dir, store.DBFile)
	case errors.Is(err, store.ErrMigrationBlocked):
		return `run "hippo doctor --repair": it rebuilds the search index from the memories' text, which are intact, then brings the store up to date; until then hippo cannot open it`
	case errors.Is(err, store.ErrIndexDamaged):
		// Before corrupt: the memories are intact, and salvage would be too much.
		return `run "hippo doctor": "hippo doctor --repair" rebuilds the search index from the memories' text, which are intact; "hippo list" shows them meanwhile`
	case errors.Is(err, store.ErrMarkedDamaged) && errors.As(err, &corrupt):
		// Older versions marked the whole store for damage in its search
		// index alone, which --repair mends; doctor tells the two apart.
		return fmt.Sprintf("hippo has not changed %s; run \"hippo doctor\": it checks the store anew and says whether \"hippo doctor --repair\" (damage in the search index alone) or \"hippo doctor --salvage\" (which recovers what can still be read into a new store) mends it", corrupt.Path)
	case errors.As(err, &corrupt):
		return fmt.Sprintf("hippo has not changed %s; \"hippo doctor --salvage\" recovers what can still be read into a new store", corrupt.Path)
	case errors.As(err, &missing):
		return `run "hippo model fetch", or set HIPPO_MODEL_DIR`
	case errors.As(err, &settings):
		return fmt.Sprintf("fix %s (the README lists every setting and its type), or move it aside to use the defaults", settings.Path)
	case errors.Is(err, config.ErrRelativeHome):
		return `set it to an absolute path, e.g. export HIPPO_HOME="$HOME/.local/share/hippo"`
	case errors.Is(err, config.ErrNotDir):
		return "point HIPPO_HOME at a directory, or move the file out of the way"
	case errors.Is(err, store.ErrNothingSalvaged):
		return "the damaged store was left as it was; keep it for a backup restore, or move it aside to start a new store"
	case errors.Is(err, store.ErrNoTombstone):
		return `"hippo tombstones" lists them with their ids`
	case errors.Is(err, syscall.ENOSPC) || strings.Contains(err.Error(), "disk is full"):
		return "free space on the disk that holds the data dir and run the command again; nothing was written"
	case errors.Is(err, store.ErrNotFound):
		return `ids are listed by "hippo list" and "hippo recall"`
	case errors.Is(err, store.ErrAmbiguous):
		return "give more characters of the id: enough to tell the ones above apart"
	case errors.Is(err, store.ErrBlocked):
		return `the claim was rejected before; "hippo tombstones" lists tombstones, "hippo tombstones remove ID" lifts one`
	case errors.Is(err, store.ErrCycle):
		return `undo one link at a time: "hippo show ID" lists the chain; keep the memory just before the last and supersede the last`
	case errors.Is(err, store.ErrAlreadySuperseded):
		return `"hippo show ID" shows the chain; its newest memory is the one recall returns and the one to correct`
	case errors.Is(err, store.ErrNotArchived):
		return "only archived memories can be revived; it is already in recall"
	case errors.Is(err, store.ErrAlreadyArchived):
		return `it is already out of recall; "hippo revive ID" brings it back`
	case errors.Is(err, store.ErrPinned):
		return `the pin says to keep it: "hippo unpin ID" first`
	case errors.Is(err, store.ErrUnknownKind):
		return "hippo jot --kind convention TEXT"
	case errors.Is(err, store.ErrEmpty):
		return `give the memory as arguments, or pipe text to "hippo jot -"`
	case errors.Is(err, store.ErrTooLarge):
		return "a memory is one fact, decision or fix: jot its essence (ingest has the same limit per memory)"
	case errors.Is(err, store.ErrNotUTF8):
		return "convert the text to UTF-8 first (iconv -t UTF-8)"
	case errors.Is(err, store.ErrTooNew):
		return "install the newer hippo that wrote this store"
	case errors.Is(err, os.ErrPermission):
		return "check the owner and mode of the data dir (hippo keeps it 0700)"
	}
	return ""
}

// flags makes a FlagSet that reports errors instead of exiting and prints its
// usage to stderr on --help.
func (c *cli) flags(name, args, summary string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(&usageBuffer{w: c.stderr})
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: hippo %s %s\n\n%s\n\nFlags:\n", name, args, summary)
		fs.PrintDefaults()
	}
	return fs
}

// usageBuffer holds what the flag package prints until parse knows why it
// printed: --help shows the usage; for a bad flag the package would print
// the error bare and then the whole usage, so report prints it once instead,
// as "hippo: error:" with a hint naming --help.
type usageBuffer struct {
	bytes.Buffer
	w io.Writer
}

// done writes the held text when show is set, and drops it either way.
func (u *usageBuffer) done(show bool) {
	if show {
		_, _ = u.w.Write(u.Bytes())
	}
	u.Reset()
}

// parse parses flags, allowing them after positional arguments too
// ("hippo recall billing --json").
func parse(fs *flag.FlagSet, args []string) error {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if u, ok := fs.Output().(*usageBuffer); ok {
				u.done(errors.Is(err, flag.ErrHelp))
			}
			if errors.Is(err, flag.ErrHelp) {
				return errHelp
			}
			return &usageError{msg: err.Error(), hint: "hippo " + fs.Name() + " --help"}
		}
		args = fs.Args()
		if len(args) == 0 {
			break
		}
		if args[0] == "--" {
			pos = append(pos, args[1:]...)
			break
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
	return fs.Parse(append([]string{"--"}, pos...))
}

// storeOpts choose how a command opens the store.
type storeOpts struct {
	model    bool   // load the embedding model if present
	modelDir string // --model-dir
	sayMode  bool   // say so when recall will be lexical
	actor    string // who the activity log says wrote: "" is "cli"
}

// open opens the store for a CLI command. Without a model it answers in
// lexical mode and says so once, with the fix.
func (c *cli) open(ctx context.Context, o storeOpts) (*store.Store, func(), error) {
	dataDir, settings, err := workflow.Locate()
	if err != nil {
		return nil, nil, err
	}
	c.warnSettings(dataDir)
	if o.actor == "" {
		o.actor = "cli"
	}
	oo := workflow.OpenOptions{DataDir: dataDir, Settings: settings, ModelDir: o.modelDir, Store: store.Options{Actor: o.actor}}
	if o.model {
		oo.Model = workflow.ModelIfPresent
	}
	if o.sayMode {
		oo.Lexical = func(dir string) {
			fmt.Fprintf(c.stderr, "hippo: lexical mode: no embedding model in %s; run \"hippo model fetch\" for recall by meaning\n", dir)
		}
	}
	opened, err := workflow.Open(ctx, oo)
	var broken *workflow.ModelLoadError
	if errors.As(err, &broken) {
		return nil, nil, &hintError{err: err, hint: `re-download it with "hippo model fetch"`}
	}
	if err != nil {
		return nil, nil, err
	}
	return opened.Store, func() {
		if err := opened.Close(); err != nil {
			fmt.Fprintf(c.stderr, "hippo: warning: %v\n", err)
		}
	}, nil
}

// warnSettings names each key of the settings file that no setting reads,
// with the one it most likely meant: a misspelled key is otherwise ignored
// without a word. Hooks stay silent about it; doctor reports it too.
func (c *cli) warnSettings(dataDir string) {
	unknown, err := config.UnknownKeys(dataDir)
	if err != nil {
		return // Load has already reported an unreadable file
	}
	for _, u := range unknown {
		fmt.Fprintf(c.stderr, "hippo: warning: %s: unknown setting %q%s\n", config.SettingsFile, u.Key, didYouMean(u.Nearest))
	}
}

func didYouMean(nearest string) string {
	if nearest == "" {
		return " (the README lists the settings)"
	}
	return fmt.Sprintf(" (did you mean %q?)", nearest)
}

// here is the caller's project identity.
func here() project.Identity {
	wd, err := os.Getwd()
	if err != nil {
		return project.Identity{}
	}
	return project.Resolve(wd)
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false) // read by people and scripts, never embedded in HTML: keep "<project>" legible
	return enc.Encode(v)
}

// textArg joins positional args into one text argument, reading stdin for "-".
func (c *cli) textArg(fs *flag.FlagSet, what string) (string, error) {
	args := fs.Args()
	if len(args) == 1 && args[0] == "-" {
		b, err := io.ReadAll(io.LimitReader(c.stdin, store.MaxTextBytes+1))
		if err != nil {
			return "", fmt.Errorf("read stdin: %w", err)
		}
		return string(b), nil
	}
	text := strings.Join(args, " ")
	if strings.TrimSpace(text) == "" {
		return "", &usageError{msg: what + " required", hint: "hippo " + fs.Name() + " --help"}
	}
	return text, nil
}

func (c *cli) idArg(fs *flag.FlagSet) (string, error) {
	if fs.NArg() != 1 && fs.Name() == "tombstones remove" {
		return "", &usageError{msg: "tombstone id required", hint: `hippo tombstones remove 01J9ZK3Q8R   (ids are listed by "hippo tombstones")`}
	}
	if fs.NArg() != 1 {
		return "", &usageError{msg: "memory id required", hint: fmt.Sprintf("hippo %s 01J9ZK3Q8R   (ids are listed by \"hippo list\")", fs.Name())}
	}
	return fs.Arg(0), nil
}
