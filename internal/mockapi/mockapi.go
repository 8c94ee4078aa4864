// Package mockapi is a mock of the Anthropic Messages API for end-to-end tests
// with the real Claude Code CLI. It listens on 127.0.0.1, answers
// POST /v1/messages with a streaming (SSE) or plain JSON reply, and records
// every request body, so a test can assert on exactly what the model would
// have been sent.
package mockapi

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
)

// Request is one recorded call.
type Request struct {
	Path string
	Body []byte
}

// Server is a running mock.
type Server struct {
	URL string

	mu       sync.Mutex
	requests []Request
	reply    string
	tool     *ToolCall
	hang     bool
	srv      *http.Server
	ln       net.Listener
}

// Start listens on a free loopback port. reply is the assistant's text.
func Start(reply string) (*Server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("mock api: %w", err)
	}
	s := &Server{URL: "http://" + ln.Addr().String(), reply: reply, ln: ln}
	s.srv = &http.Server{Handler: http.HandlerFunc(s.handle)}
	go func() { _ = s.srv.Serve(ln) }()
	return s, nil
}

// Hang makes every later /v1/messages call wait until its client goes away,
// as a model that never answers: a test can then kill the session mid-turn.
func (s *Server) Hang(on bool) {
	s.mu.Lock()
	s.hang = on
	s.mu.Unlock()
}

// SetReply changes the assistant's text for later calls.
func (s *Server) SetReply(reply string) {
	s.mu.Lock()
	s.reply = reply
	s.mu.Unlock()
}

// ToolCall is a tool_use the mock answers with.
type ToolCall struct {
	ID    string
	Name  string
	Input map[string]any
}

// SetToolCall makes later calls answer with a tool_use of call, until a
// request carries that call's tool_result; that request gets the text reply.
// nil turns it off.
func (s *Server) SetToolCall(call *ToolCall) {
	s.mu.Lock()
	s.tool = call
	s.mu.Unlock()
}

// Close stops the server.
func (s *Server) Close() error { return s.srv.Close() }

// Requests returns every recorded request so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// MessageBodies returns the bodies of the POST /v1/messages calls.
func (s *Server) MessageBodies() []string {
	var out []string
	for _, r := range s.Requests() {
		if strings.HasPrefix(r.Path, "/v1/messages") && !strings.Contains(r.Path, "count_tokens") {
			out = append(out, string(r.Body))
		}
	}
	return out
}

func (s *Server) handle(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(io.LimitReader(r.Body, 64<<20))
	s.mu.Lock()
	s.requests = append(s.requests, Request{Path: r.URL.Path, Body: body})
	s.mu.Unlock()
	switch {
	case r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/count_tokens"):
		writeJSON(w, map[string]any{"input_tokens": 100})
	case r.Method == http.MethodPost && r.URL.Path == "/v1/messages":
		s.mu.Lock()
		hang := s.hang
		s.mu.Unlock()
		if hang {
			<-r.Context().Done()
			return
		}
		var req struct {
			Stream bool   `json:"stream"`
			Model  string `json:"model"`
		}
		_ = json.Unmarshal(body, &req)
		s.mu.Lock()
		call := s.tool
		s.mu.Unlock()
		if call != nil && !strings.Contains(string(body), `"tool_use_id":"`+call.ID+`"`) {
			s.streamToolUse(w, req.Model, call)
			return
		}
		if req.Stream {
			s.stream(w, req.Model)
			return
		}
		writeJSON(w, s.message(req.Model, true))
	default:
		http.NotFound(w, r)
	}
}

func (s *Server) message(model string, withContent bool) map[string]any {
	content := []any{}
	if withContent {
		content = append(content, map[string]any{"type": "text", "text": s.currentReply()})
	}
	return map[string]any{
		"id": "msg_mock", "type": "message", "role": "assistant", "model": model,
		"content": content, "stop_reason": stopReason(withContent), "stop_sequence": nil,
		"usage": map[string]any{"input_tokens": 10, "output_tokens": 5},
	}
}

func (s *Server) currentReply() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.reply
}

func stopReason(done bool) any {
	if done {
		return "end_turn"
	}
	return nil
}

func (s *Server) stream(w http.ResponseWriter, model string) {
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	writeEvents(w, []event{
		{"message_start", map[string]any{"type": "message_start", "message": s.message(model, false)}},
		{"content_block_start", map[string]any{"type": "content_block_start", "index": 0, "content_block": map[string]any{"type": "text", "text": ""}}},
		{"content_block_delta", map[string]any{"type": "content_block_delta", "index": 0, "delta": map[string]any{"type": "text_delta", "text": s.currentReply()}}},
		{"content_block_stop", map[string]any{"type": "content_block_stop", "index": 0}},
		{"message_delta", map[string]any{"type": "message_delta", "delta": map[string]any{"stop_reason": "end_turn", "stop_sequence": nil}, "usage": map[string]any{"output_tokens": 5}}},
		{"message_stop", map[string]any{"type": "message_stop"}},
	})
}

// streamToolUse answers with one tool_use block, as the model does when it
// calls a tool.
func (s *Server) streamToolUse(w http.ResponseWriter, model string, call *ToolCall) {
	input, _ := json.Marshal(call.Input)
	start := s.message(model, false)
	w.Header().Set("Content-Type", "text/event-stream")
	writeEvents(w, []event{
		{"message_start", map[string]any{"type": "message_start", "message": start}},
		{"content_block_start", map[string]any{"type": "content_block_start", "index": 0,
			"content_block": map[string]any{"type": "tool_use", "id": call.ID, "name": call.Name, "input": map[string]any{}}}},
		{"content_block_delta", map[string]any{"type": "content_block_delta", "index": 0,
			"delta": map[string]any{"type": "input_json_delta", "partial_json": string(input)}}},
		{"content_block_stop", map[string]any{"type": "content_block_stop", "index": 0}},
		{"message_delta", map[string]any{"type": "message_delta", "delta": map[string]any{"stop_reason": "tool_use", "stop_sequence": nil}, "usage": map[string]any{"output_tokens": 20}}},
		{"message_stop", map[string]any{"type": "message_stop"}},
	})
}

type event struct {
	name string
	data any
}

func writeEvents(w http.ResponseWriter, events []event) {
	flusher, _ := w.(http.Flusher)
	for _, e := range events {
		b, _ := json.Marshal(e.data)
		fmt.Fprintf(w, "event: %s\ndata: %s\n\n", e.name, b)
		if flusher != nil {
			flusher.Flush()
		}
	}
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
