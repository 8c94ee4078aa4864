package main

import (
	"context"
	"io"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/hooks"
	"github.com/hippo-mem/hippo/mcpserver"
	"github.com/hippo-mem/hippo/server"
	"github.com/hippo-mem/hippo/store"
)

func (c *cli) mcp(ctx context.Context, args []string) error {
	fs := c.flags("mcp", "[flags]", "Serve hippo's memory tools over MCP on stdin/stdout, for any MCP client:\n"+
		"  claude mcp add hippo -- hippo mcp\n"+
		"Tools: memory_recall, memory_jot, memory_get, memory_confirm, memory_cold, memory_revive,\n"+
		"memory_correct, memory_purge, memory_log. Same store and rules as the CLI; recall goes\n"+
		"through the warm server when a model is installed.")
	modelDir := fs.String("model-dir", "", "embedding model directory")
	if err := parse(fs, args); err != nil {
		return err
	}
	dataDir, err := config.DataDir()
	if err != nil {
		return err
	}
	if err := config.EnsureDataDir(dataDir); err != nil {
		return err
	}
	settings, err := config.Load(dataDir)
	if err != nil {
		return err
	}
	md, _, err := settings.ResolveModelDir(*modelDir)
	if err != nil {
		return err
	}
	var closeMu sync.Mutex
	var closers []func()
	defer func() {
		closeMu.Lock()
		defer closeMu.Unlock()
		for _, done := range closers {
			done()
		}
	}()
	o := mcpserver.Options{DataDir: dataDir, Version: version, Project: here(),
		Open: func(context.Context) (*store.Store, error) {
			// The session's context, not the call's: hugot keeps the context
			// it loads the model with for every later embedding.
			s, done, err := c.open(ctx, storeOpts{model: true, modelDir: *modelDir})
			if err == nil {
				closeMu.Lock()
				closers = append(closers, done)
				closeMu.Unlock()
			}
			return s, err
		}}
	if embedder.Present(md) && !settings.NoServer {
		o.Recall = func(ctx context.Context, q store.Query) (store.Result, bool, error) {
			return recallThroughServer(dataDir, q)
		}
	}
	return mcpserver.New(o).Run(ctx, &mcp.IOTransport{Reader: readCloser{c.stdin}, Writer: writeCloser{c.stdout}})
}

// recallThroughServer asks the warm server, and reinforces what it returned,
// as "hippo recall" does. With no server answering it starts one for the next
// call (unless one failed recently) and reports ok false: this call is then
// answered in-process.
func recallThroughServer(dataDir string, q store.Query) (store.Result, bool, error) {
	sock, err := server.SocketPath(dataDir)
	if err != nil {
		return store.Result{}, false, nil
	}
	req := server.Request{Version: version, Schema: store.SchemaVersion, Op: server.OpRecall, Query: q.Text, Topic: q.Topic, K: q.K, Excluded: q.CountExcluded}
	resp, err := server.Call(sock, req, 5*time.Second)
	if err != nil {
		if !server.RecentlyFailed(dataDir) {
			_ = hooks.SpawnDetached("serve")
		}
		return store.Result{}, false, nil
	}
	if len(resp.Result.Hits) > 0 {
		req.Op, req.Query, req.IDs = server.OpReinforce, "", nil
		for _, h := range resp.Result.Hits {
			req.IDs = append(req.IDs, h.Memory.ID)
		}
		_, _ = server.Call(sock, req, time.Second) // reinforcement is best effort; the answer stands
	}
	return resp.Result, true, nil
}

// The CLI's streams are plain readers and writers; the transport wants closers,
// and closing them is the process's business, not the transport's.
type readCloser struct{ io.Reader }

func (readCloser) Close() error { return nil }

type writeCloser struct{ io.Writer }

func (writeCloser) Close() error { return nil }
