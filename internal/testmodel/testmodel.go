// Package testmodel builds a tiny BERT-shaped ONNX model and a matching WordPiece
// tokenizer.json, so that tests exercise hippo's real embedding path (hugot's
// tokenizer, ONNX inference on the pure-Go backend, mean pooling, normalization)
// without the real all-MiniLM-L6-v2 weights, which cannot be downloaded here.
//
// The graph uses the operators of a real Hugging Face BERT export (Gather, Add,
// ReduceMean, Sub, Pow, Sqrt, Div, Mul, MatMul, Reshape, Transpose, Softmax, Erf,
// Cast, Unsqueeze, Slice, Shape) with one encoder layer. Its weights are chosen, not
// trained, so that the vectors mean something a test can rely on:
//   - every vocabulary word has its own zero-mean orthonormal direction, so texts
//     that share no word have cosine ~0 and texts that share words are similar;
//   - words in a synonym group share a common direction (cosine ~0.56), so the
//     model "understands" a few paraphrases the lexical channel cannot match;
//   - special tokens, punctuation and sub-word pieces all map to one direction that
//     a final projection removes, as a real model largely ignores them;
//   - the encoder layer's output weights are small, so attention and the FFN run
//     for real but barely perturb the bag-of-words geometry.
package testmodel

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"

	"github.com/advancedclimatesystems/gonnx/onnx"
	"google.golang.org/protobuf/proto"
)

// Hidden is the embedding width. It is wider than all-MiniLM-L6-v2's 384 so that
// every vocabulary word gets its own orthogonal direction (the store takes any
// width).
const Hidden = 512

// The encoder layer is narrow: attention works in 64 dims and the FFN in 128.
// Only the embeddings carry meaning, and simplego's cost is the layer's
// multiply-adds, so a full-width layer would make every test embedding ~10x
// slower for nothing.
const (
	numHeads  = 4
	attnWidth = 64
	ffnWidth  = 128
	maxPos    = 512
	layerEps  = 1e-12
	smallStd  = 0.0005 // output projections: keep the layer a small perturbation
	mixStd    = 0.05   // Q/K/V and FFN input weights
	groupPart = 0.75   // share of a word's vector that comes from its synonym group
)

// Groups are synonym sets: words in one group embed close together.
var Groups = [][]string{
	{"auth", "authenticate", "authenticates", "authentication", "login", "credentials", "mtls"},
	{"database", "db", "postgres", "sql", "sqlite", "mysql"},
	{"test", "tests", "testing", "pytest", "spec"},
	{"deploy", "deploys", "deployment", "release", "ship", "rollout"},
	{"cache", "caching", "redis", "memcached"},
	{"package", "packages", "dependency", "dependencies", "npm", "pnpm", "yarn"},
	{"error", "errors", "failure", "crash", "exception", "panic"},
	{"format", "formatting", "formatter", "prettier", "gofmt", "lint", "linter"},
	{"branch", "branches", "merge", "rebase", "commit", "commits", "git"},
	{"log", "logs", "logging", "logger"},
	{"retry", "retries", "backoff"},
	{"container", "containers", "docker", "kubernetes", "k8s", "pod"},
	{"secret", "secrets", "password", "token", "key", "keys"},
	{"queue", "queues", "kafka", "rabbitmq"},
	{"style", "convention", "conventions"},
}

// FunctionWords are in the vocabulary but embed like punctuation: the final
// projection removes them, as a trained model largely ignores them.
var FunctionWords = []string{
	"the", "a", "an", "is", "are", "we", "use", "uses", "used", "with", "for", "of", "to", "in", "on",
	"and", "or", "it", "this", "that", "how", "does", "do", "what", "which", "should", "i", "our",
	"be", "was", "at", "by", "from", "as", "all", "can", "you", "my", "me", "please", "about",
	// Whole words that WordPiece would otherwise split into a vocabulary word
	// plus pieces ("good" -> "go ##o ##d"), giving them that word's meaning.
	"good", "goes", "going", "into", "tomato", "long", "most", "much", "some", "when", "who", "why",
}

