package regression

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/internal/benchstat"
	"github.com/hippo-mem/hippo/internal/testmodel"
	"github.com/hippo-mem/hippo/server"
	"github.com/hippo-mem/hippo/store"
)

// BenchmarkPromptHook measures the prompt hook as Claude Code runs it: a new
// process, the JSON payload on stdin, until exit. The store holds n memories.
//
// "lexical" has no model installed. "server" has one and a warm server running;
// the model is HIPPO_BENCH_MODEL when set (e.g. ../shared/models/minilm-arch-random),
// else the tiny test model.
func BenchmarkPromptHook(b *testing.B) {
	for _, mode := range []string{"lexical", "server"} {
		for _, n := range benchstat.Sizes() {
			b.Run(fmt.Sprintf("%s/%d", mode, n), func(b *testing.B) { benchHook(b, mode, n) })
		}
	}
}

var (
	benchMu    sync.Mutex
	benchDirs  = map[int]string{}
	benchModel string
)

// benchModelDir is HIPPO_BENCH_MODEL, else the tiny test model, written once.
func benchModelDir(b *testing.B) string {
	if m := os.Getenv("HIPPO_BENCH_MODEL"); m != "" {
		return m
	}
	benchMu.Lock()
	defer benchMu.Unlock()
	if benchModel == "" {
		f, err := testmodel.Write(filepath.Join(filepath.Dir(hippoBin), "bench-model"))
		if err != nil {
			b.Fatal(err)
		}
		benchModel = f.Dir
	}
	return benchModel
}

// benchData fills a store of n memories with vectors from the bench model,
// once per process: every mode and every -count run reuses it (the lexical
// hook never reads the vectors).
func benchData(b *testing.B, n int) string {
	model := benchModelDir(b)
	benchMu.Lock()
	defer benchMu.Unlock()
	if d, ok := benchDirs[n]; ok {
		return d
	}
	data := filepath.Join(filepath.Dir(hippoBin), fmt.Sprintf("bench-%d", n))
	if err := os.MkdirAll(data, 0o700); err != nil {
		b.Fatal(err)
	}
	fillStore(b, data, n)
	reindex := exec.Command(hippoBin, "reindex")
	reindex.Env = []string{"HIPPO_HOME=" + data, "HOME=" + b.TempDir(), "PATH=" + os.Getenv("PATH"), "HIPPO_MODEL_DIR=" + model}
	if out, err := reindex.CombinedOutput(); err != nil {
		b.Fatalf("reindex: %v %s", err, out)
	}
	benchDirs[n] = data
	return data
}

func benchHook(b *testing.B, mode string, n int) {
	data := benchData(b, n)
	srvPID := 0
	env := []string{"HIPPO_HOME=" + data, "HOME=" + b.TempDir(), "PATH=" + os.Getenv("PATH"), "HIPPO_MODEL_DIR=" + b.TempDir()}
	if mode == "server" {
		env[3] = "HIPPO_MODEL_DIR=" + benchModelDir(b)
		srv := exec.Command(hippoBin, "serve")
		srv.Env = env
		if err := srv.Start(); err != nil {
			b.Fatal(err)
		}
		srvPID = srv.Process.Pid
		defer func() {
			stop := exec.Command(hippoBin, "serve", "--stop")
			stop.Env = env
			_ = stop.Run()
			_ = srv.Wait()
		}()
		sock, err := server.SocketPath(data)
		if err != nil {
			b.Fatal(err)
		}
		deadline := time.Now().Add(60 * time.Second)
		for {
			if _, err := server.Call(sock, server.Request{Version: "0.1.0-dev", Schema: store.SchemaVersion, Op: server.OpStatus}, time.Second); err == nil {
				break
			}
			if time.Now().After(deadline) {
				b.Fatal("server did not start")
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	cwd := b.TempDir()
	var tm benchstat.Timer
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		timedPrompt(b, &tm, env, cwd, i)
	}
	b.StopTimer()
	tm.Report(b)
	if srvPID != 0 {
		rss, err := benchstat.RSS(srvPID)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(rss, "server-rss-MB")
	}
}

// timedPrompt runs the prompt hook once, timed, on the i-th prompt. A new
// prompt each time, as a user types: a repeated one would be answered from
// the server's embedding cache.
func timedPrompt(b *testing.B, tm *benchstat.Timer, env []string, cwd string, i int) {
	payload := promptPayload(cwd, fmt.Sprintf("how should we deploy the billing service to staging after migration %d?", i))
	cmd := exec.Command(hippoBin, "hook", "prompt")
	cmd.Env = env
	cmd.Stdin = strings.NewReader(payload)
	var out []byte
	var err error
	tm.Time(func() { out, err = cmd.Output() })
	if err != nil {
		b.Fatal(err)
	}
	if len(out) == 0 {
		b.Fatal("the hook recalled nothing; the benchmark would measure the empty path")
	}
}

func fillStore(b *testing.B, dir string, n int) {
	b.Helper()
	s, err := store.Open(context.Background(), dir, store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	r := rand.New(rand.NewPCG(7, uint64(n)))
	words := testmodel.Words
	for i := range n {
		w := make([]string, 8+r.IntN(10))
		for j := range w {
			w[j] = words[r.IntN(len(words))]
		}
		if _, err := s.Add(context.Background(), store.NewMemory{Text: strings.Join(w, " "), Kind: "fact",
			Origin: store.OriginJot, Speaker: store.SpeakerCLI, Topic: "proj"}); err != nil {
			b.Fatal(err)
		}
		if i == 0 {
			if _, err := s.Add(context.Background(), store.NewMemory{Text: "deploy billing to staging only after the migration ran",
				Kind: "convention", Origin: store.OriginJot, Speaker: store.SpeakerCLI, Topic: "proj"}); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkStartup measures starting and exiting the binary ("hippo
// version"): the floor under every hook. Package initialisation is most of it
// (GODEBUG=inittrace=1 shows each package's share).
func BenchmarkStartup(b *testing.B) {
	var tm benchstat.Timer
	for b.Loop() {
		tm.Time(func() {
			if err := exec.Command(hippoBin, "version").Run(); err != nil {
				b.Fatal(err)
			}
		})
	}
	tm.Report(b)
}
