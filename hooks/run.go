// Package hooks owns hippo's three Claude Code hook entry points (session start,
// prompt submit, session end): reading the hook payload, doing the event's work
// within a deadline, and printing context for the model.
//
// Hooks fail open. Whatever goes wrong (bad input, a locked or corrupt store, a
// panic, a deadline) the hook exits 0, prints nothing, and appends one line to
// hippo's error log. Every run also appends its event, duration and outcome
// (never the prompt) to the timing log that "hippo doctor" summarises.
//
// The hooks only decode, call and print: recall is package workflow's, the
// block's wording package frame's, the logs package hooklog's, and the
// background work the session hooks start is package maintain's.
package hooks

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/frame"
	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/internal/spawn"
	"github.com/hippo-mem/hippo/project"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/team"
	"github.com/hippo-mem/hippo/workflow"
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
	// budget, when set, replaces the event's deadline and stdin's: a test
	// of what a hook does with a huge payload, not of how fast, lifts them
	// so that a loaded machine cannot fail it (BenchmarkHugePrompt measures
	// the speed). Run never sets it.
	budget time.Duration
}

type handler func(ctx context.Context, env Env, p Payload) (out string, t hooklog.Timing, err error)

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

// Run runs the hook event named by args[0] ("hippo hook EVENT") and always
// returns normally: output reaches stdout only when the whole handler
// succeeded in time.
func Run(ctx context.Context, args []string, version string, stdin io.Reader, stdout io.Writer) {
	if os.Getenv(GuardEnv) != "" {
		return
	}
	event := ""
	if len(args) > 0 {
		event = args[0]
	}
	env, envErr := defaultEnv()
	env.Version = version
	run(ctx, env, envErr, event, stdin, stdout)
}

// defaultEnv resolves the data dir and settings from the environment.
func defaultEnv() (Env, error) {
	dir, err := config.DataDir()
	if err != nil {
		return Env{Now: time.Now, Spawn: spawn.Detached}, err
	}
	return envFor(dir)
}

// envFor is the environment for a known data dir. On error its DataDir is
// still set when the dir exists, so the failure is logged there.
func envFor(dir string) (Env, error) {
	env := Env{Now: time.Now, Spawn: spawn.Detached}
	var err error
	env.DataDir, env.Settings, err = workflow.LocateIn(dir)
	return env, err
}

func run(ctx context.Context, env Env, envErr error, event string, stdin io.Reader, stdout io.Writer) {
	start := time.Now()
	h, ok := handlers[event]
	if !ok {
		hooklog.Error(env.DataDir, event, fmt.Errorf("unknown hook event %q (want session-start, prompt or session-end)", event))
		return
	}
	fail := func(err error) {
		hooklog.Error(env.DataDir, event, err)
		hooklog.Record(env.DataDir, hooklog.Timing{Time: start.UTC(), Event: event, Millis: ms(time.Since(start)), Outcome: hooklog.OutcomeFailedOpen})
	}
	if envErr != nil {
		fail(envErr)
		return
	}
	limit, readLimit := deadlines[event], decodeTimeout
	if env.budget > 0 {
		limit, readLimit = env.budget, env.budget
	}
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	type result struct {
		out string
		t   hooklog.Timing
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- result{err: fmt.Errorf("internal error: %v", r)}
			}
		}()
		p, err := Decode(stdin, readLimit)
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
		res.err = fmt.Errorf("gave up after %v: %w", limit, ctx.Err())
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
		t.Outcome = hooklog.OutcomeSilent
		if res.out != "" {
			t.Outcome = hooklog.OutcomeInjected
		}
	}
	hooklog.Record(env.DataDir, t)
}

// Prompt recall.
const (
	// promptHits is how many memories the prompt hook considers; the
	// character cap decides how many fit.
	promptHits = 5
	// serverBudget bounds the call to the warm server, leaving time in the
	// prompt deadline for the lexical fallback.
	serverBudget = 1200 * time.Millisecond
	// reinforceBudget bounds telling the server what the block showed.
	reinforceBudget = 300 * time.Millisecond
)

// ModeLexicalFallback is the timing log's mode when a model is installed but
// no warm server answered, so the prompt was answered lexically.
const ModeLexicalFallback = "lexical-fallback"

// prompt recalls for the submitted prompt and returns the context block. It
// asks the warm server (which holds the model and the index) and, when there
// is none, answers from the lexical channel in-process and starts one for the
// next prompt. It never loads the model itself (workflow.ModelViaServer).
func prompt(ctx context.Context, env Env, p Payload) (string, hooklog.Timing, error) {
	t := hooklog.Timing{Mode: store.ModeLexical}
	if strings.TrimSpace(p.Prompt) == "" {
		return "", t, nil
	}
	if team.ClaimSync(env.DataDir, env.Now(), env.Settings.TeamPoll()) {
		// Detached: the prompt never waits on the team store, and a
		// teammate's memory reaches the session within about a minute.
		if err := env.Spawn("team", "sync"); err != nil {
			hooklog.Error(env.DataDir, EventPrompt, err)
		}
	}
	var out string
	r, err := workflow.Recall(ctx, store.Query{Text: p.Prompt, Topic: project.Resolve(cwdOf(p)).Topic, K: promptHits}, workflow.RecallOptions{
		DataDir: env.DataDir, Version: env.Version, ViaServer: env.viaServer(ctx),
		Budget: serverBudget, ReinforceBudget: reinforceBudget, Spawn: env.Spawn, Session: p.SessionID,
		Show: func(hits []store.Hit) []store.Hit {
			var shown []store.Hit
			out, shown = frame.Format(hits, env.Now(), env.Settings.ContextLimit())
			return shown
		},
		Open: func(ctx context.Context) (*store.Store, func(), error) { return env.open(ctx, p) },
		Warn: func(err error) { hooklog.Error(env.DataDir, EventPrompt, err) },
	})
	switch r.Source {
	case workflow.Server:
		t.Mode = r.Result.Mode + " (server)"
	case workflow.InProcessAfterMiss:
		t.Mode = ModeLexicalFallback
	}
	if err != nil {
		return "", t, err
	}
	return out, t, nil
}

