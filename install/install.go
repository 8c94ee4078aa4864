// Package install owns hippo's footprint in Claude Code's configuration: adding
// its three hooks (and, optionally, permission rules for its own commands) to
// settings.json, removing exactly what it added, and checking the whole setup
// for "hippo doctor".
//
// settings.json belongs to the user. install keeps every other key, value, key
// order and hook as it was, writes a backup before any change, replaces the
// file atomically keeping its mode, refuses an invalid or read-only file, and
// records what it added (in the data dir) so uninstall can take out exactly
// that and nothing else.
//
// Install and Uninstall run the whole sequence (data dir, hooks, the optional
// MCP server entry, the record); the Plan functions and Apply are its steps,
// for a dry run that shows the diff and changes nothing.
package install

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/internal/fsutil"
)

// SettingsFile is Claude Code's user settings file in its config dir.
const SettingsFile = "settings.json"

// RecordFile, in the data dir, lists what install added.
const RecordFile = "install.json"

// Hook is one handler hippo registers.
type Hook struct {
	Event   string `json:"event"`   // Claude Code's event name
	Matcher string `json:"matcher"` // "" for none
	Arg     string `json:"arg"`     // hippo hook <arg>
	Timeout int    `json:"timeout"` // seconds
}

// Hooks are hippo's three handlers. Each timeout is headroom over the hook's
// own deadline (2 s at most), so Claude Code never has to kill it.
var Hooks = []Hook{
	{Event: "SessionStart", Matcher: "startup|resume|clear|compact", Arg: "session-start", Timeout: 10},
	{Event: "UserPromptSubmit", Arg: "prompt", Timeout: 10},
	{Event: "SessionEnd", Arg: "session-end", Timeout: 10},
}

// Permissions let the model run hippo's own memory commands without asking.
var Permissions = []string{"Bash(hippo jot:*)", "Bash(hippo confirm:*)", "Bash(hippo recall:*)", "Bash(hippo cold:*)", "Bash(hippo show:*)"}

// Options configure a plan.
type Options struct {
	ClaudeDir   string // Claude Code's config dir ($CLAUDE_CONFIG_DIR or ~/.claude)
	DataDir     string // hippo's data dir, where the record goes
	Binary      string // absolute path of the hippo binary the hooks run
	Permissions bool   // also add Permissions
}

// Record is what install added, kept for uninstall.
type Record struct {
	SettingsPath string   `json:"settings_path"`
	Commands     []string `json:"commands"`
	Permissions  []string `json:"permissions"`
	// MCPConfigPath and MCPCommand record the MCP server "install --mcp" registered.
	MCPConfigPath string    `json:"mcp_config_path,omitempty"`
	MCPCommand    string    `json:"mcp_command,omitempty"`
	InstalledAt   time.Time `json:"installed_at"`
}

// Plan is a computed change to settings.json. Apply carries it out.
type Plan struct {
	Path    string
	Before  []byte // nil when the file does not exist
	After   []byte
	Record  Record
	Existed bool
	mode    fs.FileMode
}

// Changed reports whether applying the plan would change the file.
func (p Plan) Changed() bool { return !bytes.Equal(p.Before, p.After) }

// ErrReadOnly is a settings file the user has made read-only.
var ErrReadOnly = errors.New("settings file is read-only")

// ErrInvalid is a settings file that is not valid JSON.
var ErrInvalid = errors.New("settings file is not valid JSON")

// Command is the hook command line for one handler. It is shell form with the
// binary's absolute path single-quoted, because Claude Code versions before
// 2.1.139 ignore the exec-form "args" key and would run hippo with no arguments.
func Command(binary, arg string) string {
	return "'" + strings.ReplaceAll(binary, "'", `'\''`) + "' hook " + arg
}

// hippoCommand recognises a command that runs "hippo hook <event>", whatever
// hippo's path or a suffix on its name (hippo-dev), so a reinstall from a new
// path replaces instead of duplicating.
var hippoCommand = regexp.MustCompile(`(^|/)hippo[^/'"]*'? hook (session-start|prompt|session-end)$`)

// hippoBinaryPath recognises a hippo binary's path (hippo, hippo-dev, ...).
var hippoBinaryPath = regexp.MustCompile(`(^|/)hippo[^/]*$`)

func readSettings(path string) ([]byte, fs.FileMode, bool, error) {
	st, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, 0o600, false, nil
	}
	if err != nil {
		return nil, 0, false, fmt.Errorf("read %s: %w", path, err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, 0, false, fmt.Errorf("read %s: %w", path, err)
	}
	return b, st.Mode().Perm(), true, nil
}

