package server

// maxSocketPath is the longest unix socket path Linux takes: sun_path is 108
// bytes, one of them the terminating NUL.
const maxSocketPath = 107
