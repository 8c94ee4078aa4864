package install

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const existing = `{
  "model": "sonnet",
  "permissions": {"allow": ["Bash(npm run test:*)", "Bash(hippo recall:*)"], "deny": ["Read(.env)"]},
  "hooks": {
    "UserPromptSubmit": [{"hooks": [{"type": "command", "command": "echo other", "timeout": 3}]}],
    "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "guard.sh"}]}]
  },
  "env": {"RATIO": 1.50, "BIG": 12345678901234567890},
  "statusLine": {"type": "command", "command": "status.sh"}
}
`

func opts(t *testing.T) Options {
	t.Helper()
	base := t.TempDir()
	return Options{ClaudeDir: filepath.Join(base, "claude"), DataDir: filepath.Join(base, "data"), Binary: "/opt/hippo bin/hippo", Permissions: true}
}

func writeSettings(t *testing.T, o Options, content string, mode os.FileMode) string {
	t.Helper()
	if err := os.MkdirAll(o.ClaudeDir, 0o700); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(o.ClaudeDir, SettingsFile)
	if err := os.WriteFile(p, []byte(content), mode); err != nil {
		t.Fatal(err)
	}
	return p
}

func install(t *testing.T, o Options) (Plan, string) {
	t.Helper()
	p, err := PlanInstall(o)
	if err != nil {
		t.Fatal(err)
	}
	backup, err := Apply(p)
	if err != nil {
		t.Fatal(err)
	}
	return p, backup
}

func decode(t *testing.T, b []byte) map[string]any {
	t.Helper()
	var m map[string]any
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	if err := d.Decode(&m); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, b)
	}
	return m
}

func hippoHandlers(t *testing.T, b []byte) map[string]int {
	t.Helper()
	out := map[string]int{}
	for ev, groups := range decode(t, b)["hooks"].(map[string]any) {
		for _, g := range groups.([]any) {
			for _, h := range g.(map[string]any)["hooks"].([]any) {
				if c, _ := h.(map[string]any)["command"].(string); hippoCommand.MatchString(c) {
					out[ev]++
				}
			}
		}
	}
	return out
}

func TestInstallFreshSettings(t *testing.T) {
	o := opts(t)
	p, backup := install(t, o)
	if p.Existed || backup != "" {
		t.Errorf("no file before: existed %v backup %q", p.Existed, backup)
	}
	b, err := os.ReadFile(p.Path)
	if err != nil {
		t.Fatal(err)
	}
	got := hippoHandlers(t, b)
	for _, h := range Hooks {
		if got[h.Event] != 1 {
			t.Errorf("%s: %d hippo handlers, want 1", h.Event, got[h.Event])
		}
	}
	if !strings.Contains(string(b), `"'/opt/hippo bin/hippo' hook prompt"`) {
		t.Errorf("command not quoted with the absolute path:\n%s", b)
	}
	if st, _ := os.Stat(p.Path); st.Mode().Perm() != 0o600 {
		t.Errorf("new settings mode %v", st.Mode().Perm())
	}
}

func TestInstallKeepsEverythingElseAndUninstallRestores(t *testing.T) {
	o := opts(t)
	path := writeSettings(t, o, existing, 0o644)
	p, backup := install(t, o)
	if b, _ := os.ReadFile(backup); string(b) != existing {
		t.Errorf("backup differs from the original")
	}
	after, _ := os.ReadFile(path)
	m := decode(t, after)
	orig := decode(t, []byte(existing))
	for _, k := range []string{"model", "env", "statusLine"} {
		if js(m[k]) != js(orig[k]) {
			t.Errorf("%s changed: %s -> %s", k, js(orig[k]), js(m[k]))
		}
	}
	if !strings.Contains(string(after), "12345678901234567890") || !strings.Contains(string(after), "1.50") {
		t.Errorf("numbers reformatted:\n%s", after)
	}
	hooks := m["hooks"].(map[string]any)
	if js(hooks["PreToolUse"]) != js(orig["hooks"].(map[string]any)["PreToolUse"]) || !strings.Contains(js(hooks["UserPromptSubmit"]), "echo other") {
		t.Errorf("other hooks changed:\n%s", after)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o644 {
		t.Errorf("mode changed to %v", st.Mode().Perm())
	}
	if strings.Index(string(after), `"model"`) > strings.Index(string(after), `"statusLine"`) {
		t.Errorf("key order changed")
	}
	// The user's own "Bash(hippo recall:*)" was there before: install must not claim it.
	if strings.Join(p.Record.Permissions, ",") != "Bash(hippo jot:*),Bash(hippo confirm:*),Bash(hippo cold:*),Bash(hippo show:*)" {
		t.Errorf("recorded permissions %v", p.Record.Permissions)
	}

	// Twice changes nothing, byte for byte, and writes no new backup.
	p2, backup2 := install(t, o)
	if p2.Changed() || backup2 != "" {
		t.Errorf("second install changed the file (backup %q)", backup2)
	}

	u, err := PlanUninstall(o.ClaudeDir, &p.Record)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Apply(u); err != nil {
		t.Fatal(err)
	}
	restored, _ := os.ReadFile(path)
	if js(decode(t, restored)) != js(orig) {
		t.Errorf("uninstall did not restore the original meaning:\n%s", restored)
	}
	if !strings.Contains(string(restored), "Bash(hippo recall:*)") {
		t.Errorf("uninstall removed the user's own permission rule")
	}
}

func js(v any) string { b, _ := json.Marshal(v); return string(b) }

func TestInstallRefusesAndChangesNothing(t *testing.T) {
	for _, tt := range []struct {
		name    string
		content string
		mode    os.FileMode
		want    error
	}{
		{"invalid json", `{"hooks": {`, 0o644, ErrInvalid},
		{"trailing garbage", `{} {}`, 0o644, ErrInvalid},
		{"hooks not an object", `{"hooks": []}`, 0o644, ErrInvalid},
		{"read-only", existing, 0o444, ErrReadOnly},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := opts(t)
			path := writeSettings(t, o, tt.content, tt.mode)
			p, err := PlanInstall(o)
			if err == nil {
				_, err = Apply(p)
			}
			if !errors.Is(err, tt.want) {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
			if b, _ := os.ReadFile(path); string(b) != tt.content {
				t.Error("file changed")
			}
			if entries, _ := os.ReadDir(o.ClaudeDir); len(entries) != 1 {
				t.Errorf("left %d files (backup or temp)", len(entries))
			}
		})
	}
}

