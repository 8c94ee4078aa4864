// Package server owns hippo's warm recall server: one long-lived process per
// data dir that holds the embedding model and the vector index, so the prompt
// hook can recall by meaning without paying ~0.3 s to load the model and
// ~0.1 s to build the index on every prompt.
//
// It listens on a unix socket (mode 0600) and speaks one JSON object per line.
// Every request carries the client's version and schema version; a server of
// another version answers "mismatch" and exits, so an upgrade never leaves an
// old server reading a migrated store. Before each request it checks SQLite's
// data_version and, when another process wrote, syncs its index with the
// database: it adds the vectors it lacks, moves those whose state changed and
// removes those destroyed, without reloading the rest. A jot, a capture, a
// prune or a purge made elsewhere thus shows at the next recall. It exits
// after an idle period, and removes its socket when it does; a dead server's
// stale socket is removed by the next one.
package server

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/hippo-mem/hippo/internal/flock"
	"github.com/hippo-mem/hippo/store"
)

// Request is one call.
type Request struct {
	Version string   `json:"version"`
	Schema  int      `json:"schema"`
	Op      string   `json:"op"` // recall, reinforce, status, shutdown
	Query   string   `json:"query,omitempty"`
	Topic   string   `json:"topic,omitempty"`
	K       int      `json:"k,omitempty"`
	IDs     []string `json:"ids,omitempty"` // reinforce: the hits that were shown
	// Session is the Claude Code session the recall was for: a memory grows
	// at most once per session (see store.ReinforceIn). Empty for none.
	Session string `json:"session,omitempty"`
	// Excluded asks recall to count, when it shows nothing, what it left out and why.
	Excluded bool `json:"excluded,omitempty"`
}

// Response is the answer.
type Response struct {
	OK       bool         `json:"ok"`
	Mismatch bool         `json:"mismatch,omitempty"`
	Error    string       `json:"error,omitempty"`
	Result   store.Result `json:"result,omitzero"`
	Status   *Status      `json:"status,omitempty"`
}

// Status is what "hippo serve --status" shows.
type Status struct {
	PID      int       `json:"pid"`
	Started  time.Time `json:"started"`
	Version  string    `json:"version"`
	Mode     string    `json:"mode"`
	Model    string    `json:"model,omitempty"`
	Loaded   int       `json:"memories_loaded"`
	Requests int       `json:"requests"`
	P50      float64   `json:"p50_ms"`
	P95      float64   `json:"p95_ms"`
	Syncs    int       `json:"syncs_on_change"`
}

// Ops.
const (
	OpRecall    = "recall"
	OpReinforce = "reinforce"
	OpSync      = "sync" // catch up with other processes' writes now (purge waits for it)
	OpStatus    = "status"
	OpShutdown  = "shutdown"
)

// SocketPath is the socket for a data dir: under $XDG_RUNTIME_DIR when set
// and short enough, else a private directory under os.TempDir() (/tmp; on macOS,
// where XDG_RUNTIME_DIR is usually unset, the per-user $TMPDIR, which still fits
// the shorter limit there: see maxSocketPath). The name is a hash of
// the data dir, so each data dir has its own server.
func SocketPath(dataDir string) (string, error) {
	sum := sha256.Sum256([]byte(dataDir))
	name := "hippo-" + hex.EncodeToString(sum[:6]) + ".sock"
	if d := os.Getenv("XDG_RUNTIME_DIR"); d != "" {
		if p := filepath.Join(d, name); len(p) <= maxSocketPath {
			return p, nil
		}
	}
	dir := filepath.Join(os.TempDir(), fmt.Sprintf("hippo-%d", os.Getuid()))
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("socket dir: %w", err)
	}
	if st, err := os.Lstat(dir); err != nil || !st.IsDir() || st.Mode().Perm() != 0o700 || !ownedByMe(st) {
		return "", fmt.Errorf("socket dir %s is not a private directory of this user", dir)
	}
	p := filepath.Join(dir, name)
	if len(p) > maxSocketPath {
		return "", fmt.Errorf("socket path %s is longer than %d bytes; set XDG_RUNTIME_DIR to a short directory", p, maxSocketPath)
	}
	return p, nil
}

