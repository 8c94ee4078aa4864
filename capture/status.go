package capture

import (
	"fmt"
	"os"
)

// StatusGrew is a done session whose transcript has grown since: the session
// went on after it was captured, and the next capture reads the rest.
const StatusGrew Status = "partial (grew)"

// Sessions lists every session's capture state, then the sessions queued by
// session end but never captured, as pending.
func Sessions(dataDir string) ([]State, error) {
	states, err := ListStates(dataDir)
	if err != nil {
		return nil, err
	}
	pending, err := ListPending(dataDir)
	if err != nil {
		return nil, err
	}
	done := map[string]bool{}
	for _, st := range states {
		done[st.SessionID] = true
	}
	for _, p := range pending {
		if !done[p.SessionID] {
			states = append(states, State{SessionID: p.SessionID, TranscriptPath: p.TranscriptPath, Status: StatusPending, UpdatedAt: p.QueuedAt})
		}
	}
	return states, nil
}

// Current is the session's status as it stands on disk: StatusGrew when a
// done session's transcript is longer than what was captured.
func (st State) Current() Status {
	if fi, err := os.Stat(st.TranscriptPath); err == nil && st.Status == StatusDone && fi.Size() > st.Offset {
		return StatusGrew
	}
	return st.Status
}

// Stopped lists, newest first, the sessions whose last capture stopped with
// an error: failed, or interrupted (partial, with where it resumes). Neither
// fixes itself unless the sweep finds the transcript under ~/.claude, so
// doctor reports them.
func Stopped(dataDir string) ([]State, error) {
	states, err := ListStates(dataDir)
	if err != nil {
		return nil, fmt.Errorf("list capture states: %w", err)
	}
	var out []State
	for _, st := range states {
		if st.Status == StatusFailed || st.Status == StatusPartial && st.Error != "" {
			out = append(out, st)
		}
	}
	return out, nil
}
