package install

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/internal/plural"
	"github.com/hippo-mem/hippo/store"
)

// Check is one doctor finding.
type Check struct {
	Name   string `json:"name"`
	Status string `json:"status"` // ok, warn, fail
	Detail string `json:"detail"`
	Fix    string `json:"fix,omitempty"`
}

// Check statuses.
const (
	StatusOK   = "ok"
	StatusWarn = "warn"
	StatusFail = "fail"
)

// DoctorOptions say where to look.
type DoctorOptions struct {
	ClaudeDir, DataDir, ModelDir string
	Now                          time.Time
}

// Doctor checks every part of an installation and says how to fix what is wrong.
func Doctor(ctx context.Context, o DoctorOptions) []Check {
	var out []Check
	out = append(out, checkHooks(o.ClaudeDir)...)
	out = append(out, checkDataDir(o.DataDir))
	out = append(out, checkSettings(o.DataDir))
	out = append(out, checkModel(ctx, o.ModelDir))
	out = append(out, checkStore(ctx, o.DataDir)...)
	out = append(out, checkSupersession(ctx, o.DataDir)...)
	out = append(out, checkErrors(o.DataDir, o.Now))
	out = append(out, checkCapture(o.DataDir, o.Now))
	out = append(out, checkLatency(o.DataDir, o.Now)...)
	return out
}

var quotedBinary = regexp.MustCompile(`^'((?:[^']|'\\'')*)' hook `)

func checkHooks(claudeDir string) []Check {
	path := filepath.Join(claudeDir, SettingsFile)
	b, _, existed, err := readSettings(path)
	fix := "hippo install"
	switch {
	case err != nil:
		return []Check{{Name: "hooks", Status: StatusFail, Detail: err.Error(), Fix: "check the permissions of " + path}}
	case !existed:
		return []Check{{Name: "hooks", Status: StatusFail, Detail: path + " does not exist: hippo is not installed", Fix: fix}}
	}
	root, err := decodeObject(b)
	if err != nil {
		return []Check{{Name: "hooks", Status: StatusFail, Detail: fmt.Sprintf("%s is not valid JSON: %v", path, err), Fix: "fix the file (hippo keeps backups beside it), then: hippo install"}}
	}
	var checks []Check
	hooksObj, _ := root.get("hooks")
	ho, _ := hooksObj.(*object)
	for _, h := range Hooks {
		cmd := findHippoCommand(ho, h)
		if cmd == "" {
			checks = append(checks, Check{Name: "hook " + h.Arg, Status: StatusFail, Detail: h.Event + " has no hippo hook", Fix: fix})
			continue
		}
		bin := cmd
		if m := quotedBinary.FindStringSubmatch(cmd); m != nil {
			bin = strings.ReplaceAll(m[1], `'\''`, "'")
		}
		st, err := os.Stat(bin)
		switch {
		case err != nil:
			checks = append(checks, Check{Name: "hook " + h.Arg, Status: StatusFail, Detail: "the hook runs " + bin + ", which does not exist", Fix: "reinstall hippo, then: hippo install"})
		case st.Mode()&0o111 == 0:
			checks = append(checks, Check{Name: "hook " + h.Arg, Status: StatusFail, Detail: bin + " is not executable", Fix: "chmod +x " + bin})
		default:
			checks = append(checks, Check{Name: "hook " + h.Arg, Status: StatusOK, Detail: "registered for " + h.Event + ": " + cmd})
		}
	}
	return checks
}

func findHippoCommand(hooksObj *object, h Hook) string {
	if hooksObj == nil {
		return ""
	}
	gv, _ := hooksObj.get(h.Event)
	groups, _ := gv.([]any)
	for _, g := range groups {
		group, _ := g.(*object)
		if group == nil {
			continue
		}
		hv, _ := group.get("hooks")
		list, _ := hv.([]any)
		for _, x := range list {
			handler, _ := x.(*object)
			if handler == nil {
				continue
			}
			c, _ := handler.get("command")
			if s, ok := c.(string); ok && hippoCommand.MatchString(s) && strings.HasSuffix(s, " "+h.Arg) {
				return s
			}
		}
	}
	return ""
}

