package regression

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hippo-mem/hippo/config"
	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/internal/jsonl"
	"github.com/hippo-mem/hippo/internal/testmodel"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
)

// retrievalScore is recall measured over a labelled set: memories.jsonl
// ({id, project, kind, text}) and queries.jsonl ({project, text, relevant}),
// each prompt asked from its project with the near-misses listed, as
// "hippo recall" lists them.
type retrievalScore struct {
	answerable, unrelated, silent int
	at                            map[int]int // rank of the first relevant hit -> prompts
	mrr                           float64
	inBand, inBandOK              map[store.Band]int // hits shown in a band, and the relevant ones
}

// within counts the answerable prompts whose first relevant memory ranks in the top k.
func (r retrievalScore) within(k int) (n int) {
	for i := 1; i <= k; i++ {
		n += r.at[i]
	}
	return n
}

func (r retrievalScore) recallAt(k int) float64 {
	return float64(r.within(k)) / float64(r.answerable)
}

// precision is the share of a band's hits that are relevant.
func (r retrievalScore) precision(b store.Band) string {
	return fmt.Sprintf("%.3f (%d/%d)", float64(r.inBandOK[b])/float64(max(r.inBand[b], 1)), r.inBandOK[b], r.inBand[b])
}

func (r retrievalScore) String() string {
	return fmt.Sprintf("R@1 %.3f, R@5 %.3f, R@10 %.3f, MRR %.3f (%d prompts); unrelated silent %d/%d; precision confident %s, uncertain %s",
		r.recallAt(1), r.recallAt(5), r.recallAt(10), r.mrr/float64(r.answerable), r.answerable,
		r.silent, r.unrelated, r.precision(store.BandConfident), r.precision(store.BandUncertain))
}

// scoreRetrieval loads the set in dir into s and asks every prompt.
func scoreRetrieval(t *testing.T, s *store.Store, dir string) retrievalScore {
	t.Helper()
	type memory struct{ ID, Project, Kind, Text string }
	type query struct {
		Project, Text string
		Relevant      []string
	}
	mems, err := jsonl.Read[memory](filepath.Join(dir, "memories.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	queries, err := jsonl.Read[query](filepath.Join(dir, "queries.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]string{} // store id -> set id
	for _, m := range mems {
		ids[addJotted(t, s, m.Text, m.Kind, m.Project)] = m.ID
	}
	r := retrievalScore{at: map[int]int{}, inBand: map[store.Band]int{}, inBandOK: map[store.Band]int{}}
	dump := openDump(t)
	for qi, q := range queries {
		if dump != nil {
			writeDump(t, s, dump, qi, q.Text, q.Project, func(id string) bool { return slices.Contains(q.Relevant, ids[id]) }, len(q.Relevant) == 0)
		}
		res, err := s.Recall(context.Background(), store.Query{Text: q.Text, Topic: q.Project, K: 10, NoReinforce: true, NearMisses: true})
		if err != nil {
			t.Fatal(err)
		}
		rank, shown := 0, 0
		for i, h := range res.Hits {
			relevant := slices.Contains(q.Relevant, ids[h.Memory.ID])
			if h.Band != store.BandWeak {
				shown++
				r.inBand[h.Band]++
				if relevant {
					r.inBandOK[h.Band]++
				}
			}
			if rank == 0 && relevant {
				rank = i + 1
			}
		}
		if len(q.Relevant) == 0 {
			r.unrelated++
			if shown == 0 {
				r.silent++
			}
			continue
		}
		r.answerable++
		r.at[rank]++
		if rank > 0 {
			r.mrr += 1 / float64(rank)
		}
	}
	return r
}

// openDump opens HIPPO_RETRIEVAL_DUMP for appending, or returns nil: the
// evidence of every candidate, the input of scripts/fit-recall, which fits
// the lexical estimate of store/fuse.go. Only the tuned set may be dumped.
func openDump(t *testing.T) *os.File {
	path := os.Getenv("HIPPO_RETRIEVAL_DUMP")
	if path == "" {
		return nil
	}
	if os.Getenv("HIPPO_RETRIEVAL_SET") != "" {
		t.Fatal("HIPPO_RETRIEVAL_DUMP: only the tuned set is fitted on")
	}
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = f.Close() })
	return f
}

// writeDump writes one line per candidate of the query (up to 50, weak ones
// included): mode, query, unrelated, relevant, topic boost, then the evidence.
func writeDump(t *testing.T, s *store.Store, f *os.File, qi int, text, project string, relevant func(string) bool, unrelated bool) {
	res, err := s.Recall(context.Background(), store.Query{Text: text, Topic: project, K: 50, NoReinforce: true, NearMisses: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range res.Hits {
		e := h.Evidence
		fmt.Fprintf(f, "%s\t%d\t%t\t%t\t%.1f\t%.4f\t%.4f\t%.4f\t%d\t%d\t%d\t%.4f\n", res.Mode, qi, unrelated, relevant(h.Memory.ID),
			h.TopicBoost, e.Weight, e.Share(), e.Rarity, e.Matched, e.Terms, e.Unseen, h.Semantic)
	}
}

// retrievalSet is the set TestRetrieval scores: the tuned set, or the one
// HIPPO_RETRIEVAL_SET names (scripts/bench retrieval DIR).
func retrievalSet() string {
	if dir := os.Getenv("HIPPO_RETRIEVAL_SET"); dir != "" {
		return dir
	}
	return filepath.Join("..", "testdata", "retrieval")
}

// TestRetrieval scores recall on a labelled set, lexically and with the test
// model. On the tuned set it fails below the figures recorded in
// BENCHMARKS.md; on any other set it only reports.
func TestRetrieval(t *testing.T) {
	skipUnderRace(t)
	dir := retrievalSet()
	t.Run("lexical", func(t *testing.T) {
		s, _ := teststore.Open(t)
		r := scoreRetrieval(t, s, dir)
		t.Logf("%s, lexical: %s", dir, r)
		if os.Getenv("HIPPO_RETRIEVAL_SET") == "" && (r.within(5) < tunedLexicalAt5 || r.silent < tunedLexicalSilent) {
			t.Errorf("below the tuned set's recorded figures (R@5 %d, silent %d)", tunedLexicalAt5, tunedLexicalSilent)
		}
	})
	t.Run("model", func(t *testing.T) {
		f, err := testmodel.Write(filepath.Join(t.TempDir(), "model"))
		if err != nil {
			t.Fatal(err)
		}
		e, err := embedder.Load(context.Background(), f.Dir)
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		data := filepath.Join(t.TempDir(), "data")
		if err := config.EnsureDataDir(data); err != nil {
			t.Fatal(err)
		}
		s, err := store.Open(context.Background(), data, store.Options{Embedder: e})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		t.Logf("%s, test model: %s", dir, scoreRetrieval(t, s, dir))
	})
}

// The tuned set's lexical floors, just under BENCHMARKS.md's figures (276/281, 89/90): a change may
// raise them, never lose ground unnoticed.
const tunedLexicalAt5, tunedLexicalSilent = 275, 88