// Words have their own direction but no synonyms.
var Words = []string{
	"not", "no", "billing", "api", "service", "services", "server", "client", "users", "user", "session", "sessions",
	"config", "configuration", "file", "files", "directory", "path", "go", "golang", "python", "rust",
	"typescript", "javascript", "node", "java", "build", "builds", "make", "makefile", "run", "runs",
	"script", "scripts", "command", "commands", "flag", "flags", "verify", "hook", "hooks", "ci",
	"pipeline", "workflow", "timeout", "timeouts", "seconds", "limit", "limits", "port", "ports",
	"http", "grpc", "rest", "json", "yaml", "toml", "schema", "migration", "migrations", "table",
	"tables", "index", "indexes", "query", "queries", "slow", "fast", "performance", "latency",
	"memory", "cpu", "disk", "network", "timezone", "utc", "date", "dates", "time", "version",
	"versions", "upgrade", "downgrade", "library", "framework", "react", "vue", "frontend", "backend",
	"css", "tailwind", "component", "components", "route", "routes", "router", "handler", "handlers",
	"middleware", "request", "requests", "response", "responses", "status", "code", "codes", "bug",
	"bugs", "fix", "fixed", "fixes", "flaky", "issue", "issues", "review", "pr", "pull", "tabs",
	"spaces", "indent", "indentation", "naming", "names", "camelcase", "snake", "case", "imports",
	"monorepo", "repo", "repository", "team", "owner", "owners", "staging", "production", "prod",
	"dev", "local", "environment", "env", "variable", "variables", "feature", "features", "toggle",
	"metrics", "monitoring", "alerts", "grafana", "prometheus", "sentry", "trace", "tracing",
	"upload", "uploads", "s3", "bucket", "storage", "image", "images", "video", "email", "emails",
	"smtp", "webhook", "webhooks", "stripe", "invoice", "invoices", "payment", "payments", "refund",
	"currency", "cents", "integer", "float", "money", "rounding", "cron", "job", "jobs", "worker",
	"workers", "scheduler", "nightly", "backup", "backups", "restore", "encryption", "tls", "cert",
	"certificate", "certificates", "vim", "editor", "cooking", "recipe", "pasta", "garden", "tomatoes",
	"weather", "rain", "football", "match", "movie", "guitar", "piano", "birthday", "vacation",
	"beach", "mountain", "hiking", "coffee", "tea", "cat", "dog", "bird", "poem", "painting",
	"history", "ancient", "rome", "novel", "chess", "yoga", "bread", "soup", "wine", "knitting",
	"astronomy", "planet", "ocean", "volcano", "dinosaur", "opera", "ballet", "sailing",
	"admin", "panel", "audit", "trail", "notification", "profile", "page", "search", "mobile", "reporting",
	"rate", "limiter", "platform", "data", "internal", "load", "balancer", "identity", "provider",
	"train", "rewritten", "owned", "tested", "against", "throttled", "exports", "reads", "talks",
	"checkout", "gateway", "pool", "terraform", "launchdarkly", "ops", "sunday", "oncall", "channel",
	"scrape", "interval", "approval", "manual", "pdf", "renderer", "shared", "certbot", "mailhog", "nx",
	"anchors", "banned", "sent", "store", "stored", "holds", "framework", "frontend", "public",
	"fields", "rotate", "rotates", "ninety", "days", "media", "listens", "renew", "automatically",
	"dollars", "hundred", "five", "disabled", "reset", "resets", "created", "topics", "dashboards",
	"provisioned", "schedule", "defined", "exhausted", "keeps", "failing", "means", "skip", "only",
	"never", "always", "relay", "golang", "built", "decides", "bake", "tune", "teach", "sit", "sings",
	"dawn", "autumn", "painted", "summarize", "recipe", "soup", "tallest", "nearest", "deep", "erupt",
	"largest", "enjoy", "dancers", "knit", "scarf", "beginner", "routine", "flight", "exercise", "sleep",
}

var specials = []string{"[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"}

// Files are the paths written by Write.
type Files struct {
	Dir       string
	Model     string
	Tokenizer string
}

