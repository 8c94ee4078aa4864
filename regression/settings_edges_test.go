package regression

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// doctorChecks runs "hippo doctor --json" (whatever its exit code) and returns
// its checks by name.
func doctorChecks(t *testing.T, h *home, extra ...string) map[string]struct{ Status, Detail, Fix string } {
	t.Helper()
	r := h.runEnv(t, extra, "", hippoBin, "doctor", "--json")
	var checks []struct{ Name, Status, Detail, Fix string }
	if err := json.Unmarshal([]byte(r.stdout), &checks); err != nil {
		t.Fatalf("doctor --json: %v\nstdout: %s\nstderr: %s", err, r.stdout, r.stderr)
	}
	out := map[string]struct{ Status, Detail, Fix string }{}
	for _, c := range checks {
		out[c.Name] = struct{ Status, Detail, Fix string }{c.Status, c.Detail, c.Fix}
	}
	return out
}

func writeSettings(t *testing.T, h *home, body string, mode os.FileMode) {
	t.Helper()
	if err := os.MkdirAll(h.data, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(h.data, "config.json"), []byte(body), mode); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(filepath.Join(h.data, "config.json"), mode); err != nil {
		t.Fatal(err)
	}
}

// Check: a misspelled settings key is named, with the key meant, by the CLI
// and by doctor; the prompt hook stays silent about it. The control is a file
// of valid keys, about which nothing is said.
func TestMisspelledSettingIsNamed(t *testing.T) {
	h := newHome(t)
	writeSettings(t, h, `{"context_char": 900}`, 0o600)
	r := h.hippo(t, "list")
	if want := `unknown setting "context_char" (did you mean "context_chars"?)`; !strings.Contains(r.stderr, want) {
		t.Fatalf("list stderr %q, want it to name %s", r.stderr, want)
	}
	if c := doctorChecks(t, h)["settings"]; c.Status != "warn" || !strings.Contains(c.Fix, `rename "context_char" to "context_chars"`) {
		t.Fatalf("doctor settings check: %+v", c)
	}
	if hr := h.run(t, promptPayload(h.project, "what is the retry limit"), hippoBin, "hook", "prompt"); hr.code != 0 || hr.stdout != "" || hr.stderr != "" {
		t.Fatalf("prompt hook: exit %d stdout %q stderr %q", hr.code, hr.stdout, hr.stderr)
	}
	writeSettings(t, h, `{"context_chars": 900}`, 0o600)
	if r := h.hippo(t, "list"); strings.Contains(r.stderr, "unknown setting") {
		t.Fatalf("control: valid keys warned about: %q", r.stderr)
	}
	if c := doctorChecks(t, h)["settings"]; c.Status != "ok" {
		t.Fatalf("control: doctor settings check: %+v", c)
	}
}

// Check: a wrongly typed setting is refused with the key and the type it
// needs, not encoding/json's Go type names; the control is the right type.
func TestWronglyTypedSettingSaysWhatToFix(t *testing.T) {
	h := newHome(t)
	writeSettings(t, h, `{"context_chars": "900"}`, 0o600)
	r := wantFailure(t, h.run(t, "", hippoBin, "list"), `"context_chars" must be a number, not string`, "hippo: hint: fix ")
	if strings.Contains(r.stderr, "unmarshal") {
		t.Fatalf("Go's decoder words reach the user: %s", r.stderr)
	}
	writeSettings(t, h, `{"context_chars": 900}`, 0o600)
	h.hippo(t, "list")
}

// Check: config.json saved 0644 by an editor does not fail doctor's data dir
// check (it is the user's file, shielded by the 0700 dir); any file hippo
// writes at 0644 still does.
func TestUserSettingsModeIsTheirs(t *testing.T) {
	h := newHome(t)
	h.hippo(t, "jot", "the billing api authenticates with mtls")
	writeSettings(t, h, `{"context_chars": 900}`, 0o644)
	if c := doctorChecks(t, h)["data dir"]; c.Status != "ok" {
		t.Fatalf("config.json at 0644: data dir check %+v", c)
	}
	if err := os.Chmod(filepath.Join(h.data, "activity.log"), 0o644); err != nil {
		t.Fatal(err)
	}
	if c := doctorChecks(t, h)["data dir"]; c.Status != "fail" || !strings.Contains(c.Detail, "activity.log") {
		t.Fatalf("control: activity.log at 0644: data dir check %+v", c)
	}
}

// Check: HIPPO_HOME pointing at a file gives a hint, changes nothing, and
// doctor reports it among its checks instead of aborting. The control is a
// HIPPO_HOME that is a directory.
func TestHomeThatIsAFile(t *testing.T) {
	h := newHome(t)
	file := filepath.Join(h.dir, "notes.txt")
	if err := os.WriteFile(file, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	wantFailure(t, h.runEnv(t, []string{"HIPPO_HOME=" + file}, "", hippoBin, "list"), "is a file, not a directory", "hippo: hint: point HIPPO_HOME at a directory")
	if b, _ := os.ReadFile(file); string(b) != "mine" {
		t.Fatalf("the file was changed: %q", b)
	}
	checks := doctorChecks(t, h, "HIPPO_HOME="+file)
	if c := checks["data dir"]; c.Status != "fail" || !strings.Contains(c.Detail, "is a file") {
		t.Fatalf("doctor data dir check: %+v", c)
	}
	if _, ok := checks["model"]; !ok {
		t.Fatalf("doctor stopped early: %v", checks)
	}
	h.hippo(t, "list")
}

// Check: a relative HIPPO_HOME is refused (it would make a store in every
// directory hippo runs from) and nothing is created; an absolute one works.
func TestRelativeHomeRefused(t *testing.T) {
	h := newHome(t)
	wantFailure(t, h.runEnv(t, []string{"HIPPO_HOME=hippo-data"}, "", hippoBin, "jot", "the billing api authenticates with mtls"),
		"HIPPO_HOME must be an absolute path", "hippo: hint: set it to an absolute path")
	if _, err := os.Stat(filepath.Join(h.project, "hippo-data")); !os.IsNotExist(err) {
		t.Fatalf("a store was made in the working directory: %v", err)
	}
	h.hippo(t, "jot", "the billing api authenticates with mtls")
}

// wantFailure checks that r is a failure (exit 1) whose stderr says each of
// wants, and returns it.
func wantFailure(t *testing.T, r result, wants ...string) result {
	t.Helper()
	for _, w := range wants {
		if r.code != 1 || !strings.Contains(r.stderr, w) {
			t.Fatalf("exit %d, stderr:\n%s\nwant exit 1 and %q", r.code, r.stderr, w)
		}
	}
	return r
}
