package config_test

import (
	"os"
	"syscall"
)

// ctime is a file's change time in nanoseconds: a chmod moves it, a read
// does not.
func ctime(fi os.FileInfo) int64 { return syscall.TimespecToNsec(fi.Sys().(*syscall.Stat_t).Ctim) }
