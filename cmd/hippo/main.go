// Command hippo is long-term memory for Claude Code: the CLI and the hook entry
// points in one binary. Run "hippo help" for the commands.
package main

import (
	"context"
	"errors"
	"os"
	"os/signal"
	"runtime"
	"syscall"
)

func main() {
	// Refuse before touching anything: on Windows the build compiles (CI checks
	// it), but the file locks, detached servers and socket modes are unix-only
	// stubs there, and a half-working memory would lose or leak what it holds.
	if err := checkPlatform(runtime.GOOS); err != nil {
		os.Exit(report(os.Stderr, err))
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	stdout := &countingWriter{w: os.Stdout}
	err := run(ctx, os.Args[1:], os.Stdin, stdout, os.Stderr)
	stop()
	os.Exit(report(stdout, os.Stderr, err, wantsJSON(os.Args[1:])))
}

// errWindows is what hippo says on Windows, where it refuses to run.
var errWindows = errors.New("hippo does not run on Windows: it needs unix sockets, flock and POSIX signals")

// checkPlatform refuses the systems hippo cannot run on. Linux is supported;
// macOS builds and vets in CI but is not yet tested at run time, so it runs.
func checkPlatform(goos string) error {
	if goos == "windows" {
		return &hintError{err: errWindows, hint: "run hippo and Claude Code inside WSL 2 (Linux)"}
	}
	return nil
}