func checkDataDir(dir string) Check {
	st, err := os.Stat(dir)
	if err != nil {
		return Check{Name: "data dir", Status: StatusFail, Detail: err.Error(), Fix: "hippo install (creates it with mode 0700)"}
	}
	if !st.IsDir() {
		return Check{Name: "data dir", Status: StatusFail, Detail: dir + " is a file, not a directory", Fix: "point HIPPO_HOME at a directory, or move the file out of the way"}
	}
	// Group and other bits are the failure; a dir its owner made read-only
	// (0500) is private too, and the store check reports it as read-only.
	if st.Mode().Perm()&0o077 != 0 {
		return Check{Name: "data dir", Status: StatusFail, Detail: fmt.Sprintf("%s has mode %v; memories are private", dir, st.Mode().Perm()), Fix: "chmod 700 " + dir}
	}
	var loose []string
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		// config.json is the user's own file, edited with whatever mode their
		// editor keeps; it holds no memory, and the 0700 dir shields it.
		if d.Name() == config.SettingsFile && filepath.Dir(p) == dir {
			return nil
		}
		if fi, err := d.Info(); err == nil && fi.Mode().Perm()&0o077 != 0 {
			loose = append(loose, p)
		}
		return nil
	})
	if len(loose) > 0 {
		return Check{Name: "data dir", Status: StatusFail, Detail: "readable by others: " + strings.Join(loose, ", "), Fix: "chmod 600 " + strings.Join(loose, " ")}
	}
	return Check{Name: "data dir", Status: StatusOK, Detail: fmt.Sprintf("%s (%04o, files 0600)", dir, st.Mode().Perm())}
}

// checkSettings reports a settings file hippo cannot use, and keys no
// setting reads (a misspelling is otherwise silently ignored).
func checkSettings(dataDir string) Check {
	if _, err := config.Load(dataDir); err != nil {
		return Check{Name: "settings", Status: StatusFail, Detail: err.Error(), Fix: "fix " + config.SettingsFile + " (the README lists every setting), or move it aside"}
	}
	unknown, err := config.UnknownKeys(dataDir)
	if err != nil {
		return Check{Name: "settings", Status: StatusFail, Detail: err.Error()}
	}
	if len(unknown) == 0 {
		return Check{Name: "settings", Status: StatusOK, Detail: "every key of " + config.SettingsFile + " is a setting (or there is no file)"}
	}
	var names, fixes []string
	for _, u := range unknown {
		names = append(names, strconv.Quote(u.Key))
		if u.Nearest != "" {
			fixes = append(fixes, fmt.Sprintf("rename %q to %q", u.Key, u.Nearest))
		}
	}
	fix := strings.Join(fixes, "; ")
	if fix == "" {
		fix = "remove them; the README lists every setting"
	}
	return Check{Name: "settings", Status: StatusWarn, Detail: "unknown keys, ignored: " + strings.Join(names, ", "), Fix: fix}
}

func checkModel(ctx context.Context, dir string) Check {
	if !embedder.Present(dir) {
		return Check{Name: "model", Status: StatusWarn, Detail: "no model in " + dir + ": recall is lexical only", Fix: "hippo model fetch"}
	}
	e, err := embedder.Load(ctx, dir)
	if err != nil {
		return Check{Name: "model", Status: StatusFail, Detail: err.Error(), Fix: "delete " + dir + " and run: hippo model fetch"}
	}
	defer e.Close()
	return Check{Name: "model", Status: StatusOK, Detail: fmt.Sprintf("%s loads (%d dims)", dir, e.Dim())}
}

// RepairIndexFix is the fix doctor gives for a damaged or out-of-step search index.
const RepairIndexFix = "hippo doctor --repair rebuilds the search index from the memories' text (they are intact)"

// RepairOlderFix is the fix doctor gives for a store of an older schema
// whose damaged search index stops its migration: unlike a current store's,
// it cannot be opened at all (list and show included) until the repair.
const RepairOlderFix = RepairIndexFix + ", then brings the store's schema up to date; until then hippo cannot open it"

// IndexCheckFailedFix is the fix doctor gives when the search index could
// not be checked at all.
const IndexCheckFailedFix = `run "hippo doctor" again; if the check fails the same way, "hippo doctor --salvage" copies the memories into a new store, which indexes them anew`

