package embedder

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"

	"github.com/advancedclimatesystems/gonnx/onnx"
	"google.golang.org/protobuf/proto"

	"github.com/hippo-mem/hippo/internal/fsutil"
)

// hugot's pure-Go backend (simplego) computes MatMul(x, W) with W [K, N] by
// first re-laying W out as [N, K] on every call: about 45% of a query's CPU on
// all-MiniLM-L6-v2. The same product written as Einsum("bsk,nk->bsn") over a
// weight stored pre-transposed as [N, K] is already in the layout simplego
// wants, so the re-layout disappears. The maths is unchanged; only the order of
// float additions inside the dot product may differ.
//
// The rewritten graph is cached beside the model as fast-<sha>.onnx, keyed by
// the source's SHA-256, with a small record (fastRecordFile) so later loads
// need neither the hash nor the rewrite. A rewritten graph is used only after
// it gave the same embeddings as the original on probe texts; otherwise the
// record says so and the original is used from then on.

const (
	fastRecordFile = "hippo-fast.json"
	// fastGraphVersion changes when the rewrite changes, so older caches are redone.
	fastGraphVersion = 1
	// fastTolerance is the largest difference allowed between an original and a
	// rewritten embedding component. Unit vectors of 384 floats: reordered float32
	// sums differ by ~1e-7; a wrong rewrite differs by ~1e-2.
	fastTolerance = 1e-4
)

// linearEquation multiplies activations [batch, seq, K] by a weight stored as [N, K].
var linearEquation = "bsk,nk->bsn"

// fastProbes are the texts both graphs embed before the rewrite is trusted:
// short and long, plain and odd.
var fastProbes = []string{
	"hippo",
	"we deploy with docker compose on fridays",
	"The billing service retries failed webhooks three times with exponential backoff; see billing/retry.go and ERR_CONN_RESET.",
}

// fastRecord is what fastRecordFile holds.
type fastRecord struct {
	Version      int     `json:"version"`
	SourceSize   int64   `json:"source_size"`
	SourceMtime  int64   `json:"source_mtime_ns"`
	SourceSHA256 string  `json:"source_sha256"`
	File         string  `json:"file,omitempty"` // empty when the rewrite is not used
	Rewritten    int     `json:"rewritten"`
	MaxDiff      float64 `json:"max_diff"`
	Reason       string  `json:"reason,omitempty"` // why the original is used
}

func (r fastRecord) matches(st os.FileInfo) bool {
	return r.Version == fastGraphVersion && r.SourceSize == st.Size() && r.SourceMtime == st.ModTime().UnixNano()
}

// fastGraph returns the file name (inside dir) of the graph to load and a
// description of it. It prepares the rewrite the first time it sees a model;
// any failure there falls back to the original graph.
func fastGraph(ctx context.Context, dir string, load func(file string) (*Embedder, error)) (*Embedder, string, error) {
	src := filepath.Join(dir, ModelFile)
	st, err := os.Stat(src)
	if err != nil {
		return nil, "", fmt.Errorf("stat model: %w", err)
	}
	var rec fastRecord
	if b, err := os.ReadFile(filepath.Join(dir, fastRecordFile)); err == nil && json.Unmarshal(b, &rec) == nil && rec.matches(st) {
		if rec.File == "" {
			e, err := load(ModelFile)
			return e, "original (" + rec.Reason + ")", err
		}
		if _, err := os.Stat(filepath.Join(dir, rec.File)); err == nil {
			if e, err := load(rec.File); err == nil {
				return e, describeFast(rec), nil
			}
		}
	}
	return prepareFast(ctx, dir, st, load)
}

func describeFast(r fastRecord) string {
	return fmt.Sprintf("rewritten: %d linear layers as pre-transposed Einsum (max diff %.1e)", r.Rewritten, r.MaxDiff)
}

// prepareFast rewrites the model, checks the rewrite against the original and
// records the outcome. It returns whichever embedder it will keep using.
func prepareFast(ctx context.Context, dir string, st os.FileInfo, load func(file string) (*Embedder, error)) (*Embedder, string, error) {
	orig, err := load(ModelFile)
	if err != nil {
		return nil, "", err
	}
	rec := fastRecord{Version: fastGraphVersion, SourceSize: st.Size(), SourceMtime: st.ModTime().UnixNano()}
	keepOriginal := func(reason string) (*Embedder, string, error) {
		rec.File, rec.Reason = "", reason
		writeFastRecord(dir, rec)
		return orig, "original (" + reason + ")", nil
	}
	data, err := os.ReadFile(filepath.Join(dir, ModelFile))
	if err != nil {
		return keepOriginal("cannot read model: " + err.Error())
	}
	sum := sha256.Sum256(data)
	rec.SourceSHA256 = hex.EncodeToString(sum[:])
	out, n, err := rewriteLinear(data)
	data = nil // the model bytes are ~90 MB; let them go before loading a second graph
	if err != nil {
		return keepOriginal("rewrite failed: " + err.Error())
	}
	if n == 0 {
		return keepOriginal("no constant linear layers to rewrite")
	}
	rec.File, rec.Rewritten = "fast-"+rec.SourceSHA256[:16]+".onnx", n
	removeStaleFast(dir, rec.File)
	if err := fsutil.WriteFileAtomic(filepath.Join(dir, rec.File), out, 0o600); err != nil {
		return keepOriginal("cannot cache the rewrite: " + err.Error())
	}
	out = nil
	fast, err := load(rec.File)
	if err != nil {
		os.Remove(filepath.Join(dir, rec.File))
		return keepOriginal("rewritten graph does not load: " + err.Error())
	}
	diff, err := maxDiff(ctx, orig, fast)
	if err != nil || diff > fastTolerance {
		fast.Close()
		os.Remove(filepath.Join(dir, rec.File))
		if err == nil {
			err = fmt.Errorf("embeddings differ by %.2g", diff)
		}
		return keepOriginal("rewritten graph disagrees: " + err.Error())
	}
	orig.Close()
	rec.MaxDiff = diff
	writeFastRecord(dir, rec)
	return fast, describeFast(rec), nil
}