// viaServer applies the model policy: a hook never loads the model, and uses
// it through the warm server when one may run. A model dir that cannot be
// resolved means no server, as no model would. Neither does a read-only
// store: a server could not take its lock file in the data dir, so every
// prompt would start one that fails, and the hook answers lexically instead.
func (e Env) viaServer(ctx context.Context) bool {
	if store.CheckWritable(e.DataDir) != nil {
		return false
	}
	m, err := workflow.ChooseModel(ctx, e.Settings, "", workflow.ModelViaServer)
	return err == nil && m.ViaServer
}

// open opens the store as hooks do: lexical only (no index to build), and
// waiting at most busyTimeout for another process's write lock.
func (e Env) open(ctx context.Context, p Payload) (*store.Store, func(), error) {
	o, err := workflow.Open(ctx, workflow.OpenOptions{DataDir: e.DataDir, Settings: e.Settings, Model: workflow.NoModel,
		Store: store.Options{Now: e.Now, BusyTimeout: busyTimeout, Actor: "hook", Session: p.SessionID, NoIndex: true}})
	if err != nil {
		return nil, nil, err
	}
	return o.Store, func() { _ = o.Close() }, nil
}

func cwdOf(p Payload) string {
	if p.Cwd != "" {
		return p.Cwd
	}
	wd, _ := os.Getwd()
	return wd
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// maxPayload bounds the stdin a hook reads. A payload is metadata plus one
// prompt, never a transcript, but the prompt can be a huge paste, and that is
// when recall helps most: the store focuses it (a 16 MiB prompt is decoded,
// focused and recalled in well under the prompt deadline, see
// BenchmarkHugePrompt). It was 1 MiB, and a bigger paste silently got no recall.
const maxPayload = 16 << 20

// maxDrain bounds how much more of an oversized payload is read, only to say
// how big it was.
const maxDrain = 1 << 30

// PayloadTooLargeError is a payload over the cap. Size is its size in bytes,
// or a lower bound when AtLeast (stdin did not end in time, or went on past
// maxDrain).
type PayloadTooLargeError struct {
	Size    int64
	AtLeast bool
}

func (e *PayloadTooLargeError) Error() string {
	size := fmt.Sprintf("%d bytes (%.1f MiB)", e.Size, float64(e.Size)/(1<<20))
	if e.AtLeast {
		size = "more than " + size
	}
	return fmt.Sprintf("hook payload of %s is over the %d MiB cap: no recall for this prompt", size, maxPayload>>20)
}

// decodeTimeout bounds waiting for stdin: Claude Code may keep stdin open, and
// reading to EOF would outlive the hook's budget.
const decodeTimeout = time.Second

// Payload is the JSON object Claude Code sends every hook. Unknown fields are
// ignored and missing ones stay empty.
type Payload struct {
	SessionID      string `json:"session_id"`
	TranscriptPath string `json:"transcript_path"`
	Cwd            string `json:"cwd"`
	HookEventName  string `json:"hook_event_name"`
	Prompt         string `json:"prompt"`
	Source         string `json:"source"`
	Reason         string `json:"reason"`
}

// ErrNoInput is an empty stdin.
var ErrNoInput = errors.New("no hook payload on stdin")

// Decode reads exactly one JSON object from r and stops, without waiting for
// EOF. It gives up after timeout. A payload over maxPayload is a
// *PayloadTooLargeError.
func Decode(r io.Reader, timeout time.Duration) (Payload, error) {
	return decodeBy(r, time.After(timeout), timeout)
}

// decodeBy is Decode with the deadline as a channel, so that a test can fire
// it at a known point of the read instead of racing a timer.
func decodeBy(r io.Reader, deadline <-chan time.Time, timeout time.Duration) (Payload, error) {
	type result struct {
		p   Payload
		err error
	}
	ch := make(chan result, 1)
	cr := &countingReader{r: r}
	go func() {
		var p Payload
		dec := json.NewDecoder(io.LimitReader(cr, maxPayload))
		err := dec.Decode(&p)
		if err != nil && cr.n.Load() == maxPayload {
			// The object did not end within the cap. Read on to say how big it
			// was: the log line then names the size.
			_, _ = io.Copy(io.Discard, io.LimitReader(cr, maxDrain))
		}
		switch n := cr.n.Load(); {
		case err != nil && n > maxPayload:
			err = &PayloadTooLargeError{Size: n, AtLeast: n >= maxPayload+maxDrain}
		case errors.Is(err, io.EOF):
			err = ErrNoInput
		case err != nil:
			err = fmt.Errorf("decode hook payload: %w", err)
		}
		ch <- result{p, err}
	}()
	select {
	case res := <-ch:
		return res.p, res.err
	case <-deadline:
		n := cr.n.Load()
		if n > maxPayload {
			return Payload{}, &PayloadTooLargeError{Size: n, AtLeast: true}
		}
		return Payload{}, fmt.Errorf("decode hook payload: no complete JSON object within %v (%d bytes read)", timeout, n)
	}
}

// countingReader counts the bytes read through it; Decode's timeout reads the
// count from another goroutine.
type countingReader struct {
	r io.Reader
	n atomic.Int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	k, err := c.r.Read(p)
	c.n.Add(int64(k))
	return k, err
}
