package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/server"
	"github.com/hippo-mem/hippo/store"
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
		req.Op = server.OpStatus
		resp, err := server.Call(sock, req, 2*time.Second)
		if err != nil {
			return &hintError{err: fmt.Errorf("no server answers on %s: %w", sock, err), hint: "hooks start it when a model is installed; or run: hippo serve"}
		}
		if *asJSON {
			return writeJSON(c.stdout, resp.Status)
		}
		st := resp.Status
		fmt.Fprintf(c.stdout, "pid %d, up %s, %s, %d memories loaded, mode %s\nmodel %s\n%d requests, p50 %.1f ms, p95 %.1f ms\nsocket %s\n",
			st.PID, time.Since(st.Started).Round(time.Second), st.Version, st.Loaded, st.Mode, st.Model, st.Requests, st.P50, st.P95, sock)
		return nil
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
	select {
	case <-ctx.Done():
	case <-srv.Done():
	}
	return srv.Close()
}
