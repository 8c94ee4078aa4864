// Package config owns where hippo keeps things and the user's settings file.
//
// Data lives in $HIPPO_HOME, else $XDG_DATA_HOME/hippo, else ~/.local/share/hippo
// (mode 0700; files 0600). The model lives in $XDG_CACHE_HOME/hippo/models/<name>,
// else ~/.cache/hippo/models/<name>. Claude Code's own directory is
// $CLAUDE_CONFIG_DIR, else ~/.claude. Settings are read from config.json in the
// data dir; every field is optional.
package config

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"syscall"
	"time"
)

// ModelName is the model hippo uses for recall by meaning.
const ModelName = "all-MiniLM-L6-v2"

// GuardEnv is set in the environment of every "claude -p" hippo runs itself;
// a hook that sees it does nothing, so hippo never recurses into its own hooks.
const GuardEnv = "HIPPO_INTERNAL"

// SettingsFile is the name of the settings file in the data dir.
const SettingsFile = "config.json"

// Settings are the user's choices. Zero values mean "use the default".
type Settings struct {
	// ModelDir overrides the model cache location (after --model-dir and
	// HIPPO_MODEL_DIR).
	ModelDir string `json:"model_dir,omitempty"`
	// ContextChars caps the block the prompt hook injects (default 1500).
	ContextChars int `json:"context_chars,omitempty"`
	// PruneIntervalHours is how often session start runs prune (default 24).
	PruneIntervalHours float64 `json:"prune_interval_hours,omitempty"`
	// SessionDigest makes session start inject this project's pinned memories.
	SessionDigest bool `json:"session_digest,omitempty"`
	// CaptureExtractor "llm" turns on the optional claude -p extractor.
	CaptureExtractor string `json:"capture_extractor,omitempty"`
	// ServerIdleMinutes: the warm server exits after this long unused (default 30).
	ServerIdleMinutes float64 `json:"server_idle_minutes,omitempty"`
	// NoServer turns the warm server off: prompts are answered lexically.
	NoServer bool `json:"no_server,omitempty"`
	// CaptureSweepMax bounds how many missed sessions one start captures (default 5).
	CaptureSweepMax int `json:"capture_sweep_max,omitempty"`
	// FeedbackDrafter "llm" phrases review-feedback's draft rules with claude -p.
	FeedbackDrafter string `json:"feedback_drafter,omitempty"`
	// CaptureLLMModel is the model the extractor and drafter ask for (default "haiku").
	CaptureLLMModel string `json:"capture_llm_model,omitempty"`
	// TeamPropose lists which memories a team sync proposes for sharing;
	// a proposal waits for the user's approval ("hippo team pending").
	TeamPropose []TeamPolicy `json:"team_propose,omitempty"`
	// TeamPollSeconds is how often the team store is synced during a
	// session (default 50): by the warm server while it runs, besides on each
	// push it is notified of, and by the prompt hook starting a background
	// sync; so a teammate's memory is at most about a minute old.
	TeamPollSeconds float64 `json:"team_poll_seconds,omitempty"`
}

// TeamPolicy proposes for sharing the memories of one project (its path,
// or its topic) of the given kinds (default: convention and decision).
type TeamPolicy struct {
	Project string   `json:"project,omitempty"`
	Topic   string   `json:"topic,omitempty"`
	Kinds   []string `json:"kinds,omitempty"`
}

// Defaults.
const (
	DefaultContextChars       = 1500
	DefaultPruneIntervalHours = 24
)

// Data dir errors a person can fix; the CLI turns each into a hint.
var (
	// ErrRelativeHome: a relative HIPPO_HOME would put a separate store in
	// every directory hippo runs from, so memories would seem to vanish.
	ErrRelativeHome = errors.New("HIPPO_HOME must be an absolute path")
	// ErrNotDir: the data dir path (or a parent of it) is a file.
	ErrNotDir = errors.New("is a file, not a directory")
)

// DataDir resolves the data directory from the environment.
func DataDir() (string, error) {
	if d := os.Getenv("HIPPO_HOME"); d != "" {
		if !filepath.IsAbs(d) {
			return "", fmt.Errorf("HIPPO_HOME=%q: %w", d, ErrRelativeHome)
		}
		return filepath.Clean(d), nil
	}
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "hippo"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("find data dir: set HIPPO_HOME: %w", err)
	}
	return filepath.Join(home, ".local", "share", "hippo"), nil
}

// CacheModelDir is where "hippo model fetch" puts the model by default.
func CacheModelDir() (string, error) {
	base := os.Getenv("XDG_CACHE_HOME")
	if base == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("find cache dir: set XDG_CACHE_HOME or HIPPO_MODEL_DIR: %w", err)
		}
		base = filepath.Join(home, ".cache")
	}
	return filepath.Join(base, "hippo", "models", ModelName), nil
}

// ClaudeDir is Claude Code's configuration directory.
func ClaudeDir() (string, error) {
	if d := os.Getenv("CLAUDE_CONFIG_DIR"); d != "" {
		return filepath.Abs(d)
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("find claude dir: set CLAUDE_CONFIG_DIR: %w", err)
	}
	return filepath.Join(home, ".claude"), nil
}

