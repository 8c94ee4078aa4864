package regression

import (
	"context"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/hippo-mem/hippo/capture"
	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/internal/jsonl"
	"github.com/hippo-mem/hippo/internal/race"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/redact"
	"github.com/hippo-mem/hippo/store"
)

// These score hippo on the frozen held-out sets (testdata/frozen, see
// frozen_test.go) and print only aggregate figures: a list of misses would
// invite tuning on them. Each fails only below the figure recorded in
// BENCHMARKS.md, so a change can improve them freely but not lose ground
// unnoticed; the quality issues' targets are far above these floors. They
// are measurements in one goroutine: .ci/run runs them without -race, where
// they take seconds instead of a minute.

// skipUnderRace skips a frozen-set score in a -race build.
func skipUnderRace(t *testing.T) {
	t.Helper()
	if race.Enabled {
		t.Skip("a quality figure, scored without -race by .ci/run")
	}
}

// readFrozen decodes each line of testdata/frozen/name into a new T.
func readFrozen[T any](t *testing.T, name string) []T {
	t.Helper()
	out, err := jsonl.Read[T](filepath.Join("..", "testdata", "frozen", name))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// addJotted stores text as a jotted memory of kind and topic and returns its id.
func addJotted(t *testing.T, s *store.Store, text, kind, topic string) string {
	t.Helper()
	r, err := s.Add(context.Background(), store.NewMemory{Text: text, Kind: decay.Kind(kind), Topic: topic, Origin: store.OriginJot, Speaker: store.SpeakerCLI})
	if err != nil {
		t.Fatal(err)
	}
	return r.Memory.ID
}

// TestFrozenSecrets: redact.Text over every sentence of the frozen corpus.
func TestFrozenSecrets(t *testing.T) {
	skipUnderRace(t)
	const maxLeaked, maxOverRedacted = 2, 1 // BENCHMARKS.md: 76 and 18 before the redactor rewrite, 16 and 3 after, 11 and 3 a stop later, 6 and 2 the stop after, 4 and 1 the two after, 3 and 1 the next two, 3 and 0 the ninth, 2 and 0 the tenth and the eleventh, 2 and 1 at the twenty-eighth stop's merge (its redaction rounds, kept: the check halves leak 114 -> 110, over-redact 56 -> 57)
	type row struct {
		Sentence, Secret, Keep string
		Lookalike              bool
	}
	var leaked, secrets, over, lookalikes int
	for _, r := range readFrozen[row](t, "secrets/secrets-frozen.jsonl") {
		out, _ := redact.Text(r.Sentence)
		if r.Lookalike {
			lookalikes++
			if !strings.Contains(out, r.Keep) {
				over++
			}
			continue
		}
		secrets++
		if strings.Contains(out, r.Secret) {
			leaked++
		}
	}
	t.Logf("frozen secrets: %d of %d leaked; %d of %d look-alikes over-redacted", leaked, secrets, over, lookalikes)
	if leaked > maxLeaked || over > maxOverRedacted {
		t.Errorf("worse than the recorded figure (%d leaked, %d over-redacted)", maxLeaked, maxOverRedacted)
	}
}

// gateLabel sums up the gate's decisions on one statement as the set labels
// them: redact over feedback over store over reject.
func gateLabel(ds []capture.Decision) string {
	label := "reject"
	for _, d := range ds {
		switch {
		case d.Decision == capture.DecisionReject || d.Decision == capture.DecisionBlock:
		case d.Redacted:
			return "redact"
		case d.Kind == decay.Kind("feedback"):
			label = "feedback"
		case label == "reject":
			label = "store"
		}
	}
	return label
}

// TestFrozenGate: the gate's action on each statement's target turn, judged
// against an empty store.
func TestFrozenGate(t *testing.T) {
	skipUnderRace(t)
	// The tenth stop lost ground here (350 and 71 -> 348 and 70) while the
	// blind writers' nine check halves, as unseen, gained 7 of 1,200 with
	// the same rounds (commands read as feedback as every blind writer
	// labels them; time, progress and one-off scope). The rounds are kept
	// and the loss reported; which rule costs it is not looked for here.
	const minCorrect, minPairs = 352, 70 // BENCHMARKS.md: 247 and 30 at baseline, 251 and 31 before the structural parse, 331 and 63 a stop later, 342 and 69 the stop after, 344 and 69 the one after, 345 and 70 the next, 348 and 71 the one after, 349 and 71 the two after, 350 and 71 the next, 348 and 70 the tenth, 349 and 70 the eleventh, 350 and 70 the twelfth, 351 and 70 at the twenty-seventh stop's merge, 352 and 70 at the twenty-eighth's
	type row struct {
		ID, Pair, Expect string
		Turns            []struct{ Role, Text string }
		Target           int
	}
	ctx := context.Background()
	var correct, total int
	pairs := map[string]bool{}
	for _, c := range readFrozen[row](t, "gate/gate-frozen.jsonl") {
		s, _ := teststore.Open(t)
		var turns []capture.Turn
		for i, tu := range c.Turns {
			turns = append(turns, capture.Turn{Role: tu.Role, Text: tu.Text, UUID: c.ID + "-" + strconv.Itoa(i), SessionID: "s"})
		}
		// The target turn's decisions, as capture's tuned scorer counts them.
		var ds []capture.Decision
		for _, cand := range capture.Extract(turns, max(c.Target-1, 0)) {
			if !cand.Of(turns, c.Target) {
				continue
			}
			d, err := capture.Gate{Store: s}.Decide(ctx, cand)
			if err != nil {
				t.Fatal(err)
			}
			ds = append(ds, d)
		}
		ok := gateLabel(ds) == c.Expect
		total++
		if ok {
			correct++
		}
		if c.Pair != "" {
			prev, seen := pairs[c.Pair]
			pairs[c.Pair] = ok && (prev || !seen)
		}
	}
	consistent := 0
	for _, ok := range pairs {
		if ok {
			consistent++
		}
	}
	t.Logf("frozen gate: action accuracy %.3f (%d/%d), pair consistency %.3f (%d/%d)",
		float64(correct)/float64(total), correct, total, float64(consistent)/float64(len(pairs)), consistent, len(pairs))
	if correct < minCorrect || consistent < minPairs {
		t.Errorf("worse than the recorded figure (%d correct, %d consistent pairs)", minCorrect, minPairs)
	}
}

// TestFrozenContradictions: review-feedback --contradictions on a store of
// each pair alone.
func TestFrozenContradictions(t *testing.T) {
	skipUnderRace(t)
	// The twenty-seventh stop's merge lost a pair and a false flag here
	// (57 and 5 -> 56 and 4) while the blind writers' pair check halves, as
	// unseen, gained 5 true flags and lost one false one with the same
	// rounds. The rounds are kept and the loss reported; which rule costs it
	// is not looked for here, as for the gate above.
	const minTrue, maxFalse = 56, 4 // BENCHMARKS.md: 29 and 44 before claims were compared, 43 and 10 a stop later, 47 and 9 the stop after, 50 and 8 the one after, 52 and 7 the next, 52 and 6 the two after, 53 and 6 the next two, 53 and 5 the ninth, 54 and 5 the tenth and the eleventh, 56 and 5 the twelfth, 57 and 5 at the twenty-fifth stop's merge, 56 and 4 at the twenty-seventh's
	type mem struct{ Text, Project, Kind string }
	type row struct {
		A, B  mem
		Label string
	}
	ctx := context.Background()
	var tp, fp, fn int
	for _, r := range readFrozen[row](t, "contradictions/contradictions-frozen.jsonl") {
		dir := t.TempDir()
		s, err := store.Open(ctx, dir, store.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []mem{r.A, r.B} {
			addJotted(t, s, m.Text, m.Kind, m.Project)
		}
		found, err := feedback.Contradictions(ctx, s, dir)
		s.Close()
		if err != nil {
			t.Fatal(err)
		}
		switch flagged := len(found) > 0; {
		case flagged && r.Label == "contradict":
			tp++
		case flagged:
			fp++
		case r.Label == "contradict":
			fn++
		}
	}
	t.Logf("frozen contradictions: precision %.3f, recall %.3f (%d true, %d false, %d missed)",
		float64(tp)/float64(max(tp+fp, 1)), float64(tp)/float64(max(tp+fn, 1)), tp, fp, fn)
	if tp < minTrue || fp > maxFalse {
		t.Errorf("worse than the recorded figure (%d true, %d false)", minTrue, maxFalse)
	}
}

// TestFrozenRecall: lexical recall of the frozen prompts over the frozen
// memories, each prompt asked from its project: success@k counts a prompt
// whose first relevant memory ranks in the top k (near-misses below the bands
// included, as "hippo recall" lists them); unrelated prompts must show
// nothing in a band; nine in ten of the confident band's hits must be
// relevant (the recall issue's floor; the baseline is 15/15).
func TestFrozenRecall(t *testing.T) {
	skipUnderRace(t)
	const minAt5, minSilent = 108, 55 // BENCHMARKS.md: 100/118 and 55/55 before the stemmed index, 107 before shortened words
	s, _ := teststore.Open(t)
	r := scoreRetrieval(t, s, filepath.Join("..", "testdata", "frozen", "recall"))
	t.Logf("frozen recall, lexical: %s", r)
	if r.within(5) < minAt5 || r.silent < minSilent || r.inBandOK[store.BandConfident]*10 < r.inBand[store.BandConfident]*9 {
		t.Errorf("worse than the recorded figure (success@5 %d/118, silent %d/55) or the confident band below the issue's 0.90 precision", minAt5, minSilent)
	}
}
