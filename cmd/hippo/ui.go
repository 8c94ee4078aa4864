package main

import (
	"context"
	"fmt"
	"os/exec"
	"runtime"
	"time"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/install"
	"github.com/hippo-mem/hippo/ui"
)

func (c *cli) ui(ctx context.Context, args []string) error {
	fs := c.flags("ui", "[flags]", "Serve a local web page to see, search and tend memory, on 127.0.0.1 only.\nThe URL it prints holds a one-time token; the page stops on Ctrl-C or when idle.")
	port := fs.Int("port", 0, "port on 127.0.0.1 (0: any free one)")
	noOpen := fs.Bool("no-open", false, "print the URL, do not open a browser")
	idle := fs.Float64("idle", 60, "stop after this many minutes without a request (0: never)")
	modelDir := fs.String("model-dir", "", "embedding model directory")
	if err := parse(fs, args); err != nil {
		return err
	}
	claudeDir, dataDir, err := dirs()
	if err != nil {
		return err
	}
	md, _, err := (config.Settings{}).ResolveModelDir(*modelDir)
	if err != nil {
		return err
	}
	s, done, err := c.open(ctx, storeOpts{model: true, modelDir: *modelDir, sayMode: true, actor: "ui"})
	if err != nil {
		return err
	}
	defer done()
	p := here()
	srv, err := ui.New(ui.Options{Store: s, DataDir: dataDir, Version: version, ClaudeDir: claudeDir, ProjectDir: p.Path, Topic: p.Topic,
		Doctor: install.DoctorOptions{ClaudeDir: claudeDir, DataDir: dataDir, ModelDir: md}})
	if err != nil {
		return err
	}
	ln, err := ui.Listen(*port)
	if err != nil {
		return err
	}
	url := fmt.Sprintf("http://127.0.0.1:%d/?token=%s", ui.Port(ln), srv.Token())
	fmt.Fprintf(c.stdout, "hippo ui: %s\n", url)
	fmt.Fprintln(c.stderr, "hippo: the link works once; Ctrl-C stops the page")
	if !*noOpen {
		if err := openBrowser(url); err != nil {
			fmt.Fprintf(c.stderr, "hippo: could not open a browser (%v): open the link above\n", err)
		}
	}
	return srv.Serve(ctx, ln, time.Duration(*idle*float64(time.Minute)))
}

// openBrowser opens url in the desktop's browser, without waiting for it.
func openBrowser(url string) error {
	name := "xdg-open"
	if runtime.GOOS == "darwin" {
		name = "open"
	}
	cmd := exec.Command(name, url)
	if err := cmd.Start(); err != nil {
		return err
	}
	go func() { _ = cmd.Wait() }()
	return nil
}