// EnsureDataDir creates dir with mode 0700, and tightens it if it exists with
// a mode open to group or others: memories are private. It only removes bits:
// a dir the user made read-only (0500) stays read-only, and a dir that needs
// nothing changed is not written at all, so read-only data dirs work.
func EnsureDataDir(dir string) error {
	if st, err := os.Stat(dir); err == nil && !st.IsDir() {
		return fmt.Errorf("data dir %s %w", dir, ErrNotDir)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		if errors.Is(err, syscall.ENOTDIR) {
			return fmt.Errorf("data dir %s: a parent %w", dir, ErrNotDir)
		}
		return fmt.Errorf("create data dir %s: %w", dir, err)
	}
	st, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("stat data dir %s: %w", dir, err)
	}
	if perm := st.Mode().Perm(); perm&0o077 != 0 {
		err := os.Chmod(dir, perm&^0o077)
		// On a read-only filesystem the mode cannot change, and nothing can
		// be written there either; doctor still reports the loose mode.
		if err != nil && !errors.Is(err, syscall.EROFS) {
			return fmt.Errorf("restrict data dir %s to its owner: %w", dir, err)
		}
	}
	return nil
}

// Load reads the settings file in dataDir; a missing file gives defaults.
func Load(dataDir string) (Settings, error) {
	var s Settings
	b, err := os.ReadFile(filepath.Join(dataDir, SettingsFile))
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return s, fmt.Errorf("read settings: %w", err)
	}
	if err := json.Unmarshal(b, &s); err != nil {
		return Settings{}, settingsError(filepath.Join(dataDir, SettingsFile), b, err)
	}
	return s, nil
}

// SettingsError is a settings file hippo cannot use, said in the user's
// terms: which key, what it should be, or where the JSON breaks.
type SettingsError struct {
	Path, Problem string
	Err           error
}

func (e *SettingsError) Error() string { return fmt.Sprintf("settings %s: %s", e.Path, e.Problem) }
func (e *SettingsError) Unwrap() error { return e.Err }

// settingsError names the key and the expected type for a wrongly typed value,
// and the line for broken JSON, instead of encoding/json's Go type names.
func settingsError(path string, b []byte, err error) error {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		return &SettingsError{Path: path, Err: err,
			Problem: fmt.Sprintf("%q must be %s, not %s", te.Field, jsonKind(te.Type.Kind()), te.Value)}
	case errors.As(err, &se):
		line := 1 + bytes.Count(b[:min(int(se.Offset), len(b))], []byte("\n"))
		return &SettingsError{Path: path, Err: err, Problem: fmt.Sprintf("not valid JSON at line %d: %v", line, se)}
	}
	return &SettingsError{Path: path, Err: err, Problem: err.Error()}
}

// jsonKind names a Go kind as the JSON value a user would write.
func jsonKind(k reflect.Kind) string {
	switch k {
	case reflect.Bool:
		return "true or false"
	case reflect.String:
		return "a string"
	case reflect.Int, reflect.Int64, reflect.Float64:
		return "a number"
	}
	return k.String()
}

// UnknownKey is a key in the settings file that hippo does not read, with the
// valid key it most likely meant ("" when none is close).
type UnknownKey struct {
	Key     string `json:"key"`
	Nearest string `json:"nearest,omitempty"`
}

// UnknownKeys lists the keys of the settings file in dataDir that no setting
// reads: a misspelled key is otherwise silently ignored. The CLI and doctor
// show them; hooks stay silent.
func UnknownKeys(dataDir string) ([]UnknownKey, error) {
	b, err := os.ReadFile(filepath.Join(dataDir, SettingsFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read settings: %w", err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, settingsError(filepath.Join(dataDir, SettingsFile), b, err)
	}
	valid := settingKeys()
	var out []UnknownKey
	for k := range raw {
		if !slices.Contains(valid, k) {
			out = append(out, UnknownKey{Key: k, Nearest: nearest(k, valid)})
		}
	}
	slices.SortFunc(out, func(a, b UnknownKey) int { return strings.Compare(a.Key, b.Key) })
	return out, nil
}

// settingKeys are the JSON names of every setting.
func settingKeys() []string {
	t := reflect.TypeFor[Settings]()
	keys := make([]string, 0, t.NumField())
	for f := range t.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		keys = append(keys, name)
	}
	return keys
}

// nearest is the valid key closest to k by edit distance, if it is close
// enough to be a slip (at most a third of the key's length, and 3).
func nearest(k string, valid []string) string {
	best, bestD := "", min(3, len(k)/3)+1
	for _, v := range valid {
		if d := editDistance(strings.ToLower(k), v); d < bestD {
			best, bestD = v, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between a and b, in bytes (keys
// are ASCII).
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}

// ContextLimit is the injected block's cap in characters.
func (s Settings) ContextLimit() int {
	if s.ContextChars > 0 {
		return s.ContextChars
	}
	return DefaultContextChars
}

// PruneInterval is how many hours pass between automatic prunes.
func (s Settings) PruneInterval() float64 {
	if s.PruneIntervalHours > 0 {
		return s.PruneIntervalHours
	}
	return DefaultPruneIntervalHours
}

// DefaultTeamPoll is how often a session syncs a linked team store.
const DefaultTeamPoll = 50 * time.Second

// TeamPoll is how often a session syncs a linked team store.
func (s Settings) TeamPoll() time.Duration {
	if s.TeamPollSeconds > 0 {
		return time.Duration(s.TeamPollSeconds * float64(time.Second))
	}
	return DefaultTeamPoll
}

// ModelDir resolves the model directory: the flag, then HIPPO_MODEL_DIR, then
// the settings file, then the cache. It also says which of them answered.
func (s Settings) ResolveModelDir(flagValue string) (dir, source string, err error) {
	switch {
	case flagValue != "":
		return flagValue, "--model-dir", nil
	case os.Getenv("HIPPO_MODEL_DIR") != "":
		return os.Getenv("HIPPO_MODEL_DIR"), "HIPPO_MODEL_DIR", nil
	case s.ModelDir != "":
		return s.ModelDir, SettingsFile, nil
	}
	dir, err = CacheModelDir()
	return dir, "cache", err
}
