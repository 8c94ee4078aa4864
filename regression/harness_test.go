// Package regression is hippo's end-to-end suite: real binaries, real stores in
// temp dirs, the real Claude Code CLI against a mock Messages API.
package regression

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/internal/flock"
	"github.com/hippo-mem/hippo/internal/pgtest"
)

// claudeVersion is the Claude Code release the contract was verified against.
const claudeVersion = "2.1.328"

var hippoBin string

func TestMain(m *testing.M) {
	if db := os.Getenv("HIPPO_REGRESSION_LOCK"); db != "" {
		lockHelper(db) // this process is the lock-holding child of a test
	}
	if spec := os.Getenv("HIPPO_LOAD_WORKER"); spec != "" {
		loadWorker(spec) // this process is one of TestConcurrentLoad's workers
	}
	dir, err := os.MkdirTemp("", "hippo-regression")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	hippoBin = filepath.Join(dir, "hippo")
	build := exec.Command("go", "build", "-o", hippoBin, "../cmd/hippo")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "build hippo:", err)
		os.Exit(1)
	}
	code := pgtest.Main(m) // stops the PostgreSQL a team benchmark starts
	_ = os.RemoveAll(dir)
	os.Exit(code)
}

// home is a throwaway user: HOME, hippo's data and cache, and a project dir.
type home struct {
	dir, data, cache, project string
}

func newHome(t *testing.T) *home {
	t.Helper()
	base, err := os.MkdirTemp("", "hh") // short: unix sockets live under it later
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(base) })
	h := &home{dir: filepath.Join(base, "home"), data: filepath.Join(base, "data"), cache: filepath.Join(base, "cache"), project: filepath.Join(base, "proj")}
	for _, d := range []string{h.dir, h.project} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return h
}

// env is the environment of a process run as this user: nothing of the
// developer's own HOME, hippo data or Claude Code settings leaks in.
func (h *home) env(extra ...string) []string {
	env := []string{
		"HOME=" + h.dir, "HIPPO_HOME=" + h.data, "XDG_CACHE_HOME=" + h.cache,
		"PATH=" + os.Getenv("PATH"), "LANG=C.UTF-8", "TMPDIR=" + os.TempDir(),
	}
	return append(env, extra...)
}

type result struct {
	stdout, stderr string
	code           int
}

func (h *home) run(t *testing.T, stdin string, name string, args ...string) result {
	t.Helper()
	return h.runEnv(t, nil, stdin, name, args...)
}

func (h *home) runEnv(t *testing.T, extra []string, stdin string, name string, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = h.project
	cmd.Env = h.env(extra...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return result{out.String(), errb.String(), code}
}

// hippo runs the built binary and fails the test on a non-zero exit.
func (h *home) hippo(t *testing.T, args ...string) result {
	t.Helper()
	r := h.run(t, "", hippoBin, args...)
	if r.code != 0 {
		t.Fatalf("hippo %v: exit %d\nstdout: %s\nstderr: %s", args, r.code, r.stdout, r.stderr)
	}
	return r
}

// claudeBinary returns the pinned Claude Code CLI, installing it from npm into
// a cache dir on first use. When npm cannot reach its registry the test is
// skipped with the reason: the one skip the full suite allows. Under -short
// the tests that run Claude Code skip: they are the everyday loop's slowest.
func claudeBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: runs the real Claude Code CLI (installed from npm on first run)")
	}
	cacheRoot, err := os.UserCacheDir()
	if err != nil {
		cacheRoot = os.TempDir()
	}
	dir := filepath.Join(cacheRoot, "hippo-test", "claude-code-"+claudeVersion)
	bin := filepath.Join(dir, "node_modules", ".bin", "claude")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	// One installer at a time across test processes.
	lock, err := flock.Acquire(filepath.Join(dir, ".lock"))
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Unlock()
	if out, err := exec.Command(bin, "--version").Output(); err == nil && strings.HasPrefix(string(out), claudeVersion) {
		return bin
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("npm is not installed, so the Claude Code CLI cannot be installed")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, npm, "install", "--prefix", dir, "--no-audit", "--no-fund", "--loglevel=error",
		"-E", "@anthropic-ai/claude-code@"+claudeVersion)
	out, err := cmd.CombinedOutput()
	if err != nil {
		for _, sign := range []string{"ENOTFOUND", "EAI_AGAIN", "ECONNREFUSED", "ETIMEDOUT", "ECONNRESET", "network"} {
			if strings.Contains(string(out), sign) {
				t.Skipf("npm cannot reach its registry, so the Claude Code CLI cannot be installed: %s", firstLine(string(out)))
			}
		}
		t.Fatalf("npm install @anthropic-ai/claude-code@%s: %v\n%s", claudeVersion, err, out)
	}
	v, err := exec.Command(bin, "--version").Output()
	if err != nil || !strings.HasPrefix(string(v), claudeVersion) {
		t.Fatalf("installed Claude Code does not run: %q, %v", v, err)
	}
	return bin
}

func firstLine(s string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	return first
}