// WritePlaceholder writes a model dir whose two files hold content instead of
// a model: present to a check that only looks for the files (the hooks never
// load a model), broken to one that loads it.
func WritePlaceholder(dir, content string) (Files, error) {
	f := Files{Dir: dir, Model: filepath.Join(dir, "model.onnx"), Tokenizer: filepath.Join(dir, "tokenizer.json")}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return Files{}, fmt.Errorf("create model dir %s: %w", dir, err)
	}
	for _, path := range []string{f.Model, f.Tokenizer} {
		if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
			return Files{}, fmt.Errorf("write %s: %w", path, err)
		}
	}
	return f, nil
}

// Write builds the model and tokenizer into dir and returns their paths. The
// output is deterministic: the same call always writes the same bytes.
func Write(dir string) (Files, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return Files{}, fmt.Errorf("create model dir %s: %w", dir, err)
	}
	vocab := buildVocab()
	model, err := buildModel(vocab)
	if err != nil {
		return Files{}, err
	}
	tok, err := tokenizerJSON(vocab)
	if err != nil {
		return Files{}, err
	}
	f := Files{Dir: dir, Model: filepath.Join(dir, "model.onnx"), Tokenizer: filepath.Join(dir, "tokenizer.json")}
	if err := os.WriteFile(f.Model, model, 0o600); err != nil {
		return Files{}, fmt.Errorf("write %s: %w", f.Model, err)
	}
	if err := os.WriteFile(f.Tokenizer, tok, 0o600); err != nil {
		return Files{}, fmt.Errorf("write %s: %w", f.Tokenizer, err)
	}
	return f, nil
}

type vocabulary struct {
	tokens []string       // id -> token
	group  map[string]int // word -> group index, for grouped words
	words  []string       // words with their own direction, in order
}

func buildVocab() vocabulary {
	v := vocabulary{group: map[string]int{}}
	v.tokens = append(v.tokens, specials...)
	for _, r := range "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~" {
		v.tokens = append(v.tokens, string(r))
	}
	for r := '0'; r <= '9'; r++ {
		v.tokens = append(v.tokens, string(r), "##"+string(r))
	}
	for r := 'a'; r <= 'z'; r++ {
		v.tokens = append(v.tokens, string(r), "##"+string(r))
	}
	seen := map[string]bool{}
	for _, t := range v.tokens {
		seen[t] = true
	}
	for _, w := range FunctionWords {
		if !seen[w] {
			seen[w] = true
			v.tokens = append(v.tokens, w)
		}
	}
	add := func(w string) {
		if !seen[w] {
			seen[w] = true
			v.tokens = append(v.tokens, w)
			v.words = append(v.words, w)
		}
	}
	for gi, g := range Groups {
		for _, w := range g {
			v.group[w] = gi
			add(w)
		}
	}
	for _, w := range Words {
		add(w)
	}
	return v
}

// orthonormal returns n zero-mean orthonormal vectors of length Hidden. Zero
// mean matters: LayerNorm subtracts each vector's mean, and only zero-mean
// directions survive it unchanged.
func orthonormal(n int, rng *rand.Rand) ([][]float64, error) {
	if n > Hidden-1 {
		return nil, fmt.Errorf("testmodel: %d directions do not fit in %d zero-mean dims", n, Hidden-1)
	}
	out := make([][]float64, 0, n)
	for len(out) < n {
		v := make([]float64, Hidden)
		var mean float64
		for i := range v {
			v[i] = rng.NormFloat64()
			mean += v[i]
		}
		mean /= Hidden
		for i := range v {
			v[i] -= mean
		}
		for _, u := range out {
			d := dot(v, u)
			for i := range v {
				v[i] -= d * u[i]
			}
		}
		norm := math.Sqrt(dot(v, v))
		if norm < 1e-6 {
			continue
		}
		for i := range v {
			v[i] /= norm
		}
		out = append(out, v)
	}
	return out, nil
}

func dot(a, b []float64) float64 {
	var s float64
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}

