package capture

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// InterruptedError is a capture stopped by a cancelled context (Ctrl-C, a
// SIGTERM). Everything before Line is decided and recorded in the state, so
// the next capture of the transcript starts at Line and stores nothing twice.
type InterruptedError struct {
	Path      string
	SessionID string
	Line      int // 1-based: the first line the next capture reads
	Cause     error
}

func (e *InterruptedError) Error() string {
	return fmt.Sprintf("capture %s interrupted; resumes from line %d", e.SessionID, e.Line)
}

func (e *InterruptedError) Unwrap() error { return e.Cause }

// interrupted records that capture stopped before turns[i], every turn before
// it decided, and returns the *InterruptedError that says where it resumes.
func (c *capturing) interrupted(ctx context.Context, turns []Turn, i int) error {
	if i < len(turns) {
		c.st.Offset = turns[i].Offset
		if i > 0 {
			c.st.ContextOffset = turns[i-1].Offset // a reply the resumed turn may confirm
		}
	}
	line, err := lineAt(c.t.Path, c.st.Offset)
	if err != nil {
		return err
	}
	ie := &InterruptedError{Path: c.t.Path, SessionID: c.t.SessionID, Line: line, Cause: context.Cause(ctx)}
	c.rep.State = c.st
	if c.o.DryRun {
		return ie
	}
	c.st.Status, c.st.Error, c.st.UpdatedAt = StatusPartial, fmt.Sprintf("interrupted; resumes from line %d", line), c.o.Now().UTC()
	c.rep.State = c.st
	if err := saveState(c.dataDir, c.st); err != nil {
		return fmt.Errorf("record where capture stopped: %w", errors.Join(err, ie))
	}
	return ie
}

// lineAt is the 1-based number of the line that starts at byte offset off.
func lineAt(path string, off int64) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, fmt.Errorf("count transcript lines: %w", err)
	}
	defer f.Close()
	r := io.LimitReader(f, off)
	n := 1
	buf := make([]byte, 64<<10)
	for {
		k, err := r.Read(buf)
		n += bytes.Count(buf[:k], []byte{'\n'})
		if errors.Is(err, io.EOF) {
			return n, nil
		}
		if err != nil {
			return 0, fmt.Errorf("count transcript lines: %w", err)
		}
	}
}

// stateOf reads the state of t's session. Before hippo read sessionId from
// the lines it keyed a state by the file name, so when the session has no
// state of its own, a state under the file name that records this same file
// is t's.
func stateOf(dataDir string, t Transcript) (State, error) {
	st, err := LoadState(dataDir, t.SessionID)
	if err != nil || st.TranscriptPath != "" || t.FileID == t.SessionID {
		return st, err
	}
	old, err := LoadState(dataDir, t.FileID)
	if err != nil || old.TranscriptPath != t.Path {
		return st, err
	}
	old.SessionID = t.SessionID
	return old, nil
}

// adoptState is stateOf, and it renames a state found under the file name to
// the session id, so that status and the sweep see one entry per session.
func adoptState(dataDir string, t Transcript) (State, error) {
	st, err := stateOf(dataDir, t)
	if err != nil || t.FileID == t.SessionID || st.TranscriptPath == "" {
		return st, err
	}
	if _, err := os.Stat(filepath.Join(stateDir(dataDir), fileName(t.SessionID))); err == nil {
		return st, nil // the session's own state exists: nothing to rename
	}
	if err := saveState(dataDir, st); err != nil {
		return st, fmt.Errorf("rename capture state %s to %s: %w", t.FileID, t.SessionID, err)
	}
	err = os.Remove(filepath.Join(stateDir(dataDir), fileName(t.FileID)))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return st, fmt.Errorf("rename capture state %s to %s: %w", t.FileID, t.SessionID, err)
	}
	return st, nil
}
