package embedder_test

import (
	"context"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/internal/testmodel"
)

type fastRecord struct {
	File      string  `json:"file"`
	Rewritten int     `json:"rewritten"`
	MaxDiff   float64 `json:"max_diff"`
	Reason    string  `json:"reason"`
	SHA       string  `json:"source_sha256"`
}

func readRecord(t *testing.T, dir string) fastRecord {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "hippo-fast.json"))
	if err != nil {
		t.Fatal(err)
	}
	var r fastRecord
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatal(err)
	}
	return r
}

// The rewritten graph must embed exactly as the original does (within float
// tolerance), on texts other than the probes the rewrite was checked with.
func TestFastGraphMatchesOriginal(t *testing.T) {
	ctx := context.Background()
	f, err := testmodel.Write(filepath.Join(t.TempDir(), "tiny"))
	if err != nil {
		t.Fatal(err)
	}
	fast, err := embedder.Load(ctx, f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	defer fast.Close()
	if !strings.HasPrefix(fast.Graph(), "rewritten") {
		t.Fatalf("graph = %q, want the rewritten one", fast.Graph())
	}
	rec := readRecord(t, f.Dir)
	// The tiny model has 7 constant linear layers: q, k, v, attention out, two FFN, the projection.
	if rec.Rewritten != 7 || !strings.HasPrefix(rec.File, "fast-"+rec.SHA[:16]) {
		t.Fatalf("record = %+v", rec)
	}
	orig, err := embedder.LoadOriginal(ctx, f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	defer orig.Close()
	texts := []string{"the billing api authenticates with mtls", "we use pnpm for packages", "", "ünïcödé and emoji 🦛", strings.Repeat("deploy staging ", 60)}
	a, err := orig.Embed(ctx, texts)
	if err != nil {
		t.Fatal(err)
	}
	b, err := fast.Embed(ctx, texts)
	if err != nil {
		t.Fatal(err)
	}
	var worst, spread float64
	for i := range a {
		for j := range a[i] {
			worst = math.Max(worst, math.Abs(float64(a[i][j]-b[i][j])))
			spread = math.Max(spread, math.Abs(float64(a[i][j])))
		}
	}
	if worst > 1e-4 {
		t.Fatalf("rewritten graph differs by %g", worst)
	}
	// Positive control: the vectors are not all zero, so agreement means something.
	if spread < 0.01 {
		t.Fatalf("embeddings are degenerate (max |x| = %g)", spread)
	}
	if fast.ID() != orig.ID() {
		t.Fatalf("ids differ: %s vs %s; stored vectors would be recomputed", fast.ID(), orig.ID())
	}
}

// The second load uses the cache; a changed model is rewritten again and the
// stale rewrite removed.
func TestFastGraphCacheFollowsTheModel(t *testing.T) {
	ctx := context.Background()
	f, err := testmodel.Write(filepath.Join(t.TempDir(), "tiny"))
	if err != nil {
		t.Fatal(err)
	}
	e, err := embedder.Load(ctx, f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	e.Close()
	first := readRecord(t, f.Dir)
	cached := filepath.Join(f.Dir, first.File)
	st1, err := os.Stat(cached)
	if err != nil {
		t.Fatal(err)
	}
	e, err = embedder.Load(ctx, f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	e.Close()
	if st2, err := os.Stat(cached); err != nil || !st2.ModTime().Equal(st1.ModTime()) {
		t.Fatalf("second load rewrote the cache (%v)", err)
	}

	// Replace the model by another one (different bytes): a new rewrite, keyed by the new hash.
	model := filepath.Join(f.Dir, embedder.ModelFile)
	data, err := os.ReadFile(model)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(model, append(data, 0xa0, 0x06, 0x00), 0o600); err != nil { // an unknown field 100 = 0: still a valid model
		t.Fatal(err)
	}
	e, err = embedder.Load(ctx, f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	e.Close()
	second := readRecord(t, f.Dir)
	if second.SHA == first.SHA || second.File == first.File || second.File == "" {
		t.Fatalf("changed model kept the old rewrite: %+v vs %+v", second, first)
	}
	if _, err := os.Stat(cached); !os.IsNotExist(err) {
		t.Fatalf("stale rewrite %s was left behind (%v)", first.File, err)
	}
}

// A model dir that cannot be written still loads (the original graph).
func TestFastGraphReadOnlyDirFallsBack(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root writes through directory permissions")
	}
	ctx := context.Background()
	f, err := testmodel.Write(filepath.Join(t.TempDir(), "tiny"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(f.Dir, 0o500); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(f.Dir, 0o700)
	e, err := embedder.Load(ctx, f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if !strings.HasPrefix(e.Graph(), "original") {
		t.Fatalf("graph = %q", e.Graph())
	}
}
