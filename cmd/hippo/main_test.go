package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/hippo-mem/hippo/internal/pgtest"
	"github.com/hippo-mem/hippo/internal/testmodel"
	"github.com/hippo-mem/hippo/store"
)

func TestMain(m *testing.M) {
	if os.Getenv("HIPPO_TEST_MAIN") == "1" {
		main() // the test binary plays hippo
		return
	}
	os.Exit(pgtest.Main(m)) // stops the PostgreSQL the team tests start

}

type result struct {
	stdout, stderr string
	code           int
}

// env is a throwaway hippo installation: data dir, cache and working dir.
type env struct {
	home, cache, cwd string
	extra            []string
}

func newEnv(t *testing.T) *env {
	t.Helper()
	base := t.TempDir()
	e := &env{home: filepath.Join(base, "data"), cache: filepath.Join(base, "cache"), cwd: filepath.Join(base, "proj")}
	if err := os.MkdirAll(e.cwd, 0o755); err != nil {
		t.Fatal(err)
	}
	return e
}

// withModel points the env at the tiny test model.
func (e *env) withModel(t *testing.T) *env {
	t.Helper()
	f, err := testmodel.Write(filepath.Join(t.TempDir(), "model"))
	if err != nil {
		t.Fatal(err)
	}
	e.extra = append(e.extra, "HIPPO_MODEL_DIR="+f.Dir)
	return e
}

func (e *env) cmd(stdin string, args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Dir = e.cwd
	cmd.Env = append(os.Environ(), "HIPPO_TEST_MAIN=1", "HIPPO_HOME="+e.home, "XDG_CACHE_HOME="+e.cache, "HIPPO_MODEL_DIR=")
	cmd.Env = append(cmd.Env, e.extra...)
	cmd.Stdin = strings.NewReader(stdin)
	return cmd
}

