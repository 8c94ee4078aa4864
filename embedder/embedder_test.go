package embedder_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/internal/testmodel"
)

func mustModel(tb testing.TB) *embedder.Embedder {
	tb.Helper()
	f, err := testmodel.Write(filepath.Join(tb.TempDir(), "tiny"))
	if err != nil {
		tb.Fatal(err)
	}
	e, err := embedder.Load(context.Background(), f.Dir)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = e.Close() })
	return e
}

func cos(a, b []float32) float64 {
	var s float64
	for i := range a {
		s += float64(a[i]) * float64(b[i])
	}
	return s
}

func TestEmbedShapeNormalizationDeterminism(t *testing.T) {
	e := mustModel(t)
	ctx := context.Background()
	texts := []string{"the billing api authenticates with mtls", "we use pnpm for packages", ""}
	a, err := e.Embed(ctx, texts)
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != len(texts) {
		t.Fatalf("got %d vectors, want %d", len(a), len(texts))
	}
	if e.Dim() != testmodel.Hidden {
		t.Fatalf("Dim() = %d, want %d", e.Dim(), testmodel.Hidden)
	}
	for i, v := range a[:2] {
		if len(v) != testmodel.Hidden {
			t.Fatalf("vector %d has %d dims", i, len(v))
		}
		if n := cos(v, v); math.Abs(n-1) > 1e-4 {
			t.Errorf("vector %d has squared norm %v, want 1", i, n)
		}
	}
	// Determinism, and batch independence: one text alone embeds as in a batch.
	b, err := e.Embed(ctx, texts[:1])
	if err != nil {
		t.Fatal(err)
	}
	if c := cos(a[0], b[0]); c < 0.9999 {
		t.Errorf("same text embedded twice: cosine %v, want ~1", c)
	}
}

func TestEmbedMeaning(t *testing.T) {
	e := mustModel(t)
	v, err := e.Embed(context.Background(), []string{
		"billing authenticates with mtls",
		"how does billing login work",
		"a recipe for tomato soup with bread",
	})
	if err != nil {
		t.Fatal(err)
	}
	related, unrelated := cos(v[0], v[1]), cos(v[0], v[2])
	if related < 0.35 {
		t.Errorf("related texts: cosine %.3f, want >= 0.35", related)
	}
	if unrelated > 0.15 {
		t.Errorf("unrelated texts: cosine %.3f, want <= 0.15", unrelated)
	}
}

