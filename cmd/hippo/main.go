// Command hippo is long-term memory for Claude Code: the CLI and the hook entry
// points in one binary. Run "hippo help" for the commands.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	stdout := &countingWriter{w: os.Stdout}
	err := run(ctx, os.Args[1:], os.Stdin, stdout, os.Stderr)
	stop()
	os.Exit(report(stdout, os.Stderr, err, wantsJSON(os.Args[1:])))
}
