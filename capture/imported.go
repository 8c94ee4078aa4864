package capture

import (
	"context"

	"github.com/hippo-mem/hippo/store"
)

// DecideKept runs the gate on a memory another store already kept (an
// import), without carrying the decision out: its kind was judged when it was
// first stored, so the shape rules (questions, plans, chit-chat) do not run
// again, while redaction, tombstones, supersession within its project by
// statement time and the near-duplicate rule do, as for a jot.
func (g Gate) DecideKept(ctx context.Context, nm store.NewMemory) (Decision, error) {
	return g.Decide(ctx, kept(nm))
}

// Hold takes the gate lock (see lockGate) until unlock: an import decides
// a whole file against the store and then writes it, and no capture may
// change the store in between.
func (g Gate) Hold() (unlock func(), err error) { return lockGate(g.Store) }