// PlanInstall computes the settings.json that registers hippo.
func PlanInstall(o Options) (Plan, error) {
	path := filepath.Join(o.ClaudeDir, SettingsFile)
	before, mode, existed, err := readSettings(path)
	if err != nil {
		return Plan{}, err
	}
	d, err := parseSettings(path, before, existed)
	if err != nil {
		return Plan{}, err
	}
	rec, err := addHippo(d.root, o)
	if err != nil {
		return Plan{}, err
	}
	rec.SettingsPath = path
	after, err := d.render()
	if err != nil {
		return Plan{}, fmt.Errorf("%s: %w", path, err)
	}
	return Plan{Path: path, Before: before, After: after, Record: rec, Existed: existed, mode: mode}, nil
}

// ensureHook makes sure exactly one hippo handler for this event exists, with
// the current command and timeout, and leaves every other handler alone.
func ensureHook(groups []any, h Hook, cmd string) []any {
	found := false
	for _, g := range groups {
		group, ok := g.(*object)
		if !ok {
			continue
		}
		hs, _ := group.get("hooks")
		list, ok := hs.([]any)
		if !ok {
			continue
		}
		for _, x := range list {
			handler, ok := x.(*object)
			if !ok {
				continue
			}
			c, _ := handler.get("command")
			if s, ok := c.(string); ok && hippoCommand.MatchString(s) && strings.HasSuffix(s, " "+h.Arg) {
				handler.set("command", cmd)
				handler.set("timeout", json.Number(fmt.Sprint(h.Timeout)))
				found = true
			}
		}
	}
	if found {
		return groups
	}
	handler := newObject()
	handler.set("type", "command")
	handler.set("command", cmd)
	handler.set("timeout", json.Number(fmt.Sprint(h.Timeout)))
	group := newObject()
	if h.Matcher != "" {
		group.set("matcher", h.Matcher)
	}
	group.set("hooks", []any{handler})
	return append(groups, group)
}

// PlanUninstall computes the settings.json without what install added. With a
// record, it removes exactly the recorded commands and permission rules;
// without one, it removes hippo's hook handlers and leaves permissions alone.
func PlanUninstall(claudeDir string, rec *Record) (Plan, error) {
	path := filepath.Join(claudeDir, SettingsFile)
	if rec != nil && rec.SettingsPath != "" {
		path = rec.SettingsPath
	}
	before, mode, existed, err := readSettings(path)
	if err != nil {
		return Plan{}, err
	}
	plan := Plan{Path: path, Before: before, After: before, Existed: existed, mode: mode}
	if !existed {
		return plan, nil
	}
	d, err := parseSettings(path, before, existed)
	if err != nil {
		return Plan{}, err
	}
	root := d.root
	isOurs := func(cmd string) bool { return hippoCommand.MatchString(cmd) }
	if rec != nil {
		recorded := map[string]bool{}
		for _, c := range rec.Commands {
			recorded[c] = true
		}
		isOurs = func(cmd string) bool { return recorded[cmd] }
	}
	if hv, ok := root.get("hooks"); ok {
		if hooks, ok := hv.(*object); ok {
			for _, h := range Hooks {
				gv, ok := hooks.get(h.Event)
				groups, isArr := gv.([]any)
				if !ok || !isArr {
					continue
				}
				if kept := removeHandlers(groups, isOurs); len(kept) > 0 {
					hooks.set(h.Event, kept)
				} else {
					hooks.del(h.Event)
				}
			}
			if len(hooks.keys) == 0 {
				root.del("hooks")
			}
		}
	}
	if rec != nil && len(rec.Permissions) > 0 {
		removePermissions(root, rec.Permissions)
	}
	if plan.After, err = d.render(); err != nil {
		return Plan{}, fmt.Errorf("%s: %w", path, err)
	}
	return plan, nil
}

// removeHandlers drops our handlers, and any group they leave empty.
func removeHandlers(groups []any, isOurs func(string) bool) []any {
	var kept []any
	for _, g := range groups {
		group, ok := g.(*object)
		if !ok {
			kept = append(kept, g)
			continue
		}
		hs, _ := group.get("hooks")
		list, ok := hs.([]any)
		if !ok {
			kept = append(kept, g)
			continue
		}
		var rest []any
		removed := false
		for _, x := range list {
			if handler, ok := x.(*object); ok {
				if c, _ := handler.get("command"); c != nil {
					if s, ok := c.(string); ok && isOurs(s) {
						removed = true
						continue
					}
				}
			}
			rest = append(rest, x)
		}
		if removed && len(rest) == 0 {
			continue
		}
		group.set("hooks", nonNil(rest))
		kept = append(kept, group)
	}
	return kept
}

