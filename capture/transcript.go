package capture

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/hippo-mem/hippo/internal/lazyre"
)

// A Claude Code transcript is JSONL: one object per line, with many types
// (user, assistant, attachment, system, summary, queue-operation, ...), and new
// ones keep appearing. Capture reads only what a person said and what the
// assistant replied in text:
//   - user lines whose content is a string, or text blocks (tool results, meta
//     lines, compact summaries and command wrappers are not human input);
//   - assistant text blocks, merged across the lines that share a message id
//     (thinking and tool_use blocks are skipped);
//   - never attachment lines (they hold the context hippo itself injected),
//     api-request lines, system reminders, sidechains or unknown types.

// Turn is one message of the conversation.
type Turn struct {
	Role      string // user or assistant
	Text      string
	UUID      string
	Timestamp string
	SessionID string
	Cwd       string
	Offset    int64 // byte offset of the line that started the turn
}

type rawLine struct {
	Type                      string          `json:"type"`
	UUID                      string          `json:"uuid"`
	SessionID                 string          `json:"sessionId"`
	Cwd                       string          `json:"cwd"`
	Timestamp                 string          `json:"timestamp"`
	IsSidechain               bool            `json:"isSidechain"`
	IsMeta                    bool            `json:"isMeta"`
	IsCompactSummary          bool            `json:"isCompactSummary"`
	IsVisibleInTranscriptOnly bool            `json:"isVisibleInTranscriptOnly"`
	ToolUseResult             json.RawMessage `json:"toolUseResult"`
	Message                   *struct {
		ID      string          `json:"id"`
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"`
	} `json:"message"`
}

type block struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

var (
	injected = lazyre.New(`(?s)<(system-reminder|hippo-memories)>.*?</(system-reminder|hippo-memories)>`)
	wrappers = []string{"<command-", "<local-command", "<bash-", "Caveat:", "[Request interrupted"}
)

// Read parses the transcript from byte offset from. It returns the turns and
// the offset just past the last complete line it consumed; a torn last line
// (a write in progress) is left for the next read.
func Read(path string, from int64) ([]Turn, int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, from, fmt.Errorf("read transcript: %w", err)
	}
	defer f.Close()
	if _, err := f.Seek(from, io.SeekStart); err != nil {
		return nil, from, fmt.Errorf("read transcript: %w", err)
	}
	r := bufio.NewReaderSize(f, 64<<10)
	var turns []Turn
	byMessage := map[string]int{} // assistant message id -> index in turns
	cwd := ""                     // a line without cwd was written where the last one was
	off := from
	for {
		line, err := r.ReadBytes('\n')
		if len(line) == 0 && err != nil {
			break
		}
		complete := bytes.HasSuffix(line, []byte("\n"))
		var raw rawLine
		parseErr := json.Unmarshal(bytes.TrimSpace(line), &raw)
		if !complete && parseErr != nil {
			break // torn: a write in progress
		}
		start := off
		off += int64(len(line))
		if parseErr != nil {
			continue // a damaged line: skip it, keep the rest
		}
		if raw.Cwd != "" {
			cwd = raw.Cwd
		}
		if t, ok := turnOf(raw); ok {
			t.Offset, t.Cwd = start, cwd
			if t.Role == "assistant" && raw.Message.ID != "" {
				if i, seen := byMessage[raw.Message.ID]; seen {
					turns[i].Text = strings.TrimSpace(turns[i].Text + "\n" + t.Text)
					continue
				}
				byMessage[raw.Message.ID] = len(turns)
			}
			turns = append(turns, t)
		}
		if err != nil {
			break
		}
	}
	return turns, off, nil
}

func turnOf(raw rawLine) (Turn, bool) {
	if raw.Message == nil || raw.IsSidechain || raw.IsMeta || raw.IsCompactSummary || raw.IsVisibleInTranscriptOnly {
		return Turn{}, false
	}
	t := Turn{UUID: raw.UUID, Timestamp: raw.Timestamp, SessionID: raw.SessionID, Cwd: raw.Cwd}
	switch raw.Type {
	case "user":
		if len(raw.ToolUseResult) > 0 && string(raw.ToolUseResult) != "null" {
			return Turn{}, false
		}
		t.Role = "user"
	case "assistant":
		t.Role = "assistant"
	default:
		return Turn{}, false
	}
	t.Text = clean(contentText(raw.Message.Content))
	if t.Text == "" {
		return Turn{}, false
	}
	if t.Role == "user" {
		for _, w := range wrappers {
			if strings.HasPrefix(t.Text, w) {
				return Turn{}, false
			}
		}
	}
	return t, true
}

// contentText joins a message's text: a string, or its text blocks only.
func contentText(c json.RawMessage) string {
	var s string
	if json.Unmarshal(c, &s) == nil {
		return s
	}
	var blocks []block
	if json.Unmarshal(c, &blocks) != nil {
		return ""
	}
	var parts []string
	for _, b := range blocks {
		if b.Type == "text" {
			parts = append(parts, b.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// clean removes context that hooks and Claude Code inject into messages.
func clean(s string) string {
	return strings.TrimSpace(injected.ReplaceAllString(s, ""))
}
