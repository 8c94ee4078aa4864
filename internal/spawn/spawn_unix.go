//go:build unix

package spawn

import (
	"os/exec"
	"syscall"
)

// detach puts the child in a session of its own, so the hook's process group
// can be killed without taking it along.
func detach(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true} }
