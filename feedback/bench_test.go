package feedback_test

import (
	"context"
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/internal/bulkstore"
	"github.com/hippo-mem/hippo/internal/teststore"
)

// BenchmarkContradictions10k times review-feedback --contradictions over a
// store of 10,000 memories of one shape ("the billing service 12 talks to
// the cache over port 1012"), the store the UI's benchmark serves: every
// memory shares most of its words with hundreds of others, the case where
// pairing each memory with every other one that shares a word is quadratic.
func BenchmarkContradictions10k(b *testing.B) {
	s, dir := bulkstore.Open(b, 10000, bulkstore.Options{})
	ctx := context.Background()
	for b.Loop() {
		pairs, err := feedback.Contradictions(ctx, s, dir)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(len(pairs)), "pairs")
	}
}

// TestContradictionsOfOneShape: among memories of one shape, each of its own
// numbered service, none contradicts another; a memory that gives one of
// them another port does, and is the one pair found.
func TestContradictionsOfOneShape(t *testing.T) {
	s, dir := bulkstore.Open(t, 400, bulkstore.Options{})
	ctx := context.Background()
	pairs, err := feedback.Contradictions(ctx, s, dir)
	if err != nil || len(pairs) != 0 {
		t.Fatalf("one shape: %d pairs (%v)", len(pairs), err)
	}
	other := teststore.Jot(t, s, "the billing service 20 talks to the billing over port 2020", decay.KindFact, "")
	pairs, err = feedback.Contradictions(ctx, s, dir)
	if err != nil || len(pairs) != 1 || pairs[0].B.ID != other.ID || pairs[0].A.ID != bulkstore.ID(20) {
		t.Fatalf("control: %+v (%v)", pairs, err)
	}
}
