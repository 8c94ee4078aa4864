// Package config owns where hippo keeps things and the user's settings file.
//
// Data lives in $HIPPO_HOME, else $XDG_DATA_HOME/hippo, else ~/.local/share/hippo
// (mode 0700; files 0600). The model lives in $XDG_CACHE_HOME/hippo/models/<name>,
// else ~/.cache/hippo/models/<name>. Claude Code's own directory is
// $CLAUDE_CONFIG_DIR, else ~/.claude. Settings are read from config.json in the
// data dir; every field is optional.
package config

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
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
}

// Defaults.
const (
	DefaultContextChars       = 1500
	DefaultPruneIntervalHours = 24
)

// DataDir resolves the data directory from the environment.
func DataDir() (string, error) {
	if d := os.Getenv("HIPPO_HOME"); d != "" {
		return filepath.Abs(d)
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

// EnsureDataDir creates dir with mode 0700, and tightens it if it exists with a
// looser mode: memories are private.
func EnsureDataDir(dir string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("create data dir %s: %w", dir, err)
	}
	st, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("stat data dir %s: %w", dir, err)
	}
	if !st.IsDir() {
		return fmt.Errorf("data dir %s is not a directory", dir)
	}
	if st.Mode().Perm() != 0o700 {
		if err := os.Chmod(dir, 0o700); err != nil {
			return fmt.Errorf("restrict data dir %s to 0700: %w", dir, err)
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
		return s, fmt.Errorf("settings %s: %w", filepath.Join(dataDir, SettingsFile), err)
	}
	return s, nil
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
