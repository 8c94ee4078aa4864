package ui

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/teststore"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/transfer"
	"github.com/hippo-mem/hippo/workflow"
)

// benchWords make the memories' texts differ, so the lexical index is as
// large as a real store's.
var benchWords = []string{"billing", "deploy", "staging", "cache", "retry", "webhook", "cluster", "token", "schema", "lockfile",
	"router", "sidebar", "pipeline", "queue", "replica", "backup", "latency", "gateway", "cron", "ledger"}

// benchEnv serves a store of n memories in every state (a tenth archived,
// every 25th pinned, across four projects), imported in one transaction.
func benchEnv(b *testing.B, n int) (*env, *http.Client) {
	b.Helper()
	st, data := teststore.Open(b)
	base := time.Now().Add(-time.Duration(n) * time.Minute)
	var snap store.Snapshot
	for i := range n {
		at := base.Add(time.Duration(i) * time.Minute)
		m := store.Memory{ID: fmt.Sprintf("01M%013d", i), Text: fmt.Sprintf("the %s service %d talks to the %s over port %d",
			benchWords[i%len(benchWords)], i, benchWords[(i*7)%len(benchWords)], 1000+i), Kind: decay.Kinds[i%len(decay.Kinds)],
			MemoryType: decay.TypeCurated, Origin: store.OriginJot, Speaker: store.SpeakerCLI, Project: fmt.Sprintf("/src/proj%d", i%4),
			CreatedAt: at, StatedAt: at, LastAccessed: at, Stability: 30, BaseStability: 30, Pinned: i%25 == 3,
			Archived: i%10 == 0, SchemaVersion: store.SchemaVersion}
		if m.Archived {
			m.ArchivedAt = at.Add(time.Hour)
		}
		snap.Memories = append(snap.Memories, store.Row{Memory: m})
	}
	rep, err := workflow.ImportFile(context.Background(), st, transfer.File{Header: transfer.Header{Schema: store.SchemaVersion}, Snapshot: snap},
		workflow.ImportRequest{DataDir: data})
	if err != nil {
		b.Fatal(err)
	}
	if got, _ := st.Stats(context.Background()); got.Memories != n {
		b.Fatalf("imported %d memories of %d (%+v)", got.Memories, n, rep)
	}
	e := serve(b, st, data)
	return e, e.signedIn()
}

// BenchmarkFirstView times the page over 10k memories, through HTTP as a
// browser asks: the first view (the newest 25 of every active memory, with
// the count and the project filter), a later page, a filtered list, a
// search and one memory's page. The budget for the first view is
// 300 ms on 2 cores.
func BenchmarkFirstView(b *testing.B) {
	e, c := benchEnv(b, 10000)
	for _, v := range []struct{ name, path string }{
		{"first-view", "/"},
		{"page-200", "/?page=200"},
		{"archived-in-a-project", "/?state=archived&project=/src/proj2"},
		{"search", "/?q=billing+webhook+port"},
		{"memory", "/m/01M0000000009998"},
		{"review", "/review"},
		{"health", "/health"},
	} {
		b.Run(v.name, func(b *testing.B) {
			for b.Loop() {
				if a := e.get(b, c, v.path); a.status != http.StatusOK {
					b.Fatalf("%s: %d", v.path, a.status)
				}
			}
		})
	}
}
