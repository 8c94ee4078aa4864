package project_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/hippo-mem/hippo/project"
)

func git(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@t", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@t")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

func TestResolve(t *testing.T) {
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	repo := filepath.Join(base, "api")
	sub := filepath.Join(repo, "internal", "billing")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	git(t, repo, "init", "-q")
	git(t, repo, "commit", "-q", "--allow-empty", "-m", "init")
	wt := filepath.Join(base, "api-feature")
	git(t, repo, "worktree", "add", "-q", wt)
	plain := filepath.Join(base, "notes")
	if err := os.Mkdir(plain, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, dir, want, topic string
	}{
		{"repo root", repo, repo, "api"},
		{"subdirectory", sub, repo, "api"},
		{"linked worktree shares the main repo", wt, repo, "api"},
		{"not a repo", plain, plain, "notes"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := project.Resolve(tt.dir)
			if got.Path != tt.want || got.Topic != tt.topic {
				t.Errorf("Resolve(%s) = %+v, want %s (%s)", tt.dir, got, tt.want, tt.topic)
			}
		})
	}
}
