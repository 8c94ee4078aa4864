package install

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Check: a symlinked settings.json stays a link to the same target; install
// and uninstall write through it, and the backup goes beside the target.
// Control: a plain file is replaced as before, its backup beside it.
func TestApplyWritesThroughSymlink(t *testing.T) {
	for _, tt := range []struct {
		name     string
		link     bool
		relative bool // the link names its target relative to its own dir
	}{
		{"absolute link", true, false},
		{"relative link", true, true},
		{"plain file (control)", false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := opts(t)
			path := filepath.Join(o.ClaudeDir, SettingsFile)
			target := path
			if tt.link {
				target = filepath.Join(filepath.Dir(o.ClaudeDir), "dotfiles", "claude-settings.json")
				mustLink(t, target, path, tt.relative)
			} else if err := os.MkdirAll(o.ClaudeDir, 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(target, []byte(existing), 0o640); err != nil {
				t.Fatal(err)
			}
			p, backup := install(t, o)
			if filepath.Dir(backup) != filepath.Dir(target) {
				t.Errorf("backup %s is not beside %s", backup, target)
			}
			if b, err := os.ReadFile(backup); err != nil || string(b) != existing {
				t.Errorf("backup holds %q (%v), want the original", b, err)
			}
			assertTarget(t, path, target, tt.link)
			if b, _ := os.ReadFile(target); len(hippoHandlers(t, b)) != 3 {
				t.Errorf("target has no hooks:\n%s", b)
			}
			if st, _ := os.Stat(target); st.Mode().Perm() != 0o640 {
				t.Errorf("target mode %v, want 0640", st.Mode().Perm())
			}
			u, err := PlanUninstall(o.ClaudeDir, &p.Record)
			if err != nil {
				t.Fatal(err)
			}
			ubackup, err := Apply(u)
			if err != nil {
				t.Fatal(err)
			}
			if filepath.Dir(ubackup) != filepath.Dir(target) {
				t.Errorf("uninstall backup %s is not beside %s", ubackup, target)
			}
			assertTarget(t, path, target, tt.link)
			if b, _ := os.ReadFile(target); string(b) != existing {
				t.Errorf("after uninstall the target holds:\n%s", b)
			}
			assertNoTemp(t, filepath.Dir(target))
		})
	}
}

// Check: a link to a file not made yet stays a link; install creates the file
// it names.
func TestApplyThroughDanglingSymlink(t *testing.T) {
	o := opts(t)
	path := filepath.Join(o.ClaudeDir, SettingsFile)
	target := filepath.Join(filepath.Dir(o.ClaudeDir), "dotfiles", "claude-settings.json")
	mustLink(t, target, path, true)
	install(t, o)
	assertTarget(t, path, target, true)
	if b, _ := os.ReadFile(target); len(hippoHandlers(t, b)) != 3 {
		t.Errorf("target has no hooks:\n%s", b)
	}
}

func mustLink(t *testing.T, target, link string, relative bool) {
	t.Helper()
	for _, d := range []string{filepath.Dir(target), filepath.Dir(link)} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	dest := target
	if relative {
		var err error
		if dest, err = filepath.Rel(filepath.Dir(link), target); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(dest, link); err != nil {
		t.Fatal(err)
	}
}

// assertTarget checks path is still a link to target, or still a plain file.
func assertTarget(t *testing.T, path, target string, link bool) {
	t.Helper()
	st, err := os.Lstat(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := st.Mode()&os.ModeSymlink != 0; got != link {
		t.Fatalf("%s is a symlink: %v, want %v", path, got, link)
	}
	if !link {
		return
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := filepath.EvalSymlinks(target); real != want {
		t.Errorf("%s now points at %s, want %s", path, real, want)
	}
}

func assertNoTemp(t *testing.T, dir string) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temp file left: %s", e.Name())
		}
	}
}
