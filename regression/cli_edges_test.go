package regression

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/internal/testmodel"
)

// Rough edges a new user hit with the CLI, each reproduced on main before the
// fix. Every check is paired with a control that shows it can fail.

// jsonError is the one shape every --json command fails with, on stdout.
type jsonError struct {
	Error *string `json:"error"`
	Hint  string  `json:"hint"`
}

func decodeStrict(t *testing.T, what, s string, v any) {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(s))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("%s: stdout is not the expected JSON: %v\n%s", what, err, s)
	}
	if dec.More() {
		t.Fatalf("%s: more than one JSON document on stdout:\n%s", what, s)
	}
}

// Check: a command asked for --json that fails prints {"error", "hint"} on
// stdout and still exits non-zero (1 for a failure, 2 for a usage error);
// stderr keeps the human lines. Control: the same failures without --json
// leave stdout empty, and a purge that succeeds prints its result, not an error.
func TestJSONErrorShape(t *testing.T) {
	h := newHome(t)
	id := strings.TrimSpace(h.hippo(t, "jot", "the billing api uses mtls").stdout)
	for _, tt := range []struct {
		args     []string
		code     int
		contains string
	}{
		{[]string{"purge", "--json", "--yes", "ZZZZZZ"}, 1, "memory not found"},
		{[]string{"purge", "--json", id}, 2, "refusing to purge without --yes"},
		{[]string{"recall", "--json", "--nope", "x"}, 2, "flag provided but not defined"},
		{[]string{"reindex", "--json"}, 1, "model"},
		{[]string{"install", "--json", "--no-model", "--binary", "/nonexistent/hippo"}, 2, "does not exist"},
	} {
		r := h.run(t, "", hippoBin, tt.args...)
		var e jsonError
		decodeStrict(t, strings.Join(tt.args, " "), r.stdout, &e)
		if r.code != tt.code || e.Error == nil || !strings.Contains(*e.Error, tt.contains) || e.Hint == "" {
			t.Errorf("hippo %v: exit %d, error %v hint %q; want exit %d, an error naming %q and a hint", tt.args, r.code, e.Error, e.Hint, tt.code, tt.contains)
		}
		if !strings.Contains(r.stderr, "hippo: error: ") || !strings.Contains(r.stderr, "hippo: hint: ") {
			t.Errorf("hippo %v: stderr lost the human lines: %q", tt.args, r.stderr)
		}
		plain := h.run(t, "", hippoBin, withoutJSON(tt.args)...)
		if plain.code != tt.code || plain.stdout != "" {
			t.Errorf("control: hippo %v without --json: exit %d stdout %q", tt.args, plain.code, plain.stdout)
		}
	}
	r := h.hippo(t, "purge", "--json", "--yes", id)
	if strings.Contains(r.stdout, `"error"`) || !strings.Contains(r.stdout, `"purge"`) {
		t.Errorf("control: a purge that succeeds printed %s", r.stdout)
	}
}

func withoutJSON(args []string) []string {
	var out []string
	for _, a := range args {
		if a != "--json" {
			out = append(out, a)
		}
	}
	return out
}

// Check: reindex, install and uninstall take --json and print one document
// saying what they did. Control: install's document changes with the setup
// (changed on the first run, unchanged on the second).
func TestJSONOnReindexInstallUninstall(t *testing.T) {
	h := newHome(t)
	f, err := testmodel.Write(filepath.Join(h.cache, "model"))
	if err != nil {
		t.Fatal(err)
	}
	model := []string{"HIPPO_MODEL_DIR=" + f.Dir}
	h.hippo(t, "jot", "stored before the model was present")
	r := h.runEnv(t, model, "", hippoBin, "reindex", "--json")
	var re struct {
		Embedded *int `json:"embedded"`
	}
	decodeStrict(t, "reindex --json", r.stdout, &re)
	if r.code != 0 || re.Embedded == nil || *re.Embedded != 1 {
		t.Errorf("reindex --json: exit %d %s", r.code, r.stdout)
	}
	if !strings.Contains(r.stderr, "embedded 1 memory\n") {
		t.Errorf("reindex stderr %q", r.stderr)
	}
	type plan struct {
		Path    string `json:"path"`
		Changed bool   `json:"changed"`
		Backup  string `json:"backup"`
		Diff    string `json:"diff"`
	}
	type doc struct {
		DryRun      bool   `json:"dry_run"`
		DataDir     string `json:"data_dir"`
		Binary      string `json:"binary"`
		Settings    *plan  `json:"settings"`
		MCP         *plan  `json:"mcp"`
		DataDeleted bool   `json:"data_deleted"`
	}
	settings := filepath.Join(h.dir, ".claude", "settings.json")
	for i, tt := range []struct {
		args          []string
		dry, changed  bool
		diffMentioned bool
	}{
		{[]string{"install", "--json", "--dry-run", "--binary", hippoBin}, true, true, true},
		{[]string{"install", "--json", "--no-model", "--binary", hippoBin}, false, true, false},
		{[]string{"install", "--json", "--no-model", "--binary", hippoBin}, false, false, false},
		{[]string{"uninstall", "--json", "--dry-run"}, true, true, true},
		{[]string{"uninstall", "--json"}, false, true, false},
	} {
		var d doc
		decodeStrict(t, strings.Join(tt.args, " "), h.hippo(t, tt.args...).stdout, &d)
		if d.DryRun != tt.dry || d.DataDir != h.data || d.Settings == nil || d.Settings.Path != settings ||
			d.Settings.Changed != tt.changed || strings.Contains(d.Settings.Diff, "hook prompt") != tt.diffMentioned {
			t.Errorf("step %d, hippo %v: %+v settings %+v", i, tt.args, d, d.Settings)
		}
	}
}