func nonNil(a []any) []any {
	if a == nil {
		return []any{}
	}
	return a
}

// Apply writes the plan: a backup of the old file first, then an atomic
// replacement with the old file's mode. If the file changed since the plan was
// made (the user saved it meanwhile, even during the replacement), Apply
// leaves the user's save in place and returns ErrChanged, so the caller can
// plan again. A symlinked settings file stays a link: its target is replaced,
// and the backup goes beside the target. Apply returns the backup's path (""
// when there was nothing to back up).
func Apply(p Plan) (backup string, err error) {
	if !p.Changed() {
		return "", nil
	}
	if p.Existed && p.mode&0o200 == 0 {
		return "", fmt.Errorf("%w: %s", ErrReadOnly, p.Path)
	}
	target, err := resolveLink(p.Path)
	if err != nil {
		return "", err
	}
	if target == p.Path { // a link's target dir is the user's to make, not hippo's
		if err := os.MkdirAll(filepath.Dir(p.Path), 0o700); err != nil {
			return "", fmt.Errorf("create %s: %w", filepath.Dir(p.Path), err)
		}
	}
	// Checked before the backup too, so a stale plan writes nothing at all.
	if err := checkUnchanged(target, p.Before, p.Existed); err != nil {
		return "", err
	}
	if p.Existed {
		backup = fmt.Sprintf("%s.hippo-backup-%s", target, time.Now().UTC().Format("20060102T150405.000000000Z"))
		if err := fsutil.WriteFileAtomic(backup, p.Before, p.mode); err != nil {
			return "", fmt.Errorf("back up %s: %w", target, err)
		}
	}
	if err := replaceFile(target, p.Before, p.After, p.mode, p.Existed); err != nil {
		if backup != "" {
			_ = os.Remove(backup)
		}
		return "", err
	}
	return backup, nil
}

// ErrChanged means settings.json changed between reading and writing it.
var ErrChanged = errors.New("settings file changed while hippo was editing it")

// SaveRecord writes what install added into the data dir.
func SaveRecord(dataDir string, r Record) error {
	r.InstalledAt = time.Now().UTC()
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return fsutil.WriteFileAtomic(filepath.Join(dataDir, RecordFile), b, 0o600)
}

// LoadRecord reads the install record; nil when there is none.
func LoadRecord(dataDir string) (*Record, error) {
	b, err := os.ReadFile(filepath.Join(dataDir, RecordFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read install record: %w", err)
	}
	var r Record
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, fmt.Errorf("install record %s: %w", filepath.Join(dataDir, RecordFile), err)
	}
	return &r, nil
}

// MergeRecord keeps permission rules and the MCP registration an earlier
// install added, so a second install (which adds none) does not forget them.
func MergeRecord(old *Record, r Record) Record {
	if old == nil {
		return r
	}
	if r.MCPConfigPath == "" {
		r.MCPConfigPath, r.MCPCommand = old.MCPConfigPath, old.MCPCommand
	}
	for _, p := range old.Permissions {
		if !containsString(toAny(r.Permissions), p) {
			r.Permissions = append(r.Permissions, p)
		}
	}
	return r
}

func childObject(parent *object, key string) (*object, error) {
	v, ok := parent.get(key)
	if !ok || v == nil {
		o := newObject()
		parent.set(key, o)
		return o, nil
	}
	o, ok := v.(*object)
	if !ok {
		return nil, fmt.Errorf("%w: %q is not an object", ErrInvalid, key)
	}
	return o, nil
}

func childArray(parent *object, key string) ([]any, error) {
	v, ok := parent.get(key)
	if !ok || v == nil {
		return []any{}, nil
	}
	a, ok := v.([]any)
	if !ok {
		return nil, fmt.Errorf("%w: %q is not an array", ErrInvalid, key)
	}
	return a, nil
}

func containsString(list []any, s string) bool {
	for _, x := range list {
		if v, ok := x.(string); ok && v == s {
			return true
		}
	}
	return false
}

func toAny(s []string) []any {
	out := make([]any, len(s))
	for i, v := range s {
		out[i] = v
	}
	return out
}