func (e *env) run(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	cmd := e.cmd(stdin, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{out.String(), errb.String(), code}
}

func (e *env) ok(t *testing.T, args ...string) result {
	t.Helper()
	r := e.run(t, "", args...)
	if r.code != 0 {
		t.Fatalf("hippo %v: exit %d\nstdout: %s\nstderr: %s", args, r.code, r.stdout, r.stderr)
	}
	return r
}

func TestJotRecallRoundTrip(t *testing.T) {
	for _, mode := range []string{store.ModeLexical, store.ModeSemantic} {
		t.Run(mode, func(t *testing.T) {
			e := newEnv(t)
			if mode == store.ModeSemantic {
				e.withModel(t)
			}
			id := strings.TrimSpace(e.ok(t, "jot", "the billing API authenticates with mTLS, not API keys").stdout)
			if len(id) != 16 {
				t.Fatalf("jot printed %q, want a 16-char id", id)
			}
			r := e.ok(t, "recall", "--json", "--explain", "billing api mtls")
			var res store.Result
			if err := json.Unmarshal([]byte(r.stdout), &res); err != nil {
				t.Fatalf("recall --json: %v\n%s", err, r.stdout)
			}
			if res.Mode != mode || len(res.Hits) == 0 || res.Hits[0].Memory.ID != id || res.Hits[0].Band != store.BandConfident {
				t.Fatalf("recall: %+v", res)
			}
			lexNote := strings.Contains(r.stderr, "lexical mode")
			if lexNote != (mode == store.ModeLexical) {
				t.Errorf("lexical-mode note shown=%v in mode %s: %q", lexNote, mode, r.stderr)
			}
			r = e.ok(t, "recall", "billing", "mtls", "--explain")
			if !strings.Contains(r.stdout, "[confident] "+id) || !strings.Contains(r.stdout, "score ") {
				t.Errorf("human recall output:\n%s", r.stdout)
			}
			r = e.ok(t, "recall", "volcano ballet")
			if r.stdout != "" || !strings.Contains(r.stderr, "no memories recalled: nothing matched") {
				t.Errorf("empty recall: stdout %q stderr %q", r.stdout, r.stderr)
			}
			for _, args := range [][]string{{"show", id}, {"confirm", id}, {"pin", id}, {"unpin", id}, {"list"}, {"stats"}, {"log", "verify"}} {
				e.ok(t, args...)
			}
			if r := e.ok(t, "show", "--json", id[:10]); !strings.Contains(r.stdout, `"pinned": false`) {
				t.Errorf("show --json: %s", r.stdout)
			}
		})
	}
}

func TestJotReportsRedaction(t *testing.T) {
	e := newEnv(t)
	secret := "ghp_" + strings.Repeat("Ab3d", 9)
	r := e.ok(t, "jot", "the deploy token is", secret, "for the release bot")
	if !strings.Contains(r.stderr, "redacted 1 secret before storing (github-token)") {
		t.Errorf("stderr %q", r.stderr)
	}
	if strings.Contains(r.stderr+r.stdout, secret) {
		t.Error("secret echoed")
	}
	show := e.ok(t, "show", strings.TrimSpace(r.stdout))
	if strings.Contains(show.stdout, secret) || !strings.Contains(show.stdout, "for the release bot") {
		t.Errorf("stored: %s", show.stdout)
	}
}

func TestBadInputClearErrorNothingLost(t *testing.T) {
	e := newEnv(t)
	keep := strings.TrimSpace(e.ok(t, "jot", "a memory that must survive bad input").stdout)
	for _, tt := range []struct {
		name   string
		stdin  string
		args   []string
		code   int
		stderr string
	}{
		{"no command", "", nil, 2, "missing command"},
		{"unknown command", "", []string{"frobnicate"}, 2, `unknown command "frobnicate"`},
		{"empty jot", "", []string{"jot", "  "}, 2, "memory text required"},
		{"empty stdin jot", "", []string{"jot", "-"}, 1, "memory text is empty"},
		{"1 MB jot", strings.Repeat("x", 1<<20), []string{"jot", "-"}, 1, "memory text is too large"},
		{"invalid utf8", "bad \xff\xfe bytes", []string{"jot", "-"}, 1, "not valid UTF-8"},
		{"bad kind", "", []string{"jot", "--kind", "rumour", "x"}, 1, `unknown kind "rumour"`},
		{"bad flag", "", []string{"recall", "--nope", "x"}, 2, "flag provided but not defined"},
		{"unknown id", "", []string{"confirm", "ZZZZZZ"}, 1, "memory not found"},
		{"missing id", "", []string{"pin"}, 2, "memory id required"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := e.run(t, tt.stdin, tt.args...)
			if r.code != tt.code || !strings.Contains(r.stderr, tt.stderr) {
				t.Fatalf("exit %d stderr %q; want exit %d and %q", r.code, r.stderr, tt.code, tt.stderr)
			}
			if !strings.Contains(r.stderr, "hippo: hint:") && tt.code != 0 {
				t.Errorf("no hint: %q", r.stderr)
			}
		})
	}
	if r := e.ok(t, "list", "--json"); strings.Count(r.stdout, `"id"`) != 1 || !strings.Contains(r.stdout, keep) {
		t.Errorf("after bad input the store holds: %s", r.stdout)
	}
}

func TestCorruptStoreRefusedUntouched(t *testing.T) {
	e := newEnv(t)
	if err := os.MkdirAll(e.home, 0o700); err != nil {
		t.Fatal(err)
	}
	junk := bytes.Repeat([]byte("garbage!"), 1024)
	db := filepath.Join(e.home, store.DBFile)
	if err := os.WriteFile(db, junk, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"jot", "x"}, {"recall", "x"}, {"list"}} {
		r := e.run(t, "", args...)
		if r.code != 1 || !strings.Contains(r.stderr, "damaged") || !strings.Contains(r.stderr, "doctor --salvage") {
			t.Errorf("%v: exit %d stderr %q", args, r.code, r.stderr)
		}
	}
	if b, _ := os.ReadFile(db); !bytes.Equal(b, junk) {
		t.Error("corrupt store was modified")
	}
}

