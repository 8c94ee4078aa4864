//go:build unix

package pgtest

import (
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"strconv"
	"syscall"
)

// runAs is the user the cluster's binaries run as.
type runAs = syscall.Credential

func asUser(cmd *exec.Cmd, c *runAs) { cmd.SysProcAttr = &syscall.SysProcAttr{Credential: c} }

// credential is who runs the cluster: this process, or as root the
// unprivileged user.
func credential() (*runAs, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	name := os.Getenv("HIPPO_PG_USER")
	if name == "" {
		name = "hippo-pg"
	}
	u, err := user.Lookup(name)
	if err != nil {
		return nil, &MissingError{What: fmt.Sprintf("user %q to run PostgreSQL as (initdb refuses root; create it with useradd)", name)}
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	return &runAs{Uid: uint32(uid), Gid: uint32(gid)}, nil
}
