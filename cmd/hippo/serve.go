package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"time"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/internal/plural"
	"github.com/hippo-mem/hippo/server"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/team"
	"github.com/hippo-mem/hippo/workflow"
)

func (c *cli) serve(ctx context.Context, args []string) error {
	fs := c.flags("serve", "[flags]", "Run the warm recall server for this data dir: it holds the model and the vector index so the\nprompt hook recalls by meaning in milliseconds. Hooks start it detached; it exits when idle.")
	status := fs.Bool("status", false, "show the running server: pid, uptime, memories loaded, requests, p50/p95")
	stop := fs.Bool("stop", false, "stop the running server")
	asJSON := fs.Bool("json", false, "print JSON (with --status)")
	if err := parse(fs, args); err != nil {
		return err
	}
	dataDir, err := config.DataDir()
	if err != nil {
		return err
	}
	sock, err := server.SocketPath(dataDir)
	if err != nil {
		return err
	}
	req := server.Request{Version: version, Schema: store.SchemaVersion}
	switch {
	case *status:
		return c.serveStatus(dataDir, sock, req, *asJSON)
	case *stop:
		req.Op = server.OpShutdown
		if _, err := server.Call(sock, req, 2*time.Second); err != nil && !errors.Is(err, server.ErrMismatch) {
			fmt.Fprintln(c.stderr, "hippo: no server was running")
		}
		return nil
	}
	_, settings, err := workflow.LocateIn(dataDir)
	if err != nil {
		return err
	}
	m, err := workflow.ChooseModel(ctx, settings, "", workflow.ModelRequired)
	var failed *workflow.ModelLoadError
	if errors.As(err, &failed) {
		server.RecordFailure(dataDir)
	}
	if err != nil {
		return err
	}
	defer m.Close()
	idle := 30 * time.Minute
	if settings.ServerIdleMinutes > 0 {
		idle = time.Duration(settings.ServerIdleMinutes * float64(time.Minute))
	}
	srv, err := server.Start(ctx, server.Options{DataDir: dataDir, Socket: sock, Version: version, Embedder: m.Embedder, Model: m.Embedder.Graph(), Idle: idle})
	if errors.Is(err, server.ErrRunning) {
		fmt.Fprintln(c.stderr, "hippo: a server is already running for", dataDir)
		return nil
	}
	if err != nil {
		server.RecordFailure(dataDir)
		return err
	}
	fmt.Fprintf(c.stderr, "hippo: serving %s on %s (pid %d)\n", dataDir, sock, os.Getpid())
	polled := pollTeam(dataDir, settings, srv.Done())
	select {
	case <-ctx.Done():
	case <-srv.Done():
	}
	err = srv.Close()
	<-polled
	return err
}

// pollTeam runs "hippo team sync" while the server runs, when the data dir
// is linked to a team store: as soon as a teammate pushes (the store's
// NOTIFY, see team.Listen), and every team_poll_seconds whatever happens to
// the listening connection, so a teammate's memory is at most about a
// minute old while a session (which keeps the server) runs. Each sync is a
// process of its own, which never holds the server's lock or memory. The
// returned channel closes once the last sync has ended.
func pollTeam(dataDir string, settings config.Settings, done <-chan struct{}) <-chan struct{} {
	ended := make(chan struct{})
	exe, err := os.Executable()
	if _, linkErr := team.LoadLink(dataDir); linkErr != nil || err != nil {
		close(ended)
		return ended
	}
	every := settings.TeamPoll()
	ctx, cancel := context.WithCancel(context.Background())
	kick := make(chan struct{}, 1)
	go listenTeam(ctx, dataDir, every, kick)
	go func() {
		defer close(ended)
		defer cancel()
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
			case <-kick:
			}
			// Failures are the sync's own (a team store that is down).
			_ = exec.Command(exe, "team", "sync").Run()
		}
	}()
	return ended
}

// listenTeam signals kick on each push to the team store, reconnecting
// after a wait when the connection fails, until ctx ends. Pushes that come
// while a sync runs are one kick: the next sync pulls them all.
func listenTeam(ctx context.Context, dataDir string, retry time.Duration, kick chan<- struct{}) {
	for ctx.Err() == nil {
		_ = team.Listen(ctx, dataDir, func() {
			select {
			case kick <- struct{}{}:
			default:
			}
		})
		select {
		case <-ctx.Done():
		case <-time.After(retry):
		}
	}
}

// serverStatusJSON is "serve --status --json": running is false, with no other
// field but the data dir and socket, when no server answers.
type serverStatusJSON struct {
	Running bool   `json:"running"`
	DataDir string `json:"data_dir"`
	Socket  string `json:"socket"`
	*server.Status
}

// serveStatus exits 0 when no server runs: that is the normal state between
// sessions (a server exits when idle), so it answers the question rather
// than failing it; scripts read "running" from --json.
func (c *cli) serveStatus(dataDir, sock string, req server.Request, asJSON bool) error {
	req.Op = server.OpStatus
	resp, err := server.Call(sock, req, 2*time.Second)
	if err != nil && !server.NotRunning(err) {
		return &hintError{err: fmt.Errorf("the warm server on %s did not answer: %w", sock, err), hint: `"hippo serve --stop" stops it; the next prompt starts a new one`}
	}
	out := serverStatusJSON{Running: err == nil, DataDir: dataDir, Socket: sock}
	if err == nil {
		out.Status = resp.Status
	}
	if asJSON {
		return writeJSON(c.stdout, out)
	}
	if !out.Running {
		fmt.Fprintf(c.stdout, "no warm server is running for %s\n", dataDir)
		fmt.Fprintln(c.stderr, `hippo: hint: the prompt hook starts one when the model is installed ("hippo model fetch"); or run "hippo serve"`)
		return nil
	}
	st := resp.Status
	// "memories loaded: N" is a label, so it reads right for 1 too, and it
	// keeps the words scripts and tests have matched since the first release.
	fmt.Fprintf(c.stdout, "pid %d, up %s, %s, memories loaded: %d, mode %s\nmodel %s\n%s, p50 %.1f ms, p95 %.1f ms\nsocket %s\n",
		st.PID, time.Since(st.Started).Round(time.Second), st.Version, st.Loaded, st.Mode, st.Model,
		plural.Count(st.Requests, "request", "requests"), st.P50, st.P95, sock)
	return nil
}
