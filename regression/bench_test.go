package regression

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/internal/testmodel"
	"github.com/hippo-mem/hippo/store"
)

// BenchmarkPromptHook measures the prompt hook as Claude Code runs it: a new
// process, the JSON payload on stdin, until exit. The store holds n memories.
func BenchmarkPromptHook(b *testing.B) {
	for _, n := range []int{1000, 10000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			data := filepath.Join(b.TempDir(), "data")
			if err := os.MkdirAll(data, 0o700); err != nil {
				b.Fatal(err)
			}
			fillStore(b, data, n)
			payload := promptPayload(b.TempDir(), "how should we deploy the billing service to staging after the migration?")
			b.ResetTimer()
			for b.Loop() {
				cmd := exec.Command(hippoBin, "hook", "prompt")
				cmd.Env = []string{"HIPPO_HOME=" + data, "HOME=" + b.TempDir(), "PATH=" + os.Getenv("PATH")}
				cmd.Stdin = strings.NewReader(payload)
				out, err := cmd.Output()
				if err != nil {
					b.Fatal(err)
				}
				if len(out) == 0 {
					b.Fatal("the hook recalled nothing; the benchmark would measure the empty path")
				}
			}
		})
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