func TestInvalidJSONErrorSaysWhere(t *testing.T) {
	o := opts(t)
	writeSettings(t, o, "{\n  \"a\": 1,\n  \"b\": ,\n}", 0o644)
	_, err := PlanInstall(o)
	if err == nil || !strings.Contains(err.Error(), "line 3") {
		t.Fatalf("error %v, want the line", err)
	}
}

func TestApplyRefusesConcurrentEdit(t *testing.T) {
	o := opts(t)
	path := writeSettings(t, o, existing, 0o644)
	p, err := PlanInstall(o)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(existing, `"sonnet"`, `"opus"`, 1)
	if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Apply(p); !errors.Is(err, ErrChanged) {
		t.Fatalf("Apply over a concurrent edit = %v, want ErrChanged", err)
	}
	if b, _ := os.ReadFile(path); string(b) != edited {
		t.Fatal("the user's edit was lost")
	}
	// A fresh plan keeps the edit and adds hippo.
	install(t, o)
	if b, _ := os.ReadFile(path); !strings.Contains(string(b), `"opus"`) || len(hippoHandlers(t, b)) != 3 {
		t.Fatalf("re-plan lost the edit or the hooks:\n%s", b)
	}
}

func TestReinstallFromNewPathReplaces(t *testing.T) {
	o := opts(t)
	install(t, o)
	o.Binary = "/usr/local/bin/hippo"
	p, _ := install(t, o)
	b, _ := os.ReadFile(p.Path)
	for ev, n := range hippoHandlers(t, b) {
		if n != 1 {
			t.Errorf("%s: %d hippo handlers after reinstall, want 1", ev, n)
		}
	}
	if strings.Contains(string(b), "/opt/hippo bin") {
		t.Error("old path kept")
	}
}

func TestUninstallWithoutRecordRemovesOnlyHooks(t *testing.T) {
	o := opts(t)
	path := writeSettings(t, o, existing, 0o644)
	install(t, o)
	u, err := PlanUninstall(o.ClaudeDir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Apply(u); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	if len(hippoHandlers(t, b)) != 0 || !strings.Contains(string(b), "Bash(hippo jot:*)") || !strings.Contains(string(b), "echo other") {
		t.Errorf("without a record: %s", b)
	}
}

func TestDiffShowsOnlyHippoLines(t *testing.T) {
	o := opts(t)
	writeSettings(t, o, "{\n  \"model\": \"sonnet\"\n}\n", 0o644)
	p, err := PlanInstall(o)
	if err != nil {
		t.Fatal(err)
	}
	d := Diff(p)
	if !strings.Contains(d, "hook prompt") {
		t.Errorf("diff does not show the hooks:\n%s", d)
	}
	// A line may only be removed to come back with a comma after it.
	for _, line := range strings.Split(d, "\n") {
		if strings.HasPrefix(line, "-") && !strings.HasPrefix(line, "---") && !strings.Contains(d, "+"+line[1:]+",\n") {
			t.Errorf("diff removes %q:\n%s", line, d)
		}
	}
}

func FuzzMergeSettings(f *testing.F) {
	f.Add(existing)
	f.Add(`{}`)
	f.Add(`{"hooks":{"SessionStart":[{"hooks":[{"command":"'/x/hippo' hook session-start"}]}]}}`)
	f.Fuzz(func(t *testing.T, content string) {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, SettingsFile), []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		p, err := PlanInstall(Options{ClaudeDir: dir, Binary: "/b/hippo", Permissions: true})
		if err != nil {
			return // refused: fine, as long as it does not panic
		}
		var before, after any
		// An empty or blank file is an empty settings object, by design.
		if strings.TrimSpace(content) != "" && json.Unmarshal([]byte(content), &before) != nil {
			t.Fatalf("accepted invalid JSON %q", content)
		}
		if err := json.Unmarshal(p.After, &after); err != nil {
			t.Fatalf("produced invalid JSON from %q: %v", content, err)
		}
	})
}
