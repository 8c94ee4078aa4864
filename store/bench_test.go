package store

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/internal/benchstat"
	"github.com/hippo-mem/hippo/internal/testmodel"
)

// cachedEmbedder answers from vectors computed once, so a benchmark measures
// recall itself and not the model.
type cachedEmbedder struct {
	Embedder
	mu    sync.Mutex
	cache map[string][]float32
}

func (c *cachedEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	var miss []string
	c.mu.Lock()
	for i, t := range texts {
		if v, ok := c.cache[t]; ok {
			out[i] = v
		} else {
			miss = append(miss, t)
		}
	}
	c.mu.Unlock()
	if len(miss) == 0 {
		return out, nil
	}
	vs, err := c.Embedder.Embed(ctx, miss)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	for i, t := range miss {
		c.cache[t] = vs[i]
	}
	c.mu.Unlock()
	return c.Embed(ctx, texts)
}

var benchWords = append(append([]string{}, testmodel.Words...), "ECONNRESET", "--no-verify", "retry.go")

func benchText(r *rand.Rand) string {
	n := 8 + r.IntN(12)
	w := make([]string, n)
	for i := range w {
		w[i] = benchWords[r.IntN(len(benchWords))]
	}
	return strings.Join(w, " ")
}

var (
	benchMu     sync.Mutex
	benchStores = map[int]string{}
)

// benchStore builds (once per process) a store of n memories with vectors from
// the test model, written in bulk, and returns its data dir.
func benchStore(b *testing.B, n int) string {
	b.Helper()
	benchMu.Lock()
	defer benchMu.Unlock()
	if dir, ok := benchStores[n]; ok {
		return dir
	}
	dir, err := os.MkdirTemp("", "hippo-bench")
	if err != nil {
		b.Fatal(err)
	}
	emb := testEmbedder(b)
	ctx := context.Background()
	s, err := Open(ctx, dir, Options{Embedder: emb})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	r := rand.New(rand.NewPCG(1, uint64(n)))
	now := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	const batch = 64
	for i := 0; i < n; i += batch {
		texts := make([]string, min(batch, n-i))
		for j := range texts {
			texts[j] = benchText(r)
		}
		vecs, err := emb.Embed(ctx, texts)
		if err != nil {
			b.Fatal(err)
		}
		for j, t := range texts {
			m := Memory{ID: newID(now) + fmt.Sprint(i+j), Text: t, CreatedAt: now, LastAccessed: now, Stability: 30,
				BaseStability: 30, MemoryType: "curated", Kind: "fact", Origin: OriginJot, Speaker: SpeakerCLI,
				Topic: "bench", SchemaVersion: SchemaVersion, vector: vecs[j]}
			if err := s.insert(ctx, &m, emb.ID()); err != nil {
				b.Fatal(err)
			}
		}
	}
	benchStores[n] = dir
	return dir
}

var sizes = benchstat.Sizes()

// BenchmarkRecall measures recall over n memories, excluding query embedding.
func BenchmarkRecall(b *testing.B) {
	queries := []string{"how do we deploy the billing service to staging", "ECONNRESET retry", "database migration timeout"}
	for _, n := range sizes {
		for _, mode := range []string{ModeLexical, ModeSemantic} {
			b.Run(fmt.Sprintf("%s/%d", mode, n), func(b *testing.B) {
				dir := benchStore(b, n)
				opts := Options{NoIndex: false}
				if mode == ModeSemantic {
					opts.Embedder = &cachedEmbedder{Embedder: testEmbedder(b), cache: map[string][]float32{}}
				}
				s, err := Open(context.Background(), dir, opts)
				if err != nil {
					b.Fatal(err)
				}
				defer s.Close()
				ctx := context.Background()
				for _, q := range queries { // warm: index loaded, query vectors cached
					if _, err := s.Recall(ctx, Query{Text: q, NoReinforce: true}); err != nil {
						b.Fatal(err)
					}
				}
				var tm benchstat.Timer
				b.ResetTimer()
				for i := 0; b.Loop(); i++ {
					tm.Time(func() {
						if _, err := s.Recall(ctx, Query{Text: queries[i%len(queries)], NoReinforce: true}); err != nil {
							b.Fatal(err)
						}
					})
				}
				tm.Report(b)
			})
		}
	}
}

