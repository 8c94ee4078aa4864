// Package bulkstore gives tests and benchmarks a store of many memories of
// one shape ("the billing service 12 talks to the cache over port 1012"),
// imported in one transaction as a user's export would be: adding them one
// by one would time the store's writes, not what the test measures.
//
// It is apart from internal/teststore because it imports workflow, whose
// own dependencies (capture, transfer) use teststore in their tests.
package bulkstore

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/transfer"
	"github.com/hippo-mem/hippo/workflow"
)

// words make the memories' texts differ in their words as well as in their
// numbers, so the lexical index is as large as a real store's and every
// memory shares most of its words with hundreds of others.
var words = []string{"billing", "deploy", "staging", "cache", "retry", "webhook", "cluster", "token", "schema", "lockfile",
	"router", "sidebar", "pipeline", "queue", "replica", "backup", "latency", "gateway", "cron", "ledger"}

// Options are what differs between the stores tests ask for; the zero value
// gives active, unpinned facts.
type Options struct {
	// Kinds are the memories' kinds, taken in turn; none means every memory
	// is a fact.
	Kinds []decay.Kind
	// Pinned and Archived, when set, say which memories (by index) are
	// pinned, and archived an hour after they were stated.
	Pinned, Archived func(i int) bool
}

// ID is the id of the i-th memory.
func ID(i int) string { return fmt.Sprintf("01M%013d", i) }

// text is the text of the i-th memory.
func text(i int) string {
	return fmt.Sprintf("the %s service %d talks to the %s over port %d", words[i%len(words)], i, words[(i*7)%len(words)], 1000+i)
}

// Open opens a fresh store (teststore.Open) holding n memories, stated a
// minute apart and ending now, across four projects, and returns it with its
// data dir. It fails the test unless all n were imported.
func Open(tb testing.TB, n int, o Options) (*store.Store, string) {
	tb.Helper()
	s, dir := teststore.Open(tb)
	ctx := context.Background()
	rep, err := workflow.ImportFile(ctx, s, transfer.File{Header: transfer.Header{Schema: store.SchemaVersion}, Snapshot: snapshot(n, o)},
		workflow.ImportRequest{DataDir: dir})
	if err != nil {
		tb.Fatal(err)
	}
	if got, err := s.Stats(ctx); err != nil || got.Memories != n {
		tb.Fatalf("imported %d memories of %d (%+v, %v)", got.Memories, n, rep, err)
	}
	return s, dir
}

func snapshot(n int, o Options) store.Snapshot {
	kinds := o.Kinds
	if len(kinds) == 0 {
		kinds = []decay.Kind{decay.KindFact}
	}
	base := time.Now().Add(-time.Duration(n) * time.Minute)
	var snap store.Snapshot
	for i := range n {
		at := base.Add(time.Duration(i) * time.Minute)
		m := store.Memory{ID: ID(i), Text: text(i), Kind: kinds[i%len(kinds)], MemoryType: decay.TypeCurated,
			Origin: store.OriginJot, Speaker: store.SpeakerCLI, Project: fmt.Sprintf("/src/proj%d", i%4),
			CreatedAt: at, StatedAt: at, LastAccessed: at, Stability: 30, BaseStability: 30,
			Pinned: o.Pinned != nil && o.Pinned(i), SchemaVersion: store.SchemaVersion}
		if o.Archived != nil && o.Archived(i) {
			m.Archived, m.ArchivedAt = true, at.Add(time.Hour)
		}
		snap.Memories = append(snap.Memories, store.Row{Memory: m})
	}
	return snap
}