// checkStore opens the store and runs SQLite's integrity check, then checks
// the lexical index against the memories (checkLexicalIndex).
func checkStore(ctx context.Context, dataDir string) []Check {
	if _, err := os.Stat(filepath.Join(dataDir, store.DBFile)); errors.Is(err, fs.ErrNotExist) {
		return []Check{{Name: "store", Status: StatusOK, Detail: "no memories yet"}}
	}
	s, err := store.Open(ctx, dataDir, store.Options{Actor: "cli"})
	if err == nil {
		err = s.CheckIntegrity(ctx)
		defer s.Close()
	}
	if errors.Is(err, store.ErrMarkedDamaged) {
		// Older versions marked the whole store for damage in its search
		// index alone; checked anew, that is --repair's to mend, not salvage's.
		if again := store.CheckMarked(ctx, dataDir); again != nil {
			err = again
		}
	}
	var readOnly *store.ReadOnlyError
	switch {
	case errors.As(err, &readOnly):
		// Not damaged: salvage would be the wrong advice (and could not write either).
		return []Check{{Name: "store", Status: StatusWarn, Detail: err.Error(), Fix: readOnlyOpenFix(dataDir, readOnly)}}
	case errors.Is(err, store.ErrMigrationBlocked):
		return []Check{{Name: "store", Status: StatusFail, Detail: err.Error(), Fix: RepairOlderFix}}
	case errors.Is(err, store.ErrIndexDamaged):
		return []Check{{Name: "store", Status: StatusFail, Detail: err.Error(), Fix: RepairIndexFix}}
	case err != nil:
		path := filepath.Join(dataDir, store.DBFile)
		return []Check{{Name: "store", Status: StatusFail, Detail: err.Error(),
			Fix: fmt.Sprintf("hippo doctor --salvage copies what can still be read into a new store and keeps %s aside", path)}}
	}
	st, err := s.Stats(ctx)
	if err != nil {
		return []Check{{Name: "store", Status: StatusFail, Detail: err.Error()}}
	}
	detail := fmt.Sprintf("opens, integrity ok, %s (%d active)", plural.Count(st.Memories, "memory", "memories"), st.Active)
	check := Check{Name: "store", Status: StatusOK, Detail: detail}
	if s.ReadOnly() {
		check = Check{Name: "store", Status: StatusWarn, Fix: readOnlyFix(dataDir),
			Detail: detail + "; read-only: recall, list and stats work, recall does not reinforce, jot, capture and prune fail"}
	}
	return []Check{check, checkLexicalIndex(ctx, s)}
}

// checkLexicalIndex reports a search index out of step with the memories:
// pages SQLite's check passes can still hold an index that lacks memories
// (recall silently misses them) or holds others.
func checkLexicalIndex(ctx context.Context, s *store.Store) Check {
	const name = "search index"
	r, err := s.CheckLexicalIndex(ctx)
	if err != nil {
		// Not damage SQLite names (a lock held too long, an I/O error).
		return Check{Name: name, Status: StatusFail, Detail: err.Error(), Fix: IndexCheckFailedFix}
	}
	if !r.OK() {
		fix := RepairIndexFix
		if s.ReadOnly() {
			fix = readOnlyFix(s.Dir()) + ", then: " + fix
		}
		return Check{Name: name, Status: StatusFail, Detail: r.Problem(), Fix: fix}
	}
	return Check{Name: name, Status: StatusOK, Detail: fmt.Sprintf("in step: %s indexed", plural.Count(r.Indexed, "memory", "memories"))}
}

// checkSupersession repairs the supersession links earlier versions could
// leave looping or dangling (see store.RepairGraph), and says what it
// repaired. It reports nothing when the store is missing or does not open:
// the store check says so.
func checkSupersession(ctx context.Context, dataDir string) []Check {
	if _, err := os.Stat(filepath.Join(dataDir, store.DBFile)); err != nil {
		return nil
	}
	s, err := store.Open(ctx, dataDir, store.Options{Actor: "doctor"})
	if err != nil {
		return nil
	}
	defer s.Close()
	const name = "supersession links"
	if s.ReadOnly() {
		found, err := s.CheckGraph(ctx)
		if err != nil {
			return []Check{{Name: name, Status: StatusFail, Detail: err.Error()}}
		}
		if len(found) == 0 {
			return []Check{{Name: name, Status: StatusOK, Detail: "no cycles, no dangling links"}}
		}
		return []Check{{Name: name, Status: StatusWarn, Detail: "to repair: " + describeRepairs(found), Fix: readOnlyFix(dataDir) + ", then run hippo doctor again"}}
	}
	done, err := s.RepairGraph(ctx)
	switch {
	case err != nil && len(done) == 0:
		return []Check{{Name: name, Status: StatusFail, Detail: err.Error()}}
	case err != nil:
		return []Check{{Name: name, Status: StatusWarn, Detail: "repaired " + describeRepairs(done) + "; " + err.Error()}}
	case len(done) == 0:
		return []Check{{Name: name, Status: StatusOK, Detail: "no cycles, no dangling links"}}
	}
	return []Check{{Name: name, Status: StatusWarn, Detail: "repaired " + describeRepairs(done),
		Fix: `nothing left to do; "hippo show ID" shows each memory named, and "hippo review-feedback --keep ID --supersede ID" picks another`}}
}

// describeRepairs says, per repair, which memory changed and why.
func describeRepairs(reps []store.GraphRepair) string {
	parts := make([]string, 0, len(reps))
	for _, r := range reps {
		switch r.Kind {
		case store.RepairCycle:
			parts = append(parts, fmt.Sprintf("broke a supersession cycle at %s, the newest memory on it (no longer superseded)", r.ID))
		case store.RepairDangling:
			parts = append(parts, fmt.Sprintf("%s was superseded by %s, which does not exist (no longer superseded)", r.ID, r.Link))
		default:
			parts = append(parts, fmt.Sprintf("cleared %s's link back to %s, which it does not supersede", r.ID, r.Link))
		}
	}
	return strings.Join(parts, "; ")
}