// buildModel lays out one BERT-shaped encoder layer whose word embeddings make
// grouped words near each other (see Groups). The order of initializers,
// nodes and random draws is part of the output: Write promises the same bytes
// every time.
func buildModel(v vocabulary) ([]byte, error) {
	rng := rand.New(rand.NewPCG(42, 7))
	basis, err := orthonormal(1+len(Groups)+len(v.words), rng)
	if err != nil {
		return nil, err
	}
	g := newGraph()
	g.floatInit("word_embeddings", []int64{int64(len(v.tokens)), Hidden}, wordEmbeddings(v, basis))
	g.floatInit("position_embeddings", []int64{maxPos, Hidden}, make([]float32, maxPos*Hidden))
	g.floatInit("token_type_embeddings", []int64{2, Hidden}, make([]float32, 2*Hidden))
	g.constants()
	x0 := g.embeddings()
	x1 := g.attention(x0, rng)
	x2 := g.feedForward(x1, rng)
	g.floatInit("pooler_projection", []int64{Hidden, Hidden}, noiseProjection(basis[0]))
	g.node("MatMul", []string{x2, "pooler_projection"}, "last_hidden_state")
	return g.marshal()
}

// wordEmbeddings gives each vocabulary word its own direction of basis, mixed
// with its group's direction for grouped words, and every other token the
// shared noise direction basis[0].
func wordEmbeddings(v vocabulary, basis [][]float64) []float32 {
	noise := basis[0]
	groupDir := basis[1 : 1+len(Groups)]
	wordDir := basis[1+len(Groups):]
	wordIdx := map[string]int{}
	for i, w := range v.words {
		wordIdx[w] = i
	}
	wordEmb := make([]float32, 0, len(v.tokens)*Hidden)
	for _, tok := range v.tokens {
		vec := noise
		if i, ok := wordIdx[tok]; ok {
			vec = wordDir[i]
			if g, ok := v.group[tok]; ok {
				mixed := make([]float64, Hidden)
				own := math.Sqrt(1 - groupPart*groupPart)
				for k := range mixed {
					mixed[k] = groupPart*groupDir[g][k] + own*wordDir[i][k]
				}
				vec = mixed
			}
		}
		for _, x := range vec {
			wordEmb = append(wordEmb, float32(x))
		}
	}
	return wordEmb
}

// noiseProjection is the matrix that removes the shared noise direction.
func noiseProjection(noise []float64) []float32 {
	// Projection that removes the shared "noise" direction: I - n nᵀ.
	proj := make([]float32, Hidden*Hidden)
	for i := range Hidden {
		for j := range Hidden {
			id := 0.0
			if i == j {
				id = 1
			}
			proj[i*Hidden+j] = float32(id - noise[i]*noise[j])
		}
	}
	return proj
}

// constants adds the position ids and the constants the nodes use.
func (g *graph) constants() {
	posIDs := make([]int64, maxPos)
	for i := range posIDs {
		posIDs[i] = int64(i)
	}
	g.intInit("position_ids", []int64{1, maxPos}, posIDs)
	g.intInit("c_one_start", []int64{1}, []int64{1})
	g.intInit("c_two_end", []int64{1}, []int64{2})
	g.intInit("c_zero", []int64{1}, []int64{0})
	g.intInit("c_axis1", []int64{1}, []int64{1})
	g.intInit("c_mask_axes", []int64{2}, []int64{1, 2})
	g.intInit("c_heads_shape", []int64{4}, []int64{0, 0, numHeads, attnWidth / numHeads})
	g.intInit("c_attn_shape", []int64{3}, []int64{0, 0, attnWidth})
	g.scalar("c_f_one", 1)
	g.scalar("c_f_two", 2)
	g.scalar("c_f_half", 0.5)
	g.scalar("c_neg_big", -10000)
	g.scalar("c_eps", layerEps)
	g.scalar("c_sqrt2", math.Sqrt2)
	g.scalar("c_sqrt_dh", math.Sqrt(float64(attnWidth/numHeads)))
}