// BenchmarkOpen measures opening the store and answering one lexical query:
// what a process pays before its first recall.
func BenchmarkOpen(b *testing.B) {
	for _, n := range sizes {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			dir := benchStore(b, n)
			ctx := context.Background()
			for b.Loop() {
				s, err := Open(ctx, dir, Options{})
				if err != nil {
					b.Fatal(err)
				}
				if _, err := s.lexicalSearch(ctx, "billing deploy", stateActive, lexicalCandidates); err != nil {
					b.Fatal(err)
				}
				_ = s.Close()
			}
		})
	}
}

// BenchmarkLoadIndex measures loading every vector into the in-memory index.
func BenchmarkLoadIndex(b *testing.B) {
	for _, n := range sizes {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			dir := benchStore(b, n)
			ctx := context.Background()
			emb := testEmbedder(b)
			s, err := Open(ctx, dir, Options{Embedder: emb})
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			for b.Loop() {
				s.dropIndex()
				col, err := s.loadIndex(ctx)
				if err != nil || col.Count() != n {
					b.Fatalf("loaded %v, %v", col.Count(), err)
				}
			}
		})
	}
}

// BenchmarkPurge measures purging one memory from a store of n: the
// transaction, the VACUUM that rewrites the file without it, and the WAL
// truncation.
func BenchmarkPurge(b *testing.B) {
	for _, n := range sizes {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			src := benchStore(b, n)
			dir := b.TempDir()
			for _, f := range []string{DBFile, DBFile + "-wal"} {
				data, err := os.ReadFile(filepath.Join(src, f))
				if os.IsNotExist(err) {
					continue
				}
				if err != nil {
					b.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, f), data, 0o600); err != nil {
					b.Fatal(err)
				}
			}
			ctx := context.Background()
			s, err := Open(ctx, dir, Options{})
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			var tm benchstat.Timer
			for b.Loop() {
				b.StopTimer()
				m := mustAdd(b, s, "a memory to purge again", "fact", "")
				b.StartTimer()
				tm.Time(func() {
					if _, err := s.Purge(ctx, []string{m.ID}, PurgeOptions{}); err != nil {
						b.Fatal(err)
					}
				})
			}
			tm.Report(b)
		})
	}
}

// BenchmarkScratch measures what a dry run pays before its first decision:
// copying a store of n memories into a temporary dir and opening the copy.
func BenchmarkScratch(b *testing.B) {
	for _, n := range sizes {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			ctx := context.Background()
			s, err := Open(ctx, benchStore(b, n), Options{})
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			for b.Loop() {
				_, closeCopy, err := s.Scratch(ctx)
				if err != nil {
					b.Fatal(err)
				}
				if err := closeCopy(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCheckLexicalIndex measures doctor's check of the search index
// (its tables' integrity checks and the row comparison), beside SQLite's
// whole-file integrity check that doctor already ran, for scale.
func BenchmarkCheckLexicalIndex(b *testing.B) {
	for _, n := range sizes {
		for _, check := range []string{"index", "integrity"} {
			b.Run(fmt.Sprintf("%s/%d", check, n), func(b *testing.B) {
				ctx := context.Background()
				s, err := Open(ctx, benchStore(b, n), Options{})
				if err != nil {
					b.Fatal(err)
				}
				defer s.Close()
				var tm benchstat.Timer
				for b.Loop() {
					tm.Time(func() {
						if check == "integrity" {
							err = s.CheckIntegrity(ctx)
						} else if r, cerr := s.CheckLexicalIndex(ctx); cerr != nil || !r.OK() {
							err = fmt.Errorf("%+v %w", r, cerr)
						}
						if err != nil {
							b.Fatal(err)
						}
					})
				}
				tm.Report(b)
			})
		}
	}
}
