// Package hooks owns hippo's three Claude Code hook entry points (session start,
// prompt submit, session end): reading the hook payload, doing the event's work
// within a deadline, and printing context for the model.
//
// Hooks fail open. Whatever goes wrong (bad input, a locked or corrupt store, a
// panic, a deadline) the hook exits 0, prints nothing, and appends one line to
// hippo's error log. Every run also appends its event, duration and outcome
// (never the prompt) to the timing log that "hippo doctor" summarises.
package hooks

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"
)

// maxPayload bounds the stdin a hook reads: a payload is metadata plus one
// prompt, never a transcript.
const maxPayload = 1 << 20

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
// EOF. It gives up after timeout.
func Decode(r io.Reader, timeout time.Duration) (Payload, error) {
	type result struct {
		p   Payload
		err error
	}
	ch := make(chan result, 1)
	go func() {
		var p Payload
		dec := json.NewDecoder(io.LimitReader(r, maxPayload))
		err := dec.Decode(&p)
		switch {
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
	case <-time.After(timeout):
		return Payload{}, fmt.Errorf("decode hook payload: no complete JSON object within %v", timeout)
	}
}