// Options configure a server.
type Options struct {
	DataDir  string
	Socket   string
	Version  string
	Embedder store.Embedder
	Model    string        // what "serve --status" says about the model
	Idle     time.Duration // exit after this long without a request; 0 means 30 minutes
}

// Server is a running warm server.
type Server struct {
	opts    Options
	store   *store.Store
	watch   *store.Watcher
	ln      net.Listener
	lock    *flock.Lock
	started time.Time

	mu       sync.Mutex // serialises requests: one store, one index
	lastUse  time.Time
	latency  []float64
	requests int
	syncs    int // catch-ups made on file events, before any request asked

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	// closeStore is s.store.Close unless a test makes it fail, to see that
	// Close reports it.
	closeStore func() error
}

// ErrRunning means another server already serves this data dir.
var ErrRunning = errors.New("a hippo server is already running for this data dir")

// Start takes the data dir's server lock, removes a stale socket, listens and
// serves in the background until Close, an idle timeout, or a mismatch.
func Start(ctx context.Context, o Options) (*Server, error) {
	if o.Idle == 0 {
		o.Idle = 30 * time.Minute
	}
	lock, err := flock.TryAcquire(filepath.Join(o.DataDir, "server.lock"))
	if errors.Is(err, flock.ErrLocked) {
		return nil, ErrRunning
	}
	if err != nil {
		return nil, fmt.Errorf("server lock: %w", err)
	}
	// We hold the lock, so a socket at the path belongs to a server that died.
	if st, err := os.Lstat(o.Socket); err == nil {
		if st.Mode()&os.ModeSocket == 0 {
			_ = lock.Unlock()
			return nil, fmt.Errorf("%s exists and is not a socket; remove it", o.Socket)
		}
		_ = os.Remove(o.Socket)
	}
	s, err := store.Open(ctx, o.DataDir, store.Options{Embedder: o.Embedder, Actor: "server", BusyTimeout: time.Second, LongLived: true})
	if err != nil {
		_ = lock.Unlock()
		return nil, err
	}
	watch, err := s.Watch(ctx)
	if err != nil {
		s.Close()
		_ = lock.Unlock()
		return nil, err
	}
	ln, err := listenPrivate(o.Socket)
	if err == nil {
		err = os.Chmod(o.Socket, 0o600)
	}
	if err != nil {
		watch.Close()
		s.Close()
		_ = lock.Unlock()
		return nil, fmt.Errorf("listen on %s: %w", o.Socket, err)
	}
	sctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	srv := &Server{opts: o, store: s, watch: watch, ln: ln, lock: lock, started: time.Now(), lastUse: time.Now(), ctx: sctx, cancel: cancel,
		closeStore: s.Close}
	// Warm the index now, not on the first prompt, and hand the memory the
	// load used in passing (rows, decoded copies) back to the system: the
	// server lives for hours with what remains.
	if _, err := s.Recall(sctx, store.Query{Text: "warm up", NoReinforce: true}); err != nil {
		srv.Close()
		return nil, err
	}
	debug.FreeOSMemory()
	_ = os.Remove(filepath.Join(o.DataDir, FailedFile))
	fw, err := fsnotify.NewWatcher()
	if err == nil {
		if err = fw.Add(o.DataDir); err != nil {
			fw.Close()
		}
	}
	srv.wg.Add(2)
	go func() { defer srv.wg.Done(); srv.serve() }()
	go func() { defer srv.wg.Done(); srv.idle() }()
	// Without file events (inotify limits reached, say) the per-request check
	// still keeps every answer current; only the catch-up moves to the prompt.
	if err == nil {
		srv.wg.Add(1)
		go func() { defer srv.wg.Done(); srv.follow(fw) }()
	}
	return srv, nil
}

// settle is how long follow waits after a write before catching up, so a
// burst of writes (a capture storing twenty memories) costs one sync.
const settle = 50 * time.Millisecond

