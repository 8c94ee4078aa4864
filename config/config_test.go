package config_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/config"
)

func TestResolveModelDirOrder(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", "/cache")
	for _, tt := range []struct {
		name, flag, env, file string
		want, source          string
	}{
		{"flag wins", "/flag", "/env", "/file", "/flag", "--model-dir"},
		{"env next", "", "/env", "/file", "/env", "HIPPO_MODEL_DIR"},
		{"settings file next", "", "", "/file", "/file", config.SettingsFile},
		{"cache last", "", "", "", "/cache/hippo/models/all-MiniLM-L6-v2", "cache"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("HIPPO_MODEL_DIR", tt.env)
			got, src, err := config.Settings{ModelDir: tt.file}.ResolveModelDir(tt.flag)
			if err != nil || got != tt.want || src != tt.source {
				t.Errorf("got %q from %q (%v), want %q from %q", got, src, err, tt.want, tt.source)
			}
		})
	}
}

func TestDataDirOrder(t *testing.T) {
	t.Setenv("HOME", "/home/u")
	t.Setenv("HIPPO_HOME", "")
	t.Setenv("XDG_DATA_HOME", "")
	if got, _ := config.DataDir(); got != "/home/u/.local/share/hippo" {
		t.Errorf("default: %q", got)
	}
	t.Setenv("XDG_DATA_HOME", "/xdg")
	if got, _ := config.DataDir(); got != "/xdg/hippo" {
		t.Errorf("xdg: %q", got)
	}
	t.Setenv("HIPPO_HOME", "/h")
	if got, _ := config.DataDir(); got != "/h" {
		t.Errorf("HIPPO_HOME: %q", got)
	}
}

func TestEnsureDataDirTightensMode(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "hippo")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := config.EnsureDataDir(dir); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(dir)
	if st.Mode().Perm() != 0o700 {
		t.Errorf("mode %v, want 0700", st.Mode().Perm())
	}
}

func TestLoadSettings(t *testing.T) {
	dir := t.TempDir()
	s, err := config.Load(dir)
	if err != nil || s.ContextLimit() != config.DefaultContextChars {
		t.Fatalf("missing file: %+v, %v", s, err)
	}
	if err := os.WriteFile(filepath.Join(dir, config.SettingsFile), []byte(`{"context_chars": 900}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if s, err = config.Load(dir); err != nil || s.ContextLimit() != 900 {
		t.Fatalf("got %+v, %v", s, err)
	}
	if err := os.WriteFile(filepath.Join(dir, config.SettingsFile), []byte(`{`), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := config.Load(dir); err == nil {
		t.Fatal("invalid settings accepted")
	}
}

func TestDataDirRefusesRelativeHome(t *testing.T) {
	t.Setenv("HIPPO_HOME", "rel/hippo")
	if _, err := config.DataDir(); !errors.Is(err, config.ErrRelativeHome) {
		t.Fatalf("relative HIPPO_HOME: err %v, want ErrRelativeHome", err)
	}
	t.Setenv("HIPPO_HOME", "/abs/./hippo/")
	if got, err := config.DataDir(); err != nil || got != "/abs/hippo" {
		t.Fatalf("absolute HIPPO_HOME: %q, %v", got, err)
	}
}

func TestEnsureDataDirOnAFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(file, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{file, filepath.Join(file, "hippo")} {
		if err := config.EnsureDataDir(dir); !errors.Is(err, config.ErrNotDir) {
			t.Errorf("EnsureDataDir(%s): %v, want ErrNotDir", dir, err)
		}
	}
	if b, _ := os.ReadFile(file); string(b) != "x" {
		t.Errorf("the file was changed: %q", b)
	}
	// The control: a fresh path is created.
	if err := config.EnsureDataDir(filepath.Join(t.TempDir(), "new")); err != nil {
		t.Errorf("fresh dir: %v", err)
	}
}

func TestSettingsErrorsSayWhatToFix(t *testing.T) {
	for _, tt := range []struct{ name, file, want string }{
		{"string for a number", `{"context_chars": "900"}`, `"context_chars" must be a number, not string`},
		{"number for a bool", `{"no_server": 1}`, `"no_server" must be true or false, not number`},
		{"broken JSON", "{\n  \"context_chars\": 900,\n}", "not valid JSON at line 3"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, config.SettingsFile), []byte(tt.file), 0o600); err != nil {
				t.Fatal(err)
			}
			_, err := config.Load(dir)
			var se *config.SettingsError
			if !errors.As(err, &se) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Load: %v, want a SettingsError containing %q", err, tt.want)
			}
		})
	}
}

func TestUnknownKeysNameTheNearest(t *testing.T) {
	dir := t.TempDir()
	file := `{"context_char": 900, "no_sever": true, "colour": "blue", "session_digest": true}`
	if err := os.WriteFile(filepath.Join(dir, config.SettingsFile), []byte(file), 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := config.UnknownKeys(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []config.UnknownKey{{Key: "colour"}, {Key: "context_char", Nearest: "context_chars"}, {Key: "no_sever", Nearest: "no_server"}}
	if !slices.Equal(got, want) {
		t.Errorf("UnknownKeys = %+v, want %+v", got, want)
	}
	// The control: a file of valid keys has none.
	if err := os.WriteFile(filepath.Join(dir, config.SettingsFile), []byte(`{"context_chars": 900, "no_server": true}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if got, err := config.UnknownKeys(dir); err != nil || len(got) != 0 {
		t.Errorf("valid keys: %+v, %v", got, err)
	}
}
