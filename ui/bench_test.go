package ui

import (
	"net/http"
	"testing"

	"github.com/hippo-mem/hippo/decay"
	"github.com/hippo-mem/hippo/internal/bulkstore"
)

// benchEnv serves a store of n memories in every state (of every kind, a
// tenth archived, every 25th pinned, across four projects).
func benchEnv(b *testing.B, n int) (*env, *http.Client) {
	b.Helper()
	st, data := bulkstore.Open(b, n, bulkstore.Options{Kinds: decay.Kinds,
		Pinned: func(i int) bool { return i%25 == 3 }, Archived: func(i int) bool { return i%10 == 0 }})
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
