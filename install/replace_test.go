package install

import (
	"errors"
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

// saveKinds are the ways an editor saves settings.json.
var saveKinds = []struct {
	name string
	save func(t *testing.T, path, content string)
}{
	{"by rename", func(t *testing.T, path, content string) {
		if err := os.WriteFile(path+".editor", []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(path+".editor", path); err != nil {
			t.Fatal(err)
		}
	}},
	{"in place", func(t *testing.T, path, content string) {
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}},
}

// withSeams sets beforeSwap and swapFiles for one test.
func withSeams(t *testing.T, before func(), swapFn func(a, b string) error) {
	t.Helper()
	oldBefore, oldSwap := beforeSwap, swapFiles
	t.Cleanup(func() { beforeSwap, swapFiles = oldBefore, oldSwap })
	if before != nil {
		beforeSwap = before
	}
	if swapFn != nil {
		swapFiles = swapFn
	}
}

// Check: a save landing after Apply's last check and before the swap is not
// lost, whether the editor renames or writes in place: the file holds that
// save, Apply returns ErrChanged, and no backup or temp file is left.
// Control: without a save, the plan is written.
func TestApplyKeepsSaveBeforeSwap(t *testing.T) {
	saved := strings.Replace(existing, `"sonnet"`, `"opus"`, 1)
	cases := []struct {
		name string
		save func(t *testing.T, path, content string)
	}{{"no save (control)", nil}}
	cases = append(cases, saveKinds...)
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			o, path, p := plannedInstall(t)
			withSeams(t, func() {
				if tt.save != nil {
					tt.save(t, path, saved)
				}
			}, nil)
			backup, err := Apply(p)
			got, _ := os.ReadFile(path)
			if tt.save == nil {
				if err != nil || string(got) != string(p.After) {
					t.Fatalf("control: Apply = %v, file:\n%s", err, got)
				}
				return
			}
			if !errors.Is(err, ErrChanged) || backup != "" {
				t.Errorf("Apply = %q, %v; want ErrChanged", backup, err)
			}
			if string(got) != saved {
				t.Errorf("the save was lost; the file holds:\n%s", got)
			}
			if entries, _ := os.ReadDir(o.ClaudeDir); len(entries) != 1 {
				t.Errorf("left %d files (backup or temp)", len(entries))
			}
		})
	}
}

// Check: a write in place to the file Apply checked, landing during the swap
// (after it, on the file the swap took out), is put back. Control: a swap
// with no write gives the plan.
func TestApplyKeepsWriteInPlaceDuringSwap(t *testing.T) {
	saved := strings.Replace(existing, `"sonnet"`, `"opus"`, 1)
	for _, write := range []bool{false, true} {
		o, path, p := plannedInstall(t)
		swaps := 0
		withSeams(t, nil, func(a, b string) error {
			err := swap(a, b)
			if swaps++; write && swaps == 1 {
				// An editor that opened the file before the swap writes now.
				if werr := os.WriteFile(a, []byte(saved), 0o644); werr != nil {
					t.Fatal(werr)
				}
			}
			return err
		})
		checkSaveKept(t, o, p, path, write, saved)
	}
}

// Check: while a lost save is swapped back in, a newer save lands; the file
// ends with the newest. Control: without it, the first save goes back.
func TestApplySwapBackKeepsNewestSave(t *testing.T) {
	for _, again := range []bool{false, true} {
		o, path, p := plannedInstall(t)
		swaps := 0
		withSeams(t, func() { saveKinds[0].save(t, path, `{"saved": 1}`) }, func(a, b string) error {
			if swaps++; again && swaps == 2 {
				saveKinds[0].save(t, path, `{"saved": 2}`)
			}
			return swap(a, b)
		})
		_, err := Apply(p)
		want := map[bool]string{false: `{"saved": 1}`, true: `{"saved": 2}`}[again]
		if got, _ := os.ReadFile(path); !errors.Is(err, ErrChanged) || string(got) != want {
			t.Errorf("newer save %v: Apply = %v, file %s, want %s", again, err, got, want)
		}
		assertNoTemp(t, o.ClaudeDir)
	}
}

// Check: where names cannot be swapped, a write in place after the check is
// still put back. Control: without it, the plan is written.
func TestApplyWithoutSwapKeepsWriteInPlace(t *testing.T) {
	saved := strings.Replace(existing, `"sonnet"`, `"opus"`, 1)
	for _, write := range []bool{false, true} {
		o, path, p := plannedInstall(t)
		withSeams(t, func() {
			if write {
				saveKinds[1].save(t, path, saved)
			}
		}, func(a, b string) error { return errNoSwap })
		checkSaveKept(t, o, p, path, write, saved)
	}
}

// Check: a settings.json created after the plan (made when there was none)
// is not replaced. Control: TestInstallFreshSettings.
func TestApplyDoesNotReplaceAFileCreatedMeanwhile(t *testing.T) {
	o := opts(t)
	p, err := PlanInstall(o)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(o.ClaudeDir, SettingsFile)
	withSeams(t, func() { saveKinds[1].save(t, path, `{"model": "opus"}`) }, nil)
	if _, err := Apply(p); !errors.Is(err, ErrChanged) {
		t.Errorf("Apply = %v, want ErrChanged", err)
	}
	if got, _ := os.ReadFile(path); string(got) != `{"model": "opus"}` {
		t.Errorf("the new file was replaced: %s", got)
	}
	assertNoTemp(t, o.ClaudeDir)
}

// checkSaveKept applies p and checks the outcome: with write (a save that
// landed while Apply ran), ErrChanged and the user's save in the file;
// without, the plan written.
func checkSaveKept(t *testing.T, o Options, p Plan, path string, write bool, saved string) {
	t.Helper()
	_, err := Apply(p)
	got, _ := os.ReadFile(path)
	switch {
	case !write && (err != nil || string(got) != string(p.After)):
		t.Errorf("control: Apply = %v, file:\n%s", err, got)
	case write && (!errors.Is(err, ErrChanged) || string(got) != saved):
		t.Errorf("Apply = %v; the file holds:\n%s", err, got)
	}
	assertNoTemp(t, o.ClaudeDir)
}

// plannedInstall writes the existing settings and plans an install over them.
func plannedInstall(t *testing.T) (Options, string, Plan) {
	t.Helper()
	o := opts(t)
	path := writeSettings(t, o, existing, 0o644)
	p, err := PlanInstall(o)
	if err != nil {
		t.Fatal(err)
	}
	return o, path, p
}