// Check: no --json output carries a null list. recall with no hit said
// "hits": null, and maintain with nothing captured "captured": null. Control: a recall that finds the memory lists it.
func TestJSONHasNoNullLists(t *testing.T) {
	h := newHome(t)
	for _, args := range [][]string{
		{"recall", "--json", "volcano"}, {"recall", "--json", "--explain", "--assoc", "volcano"}, {"list", "--json", "--all"},
		{"cold", "--json", "volcano"}, {"prune", "--json", "--dry-run"}, {"tombstones", "--json"}, {"log", "--json"},
		{"stats", "--json"}, {"capture", "--status", "--json"}, {"review-feedback", "--list", "--json"},
		{"review-feedback", "--contradictions", "--json"}, {"serve", "--status", "--json"}, {"model", "status", "--json"},
		{"maintain", "--json"},
	} {
		r := h.hippo(t, args...)
		if strings.Contains(r.stdout, "null") {
			t.Errorf("hippo %v printed a null:\n%s", args, r.stdout)
		}
	}
	var res struct {
		Hits []json.RawMessage `json:"hits"`
	}
	r := h.hippo(t, "recall", "--json", "volcano")
	if err := json.Unmarshal([]byte(r.stdout), &res); err != nil || res.Hits == nil || len(res.Hits) != 0 {
		t.Errorf("recall with no hit: %v %s", err, r.stdout)
	}
	h.hippo(t, "jot", "the volcano erupts on tuesdays")
	r = h.hippo(t, "recall", "--json", "volcano")
	if err := json.Unmarshal([]byte(r.stdout), &res); err != nil || len(res.Hits) != 1 {
		t.Errorf("control: recall with a hit: %v %s", err, r.stdout)
	}
}

// Check: "serve --status" with no server says so in words, exits 0 and, with
// --json, prints {"running": false}; it used to print the raw dial error (and
// nothing with --json). Control: with a server running, running is true.
func TestServeStatusWithoutServer(t *testing.T) {
	h := newHome(t)
	r := h.hippo(t, "serve", "--status")
	if r.stdout != "no warm server is running for "+h.data+"\n" || strings.Contains(r.stderr, "dial") || !strings.Contains(r.stderr, `hippo: hint: `) {
		t.Errorf("serve --status: stdout %q stderr %q", r.stdout, r.stderr)
	}
	status := func() map[string]any {
		t.Helper()
		var st map[string]any
		if err := json.Unmarshal([]byte(h.hippo(t, "serve", "--status", "--json").stdout), &st); err != nil {
			t.Fatal(err)
		}
		return st
	}
	if st := status(); st["running"] != false || st["data_dir"] != h.data || st["pid"] != nil {
		t.Errorf("serve --status --json without a server: %v", st)
	}

	f, err := testmodel.Write(filepath.Join(h.cache, "model"))
	if err != nil {
		t.Fatal(err)
	}
	srv := exec.Command(hippoBin, "serve")
	srv.Dir, srv.Env = h.project, h.env("HIPPO_MODEL_DIR="+f.Dir)
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Process.Kill(); _ = srv.Wait() })
	waitFor(t, 20*time.Second, "the server to start", func() bool { return status()["running"] == true })
	if st := status(); st["pid"] != float64(srv.Process.Pid) {
		t.Errorf("control: status of a running server: %v", st)
	}
}

