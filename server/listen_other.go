//go:build !unix

package server

import (
	"net"
	"os"
)

// listenPrivate listens without the umask, which only unix has. hippo refuses
// to run on these systems (cmd/hippo's checkPlatform); this keeps them building.
func listenPrivate(path string) (net.Listener, error) {
	return net.Listen("unix", path)
}

// ownedByMe cannot tell the owner here, so it says no: SocketPath then refuses
// the shared directory rather than trust it.
func ownedByMe(os.FileInfo) bool { return false }
