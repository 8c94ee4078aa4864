//go:build !unix

package spawn

import "os/exec"

// detach does nothing where hippo does not run (it refuses to start there).
func detach(*exec.Cmd) {}
