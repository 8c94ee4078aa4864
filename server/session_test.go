package server

import (
	"context"
	"testing"
	"time"

	"github.com/hippo-mem/hippo/store"
)

// Check: a reinforcement through the warm server is counted in the session
// the request names, so eight prompts of one session grow a memory once even
// when the server answers them; the control, a request with no session, is
// recorded as none.
func TestServerReinforcesInTheRequestSession(t *testing.T) {
	o, e := setup(t)
	ctx := context.Background()
	s, err := store.Open(ctx, o.DataDir, store.Options{Embedder: e})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	srv, err := Start(ctx, o)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	for _, session := range []string{"sess-1", ""} {
		r, err := s.Add(ctx, store.NewMemory{Text: "the ledger service listens on port " + session + "9090", Kind: "fact",
			Origin: store.OriginJot, Speaker: store.SpeakerCLI})
		if err != nil {
			t.Fatal(err)
		}
		req := Request{Version: "v1", Schema: store.SchemaVersion, Op: OpReinforce, IDs: []string{r.Memory.ID}, Session: session}
		if resp, err := Call(o.Socket, req, 5*time.Second); err != nil || !resp.OK {
			t.Fatalf("reinforce: %+v, %v", resp, err)
		}
		m, err := s.Get(ctx, r.Memory.ID)
		if err != nil || m.LastReinforcedSession != session || m.AccessCount != 1 {
			t.Errorf("reinforced in session %q: recorded %q, %d accesses, %v", session, m.LastReinforcedSession, m.AccessCount, err)
		}
	}
}