// embeddings adds the embedding sum and its layer norm, and the additive
// attention mask; it returns the layer norm's output.
func (g *graph) embeddings() string {
	g.node("Gather", []string{"word_embeddings", "input_ids"}, "we")
	g.node("Shape", []string{"input_ids"}, "ids_shape")
	g.node("Slice", []string{"ids_shape", "c_one_start", "c_two_end", "c_zero"}, "seq_len")
	g.node("Slice", []string{"position_ids", "c_zero", "seq_len", "c_axis1"}, "pos_ids")
	g.node("Gather", []string{"position_embeddings", "pos_ids"}, "pe")
	g.node("Gather", []string{"token_type_embeddings", "token_type_ids"}, "te")
	g.node("Add", []string{"we", "pe"}, "emb1")
	g.node("Add", []string{"emb1", "te"}, "emb")
	x0 := g.layerNorm("ln_emb", "emb")

	g.node("Unsqueeze", []string{"attention_mask", "c_mask_axes"}, "mask4")
	g.nodeAttr("Cast", []string{"mask4"}, "maskf", intAttr("to", int64(onnx.TensorProto_FLOAT)))
	g.node("Sub", []string{"c_f_one", "maskf"}, "mask_inv")
	g.node("Mul", []string{"mask_inv", "c_neg_big"}, "mask_add")
	return x0
}

// attention adds one self-attention block with its residual and layer norm.
func (g *graph) attention(x0 string, rng *rand.Rand) string {
	q := g.linear("q", x0, Hidden, attnWidth, mixStd, rng)
	k := g.linear("k", x0, Hidden, attnWidth, mixStd, rng)
	val := g.linear("v", x0, Hidden, attnWidth, mixStd, rng)
	g.node("Reshape", []string{q, "c_heads_shape"}, "q4")
	g.nodeAttr("Transpose", []string{"q4"}, "qh", intsAttr("perm", 0, 2, 1, 3))
	g.node("Reshape", []string{k, "c_heads_shape"}, "k4")
	g.nodeAttr("Transpose", []string{"k4"}, "kt", intsAttr("perm", 0, 2, 3, 1))
	g.node("Reshape", []string{val, "c_heads_shape"}, "v4")
	g.nodeAttr("Transpose", []string{"v4"}, "vh", intsAttr("perm", 0, 2, 1, 3))
	g.node("MatMul", []string{"qh", "kt"}, "scores")
	g.node("Div", []string{"scores", "c_sqrt_dh"}, "scores_scaled")
	g.node("Add", []string{"scores_scaled", "mask_add"}, "scores_masked")
	g.nodeAttr("Softmax", []string{"scores_masked"}, "probs", intAttr("axis", -1))
	g.node("MatMul", []string{"probs", "vh"}, "ctx4")
	g.nodeAttr("Transpose", []string{"ctx4"}, "ctx_t", intsAttr("perm", 0, 2, 1, 3))
	g.node("Reshape", []string{"ctx_t", "c_attn_shape"}, "ctx")
	attnOut := g.linear("attn_out", "ctx", attnWidth, Hidden, smallStd, rng)
	g.node("Add", []string{attnOut, x0}, "res1")
	return g.layerNorm("ln_attn", "res1")
}

// feedForward adds the GELU feed-forward block with its residual and layer norm.
func (g *graph) feedForward(x1 string, rng *rand.Rand) string {
	f1 := g.linear("ffn_in", x1, Hidden, ffnWidth, mixStd, rng)
	g.node("Div", []string{f1, "c_sqrt2"}, "gelu_scaled")
	g.node("Erf", []string{"gelu_scaled"}, "gelu_erf")
	g.node("Add", []string{"gelu_erf", "c_f_one"}, "gelu_plus")
	g.node("Mul", []string{f1, "gelu_plus"}, "gelu_mul")
	g.node("Mul", []string{"gelu_mul", "c_f_half"}, "gelu")
	f2 := g.linear("ffn_out", "gelu", ffnWidth, Hidden, smallStd, rng)
	g.node("Add", []string{f2, x1}, "res2")
	return g.layerNorm("ln_ffn", "res2")
}

