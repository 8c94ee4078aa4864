package capture

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"unicode/utf8"
)

// ErrNotTranscript means a path is not a Claude Code transcript: a directory,
// binary data, or lines that are not transcript JSON. Capture refuses it and
// records no state: before this check, /etc/passwd or a directory was
// "captured" as stored 0 and stayed in capture --status as partial (grew)
// for good.
var ErrNotTranscript = errors.New("not a Claude Code transcript")

// Transcript is one transcript file and the session it belongs to.
type Transcript struct {
	Path      string // absolute
	SessionID string // the sessionId its lines carry; the file name when none does
	// FileID is the file name without .jsonl: the session id hippo used
	// before it read sessionId, and so the key of states and memories
	// captured then. Claude Code names a transcript after its session, so
	// the two differ only for a copied or renamed file.
	FileID string
}

// Sniffing limits.
const (
	sniffBinary = 8 << 10 // bytes checked for NUL and invalid UTF-8
	sniffLines  = 3       // leading non-empty lines that must be transcript lines
)

// Identify checks that path is a Claude Code transcript and finds its session
// id. An empty file, or one holding only a line still being written, is a
// transcript that has nothing in it yet.
func Identify(path string) (Transcript, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return Transcript{}, fmt.Errorf("identify transcript %s: %w", path, err)
	}
	t := Transcript{Path: abs, FileID: SessionOf(abs)}
	f, err := os.Open(abs)
	if err != nil {
		return t, fmt.Errorf("identify transcript: %w", err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil {
		return t, fmt.Errorf("identify transcript: %w", err)
	} else if fi.IsDir() {
		return t, fmt.Errorf("%w: it is a directory", ErrNotTranscript)
	}
	r := bufio.NewReaderSize(f, 64<<10)
	if head, _ := r.Peek(sniffBinary); isBinary(head) {
		return t, fmt.Errorf("%w: it holds binary data", ErrNotTranscript)
	}
	id, err := scanSession(r)
	if err != nil {
		return t, err
	}
	t.SessionID = id
	if t.SessionID == "" {
		t.SessionID = t.FileID
	}
	return t, nil
}

// isBinary reports NUL bytes or invalid UTF-8 in head, ignoring a rune that
// the end of head cuts in two.
func isBinary(head []byte) bool {
	if bytes.IndexByte(head, 0) >= 0 {
		return true
	}
	for len(head) > 0 {
		r, n := utf8.DecodeRune(head)
		if r == utf8.RuneError && n <= 1 {
			return len(head) >= utf8.UTFMax || utf8.FullRune(head)
		}
		head = head[n:]
	}
	return false
}

// scanSession checks the leading lines of a transcript and returns the first
// sessionId a line carries, reading on only as far as it must to find one.
func scanSession(r *bufio.Reader) (string, error) {
	checked, lineNo, id := 0, 0, ""
	for id == "" || checked < sniffLines {
		line, err := r.ReadBytes('\n')
		if len(line) == 0 && err != nil {
			return id, readErr(err)
		}
		lineNo++
		trimmed := bytes.TrimSpace(line)
		var raw struct {
			Type      *string `json:"type"`
			SessionID string  `json:"sessionId"`
		}
		parseErr := json.Unmarshal(trimmed, &raw)
		switch {
		case len(trimmed) == 0:
		case !bytes.HasSuffix(line, []byte("\n")) && parseErr != nil:
			return id, nil // a write in progress: judged on the next read
		case checked < sniffLines && (parseErr != nil || raw.Type == nil || *raw.Type == ""):
			return "", fmt.Errorf("%w: line %d is not a JSON object with a transcript line \"type\"", ErrNotTranscript, lineNo)
		default:
			checked++
			if id == "" {
				id = raw.SessionID
			}
		}
		if err != nil {
			return id, readErr(err)
		}
	}
	return id, nil
}

func readErr(err error) error {
	if errors.Is(err, io.EOF) {
		return nil
	}
	return fmt.Errorf("identify transcript: %w", err)
}

// Check is Identify for a capture: when path is not a transcript, it also
// drops the state an older hippo recorded for it, which capture --status
// otherwise shows as partial (grew) for good.
func Check(dataDir, path string) (Transcript, error) {
	t, err := Identify(path)
	if errors.Is(err, ErrNotTranscript) {
		if st, lerr := LoadState(dataDir, t.FileID); lerr == nil && st.TranscriptPath == t.Path {
			_ = os.Remove(filepath.Join(stateDir(dataDir), fileName(t.FileID))) // best effort: the refusal is the answer
		}
	}
	return t, err
}
