package regression

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fidelityFiles are settings.json layouts a user may have: compact, indented
// with spaces or tabs, with a compact "env" object and permissions of their own.
var fidelityFiles = map[string]string{
	"compact":  `{"model":"opus","env":{"A":"1","B":"2"},"permissions":{"allow":["Bash(npm test:*)"]}}`,
	"indented": "{\n  \"model\": \"opus\",\n  \"env\": {\"A\": \"1\", \"B\": \"2\"},\n  \"permissions\": {\n    \"allow\": [\n      \"Bash(npm test:*)\"\n    ]\n  }\n}\n",
	"tabs":     "{\n\t\"model\": \"opus\",\n\t\"hooks\": {\n\t\t\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"echo done\"}]}]\n\t}\n}\n",
}

// Check: install edits only the bytes hippo owns, and an install followed by
// an uninstall gives back the original file byte for byte, whatever its
// layout. The control is that install did change the file in between.
func TestInstallUninstallByteIdentical(t *testing.T) {
	for name, original := range fidelityFiles {
		t.Run(name, func(t *testing.T) {
			h := newHome(t)
			path := filepath.Join(h.dir, ".claude", "settings.json")
			if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(original), 0o644); err != nil {
				t.Fatal(err)
			}
			h.hippo(t, "install", "--no-model", "--binary", hippoBin)
			installed, _ := os.ReadFile(path)
			if string(installed) == original || !strings.Contains(string(installed), "hook prompt") {
				t.Fatalf("control: install did not register the hooks:\n%s", installed)
			}
			if strings.Contains(original, `"env":{"A":"1","B":"2"}`) && !strings.Contains(string(installed), `"env":{"A":"1","B":"2"}`) ||
				strings.Contains(original, `"env": {"A": "1", "B": "2"}`) && !strings.Contains(string(installed), `"env": {"A": "1", "B": "2"}`) {
				t.Fatalf("install reformatted the env object:\n%s", installed)
			}
			h.hippo(t, "uninstall")
			if got, _ := os.ReadFile(path); string(got) != original {
				t.Fatalf("after install and uninstall:\n%s\nwant the original:\n%s", got, original)
			}
		})
	}
}

// Check: a symlinked settings.json stays a link to the same target; install
// writes through it, puts the backup beside the target and says where, and
// uninstall takes hippo out of the target. The control is a plain file, which
// stays a plain file.
func TestInstallThroughSymlinkedSettings(t *testing.T) {
	h := newHome(t)
	dotfiles := filepath.Join(h.dir, "dotfiles")
	target := filepath.Join(dotfiles, "claude-settings.json")
	link := filepath.Join(h.dir, ".claude", "settings.json")
	for _, d := range []string{dotfiles, filepath.Dir(link)} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(target, []byte(fidelityFiles["indented"]), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	r := h.hippo(t, "install", "--no-model", "--binary", hippoBin)
	if dest, err := os.Readlink(link); err != nil || dest != target {
		t.Fatalf("settings.json is no longer the link to %s: %q, %v", target, dest, err)
	}
	if b, _ := os.ReadFile(target); !strings.Contains(string(b), "hook prompt") {
		t.Fatalf("the target did not get the hooks:\n%s", b)
	}
	backups, _ := filepath.Glob(target + ".hippo-backup-*")
	if len(backups) != 1 || !strings.Contains(r.stderr, backups[0]) {
		t.Fatalf("backup beside the target: %v; install said:\n%s", backups, r.stderr)
	}
	h.hippo(t, "uninstall")
	if b, _ := os.ReadFile(target); string(b) != fidelityFiles["indented"] {
		t.Fatalf("uninstall through the link left:\n%s", b)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("after uninstall settings.json is not a link: %v", err)
	}
	// The control: a plain file stays a plain file.
	p := newHome(t)
	p.hippo(t, "install", "--no-model", "--binary", hippoBin)
	if st, err := os.Lstat(filepath.Join(p.dir, ".claude", "settings.json")); err != nil || !st.Mode().IsRegular() {
		t.Fatalf("plain settings.json: %v, %v", st, err)
	}
}

// Check: doctor says the hooks' outcomes in words ("1 silent"), not Go's map
// syntax; the control is that the hook run is counted at all.
func TestDoctorOutcomesInWords(t *testing.T) {
	h := newHome(t)
	h.hippo(t, "jot", "the billing api authenticates with mtls")
	if r := h.run(t, promptPayload(h.project, "write a haiku about autumn"), hippoBin, "hook", "prompt"); r.code != 0 {
		t.Fatalf("hook: exit %d", r.code)
	}
	out := h.run(t, "", hippoBin, "doctor").stdout
	if strings.Contains(out, "map[") || !strings.Contains(out, "over 1 run in the last day (1 silent)") {
		t.Fatalf("doctor's latency line:\n%s", out)
	}
}
