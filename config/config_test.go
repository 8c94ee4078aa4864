package config_test

import (
	"os"
	"path/filepath"
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
