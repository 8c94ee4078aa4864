package capture

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/claudep"
	"github.com/hippo-mem/hippo/redact"
	"github.com/hippo-mem/hippo/store"
)

// LLM is the optional extractor: it asks "claude -p" (fenced in: see package
// claudep) which statements in a session are durable. It is opt-in
// ("capture_extractor": "llm" or --llm), secrets are redacted before the text
// leaves hippo, and every candidate it returns still goes through the gate.
type LLM struct {
	Binary  string        // the claude CLI; "claude" from PATH when empty
	Model   string        // default "haiku"
	Timeout time.Duration // default 2 minutes
}

// maxLLMInput bounds what one extraction sends: the most recent turns win.
const maxLLMInput = 64 << 10

// llmPrompt asks for the durable kinds only, named from decay.Kinds so the
// prompt can never offer a kind the store would refuse.
var llmPrompt = `You extract durable memories from a coding session transcript for a memory tool.
Each line of input is "[line ID] SPEAKER: text".
Return ONLY a JSON array, no prose. Each element: {"line": ID, "text": a single durable statement, "kind": one of ` + durableKindList() + `, "speaker": "` + string(store.SpeakerUser) + `" or "` + string(store.SpeakerConfirmed) + `"}.
Keep only what stays true beyond this session: decisions, conventions, preferences, project facts (commands, paths, versions), fixes the user confirmed worked, and corrections the user made to the assistant (kind "feedback").
Never include questions, plans, guesses, temporary states, chit-chat, anything the assistant said that the user did not confirm, or secrets.
Use the speaker's own words where you can. Return [] when nothing qualifies.`

// Extract returns the candidates the model finds in turns[from:].
func (l LLM) Extract(ctx context.Context, turns []Turn, from int) ([]Candidate, error) {
	if from >= len(turns) {
		return nil, nil
	}
	byLine := map[string]int{}
	var lines []string
	for i := from; i < len(turns); i++ {
		t := turns[i]
		byLine[t.UUID] = i
		text, _ := redact.Text(private.ReplaceAllString(t.Text, " "))
		lines = append(lines, fmt.Sprintf("[line %s] %s: %s", t.UUID, strings.ToUpper(t.Role), strings.Join(strings.Fields(text), " ")))
	}
	input := strings.Join(lines, "\n")
	if len(input) > maxLLMInput {
		input = input[len(input)-maxLLMInput:]
		if i := strings.IndexByte(input, '\n'); i >= 0 {
			input = input[i+1:]
		}
	}
	out, err := l.run(ctx, input)
	if err != nil {
		return nil, err
	}
	var items []struct {
		Line, Text string
		Kind       decay.Kind
		Speaker    store.Speaker
	}
	if err := json.Unmarshal([]byte(jsonArray(out)), &items); err != nil {
		return nil, fmt.Errorf("llm extractor: the model did not return a JSON array: %w", err)
	}
	var cands []Candidate
	for _, it := range items {
		i, ok := byLine[it.Line]
		if !ok || strings.TrimSpace(it.Text) == "" || !it.Kind.Durable() {
			continue // not a line we sent, or not a usable item
		}
		t := turns[i]
		switch {
		case it.Speaker == store.SpeakerUser && t.Role == "user":
		case it.Speaker == store.SpeakerConfirmed && t.Role == "assistant" && i+1 < len(turns) &&
			turns[i+1].Role == "user" && confirmation.MatchString(turns[i+1].Text) && !negativeNews.MatchString(turns[i+1].Text):
		default:
			continue // only the user's words, or the assistant's confirmed ones
		}
		cands = append(cands, Candidate{Text: strings.TrimSpace(it.Text), Speaker: it.Speaker, LineUUID: "llm:" + it.Line,
			Timestamp: t.Timestamp, SessionID: t.SessionID, Cwd: t.Cwd, kind: it.Kind})
	}
	return cands, nil
}

// durableKindList renders the durable kinds as the prompt quotes them:
// "fact","preference",...
func durableKindList() string {
	var quoted []string
	for _, k := range decay.Kinds {
		if k.Durable() {
			quoted = append(quoted, strconv.Quote(string(k)))
		}
	}
	return strings.Join(quoted, ",")
}

// jsonArray cuts the outermost JSON array out of a reply that may wrap it in
// prose or a code fence.
func jsonArray(s string) string {
	i, j := strings.IndexByte(s, '['), strings.LastIndexByte(s, ']')
	if i < 0 || j < i {
		return "[]"
	}
	return s[i : j+1]
}

func (l LLM) run(ctx context.Context, input string) (string, error) {
	out, err := claudep.Run(ctx, claudep.Options{Binary: l.Binary, Model: l.Model, Timeout: l.Timeout, SystemPrompt: llmPrompt}, input)
	if err != nil {
		return "", fmt.Errorf("llm extractor: %w", err)
	}
	return out, nil
}
