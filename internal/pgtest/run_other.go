//go:build !unix

package pgtest

import "os/exec"

// runAs is the user the cluster's binaries run as; only Unix can switch.
type runAs struct{ Uid, Gid uint32 }

func asUser(*exec.Cmd, *runAs) {}

func credential() (*runAs, error) { return nil, nil }
