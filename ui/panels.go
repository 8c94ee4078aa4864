package ui

import (
	"fmt"
	"net/http"
	"path/filepath"
	"sort"
	"strconv"
	"time"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/frame"
	"github.com/hippo-mem/hippo/hooklog"
	"github.com/hippo-mem/hippo/install"
	"github.com/hippo-mem/hippo/server"
	"github.com/hippo-mem/hippo/store"
)

// maxSessionMemories bounds the memory links one session's row shows.
const maxSessionMemories = 12

type sessionRow struct {
	ID, Transcript, Status, Error, Updated string
	Counts                                 capture.Counts
	Rules                                  []string // "reject question 12": why capture decided, counts only
	Ops                                    []string // "capture 3", from the activity log
	Memories                               []string // ids capture stored in the session
}

// sessions lists each captured session with capture's counts, and what the
// activity log recorded for it. Rejected statements left no text anywhere,
// so they are counts only.
func (s *Server) sessions(r *http.Request) (rendered, error) {
	states, err := capture.Sessions(s.o.DataDir)
	if err != nil {
		return rendered{}, err
	}
	entries, err := activity.Open(s.o.DataDir, nil).Read(activity.Filter{})
	if err != nil {
		return rendered{}, err
	}
	ops := map[string]map[string]int{}
	stored := map[string][]string{}
	for _, e := range entries {
		if e.Session == "" {
			continue
		}
		if ops[e.Session] == nil {
			ops[e.Session] = map[string]int{}
		}
		ops[e.Session][e.Op]++
		if e.Op == activity.OpCapture && len(stored[e.Session]) < maxSessionMemories {
			stored[e.Session] = append(stored[e.Session], e.ID)
		}
	}
	now := s.o.Now()
	var rows []sessionRow
	for _, st := range states {
		row := sessionRow{ID: st.SessionID, Transcript: st.TranscriptPath, Status: string(st.Current()), Error: st.Error,
			Updated: frame.DateAge(st.UpdatedAt, now), Counts: st.Counts, Memories: stored[st.SessionID]}
		row.Ops = tally(ops[st.SessionID])
		row.Rules = tally(st.Rules)
		rows = append(rows, row)
	}
	return rendered{tmpl: "sessions", title: "Sessions", data: struct{ Rows []sessionRow }{rows}}, nil
}

// tally words counts as "name n", in name order.
func tally(counts map[string]int) []string {
	out := make([]string, 0, len(counts))
	for name, n := range counts {
		out = append(out, name+" "+strconv.Itoa(n))
	}
	sort.Strings(out)
	return out
}

func (s *Server) review(r *http.Request) (rendered, error) {
	drafts, err := feedback.Pending(s.o.DataDir)
	if err != nil {
		return rendered{}, err
	}
	// Finding contradictions judges every active memory against its nearest
	// ones: seconds on a large store, so the view does it when asked.
	var pairs []feedback.Contradiction
	asked := r.URL.Query().Get("contradictions") != ""
	if asked {
		if pairs, err = feedback.Contradictions(r.Context(), s.o.Store, s.o.DataDir); err != nil {
			return rendered{}, err
		}
	}
	return rendered{tmpl: "review", title: "Review", data: struct {
		Drafts                      []feedback.Draft
		Pairs                       []feedback.Contradiction
		Asked                       bool
		MinCorrections, MinSessions int
	}{drafts, pairs, asked, feedback.MinCorrections, feedback.MinSessions}}, nil
}

// claudeMD is the CLAUDE.md a rule goes to: this project's or the user's.
func (s *Server) claudeMD(to string) (string, error) {
	switch to {
	case "project":
		return filepath.Join(s.o.ProjectDir, "CLAUDE.md"), nil
	case "user":
		return filepath.Join(s.o.ClaudeDir, "CLAUDE.md"), nil
	}
	return "", &badRequest{fmt.Sprintf("to %q: want project or user", to)}
}

// planAccept reads which draft goes where, and plans it; it writes nothing.
func (s *Server) planAccept(n, to string) (feedback.Acceptance, error) {
	num, err := strconv.Atoi(n)
	if err != nil {
		return feedback.Acceptance{}, &badRequest{fmt.Sprintf("draft %q: want a number", n)}
	}
	path, err := s.claudeMD(to)
	if err != nil {
		return feedback.Acceptance{}, err
	}
	return feedback.PlanAccept(s.o.DataDir, num, path)
}

// acceptPage shows the diff accepting a draft would make, with the form that
// confirms it: nothing is written until that form is posted.
func (s *Server) acceptPage(r *http.Request) (rendered, error) {
	q := r.URL.Query()
	a, err := s.planAccept(q.Get("n"), q.Get("to"))
	if err != nil {
		return rendered{}, err
	}
	return rendered{tmpl: "accept", title: "Accept a rule", data: struct {
		N        int
		To, Path string
		Diff     string
	}{a.Draft.N, q.Get("to"), a.Path, a.Diff()}}, nil
}

// latencyWindow is how far back the Health view reads hook timings, as doctor does.
const latencyWindow = 7 * 24 * time.Hour

func (s *Server) health(r *http.Request) (rendered, error) {
	ctx := r.Context()
	now := s.o.Now()
	do := s.o.Doctor
	do.Now = now
	lat, err := hooklog.ReadLatency(s.o.DataDir, now.Add(-latencyWindow))
	if err != nil {
		return rendered{}, err
	}
	st, err := s.o.Store.Stats(ctx)
	if err != nil {
		return rendered{}, err
	}
	var sizes [][2]string
	for _, k := range []string{"records", "vectors", "lexical_index", "database_file", "wal", "log", "capture_state"} {
		sizes = append(sizes, [2]string{k, bytesText(st.Bytes[k])})
	}
	return rendered{tmpl: "health", title: "Health", data: struct {
		Checks  []install.Check
		Latency []hooklog.LatencyStats
		Stats   store.Stats
		Sizes   [][2]string
		Server  string
	}{install.Doctor(ctx, do), lat, st, sizes, s.serverStatus(now)}}, nil
}

// serverStatus says whether the warm server runs, as "hippo serve --status" does.
func (s *Server) serverStatus(now time.Time) string {
	sock, err := server.SocketPath(s.o.DataDir)
	if err != nil {
		return "no socket path: " + err.Error()
	}
	resp, err := server.Call(sock, server.Request{Version: s.o.Version, Schema: store.SchemaVersion, Op: server.OpStatus}, 2*time.Second)
	switch {
	case server.NotRunning(err):
		return "No warm server is running; the prompt hook starts one when the model is installed."
	case err != nil:
		return "The warm server did not answer: " + err.Error()
	}
	st := resp.Status
	return fmt.Sprintf("pid %d, up %s, %s, %d memories loaded, mode %s, %d requests, p50 %.1f ms, p95 %.1f ms",
		st.PID, frame.Age(now.Sub(st.Started)), st.Version, st.Loaded, st.Mode, st.Requests, st.P50, st.P95)
}

func bytesText(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