func writeFastRecord(dir string, rec fastRecord) {
	b, err := json.MarshalIndent(rec, "", "  ")
	if err == nil {
		// A model dir we cannot write to only costs the rewrite at the next load.
		_ = fsutil.WriteFileAtomic(filepath.Join(dir, fastRecordFile), append(b, '\n'), 0o600)
	}
}

// removeStaleFast deletes rewrites of earlier versions of the model.
func removeStaleFast(dir, keep string) {
	old, _ := filepath.Glob(filepath.Join(dir, "fast-*.onnx"))
	for _, f := range old {
		if filepath.Base(f) != keep {
			os.Remove(f)
		}
	}
}

func maxDiff(ctx context.Context, a, b *Embedder) (float64, error) {
	va, err := a.Embed(ctx, fastProbes)
	if err != nil {
		return 0, err
	}
	vb, err := b.Embed(ctx, fastProbes)
	if err != nil {
		return 0, err
	}
	var m float64
	for i := range va {
		if len(va[i]) != len(vb[i]) {
			return 0, fmt.Errorf("vector length %d vs %d", len(va[i]), len(vb[i]))
		}
		for j := range va[i] {
			m = math.Max(m, math.Abs(float64(va[i][j]-vb[i][j])))
		}
	}
	return m, nil
}

// rewriteLinear replaces every MatMul whose second input is a constant 2-D
// float32 weight with an Einsum over the transposed weight. It reports how many
// it replaced. Weights shared with other nodes keep their original too.
func rewriteLinear(model []byte) ([]byte, int, error) {
	var m onnx.ModelProto
	if err := proto.Unmarshal(model, &m); err != nil {
		return nil, 0, fmt.Errorf("parse model: %w", err)
	}
	g := m.GetGraph()
	if g == nil {
		return nil, 0, errors.New("model has no graph")
	}
	inits := map[string]*onnx.TensorProto{}
	for _, t := range g.Initializer {
		inits[t.Name] = t
	}
	uses := map[string]int{}
	for _, n := range g.Node {
		for _, in := range n.Input {
			uses[in]++
		}
	}
	transposed := map[string]string{}
	rewritten := 0
	for _, n := range g.Node {
		if n.OpType != "MatMul" || n.Domain != "" || len(n.Input) != 2 {
			continue
		}
		w := inits[n.Input[1]]
		if w == nil || len(w.Dims) != 2 || w.DataType != int32(onnx.TensorProto_FLOAT) || w.DataLocation == onnx.TensorProto_EXTERNAL {
			continue
		}
		name, ok := transposed[w.Name]
		if !ok {
			t, err := transpose(w)
			if err != nil {
				return nil, 0, err
			}
			name = t.Name
			transposed[w.Name] = name
			g.Initializer = append(g.Initializer, t)
		}
		n.OpType = "Einsum"
		n.Input[1] = name
		n.Attribute = []*onnx.AttributeProto{{Name: "equation", Type: onnx.AttributeProto_STRING, S: []byte(linearEquation)}}
		uses[w.Name]--
		rewritten++
	}
	kept := g.Initializer[:0]
	for _, t := range g.Initializer {
		if _, replaced := transposed[t.Name]; replaced && uses[t.Name] == 0 && !isGraphInput(g, t.Name) {
			continue
		}
		kept = append(kept, t)
	}
	g.Initializer = kept
	if rewritten > 0 && !opsetAtLeast(&m, 12) {
		return nil, 0, errors.New("Einsum needs opset 12 or later")
	}
	out, err := proto.Marshal(&m)
	if err != nil {
		return nil, 0, fmt.Errorf("write model: %w", err)
	}
	return out, rewritten, nil
}

func isGraphInput(g *onnx.GraphProto, name string) bool {
	for _, in := range g.Input {
		if in.Name == name {
			return true
		}
	}
	return false
}

func opsetAtLeast(m *onnx.ModelProto, v int64) bool {
	for _, o := range m.OpsetImport {
		if o.Domain == "" || o.Domain == "ai.onnx" {
			return o.Version >= v
		}
	}
	return false
}

// transpose returns w [K, N] as a new [N, K] initializer in raw little-endian form.
func transpose(w *onnx.TensorProto) (*onnx.TensorProto, error) {
	k, n := int(w.Dims[0]), int(w.Dims[1])
	src := w.FloatData
	if len(w.RawData) > 0 {
		if len(w.RawData) != 4*k*n {
			return nil, fmt.Errorf("weight %s: %d bytes for %dx%d floats", w.Name, len(w.RawData), k, n)
		}
		src = make([]float32, k*n)
		for i := range src {
			src[i] = math.Float32frombits(binary.LittleEndian.Uint32(w.RawData[4*i:]))
		}
	}
	if len(src) != k*n {
		return nil, fmt.Errorf("weight %s: %d floats for %dx%d", w.Name, len(src), k, n)
	}
	raw := make([]byte, 4*k*n)
	for i := range k {
		for j := range n {
			binary.LittleEndian.PutUint32(raw[4*(j*k+i):], math.Float32bits(src[i*n+j]))
		}
	}
	return &onnx.TensorProto{
		Name:     w.Name + "__hippo_t",
		Dims:     []int64{int64(n), int64(k)},
		DataType: int32(onnx.TensorProto_FLOAT),
		RawData:  raw,
	}, nil
}
