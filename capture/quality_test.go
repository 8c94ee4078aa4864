package capture

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/embedder"
	"github.com/hippo-mem/hippo/internal/jsonl"
	"github.com/hippo-mem/hippo/internal/testmodel"
	"github.com/hippo-mem/hippo/store"
)

type labeled struct {
	ID     string `json:"id"`
	Pair   string `json:"pair"`
	Prev   string `json:"prev"`
	Text   string `json:"text"`
	Expect string `json:"expect"`
	Kind   string `json:"kind"`
}

func loadLabeled(t *testing.T) []labeled {
	t.Helper()
	out, err := jsonl.Read[labeled]("testdata/labeled.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// fixtureTemplate writes the store every snippet is judged against
// (testdata/README.md) into a directory and closes it. Each snippet gets its
// own copy (fixtureStore): building the store anew for each of the ~150
// snippets, schema, embeddings and tombstones, was nearly all of this test's
// time, 104 s under -race.
func fixtureTemplate(t *testing.T, emb store.Embedder) string {
	t.Helper()
	dir := t.TempDir()
	s, err := store.Open(context.Background(), dir, store.Options{Embedder: emb})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, m := range []struct {
		text string
		kind decay.Kind
	}{
		{"the retry limit for webhooks is 5", "fact"}, {"we use pnpm for all packages", "convention"}, {"deploys go out on tuesdays", "fact"},
	} {
		if _, err := s.Add(ctx, store.NewMemory{Text: m.text, Kind: m.kind, Origin: store.OriginJot, Speaker: store.SpeakerCLI}); err != nil {
			t.Fatal(err)
		}
	}
	for _, tomb := range []string{"we use Redis for sessions", "the api listens on port 8080"} {
		if _, err := s.Reject(ctx, tomb, "fixture"); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	return dir
}

// fixtureStore opens a fresh copy of the template, so no snippet's judgement
// can see another's.
func fixtureStore(t *testing.T, emb store.Embedder, template string) *store.Store {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(template)); err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(context.Background(), dir, store.Options{Embedder: emb})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// outcome turns a snippet's decisions into one label, as the set defines them.
func outcome(ds []Decision) (label, kind string) {
	rank := map[string]int{"block": 5, "redact": 4, "feedback": 3, "reinforce": 2, "store": 1}
	label = "reject"
	for _, d := range ds {
		l := ""
		switch d.Decision {
		case DecisionBlock:
			l = "block"
		case DecisionReinforce:
			l = "reinforce"
		case DecisionStore, DecisionSupersede:
			l = "store"
			if d.Kind == "feedback" {
				l = "feedback"
			}
			if d.Redacted {
				l = "redact"
			}
		}
		if l != "" && rank[l] > rank[label] {
			label, kind = l, string(d.Kind)
		}
	}
	return label, kind
}

func judge(t *testing.T, emb store.Embedder, template string, l labeled) (string, string, []Decision) {
	t.Helper()
	s := fixtureStore(t, emb, template)
	var turns []Turn
	if l.Prev != "" {
		turns = append(turns, Turn{Role: "assistant", Text: l.Prev, UUID: "a-" + l.ID})
	}
	turns = append(turns, Turn{Role: "user", Text: l.Text, UUID: "u-" + l.ID, SessionID: "s"})
	var ds []Decision
	for _, c := range Extract(turns, 0) {
		d, err := Gate{Store: s}.Decide(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		ds = append(ds, d)
	}
	got, kind := outcome(ds)
	return got, kind, ds
}

// TestGateQuality reports action accuracy and pair consistency on the labeled
// set, in lexical mode and with the test model, and fails below 0.90 and 0.85.
func TestGateQuality(t *testing.T) {
	set := loadLabeled(t)
	f, err := testmodel.Write(filepath.Join(t.TempDir(), "model"))
	if err != nil {
		t.Fatal(err)
	}
	e, err := embedder.Load(context.Background(), f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for _, mode := range []struct {
		name string
		emb  store.Embedder
	}{{"lexical", nil}, {"semantic", e}} {
		t.Run(mode.name, func(t *testing.T) {
			template := fixtureTemplate(t, mode.emb)
			correct := 0
			pairOK := map[string]bool{}
			var misses []string
			for _, l := range set {
				got, kind, ds := judge(t, mode.emb, template, l)
				ok := got == l.Expect && (l.Kind == "" || kind == l.Kind || got == "reject")
				if ok {
					correct++
				} else {
					b, _ := json.Marshal(ds)
					misses = append(misses, l.ID+": want "+l.Expect+"/"+l.Kind+", got "+got+"/"+kind+"  "+l.Text+"  "+string(b))
				}
				if l.Pair != "" {
					if _, seen := pairOK[l.Pair]; !seen {
						pairOK[l.Pair] = true
					}
					pairOK[l.Pair] = pairOK[l.Pair] && ok
				}
			}
			consistent := 0
			for _, ok := range pairOK {
				if ok {
					consistent++
				}
			}
			acc := float64(correct) / float64(len(set))
			pairs := float64(consistent) / float64(len(pairOK))
			sort.Strings(misses)
			for _, m := range misses {
				t.Log("miss", m)
			}
			t.Logf("action accuracy %.3f (%d/%d), pair consistency %.3f (%d/%d)", acc, correct, len(set), pairs, consistent, len(pairOK))
			if acc < 0.90 || pairs < 0.85 {
				t.Errorf("below the bar: accuracy %.3f (want >= 0.90), pair consistency %.3f (want >= 0.85)", acc, pairs)
			}
		})
	}
}