func TestEmbedHostileInputNeverPanics(t *testing.T) {
	e := mustModel(t)
	ctx := context.Background()
	for _, tt := range []struct{ name, text string }{
		{"invalid utf8", "bad \xff\xfe bytes"},
		{"nul", "a\x00b"},
		{"long", strings.Repeat("billing ", 5000)},
		{"one huge word", strings.Repeat("x", 20000)},
		{"punctuation storm", strings.Repeat("./", 3000)},
		{"cjk", strings.Repeat("記憶", 600)},
		{"whitespace", " \t\n "},
	} {
		t.Run(tt.name, func(t *testing.T) {
			v, err := e.Embed(ctx, []string{tt.text})
			if err != nil {
				t.Fatalf("Embed: %v", err)
			}
			if len(v) != 1 || len(v[0]) != e.Dim() {
				t.Fatalf("got %d vectors", len(v))
			}
		})
	}
	if v, err := e.Embed(ctx, nil); err != nil || v != nil {
		t.Errorf("empty batch: got %v, %v; want nil, nil", v, err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Embed(ctx, []string{"after close"}); !errors.Is(err, embedder.ErrClosed) {
		t.Errorf("Embed after Close: %v, want ErrClosed", err)
	}
}

func TestLoadMissingModel(t *testing.T) {
	_, err := embedder.Load(context.Background(), t.TempDir())
	var missing *embedder.ModelMissingError
	if !errors.As(err, &missing) {
		t.Fatalf("Load(empty dir) = %v, want ModelMissingError", err)
	}
}

func TestPrepareBoundsRunes(t *testing.T) {
	long := strings.Repeat("word ", 1000)
	got := embedder.Prepare(long)
	if n := len([]rune(got)); n > embedder.MaxEmbedRunes {
		t.Errorf("Prepare kept %d runes, want <= %d", n, embedder.MaxEmbedRunes)
	}
	if strings.HasSuffix(got, "wor") {
		t.Errorf("Prepare cut inside a word: %q", got[len(got)-10:])
	}
}

// benchModelDir is a private model dir for benchmarks: HIPPO_BENCH_MODEL's
// files linked into a temp dir (the rewrite caches beside the model, and the
// shared folder stays untouched), or the tiny test model.
func benchModelDir(b *testing.B) string {
	dir := filepath.Join(b.TempDir(), "model")
	src := os.Getenv("HIPPO_BENCH_MODEL")
	if src == "" {
		f, err := testmodel.Write(dir)
		if err != nil {
			b.Fatal(err)
		}
		return f.Dir
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		b.Fatal(err)
	}
	for _, f := range []string{embedder.ModelFile, embedder.TokenizerFile} {
		abs, err := filepath.Abs(filepath.Join(src, f))
		if err != nil {
			b.Fatal(err)
		}
		if err := os.Symlink(abs, filepath.Join(dir, f)); err != nil {
			b.Fatal(err)
		}
	}
	return dir
}

// BenchmarkEmbedQuery times one query on the original and the rewritten graph,
// in the same run. Set HIPPO_BENCH_MODEL to a model with all-MiniLM-L6-v2's
// architecture (for example ../shared/models/minilm-arch-random); without it
// the tiny test model runs.
func BenchmarkEmbedQuery(b *testing.B) {
	dir := benchModelDir(b)
	ctx := context.Background()
	fast, err := embedder.Load(ctx, dir)
	if err != nil {
		b.Fatal(err)
	}
	defer fast.Close()
	orig, err := embedder.LoadOriginal(ctx, dir)
	if err != nil {
		b.Fatal(err)
	}
	defer orig.Close()
	words := strings.Fields("how does the billing service authenticate against the payments gateway when a retry happens after a timeout in staging and production with mtls certificates rotated nightly by the deploy pipeline owned by the platform team who also run the database migrations and the cache")
	for _, n := range []int{2, 8, 32, 64, 128} {
		text := strings.Join(words[:min(n, len(words))], " ")
		for len(strings.Fields(text)) < n {
			text += " " + text
		}
		text = strings.Join(strings.Fields(text)[:n], " ")
		for _, g := range []struct {
			name string
			e    *embedder.Embedder
		}{{"original", orig}, {"rewritten", fast}} {
			b.Run(fmt.Sprintf("words=%d/graph=%s", n, g.name), func(b *testing.B) {
				if _, err := g.e.Embed(ctx, []string{text}); err != nil {
					b.Fatal(err)
				}
				for b.Loop() {
					if _, err := g.e.Embed(ctx, []string{text}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkLoad times loading the model: the original graph, the rewritten one
// from its cache, and the first load that rewrites and checks it.
func BenchmarkLoad(b *testing.B) {
	if os.Getenv("HIPPO_BENCH_MODEL") == "" {
		b.Skip("set HIPPO_BENCH_MODEL to a model directory")
	}
	dir := benchModelDir(b)
	b.Run("graph=original", func(b *testing.B) {
		for b.Loop() {
			loadClose(b, embedder.LoadOriginal, dir)
		}
	})
	b.Run("graph=rewritten/first", func(b *testing.B) {
		for b.Loop() {
			b.StopTimer()
			fresh := benchModelDir(b)
			b.StartTimer()
			loadClose(b, embedder.Load, fresh)
		}
	})
	b.Run("graph=rewritten/cached", func(b *testing.B) {
		for b.Loop() {
			loadClose(b, embedder.Load, dir)
		}
	})
}

// loadClose loads the model in dir with load and closes it: what a model-load
// benchmark times.
func loadClose(b *testing.B, load func(context.Context, string) (*embedder.Embedder, error), dir string) {
	e, err := load(context.Background(), dir)
	if err != nil {
		b.Fatal(err)
	}
	_ = e.Close()
}