func TestDataDirThatIsAFile(t *testing.T) {
	e := newEnv(t)
	if err := os.WriteFile(e.home, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	r := e.run(t, "", "jot", "x")
	if r.code != 1 || !strings.Contains(r.stderr, "data dir") {
		t.Errorf("exit %d stderr %q", r.code, r.stderr)
	}
}

func TestIngestCLI(t *testing.T) {
	e := newEnv(t)
	dir := filepath.Join(t.TempDir(), "session_summaries")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f := filepath.Join(dir, "a.md")
	if err := os.WriteFile(f, []byte("Chose grpc for internal services."), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("ignored"), 0o600); err != nil {
		t.Fatal(err)
	}
	r := e.ok(t, "ingest", dir)
	if !strings.HasPrefix(r.stdout, "added ") || strings.Count(r.stdout, "\n") != 1 {
		t.Fatalf("ingest: %q", r.stdout)
	}
	if r := e.ok(t, "ingest", dir); !strings.HasPrefix(r.stdout, "unchanged ") {
		t.Errorf("re-ingest: %q", r.stdout)
	}
	if err := os.WriteFile(f, []byte("Chose rest for internal services."), 0o600); err != nil {
		t.Fatal(err)
	}
	if r := e.ok(t, "ingest", dir); !strings.HasPrefix(r.stdout, "updated ") {
		t.Errorf("edited: %q", r.stdout)
	}
}

// Several processes jot and recall at once on one store: nothing is lost or
// corrupted, and the activity log's chain holds. The notes differ only in
// their numbers, which the gate reads as one fact changing value: --force
// stores each as written, so every acknowledged id must still be listed.
func TestConcurrentProcesses(t *testing.T) {
	e := newEnv(t)
	e.ok(t, "jot", "warm up the store")
	const procs, each = 4, 15
	var mu sync.Mutex
	ids := map[string]bool{}
	var wg sync.WaitGroup
	for p := range procs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range each {
				r := e.run(t, "", "jot", "--force", fmt.Sprintf("process %d wrote note %d about kafka", p, i))
				if r.code != 0 {
					t.Errorf("jot failed: %s", r.stderr)
					return
				}
				mu.Lock()
				ids[strings.TrimSpace(r.stdout)] = true
				mu.Unlock()
				if r := e.run(t, "", "recall", "kafka note"); r.code != 0 {
					t.Errorf("recall failed: %s", r.stderr)
				}
			}
		}()
	}
	wg.Wait()
	r := e.ok(t, "list", "--json", "--limit", "0")
	var mems []store.Memory
	if err := json.Unmarshal([]byte(r.stdout), &mems); err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, m := range mems {
		if got[m.ID] {
			t.Errorf("duplicate id %s", m.ID)
		}
		got[m.ID] = true
	}
	for id := range ids {
		if !got[id] {
			t.Errorf("acknowledged jot %s lost", id)
		}
	}
	if len(ids) != procs*each {
		t.Errorf("%d distinct ids acknowledged, want %d", len(ids), procs*each)
	}
	if r := e.ok(t, "log", "verify", "--json"); !strings.Contains(r.stdout, `"ok": true`) || !strings.Contains(r.stdout, fmt.Sprintf(`"entries": %d`, procs*each+1)) {
		t.Errorf("log verify: %s", r.stdout)
	}
}

func TestHelp(t *testing.T) {
	e := newEnv(t)
	if r := e.ok(t, "help"); !strings.Contains(r.stdout, "jot TEXT") {
		t.Errorf("help: %q", r.stdout)
	}
	if r := e.ok(t, "recall", "--help"); !strings.Contains(r.stderr, "Usage: hippo recall") || !strings.Contains(r.stderr, "-explain") {
		t.Errorf("recall --help: %q", r.stderr)
	}
}

func TestInstallDoctorUninstallCLI(t *testing.T) {
	e := newEnv(t)
	claudeDir := filepath.Join(t.TempDir(), "claude-config")
	e.extra = append(e.extra, "CLAUDE_CONFIG_DIR="+claudeDir, "HIPPO_MODEL_BASE_URL=http://127.0.0.1:1")
	settings := filepath.Join(claudeDir, "settings.json")

	r := e.ok(t, "install", "--dry-run")
	if !strings.Contains(r.stdout, "hook prompt") {
		t.Errorf("dry run shows no diff: %q", r.stdout)
	}
	if _, err := os.Stat(settings); !os.IsNotExist(err) {
		t.Fatal("dry run wrote settings.json")
	}
	r = e.ok(t, "install")
	if !strings.Contains(r.stderr, "could not fetch the model") || !strings.Contains(r.stderr, `run "hippo model fetch" when online`) {
		t.Errorf("offline install did not explain lexical mode: %q", r.stderr)
	}
	b, err := os.ReadFile(settings)
	if err != nil || !strings.Contains(string(b), "hook session-end") {
		t.Fatalf("install did not honour CLAUDE_CONFIG_DIR: %v %s", err, b)
	}
	if st, _ := os.Stat(e.home); st.Mode().Perm() != 0o700 {
		t.Errorf("data dir mode %v", st.Mode().Perm())
	}
	if r := e.ok(t, "install", "--dry-run"); !strings.Contains(r.stdout, "nothing to change") {
		t.Errorf("second dry run: %q", r.stdout)
	}
	r = e.ok(t, "doctor")
	for _, want := range []string{"ok   hook prompt", "ok   data dir", "warn model", "fix: hippo model fetch"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("doctor output lacks %q:\n%s", want, r.stdout)
		}
	}
	e.ok(t, "uninstall")
	if b, _ := os.ReadFile(settings); strings.Contains(string(b), "hippo") {
		t.Errorf("uninstall left hippo in settings: %s", b)
	}
	r = e.run(t, "", "doctor")
	if r.code != 1 || !strings.Contains(r.stdout, "fix: hippo install") {
		t.Errorf("doctor after uninstall: exit %d\n%s", r.code, r.stdout)
	}
	if r := e.run(t, "", "uninstall", "--purge-data"); r.code != 2 || !strings.Contains(r.stderr, "without --yes") {
		t.Errorf("purge-data without --yes: exit %d %q", r.code, r.stderr)
	}
}

