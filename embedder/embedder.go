// Package embedder owns hippo's local sentence-embedding model: loading it through
// hugot's pure-Go feature-extraction pipeline, turning text into mean-pooled,
// L2-normalized vectors, and fetching the pinned all-MiniLM-L6-v2 files.
//
// Every known way hugot v0.7.5 can panic (an empty batch, invalid UTF-8, use after
// Destroy, an input longer than the model's position table) is handled before the
// call reaches hugot, so a caller only ever sees an error.
package embedder

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/knights-analytics/hugot"
	"github.com/knights-analytics/hugot/pipelines"
)

// Files a model directory must hold.
const (
	ModelFile     = "model.onnx"
	TokenizerFile = "tokenizer.json"
)

// MaxEmbedRunes bounds the text given to the model. A WordPiece token covers at
// least one rune, so 500 runes stay under the 512-position table even with
// [CLS]/[SEP]; hugot's Go tokenizer ignores tokenizer.json's truncation and an
// over-long input fails with a broadcast error. all-MiniLM-L6-v2 was trained on
// 128-token inputs, which 500 runes of English roughly fill.
const MaxEmbedRunes = 500

// ErrClosed is returned by Embed after Close.
var ErrClosed = errors.New("embedder closed")

// ModelMissingError says the model files are absent; the CLI turns it into a
// hint to run "hippo model fetch".
type ModelMissingError struct{ Dir string }

func (e *ModelMissingError) Error() string {
	return fmt.Sprintf("no embedding model in %s", e.Dir)
}

// Embedder turns text into unit vectors. It is safe for concurrent use.
type Embedder struct {
	mu      sync.Mutex
	session *hugot.Session
	pipe    *pipelines.FeatureExtractionPipeline
	id      string
	graph   string
	dim     int
	closed  bool
}

// Present reports whether dir holds both model files.
func Present(dir string) bool {
	for _, f := range []string{ModelFile, TokenizerFile} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || !st.Mode().IsRegular() {
			return false
		}
	}
	return true
}

// Load opens the model in dir. It costs ~0.3 s for all-MiniLM-L6-v2, so
// processes on a hook's hot path must never call it. The first load of a model
// also rewrites its graph into the form that is fast on hugot's Go backend and
// checks it (see fastgraph.go), which costs about as much again, once.
// hugot keeps ctx for every later embedding, so it must live as long as the
// Embedder: a canceled ctx fails every Embed after.
func Load(ctx context.Context, dir string) (*Embedder, error) {
	if !Present(dir) {
		return nil, &ModelMissingError{Dir: dir}
	}
	id, err := modelID(dir)
	if err != nil {
		return nil, err
	}
	e, graph, err := fastGraph(ctx, dir, func(file string) (*Embedder, error) { return load(ctx, dir, file, id) })
	if err != nil {
		return nil, err
	}
	e.graph = graph
	return e, nil
}

// LoadOriginal opens the model's graph as shipped, without the rewrite; benchmarks
// and tests compare against it.
func LoadOriginal(ctx context.Context, dir string) (*Embedder, error) {
	if !Present(dir) {
		return nil, &ModelMissingError{Dir: dir}
	}
	id, err := modelID(dir)
	if err != nil {
		return nil, err
	}
	e, err := load(ctx, dir, ModelFile, id)
	if err == nil {
		e.graph = "original"
	}
	return e, err
}

// modelID names the source model. The identity tags stored vectors so that a
// model change is noticed and vectors are recomputed, never compared across
// models; the rewritten graph computes the same vectors, so it shares the id.
func modelID(dir string) (string, error) {
	st, err := os.Stat(filepath.Join(dir, ModelFile))
	if err != nil {
		return "", fmt.Errorf("stat model: %w", err)
	}
	return fmt.Sprintf("%s/%d", filepath.Base(filepath.Clean(dir)), st.Size()), nil
}

func load(ctx context.Context, dir, file, id string) (e *Embedder, err error) {
	defer func() {
		if r := recover(); r != nil {
			e, err = nil, fmt.Errorf("load model %s: internal error: %v", dir, r)
		}
	}()
	session, err := hugot.NewGoSession(ctx)
	if err != nil {
		return nil, fmt.Errorf("start embedding session: %w", err)
	}
	pipe, err := hugot.NewPipeline(session, hugot.FeatureExtractionConfig{
		ModelPath:    dir,
		Name:         "hippo-embed",
		OnnxFilename: file,
		Options:      []hugot.FeatureExtractionOption{pipelines.WithNormalization()},
	})
	if err != nil {
		_ = session.Destroy()
		return nil, fmt.Errorf("load model %s: %w", filepath.Join(dir, file), err)
	}
	e = &Embedder{session: session, pipe: pipe, id: id}
	probe, err := e.Embed(ctx, []string{"hippo"})
	if err != nil {
		_ = e.Close()
		return nil, fmt.Errorf("model %s does not run: %w", filepath.Join(dir, file), err)
	}
	e.dim = len(probe[0])
	return e, nil
}

// Graph says which graph is loaded: the rewritten one, or the original and why.
func (e *Embedder) Graph() string { return e.graph }

// ID names the model so that vectors from different models are never mixed.
func (e *Embedder) ID() string { return e.id }

// Dim is the vector length.
func (e *Embedder) Dim() int { return e.dim }

// Embed returns one unit vector per text, in order.
func (e *Embedder) Embed(ctx context.Context, texts []string) (out [][]float32, err error) {
	if len(texts) == 0 {
		return nil, nil // hugot panics on an empty batch, in a goroutine recover cannot reach
	}
	in := make([]string, len(texts))
	for i, t := range texts {
		in[i] = Prepare(t)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return nil, ErrClosed
	}
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("embed: internal error: %v", r)
		}
	}()
	res, err := e.pipe.RunPipeline(ctx, in)
	if err != nil {
		return nil, fmt.Errorf("embed %d texts: %w", len(in), err)
	}
	if len(res.Embeddings) != len(in) {
		return nil, fmt.Errorf("embed: model returned %d vectors for %d texts", len(res.Embeddings), len(in))
	}
	for i, v := range res.Embeddings {
		Normalize(v)
		res.Embeddings[i] = v
	}
	return res.Embeddings, nil
}

// Close releases the model. Further Embed calls return ErrClosed.
func (e *Embedder) Close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return nil
	}
	e.closed = true
	if err := e.session.Destroy(); err != nil {
		return fmt.Errorf("close embedder: %w", err)
	}
	return nil
}

// Prepare makes text safe and bounded for the model: valid UTF-8 (invalid bytes
// panic hugot's normalizer), never empty, and cut at a word boundary within
// MaxEmbedRunes.
func Prepare(text string) string {
	text = strings.ToValidUTF8(text, "\uFFFD")
	text = strings.TrimSpace(text)
	if text == "" {
		return "."
	}
	if utf8.RuneCountInString(text) <= MaxEmbedRunes {
		return text
	}
	cut, n := 0, 0
	for i := range text {
		if n == MaxEmbedRunes {
			cut = i
			break
		}
		n++
	}
	if sp := strings.LastIndexAny(text[:cut], " \t\n"); sp > cut/2 {
		cut = sp
	}
	return text[:cut]
}

// Normalize scales v to unit length in place; a zero vector stays zero.
func Normalize(v []float32) {
	var s float64
	for _, x := range v {
		s += float64(x) * float64(x)
	}
	if s == 0 {
		return
	}
	inv := float32(1 / math.Sqrt(s))
	for i := range v {
		v[i] *= inv
	}
}
