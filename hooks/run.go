package hooks

import (
	"context"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/internal/spawn"
)

// GuardEnv is the recursion guard (see config.GuardEnv).
const GuardEnv = config.GuardEnv

// Deadlines. Each makes its hook fail open well before Claude Code gives up:
// install registers a 10 s timeout for each, UserPromptSubmit defaults to 30 s,
// and SessionEnd has a 1.5 s budget shared by all its hooks.
const (
	PromptDeadline       = 2 * time.Second
	SessionStartDeadline = time.Second
	SessionEndDeadline   = 800 * time.Millisecond
	// busyTimeout is how long a hook waits for another process's write lock
	// before giving up on the store.
	busyTimeout = 300 * time.Millisecond
)

// Events.
const (
	EventSessionStart = "session-start"
	EventPrompt       = "prompt"
	EventSessionEnd   = "session-end"
)

// Env is what a hook needs from its surroundings.
type Env struct {
	Version  string // this binary's version, for the warm server's handshake
	DataDir  string
	Settings config.Settings
	Now      func() time.Time
	// Spawn starts a detached hippo with args; it must not wait for it.
	Spawn func(args ...string) error
}

type handler func(ctx context.Context, env Env, p Payload) (out string, t Timing, err error)

var handlers = map[string]handler{
	EventSessionStart: sessionStart,
	EventPrompt:       prompt,
	EventSessionEnd:   sessionEnd,
}

var deadlines = map[string]time.Duration{
	EventSessionStart: SessionStartDeadline,
	EventPrompt:       PromptDeadline,
	EventSessionEnd:   SessionEndDeadline,
}

// Run runs one hook event and always returns normally: output reaches stdout
// only when the whole handler succeeded in time.
func Run(ctx context.Context, event, version string, stdin io.Reader, stdout io.Writer) {
	if os.Getenv(GuardEnv) != "" {
		return
	}
	env, envErr := DefaultEnv()
	env.Version = version
	run(ctx, env, envErr, event, stdin, stdout)
}

// DefaultEnv resolves the data dir and settings from the environment.
func DefaultEnv() (Env, error) {
	dir, err := config.DataDir()
	if err != nil {
		return Env{Now: time.Now, Spawn: SpawnDetached}, err
	}
	return envFor(dir)
}

func envFor(dir string) (Env, error) {
	env := Env{Now: time.Now, Spawn: SpawnDetached, DataDir: dir}
	if err := config.EnsureDataDir(dir); err != nil {
		env.DataDir = ""
		return env, err
	}
	var err error
	env.Settings, err = config.Load(dir)
	return env, err
}

func run(ctx context.Context, env Env, envErr error, event string, stdin io.Reader, stdout io.Writer) {
	start := time.Now()
	h, ok := handlers[event]
	if !ok {
		logError(env.DataDir, event, fmt.Errorf("unknown hook event %q (want session-start, prompt or session-end)", event))
		return
	}
	fail := func(err error) {
		logError(env.DataDir, event, err)
		logTiming(env.DataDir, Timing{Time: start.UTC(), Event: event, Millis: ms(time.Since(start)), Outcome: OutcomeFailedOpen})
	}
	if envErr != nil {
		fail(envErr)
		return
	}
	ctx, cancel := context.WithTimeout(ctx, deadlines[event])
	defer cancel()
	type result struct {
		out string
		t   Timing
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- result{err: fmt.Errorf("internal error: %v", r)}
			}
		}()
		p, err := Decode(stdin, decodeTimeout)
		if err != nil {
			done <- result{err: err}
			return
		}
		out, t, err := h(ctx, env, p)
		done <- result{out, t, err}
	}()
	var res result
	select {
	case res = <-done:
	case <-ctx.Done():
		res.err = fmt.Errorf("gave up after %v: %w", deadlines[event], ctx.Err())
	}
	if res.err != nil {
		fail(res.err)
		return
	}
	if res.out != "" {
		if _, err := io.WriteString(stdout, res.out); err != nil {
			fail(fmt.Errorf("write context: %w", err))
			return
		}
	}
	t := res.t
	t.Time, t.Event, t.Millis = start.UTC(), event, ms(time.Since(start))
	if t.Outcome == "" {
		t.Outcome = OutcomeSilent
		if res.out != "" {
			t.Outcome = OutcomeInjected
		}
	}
	logTiming(env.DataDir, t)
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// SpawnDetached starts this hippo binary with args in a detached process.
var SpawnDetached = spawn.Detached