// marshal wraps the graph in a model with its inputs and output.
func (g *graph) marshal() ([]byte, error) {
	m := &onnx.ModelProto{
		IrVersion:    8,
		ProducerName: "hippo-testmodel",
		OpsetImport:  []*onnx.OperatorSetIdProto{{Domain: "", Version: 14}},
		Graph: &onnx.GraphProto{
			Name:        "tiny-bert",
			Node:        g.nodes,
			Initializer: g.inits,
			Input: []*onnx.ValueInfoProto{
				tensorInfo("input_ids", onnx.TensorProto_INT64, "batch", "sequence"),
				tensorInfo("attention_mask", onnx.TensorProto_INT64, "batch", "sequence"),
				tensorInfo("token_type_ids", onnx.TensorProto_INT64, "batch", "sequence"),
			},
			Output: []*onnx.ValueInfoProto{
				tensorInfoDims("last_hidden_state", onnx.TensorProto_FLOAT, "batch", "sequence", Hidden),
			},
		},
	}
	b, err := proto.MarshalOptions{Deterministic: true}.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("marshal test model: %w", err)
	}
	return b, nil
}

type graph struct {
	nodes []*onnx.NodeProto
	inits []*onnx.TensorProto
}

func newGraph() *graph { return &graph{} }

func (g *graph) floatInit(name string, dims []int64, data []float32) {
	g.addInit(name, dims, onnx.TensorProto_FLOAT).FloatData = data
}

func (g *graph) intInit(name string, dims []int64, data []int64) {
	g.addInit(name, dims, onnx.TensorProto_INT64).Int64Data = data
}

// addInit adds an initializer of the type; the caller fills its data.
func (g *graph) addInit(name string, dims []int64, typ onnx.TensorProto_DataType) *onnx.TensorProto {
	t := &onnx.TensorProto{Name: name, Dims: dims, DataType: int32(typ)}
	g.inits = append(g.inits, t)
	return t
}

func (g *graph) scalar(name string, v float64) {
	g.inits = append(g.inits, &onnx.TensorProto{Name: name, DataType: int32(onnx.TensorProto_FLOAT), FloatData: []float32{float32(v)}})
}

func (g *graph) node(op string, in []string, out string) {
	g.nodeAttr(op, in, out)
}

func (g *graph) nodeAttr(op string, in []string, out string, attrs ...*onnx.AttributeProto) {
	g.nodes = append(g.nodes, &onnx.NodeProto{
		OpType: op, Name: out + "_" + op, Input: in, Output: []string{out}, Attribute: attrs,
	})
}

// linear adds MatMul + Add with random weights of the given std and zero bias.
func (g *graph) linear(name, in string, rows, cols int, std float64, rng *rand.Rand) string {
	w := make([]float32, rows*cols)
	for i := range w {
		w[i] = float32(rng.NormFloat64() * std)
	}
	g.floatInit(name+"_w", []int64{int64(rows), int64(cols)}, w)
	g.floatInit(name+"_b", []int64{int64(cols)}, make([]float32, cols))
	g.node("MatMul", []string{in, name + "_w"}, name+"_mm")
	g.node("Add", []string{name + "_mm", name + "_b"}, name+"_out")
	return name + "_out"
}

// layerNorm spells LayerNormalization out in primitive ops, as opset-14
// exports of BERT do.
func (g *graph) layerNorm(name, in string) string {
	ones := make([]float32, Hidden)
	for i := range ones {
		ones[i] = 1
	}
	g.floatInit(name+"_gamma", []int64{Hidden}, ones)
	g.floatInit(name+"_beta", []int64{Hidden}, make([]float32, Hidden))
	axes := intsAttr("axes", -1)
	g.nodeAttr("ReduceMean", []string{in}, name+"_mean", axes)
	g.node("Sub", []string{in, name + "_mean"}, name+"_centered")
	g.node("Pow", []string{name + "_centered", "c_f_two"}, name+"_sq")
	g.nodeAttr("ReduceMean", []string{name + "_sq"}, name+"_var", axes)
	g.node("Add", []string{name + "_var", "c_eps"}, name+"_var_eps")
	g.node("Sqrt", []string{name + "_var_eps"}, name+"_std")
	g.node("Div", []string{name + "_centered", name + "_std"}, name+"_norm")
	g.node("Mul", []string{name + "_norm", name + "_gamma"}, name+"_scaled")
	g.node("Add", []string{name + "_scaled", name + "_beta"}, name+"_out")
	return name + "_out"
}

func intAttr(name string, v int64) *onnx.AttributeProto {
	return &onnx.AttributeProto{Name: name, Type: onnx.AttributeProto_INT, I: v}
}

