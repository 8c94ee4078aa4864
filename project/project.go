// Package project resolves a working directory to hippo's project identity: the
// git top-level of the main worktree when inside a repository (so every worktree
// of one repo shares its memories), else the directory itself. The topic label
// is the project's basename. Recall boosts by topic and never filters; anything
// that must not cross projects compares the full path.
//
// It reads .git files directly instead of running git, because the prompt hook
// pays for every millisecond.
package project

import (
	"os"
	"path/filepath"
	"strings"
)

// Identity is a resolved project.
type Identity struct {
	Path  string `json:"path"`
	Topic string `json:"topic"`
}

// Resolve returns the identity of dir. It never fails: an unreadable tree
// resolves to the directory itself.
func Resolve(dir string) Identity {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	root := dir
	for d := dir; ; d = filepath.Dir(d) {
		if top, ok := gitTop(d); ok {
			root = top
			break
		}
		if parent := filepath.Dir(d); parent == d {
			break
		}
	}
	return Identity{Path: root, Topic: filepath.Base(root)}
}

// gitTop reports whether d holds a .git entry and, if so, the top-level of the
// main worktree it belongs to.
func gitTop(d string) (string, bool) {
	gitPath := filepath.Join(d, ".git")
	st, err := os.Lstat(gitPath)
	if err != nil {
		return "", false
	}
	if st.IsDir() {
		return d, true
	}
	// A linked worktree (or submodule): ".git" is a file "gitdir: <path>".
	b, err := os.ReadFile(gitPath)
	if err != nil {
		return d, true
	}
	line := strings.TrimSpace(string(b))
	gitdir, ok := strings.CutPrefix(line, "gitdir:")
	if !ok {
		return d, true
	}
	gitdir = strings.TrimSpace(gitdir)
	if !filepath.IsAbs(gitdir) {
		gitdir = filepath.Join(d, gitdir)
	}
	// Worktrees keep a "commondir" file pointing at the main repository's .git.
	common, err := os.ReadFile(filepath.Join(gitdir, "commondir"))
	if err != nil {
		return d, true // a submodule: its own project
	}
	cd := strings.TrimSpace(string(common))
	if !filepath.IsAbs(cd) {
		cd = filepath.Join(gitdir, cd)
	}
	cd = filepath.Clean(cd)
	if filepath.Base(cd) != ".git" {
		return d, true // a bare repository: no main worktree to share with
	}
	return filepath.Dir(cd), true
}