// readOnlyOpenFix is the fix when opening the store met a read-only data
// dir. A store at this schema opens read-only, so that is an older store,
// whose migration was refused: this build cannot read it at all until the
// data dir is writable again.
func readOnlyOpenFix(dataDir string, ro *store.ReadOnlyError) string {
	if ro.OlderSchema == 0 {
		return readOnlyFix(dataDir)
	}
	return fmt.Sprintf("make %s and its %s writable (remount it read-write, or chmod u+w): hippo migrates the store (schema %d) at its next command, "+
		"and until then no command can read it", dataDir, store.DBFile, ro.OlderSchema)
}

func readOnlyFix(dataDir string) string {
	return fmt.Sprintf("if it should take writes, make %s and its %s writable (remount it read-write, or chmod u+w)", dataDir, store.DBFile)
}

func checkErrors(dataDir string, now time.Time) Check {
	lines, err := hooklog.RecentErrors(dataDir, now.Add(-24*time.Hour))
	if err != nil {
		return Check{Name: "error log", Status: StatusWarn, Detail: err.Error()}
	}
	if len(lines) == 0 {
		return Check{Name: "error log", Status: StatusOK, Detail: "no hook errors in the last day"}
	}
	last := lines[len(lines)-1]
	return Check{Name: "error log", Status: StatusWarn, Detail: fmt.Sprintf("%s in the last day; latest: %s", plural.Count(len(lines), "hook error", "hook errors"), last),
		Fix: "read " + filepath.Join(dataDir, hooklog.ErrorLogFile) + "; hooks failed open, so Claude Code kept working"}
}

// checkCapture reports captures that stopped (failed or interrupted) and
// the queue. A stopped capture used to show nowhere but capture --status.
func checkCapture(dataDir string, now time.Time) Check {
	if err := capture.CheckPurgedRecord(dataDir); err != nil {
		return Check{Name: "capture", Status: StatusFail, Detail: err.Error(),
			Fix: "restore " + capture.PurgedLinesFile + " from a backup, or delete it: capture and purge refuse to run until then"}
	}
	pending, err := capture.ListPending(dataDir)
	if err != nil {
		return Check{Name: "capture", Status: StatusWarn, Detail: err.Error()}
	}
	stopped, err := capture.Stopped(dataDir)
	if err != nil {
		return Check{Name: "capture", Status: StatusWarn, Detail: err.Error()}
	}
	queued := "no sessions waiting for capture"
	if len(pending) > 0 {
		queued = fmt.Sprintf("%s queued for capture; oldest queued %s ago", plural.Count(len(pending), "session", "sessions"), now.Sub(pending[0].QueuedAt).Round(time.Minute))
	}
	if len(stopped) == 0 {
		return Check{Name: "capture", Status: StatusOK, Detail: queued}
	}
	last, what := stopped[0], plural.Count(len(stopped), "capture", "captures")+" did not finish"
	return Check{Name: "capture", Status: StatusWarn,
		Detail: fmt.Sprintf("%s; latest: session %s, %s ago: %s; %s", what, last.SessionID,
			now.Sub(last.UpdatedAt).Round(time.Minute), last.Error, queued),
		Fix: fmt.Sprintf("hippo capture %s (it resumes where it stopped), or hippo maintain", last.TranscriptPath)}
}

func checkLatency(dataDir string, now time.Time) []Check {
	stats, err := hooklog.ReadLatency(dataDir, now.Add(-24*time.Hour))
	if err != nil {
		return []Check{{Name: "hook latency", Status: StatusWarn, Detail: err.Error()}}
	}
	if len(stats) == 0 {
		return []Check{{Name: "hook latency", Status: StatusOK, Detail: "no hook runs in the last day"}}
	}
	var out []Check
	for _, s := range stats {
		status := StatusOK
		fix := ""
		if s.P95 > 1000 {
			status = StatusWarn
			fix = "hippo's prompt path should stay far below a second; run \"hippo stats\" and report this"
		}
		out = append(out, Check{Name: "latency " + s.Event, Status: status,
			Detail: fmt.Sprintf("p50 %.0f ms, p95 %.0f ms over %s in the last day (%s)", s.P50, s.P95, plural.Count(s.Runs, "run", "runs"), countsText(s.Outcomes)), Fix: fix})
	}
	return out
}

// countsText says counts by name in words, largest first: "8 injected, 2 silent".
func countsText(counts map[string]int) string {
	names := slices.Collect(maps.Keys(counts))
	slices.SortFunc(names, func(a, b string) int { return cmp.Or(counts[b]-counts[a], strings.Compare(a, b)) })
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = fmt.Sprintf("%d %s", counts[n], n)
	}
	return strings.Join(parts, ", ")
}
