package capture

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/internal/testmodel"
	"github.com/hippo-mem/hippo/store"
)

// BenchmarkCapture2000Lines captures a 2,000-line transcript (user and
// assistant turns, tool calls and results, hippo attachments) into a fresh
// store, without a model and with the test model.
func BenchmarkCapture2000Lines(b *testing.B) {
	dir := b.TempDir()
	path := filepath.Join(dir, "sess-1.jsonl")
	set := []string{}
	f, err := os.ReadFile("testdata/labeled.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(f)), "\n") {
		var l labeled
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			b.Fatal(err)
		}
		set = append(set, l.Text)
	}
	var lines []string
	for i := 0; len(lines) < 2000; i++ {
		lines = append(lines,
			userLine(fmt.Sprintf("u%d", i), set[i%len(set)]),
			`{"type":"attachment","uuid":"a","attachment":{"type":"hook_success","content":"<hippo-memories>x</hippo-memories>"}}`,
			assistantLine(fmt.Sprintf("x%d", i), fmt.Sprintf("m%d", i), map[string]any{"type": "tool_use", "id": "t", "name": "Read", "input": map[string]any{}}),
			`{"type":"user","uuid":"r","toolUseResult":{"stdout":"`+strings.Repeat("output ", 200)+`"},"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"ok"}]}}`,
			assistantLine(fmt.Sprintf("y%d", i), fmt.Sprintf("m%d", i), text("Done: I changed the handler and ran the tests.")))
	}
	if err := os.WriteFile(path, []byte(strings.Join(lines[:2000], "\n")+"\n"), 0o600); err != nil {
		b.Fatal(err)
	}
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
				b.StopTimer()
				data := filepath.Join(b.TempDir(), "data")
				if err := config.EnsureDataDir(data); err != nil {
					b.Fatal(err)
				}
				s, err := store.Open(context.Background(), data, store.Options{Embedder: mode.e})
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
		})
	}
}