func intsAttr(name string, v ...int64) *onnx.AttributeProto {
	return &onnx.AttributeProto{Name: name, Type: onnx.AttributeProto_INTS, Ints: v}
}

func tensorInfo(name string, elem onnx.TensorProto_DataType, dims ...string) *onnx.ValueInfoProto {
	d := make([]any, len(dims))
	for i, s := range dims {
		d[i] = s
	}
	return tensorInfoDims(name, elem, d...)
}

func tensorInfoDims(name string, elem onnx.TensorProto_DataType, dims ...any) *onnx.ValueInfoProto {
	shape := &onnx.TensorShapeProto{}
	for _, d := range dims {
		dim := &onnx.TensorShapeProto_Dimension{}
		switch v := d.(type) {
		case string:
			dim.Value = &onnx.TensorShapeProto_Dimension_DimParam{DimParam: v}
		case int:
			dim.Value = &onnx.TensorShapeProto_Dimension_DimValue{DimValue: int64(v)}
		}
		shape.Dim = append(shape.Dim, dim)
	}
	return &onnx.ValueInfoProto{
		Name: name,
		Type: &onnx.TypeProto{Value: &onnx.TypeProto_TensorType{TensorType: &onnx.TypeProto_Tensor{ElemType: int32(elem), Shape: shape}}},
	}
}

// tokenizerJSON writes a bert-base-uncased-style tokenizer.json (BertNormalizer,
// BertPreTokenizer, WordPiece, [CLS] A [SEP] template) over the small vocabulary.
func tokenizerJSON(v vocabulary) ([]byte, error) {
	vocab := make(map[string]int, len(v.tokens))
	for i, t := range v.tokens {
		vocab[t] = i
	}
	added := make([]map[string]any, 0, len(specials))
	for i, s := range specials {
		added = append(added, map[string]any{
			"id": i, "content": s, "single_word": false, "lstrip": false, "rstrip": false,
			"normalized": false, "special": true,
		})
	}
	sort.Slice(added, func(i, j int) bool { return added[i]["id"].(int) < added[j]["id"].(int) })
	special := func(tok string) map[string]any {
		return map[string]any{"id": tok, "ids": []int{vocab[tok]}, "tokens": []string{tok}}
	}
	doc := map[string]any{
		"version":      "1.0",
		"truncation":   nil,
		"padding":      nil,
		"added_tokens": added,
		"normalizer": map[string]any{
			"type": "BertNormalizer", "clean_text": true, "handle_chinese_chars": true,
			"strip_accents": nil, "lowercase": true,
		},
		"pre_tokenizer": map[string]any{"type": "BertPreTokenizer"},
		"post_processor": map[string]any{
			"type": "TemplateProcessing",
			"single": []any{
				map[string]any{"SpecialToken": map[string]any{"id": "[CLS]", "type_id": 0}},
				map[string]any{"Sequence": map[string]any{"id": "A", "type_id": 0}},
				map[string]any{"SpecialToken": map[string]any{"id": "[SEP]", "type_id": 0}},
			},
			"pair": []any{
				map[string]any{"SpecialToken": map[string]any{"id": "[CLS]", "type_id": 0}},
				map[string]any{"Sequence": map[string]any{"id": "A", "type_id": 0}},
				map[string]any{"SpecialToken": map[string]any{"id": "[SEP]", "type_id": 0}},
				map[string]any{"Sequence": map[string]any{"id": "B", "type_id": 1}},
				map[string]any{"SpecialToken": map[string]any{"id": "[SEP]", "type_id": 1}},
			},
			"special_tokens": map[string]any{"[CLS]": special("[CLS]"), "[SEP]": special("[SEP]")},
		},
		"decoder": map[string]any{"type": "WordPiece", "prefix": "##", "cleanup": true},
		"model": map[string]any{
			"type": "WordPiece", "unk_token": "[UNK]", "continuing_subword_prefix": "##",
			"max_input_chars_per_word": 100, "vocab": vocab,
		},
	}
	b, err := json.Marshal(doc)
	if err != nil {
		return nil, fmt.Errorf("marshal test tokenizer: %w", err)
	}
	return b, nil
}
