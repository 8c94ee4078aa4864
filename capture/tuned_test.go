package capture

import (
	"context"
	"fmt"
	"sort"
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/jsonl"
	"github.com/hippo-mem/hippo/internal/race"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
)

// tunedCase is one line of testdata/gate-tuned.jsonl (see testdata/README.md).
type tunedCase struct {
	ID     string `json:"id"`
	Pair   string `json:"pair"`
	Turns  []Turn `json:"turns"`
	Target int    `json:"target"`
	Expect string `json:"expect"`
	Kind   string `json:"kind"`
	Reason string `json:"reason"`
}

// gateSets are the gate's labelled sets in transcript form, each with the
// figures the gate reaches on it: a change that drops below them has made
// the gate worse on statements it already handled. gate-tuned.jsonl is the
// tuned part; gate-fresh.jsonl was written blind by someone who had not seen
// the gate and scored before the gate was changed for it (BENCHMARKS.md).
var gateSets = []struct {
	file                  string
	minAccuracy, minPairs float64
	quiet                 bool // a check half: its figure is logged, its misses are not, so nobody tunes on them
}{
	{"testdata/gate-tuned.jsonl", 0.970, 0.934, false},
	{"testdata/gate-fresh.jsonl", 0.987, 0.975, false},
	// A second blind writer's 160 pairs, split by pair: the odd pairs to study,
	// the even pairs a check whose misses are never shown. Before any change
	// for them, all 320: 0.847 / 0.750; split, 0.912 / 0.863 and 0.781 / 0.637.
	{"testdata/gate-fresh-2.jsonl", 0.993, 0.987, false},
	{"testdata/gate-fresh-2-check.jsonl", 0.837, 0.725, true},
	// A third blind writer's 160 pairs, split the same way; before any change
	// for them, all 320: 0.869 / 0.769; split, 0.900 / 0.825 and 0.838 / 0.713.
	{"testdata/gate-fresh-3.jsonl", 0.900, 0.825, false},
	{"testdata/gate-fresh-3-check.jsonl", 0.8375, 0.7125, true},
}

// tunedOutcome sums up the decisions on one target turn as the held-out
// scorer does: a kept decision that was redacted makes it redact, else a kept
// feedback makes it feedback, else anything kept makes it store.
func tunedOutcome(ds []Decision) string {
	out := "reject"
	for _, d := range ds {
		kept := d.Decision == DecisionStore || d.Decision == DecisionReinforce || d.Decision == DecisionSupersede
		switch {
		case !kept:
		case d.Redacted:
			return "redact"
		case d.Kind == decay.KindFeedback:
			out = "feedback"
		case out == "reject":
			out = "store"
		}
	}
	return out
}

// decideTurn runs the gate on every candidate the target turn gives, against
// s, which it never writes: the target user turn's sentences and the fixes
// it confirms, or the fixes of a target assistant turn that the user's next
// turn confirmed. Turns after the target are read only for that confirmation.
func decideTurn(t *testing.T, s *store.Store, c tunedCase) []Decision {
	t.Helper()
	turns := make([]Turn, len(c.Turns))
	for i, tu := range c.Turns {
		tu.UUID, tu.SessionID = fmt.Sprintf("%s-%d", c.ID, i), "s"
		turns[i] = tu
	}
	var ds []Decision
	for _, cand := range Extract(turns, max(c.Target-1, 0)) {
		if !cand.Of(turns, c.Target) {
			continue
		}
		d, err := Gate{Store: s}.Decide(context.Background(), cand)
		if err != nil {
			t.Fatal(err)
		}
		ds = append(ds, d)
	}
	return ds
}

// TestGateTuned scores the gate on each of its sets against an empty store
// and prints action accuracy and pair consistency; it fails below the
// figures the gate reached.
func TestGateTuned(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("the whole tuned set through the gate: not in the -short loop or under -race")
	}
	for _, gs := range gateSets {
		t.Run(gs.file, func(t *testing.T) {
			set, err := jsonl.Read[tunedCase](gs.file)
			if err != nil {
				t.Fatal(err)
			}
			s, _ := teststore.Open(t)
			acc, pairs := scoreSet(t, s, set, gs.quiet)
			if acc < gs.minAccuracy || pairs < gs.minPairs {
				t.Errorf("below the recorded figures: accuracy %.3f (want >= %.3f), pairs %.3f (want >= %.3f)", acc, gs.minAccuracy, pairs, gs.minPairs)
			}
		})
	}
}

// scoreSet runs every case of a set through the gate, logs each miss with
// the rules that fired unless quiet, and returns action accuracy and pair
// consistency.
func scoreSet(t *testing.T, s *store.Store, set []tunedCase, quiet bool) (acc, pairs float64) {
	t.Helper()
	correct, pairOK := 0, map[string]bool{}
	var misses []string
	for _, c := range set {
		ds := decideTurn(t, s, c)
		got := tunedOutcome(ds)
		ok := got == c.Expect
		if ok {
			correct++
		} else {
			rules := ""
			for _, d := range ds {
				rules += fmt.Sprintf(" [%s %s %s]", d.Decision, d.Rule, d.Kind)
			}
			misses = append(misses, fmt.Sprintf("%s want %s got %s: %q%s", c.ID, c.Expect, got, c.Turns[c.Target].Text, rules))
		}
		if c.Pair != "" {
			prev, seen := pairOK[c.Pair]
			pairOK[c.Pair] = ok && (prev || !seen)
		}
	}
	consistent := 0
	for _, ok := range pairOK {
		if ok {
			consistent++
		}
	}
	sort.Strings(misses)
	for _, m := range misses {
		if !quiet {
			t.Log("miss", m)
		}
	}
	acc, pairs = float64(correct)/float64(len(set)), float64(consistent)/float64(len(pairOK))
	t.Logf("action accuracy %.3f (%d/%d), pair consistency %.3f (%d/%d)", acc, correct, len(set), pairs, consistent, len(pairOK))
	return acc, pairs
}
