// Command hippo is long-term memory for Claude Code: the CLI and the hook entry
// points in one binary. Run "hippo help" for the commands.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"syscall"

	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/hooks"
)

func main() {
	// Refuse before touching anything: on Windows the build compiles (CI checks
	// it), but the file locks, detached servers and socket modes are unix-only
	// stubs there, and a half-working memory would lose or leak what it holds.
	if err := checkPlatform(runtime.GOOS); err != nil {
		os.Exit(report(&countingWriter{w: os.Stdout}, os.Stderr, err, false))
	}
	if len(os.Args) > 1 && os.Args[1] == "hook" {
		// The prompt path: Claude Code runs this on every prompt, so it goes
		// straight to the hook, which fails open (exit 0 whatever happens).
		_ = runHook(context.Background(), os.Args[2:], os.Stdin, os.Stdout, os.Stderr)
		return
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

// runHook is "hippo hook EVENT", what Claude Code runs. It only fails to
// print its usage: the hook itself fails open, printing a complete block or
// nothing.
func runHook(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) > 0 && isHelp(args[0]) {
		// Checked here, not in hooks.Run: there every argument is an event,
		// and an unknown one is logged as an error.
		_, err := io.WriteString(stderr, hookUsage)
		return err
	}
	hooks.Run(ctx, args, version, stdin, stdout)
	return nil
}

func isHelp(arg string) bool {
	return arg == "-h" || arg == "-help" || arg == "--help" || arg == "help"
}

// hookUsage is "hippo hook --help". Claude Code, not a person, runs the hook,
// so it has no flags to parse.
var hookUsage = fmt.Sprintf(`Usage: hippo hook EVENT

The entry point Claude Code runs ("hippo install" registers it). It reads the
hook's JSON payload on stdin and prints a context block for Claude on stdout.

Events:
  %-14s hand background work (daily prune, capture) to a detached worker (budget %s)
  %-14s recall memories for the submitted prompt (budget %s)
  %-14s queue the session's transcript for capture (budget %s)

It fails open: on any error or timeout it prints nothing and exits 0, so
Claude Code is never blocked, and logs the error to %s in the data dir
("hippo doctor" reports it).
`, hooks.EventSessionStart, hooks.SessionStartDeadline, hooks.EventPrompt, hooks.PromptDeadline, hooks.EventSessionEnd, hooks.SessionEndDeadline, hooklog.ErrorLogFile)