// Check: "hippo hook --help" prints the hook's usage and exits 0 without
// logging an error. Control: an unknown event is logged, so the log check
// below would see one.
func TestHookHelp(t *testing.T) {
	h := newHome(t)
	h.hippo(t, "jot", "creates the data dir")
	errLog := filepath.Join(h.data, hooklog.ErrorLogFile)
	r := h.hippo(t, "hook", "--help")
	for _, want := range []string{"Usage: hippo hook EVENT", "session-start", "prompt", "session-end", "fails open"} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("hook --help lacks %q:\n%s", want, r.stderr)
		}
	}
	if r.stdout != "" {
		t.Errorf("hook --help wrote stdout %q: Claude Code would read it as context", r.stdout)
	}
	if _, err := os.Stat(errLog); !os.IsNotExist(err) {
		t.Errorf("hook --help logged an error: %v", err)
	}
	if r := h.hippo(t, "hook", "bogus"); r.stdout != "" || r.stderr != "" {
		t.Errorf("control: hook bogus printed %q %q", r.stdout, r.stderr)
	}
	if b, err := os.ReadFile(errLog); err != nil || !strings.Contains(string(b), "bogus") {
		t.Errorf("control: hook bogus was not logged: %v %q", err, b)
	}
}

// Check: counts are pluralised: one memory, one entry. Control: two of each.
func TestCountsPluralised(t *testing.T) {
	h := newHome(t)
	a := strings.TrimSpace(h.hippo(t, "jot", "first memory").stdout)
	count := func(want string, args ...string) {
		t.Helper()
		r := h.run(t, "", hippoBin, args...)
		if !strings.Contains(r.stdout+r.stderr, want) {
			t.Errorf("hippo %v: want %q in\n%s%s", args, want, r.stdout, r.stderr)
		}
	}
	count("ok: 1 entry, chain intact", "log", "verify")
	count("purge destroys 1 memory, text", "purge", a)
	count("would archive 0 memories", "prune", "--dry-run")
	b := strings.TrimSpace(h.hippo(t, "jot", "second memory").stdout)
	count("ok: 2 entries, chain intact", "log", "verify")
	count("purge destroys 2 memories, text", "purge", a, b)
}

// Check: "install --binary" refuses a path that is missing, a directory or
// not executable, and changes nothing: no settings.json, no data dir.
// Control: the real binary installs, and the hooks run it.
func TestInstallRefusesBadBinary(t *testing.T) {
	h := newHome(t)
	notExec := filepath.Join(h.dir, "hippo.txt")
	if err := os.WriteFile(notExec, []byte("#!/bin/sh\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	settings := filepath.Join(h.dir, ".claude", "settings.json")
	for _, tt := range []struct{ bin, why string }{
		{"/nonexistent/hippo", "does not exist"}, {h.dir, "is not a file"}, {notExec, "is not executable"},
	} {
		r := h.run(t, "", hippoBin, "install", "--no-model", "--binary", tt.bin)
		if r.code != 2 || !strings.Contains(r.stderr, tt.why) || !strings.Contains(r.stderr, "hippo: hint: ") {
			t.Errorf("install --binary %s: exit %d stderr %q", tt.bin, r.code, r.stderr)
		}
		for _, p := range []string{settings, h.data} {
			if _, err := os.Stat(p); !os.IsNotExist(err) {
				t.Errorf("install --binary %s created %s", tt.bin, p)
			}
		}
	}
	h.hippo(t, "install", "--no-model", "--binary", hippoBin)
	b, err := os.ReadFile(settings)
	if err != nil || !strings.Contains(string(b), hippoBin+"' hook prompt") {
		t.Errorf("control: install with the real binary: %v\n%s", err, b)
	}
}

// Check: install allows "Bash(hippo show:*)", which CLAUDE.md.example tells
// Claude to use. Control: --no-permissions adds no rule at all.
func TestInstallAllowsShow(t *testing.T) {
	for _, tt := range []struct {
		flag string
		want bool
	}{{"--binary=" + hippoBin, true}, {"--no-permissions", false}} {
		h := newHome(t)
		h.hippo(t, "install", "--no-model", "--binary", hippoBin, tt.flag)
		b, err := os.ReadFile(filepath.Join(h.dir, ".claude", "settings.json"))
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(string(b), `"Bash(hippo show:*)"`); got != tt.want {
			t.Errorf("install %s: show allowed %v, want %v\n%s", tt.flag, got, tt.want, b)
		}
	}
}