// follow catches up with other processes' writes as soon as the database
// files change, so the next prompt finds the index current and pays nothing.
func (s *Server) follow(fw *fsnotify.Watcher) {
	defer fw.Close()
	var timer <-chan time.Time
	for {
		select {
		case <-s.ctx.Done():
			return
		case ev, ok := <-fw.Events:
			if !ok {
				return
			}
			if strings.HasPrefix(filepath.Base(ev.Name), store.DBFile) && ev.Has(fsnotify.Write|fsnotify.Create) && timer == nil {
				timer = time.After(settle)
			}
		case _, ok := <-fw.Errors:
			if !ok {
				return
			}
		case <-timer:
			timer = nil
			s.mu.Lock()
			if changed, err := s.watch.Refresh(s.ctx); err == nil && changed {
				s.syncs++
			}
			s.mu.Unlock()
		}
	}
}

// Done is closed when the server has stopped.
func (s *Server) Done() <-chan struct{} { return s.ctx.Done() }

// Close stops the server, removes its socket and releases the store.
func (s *Server) Close() error {
	s.cancel()
	err := s.ln.Close()
	if errors.Is(err, net.ErrClosed) {
		// An idle exit, a mismatch or an earlier Close has closed the listener
		// already; that is the expected state, not a failure. Only this error
		// may be dropped: tested on the joined error below, it would also
		// swallow the store's and the watcher's.
		err = nil
	}
	s.wg.Wait()
	_ = os.Remove(s.opts.Socket)
	err = errors.Join(err, s.watch.Close(), s.closeStore())
	_ = s.lock.Unlock()
	return err
}

func (s *Server) serve() {
	for {
		conn, err := s.ln.Accept()
		if err != nil {
			return // closed
		}
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			s.handle(conn)
		}()
	}
}

func (s *Server) idle() {
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
			s.mu.Lock()
			quiet := time.Since(s.lastUse)
			s.mu.Unlock()
			if quiet > s.opts.Idle {
				s.cancel()
				_ = s.ln.Close()
				return
			}
		}
	}
}

func (s *Server) handle(conn net.Conn) {
	defer conn.Close()
	r := bufio.NewReader(conn)
	enc := json.NewEncoder(conn)
	for {
		_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
		line, err := r.ReadBytes('\n')
		if err != nil {
			return
		}
		var req Request
		if err := json.Unmarshal(line, &req); err != nil {
			_ = enc.Encode(Response{Error: "bad request: " + err.Error()})
			return
		}
		resp := s.do(req)
		_ = enc.Encode(resp)
		if resp.Mismatch || req.Op == OpShutdown {
			s.cancel()
			_ = s.ln.Close()
			return
		}
	}
}