func TestInstallRefusesInvalidSettings(t *testing.T) {
	e := newEnv(t)
	claudeDir := filepath.Join(t.TempDir(), "claude-config")
	if err := os.MkdirAll(claudeDir, 0o700); err != nil {
		t.Fatal(err)
	}
	bad := "{\n  \"model\": \"x\",,\n}"
	if err := os.WriteFile(filepath.Join(claudeDir, "settings.json"), []byte(bad), 0o600); err != nil {
		t.Fatal(err)
	}
	e.extra = append(e.extra, "CLAUDE_CONFIG_DIR="+claudeDir)
	r := e.run(t, "", "install", "--no-model")
	if r.code != 1 || !strings.Contains(r.stderr, "not valid JSON") || !strings.Contains(r.stderr, "line 2") || !strings.Contains(r.stderr, "hint:") {
		t.Errorf("exit %d stderr %q", r.code, r.stderr)
	}
	if b, _ := os.ReadFile(filepath.Join(claudeDir, "settings.json")); string(b) != bad {
		t.Error("invalid settings were changed")
	}
}

// Check (CLI weak matches): "hippo recall" lists the nearest memories even
// when none reaches a band, marked weak with the reason, in text and JSON,
// and does not reinforce them; the control, a confident match, is listed as
// confident with no reason.
func TestRecallListsWeakMatches(t *testing.T) {
	e := newEnv(t)
	id := strings.TrimSpace(e.ok(t, "jot", "the kitchen display runs on a raspberry pi").stdout)
	for i := range 8 {
		e.ok(t, "jot", fmt.Sprintf("the frontend route %d renders a sidebar component", i))
	}
	r := e.ok(t, "recall", "which display resolution for the new monitor stand")
	if !strings.Contains(r.stdout, "[weak] "+id) || !strings.Contains(r.stdout, "(weak: holds 1 of the query's") {
		t.Errorf("weak match not listed with its reason:\n%s%s", r.stdout, r.stderr)
	}
	var res store.Result
	if err := json.Unmarshal([]byte(e.ok(t, "recall", "--json", "which display resolution for the new monitor stand").stdout), &res); err != nil {
		t.Fatal(err)
	}
	if len(res.Hits) != 1 || res.Hits[0].Band != "weak" || res.Hits[0].Why == "" || res.Hits[0].Memory.AccessCount != 0 {
		t.Errorf("recall --json: %+v; want one weak hit with a reason, never reinforced", res.Hits)
	}
	if res.Why != store.WhyWeak {
		t.Errorf("recall --json says why %q beside a weak match, want %q", res.Why, store.WhyWeak)
	}
	if err := json.Unmarshal([]byte(e.ok(t, "recall", "--json", "volcano ballet tickets").stdout), &res); err != nil || res.Why != store.WhyNoMatch {
		t.Errorf("control: recall --json with no match says why %q (%v), want %q", res.Why, err, store.WhyNoMatch)
	}
	if r := e.ok(t, "recall", "kitchen display raspberry pi"); !strings.HasPrefix(r.stdout, "[confident] "+id) || strings.Contains(r.stdout, "(weak:") {
		t.Errorf("control: a confident match:\n%s", r.stdout)
	}
}
