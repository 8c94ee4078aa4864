//go:build unix

package server

import (
	"net"
	"os"
	"syscall"
)

// listenPrivate listens on a unix socket that only this user can connect to.
// The umask makes the socket 0600 from the moment it exists: a chmod after
// Listen would leave a window in which another user could connect.
func listenPrivate(path string) (net.Listener, error) {
	old := syscall.Umask(0o177)
	ln, err := net.Listen("unix", path)
	syscall.Umask(old)
	return ln, err
}

// ownedByMe says whether this user owns a file: the socket directory under
// /tmp must be ours, or another user could swap our socket for theirs.
func ownedByMe(st os.FileInfo) bool {
	sys, ok := st.Sys().(*syscall.Stat_t)
	return ok && int(sys.Uid) == os.Getuid()
}
