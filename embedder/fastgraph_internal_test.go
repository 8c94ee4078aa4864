package embedder

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/internal/testmodel"
)

// A rewrite that changes the maths must be caught by the probe comparison and
// never used. The control is the correct equation on the same model.
func TestFastGraphWrongRewriteIsRejected(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		equation string
		want     string
	}{
		{"bsk,nk->bsn", "rewritten"},
		{"bsk,kn->bsn", "original (rewritten graph"}, // W instead of Wᵀ: square layers load, and disagree
	} {
		t.Run(tc.equation, func(t *testing.T) {
			saved := linearEquation
			linearEquation = tc.equation
			defer func() { linearEquation = saved }()
			f, err := testmodel.Write(filepath.Join(t.TempDir(), "tiny"))
			if err != nil {
				t.Fatal(err)
			}
			e, err := Load(ctx, f.Dir)
			if err != nil {
				t.Fatal(err)
			}
			defer e.Close()
			if !strings.HasPrefix(e.Graph(), tc.want) {
				t.Fatalf("graph = %q, want %q...", e.Graph(), tc.want)
			}
			if tc.want != "rewritten" {
				if fast, _ := filepath.Glob(filepath.Join(f.Dir, "fast-*.onnx")); len(fast) != 0 {
					t.Fatalf("a rejected rewrite was left on disk: %v", fast)
				}
				// The verdict is remembered: the next load does not try again.
				again, err := Load(ctx, f.Dir)
				if err != nil {
					t.Fatal(err)
				}
				defer again.Close()
				if !strings.HasPrefix(again.Graph(), "original") {
					t.Fatalf("second load graph = %q", again.Graph())
				}
			}
		})
	}
}
