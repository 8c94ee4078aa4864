package feedback_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/transfer"
	"github.com/hippo-mem/hippo/workflow"
)

// benchWords make the memories' texts differ in their words as well as in
// their numbers.
var benchWords = []string{"billing", "deploy", "staging", "cache", "retry", "webhook", "cluster", "token", "schema", "lockfile",
	"router", "sidebar", "pipeline", "queue", "replica", "backup", "latency", "gateway", "cron", "ledger"}

// BenchmarkContradictions10k times review-feedback --contradictions over a
// store of 10,000 memories of one shape ("the billing service 12 talks to
// the cache over port 1012"), the store the UI's benchmark serves: every
// memory shares most of its words with hundreds of others, the case where
// pairing each memory with every other one that shares a word is quadratic.
func BenchmarkContradictions10k(b *testing.B) {
	s, dir := uniformStore(b, 10000)
	ctx := context.Background()
	for b.Loop() {
		pairs, err := feedback.Contradictions(ctx, s, dir)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(len(pairs)), "pairs")
	}
}

// uniformStore imports n memories of one shape in one transaction.
func uniformStore(b testing.TB, n int) (*store.Store, string) {
	b.Helper()
	s, dir := teststore.Open(b)
	base := time.Now().Add(-time.Duration(n) * time.Minute)
	var snap store.Snapshot
	for i := range n {
		at := base.Add(time.Duration(i) * time.Minute)
		m := store.Memory{ID: fmt.Sprintf("01M%013d", i), Text: fmt.Sprintf("the %s service %d talks to the %s over port %d",
			benchWords[i%len(benchWords)], i, benchWords[(i*7)%len(benchWords)], 1000+i), Kind: decay.KindFact,
			MemoryType: decay.TypeCurated, Origin: store.OriginJot, Speaker: store.SpeakerCLI, Project: fmt.Sprintf("/src/proj%d", i%4),
			CreatedAt: at, StatedAt: at, LastAccessed: at, Stability: 30, BaseStability: 30, SchemaVersion: store.SchemaVersion}
		snap.Memories = append(snap.Memories, store.Row{Memory: m})
	}
	f := transfer.File{Header: transfer.Header{Schema: store.SchemaVersion}, Snapshot: snap}
	if _, err := workflow.ImportFile(context.Background(), s, f, workflow.ImportRequest{DataDir: dir}); err != nil {
		b.Fatal(err)
	}
	return s, dir
}

// TestContradictionsOfOneShape: among memories of one shape, each of its own
// numbered service, none contradicts another; a memory that gives one of
// them another port does, and is the one pair found.
func TestContradictionsOfOneShape(t *testing.T) {
	s, dir := uniformStore(t, 400)
	ctx := context.Background()
	pairs, err := feedback.Contradictions(ctx, s, dir)
	if err != nil || len(pairs) != 0 {
		t.Fatalf("one shape: %d pairs (%v)", len(pairs), err)
	}
	other := teststore.Jot(t, s, "the billing service 20 talks to the billing over port 2020", decay.KindFact, "")
	pairs, err = feedback.Contradictions(ctx, s, dir)
	if err != nil || len(pairs) != 1 || pairs[0].B.ID != other.ID || pairs[0].A.ID != fmt.Sprintf("01M%013d", 20) {
		t.Fatalf("control: %+v (%v)", pairs, err)
	}
}
