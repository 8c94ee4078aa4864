// Package spawn starts detached hippo processes: work that must outlive the
// hook that asked for it (SessionEnd's 1.5 s budget, Claude Code's cleanup of
// a hook's process group) runs in a process of its own.
package spawn

import (
	"fmt"
	"os"
	"os/exec"
)

// Detached starts this hippo binary with args in its own session, with no
// stdio, and does not wait for it.
func Detached(args ...string) error {
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("spawn hippo %v: %w", args, err)
	}
	cmd := exec.Command(exe, args...)
	detach(cmd)
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("spawn hippo %v: %w", args, err)
	}
	return cmd.Process.Release()
}
