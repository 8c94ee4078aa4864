package workflow

import (
	"context"
	"fmt"
	"time"

	"github.com/hippo-mem/hippo/server"
	"github.com/hippo-mem/hippo/store"
)

// Source says who answered a recall.
type Source int

// Sources.
const (
	// InProcess: no server was asked (no model, or the server is turned off).
	InProcess Source = iota
	// Server: the warm server answered.
	Server
	// InProcessAfterMiss: a model is installed but no server answered, so
	// this process answered and a server was started for the next recall.
	InProcessAfterMiss
)

// inProcessReserve is the part of the caller's deadline kept back from the
// warm server for the in-process answer after a miss.
const inProcessReserve = 300 * time.Millisecond

// RecallOptions shape one recall. The front ends differ only here: the
// prompt hook has a tight budget, shows what fits its block and logs what
// goes wrong; MCP waits longer and shows every hit.
type RecallOptions struct {
	DataDir string
	Version string // this binary's, for the warm server's handshake
	// ViaServer: ask the warm server first (ChooseModel with ModelViaServer).
	ViaServer bool
	// Budget bounds the server's answer; it never runs into the last
	// inProcessReserve of ctx's deadline.
	Budget time.Duration
	// ReinforceBudget bounds telling the server what was shown.
	ReinforceBudget time.Duration
	// Session is the session the recall is for, passed to the warm server so
	// that it reinforces a memory at most once per session; an in-process
	// answer uses the session its store was opened with.
	Session string
	// Spawn starts a detached hippo with args, without waiting for it.
	Spawn func(args ...string) error
	// Show picks, from the ranked hits, the ones the caller will show; only
	// those are reinforced. Nil shows them all.
	Show func(hits []store.Hit) []store.Hit
	// Open gives the store for an in-process answer, and what to call when
	// done with it.
	Open func(ctx context.Context) (*store.Store, func(), error)
	// Warn takes failures the answer survives (reinforcing, starting a
	// server). Nil drops them, except that an in-process reinforcement failure
	// then fails the recall, as store.Recall's own reinforcement does.
	Warn func(error)
}

// Recalled is a recall's answer.
type Recalled struct {
	Result store.Result // every hit recall ranked, and its mode
	Shown  []store.Hit  // the hits Show kept, now reinforced
	Source Source
}

// Recall answers q through the warm server when o.ViaServer and one answers,
// reinforcing what was shown. On a miss it starts a server for the next recall
// (unless one failed to start recently) and answers in-process, where the
// store's recall does not reinforce and only the shown hits are.
func Recall(ctx context.Context, q store.Query, o RecallOptions) (Recalled, error) {
	src := InProcess
	if o.ViaServer {
		if r, ok := o.askServer(ctx, q); ok {
			return r, nil
		}
		src = InProcessAfterMiss
	}
	s, done, err := o.Open(ctx)
	if err != nil {
		return Recalled{Source: src}, err
	}
	defer done()
	q.NoReinforce = true
	res, err := s.Recall(ctx, q)
	if err != nil {
		return Recalled{Source: src}, fmt.Errorf("recall: %w", err)
	}
	r := Recalled{Result: res, Shown: o.show(res.Hits), Source: src}
	if s.ReadOnly() {
		// A read-only store still answers; what it cannot do is remember
		// that it did (store.Recall skips reinforcing for the same reason).
		return r, nil
	}
	if err := s.Reinforce(ctx, r.Shown); err != nil {
		if o.Warn == nil {
			return r, fmt.Errorf("reinforce: %w", err)
		}
		// The recall itself succeeded: the caller still shows it.
		o.Warn(fmt.Errorf("reinforce: %w", err))
	}
	return r, nil
}

// askServer recalls through the warm server and reinforces what was shown.
// On a miss it starts a server for the next recall and reports false.
func (o RecallOptions) askServer(ctx context.Context, q store.Query) (Recalled, bool) {
	sock, err := server.SocketPath(o.DataDir)
	if err != nil {
		// No socket can be made here, so a server could not listen either:
		// starting one would only fail again.
		return Recalled{}, false
	}
	budget := o.Budget
	if d, ok := ctx.Deadline(); ok {
		budget = min(budget, time.Until(d)-inProcessReserve)
	}
	req := server.Request{Version: o.Version, Schema: store.SchemaVersion, Op: server.OpRecall,
		Query: q.Text, Topic: q.Topic, K: q.K, Excluded: q.CountExcluded, Session: o.Session}
	resp, err := server.Call(sock, req, budget)
	if err != nil {
		// No server, or one that cannot answer: start one for the next recall
		// (it exits at once if another is running), unless one failed recently.
		if !server.RecentlyFailed(o.DataDir) {
			if err := o.Spawn("serve"); err != nil {
				o.warn(fmt.Errorf("start server: %w", err))
			}
		}
		return Recalled{}, false
	}
	r := Recalled{Result: resp.Result, Shown: o.show(resp.Result.Hits), Source: Server}
	if len(r.Shown) > 0 {
		req.Op, req.Query, req.IDs = server.OpReinforce, "", make([]string, len(r.Shown))
		for i, h := range r.Shown {
			req.IDs[i] = h.Memory.ID
		}
		if _, err := server.Call(sock, req, o.ReinforceBudget); err != nil {
			o.warn(fmt.Errorf("reinforce through server: %w", err))
		}
	}
	return r, true
}

func (o RecallOptions) show(hits []store.Hit) []store.Hit {
	if o.Show == nil {
		return hits
	}
	return o.Show(hits)
}

func (o RecallOptions) warn(err error) {
	if o.Warn != nil {
		o.Warn(err)
	}
}