func (s *Server) do(req Request) Response {
	if req.Version != s.opts.Version || req.Schema != store.SchemaVersion {
		return Response{Mismatch: true, Error: fmt.Sprintf("server %s (schema %d) cannot serve client %s (schema %d)",
			s.opts.Version, store.SchemaVersion, req.Version, req.Schema)}
	}
	if req.Op == OpStatus {
		st := s.status()
		return Response{OK: true, Status: &st}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	start := time.Now()
	s.lastUse = start
	// The per-request check catches writes whose file events were missed.
	if _, err := s.watch.Refresh(s.ctx); err != nil {
		return Response{Error: err.Error()}
	}
	var resp Response
	switch req.Op {
	case OpSync:
		resp = Response{OK: true}
	case OpRecall:
		res, err := s.store.Recall(s.ctx, store.Query{Text: req.Query, Topic: req.Topic, K: req.K, NoReinforce: true, CountExcluded: req.Excluded})
		if err != nil {
			return Response{Error: err.Error()}
		}
		resp = Response{OK: true, Result: res}
	case OpReinforce:
		var hits []store.Hit
		for _, id := range req.IDs {
			if m, err := s.store.Get(s.ctx, id); err == nil {
				hits = append(hits, store.Hit{Memory: m})
			}
		}
		if err := s.store.ReinforceIn(s.ctx, req.Session, hits); err != nil {
			return Response{Error: err.Error()}
		}
		if err := s.watch.Sync(s.ctx); err != nil {
			return Response{Error: err.Error()}
		}
		resp = Response{OK: true}
	case OpShutdown:
		return Response{OK: true}
	default:
		return Response{Error: fmt.Sprintf("unknown op %q", req.Op)}
	}
	s.requests++
	s.latency = append(s.latency, float64(time.Since(start).Microseconds())/1000)
	if len(s.latency) > 1000 {
		s.latency = s.latency[len(s.latency)-1000:]
	}
	return resp
}

func (s *Server) status() Status {
	s.mu.Lock()
	defer s.mu.Unlock()
	lat := append([]float64(nil), s.latency...)
	sort.Float64s(lat)
	q := func(p float64) float64 {
		if len(lat) == 0 {
			return 0
		}
		return lat[int(p*float64(len(lat)-1)+0.5)]
	}
	return Status{PID: os.Getpid(), Started: s.started, Version: s.opts.Version, Mode: s.store.Mode(), Model: s.opts.Model,
		Loaded: s.store.Loaded(), Requests: s.requests, Syncs: s.syncs, P50: q(0.5), P95: q(0.95)}
}

// Call sends one request and reads the answer, within deadline.
func Call(socket string, req Request, deadline time.Duration) (Response, error) {
	conn, err := net.DialTimeout("unix", socket, deadline)
	if err != nil {
		return Response{}, err
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(deadline))
	b, err := json.Marshal(req)
	if err != nil {
		return Response{}, err
	}
	if _, err := conn.Write(append(b, '\n')); err != nil {
		return Response{}, err
	}
	var resp Response
	if err := json.NewDecoder(conn).Decode(&resp); err != nil {
		return Response{}, fmt.Errorf("read server answer: %w", err)
	}
	if resp.Mismatch {
		return resp, ErrMismatch
	}
	if resp.Error != "" {
		return resp, errors.New(resp.Error)
	}
	return resp, nil
}

// Notify asks the data dir's server, if one runs, to catch up with writes now,
// and waits for it: purge calls it so that no vector of a purged memory is
// left in a server's memory when purge returns. It reports whether a server
// answered; no server is not an error.
func Notify(dataDir, version string) (bool, error) {
	sock, err := SocketPath(dataDir)
	if err != nil {
		return false, err
	}
	if _, err := os.Lstat(sock); err != nil {
		return false, nil
	}
	_, err = Call(sock, Request{Version: version, Schema: store.SchemaVersion, Op: OpSync}, 2*time.Second)
	switch {
	case errors.Is(err, ErrMismatch):
		return false, nil // an old server: it has exited, and held no newer data
	case err != nil && isNoServer(err):
		return false, nil
	case err != nil:
		return false, fmt.Errorf("tell the warm server: %w", err)
	}
	return true, nil
}

// NotRunning reports whether err from Call means that no server runs: no
// socket, a dead server's leftover socket, or an old version that has exited.
func NotRunning(err error) bool {
	return isNoServer(err) || errors.Is(err, ErrMismatch)
}

// isNoServer reports a socket nobody listens on (a dead server's leftover).
func isNoServer(err error) bool {
	return errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ENOENT)
}

// FailedFile, in the data dir, records that a server failed to start (a
// broken model, say), so hooks do not start another on every prompt.
const FailedFile = "server.failed"

// retryAfter is how long hooks wait after a failed start before trying again.
const retryAfter = 10 * time.Minute

// RecordFailure notes a failed start; Start clears it when one succeeds.
func RecordFailure(dataDir string) {
	_ = os.WriteFile(filepath.Join(dataDir, FailedFile), nil, 0o600)
}

// RecentlyFailed reports whether a server failed to start in the last
// retryAfter: then hooks answer lexically and do not spawn another.
func RecentlyFailed(dataDir string) bool {
	st, err := os.Stat(filepath.Join(dataDir, FailedFile))
	return err == nil && time.Since(st.ModTime()) < retryAfter
}

// ErrMismatch means the server is another version: it has exited, and a new
// one should be started.
var ErrMismatch = errors.New("server version mismatch")
