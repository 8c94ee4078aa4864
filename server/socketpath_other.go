//go:build !linux

package server

// maxSocketPath is the longest unix socket path macOS and the BSDs take:
// sun_path is 104 bytes there, one of them the terminating NUL. Other systems
// get the same, the smallest limit hippo knows of.
const maxSocketPath = 103
