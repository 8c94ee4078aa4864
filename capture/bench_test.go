package capture

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/internal/jsonl"
	"github.com/hippo-mem/hippo/internal/testmodel"
	"github.com/hippo-mem/hippo/store"
)

// benchTurns is how many user turns a 2,000-line benchmark transcript
// holds: each turn takes five lines.
const benchTurns = 400

// BenchmarkCapture2000Lines captures a 2,000-line transcript (user and
// assistant turns, tool calls and results, hippo attachments) into a fresh
// store, without a model and with the test model. Its 400 user turns
// repeat the 155 statements of labeled.jsonl, as a long session repeats
// itself, so every run after the first reads claims it has read before;
// "distinct" gives each run 400 statements no run before it has seen,
// the cost of a session of new sentences.
func BenchmarkCapture2000Lines(b *testing.B) {
	dir := b.TempDir()
	path := filepath.Join(dir, "sess-1.jsonl")
	writeBenchTranscript(b, path, labeledTexts(b), 0)
	modelDir := os.Getenv("HIPPO_BENCH_MODEL") // e.g. ../shared/models/minilm-arch-random
	if modelDir == "" {
		mf, err := testmodel.Write(filepath.Join(dir, "model"))
		if err != nil {
			b.Fatal(err)
		}
		modelDir = mf.Dir
	}
	emb, err := embedder.Load(context.Background(), modelDir)
	if err != nil {
		b.Fatal(err)
	}
	defer emb.Close()
	for _, mode := range []struct {
		name string
		e    store.Embedder
	}{{"no-model", nil}, {"model", emb}} {
		b.Run(mode.name, func(b *testing.B) {
			for b.Loop() {
				captureOnce(b, path, mode.e)
			}
		})
	}
	b.Run("distinct/no-model", func(b *testing.B) {
		texts := distinctTexts(b)
		for i := 0; b.Loop(); i++ {
			b.StopTimer()
			if (i+1)*benchTurns > len(texts) {
				b.Fatalf("%d runs need %d distinct statements, the studied gate sets hold %d: run with a smaller -benchtime",
					i+1, (i+1)*benchTurns, len(texts))
			}
			writeBenchTranscript(b, path, texts, i*benchTurns)
			b.StartTimer()
			captureOnce(b, path, nil)
		}
	})
}

// captureOnce captures the transcript at path into a fresh store, timing
// only the capture.
func captureOnce(b *testing.B, path string, e store.Embedder) {
	b.StopTimer()
	data := filepath.Join(b.TempDir(), "data")
	if err := config.EnsureDataDir(data); err != nil {
		b.Fatal(err)
	}
	s, err := store.Open(context.Background(), data, store.Options{Embedder: e})
	if err != nil {
		b.Fatal(err)
	}
	b.StartTimer()
	rep, err := Capture(context.Background(), s, data, path, Options{})
	if err != nil || rep.Counts.Stored == 0 {
		b.Fatalf("capture: %+v %v", rep.Counts, err)
	}
	b.StopTimer()
	s.Close()
	b.StartTimer()
}

// writeBenchTranscript writes a 2,000-line transcript whose user turns
// are texts from from on, wrapping around.
func writeBenchTranscript(b *testing.B, path string, texts []string, from int) {
	var lines []string
	for i := 0; len(lines) < 5*benchTurns; i++ {
		lines = append(lines,
			userLine(fmt.Sprintf("u%d", i), texts[(from+i)%len(texts)]),
			`{"type":"attachment","uuid":"a","attachment":{"type":"hook_success","content":"<hippo-memories>x</hippo-memories>"}}`,
			assistantLine(fmt.Sprintf("x%d", i), fmt.Sprintf("m%d", i), map[string]any{"type": "tool_use", "id": "t", "name": "Read", "input": map[string]any{}}),
			`{"type":"user","uuid":"r","toolUseResult":{"stdout":"`+strings.Repeat("output ", 200)+`"},"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"ok"}]}}`,
			assistantLine(fmt.Sprintf("y%d", i), fmt.Sprintf("m%d", i), text("Done: I changed the handler and ran the tests.")))
	}
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		b.Fatal(err)
	}
}

// labeledTexts are labeled.jsonl's 155 statements.
func labeledTexts(b *testing.B) []string {
	rows, err := jsonl.Read[labeled]("testdata/labeled.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	var texts []string
	for _, r := range rows {
		texts = append(texts, r.Text)
	}
	return texts
}

// distinctTexts are the judged user turns of the studied gate sets, each
// once: several thousand sentences of many writers.
func distinctTexts(b *testing.B) []string {
	files, err := filepath.Glob("testdata/gate-fresh-*.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	seen := map[string]bool{}
	var texts []string
	for _, f := range files {
		if strings.HasSuffix(f, "-check.jsonl") {
			continue
		}
		rows, err := jsonl.Read[tunedCase](f)
		if err != nil {
			b.Fatal(err)
		}
		for _, r := range rows {
			if r.Target >= len(r.Turns) {
				continue
			}
			if t := r.Turns[r.Target].Text; !seen[t] {
				seen[t] = true
				texts = append(texts, t)
			}
		}
	}
	return texts
}
