package main

import (
	"context"
	"io"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/hippo-mem/hippo/mcpserver"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/workflow"
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
	dataDir, settings, err := workflow.Locate()
	if err != nil {
		return err
	}
	m, err := workflow.ChooseModel(ctx, settings, *modelDir, workflow.ModelViaServer)
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
	o := mcpserver.Options{DataDir: dataDir, Version: version, Project: here(), ViaServer: m.ViaServer,
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
	return mcpserver.New(o).Run(ctx, &mcp.IOTransport{Reader: readCloser{c.stdin}, Writer: writeCloser{c.stdout}})
}

// The CLI's streams are plain readers and writers; the transport wants closers,
// and closing them is the process's business, not the transport's.
type readCloser struct{ io.Reader }

func (readCloser) Close() error { return nil }

type writeCloser struct{ io.Writer }

func (writeCloser) Close() error { return nil }
