package main

import (
	"context"
	"io"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/mcpserver"
)

func (c *cli) mcp(ctx context.Context, args []string) error {
	fs := c.flags("mcp", "[flags]", "Serve hippo's memory tools over MCP on stdin/stdout, for any MCP client:\n"+
		"  claude mcp add hippo -- hippo mcp\n"+
		"Tools: memory_recall, memory_jot, memory_get, memory_confirm, memory_cold, memory_revive,\n"+
		"memory_correct, memory_purge, memory_log. Same store and rules as the CLI.")
	modelDir := fs.String("model-dir", "", "embedding model directory")
	if err := parse(fs, args); err != nil {
		return err
	}
	dataDir, err := config.DataDir()
	if err != nil {
		return err
	}
	s, done, err := c.open(ctx, storeOpts{model: true, modelDir: *modelDir})
	if err != nil {
		return err
	}
	defer done()
	srv, err := mcpserver.New(ctx, mcpserver.Options{DataDir: dataDir, Version: version, Store: s, Project: here()})
	if err != nil {
		return err
	}
	return srv.Run(ctx, &mcp.IOTransport{Reader: readCloser{c.stdin}, Writer: writeCloser{c.stdout}})
}

// The CLI's streams are plain readers and writers; the transport wants closers,
// and closing them is the process's business, not the transport's.
type readCloser struct{ io.Reader }

func (readCloser) Close() error { return nil }

type writeCloser struct{ io.Writer }

func (writeCloser) Close() error { return nil }
