package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"sort"
	"strings"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/internal/plural"
	"github.com/hippo-mem/hippo/internal/progress"
)

func (c *cli) model(ctx context.Context, args []string) error {
	if len(args) == 0 {
		return &usageError{msg: "model: missing subcommand", hint: "hippo model fetch | hippo model status"}
	}
	switch args[0] {
	case "fetch":
		return c.modelFetch(ctx, args[1:])
	case "status":
		return c.modelStatus(ctx, args[1:])
	}
	return &usageError{msg: fmt.Sprintf("model: unknown subcommand %q", args[0]), hint: "hippo model fetch | hippo model status"}
}

func (c *cli) modelFetch(ctx context.Context, args []string) error {
	fs := c.flags("model fetch", "[flags]", fmt.Sprintf("Download %s (%s at %.12s), verify each file's SHA-256, then put it in place.\nAn interrupted download resumes.", config.ModelName, embedder.MiniLM.Repo, embedder.MiniLM.Revision))
	modelDir := fs.String("model-dir", "", "where to put the model (default: the cache)")
	if err := parse(fs, args); err != nil {
		return err
	}
	dir, err := c.modelDir(*modelDir)
	if err != nil {
		return err
	}
	fmt.Fprintf(c.stderr, "hippo: fetching %s into %s\n", config.ModelName, dir)
	if err := c.fetchModel(ctx, dir); err != nil {
		return &hintError{err: err, hint: "check the network and run \"hippo model fetch\" again; it resumes. Recall works in lexical mode meanwhile"}
	}
	e, err := embedder.Load(ctx, dir)
	if err != nil {
		return err
	}
	graph := e.Graph()
	_ = e.Close()
	fmt.Fprintf(c.stderr, "hippo: model ready (graph %s); run \"hippo reindex\" to embed memories stored without it\n", graph)
	return nil
}

// fetchModel downloads the pinned model into dir, with one progress bar per
// file on stderr.
func (c *cli) fetchModel(ctx context.Context, dir string) error {
	bars := map[string]*progress.Bar{}
	return embedder.Fetch(ctx, http.DefaultClient, modelSource(), dir, func(file string, done, total int64) {
		if bars[file] == nil {
			bars[file] = progress.New(c.stderr, file, progress.MB)
		}
		bars[file].Set(done, total)
	})
}

// modelSource is the pinned model, from HIPPO_MODEL_BASE_URL when set (a
// mirror); the hashes and sizes stay pinned either way.
func modelSource() embedder.Source {
	src := embedder.MiniLM
	if u := os.Getenv("HIPPO_MODEL_BASE_URL"); u != "" {
		src.BaseURL = strings.TrimSuffix(u, "/")
	}
	return src
}

func (c *cli) modelDir(flagValue string) (string, error) {
	dataDir, err := config.DataDir()
	if err != nil {
		return "", err
	}
	settings, err := config.Load(dataDir)
	if err != nil {
		return "", err
	}
	dir, _, err := settings.ResolveModelDir(flagValue)
	return dir, err
}

func (c *cli) modelStatus(ctx context.Context, args []string) error {
	fs := c.flags("model status", "[flags]", "Say where the model is looked for, whether it is there, and whether it loads.")
	modelDir := fs.String("model-dir", "", "embedding model directory")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	dataDir, err := config.DataDir()
	if err != nil {
		return err
	}
	settings, err := config.Load(dataDir)
	if err != nil {
		return err
	}
	dir, source, err := settings.ResolveModelDir(*modelDir)
	if err != nil {
		return err
	}
	st := struct {
		Dir     string `json:"dir"`
		Source  string `json:"source"`
		Present bool   `json:"present"`
		Loads   bool   `json:"loads"`
		Dim     int    `json:"dim,omitempty"`
		Graph   string `json:"graph,omitempty"`
		Error   string `json:"error,omitempty"`
	}{Dir: dir, Source: source, Present: embedder.Present(dir)}
	if st.Present {
		e, err := embedder.Load(ctx, dir)
		if err != nil {
			st.Error = err.Error()
		} else {
			st.Loads, st.Dim, st.Graph = true, e.Dim(), e.Graph()
			_ = e.Close()
		}
	}
	if *asJSON {
		return writeJSON(c.stdout, st)
	}
	fmt.Fprintf(c.stdout, "model dir: %s (from %s)\n", st.Dir, st.Source)
	switch {
	case !st.Present:
		fmt.Fprintln(c.stdout, "status:    absent: recall is lexical; run \"hippo model fetch\"")
	case !st.Loads:
		fmt.Fprintf(c.stdout, "status:    present but does not load: %s\n", st.Error)
	default:
		fmt.Fprintf(c.stdout, "status:    loads (%d dims)\ngraph:     %s\n", st.Dim, st.Graph)
	}
	return nil
}

func (c *cli) reindex(ctx context.Context, args []string) error {
	fs := c.flags("reindex", "[flags]", "Embed every memory that has no vector from the current model.")
	modelDir := fs.String("model-dir", "", "embedding model directory")
	asJSON := fs.Bool("json", false, `print JSON: {"embedded": N}`)
	if err := parse(fs, args); err != nil {
		return err
	}
	dir, err := c.modelDir(*modelDir)
	if err != nil {
		return err
	}
	if !embedder.Present(dir) {
		return &embedder.ModelMissingError{Dir: dir}
	}
	s, done, err := c.open(ctx, storeOpts{model: true, modelDir: *modelDir})
	if err != nil {
		return err
	}
	defer done()
	bar := progress.New(c.stderr, "embedding", nil)
	n, err := s.Reindex(ctx, func(d, t int) { bar.Set(int64(d), int64(t)) })
	if err != nil {
		return err
	}
	fmt.Fprintf(c.stderr, "hippo: embedded %s\n", plural.Count(n, "memory", "memories"))
	if *asJSON {
		return writeJSON(c.stdout, map[string]int{"embedded": n})
	}
	return nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
