package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/store"
)

func jotFeedback(t *testing.T, e *env) {
	t.Helper()
	for _, text := range []string{"No, run tests with pnpm test.", "That's wrong, run the tests with pnpm test.", "No, always run tests with pnpm test."} {
		e.ok(t, "jot", "--kind", "feedback", text)
	}
}

// No command but an accepted draft writes a CLAUDE.md, user-level or project.
func TestOnlyAcceptWritesClaudeMD(t *testing.T) {
	e := newEnv(t)
	claudeDir := filepath.Join(t.TempDir(), "claude")
	if err := os.MkdirAll(filepath.Join(claudeDir, "projects", "-p"), 0o700); err != nil {
		t.Fatal(err)
	}
	e.extra = append(e.extra, "CLAUDE_CONFIG_DIR="+claudeDir)
	userMD := filepath.Join(claudeDir, "CLAUDE.md")
	projMD := filepath.Join(e.cwd, "CLAUDE.md")
	for _, p := range []string{userMD, projMD} {
		if err := os.WriteFile(p, []byte("# mine\n- run tests with pnpm test\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	transcript := filepath.Join(claudeDir, "projects", "-p", "s1.jsonl")
	if err := os.WriteFile(transcript, []byte(`{"type":"user","uuid":"u1","message":{"role":"user","content":"We always run tests with pnpm test."}}`+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	jotFeedback(t, e)
	id := strings.TrimSpace(e.ok(t, "jot", "run tests with pnpm test in ci too").stdout)
	for _, args := range [][]string{
		{"recall", "pnpm"}, {"capture", transcript}, {"maintain"}, {"review-feedback"}, {"review-feedback", "--list"},
		{"review-feedback", "--contradictions"}, {"prune"}, {"stats"}, {"doctor"}, {"install", "--no-model"},
		{"purge", id, "--yes", "--scrub-transcripts"}, {"uninstall"},
	} {
		e.run(t, "", args...)
		for _, p := range []string{userMD, projMD} {
			if b, _ := os.ReadFile(p); string(b) != "# mine\n- run tests with pnpm test\n" {
				t.Fatalf("hippo %v changed %s:\n%s", args, p, b)
			}
		}
	}
	r := e.ok(t, "review-feedback", "--accept", "1", "--to", "project", "--yes")
	if !strings.Contains(r.stdout, "+- ") {
		t.Errorf("accept showed no diff: %q", r.stdout)
	}
	if b, _ := os.ReadFile(projMD); !strings.Contains(string(b), feedback.Heading) {
		t.Errorf("accept did not write the project CLAUDE.md:\n%s", b)
	}
	if b, _ := os.ReadFile(userMD); string(b) != "# mine\n- run tests with pnpm test\n" {
		t.Error("accept --to project wrote the user CLAUDE.md")
	}
}

func TestReviewWithoutTerminalRefusesToPrompt(t *testing.T) {
	e := newEnv(t)
	jotFeedback(t, e)
	r := e.ok(t, "review-feedback")
	if !strings.Contains(r.stdout, "Draft 1:") || !strings.Contains(r.stderr, "not a terminal, so no questions") || !strings.Contains(r.stderr, "--accept N") {
		t.Errorf("stdout %q stderr %q", r.stdout, r.stderr)
	}
	if r := e.run(t, "", "review-feedback", "--reject", "1"); r.code != 2 || !strings.Contains(r.stderr, "--reason required") {
		t.Errorf("reject without reason: %d %q", r.code, r.stderr)
	}
	e.ok(t, "review-feedback", "--reject", "1", "--reason", "one-off")
	if r := e.ok(t, "review-feedback", "--list", "--json"); strings.TrimSpace(r.stdout) != "[]" {
		t.Errorf("rejected draft still listed: %s", r.stdout)
	}
	if r := e.run(t, "", "review-feedback", "--accept", "1", "--yes"); r.code != 1 || !strings.Contains(r.stderr, "no pending draft") {
		t.Errorf("accepting a rejected draft: %d %q", r.code, r.stderr)
	}
}

// The interactive loop, driven by keys: skip, then reject with a reason, then
// (on a second run) accept into the target file.
func TestReviewLoopKeys(t *testing.T) {
	data := filepath.Join(t.TempDir(), "data")
	if err := config.EnsureDataDir(data); err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(context.Background(), data, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	for _, text := range []string{"No, run tests with pnpm test.", "No, use tabs in Go files."} {
		for range 3 {
			if _, err := s.Add(ctx, store.NewMemory{Text: text, Kind: "feedback", Origin: store.OriginJot, Speaker: store.SpeakerCLI}); err != nil {
				t.Fatal(err)
			}
		}
	}
	drafts, err := feedback.Find(ctx, s, data, time.Now(), nil)
	if err != nil || len(drafts) != 2 {
		t.Fatalf("drafts %+v %v", drafts, err)
	}
	var out bytes.Buffer
	c := &cli{stdout: &out, stderr: &out}
	target := filepath.Join(t.TempDir(), "CLAUDE.md")
	noop := func() {}
	if err := c.reviewLoop(ctx, s, data, target, drafts, strings.NewReader("sr"+"one-off\n"), noop, noop); err != nil {
		t.Fatal(err)
	}
	left, _ := feedback.Pending(data)
	if len(left) != 1 || left[0].N != drafts[0].N {
		t.Fatalf("after s, r: pending %+v\n%s", left, out.String())
	}
	if strings.Contains(out.String(), "\x1b[") {
		t.Error("colour written to a non-terminal")
	}
	if err := c.reviewLoop(ctx, s, data, target, left, strings.NewReader("a"), noop, noop); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(target); !strings.Contains(string(b), "- "+left[0].Rule) {
		t.Fatalf("accept via key wrote:\n%s\n%s", b, out.String())
	}
}
