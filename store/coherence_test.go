package store

import (
	"context"
	"maps"
	"slices"
	"testing"
)

// A long-lived store (the warm server's) sees another store's writes after
// Refresh, without reloading every vector: a jot appears, a superseded memory
// leaves recall, a purged one leaves the index. Each absence is paired with the
// presence that proves the check could see it.
func TestRefreshSyncsIndexWithOtherWriters(t *testing.T) {
	ctx := context.Background()
	emb := testEmbedder(t)
	dir := t.TempDir()
	open := func() *Store {
		s, err := Open(ctx, dir, Options{Embedder: emb})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	server, other := open(), open()
	keep := mustAdd(t, server, "the billing service retries webhooks with exponential backoff", "decision", "")
	old := mustAdd(t, server, "staging deploys run on friday afternoons", "decision", "")
	w, err := server.Watch(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	recallHas := func(q, id string) bool {
		t.Helper()
		res, err := server.Recall(ctx, Query{Text: q, NoReinforce: true})
		if err != nil {
			t.Fatal(err)
		}
		return slices.Contains(recallIDs(res), id)
	}
	if !recallHas("how do staging deploys work", old.ID) || server.Loaded() != 2 {
		t.Fatalf("control: the loaded index should hold both memories (loaded %d)", server.Loaded())
	}

	added := mustAdd(t, other, "postgres backups are encrypted with age before upload", "fact", "")
	corrected, err := other.Correct(ctx, old.ID, NewMemory{Text: "staging deploys run on monday mornings", Kind: "decision", Origin: OriginJot, Speaker: SpeakerCLI})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := other.Purge(ctx, []string{keep.ID}, PurgeOptions{}); err != nil {
		t.Fatal(err)
	}
	changed, err := w.Refresh(ctx)
	if err != nil || !changed {
		t.Fatalf("Refresh = %v, %v; want a change", changed, err)
	}
	server.idxMu.Lock()
	state := maps.Clone(server.idx.state)
	server.idxMu.Unlock()
	want := map[string]memState{old.ID: stateSuperseded, added.ID: stateActive, corrected.Memory.ID: stateActive}
	if len(state) != len(want) || server.Loaded() != len(want) {
		t.Fatalf("index after sync = %v (loaded %d), want %v", state, server.Loaded(), want)
	}
	for id, st := range want {
		if state[id] != st {
			t.Fatalf("index after sync = %v, want %v", state, want)
		}
	}
	if !recallHas("are postgres backups encrypted", added.ID) {
		t.Fatal("the other store's jot is not recalled")
	}
	if recallHas("how do staging deploys work", old.ID) || !recallHas("how do staging deploys work", corrected.Memory.ID) {
		t.Fatal("the superseded memory is still recalled, or its correction is not")
	}
	if changed, err := w.Refresh(ctx); err != nil || changed {
		t.Fatalf("a second Refresh with no foreign write = %v, %v", changed, err)
	}
}
